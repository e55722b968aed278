import type { Browser, Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { filesNamedBy } from '../../test-support/derived-build';
import { fail, localS3, type StoreCall, type StoredObject } from './local-s3';
import { allPages, hydrated } from './site';
import { expect } from './test';

/**
 * The host for `npm run deploy` to deploy to, each group of e2e/deploy.spec.ts on one of its own: a
 * local S3 (local-s3.ts), and in front of it CloudFront as the host template sets it up, with the
 * build's viewer function (deploy/generated/cloudfront-function.js). A deploy can be stopped
 * (SIGKILL, as a cancelled job), failed (503) or held when a chosen request reaches the store.
 */

const bucket = 'site';
const credentials = { AWS_ACCESS_KEY_ID: 'LOCALS3', AWS_SECRET_ACCESS_KEY: 'LOCALS3' };

export type { StoreCall };

/** What happens to a request of the deploy: it goes on, the deploy is killed, the store answers 503, or it waits. */
export type Cut = (call: StoreCall) => 'kill' | 'fail' | Promise<void> | undefined;

export interface DeployResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The build each page came from, by path. */
export type Builds = Record<string, string | undefined>;

/** When a deploy is stopped as hung: one takes a few seconds here, idle. */
const deployLimit = 60_000;

/** The n-th request that matches, and only it. */
export function nth(n: number, matches: (call: StoreCall) => boolean, action: 'kill' | 'fail' = 'kill'): Cut {
  let seen = 0;
  return (call) => (matches(call) && ++seen === n ? action : undefined);
}

/** From the n-th request that matches on, every request. */
export function from(n: number, matches: (call: StoreCall) => boolean): Cut {
  let seen = 0;
  return (call) => (seen >= n || (matches(call) && ++seen === n) ? 'fail' : undefined);
}

const put = (call: StoreCall) => call.method === 'PUT';
const isRecord = (call: StoreCall) => call.key.startsWith('_deploy/');
const isAsset = (call: StoreCall) => put(call) && call.key.startsWith('_next/static/');
// Not the kept copy of a page's body (under _deploy/, with the page's type), which goes up before any page.
export const isPage = (call: StoreCall) => put(call) && !isRecord(call) && call.contentType.startsWith('text/html');
export const isOtherFile = (call: StoreCall) => put(call) && !isAsset(call) && !isRecord(call) && !isPage(call);
export const isHistory = (method: string) => (call: StoreCall) =>
  call.method === method && call.key === '_deploy/history.json';
export const isDeletion = (call: StoreCall) => call.method === 'DELETE';

/** The build a page comes from: the build folder its loader fetches the data from. */
export function buildOf(html: string): string | undefined {
  return /data-flight="\/_next\/static\/([^/"]+)\//.exec(html)?.[1];
}

/** Collects a page's console errors and uncaught exceptions. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

type Headers = Record<string, { value: string }>;
type Answer = { statusCode?: number; uri?: string; headers: Headers };

/**
 * CloudFront in front of the bucket: the viewer function on the request, then the object, or for a
 * missing one the custom error response (/404.html with 404); the function on the response, which
 * CloudFront skips when the origin answered 400 or more.
 */
function viewerServer(objects: Map<string, StoredObject>): Server {
  const code = readFileSync('deploy/generated/cloudfront-function.js', 'utf8');
  const handler = runInNewContext(`${code}; handler`) as (event: unknown) => Answer;
  const flat = (headers: Headers) =>
    Object.fromEntries(Object.entries(headers).map(([name, { value }]) => [name, value]));
  return createServer((req, res) => {
    const url = new URL(req.url!, 'http://site');
    const querystring: Record<string, { value: string; multiValue?: { value: string }[] }> = {};
    for (const [name, value] of url.searchParams) {
      const entry = querystring[name];
      if (entry) (entry.multiValue ??= [{ value: entry.value }]).push({ value });
      else querystring[name] = { value };
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, { value: String(value) }]),
    );
    const event = { version: '1.0', viewer: { ip: '127.0.0.1' } };
    const viewerRequest = { method: req.method, uri: url.pathname, querystring, headers, cookies: {} };
    const answer = handler({ ...event, context: { eventType: 'viewer-request' }, request: viewerRequest });
    if (answer.statusCode) {
      res.writeHead(answer.statusCode, flat(answer.headers));
      return res.end();
    }
    const object = objects.get(decodeURIComponent(answer.uri!).slice(1));
    const served = object ?? objects.get('404.html');
    if (!served) return fail(res, 403, 'AccessDenied');
    const response = {
      statusCode: object ? 200 : 404,
      headers: Object.fromEntries(Object.entries(served.headers).map(([name, value]) => [name, { value }])),
      cookies: {},
    };
    const final = object
      ? handler({ ...event, context: { eventType: 'viewer-response' }, request: answer, response })
      : response;
    res.writeHead(final.statusCode!, { ...flat(final.headers), etag: served.etag });
    res.end(req.method === 'HEAD' ? undefined : served.body);
  });
}

/** A host of its own, for one group of tests. */
export function newStore() {
  const s3 = localS3(bucket, credentials.AWS_ACCESS_KEY_ID);
  let viewer: Server | undefined;
  let siteUrl = '';
  let env: Record<string, string> = {};

  /** A GET through CloudFront, without following redirects. */
  function get(path: string, headers: IncomingHttpHeaders = {}) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = request(`${siteUrl}${path}`, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  return {
    get site() {
      return siteUrl;
    },
    get,
    object: (key: string) => s3.objects.get(key),
    readObject: (key: string) => s3.objects.get(key)!.body.toString('utf8'),
    keys: () => [...s3.objects.keys()].sort(),
    listing: () => new Map([...s3.objects].map(([key, { etag }]) => [key, etag])),

    async start() {
      const port = await s3.start();
      env = {
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: 'true',
        ...credentials,
      };
      const front = viewerServer(s3.objects);
      viewer = front;
      await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
      siteUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
    },

    async stop() {
      viewer?.closeAllConnections();
      await new Promise((resolve) => (viewer ? viewer.close(resolve) : resolve(undefined)));
      await s3.stop();
    },

    /**
     * Runs `npm run deploy` (one process: a kill stops the deploy itself) as a staging copy: this store
     * is not the company's host, and its profile still holds placeholders. `through` sees the store's
     * requests while it runs; of two deploys at once, give both the same.
     */
    deploy(args: string[], overrides: Record<string, string | undefined> = {}, through?: Cut) {
      const childEnv: Record<string, string | undefined> = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...env,
        ...overrides,
      };
      for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
      const command = ['--import', 'tsx', 'deploy/upload/deploy.ts', ...args, '--staging'];
      const child: ChildProcess = spawn(process.execPath, command, { env: childEnv as NodeJS.ProcessEnv });
      const intercept =
        through &&
        (async (call: StoreCall, response: ServerResponse) => {
          const action = through(call);
          if (action === 'kill') {
            child.kill('SIGKILL');
            response.socket?.destroy();
            return true;
          }
          if (action === 'fail') {
            fail(response, 503, 'ServiceUnavailable');
            return true;
          }
          await action;
          return false;
        });
      if (intercept) s3.intercept(intercept);
      return new Promise<DeployResult>((resolve) => {
        let stdout = '';
        let stderr = '';
        child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
        child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
        const timer = setTimeout(() => child.kill('SIGKILL'), deployLimit);
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          if (intercept) s3.intercept(undefined);
          resolve({ code, signal, stdout, stderr });
        });
      });
    },

    /**
     * What a visitor must find whatever state the bucket is in: every page answers 200, and every
     * file a page names answers 200. Returns the build each page came from.
     */
    async expectEveryPageAnswers(when: string): Promise<Builds> {
      const builds: Builds = {};
      const named = new Set<string>();
      for (const path of [...allPages.map((page) => page.path), '/en/lipseste']) {
        const page = await get(path);
        expect(page.status, `${when}: ${path}`).toBe(path === '/en/lipseste' ? 404 : 200);
        builds[path] = buildOf(page.body);
        const flight = /data-flight="([^"]+)"/.exec(page.body)?.[1];
        expect(flight, `${when}: ${path} names its data`).toBeDefined();
        const data = await get(flight!);
        expect(data.status, `${when}: ${flight}, the data of ${path}`).toBe(200);
        for (const file of filesNamedBy(page.body, data.body)) named.add(file);
      }
      const missing: string[] = [];
      const check = async (file: string) => {
        if ((await get(file)).status !== 200) missing.push(file);
      };
      await Promise.all([...named].map(check));
      expect(missing, `${when}: files a page names that do not answer 200`).toEqual([]);
      return builds;
    },

    /** And in Chromium: every page hydrates, with no console error. */
    async expectEveryPageHydrates(browser: Browser, when: string): Promise<void> {
      // One tab, page after page: a browser that has run the framework once starts it again quickly.
      const context = await browser.newContext();
      try {
        const tab = await context.newPage();
        const failures: string[] = [];
        for (const { path } of allPages) {
          const errors = errorsOf(tab);
          await tab.goto(`${siteUrl}${path}`);
          await hydrated(tab).catch(() => errors.push('did not hydrate'));
          tab.removeAllListeners();
          failures.push(...errors.map((error) => `${path}: ${error}`));
        }
        expect(failures, `${when}: console errors, or a page that did not hydrate`).toEqual([]);
      } finally {
        await context.close();
      }
    },
  };
}
