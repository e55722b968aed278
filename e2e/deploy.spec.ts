import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { readDocumentPolicies } from '../deploy/shared/document-policies';
import { filesUnder, servedFiles } from '../deploy/shared/export-files';
import { desiredObjects } from '../deploy/upload/plan';
import { expect, test } from './support/test';
import { allPages, locales, messages } from './support/site';

/**
 * `npm run deploy` end to end, against an S3-compatible server this spec starts on loopback
 * (s3rver, with S3's website hosting): errors first (nothing may change), then a deploy, the
 * routing checks against the website endpoint, and a second, changed build.
 * s3rver serves a bucket's website when the Host names the bucket: the bucket is called
 * `site.localhost`, which Chromium resolves to 127.0.0.1 by itself; Node gets the Host header.
 * (s3rver checks access key ids but not SigV4 signatures: refused credentials are a wrong key id.)
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

let server: S3rver;
let storage: string;
let client: S3Client;

function deploy(args: string[], overrides: Record<string, string | undefined> = {}) {
  const childEnv: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: process.env.HOME, ...env, ...overrides };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'node_modules/.bin/tsx',
      ['deploy/upload/deploy.ts', ...args],
      { env: childEnv as NodeJS.ProcessEnv, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function keys(): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    found.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found.sort();
}

/** A GET to the website endpoint without following redirects. */
function get(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
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

test.describe('npm run deploy to an S3-compatible bucket @once', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    storage = mkdtempSync(join(tmpdir(), 's3rver-'));
    server = new S3rver({ address: '127.0.0.1', port, directory: storage, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
    await server.run();
    client = new S3Client({ region: 'us-east-1', endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials });
  });

  test.afterAll(async () => {
    client?.destroy();
    await server?.close();
    rmSync(storage, { recursive: true, force: true });
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

    expect(await keys()).toEqual([]);
  });

  test('--dry-run prints the plan and uploads nothing', async () => {
    const dry = await deploy(['--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/upload\s+\d+ objects/);
    expect(dry.stdout).toContain('+ en/about  (text/html; charset=utf-8; public, max-age=0, must-revalidate, with its policy)');
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect(await keys()).toEqual([]);
  });

  test('deploys the export, with the right types and caching, and the routing of the spec', async ({ browser }) => {
    const result = await deploy([]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    // The twelve pages answer 200 at their canonical URL, with no redirect hop.
    for (const { locale, path } of allPages) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(response.body, path).toContain(`<html lang="${locale}"`);
      // The page's own policy travels with it, for the CloudFront function to send.
      expect(response.headers['x-amz-meta-content-security-policy'], path).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
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
      if (file.startsWith('_next/static/')) expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
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

  test('a second, changed build: stale objects are deleted, and nothing else', async () => {
    const before = await keys();
    const build = mkdtempSync(join(tmpdir(), 'export-'));
    try {
      cpSync('out', build, { recursive: true });
      const files = filesUnder(build);
      const removedAsset = files.find((f) => f.startsWith('_next/static/') && f.endsWith('.js'))!;
      const removedImage = files.find((f) => f.startsWith('images/'))!;
      rmSync(join(build, removedAsset));
      rmSync(join(build, removedImage));
      writeFileSync(join(build, '_next/static/chunks/new-build-chunk.js'), 'console.log("new build")\n');
      appendFileSync(join(build, 'en/about.html'), '<!-- second build -->');

      const result = await deploy(['--dir', build]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Deleted 2 stale objects.');

      const policies = readDocumentPolicies()!;
      const expected = desiredObjects(servedFiles(build), (file) => readFileSync(join(build, file)), policies)
        .map((o) => o.key)
        .sort();
      const after = await keys();
      expect(after).toEqual(expected);
      expect(after).not.toContain(removedAsset);
      expect(after).not.toContain(removedImage);
      expect(before.filter((key) => !after.includes(key)).sort()).toEqual([removedAsset, removedImage].sort());
      expect((await get('/en/about')).body).toContain('<!-- second build -->');
      expect((await get('/_next/static/chunks/new-build-chunk.js')).status).toBe(200);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});
