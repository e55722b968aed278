import type { Locale } from '@/i18n/locales';

// Free of the messages and the page table: they arrive in /language-offer.json only when an offer is due.

export type LanguageOfferCopy = { label: string; text: string; link: string; dismiss: string };

export type LanguageOfferData = {
  copy: Record<Locale, LanguageOfferCopy>;
  pages: Record<Locale, string>[];
};

type PageTable = LanguageOfferData['pages'];

export const languageOfferUrl = '/language-offer.json';

type Visitor = { chosen?: Locale; dismissed: boolean };

/** The language the visitor chose earlier with the language buttons, unless the page is in it or an offer was closed. */
export function offeredLanguage(page: Locale, { chosen, dismissed }: Visitor): Locale | undefined {
  return dismissed || chosen === page ? undefined : chosen;
}

export function offeredPath(pages: PageTable, page: Locale, pathname: string, target: Locale): string | undefined {
  return pages.find((paths) => paths[page] === pathname)?.[target];
}
