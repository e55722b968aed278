import { locales, type Locale } from './locales';

/**
 * The page/slug table: the single source for routes, static params, navigation, the language
 * switcher, canonical and alternate URLs and the sitemap. Home has no slug (`/ro`, `/en`, `/de`).
 */

/** The pages of the navigation (the top bar, the phone's menu, the footer's list), in its order. */
export const navigationPages = ['home', 'about', 'services', 'contact'] as const;

/** The legal notice and the privacy notice: linked from the footer of every page, not the top bar. */
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

/** The path of a page in a language, without a trailing slash: `/de/uber-uns`. */
export function pagePath(page: PageId, locale: Locale): string {
  return page === 'home' ? `/${locale}` : `/${locale}/${slugs[page][locale]}`;
}

/** The page a language's slug names, or undefined for a slug of another language or none. */
export function pageFromSlug(locale: Locale, slug: string): PageId | undefined {
  return pageIds.find((page) => page !== 'home' && slugs[page][locale] === slug);
}

/** Every language/page pair the export contains, in table order. */
export const allPages: { locale: Locale; page: PageId; path: string }[] = locales.flatMap((locale) =>
  pageIds.map((page) => ({ locale, page, path: pagePath(page, locale) })),
);

/** The `[slug]` params of one language, for generateStaticParams. */
export function slugsOf(locale: Locale): string[] {
  return pageIds.filter((page) => page !== 'home').map((page) => slugs[page][locale]);
}
