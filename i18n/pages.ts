import { locales, type Locale } from './locales';

export const navigationPages = ['home', 'about', 'services', 'contact'] as const;

/** Linked from the footer, not the top bar. */
export const legalPages = ['legal', 'privacy'] as const;

export const pageIds = [...navigationPages, ...legalPages] as const;

export type PageId = (typeof pageIds)[number];

const slugs: Record<Exclude<PageId, 'home'>, Record<Locale, string>> = {
  about: { ro: 'despre', en: 'about', de: 'uber-uns' },
  services: { ro: 'servicii', en: 'services', de: 'dienstleistungen' },
  contact: { ro: 'contact', en: 'contact', de: 'kontakt' },
  legal: { ro: 'mentiuni-legale', en: 'legal-notice', de: 'impressum' },
  privacy: { ro: 'protectia-datelor', en: 'privacy', de: 'datenschutz' },
};

export function pagePath(page: PageId, locale: Locale): string {
  return page === 'home' ? `/${locale}` : `/${locale}/${slugs[page][locale]}`;
}

export function pageFromSlug(locale: Locale, slug: string): Exclude<PageId, 'home'> | undefined {
  return pageIds.find((page): page is Exclude<PageId, 'home'> => page !== 'home' && slugs[page][locale] === slug);
}

export const allPages: { locale: Locale; page: PageId; path: string }[] = locales.flatMap((locale) =>
  pageIds.map((page) => ({ locale, page, path: pagePath(page, locale) })),
);

export const pagePaths: readonly string[] = allPages.map(({ path }) => path);

export function slugsOf(locale: Locale): string[] {
  return pageIds.filter((page) => page !== 'home').map((page) => slugs[page][locale]);
}
