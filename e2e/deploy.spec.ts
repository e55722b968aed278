import { GetBucketWebsiteCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { readDocumentPolicies } from '../deploy/shared/document-policies';
import { buildIdOf, servedFiles } from '../deploy/shared/export-files';
import type { History } from '../deploy/upload/history';
import { filesUnder } from '../lib/files-under';
import { desiredObjects } from '../deploy/upload/plan';
import { deriveBuild, filesNamedBy, type DerivedBuild } from '../test-support/derived-build';
import { expect, test, type Page } from './support/test';
import { allPages, hydrated, locales, messages } from './support/site';
import type { Browser } from '@playwright/test';

/**
 * `npm run deploy` end to end, against an S3-compatible server this spec starts on loopback
 * (s3rver, with S3's website hosting): errors first (nothing may change), then a deploy and the
 * routing checks against the website endpoint; then what a visitor meets while builds change: a
 * page loaded before a deploy, a rollback and back, and a deploy cut short at every step.
 * s3rver serves a bucket's website when the Host names the bucket: the bucket is called
 * `site.localhost`, which Chromium resolves to 127.0.0.1 by itself; Node gets the Host header.
 * (s3rver checks access key ids but not SigV4 signatures: refused credentials are a wrong key id.)
 * The deploys that are cut short talk to the store through a proxy of this spec, which stops the
 * deploy's process (SIGKILL, as a cancelled job) when a chosen request arrives.
 */
const port = 8183; // not 8181: a suite may serve the export there (E2E_PORT)
const bucket = 'site.localhost';
const site = `http://${bucket}:${port}`;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const env = {
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
};

// The SDK's notice that its 2027 releases need Node 22 (deploy/README.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** A request the deploy makes to the store, as the proxy sees it. */
interface StoreCall {
  method: string;
  key: string;
  query: string;
  contentType: string;
}
/** What the proxy does with a request: pass it on, stop the deploy's process, or answer 503. */
type Cut = (call: StoreCall) => 'kill' | 'fail' | undefined;

let server: S3rver;
let storage: string;
let client: S3Client;
let proxy: Server;
let proxyPort: number;
let cut: Cut | undefined;
let running: ChildProcess | undefined;
let temp: string;
/** The export of `npm run build`, and two later builds made from it (test-support/derived-build.ts). */
let a: DerivedBuild;
let b: DerivedBuild;
let c: DerivedBuild;
const description = messages.en.footer.description;
const descriptions = { a: description, b: description.toUpperCase(), c: description.toLowerCase() };

interface DeployResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run deploy` with these arguments (one process: a kill stops the deploy itself). */
function deploy(args: string[], overrides: Record<string, string | undefined> = {}, through?: Cut) {
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
    const command = ['--import', 'tsx', 'deploy/upload/deploy.ts', ...args];
    const child = spawn(process.execPath, command, { env: childEnv as NodeJS.ProcessEnv });
    running = child;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      cut = undefined;
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** Passes requests on to s3rver, except the one `cut` picks. */
function startProxy(): Promise<void> {
  proxy = createServer((req, res) => {
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
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => {
      proxyPort = (proxy.address() as AddressInfo).port;
      resolve();
    }),
  );
}

/** The n-th request that matches, and only it. */
function nth(n: number, matches: (call: StoreCall) => boolean, action: 'kill' | 'fail' = 'kill'): Cut {
  let seen = 0;
  return (call) => (matches(call) && ++seen === n ? action : undefined);
}

/** From the n-th request that matches on, every request. */
function from(n: number, matches: (call: StoreCall) => boolean): Cut {
  let seen = 0;
  return (call) => (seen >= n || (matches(call) && ++seen === n) ? 'fail' : undefined);
}

const put = (call: StoreCall) => call.method === 'PUT' && call.key !== '';
const isAsset = (call: StoreCall) => put(call) && call.key.startsWith('_next/static/');
const isRecord = (call: StoreCall) => call.key.startsWith('_deploy/');
// Not the kept copy of a page's body (under _deploy/, with the page's type), which goes up before any page.
const isPage = (call: StoreCall) => put(call) && !isRecord(call) && call.contentType.startsWith('text/html');
const isOtherFile = (call: StoreCall) => put(call) && !isAsset(call) && !isRecord(call) && !isPage(call);
const isWebsite = (call: StoreCall) => call.method === 'PUT' && call.query.includes('website');
const isDeletion = (call: StoreCall) => call.method === 'POST' && call.query.includes('delete');

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

async function keys(): Promise<string[]> {
  return [...(await listing()).keys()].sort();
}

async function readObject(key: string): Promise<string> {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return object.Body!.transformToString();
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

/** The build a page comes from: the build folder its loader fetches the data from. */
function buildOf(html: string): string | undefined {
  return /data-flight="\/_next\/static\/([^/"]+)\//.exec(html)?.[1];
}

/** Collects a page's console errors and uncaught exceptions. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** The build each page came from, by path. */
type Builds = Record<string, string | undefined>;

/**
 * What a visitor must find whatever state the bucket is in: every page answers 200, every file a
 * page names answers 200, and (given a browser) every page hydrates in Chromium with no console
 * error. Returns the build each page came from.
 */
async function expectEveryPageWorks(browser: Browser | undefined, when: string): Promise<Builds> {
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
  if (!browser) return builds;

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
  return builds;
}

test.describe('npm run deploy to an S3-compatible bucket', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    storage = mkdtempSync(join(tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory: storage,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    await server.run();
    client = new S3Client({ region: 'us-east-1', endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials });
    await startProxy();
    temp = mkdtempSync(join(tmpdir(), 'builds-'));
    a = { dir: 'out', buildId: buildIdOf('out'), label: 'a' };
    b = deriveBuild('out', join(temp, 'b'), 'b', { from: descriptions.a, to: descriptions.b });
    c = deriveBuild('out', join(temp, 'c'), 'c', { from: descriptions.a, to: descriptions.c });
  });

  test.afterAll(async () => {
    running?.kill('SIGKILL');
    client?.destroy();
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await server?.close();
    rmSync(storage, { recursive: true, force: true });
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  test('stops with a clear error and changes nothing on missing configuration, bucket or credentials', async () => {
    const missing = await deploy([], { S3_BUCKET: undefined, AWS_SECRET_ACCESS_KEY: undefined });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('S3_BUCKET is not set');
    expect(missing.stderr).toContain('AWS_SECRET_ACCESS_KEY');

    const noBucket = await deploy([], { S3_BUCKET: 'no-such-bucket' });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toMatch(/bucket "no-such-bucket".*does not exist/);

    const refused = await deploy([], { AWS_ACCESS_KEY_ID: 'WRONGKEY' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused the credentials (InvalidAccessKeyId)');
    // Each says so on one line, which a CI log shows whole.
    for (const result of [missing, noBucket, refused]) expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);

    expect(await keys()).toEqual([]);
  });

  test('--dry-run prints the plan and uploads nothing', async () => {
    const dry = await deploy(['--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/upload\s+\d+ objects: \d+ build assets, then \d+ other files, then \d+ pages/);
    expect(dry.stdout).toContain(`build ${a.buildId}; keep copies of`);
    expect(dry.stdout).toContain(
      '+ en/about  (text/html; charset=utf-8; public, max-age=0, must-revalidate, with its policy)',
    );
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect(await keys()).toEqual([]);
  });

  test('deploys the export, with the right types and caching, and the routing of the spec', async ({ browser }) => {
    const result = await deploy([]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Deploy of build ${a.buildId} complete.`);

    // Every page answers 200 at their canonical URL, with no redirect hop.
    for (const { locale, path } of allPages) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(response.body, path).toContain(`<html lang="${locale}"`);
      // The page's own policy travels with it, for the CloudFront function to send.
      expect(response.headers['x-amz-meta-content-security-policy'], path).toMatch(
        /^default-src 'self'; script-src 'self' 'sha256-/,
      );
    }
    // `/` and trailing slashes: 301 to the canonical URL.
    for (const [from, to] of [
      ['/', '/ro'],
      ['/ro/', '/ro'],
      ['/en/about/', '/en/about'],
      ['/de/kontakt/', '/de/kontakt'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    // Unprefixed slugs: 301 to /ro + path, on the same host.
    for (const [from, to] of [
      ['/despre', '/ro/despre'],
      ['/servicii', '/ro/servicii'],
      ['/contact', '/ro/contact'],
      ['/despre/echipa', '/ro/despre/echipa'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(new URL(String(response.headers.location), site).href, from).toBe(`${site}${to}`);
    }
    // Build assets are immutable; every file has its type.
    const files = filesUnder('out');
    const types: [RegExp, string][] = [
      [/\.css$/, 'text/css; charset=utf-8'],
      [/\.js$/, 'text/javascript; charset=utf-8'],
      [/\.woff2$/, 'font/woff2'],
      [/\.svg$/, 'image/svg+xml'],
      [/\.vcf$/, 'text/vcard; charset=utf-8'],
    ];
    for (const [pattern, type] of types) {
      const file = files.find((f) => pattern.test(f));
      if (!file) continue;
      const response = await get(`/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(type);
      if (file.startsWith('_next/static/'))
        expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    // A page's data, as its loader fetches it: the copy in the build's folder, the same bytes as the
    // file beside the page, and immutable like the other build assets.
    const about = await get('/en/about');
    expect(about.body).toContain(`data-flight="/_next/static/${a.buildId}/en/about.txt"`);
    const data = await get(`/_next/static/${a.buildId}/en/about.txt`);
    expect(data.status).toBe(200);
    expect(data.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(data.body).toBe(readFileSync('out/en/about.txt', 'utf8'));
    // The bucket records the build, and its history has it live.
    type Stored = { build: string; objects: { key: string }[] };
    const record = JSON.parse(await readObject(`_deploy/builds/${a.buildId}.json`)) as Stored;
    expect(record.build).toBe(a.buildId);
    expect(record.objects.map((o) => o.key)).toContain(`_next/static/${a.buildId}/en/about.txt`);
    const history = JSON.parse(await readObject('_deploy/history.json')) as History;
    expect(history.wentLive).toEqual([a.buildId]);
    expect(history.unfinished).toBeUndefined();

    // Unknown paths: 404 with the 404 page.
    for (const path of ['/ro/nu-exista', '/en/despre', '/_next/static/chunks/missing.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toContain(messages.en.common.notFoundMessage);
    }

    // In the browser: the 404 page in the path's language, and the page's own redirect of any
    // other unprefixed path (S3's rules can only name prefixes).
    const page = await browser.newPage();
    for (const locale of locales) {
      const response = await page.goto(`${site}/${locale}/lipseste`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].common.notFoundMessage);
    }
    await page.goto(`${site}/nu-exista?x=1`);
    await expect(page).toHaveURL(`${site}/ro/nu-exista?x=1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.ro.common.notFoundMessage);
    await page.goto(`${site}/en/services`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.close();
  });

  test('a page loaded before a deploy hydrates with its own build; its links lead to the new', async ({ browser }) => {
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      const errors = errorsOf(tab);
      // The visitor's phone is slow: nothing of the framework, and not the page's data, arrives
      // before the new build is live.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await tab.route(
        (url) => url.pathname.startsWith('/_next/') || url.pathname.endsWith('.txt'),
        async (route) => {
          held.push(new URL(route.request().url()).pathname);
          await released;
          await route.continue();
        },
      );
      await tab.goto(`${site}/en/about`, { waitUntil: 'domcontentloaded' });
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(messages.en.about.heading);
      await expect(tab.getByText(descriptions.a)).toBeVisible();

      const result = await deploy(['--dir', b.dir]);
      expect(result.code, result.stderr).toBe(0);
      expect(buildOf((await get('/en/about')).body)).toBe(b.buildId);

      release();
      await hydrated(tab);
      // It asked for its own build's data, after the new build went live, and hydrated with it.
      expect(held).toContain(`/_next/static/${a.buildId}/en/about.txt`);
      await expect(tab.getByText(descriptions.a)).toBeVisible();
      expect(errors).toEqual([]);

      // A link: Next meets the new build and loads the next page whole, from build B.
      const navigation = tab.getByRole('navigation', { name: messages.en.nav.primary });
      await navigation.getByRole('link', { name: messages.en.nav.services, exact: true }).click();
      await expect(tab).toHaveURL(`${site}/en/services`);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(messages.en.services.heading);
      await expect(tab.getByText(descriptions.b)).toBeVisible();
      await hydrated(tab);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('--rollback puts the previous build back from the bucket alone, and forward again', async ({ browser }) => {
    const before = await listing();
    const dry = await deploy(['--rollback', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`roll back to build ${a.buildId}`);
    expect(dry.stdout).toMatch(/upload\s+\d+ objects: 0 build assets/);
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect(await listing()).toEqual(before);

    const back = await deploy(['--rollback']);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain(`Rollback of build ${a.buildId} complete.`);
    const builds = await expectEveryPageWorks(browser, 'after the rollback');
    expect(new Set(Object.values(builds))).toEqual(new Set([a.buildId]));
    expect((await get('/en/about')).body).toContain(descriptions.a);
    // The website configuration is the one recorded with the build.
    type Stored = { website: { RoutingRules: unknown[] } };
    const record = JSON.parse(await readObject(`_deploy/builds/${a.buildId}.json`)) as Stored;
    const website = await client.send(new GetBucketWebsiteCommand({ Bucket: bucket }));
    expect(website.RoutingRules).toHaveLength(record.website.RoutingRules.length);
    expect((await get('/despre')).headers.location).toMatch(/\/ro\/despre$/);

    const forward = await deploy(['--rollback', b.buildId]);
    expect(forward.code, forward.stderr).toBe(0);
    // The same way back: the files alone are checked this time.
    const forwardBuilds = await expectEveryPageWorks(undefined, 'forward again');
    expect(new Set(Object.values(forwardBuilds))).toEqual(new Set([b.buildId]));
    expect((await get('/en/about')).body).toContain(descriptions.b);
  });

  test('a deploy cut short at any step leaves every page working; the next run finishes it', async ({ browser }) => {
    test.setTimeout(300_000);
    // Two builds kept and no days: deploying C expires A.
    const retention = { DEPLOY_KEEP_BUILDS: '2', DEPLOY_KEEP_DAYS: '0' };
    // Killed (a cancelled job), or the store failing from one request on.
    // What a visitor can meet: the earlier build's pages (with some of the new build's files), the
    // two builds' pages mixed, the new build's pages (with the earlier build's files still there).
    const steps: [string, Cut, 'killed' | 'failed'][] = [
      ['after the build assets', nth(1, isOtherFile), 'killed'],
      ['after the other files', from(1, isPage), 'failed'],
      ['in the middle of the pages', nth(10, isPage), 'killed'],
      ['after the pages', nth(1, isWebsite), 'killed'],
      ['in the middle of the deletions', nth(2, isDeletion), 'killed'],
    ];
    const failure = /^deploy: Uploading .* \(\d+ of \d+ uploaded, nothing deleted\) failed\. ServiceUnavailable/;
    for (const [when, step, outcome] of steps) {
      const result = await deploy(['--dir', c.dir], retention, step);
      const output = `${when}: ${result.stdout}${result.stderr}`;
      if (outcome === 'killed') expect(result.signal, output).toBe('SIGKILL');
      else {
        // The deploy says what state it left.
        expect(result.code, output).toBe(1);
        expect(result.stderr).toMatch(failure);
      }
      await expectEveryPageWorks(browser, `${outcome} ${when}`);
    }

    const done = await deploy(['--dir', c.dir], retention);
    expect(done.code, done.stderr).toBe(0);
    // Only the files: the browser saw these pages in the middle of the deletions.
    const finished = await expectEveryPageWorks(undefined, 'finished');
    expect(new Set(Object.values(finished))).toEqual(new Set([c.buildId]));

    // A expired: its build assets and its record are gone. B, the previous build, is kept whole,
    // but its own image, which C does not have, is gone from the site.
    const after = await keys();
    const assets = (build: DerivedBuild) => servedFiles(build.dir).filter((file) => file.startsWith('_next/static/'));
    const onlyA = assets(a).filter((file) => !assets(b).includes(file) && !assets(c).includes(file));
    expect(onlyA.length).toBeGreaterThan(0);
    expect(after.filter((key) => onlyA.includes(key))).toEqual([]);
    expect(after).not.toContain(`_deploy/builds/${a.buildId}.json`);
    expect(assets(b).filter((file) => !after.includes(file))).toEqual([]);
    expect(after).toContain(`_deploy/builds/${b.buildId}.json`);
    expect(after).not.toContain('images/build-b.svg');
    expect(after).toContain('images/build-c.svg');
    // Everything else is C's: the files a visitor reaches are exactly its export's.
    const readC = (file: string) => readFileSync(join(c.dir, file));
    const live = desiredObjects(servedFiles(c.dir), readC, readDocumentPolicies()!).map((o) => o.key);
    const extra = after.filter((key) => !live.includes(key) && !key.startsWith('_deploy/') && !assets(b).includes(key));
    expect(extra).toEqual([]);
  });
  test('--rollback returns to the build live before the live one; a deploy cut short is said to be', async () => {
    test.setTimeout(300_000);
    // Two more builds, each with its own spelling of the same sentence (of the same length).
    const swapped = [...descriptions.a].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));
    const d = deriveBuild('out', join(temp, 'd'), 'd', { from: descriptions.a, to: swapped.join('') });
    const titled = descriptions.a.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
    const e = deriveBuild('out', join(temp, 'e'), 'e', { from: descriptions.a, to: titled });
    const shown = async () => buildOf((await get('/en/about')).body);
    // The tests before leave C live, and B live before it.
    expect(await shown()).toBe(c.buildId);

    for (const build of [a, d]) {
      const result = await deploy(['--dir', build.dir]);
      expect(result.code, result.stderr).toBe(0);
    }
    // Back twice, to A, then to C, live before A.
    for (const build of [a, c]) {
      const back = await deploy(['--rollback']);
      expect(back.stdout, back.stderr).toContain(`Rollback of build ${build.buildId} complete.`);
      expect(await shown()).toBe(build.buildId);
    }

    // E's deploy stopped halfway through its pages: some are E's, the others still C's.
    const cut = await deploy(['--dir', e.dir], {}, nth(10, isPage));
    expect(cut.signal, cut.stdout + cut.stderr).toBe('SIGKILL');
    const mixed = await expectEveryPageWorks(undefined, "E's deploy cut short");
    expect(new Set(Object.values(mixed))).toEqual(new Set([c.buildId, e.buildId]));
    const refused = await deploy(['--rollback', e.buildId]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `deploy: The deploy of build ${e.buildId} did not finish: some of its pages may be live, ` +
        `others ${c.buildId}'s: run npm run deploy from build ${e.buildId} to finish it, ` +
        `or npm run deploy -- --rollback to put back ${c.buildId}, the last build that finished going live.\n`,
    );
    const plan = await deploy(['--rollback', '--dry-run']);
    expect(plan.stdout, plan.stderr).toContain(
      `roll back to build ${c.buildId} (live before the deploy of ${e.buildId} began, which did not finish)`,
    );

    // Run again, E's deploy finishes. A rollback returns to C, live before E, not to D, deployed
    // after C; run again, to B, live before C.
    const finished = await deploy(['--dir', e.dir]);
    expect(finished.code, finished.stderr).toBe(0);
    expect(await shown()).toBe(e.buildId);
    for (const build of [c, b]) {
      const back = await deploy(['--rollback']);
      expect(back.stdout, back.stderr).toContain(`Rollback of build ${build.buildId} complete.`);
      const builds = await expectEveryPageWorks(undefined, `rolled back to ${build.label}`);
      expect(new Set(Object.values(builds))).toEqual(new Set([build.buildId]));
    }
  });
});
