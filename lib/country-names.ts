import 'server-only';
import { regionalLocales, type Locale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { regionCountries, type RegionId } from './regions';

// The one way the site names a country: the copy's own form where CLDR's reads oddly (coverage.countries),
// else Node's ICU at build time, so that no browser's older CLDR can change it.
export function countryName(locale: Locale, code: string): string {
  const overrides: Partial<Record<string, string>> = messages[locale].coverage.countries;
  return overrides[code] ?? new Intl.DisplayNames([regionalLocales[locale]], { type: 'region' }).of(code) ?? code;
}

/** In the alphabetical order of the language. */
export function regionCountryNames(locale: Locale, region: RegionId): { code: string; name: string }[] {
  const collator = new Intl.Collator(regionalLocales[locale]);
  return regionCountries[region]
    .map((code) => ({ code, name: countryName(locale, code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
