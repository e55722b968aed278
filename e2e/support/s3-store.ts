import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Browser, Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { filesNamedBy } from '../../test-support/derived-build';
import { allPages, hydrated } from './site';
import { expect } from './test';

/**
 * An S3-compatible store on loopback (s3rver, with S3's website hosting) for `npm run deploy` to
 * deploy to, as e2e/deploy.spec.ts does, each group of its tests on a store of its own.
 * s3rver serves a bucket's website when the Host names the bucket: the bucket is called
 * `site.localhost`, which Chromium resolves to 127.0.0.1 by itself; Node gets the Host header.
 * (s3rver checks access key ids but not SigV4 signatures: refused credentials are a wrong key id.)
 * Deploys that are cut short talk to the store through a proxy, which stops the deploy's process
 * (SIGKILL, as a cancelled job) or fails, when a chosen request arrives.
 */

const bucket = 'site.localhost';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

// The SDK's notice on Node 20 that its 2027 releases need Node 22 (deploy/README.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** A request the deploy makes to the store, as the proxy sees it. */
export interface StoreCall {
  method: string;
  key: string;
  query: string;
  contentType: string;
}

/** What the proxy does with a request: pass it on, stop the deploy's process, or answer 503. */
export type Cut = (call: StoreCall) => 'kill' | 'fail' | undefined;

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

const put = (call: StoreCall) => call.method === 'PUT' && call.key !== '';
const isRecord = (call: StoreCall) => call.key.startsWith('_deploy/');
const isAsset = (call: StoreCall) => put(call) && call.key.startsWith('_next/static/');
// Not the kept copy of a page's body (under _deploy/, with the page's type), which goes up before any page.
export const isPage = (call: StoreCall) => put(call) && !isRecord(call) && call.contentType.startsWith('text/html');
export const isOtherFile = (call: StoreCall) => put(call) && !isAsset(call) && !isRecord(call) && !isPage(call);
export const isWebsite = (call: StoreCall) => call.method === 'PUT' && call.query.includes('website');
export const isDeletion = (call: StoreCall) => call.method === 'POST' && call.query.includes('delete');

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

/** A store on `port` (one of the range e2e/support/processes.ts keeps for the specs' servers). */
export function storeOn(port: number) {
  const site = `http://${bucket}:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  };
  let server: S3rver | undefined;
  let storage: string | undefined;
  let proxy: Server | undefined;
  let proxyPort = 0;
  let cut: Cut | undefined;
  let running: ChildProcess | undefined;
  const client = new S3Client({ region: 'us-east-1', endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials });

  /** Passes requests on to s3rver, except the one `cut` picks. */
  function startProxy(): Promise<void> {
    const front = createServer((req, res) => {
      const url = new URL(req.url!, 'http://proxy');
      const path = decodeURIComponent(url.pathname);
      const call: StoreCall = {
        method: req.method!,
        key: path.startsWith(`/${bucket}/`) ? path.slice(bucket.length + 2) : '',
        query: url.search,
        contentType: String(req.headers['content-type'] ?? ''),
      };
      const action = cut?.(call);
      if (action === 'kill') {
        running?.kill('SIGKILL');
        req.socket.destroy();
        return;
      }
      if (action === 'fail') {
        res.writeHead(503, { 'content-type': 'application/xml' });
        const error = '<Error><Code>ServiceUnavailable</Code><Message>Cut</Message></Error>';
        res.end(`<?xml version="1.0" encoding="UTF-8"?>${error}`);
        return;
      }
      const onward = { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers };
      const upstream = request(onward, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    proxy = front;
    return new Promise((resolve) =>
      front.listen(0, '127.0.0.1', () => {
        proxyPort = (front.address() as AddressInfo).port;
        resolve();
      }),
    );
  }

  /** A GET to the website endpoint without following redirects. */
  function get(path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { Host: `${bucket}:${port}` } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  async function listing(): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) found.set(object.Key!, object.ETag!);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  return {
    bucket,
    site,
    client,
    get,
    listing,

    async start() {
      storage = mkdtempSync(join(tmpdir(), 's3rver-'));
      server = new S3rver({
        address: '127.0.0.1',
        port,
        directory: storage,
        silent: true,
        configureBuckets: [{ name: bucket, configs: [] }],
      });
      await server.run();
      await startProxy();
    },

    async stop() {
      running?.kill('SIGKILL');
      client.destroy();
      await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
      await server?.close();
      if (storage) rmSync(storage, { recursive: true, force: true });
    },

    /**
     * Runs `npm run deploy` with these arguments (one process: a kill stops the deploy itself), as a
     * staging copy: this store is not the company's site, and its profile still holds placeholders.
     */
    deploy(args: string[], overrides: Record<string, string | undefined> = {}, through?: Cut) {
      const childEnv: Record<string, string | undefined> = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...env,
        ...overrides,
      };
      if (through) childEnv.S3_ENDPOINT = `http://127.0.0.1:${proxyPort}`;
      for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
      cut = through;
      return new Promise<DeployResult>((resolve) => {
        const command = ['--import', 'tsx', 'deploy/upload/deploy.ts', ...args, '--staging'];
        const child = spawn(process.execPath, command, { env: childEnv as NodeJS.ProcessEnv });
        running = child;
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
        const timer = setTimeout(() => child.kill('SIGKILL'), deployLimit);
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          cut = undefined;
          resolve({ code, signal, stdout, stderr });
        });
      });
    },

    async keys(): Promise<string[]> {
      return [...(await listing()).keys()].sort();
    },

    async readObject(key: string): Promise<string> {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return object.Body!.transformToString();
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
          await tab.goto(`${site}${path}`);
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
