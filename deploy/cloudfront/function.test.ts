/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { hostilePath } from '../../test-support/hostile-paths';
import { routeTable, splitRequest, tableFiles } from '../../test-support/route-table';
import { siteInventory } from '../../i18n/routing/site-inventory';
import { securityHeaders } from '../shared/security-headers';
import { cloudfrontFunction, maxCloudfrontFunctionSize } from './function';
import { viewerHandler } from './viewer-handler';

const allow = { scripts: ["'sha256-AAA='"], styles: [], styleAttributes: true };
const files = ['404.html', 'index.html', 'images/hero.svg', 'robots.txt', 'ro.html'];
const own = "default-src 'self'; script-src 'self' 'sha256-OWN='";

type Headers = Record<string, { value: string }>;
type Query = Record<string, { value: string; multiValue?: { value: string }[] }>;
type Handler = (event: unknown) => { statusCode?: number; uri?: string; headers: Headers };

const code = cloudfrontFunction(files, allow);

describe('the CloudFront function, as compiled', () => {
  it("is ES5, which CloudFront's runtime runs (the routing rule included)", () => {
    // Code that needs no lowering comes out of the ES5 and the ES2022 transpilers alike.
    const print = (target: ts.ScriptTarget) =>
      ts.transpileModule(code, { compilerOptions: { target, module: ts.ModuleKind.None } }).outputText;
    expect(print(ts.ScriptTarget.ES5)).toBe(print(ts.ScriptTarget.ES2022));
  });

  it("fits CloudFront's size limit", () =>
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(maxCloudfrontFunctionSize));
});

// The same behaviour from the script CloudFront runs (its global handler(event)) and from the
// module's function it is compiled from.
function compiledHandler(exportFiles: readonly string[]): Handler {
  return runInNewContext(`${cloudfrontFunction(exportFiles, allow)}; handler`) as Handler;
}
function moduleHandler(exportFiles: readonly string[]): Handler {
  return viewerHandler(siteInventory(exportFiles), securityHeaders(allow)) as Handler;
}

describe.each([
  ['the CloudFront function', compiledHandler],
  ['viewerHandler', moduleHandler],
])('%s', (_name, handlerFor) => {
  const handler = handlerFor(files);
  const viewerRequest = (uri: string, querystring: Query = {}, on = handler) =>
    on({ context: { eventType: 'viewer-request' }, request: { uri, querystring, headers: {} } });

  it.each([
    ['/', '/ro'],
    ['/ro/', '/ro'],
    ['/en/about/', '/en/about'],
    ['/ro/anything/', '/ro/anything'],
    ['/despre', '/ro/despre'],
    ['/x/y', '/ro/x/y'],
    ['/images/missing.svg', '/ro/images/missing.svg'],
    ['//evil.example', '/ro//evil.example'],
  ])('redirects %s to %s with a 301 and the security headers', (uri, location) => {
    const response = viewerRequest(uri);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location!.value).toBe(location);
    expect(response.headers['strict-transport-security']!.value).toBe('max-age=63072000');
  });

  const tableHandler = handlerFor(tableFiles);
  it.each(routeTable.map((c) => [c.request, c] as const))(
    'answers %s as the routing table says (the bucket answers what is not redirected)',
    (request, { status, location }) => {
      const { path, query } = splitRequest(request);
      const querystring: Query = Object.fromEntries(
        [...new URLSearchParams(query)].map(([name, value]) => [name, { value }]),
      );
      const response = viewerRequest(path, querystring, tableHandler);
      if (status === 301) expect([response.statusCode, response.headers.location?.value]).toEqual([301, location]);
      else expect(response.uri).toBe(path);
    },
  );

  it('keeps the query string of a redirect', () => {
    const response = viewerRequest('/servicii', {
      ref: { value: 'mail' },
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
    });
    expect(response.headers.location!.value).toBe('/ro/servicii?ref=mail&tag=a&tag=b');
  });

  it.each([
    '/ro',
    '/en/about',
    '/de/unbekannt',
    '/ro/og.png',
    '/de/contact.vcf',
    '/_next/static/chunks/a.js',
    '/_next/missing',
    '/images/hero.svg',
    '/ro.html',
    '/404.html',
  ])('passes %s to the bucket (a page, a file, or the 404 error response)', (uri) =>
    expect(viewerRequest(uri).uri).toBe(uri),
  );

  it('adds the security headers, with the site-wide policy, to a response without its own', () => {
    const response = handler({
      context: { eventType: 'viewer-response' },
      request: { uri: '/ro' },
      response: { statusCode: 200, headers: { 'content-type': { value: 'text/html' } } },
    });
    expect(response.headers['content-security-policy']!.value).toContain("'sha256-AAA='");
    expect(response.headers['x-content-type-options']!.value).toBe('nosniff');
    expect(response.headers['content-type']!.value).toBe('text/html');
  });

  it("sends a document's own policy, stored with it by the deploy, instead of the site-wide one", () => {
    const response = handler({
      context: { eventType: 'viewer-response' },
      request: { uri: '/en/about' },
      response: { statusCode: 200, headers: { 'x-amz-meta-content-security-policy': { value: own } } },
    });
    expect(response.headers['content-security-policy']!.value).toBe(own);
    expect(response.headers['x-amz-meta-content-security-policy']).toBeUndefined();
  });

  it('never redirects a hostile path to another host (1000 generated paths)', () => {
    fc.assert(
      fc.property(hostilePath, (path) => {
        const uri = path.split(/[?#]/)[0] || '/';
        const response = viewerRequest(uri);
        if (response.statusCode === undefined) return;
        const location = response.headers.location!.value;
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, 'https://site.example').origin).toBe('https://site.example');
      }),
      { numRuns: 1000 },
    );
  });
});
