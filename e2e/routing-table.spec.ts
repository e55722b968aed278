import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { cloudfrontFunction } from '../deploy/cloudfront/function';
import { topLevelFiles } from '../lib/node/top-level-files';
import { routeTable, type RouteCase } from '../test-support/route-table';
import { defaultLocale, isLocale } from '../i18n/locales';
import { nextDevPort } from './support/machine';
import { waitForPort } from './support/processes';
import { exportDir } from '../deploy/shared/export-files';
import { rawGet, type RawResponse } from './support/raw-http';

/**
 * The routing table (test-support/route-table.ts) against every runtime outside the unit tests: the
 * CloudFront function over the bucket (the suite's server), `next dev` with the proxy, and the
 * exported 404 page in Chromium on a host that answers everything with it.
 */

type Send = (request: string) => Promise<RawResponse>;

async function expectTable(send: Send, cases: readonly RouteCase[] = routeTable) {
  for (const { request, status, location } of cases) {
    const response = await send(request);
    expect([request, response.status, response.headers.location]).toEqual([request, status, location]);
  }
}

test.describe('every runtime answers the routing table alike @http', () => {
  test.describe.configure({ mode: 'serial' });

  test('the CloudFront function over the bucket @shipped', async ({ baseURL }) => {
    await expectTable((request) => rawGet(Number(new URL(baseURL!).port), request));
  });

  // What the proxy answers for each request is unit-tested (proxy.test.ts); here, that `next dev`
  // runs it: the table's redirects, which the proxy answers without Next compiling a page.
  test('next dev with the proxy', async () => {
    // In its own process group, so that stopping it stops the server process it starts; its errors
    // (the hostile paths' stack traces, expected) go to a log of their own.
    mkdirSync('test-results', { recursive: true });
    const log = openSync('test-results/next-dev.log', 'w');
    const dev: ChildProcess = spawn('node_modules/.bin/next', ['dev', '-p', String(nextDevPort), '-H', '127.0.0.1'], {
      detached: true,
      stdio: ['ignore', 'ignore', log],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    closeSync(log); // the server holds its own copy
    try {
      await waitForPort(nextDevPort, 60_000);
      // Only the first request may wait for a compile; any other slow one is a hang.
      const compilingFirst = (): Send => {
        let first = true;
        return (request) => {
          const limit = first ? 60_000 : undefined;
          first = false;
          return rawGet(nextDevPort, request, limit);
        };
      };
      const send = compilingFirst();
      // Next's development server answers a path that starts with repeated slashes itself, before
      // the proxy runs: a 308 to the path with one. Production has no Next server to do so.
      const repeatedSlashes = (c: RouteCase) => c.request.startsWith('//');
      for (const { request } of routeTable.filter(repeatedSlashes)) {
        const response = await send(request);
        const oneSlash = request.replace(/^\/+/, '/');
        expect([request, response.status, response.headers.location]).toEqual([request, 308, oneSlash]);
      }
      const redirects = routeTable.filter((c) => c.status === 301 && !repeatedSlashes(c));
      await expectTable(compilingFirst(), redirects);
    } finally {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      process.kill(-dev.pid!, 'SIGTERM');
      await exited;
    }
  });

  test('the top-level files next dev and CloudFront let through are files of the export @shipped', () => {
    for (const file of topLevelFiles()) expect([file, existsSync(`${exportDir}/${file}`)]).toEqual([file, true]);
  });

  test("the build's CloudFront function is the one the source alone compiles: no deploy republishes it @shipped", () => {
    expect(readFileSync('deploy/generated/cloudfront-function.js', 'utf8')).toBe(cloudfrontFunction());
  });
});

test('the exported 404 page, on a host that answers everything with it @shipped', async ({ browser, baseURL }) => {
  const notFoundHtml = readFileSync(`${exportDir}/404.html`, 'utf8');
  const context = await browser.newContext();
  await context.route('**/*', (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFoundHtml })
      : route.continue(),
  );
  // A file the host has is served by the host: the 404 page only ever sees the others.
  const cases = routeTable.filter((c) => c.status !== 200);
  // Four tabs at once, each case a navigation of its own: the table has a row for every page's slug.
  const tabs = 4;
  await Promise.all(
    Array.from({ length: tabs }, async (_, tab) => {
      const page = await context.newPage();
      for (const { request, status, location } of cases.filter((_, i) => i % tabs === tab)) {
        // The page decides in its <head>: no need to wait for its assets to load.
        // The origin written out: `//` alone would be read as a host.
        await page.goto(`${baseURL}${request}`, { waitUntil: 'commit' }).catch((error: Error) => {
          // The page's location.replace can interrupt the first navigation: that is its job.
          if (!/interrupted|ERR_ABORTED/.test(error.message)) throw error;
        });
        if (status === 301) {
          await page.waitForURL((next) => `${next.pathname}${next.search}` === location, { waitUntil: 'commit' });
        } else {
          const first = request.split('/')[1]!;
          await expect(page.locator('html'), request).toHaveAttribute('lang', isLocale(first) ? first : defaultLocale);
          const url = new URL(page.url());
          expect(`${url.pathname}${url.search}`).toBe(request);
        }
      }
    }),
  );
  await context.close();
});
