/**
 * @jest-environment node
 */
import fc from 'fast-check';
import ts from 'typescript';
import { allPages } from '../../i18n/pages';
import { hostilePath } from '../../test-support/hostile-paths';
import { routeTable, splitRequest, tableFiles } from '../../test-support/route-table';
import { runViewerFunction } from '../preview/viewer-function';
import type { ViewerEvent } from './viewer-handler';
import { checkoutSite, topLevelFiles } from '../../lib/node/top-level-files';
import { locales } from '../../i18n/locales';
import { siteInventory } from '../../i18n/routing/site-inventory';
import { securityHeaders } from '../shared/security-headers';
import { maxKeyValueBytes } from '../shared/key-value-store';
import { cloudfrontFunction, liveValues, maxCloudfrontFunctionSize } from './function';

type Headers = Record<string, { value: string }>;
type Query = Record<string, { value: string; multiValue?: { value: string }[] }>;
type Answer = { statusCode?: number; uri?: string; headers: Headers };

const code = cloudfrontFunction();
const b1 = { build: 'B1', site: checkoutSite(), headers: securityHeaders };
const values = liveValues(b1);
const handler = runViewerFunction(code, (key) => values[key]);
const own = "default-src 'self'; script-src 'self' 'sha256-OWN='";

const run = async (event: unknown) => (await handler(event as ViewerEvent)) as Answer;
const viewerRequest = (uri: string, querystring: Query = {}, acceptEncoding?: string) =>
  run({
    context: { eventType: 'viewer-request' },
    request: { uri, querystring, headers: acceptEncoding ? { 'accept-encoding': { value: acceptEncoding } } : {} },
  });
const viewerResponse = (uri: string, headers: Headers) =>
  run({ context: { eventType: 'viewer-response' }, request: { uri }, response: { statusCode: 200, headers } });

describe('the CloudFront function, as compiled', () => {
  it("uses no syntax beyond cloudfront-js-2.0's ES5 with const, let, its module and a top-level async handler", () => {
    const [first, second, ...rest] = code.split('\n');
    expect([first, second]).toEqual(["import cf from 'cloudfront';", 'const kvs = cf.kvs();']);
    const body = rest
      .join('\n')
      .replace(/^async function handler/m, 'function handler')
      .replace(/\bawait /g, '');
    expect(body).not.toMatch(/\basync\b/);
    const asVar = body.replace(/\b(?:const|let)\b/g, 'var');
    const print = (target: ts.ScriptTarget) =>
      ts.transpileModule(asVar, { compilerOptions: { target, module: ts.ModuleKind.None } }).outputText;
    expect(print(ts.ScriptTarget.ES5)).toBe(print(ts.ScriptTarget.ES2022));
  });

  it("fits CloudFront's size limit", () =>
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(maxCloudfrontFunctionSize));

  it('holds nothing of a build: no hash, no page, no top-level file, no language, no header', () => {
    expect(code).not.toMatch(/sha256-/);
    // Deploying a new page, file, language or header, or rolling back across one, leaves the function as it is.
    for (const { path } of allPages.filter(({ page }) => page !== 'home')) expect(code).not.toContain(path);
    for (const file of topLevelFiles()) expect(code).not.toContain(file);
    for (const locale of locales) expect(code).not.toContain(`"${locale}"`);
    for (const value of Object.values(securityHeaders)) expect(code).not.toContain(value);
    expect(cloudfrontFunction()).toBe(code);
  });

  it("keeps today's data well within the key value store's values, and refuses a build's that outgrows one", () => {
    for (const value of Object.values(values))
      expect(Buffer.byteLength(value)).toBeLessThanOrEqual(maxKeyValueBytes - 256);
    const photos = (folder: string) => Array.from({ length: 40 }, (_, i) => `${folder}photo-${i}.webp`);
    expect(() => liveValues({ ...b1, site: siteInventory([...topLevelFiles(), ...photos('images/')]) })).not.toThrow();
    expect(() => liveValues({ ...b1, site: siteInventory([...topLevelFiles(), ...photos('')]) })).toThrow(
      /^Build B1's live is \d+ bytes, over the key value store's 1024 \(each file at the top of public\/ adds/,
    );
  });
});

describe('the CloudFront function', () => {
  it.each([
    ['/', '/ro'],
    ['/ro/', '/ro'],
    ['/en/about/', '/en/about'],
    ['/despre', '/ro/despre'],
    ['/x/y', '/ro/x/y'],
    ['//evil.example', '/ro//evil.example'],
    ['/index.html', '/ro/index.html'],
  ])('redirects %s to %s with a 301, cached an hour, and the security headers', async (uri, location) => {
    const response = await viewerRequest(uri);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location!.value).toBe(location);
    expect(response.headers['strict-transport-security']!.value).toBe('max-age=63072000');
    expect(response.headers['cache-control']!.value).toBe('public, max-age=3600');
  });

  it.each(routeTable.filter((c) => c.status === 301).map((c) => [c.request, c.location] as const))(
    'redirects %s as the routing table says',
    async (request, location) => {
      const { path, query } = splitRequest(request);
      const querystring: Query = Object.fromEntries(
        [...new URLSearchParams(query)].map(([name, value]) => [name, { value }]),
      );
      expect((await viewerRequest(path, querystring)).headers.location?.value).toBe(location);
    },
  );

  it("asks the bucket for every other request of the table: its file's key in the live build, or a missing one", async () => {
    for (const { request, status } of routeTable.filter((c) => c.status !== 301)) {
      const uri = (await viewerRequest(splitRequest(request).path)).uri!;
      const file = uri.startsWith('/_next/static/') ? uri.slice(1) : uri.replace(/^\/builds\/B1\//, '');
      expect([request, tableFiles.includes(file)]).toEqual([request, status === 200]);
    }
  });

  it('keeps the query string of a redirect', async () => {
    const response = await viewerRequest('/servicii', {
      ref: { value: 'mail' },
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
    });
    expect(response.headers.location!.value).toBe('/ro/servicii?ref=mail&tag=a&tag=b');
  });

  it.each([
    ['/en/about', 'gzip, deflate, br, zstd', '/builds/B1/en/about.html.br'],
    ['/en/about', 'gzip, deflate', '/builds/B1/en/about.html.gz'],
    ['/en/about', undefined, '/builds/B1/en/about.html'],
    ['/en/about', 'br;q=0, gzip;q=0.5', '/builds/B1/en/about.html.gz'],
    ['/en/about', 'gzip;q=0.0, BR;q=1', '/builds/B1/en/about.html.br'],
    ['/en/about', 'br;q=0, gzip;q=0', '/builds/B1/en/about.html'],
    ['/en/about', 'br;q=0.00, gzip', '/builds/B1/en/about.html.gz'],
    ['/_next/static/chunks/a.js', 'br', '/_next/static/chunks/a.js.br'],
    ['/_next/static/B1/en/about.txt', undefined, '/_next/static/B1/en/about.txt'],
    ['/ro.txt', 'gzip', '/builds/B1/ro.txt.gz'],
    ['/ro/og.png', 'br', '/builds/B1/ro/og.png'],
    ['/favicon.ico', 'gzip', '/builds/B1/favicon.ico'],
  ])('asks the bucket for %s with Accept-Encoding %s as %s', async (uri, accept, key) =>
    expect((await viewerRequest(uri, {}, accept)).uri).toBe(key),
  );

  it('sends the strict policy with a response that has none of its own, and says the encoding varies', async () => {
    const response = await viewerResponse('/favicon.ico', { 'content-type': { value: 'image/x-icon' } });
    expect(response.headers['content-security-policy']!.value).toMatch(/^default-src 'none'/);
    expect(response.headers['x-content-type-options']!.value).toBe('nosniff');
    expect(response.headers.vary!.value).toBe('Accept-Encoding');
    expect(response.headers['content-type']!.value).toBe('image/x-icon');
  });

  it("sends a document's own policy, stored with it by the deploy, and its encoding", async () => {
    const response = await viewerResponse('/en/about.html.br', {
      'x-amz-meta-content-security-policy': { value: own },
      'content-encoding': { value: 'br' },
    });
    expect(response.headers['content-security-policy']!.value).toBe(own);
    expect(response.headers['content-encoding']!.value).toBe('br');
    expect(response.headers['x-amz-meta-content-security-policy']).toBeUndefined();
  });

  it('never redirects a hostile path to another host (1000 generated paths)', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePath, async (path) => {
        const response = await viewerRequest(path.split(/[?#]/)[0] || '/');
        if (response.statusCode === undefined) return;
        const location = response.headers.location!.value;
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, 'https://site.example').origin).toBe('https://site.example');
      }),
      { numRuns: 1000 },
    );
  });
});

it("routes by the live build's own languages, top-level files and headers, as the store holds them", async () => {
  const serving = (site: ReturnType<typeof siteInventory>, headers = securityHeaders) => {
    const stored = liveValues({ build: 'B2', site, headers });
    return runViewerFunction(code, (key) => stored[key]);
  };
  const request = (uri: string) => ({
    context: { eventType: 'viewer-request' },
    request: { uri, querystring: {}, headers: {} },
  });
  const withFile = serving(siteInventory([...topLevelFiles(), 'price-list.pdf']));
  expect(await withFile(request('/price-list.pdf') as ViewerEvent)).toMatchObject({ uri: '/builds/B2/price-list.pdf' });
  const withLanguage = serving({ ...checkoutSite(), locales: [...locales, 'fr'] });
  expect(await withLanguage(request('/fr/contact') as ViewerEvent)).toMatchObject({
    uri: '/builds/B2/fr/contact.html',
  });
  const without = serving(checkoutSite());
  expect(await without(request('/price-list.pdf') as ViewerEvent)).toMatchObject({ statusCode: 301 });
  expect(await without(request('/fr/contact') as ViewerEvent)).toMatchObject({ statusCode: 301 });
  const withHeader = serving(checkoutSite(), { ...securityHeaders, 'X-Robots-Tag': 'noindex' });
  const response = await withHeader({
    context: { eventType: 'viewer-response' },
    request: { uri: '/robots.txt' },
    response: { statusCode: 200, headers: {} },
  } as unknown as ViewerEvent);
  expect(response).toMatchObject({ headers: { 'x-robots-tag': { value: 'noindex' } } });
});

it('reads the headers from the key value store for a response, and the live build only for a request', async () => {
  const read: string[] = [];
  const counting = runViewerFunction(code, (key) => (read.push(key), values[key]));
  const response = { statusCode: 200, headers: {} };
  await counting({
    context: { eventType: 'viewer-response' },
    request: { uri: '/en' },
    response,
  } as unknown as ViewerEvent);
  expect(read).toEqual(['headers']);
  await counting({
    context: { eventType: 'viewer-request' },
    request: { uri: '/en', querystring: {}, headers: {} },
  } as unknown as ViewerEvent);
  expect(read).toEqual(['headers', 'headers', 'live']);
});
