/**
 * @jest-environment node
 */
import { runInNewContext } from 'node:vm';
import { routeTable, tableFiles } from '../../test-support/route-table';
import { siteInventory } from '../../i18n/routing/site-inventory';
import { securityHeaders } from '../shared/security-headers';
import { siteWorker, type SiteBucket, type StoredObject } from './site-worker';
import { contentTypeOf } from '../shared/content-type';
import { cloudflareWorker } from './worker';

const allow = { scripts: ["'sha256-AAA='"], styles: [], styleAttributes: true };
const files = ['404.html', 'index.html', 'images/hero.svg', 'robots.txt', 'ro.html'];
const own = "default-src 'self'; script-src 'self' 'sha256-OWN='";

type Worker = { fetch(request: Request, env: { SITE: SiteBucket }): Promise<Response> };

/** The compiled module's default export, run as Cloudflare runs it: with the platform's Response, Headers and URL. */
function compiledWorker(exportFiles: readonly string[]): Worker {
  const code = cloudflareWorker(exportFiles, allow);
  const script = code.replace(/\nexport \{\s*(\w+) as default\s*\};$/, (_whole, name: string) => `\n${name};`);
  return runInNewContext(script, { Response, Headers, URL }) as Worker;
}

// The same behaviour from the module Cloudflare runs and from the function it is compiled from.
describe.each([
  ['the Cloudflare Worker in front of R2', compiledWorker],
  [
    'siteWorker',
    (exportFiles: readonly string[]): Worker => siteWorker(siteInventory(exportFiles), securityHeaders(allow)),
  ],
])('%s', (_name, workerFor) => {
  const worker = workerFor(files);

  /** An R2 binding over a few objects, as R2's API returns them. */
  const stored: Record<string, { body: string; contentType: string; policy?: string }> = {
    'en/about': { body: '<html>about</html>', contentType: 'text/html; charset=utf-8', policy: own },
    '404.html': { body: '<html>404</html>', contentType: 'text/html; charset=utf-8' },
    'ro/ș': { body: 'ș', contentType: 'text/plain; charset=utf-8' },
    'de/contact.vcf': { body: 'BEGIN:VCARD', contentType: contentTypeOf('de/contact.vcf') },
  };
  const env: { SITE: SiteBucket } = {
    SITE: {
      async get(key: string, options?: { onlyIf?: globalThis.Headers }) {
        const object = stored[key];
        if (!object) return null;
        const etag = `"${Buffer.from(key).toString('hex')}"`;
        const base: StoredObject = {
          httpEtag: etag,
          customMetadata: object.policy ? { 'content-security-policy': object.policy } : {},
          writeHttpMetadata: (headers: globalThis.Headers) => headers.set('content-type', object.contentType),
        };
        return options?.onlyIf?.get('if-none-match') === etag ? base : { ...base, body: object.body };
      },
    },
  };
  const fetch = (path: string, init?: RequestInit) =>
    worker.fetch(new Request(`https://site.example${path}`, init), env);

  it('serves a page from its extensionless key, with its own policy', async () => {
    const response = await fetch('/en/about');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<html>about</html>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(own);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000');
  });

  it('serves a contact card with the type the upload stored with it', async () => {
    const response = await fetch('/de/contact.vcf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
  });

  it('answers a missing key with the 404 page and status 404, under the site-wide policy', async () => {
    const response = await fetch('/de/nichts');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<html>404</html>');
    expect(response.headers.get('content-security-policy')).toContain("'sha256-AAA='");
  });

  it('redirects like the other hosts, with relative locations', async () => {
    for (const [path, location] of [
      ['/', '/ro'],
      ['/en/about/', '/en/about'],
      ['/despre?x=1', '/ro/despre?x=1'],
      ['//evil.example', '/ro//evil.example'],
    ]) {
      const response = await fetch(path!, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([path, 301, location]);
    }
  });

  it.each(routeTable.map((c) => [c.request, c] as const))(
    "answers %s as the routing table says, over a bucket of the table's files",
    async (request, { status, location }) => {
      // The export's files, and each page under its URL path too, as the deploy stores them.
      const keys = [
        ...tableFiles,
        ...tableFiles.filter((f) => /^(ro|en|de)(\/[^/.]+)?\.html$/.test(f)).map((f) => f.slice(0, -5)),
      ];
      const bucket = {
        async get(key: string) {
          if (!keys.includes(key)) return null;
          return { httpEtag: '"x"', customMetadata: {}, writeHttpMetadata: () => undefined, body: key };
        },
      };
      const tableWorker = workerFor(tableFiles);
      const response = await tableWorker.fetch(new Request(`https://site.example${request}`, { redirect: 'manual' }), {
        SITE: bucket,
      });
      expect([response.status, response.headers.get('location') ?? undefined]).toEqual([status, location]);
    },
  );

  it('decodes keys, answers 304 to a matching ETag, and refuses other methods', async () => {
    expect(await (await fetch('/ro/%C8%99')).text()).toBe('ș');
    expect(
      (await fetch('/en/about', { headers: { 'if-none-match': `"${Buffer.from('en/about').toString('hex')}"` } }))
        .status,
    ).toBe(304);
    expect((await fetch('/en/about', { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await fetch('/ro/%E0%A4%A')).status).toBe(404);
  });
});
