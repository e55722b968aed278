/**
 * @jest-environment node
 */
import { localeFromPath } from './locales';
import { allPages, pageFromSlug, pagePath, slugsOf } from './pages';

describe('the page/slug table', () => {
  it('gives the paths of the route table', () => {
    expect(allPages.map((p) => p.path)).toEqual([
      '/ro',
      '/ro/despre',
      '/ro/servicii',
      '/ro/contact',
      '/en',
      '/en/about',
      '/en/services',
      '/en/contact',
      '/de',
      '/de/uber-uns',
      '/de/dienstleistungen',
      '/de/kontakt',
    ]);
  });

  it('lists the slugs of one language for its static params', () => {
    expect(slugsOf('de')).toEqual(['uber-uns', 'dienstleistungen', 'kontakt']);
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
