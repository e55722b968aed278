import { isLocale, type Locale } from '@/i18n/locales';

/**
 * The offer of the visitor's language on a page in another one: when it is due, and where it
 * leads. Kept free of the messages and the page table, which arrive only when an offer is due
 * (the file /language-offer.json, written by the build from lib/language-offer-data.ts).
 */

/** The offer's words in one language: the region's name, the sentence, the link, the close button. */
export type LanguageOfferCopy = { label: string; text: string; link: string; dismiss: string };

export type LanguageOfferData = {
  /** The offer in each language: it is written in the language it offers. */
  copy: Record<Locale, LanguageOfferCopy>;
  /** Every page as its path in each language, in the order of the page table. */
  pages: Record<Locale, string>[];
};

type PageTable = LanguageOfferData['pages'];

export const languageOfferUrl = '/language-offer.json';

/** The primary language of a BCP 47 tag, lower case: `de-AT` → `de`. */
function primaryLanguage(tag: string): string {
  return tag.split('-')[0]!.toLowerCase();
}

type Visitor = {
  /** The browser's languages, most preferred first (navigator.languages). */
  languages: readonly string[];
  /** The language they chose on this site before (the language switcher, a followed offer). */
  chosen?: Locale;
  /** They closed an offer before. */
  dismissed: boolean;
};

/**
 * The language to offer on a page in `page`'s language, or undefined for none:
 * - none once the visitor has closed an offer, and none when the page is in the language their
 *   browser lists first;
 * - otherwise the language they chose on this site before, unless the page is in it;
 * - otherwise the first of the site's languages in their browser's list, unless that is the
 *   page's own (they would rather read this page than another of ours).
 */
export function offeredLanguage(page: Locale, { languages, chosen, dismissed }: Visitor): Locale | undefined {
  if (dismissed || (languages.length > 0 && primaryLanguage(languages[0]!) === page)) return undefined;
  if (chosen) return chosen === page ? undefined : chosen;
  const preferred = languages.map(primaryLanguage).find(isLocale);
  return preferred === page ? undefined : preferred;
}

/** The path of the page at `pathname` in the `target` language; undefined where no page is. */
export function offeredPath(pages: PageTable, page: Locale, pathname: string, target: Locale): string | undefined {
  return pages.find((paths) => paths[page] === pathname)?.[target];
}
