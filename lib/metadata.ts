import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, locales, regionalLocales, type Locale } from '@/i18n/locales';
import { pagePath, type PageId } from '@/i18n/pages';
import { company } from './company';
import { absoluteUrl } from './site-url';

const ogLocale = (locale: Locale) => regionalLocales[locale].replace('-', '_');

export const shareImagePath = (locale: Locale) => `/${locale}/og.png`;
export const shareImageSize = { width: 1200, height: 630 };

export function languageAlternates(page: PageId): Record<string, string> {
  const entries = locales.map((locale) => [locale, absoluteUrl(pagePath(page, locale))]);
  return { ...Object.fromEntries(entries), 'x-default': absoluteUrl(pagePath(page, defaultLocale)) };
}

export async function pageMetadata(locale: Locale, page: PageId): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const title = t(`${page}.title`);
  const description = t(`${page}.description`);
  const url = absoluteUrl(pagePath(page, locale));
  const image = { url: absoluteUrl(shareImagePath(locale)), ...shareImageSize, alt: company.brand };
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(page) },
    openGraph: {
      type: 'website',
      siteName: company.brand,
      title,
      description,
      url,
      locale: ogLocale(locale),
      alternateLocale: locales.filter((other) => other !== locale).map(ogLocale),
      images: [{ ...image, type: 'image/png' }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
