/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { allPages } from '../../i18n/pages';
import { pageFile } from '../../i18n/routing/answer';
import { siteInventory } from '../../i18n/routing/site-inventory';
import { documentPolicy } from '../shared/inline-code';
import { Refusal } from './errors';
import { exportObjects, manifestOf, toUpload } from './plan';

const files = [
  '404.html',
  '_next/static/chunks/a1.js',
  '_next/static/media/inter.woff2',
  'images/hero.svg',
  'index.html',
  'robots.txt',
  'ro/contact.vcf',
  ...allPages.map(({ path }) => pageFile(path)),
];
const compressed = ['en/about.html.br', 'en/about.html.gz', '_next/static/chunks/a1.js.br'];
const read = (file: string) => Buffer.from(`<p>body of ${file}</p><script>start()</script>`);
const md5 = (file: string) => createHash('md5').update(read(file)).digest('hex');
const policy = documentPolicy(read('en/about.html').toString());
const policies = Object.fromEntries(files.filter((file) => file.endsWith('.html')).map((file) => [file, policy]));
const objects = exportObjects('B1', files, new Set([...files, ...compressed]), read, policies);
const byKey = (key: string) => objects.find((object) => object.key === key);

describe('the objects a deploy puts in the bucket', () => {
  it("stores the build's own files in its folder, each page as HTML with its own policy", () => {
    expect(byKey('builds/B1/en/about.html')).toEqual({
      key: 'builds/B1/en/about.html',
      file: 'en/about.html',
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
      md5: md5('en/about.html'),
      policy,
    });
    expect(byKey('builds/B1/images/hero.svg')).toMatchObject({
      contentType: 'image/svg+xml',
      cacheControl: 'public, max-age=3600, must-revalidate',
    });
    expect(byKey('builds/B1/ro/contact.vcf')).toMatchObject({ contentType: 'text/vcard; charset=utf-8' });
  });

  it('keeps build assets at the root, immutable', () => {
    expect(byKey('_next/static/chunks/a1.js')).toMatchObject({
      file: '_next/static/chunks/a1.js',
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });

  it("stores each brotli and gzip copy the build wrote beside its file, with the original's headers", () => {
    const { contentType, cacheControl } = byKey('builds/B1/en/about.html')!;
    expect(byKey('builds/B1/en/about.html.br')).toEqual({
      key: 'builds/B1/en/about.html.br',
      file: 'en/about.html.br',
      contentType,
      cacheControl,
      encoding: 'br',
      md5: md5('en/about.html.br'),
      policy,
    });
    expect(byKey('builds/B1/en/about.html.gz')).toMatchObject({ encoding: 'gzip', contentType });
    expect(byKey('_next/static/chunks/a1.js.br')).toMatchObject({
      encoding: 'br',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(byKey('builds/B1/ro.html.br')).toBeUndefined();
  });

  it("refuses another export's policy, which would block this one's inline scripts", () => {
    const other = documentPolicy('<script>otherStart()</script>');
    const mixed = { ...policies, 'de.html': other };
    expect(() => exportObjects('B1', files, new Set(files), read, mixed)).toThrow(
      /policy of de\.html is another export's/,
    );
  });

  it('refuses an incomplete export, or a document without its policy', () => {
    expect(() => exportObjects('B1', [], new Set(), read, policies)).toThrow(
      /missing index\.html, 404\.html, ro\.html/,
    );
    const withoutOne = Object.fromEntries(Object.entries(policies).filter(([file]) => file !== 'de.html'));
    expect(() => exportObjects('B1', files, new Set(files), read, withoutOne)).toThrow(/No policy for de\.html/);
  });

  it('writes a manifest counting the files of its folder, naming its build assets, its commit and routing data', () => {
    const site = siteInventory(['robots.txt']);
    const manifest = manifestOf('B1', objects, new Date('2026-11-20T12:00:00Z'), {
      viewerFunction: 'f00d',
      commit: 'c0ffee',
      site,
      headers: { 'X-Frame-Options': 'DENY' },
    });
    expect(manifest).toEqual({
      build: 'B1',
      uploadedAt: '2026-11-20T12:00:00.000Z',
      viewerFunction: 'f00d',
      commit: 'c0ffee',
      site,
      headers: { 'X-Frame-Options': 'DENY' },
      files: objects.length - 3,
      assets: ['_next/static/chunks/a1.js', '_next/static/chunks/a1.js.br', '_next/static/media/inter.woff2'],
    });
  });
});

describe('what a run uploads', () => {
  const listed = (...keys: string[]) => keys.map((key) => ({ key, etag: `"${byKey(key)!.md5}"` }));

  it('everything at first, build assets first', () => {
    const upload = toUpload(objects, []);
    expect(upload).toHaveLength(objects.length);
    expect(upload.slice(0, 3).map(({ key }) => key)).toEqual([
      '_next/static/chunks/a1.js',
      '_next/static/chunks/a1.js.br',
      '_next/static/media/inter.woff2',
    ]);
  });

  it('after a cut, what is not there yet with the same bytes', () => {
    const upload = toUpload(objects, listed('_next/static/chunks/a1.js', 'builds/B1/ro.html'));
    expect(upload.map(({ key }) => key)).not.toContain('builds/B1/ro.html');
    expect(upload).toHaveLength(objects.length - 2);
    const otherAsset = [{ key: '_next/static/media/inter.woff2', etag: '"other"' }];
    expect(toUpload(objects, otherAsset).map(({ key }) => key)).toContain('_next/static/media/inter.woff2');
  });

  it("refuses to change a file in a build's folder", () => {
    const changed = [{ key: 'builds/B1/ro.html', etag: '"other"' }];
    expect(() => toUpload(objects, changed)).toThrow(Refusal);
    expect(() => toUpload(objects, changed)).toThrow(
      'builds/B1/ro.html is in the bucket with other bytes: a build is uploaded once, never changed.',
    );
  });
});
