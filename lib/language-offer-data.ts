import { inEachLocale } from '@/i18n/locales';
import { pageIds, pagePath } from '@/i18n/pages';
import { messages } from '@/i18n/messages';
import type { LanguageOfferData } from './language-offer';

/**
 * What the offer of another language needs, for the file /language-offer.json: its copy in the
 * three languages (from the messages) and the paths of every page (from the page table). The
 * pages carry none of it; the browser asks for it only when it has an offer to make.
 */
export function languageOfferData(): LanguageOfferData {
  return {
    copy: inEachLocale((locale) => messages[locale].languageOffer),
    pages: pageIds.map((page) => inEachLocale((locale) => pagePath(page, locale))),
  };
}
