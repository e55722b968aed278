/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { hostilePath } from '../../test-support/hostile-paths';
import { routeTable, splitRequest, tableFiles } from '../../test-support/route-table';
import { cloudfrontFunction, maxCloudfrontFunctionSize, topLevelFiles } from './function';

type Headers = Record<string, { value: string }>;
type Query = Record<string, { value: string; multiValue?: { value: string }[] }>;
type Handler = (event: unknown) => { statusCode?: number; uri?: string; headers: Headers };

const code = cloudfrontFunction();
const handler = runInNewContext(`${code}; handler`) as Handler;
const own = "default-src 'self'; script-src 'self' 'sha256-OWN='";

const viewerRequest = (uri: string, querystring: Query = {}, acceptEncoding?: string) =>
  handler({
    context: { eventType: 'viewer-request' },
    request: { uri, querystring, headers: acceptEncoding ? { 'accept-encoding': { value: acceptEncoding } } : {} },
  });
const viewerResponse = (uri: string, headers: Headers) =>
  handler({ context: { eventType: 'viewer-response' }, request: { uri }, response: { statusCode: 200, headers } });

describe('the CloudFront function, as compiled', () => {
  it("uses no syntax beyond cloudfront-js-2.0's ES5 with const and let", () => {
    const asVar = code.replace(/\b(?:const|let)\b/g, 'var');
    const print = (target: ts.ScriptTarget) =>
      ts.transpileModule(asVar, { compilerOptions: { target, module: ts.ModuleKind.None } }).outputText;
    expect(print(ts.ScriptTarget.ES5)).toBe(print(ts.ScriptTarget.ES2022));
  });

  it("fits CloudFront's size limit", () =>
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(maxCloudfrontFunctionSize));

  it('holds nothing of a build: no hash, and only the top-level files every build has', () => {
    expect(code).not.toMatch(/sha256-/);
    expect(cloudfrontFunction()).toBe(code);
    for (const file of topLevelFiles()) expect(code).toContain(`"/${file}": 1`);
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
  ])('redirects %s to %s with a 301 and the security headers', (uri, location) => {
    const response = viewerRequest(uri);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location!.value).toBe(location);
    expect(response.headers['strict-transport-security']!.value).toBe('max-age=63072000');
  });

  it.each(routeTable.filter((c) => c.status === 301).map((c) => [c.request, c.location] as const))(
    'redirects %s as the routing table says',
    (request, location) => {
      const { path, query } = splitRequest(request);
      const querystring: Query = Object.fromEntries(
        [...new URLSearchParams(query)].map(([name, value]) => [name, { value }]),
      );
      expect(viewerRequest(path, querystring).headers.location?.value).toBe(location);
    },
  );

  it("asks the bucket for every other request of the table: its file's key, or a missing one", () => {
    for (const { request, status } of routeTable.filter((c) => c.status !== 301)) {
      const uri = viewerRequest(splitRequest(request).path).uri!;
      const file = uri.slice(1);
      expect([request, tableFiles.includes(file)]).toEqual([request, status === 200]);
    }
  });

  it('keeps the query string of a redirect', () => {
    const response = viewerRequest('/servicii', {
      ref: { value: 'mail' },
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
    });
    expect(response.headers.location!.value).toBe('/ro/servicii?ref=mail&tag=a&tag=b');
  });

  it.each([
    ['/en/about', 'gzip, deflate, br, zstd', '/en/about.html.br'],
    ['/en/about', 'gzip, deflate', '/en/about.html.gz'],
    ['/en/about', undefined, '/en/about.html'],
    ['/_next/static/chunks/a.js', 'br', '/_next/static/chunks/a.js.br'],
    ['/ro.txt', 'gzip', '/ro.txt.gz'],
    ['/ro/og.png', 'br', '/ro/og.png'],
    ['/favicon.ico', 'gzip', '/favicon.ico'],
  ])('asks the bucket for %s with Accept-Encoding %s as %s', (uri, accept, key) =>
    expect(viewerRequest(uri, {}, accept).uri).toBe(key),
  );

  it('sends the strict policy with a response that has none of its own, and says the encoding varies', () => {
    const response = viewerResponse('/favicon.ico', { 'content-type': { value: 'image/x-icon' } });
    expect(response.headers['content-security-policy']!.value).toMatch(/^default-src 'none'/);
    expect(response.headers['x-content-type-options']!.value).toBe('nosniff');
    expect(response.headers.vary!.value).toBe('Accept-Encoding');
    expect(response.headers['content-type']!.value).toBe('image/x-icon');
  });

  it("sends a document's own policy, stored with it by the deploy, and its encoding", () => {
    const response = viewerResponse('/en/about.html.br', {
      'x-amz-meta-content-security-policy': { value: own },
      'content-encoding': { value: 'br' },
    });
    expect(response.headers['content-security-policy']!.value).toBe(own);
    expect(response.headers['content-encoding']!.value).toBe('br');
    expect(response.headers['x-amz-meta-content-security-policy']).toBeUndefined();
  });

  it('never redirects a hostile path to another host (1000 generated paths)', () => {
    fc.assert(
      fc.property(hostilePath, (path) => {
        const response = viewerRequest(path.split(/[?#]/)[0] || '/');
        if (response.statusCode === undefined) return;
        const location = response.headers.location!.value;
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, 'https://site.example').origin).toBe('https://site.example');
      }),
      { numRuns: 1000 },
    );
  });
});
