/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import { hostilePath } from '../../e2e/support/hostile-paths';
import { cloudflareWorker, cloudfrontFunction, maxCloudfrontFunctionSize } from './edge-functions';

const allow = { scripts: ["'sha256-AAA='"], styles: [], styleAttributes: true };
const files = ['/404.html', '/index.html', '/images/hero.svg', '/robots.txt', '/ro.html'];
const own = "default-src 'self'; script-src 'self' 'sha256-OWN='";

type Headers = Record<string, { value: string }>;
type Query = Record<string, { value: string; multiValue?: { value: string }[] }>;

describe('the CloudFront function', () => {
  const code = cloudfrontFunction(files, allow);
  // CloudFront runs the file as a script that defines handler(event).
  const handler = runInNewContext(`${code}; handler`) as (event: unknown) => { statusCode?: number; uri?: string; headers: Headers };
  const viewerRequest = (uri: string, querystring: Query = {}) => handler({ context: { eventType: 'viewer-request' }, request: { uri, querystring, headers: {} } });

  it("fits CloudFront's size limit", () => expect(Buffer.byteLength(code)).toBeLessThanOrEqual(maxCloudfrontFunctionSize));

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

  it('keeps the query string of a redirect', () => {
    const response = viewerRequest('/servicii', { ref: { value: 'mail' }, tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] } });
    expect(response.headers.location!.value).toBe('/ro/servicii?ref=mail&tag=a&tag=b');
  });

  it.each(['/ro', '/en/about', '/de/unbekannt', '/ro/og.png', '/_next/static/chunks/a.js', '/_next/missing', '/images/hero.svg', '/ro.html', '/404.html'])(
    'passes %s to the bucket (a page, a file, or the 404 error response)',
    (uri) => expect(viewerRequest(uri).uri).toBe(uri),
  );

  it('adds the security headers, with the site-wide policy, to a response without its own', () => {
    const response = handler({ context: { eventType: 'viewer-response' }, request: { uri: '/ro' }, response: { statusCode: 200, headers: { 'content-type': { value: 'text/html' } } } });
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

describe('the Cloudflare Worker in front of R2', () => {
  const code = cloudflareWorker(files, allow);
  const worker = runInNewContext(`${code.replace('export default', 'var worker =')}; worker`, { Response, Headers, URL }) as {
    fetch(request: Request, env: unknown): Promise<Response>;
  };

  /** An R2 binding over a few objects, as R2's API returns them. */
  const stored: Record<string, { body: string; contentType: string; policy?: string }> = {
    'en/about': { body: '<html>about</html>', contentType: 'text/html; charset=utf-8', policy: own },
    '404.html': { body: '<html>404</html>', contentType: 'text/html; charset=utf-8' },
    'ro/ș': { body: 'ș', contentType: 'text/plain; charset=utf-8' },
  };
  const env = {
    SITE: {
      async get(key: string, options?: { onlyIf?: globalThis.Headers }) {
        const object = stored[key];
        if (!object) return null;
        const etag = `"${Buffer.from(key).toString('hex')}"`;
        const base = {
          httpEtag: etag,
          customMetadata: object.policy ? { 'content-security-policy': object.policy } : {},
          writeHttpMetadata: (headers: globalThis.Headers) => headers.set('content-type', object.contentType),
        };
        return options?.onlyIf?.get('if-none-match') === etag ? base : { ...base, body: object.body };
      },
    },
  };
  const fetch = (path: string, init?: RequestInit) => worker.fetch(new Request(`https://site.example${path}`, init), env);

  it('serves a page from its extensionless key, with its own policy', async () => {
    const response = await fetch('/en/about');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<html>about</html>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(own);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000');
  });

  it('answers a missing key with the 404 page and status 404, under the site-wide policy', async () => {
    const response = await fetch('/de/nichts');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<html>404</html>');
    expect(response.headers.get('content-security-policy')).toContain("'sha256-AAA='");
  });

  it('redirects like the other hosts, with relative locations', async () => {
    for (const [path, location] of [['/', '/ro'], ['/en/about/', '/en/about'], ['/despre?x=1', '/ro/despre?x=1'], ['//evil.example', '/ro//evil.example']]) {
      const response = await fetch(path!, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([path, 301, location]);
    }
  });

  it('decodes keys, answers 304 to a matching ETag, and refuses other methods', async () => {
    expect(await (await fetch('/ro/%C8%99')).text()).toBe('ș');
    expect((await fetch('/en/about', { headers: { 'if-none-match': `"${Buffer.from('en/about').toString('hex')}"` } })).status).toBe(304);
    expect((await fetch('/en/about', { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await fetch('/ro/%E0%A4%A')).status).toBe(404);
  });
});
