import { regionalLocales, type Locale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { regionCountries, type RegionId } from './regions';

/**
 * A country's name in `locale`, the one way the site names a place: the copy's own form
 * (coverage.countries) where CLDR's reads oddly on a marketing page, else Intl at build time (Node's
 * full ICU), so that no browser's older CLDR can change it.
 */
export function countryName(locale: Locale, code: string): string {
  const overrides: Partial<Record<string, string>> = messages[locale].coverage.countries;
  return overrides[code] ?? new Intl.DisplayNames([regionalLocales[locale]], { type: 'region' }).of(code) ?? code;
}

/** The countries of a region as `{ code, name }`, in the alphabetical order of the language. */
export function regionCountryNames(locale: Locale, region: RegionId): { code: string; name: string }[] {
  const collator = new Intl.Collator(regionalLocales[locale]);
  return regionCountries[region]
    .map((code) => ({ code, name: countryName(locale, code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
