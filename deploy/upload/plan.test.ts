/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { allPages } from '../../i18n/pages';
import type { DocumentPolicies } from '../shared/document-policies';
import { inlineCodeOf } from '../shared/inline-code';
import { contentSecurityPolicy } from '../shared/security-headers';
import { desiredObjects, ExportError, planDeploy, uploadStage } from './plan';

const files = [
  '404.html',
  '_headers',
  '_redirects',
  '_next/static/chunks/a1.js',
  '_next/static/chunks/b2.css',
  '_next/static/media/inter.woff2',
  'images/hero.svg',
  'index.html',
  'robots.txt',
  'sitemap.xml',
  'ro/__next._tree.txt',
  'ro/contact.vcf',
  ...allPages.map(({ path }) => `${path.slice(1)}.html`),
];
const bodies: Record<string, string> = { 'en/about.html': '<html><head><script>go()</script></head></html>' };
const read = (file: string) => Buffer.from(bodies[file] ?? `body of ${file}`);
const md5 = (file: string) => createHash('md5').update(read(file)).digest('hex');
/** The documents' policies, as the post-build step computes them from their inline code. */
function builtPolicies(): DocumentPolicies {
  const documents = files.filter((file) => file.endsWith('.html'));
  return Object.fromEntries(
    documents.map((file) => {
      const code = inlineCodeOf(read(file).toString('utf8'));
      const allow = { scripts: code.scripts, styles: code.styles, styleAttributes: code.hasStyleAttributes };
      return [file, contentSecurityPolicy(allow)];
    }),
  );
}
const policies = builtPolicies();
const desired = desiredObjects(files, read, policies);
const byKey = (key: string) => desired.find((o) => o.key === key);

describe('the objects a deploy puts in the bucket', () => {
  it('stores every page a second time under its extensionless key, as HTML', () => {
    expect(byKey('en/about')).toEqual({
      key: 'en/about',
      file: 'en/about.html',
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
      md5: md5('en/about.html'),
      policy: contentSecurityPolicy({
        scripts: ["'sha256-" + createHash('sha256').update('go()').digest('base64') + "'"],
        styles: [],
        styleAttributes: false,
      }),
    });
    expect(byKey('ro')?.file).toBe('ro.html');
    expect(allPages.every(({ path }) => byKey(path.slice(1)) && byKey(`${path.slice(1)}.html`))).toBe(true);
  });

  it('gives each file its type and caching', () => {
    expect(byKey('_next/static/chunks/a1.js')).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(byKey('_next/static/media/inter.woff2')).toMatchObject({ contentType: 'font/woff2', cacheControl: 'public, max-age=31536000, immutable' });
    expect(byKey('sitemap.xml')).toMatchObject({ contentType: 'application/xml; charset=utf-8', cacheControl: 'public, max-age=0, must-revalidate' });
    expect(byKey('robots.txt')).toMatchObject({ contentType: 'text/plain; charset=utf-8', cacheControl: 'public, max-age=0, must-revalidate' });
    expect(byKey('images/hero.svg')).toMatchObject({ contentType: 'image/svg+xml', cacheControl: 'public, max-age=3600, must-revalidate' });
    expect(byKey('ro/contact.vcf')).toMatchObject({
      contentType: 'text/vcard; charset=utf-8',
      cacheControl: 'public, max-age=3600, must-revalidate',
    });
  });

  it('adds the website redirects: / on index.html, empty objects for the trailing slashes', () => {
    expect(byKey('index.html')).toMatchObject({ file: 'index.html', websiteRedirect: '/ro' });
    expect(byKey('en/about/index.html')?.file).toBeUndefined();
    expect(byKey('en/about/index.html')).toMatchObject({ websiteRedirect: '/en/about', md5: 'd41d8cd98f00b204e9800998ecf8427e' });
  });

  it("does not upload the hosts' configuration files", () => {
    expect(byKey('_headers')).toBeUndefined();
    expect(byKey('_redirects')).toBeUndefined();
  });

  it('refuses an incomplete export, which would delete the live pages', () => {
    expect(() => desiredObjects(['404.html', 'index.html'], read, policies)).toThrow(ExportError);
    expect(() => desiredObjects([], read, policies)).toThrow(/missing index\.html, 404\.html, ro\.html/);
  });

  it('refuses a document the build computed no policy for', () => {
    const withoutOne = Object.fromEntries(Object.entries(policies).filter(([file]) => file !== 'de.html'));
    expect(() => desiredObjects(files, read, withoutOne)).toThrow(/No policy for de\.html/);
  });
});

describe('the deploy plan', () => {
  const remote = [
    { key: '_next/static/chunks/a1.js', etag: `"${md5('_next/static/chunks/a1.js')}"` },
    { key: '_next/static/chunks/old.js', etag: '"x"' },
    { key: 'en/about.html', etag: `"${md5('en/about.html')}"` },
    { key: 'images/removed.svg', etag: '"y"' },
  ];
  const plan = planDeploy(desired, remote);

  it('uploads build assets first, then other files, then documents', () => {
    const stages = plan.upload.map(uploadStage);
    expect(stages).toEqual([...stages].sort());
    expect(plan.upload[0]!.key.startsWith('_next/static/')).toBe(true);
    expect(uploadStage(plan.upload.at(-1)!)).toBe(2);
    expect(plan.upload.findIndex((o) => o.key === 'images/hero.svg')).toBeLessThan(plan.upload.findIndex((o) => o.key === 'ro.html'));
  });

  it('skips build assets already in the bucket, but always uploads pages', () => {
    expect(plan.unchanged.map((o) => o.key)).toEqual(['_next/static/chunks/a1.js']);
    expect(plan.upload.map((o) => o.key)).toContain('en/about.html');
    expect(planDeploy(desired, remote, { force: true }).unchanged).toEqual([]);
  });

  it('deletes exactly the objects the build no longer has', () => {
    expect(plan.remove).toEqual(['_next/static/chunks/old.js', 'images/removed.svg']);
  });
});
