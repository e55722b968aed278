/**
 * @jest-environment node
 */
import { inEachLocale } from '@/i18n/locales';
import { allPages, pageIds, pagePath } from '@/i18n/pages';
import { messages } from '@/i18n/messages';
import { offeredLanguage, offeredPath } from './offered-language';
import { languageOfferData } from './language-offer-data';

describe('when the offer of another language is due', () => {
  it('offers the language the visitor chose earlier on a page in another', () => {
    expect(offeredLanguage('ro', { chosen: 'de', dismissed: false })).toBe('de');
    expect(offeredLanguage('en', { chosen: 'ro', dismissed: false })).toBe('ro');
  });

  it('makes no offer on a page in the chosen language, or without a choice', () => {
    expect(offeredLanguage('de', { chosen: 'de', dismissed: false })).toBeUndefined();
    expect(offeredLanguage('ro', { dismissed: false })).toBeUndefined();
  });

  it('makes no offer once one was closed', () => {
    expect(offeredLanguage('ro', { chosen: 'de', dismissed: true })).toBeUndefined();
  });
});

describe('the file the offer fetches', () => {
  const data = languageOfferData();

  it('holds the offer in each language, from the messages', () => {
    expect(data.copy).toEqual(inEachLocale((locale) => messages[locale].languageOffer));
  });

  it('leads from every page to the same page in the offered language', () => {
    expect(data.pages).toHaveLength(pageIds.length);
    expect(offeredPath(data.pages, 'ro', '/ro/servicii', 'de')).toBe('/de/dienstleistungen');
    expect(offeredPath(data.pages, 'de', '/de', 'en')).toBe('/en');
    for (const { locale, page, path } of allPages) {
      expect(offeredPath(data.pages, locale, path, 'en')).toBe(pagePath(page, 'en'));
    }
  });

  it('leads nowhere from a path that is no page of the language', () => {
    expect(offeredPath(data.pages, 'ro', '/ro/about', 'en')).toBeUndefined();
    expect(offeredPath(data.pages, 'en', '/ro/servicii', 'de')).toBeUndefined();
  });
});
