import { isLocale, type Locale } from '@/i18n/locales';

// Free of the messages and the page table: they arrive in /language-offer.json only when an offer is due.

export type LanguageOfferCopy = { label: string; text: string; link: string; dismiss: string };

export type LanguageOfferData = {
  copy: Record<Locale, LanguageOfferCopy>;
  pages: Record<Locale, string>[];
};

type PageTable = LanguageOfferData['pages'];

export const languageOfferUrl = '/language-offer.json';

function primaryLanguage(tag: string): string {
  return tag.split('-')[0]!.toLowerCase();
}

type Visitor = {
  languages: readonly string[];
  chosen?: Locale;
  dismissed: boolean;
};

/** None once closed or when the page is in the browser's first language; else the earlier choice, else the browser's first of ours. */
export function offeredLanguage(page: Locale, { languages, chosen, dismissed }: Visitor): Locale | undefined {
  if (dismissed || (languages.length > 0 && primaryLanguage(languages[0]!) === page)) return undefined;
  if (chosen) return chosen === page ? undefined : chosen;
  const preferred = languages.map(primaryLanguage).find(isLocale);
  return preferred === page ? undefined : preferred;
}

export function offeredPath(pages: PageTable, page: Locale, pathname: string, target: Locale): string | undefined {
  return pages.find((paths) => paths[page] === pathname)?.[target];
}
