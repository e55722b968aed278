import { inEachLocale } from '@/i18n/locales';
import { pageIds, pagePath } from '@/i18n/pages';
import { messages } from '@/i18n/messages';
import type { LanguageOfferData } from './offered-language';

/** The offer's copy in each language and every page's paths, for /language-offer.json. */
export function languageOfferData(): LanguageOfferData {
  return {
    copy: inEachLocale((locale) => messages[locale].languageOffer),
    pages: pageIds.map((page) => inEachLocale((locale) => pagePath(page, locale))),
  };
}
