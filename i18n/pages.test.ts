/**
 * @jest-environment node
 */
import { inEachLocale, localeFromPath, locales, type Locale } from './locales';
import { allPages, legalPages, navigationPages, pageFromSlug, pageIds, pagePath, slugsOf, type PageId } from './pages';

/** Fixed by the specification: its route table, page by page, in each language. */
const routeTable: [PageId, Record<Locale, string>][] = [
  ['home', { ro: '/ro', en: '/en', de: '/de' }],
  ['about', { ro: '/ro/despre', en: '/en/about', de: '/de/uber-uns' }],
  ['services', { ro: '/ro/servicii', en: '/en/services', de: '/de/dienstleistungen' }],
  ['contact', { ro: '/ro/contact', en: '/en/contact', de: '/de/kontakt' }],
];

describe('the page/slug table', () => {
  it('gives the pages of the route table the paths the specification fixes', () => {
    const paths = allPages.map((p) => p.path);
    for (const [page, specified] of routeTable) {
      expect([page, inEachLocale((locale) => pagePath(page, locale))]).toEqual([page, specified]);
      expect(paths).toEqual(expect.arrayContaining(Object.values(specified)));
    }
  });

  it('has every page in every language, each at a path of its own', () => {
    const paths = allPages.map((p) => p.path);
    expect(paths).toHaveLength(pageIds.length * locales.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the slugs of one language for its static params', () => {
    expect(slugsOf('de')).toEqual(['uber-uns', 'dienstleistungen', 'kontakt', 'impressum', 'datenschutz']);
  });

  it('puts the pages the specification fixes in the navigation, and the others in the footer', () => {
    // Fixed by the specification: the bar links Home, About, Services and Contact.
    expect(navigationPages).toEqual(['home', 'about', 'services', 'contact']);
    expect(pageIds).toEqual([...navigationPages, ...legalPages]);
  });

  it('finds a page only by the slug of its own language', () => {
    expect(pageFromSlug('de', 'uber-uns')).toBe('about');
    expect(pageFromSlug('en', 'despre')).toBeUndefined();
    expect(pageFromSlug('ro', 'kontakt')).toBeUndefined();
  });

  it('maps a page to the same page in every other language, as the switcher does', () => {
    expect(pagePath('about', 'de')).toBe('/de/uber-uns');
    expect(pagePath(pageFromSlug('de', 'kontakt')!, 'en')).toBe('/en/contact');
    expect(pagePath(pageFromSlug('en', 'services')!, 'ro')).toBe('/ro/servicii');
    expect(pagePath('home', 'en')).toBe('/en');
  });

  it('takes the language of a path from its first segment, Romanian otherwise', () => {
    expect(localeFromPath('/en/nowhere')).toBe('en');
    expect(localeFromPath('/de')).toBe('de');
    expect(localeFromPath('/fr/x')).toBe('ro');
    expect(localeFromPath('/EN/about')).toBe('ro');
    expect(localeFromPath('/')).toBe('ro');
  });
});
