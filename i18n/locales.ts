/**
 * The site's languages. Kept free of imports so that client components, the request proxy and the
 * preview server can all read it without pulling next-intl into the browser bundle.
 */
export const locales = ['ro', 'en', 'de'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'ro';

/** Each language with the country it is written for: British English, Romania's Romanian, Germany's German. */
export const regionalLocales: Record<Locale, string> = { ro: 'ro-RO', en: 'en-GB', de: 'de-DE' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** One value per language, in the order of `locales`: `inEachLocale((locale) => pagePath('about', locale))`. */
export function inEachLocale<T>(of: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, of(locale)])) as Record<Locale, T>;
}

/** The language of a path: its first segment when that is a supported locale, else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}
