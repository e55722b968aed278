import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { buildCoverageMap } from '@/lib/coverage-map/geometry';
import { localizedRegions } from '@/lib/localized-regions';
import { RegionNote } from '@/components/region-note/region-note';
import { AllCountries } from './all-countries';
import { RegionExplorer, type ExplorerRegion } from './region-explorer';
import styles from './coverage-explorer.module.scss';

type Props = { locale: Locale; className?: string };

/** Built at build time: the client part gets only finished texts and the map's size. */
export async function CoverageExplorer({ locale, className }: Props) {
  const [t, localized] = await Promise.all([
    getTranslations({ locale, namespace: 'coverage' }),
    localizedRegions(locale),
  ]);
  const regions = localized.map((region) => ({ ...region, heading: t('countriesIn', { region: region.name }) }));
  // The client gets no note: the notes stand under the map.
  const explorerRegions: ExplorerRegion[] = regions.map(({ id, name, subtitle, heading, countries }) => ({
    id,
    name,
    subtitle,
    heading,
    countries,
  }));

  const { width, height } = buildCoverageMap();
  return (
    <div className={clsx(styles.root, className)}>
      <RegionExplorer
        regions={explorerRegions}
        mapSize={{ width, height }}
        copy={{ tabsLabel: t('tabsLabel'), prompt: t('subtitle'), mapTitle: t('mapTitle') }}
      />
      {/* Under the map, whichever region is selected: the map colours these countries too. */}
      {regions.flatMap(({ id, note }) => (note ? [<RegionNote key={id}>{note}</RegionNote>] : []))}
      <AllCountries summary={t('allCountries')} regions={regions} />
    </div>
  );
}
