/**
 * @jest-environment node
 */
import { localeFromPath } from './locales';
import { allPages, legalPages, navigationPages, pageFromSlug, pageIds, pagePath, slugsOf } from './pages';

describe('the page/slug table', () => {
  it('gives the paths of the route table', () => {
    expect(allPages.map((p) => p.path)).toEqual([
      '/ro',
      '/ro/despre',
      '/ro/servicii',
      '/ro/contact',
      '/ro/mentiuni-legale',
      '/ro/protectia-datelor',
      '/en',
      '/en/about',
      '/en/services',
      '/en/contact',
      '/en/legal-notice',
      '/en/privacy',
      '/de',
      '/de/uber-uns',
      '/de/dienstleistungen',
      '/de/kontakt',
      '/de/impressum',
      '/de/datenschutz',
    ]);
  });

  it('lists the slugs of one language for its static params', () => {
    expect(slugsOf('de')).toEqual(['uber-uns', 'dienstleistungen', 'kontakt', 'impressum', 'datenschutz']);
  });

  it('puts the legal pages in the footer, not in the navigation', () => {
    expect(navigationPages).toEqual(['home', 'about', 'services', 'contact']);
    expect(legalPages).toEqual(['legal', 'privacy']);
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
