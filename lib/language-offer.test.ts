/**
 * @jest-environment node
 */
import { inEachLocale } from '@/i18n/locales';
import { allPages, pageIds, pagePath } from '@/i18n/pages';
import { messages } from '@/i18n/messages';
import { offeredLanguage, offeredPath } from './language-offer';
import { languageOfferData } from './language-offer-data';

const visitor = (languages: string[], more: { chosen?: 'ro' | 'en' | 'de'; dismissed?: boolean } = {}) => ({
  languages,
  dismissed: false,
  ...more,
});

describe('when the offer of another language is due', () => {
  it.each([
    // The browser's first language is one of ours, and not the page's: offer it.
    ['ro', ['de-DE', 'de', 'en-US', 'en'], 'de'],
    ['de', ['en-GB', 'en'], 'en'],
    ['en', ['ro-RO'], 'ro'],
    // The page is in the language the browser lists first: nothing.
    ['ro', ['ro-RO', 'de'], undefined],
    ['de', ['de-AT', 'en'], undefined],
    // A language we do not have comes first: the first of ours after it, unless that is the page's.
    ['ro', ['fr-FR', 'fr', 'en-US', 'en', 'ro'], 'en'],
    ['ro', ['fr-FR', 'ro', 'de'], undefined],
    ['de', ['fr-FR', 'it'], undefined],
    // Tags in any case, with or without a region.
    ['ro', ['DE'], 'de'],
    ['ro', [], undefined],
  ] as const)('on a %s page, for a browser preferring %j: %s', (page, languages, offered) => {
    expect(offeredLanguage(page, visitor([...languages]))).toBe(offered);
  });

  it('follows the language the visitor chose on this site over the browser’s list', () => {
    expect(offeredLanguage('ro', visitor(['en-GB'], { chosen: 'de' }))).toBe('de');
    expect(offeredLanguage('ro', visitor(['de-DE'], { chosen: 'ro' }))).toBeUndefined();
    expect(offeredLanguage('en', visitor(['fr-FR'], { chosen: 'ro' }))).toBe('ro');
  });

  it('makes no offer on a page in the browser’s first language, whatever was chosen before', () => {
    expect(offeredLanguage('de', visitor(['de-DE'], { chosen: 'ro' }))).toBeUndefined();
  });

  it('makes no offer once one was closed', () => {
    expect(offeredLanguage('ro', visitor(['de-DE'], { dismissed: true }))).toBeUndefined();
    expect(offeredLanguage('ro', visitor(['en-GB'], { chosen: 'de', dismissed: true }))).toBeUndefined();
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
