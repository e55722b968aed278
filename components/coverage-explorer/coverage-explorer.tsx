import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { buildCoverageMap } from '@/lib/coverage-map/geometry';
import { localizedRegions } from '@/lib/localized-regions';
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
  const regions: ExplorerRegion[] = localized.map((region) => ({
    ...region,
    heading: t('countriesIn', { region: region.name }),
  }));

  const { width, height } = buildCoverageMap();
  return (
    <div className={clsx(styles.root, className)}>
      <RegionExplorer
        regions={regions}
        mapSize={{ width, height }}
        copy={{ tabsLabel: t('tabsLabel'), prompt: t('subtitle'), mapTitle: t('mapTitle') }}
      />
      <AllCountries summary={t('allCountries')} regions={regions} />
    </div>
  );
}
