import type { Locale } from '@/i18n/locales';
import { regionCountries, type RegionId } from './regions';

/**
 * Localized country names, computed at build time with Intl.DisplayNames (Node's full ICU), so the
 * pre-rendered HTML carries them and no browser's older CLDR can change them. `overrides` come from
 * the messages (coverage.countries) where the official form reads oddly on a marketing page.
 */
export function countryName(locale: Locale, code: string, overrides: Record<string, string>): string {
  return overrides[code] ?? new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** The countries of a region as `{ code, name }`, in the alphabetical order of the language. */
export function regionCountryNames(
  locale: Locale,
  region: RegionId,
  overrides: Record<string, string>,
): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  return regionCountries[region]
    .map((code) => ({ code, name: countryName(locale, code, overrides) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
