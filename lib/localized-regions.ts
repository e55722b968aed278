import { getTranslations } from 'next-intl/server';
import { regionalLocales, type Locale } from '@/i18n/locales';
import { regionCountryNames } from './country-names';
import { regionIds, sanctionedCountries, type RegionId } from './regions';

export type LocalizedRegion = {
  id: RegionId;
  name: string;
  subtitle: string;
  countries: { code: string; name: string }[];
  /** Names the region's countries under EU sanctions (coverage.sanctions). */
  note?: string;
};

export async function localizedRegions(locale: Locale): Promise<LocalizedRegion[]> {
  const tRegions = await getTranslations({ locale, namespace: 'regions' });
  const tCoverage = await getTranslations({ locale, namespace: 'coverage' });
  const list = new Intl.ListFormat(regionalLocales[locale], { type: 'conjunction' });
  return regionIds.map((id) => {
    const countries = regionCountryNames(locale, id);
    const sanctioned = countries.filter(({ code }) => sanctionedCountries.includes(code)).map(({ name }) => name);
    return {
      id,
      name: tRegions(`${id}.name`),
      subtitle: tRegions(`${id}.subtitle`),
      countries,
      note: sanctioned.length ? tCoverage('sanctions', { countries: list.format(sanctioned) }) : undefined,
    };
  });
}
