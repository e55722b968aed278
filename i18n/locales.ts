// No imports: client code reads this without pulling next-intl into the bundle.
export const locales = ['ro', 'en', 'de'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'ro';

export const regionalLocales: Record<Locale, string> = { ro: 'ro-RO', en: 'en-GB', de: 'de-DE' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function inEachLocale<T>(of: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, of(locale)])) as Record<Locale, T>;
}
