import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { metaContent, served } from './support/served';
import { expect, test } from './support/test';
import { legalPages } from '../i18n/pages';
import { palette } from '../styles/palette';
import { specification } from '../test-support/specification';
import { absoluteUrl, allPages, company, inEachLocale, locales, messages, pagePath } from './support/site';

const ogLocale = { ro: 'ro_RO', en: 'en_GB', de: 'de_DE' } as const;

/** The sitemaps.org schema, with the xhtml:link element of the language alternates. */
const sitemapSchema = require.resolve('../test-support/sitemap-schema/sitemap-with-alternates.xsd');

test.describe('what crawlers and share previews read @http @shipped', () => {
  test('sitemap.xml lists the canonical URL of every page, each with its reciprocal alternates', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.sort()).toEqual(allPages.map((p) => absoluteUrl(p.path)).sort());
    for (const { page, path } of allPages) {
      const entry = xml.split('<url>').find((block) => block.includes(`<loc>${absoluteUrl(path)}</loc>`))!;
      for (const locale of locales) {
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${absoluteUrl(pagePath(page, locale))}" />`,
        );
      }
      expect(entry).toContain(`hreflang="x-default" href="${absoluteUrl(pagePath(page, 'ro'))}"`);
    }
  });

  test('sitemap.xml is valid against the sitemaps.org schema', async ({ request }, testInfo) => {
    const file = testInfo.outputPath('sitemap.xml');
    writeFileSync(file, await (await request.get('/sitemap.xml')).body());
    const check = spawnSync('xmllint', ['--noout', '--schema', sitemapSchema, file], { encoding: 'utf8' });
    expect(check.error, 'xmllint (Debian: libxml2-utils)').toBeUndefined();
    expect(check.stderr).toBe(`${file} validates\n`);
    expect(check.status).toBe(0);
  });

  test('robots.txt allows everything and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*\s+Allow: \//i);
    expect(text).toContain(`Sitemap: ${company.siteUrl}/sitemap.xml`);
  });

  for (const { locale, page, path } of allPages) {
    test(`${path}: title, description, h1, canonical, alternates, share cards and JSON-LD`, async ({ request }) => {
      const { document, html, screen } = await served(request, path);
      const meta = (key: string) => metaContent(document, key);
      const link = (selector: string) => document.querySelector(selector)?.getAttribute('href');
      // Its own title and description, and one main heading.
      const copy = messages[locale].meta[page];
      expect(document.title).toBe(copy.title);
      expect(meta('description')).toBe(copy.description);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

      // Canonical is this page; every alternate's own alternates point back (reciprocal).
      expect(link('link[rel="canonical"]')).toBe(absoluteUrl(path));
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]);
      expect(Object.fromEntries(alternates)).toEqual({
        ...inEachLocale((l) => absoluteUrl(pagePath(page, l))),
        'x-default': absoluteUrl(pagePath(page, 'ro')),
      });

      expect(meta('og:title')).toBe(copy.title);
      expect(meta('og:description')).toBe(copy.description);
      expect(meta('og:url')).toBe(absoluteUrl(path));
      expect(meta('og:locale')).toBe(ogLocale[locale]);
      expect(document.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(locales.length - 1);
      expect(meta('og:image')).toBe(`${company.siteUrl}/${locale}/og.png`);
      expect(meta('og:image:width')).toBe('1200');
      expect(meta('og:image:height')).toBe('630');
      expect(meta('og:image:alt')).toBe(company.brand);
      expect(meta('twitter:card')).toBe('summary_large_image');
      expect(meta('twitter:image')).toBe(meta('og:image'));
      expect(meta('twitter:image:alt')).toBe(meta('og:image:alt'));
      expect(meta('theme-color')).toBe(palette['navy-900']);
      expect(link('link[rel="manifest"]')).toBe('/manifest.webmanifest');
      expect(document.querySelectorAll('link[rel="icon"][type="image/svg+xml"]')).toHaveLength(1);

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      const graph = blocks.flatMap(([, text]) => JSON.parse(text!));
      const isLegal = (legalPages as readonly string[]).includes(page);
      // Fixed by the specification: founded 2008, in Voluntari, Romania, the office hours, 52 countries.
      const business = graph.find((node) => node['@type'] === 'LocalBusiness');
      // The business on the pages that present it; the legal notices carry their breadcrumbs only.
      if (isLegal) expect(business).toBeUndefined();
      else {
        expect(business).toMatchObject({
          name: company.brand,
          foundingDate: '2008',
          telephone: company.phone,
          email: company.email,
          address: { addressLocality: 'Voluntari', addressCountry: 'RO', postalCode: company.address.postalCode },
          geo: { latitude: company.geo.latitude, longitude: company.geo.longitude },
        });
        const [weekdays, saturday] = specification.openingHours;
        expect(business.openingHoursSpecification).toEqual([
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: weekdays.opens,
            closes: weekdays.closes,
          },
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Saturday'],
            opens: saturday.opens,
            closes: saturday.closes,
          },
        ]);
        // The services where the page shows them, the countries served on the home page, with the map.
        if (page === 'home') {
          expect(business.areaServed).toHaveLength(52);
          expect(business.areaServed).toContain(new Intl.DisplayNames(locale, { type: 'region' }).of('DE'));
        } else expect(business).not.toHaveProperty('areaServed');
        if (page === 'home' || page === 'services') {
          expect(business.makesOffer.map((offer: { itemOffered: { name: string } }) => offer.itemOffered.name)).toEqual(
            specification.services.map((id) => messages[locale].services.items[id].title.replace(/\u2060/g, '')),
          );
        } else {
          expect(business).not.toHaveProperty('makesOffer');
        }
      }
      // Plain text for programs: no word joiners.
      expect(blocks.map(([, text]) => text).join('')).not.toMatch(/\u2060|\\u2060/);
      if (page === 'home') {
        expect(graph.find((node) => node['@type'] === 'WebSite')).toMatchObject({
          inLanguage: locale,
          url: absoluteUrl(path),
        });
      } else {
        const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList');
        expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
          absoluteUrl(pagePath('home', locale)),
          absoluteUrl(path),
        ]);
      }
    });
  }

  test('the share image of each language is a 1200x630 PNG', async ({ request }) => {
    for (const locale of locales) {
      const response = await request.get(`/${locale}/og.png`);
      expect(response.status()).toBe(200);
      const png = await response.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  test('the manifest and icons are served', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: company.brand,
      description: messages.ro.meta.home.description,
      lang: 'ro',
      theme_color: palette['navy-900'],
      start_url: '/ro',
    });
    expect(manifest.icons.length, 'icons in the manifest').toBeGreaterThan(0);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    expect((await request.get('/apple-touch-icon.png')).status()).toBe(200);
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // an ICO file
  });
});
