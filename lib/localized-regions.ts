import { getTranslations } from 'next-intl/server';
import { regionalLocales, type Locale } from '@/i18n/locales';
import { regionCountryNames } from './country-names';
import { regionIds, sanctionedCountries, type RegionId } from './regions';

export type LocalizedRegion = {
  id: RegionId;
  name: string;
  subtitle: string;
  /** In the alphabetical order of the language (lib/country-names.ts). */
  countries: { code: string; name: string }[];
  /** Under the list: on what terms its countries under EU sanctions are served (coverage.sanctions). */
  note?: string;
};

/**
 * The six regions as every list of them reads in `locale` (the home page's explorer, the services
 * page's accordion): name, subtitle, countries, and under a region with countries under EU
 * sanctions, the line that names them ("Belarus and Russia").
 */
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
