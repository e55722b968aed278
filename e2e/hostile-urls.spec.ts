import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { answerFor } from '../i18n/routing/answer';
import { siteInventory } from '../i18n/routing/site-inventory';
import { exportDir } from '../deploy/shared/export-files';
import { hostilePath } from '../test-support/hostile-paths';
import { expectLimit } from './support/machine';
import { rawGet, type RawResponse } from './support/raw-http';

/**
 * Generated hostile paths sent raw to the CloudFront function over the bucket, and given to the 404
 * page's script in the browser: never a 5xx, never a redirect off the site, only the routing rule's
 * statuses (400 a request Node cannot read; 414 or 431 past Node's 16 KB request line), every
 * redirect in one hop.
 */
const runs = 1000;
const browserRuns = 50;
let counted = 0;

/** What the 404 page's copy of the rule knows of the site: its pages, and no files. */
const noFiles = siteInventory([]);

/** Where a browser comes to rest when the 404 page answers every path. */
function landingPath(url: URL): string {
  const answer = answerFor(url.pathname, url.search, noFiles);
  if (answer.kind !== 'redirect') return url.pathname;
  const landing = new URL(answer.location, url.origin);
  const again = answerFor(landing.pathname, landing.search, noFiles);
  expect(again.kind, `${url.href} → ${answer.location} redirects again`).not.toBe('redirect');
  return landing.pathname;
}

test.describe('hostile and malformed request paths @http', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(() => console.log(`hostile paths checked: ${counted}`));

  // A throw, not an expectation: each of thousands would record a step of the report.
  function ensure(condition: boolean, message: string) {
    if (!condition) throw new Error(message);
  }

  function check(target: string, response: RawResponse) {
    const where = `${response.status} for ${JSON.stringify(target.slice(0, 200))}`;
    ensure(response.status < 500, `a server error: ${where}`);
    const allowed = [200, 301, 400, 404, ...(Buffer.byteLength(target) > 4000 ? [414, 431] : [])];
    ensure(allowed.includes(response.status), `not a status of the routing rules: ${where}`);
    if (response.status === 301) {
      const location = response.headers.location ?? '';
      const base = 'http://127.0.0.1:1';
      ensure(new URL(location, base).origin === base, `a redirect off the site: ${where} → ${location}`);
      // Relative, and not protocol-relative: no browser can read it as another host.
      ensure(/^\/(?![/\\])/.test(location), `a location a browser could read as a host: ${where} → ${location}`);
    }
  }

  const asBrowser = (target: string) => {
    const url = new URL(`http://site.test${target}`);
    return `${url.pathname}${url.search}`;
  };

  async function checkOneHop(port: number, target: string, send: (target: string) => string) {
    const response = await rawGet(port, send(target));
    check(send(target), response);
    if (response.status !== 301) return;
    const location = response.headers.location!;
    const next = await rawGet(port, send(location));
    const first = JSON.stringify(send(target).slice(0, 200));
    const hops = [first, location.slice(0, 200), next.headers.location?.slice(0, 200)];
    ensure(next.status !== 301, `a second redirect: ${hops.join(' → ')}`);
  }

  test(`${runs} generated paths, no 5xx, no redirect off the site, every redirect in one hop`, async ({ baseURL }) => {
    const target = Number(new URL(baseURL!).port);
    await fc.assert(
      fc.asyncProperty(hostilePath, async (path) => {
        // As a raw client sends the path and the location, byte for byte, and as a browser does.
        await checkOneHop(target, path, (raw) => raw);
        await checkOneHop(target, path, asBrowser);
        counted++;
      }),
      { numRuns: runs },
    );
    expect(counted).toBeGreaterThanOrEqual(runs);
  });
});

// A sample here, as Chromium parses the URL: the script's unit test takes 1000.
test('the 404 page sends the same paths only to pages of the site', async ({ browser }) => {
  // A host with no redirect rules: every document request gets the exported 404 page.
  const notFoundHtml = readFileSync(`${exportDir}/404.html`, 'utf8');
  const origin = 'http://site.test';
  const context = await browser.newContext();
  const offSite: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) {
      offSite.push(url.href);
      return route.abort();
    }
    return route.request().resourceType() === 'document'
      ? route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFoundHtml })
      : route.fulfill({ status: 404, body: '' });
  });
  const page = await context.newPage();
  await fc.assert(
    fc.asyncProperty(hostilePath, async (path) => {
      const url = new URL(origin + path);
      // Where the rule sends the path, as the browser writes it: Chromium percent-encodes
      // characters in a path ("^" as %5E) that Node's URL parser leaves as they are.
      const landing = await page.evaluate((href) => new URL(href).pathname, origin + landingPath(url));
      await page.goto(url.href, { waitUntil: 'commit' }).catch((error: Error) => {
        // The 404 page's location.replace can interrupt the first navigation: that is its job.
        if (!/interrupted|ERR_ABORTED/.test(error.message)) throw error;
      });
      // Bounded, so a page that never lands fails on its own path instead of the whole test's timeout.
      await expect
        .poll(() => new URL(page.url()).pathname, { message: path, timeout: expectLimit, intervals: [25] })
        .toBe(landing);
      expect(new URL(page.url()).origin, path).toBe(origin);
    }),
    // "/^?#": Chromium writes the landing path as /ro/%5E.
    { numRuns: browserRuns, examples: [['/^?#']] },
  );
  expect(offSite).toEqual([]);
  await context.close();
});
