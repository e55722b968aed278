/**
 * @jest-environment node
 */
import { specification } from '@/test-support/specification';
import { inEachLocale, locales } from './locales';
import { allPages, navigationPages, pageFromSlug, pageIds, pagePath, slugsOf } from './pages';

describe('the page/slug table', () => {
  it('gives the pages the specification fixes its paths, in its order in the navigation', () => {
    const fixed = navigationPages.filter((page) => page in specification.routes);
    expect(Object.fromEntries(fixed.map((page) => [page, inEachLocale((l) => pagePath(page, l))]))).toEqual(
      specification.routes,
    );
    expect(fixed).toEqual(Object.keys(specification.routes));
  });

  it('has every page in every language, each at a path of its own', () => {
    const paths = allPages.map((p) => p.path);
    expect(paths).toHaveLength(pageIds.length * locales.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the slugs of one language for its static params', () => {
    expect(slugsOf('de').map((slug) => `/de/${slug}`)).toEqual(
      allPages.filter((p) => p.locale === 'de' && p.page !== 'home').map((p) => p.path),
    );
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
});
