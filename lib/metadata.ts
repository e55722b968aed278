import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { pagePath, type PageId } from '@/i18n/pages';
import { absoluteUrl } from './site-url';

/** hreflang alternates of a page: every language plus x-default (Romanian), all absolute. */
export function languageAlternates(page: PageId): Record<string, string> {
  const entries = locales.map((locale) => [locale, absoluteUrl(pagePath(page, locale))]);
  return { ...Object.fromEntries(entries), 'x-default': absoluteUrl(pagePath(page, defaultLocale)) };
}

/** Title, description, canonical and alternates of a page, from the messages of its language. */
export async function pageMetadata(locale: Locale, page: PageId): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: t(`${page}.title`),
    description: t(`${page}.description`),
    alternates: {
      canonical: absoluteUrl(pagePath(page, locale)),
      languages: languageAlternates(page),
    },
  };
}
