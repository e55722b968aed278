import { RegionNote } from '@/components/region-note/region-note';
import type { LocalizedRegion } from '@/lib/localized-regions';
import { regionStyle } from '@/lib/regions';
import styles from './all-countries.module.scss';

/** The map's text equivalent, and all of the coverage without JavaScript. */
export function AllCountries({ summary, regions }: { summary: string; regions: LocalizedRegion[] }) {
  return (
    <details className={styles.all}>
      <summary className={styles.allSummary}>{summary}</summary>
      <div className={styles.allGrid}>
        {regions.map((region) => (
          <section key={region.id} className={styles.allRegion} data-region={region.id} style={regionStyle(region.id)}>
            <h3 className={styles.allHeading}>{region.name}</h3>
            <ul className={styles.allList}>
              {region.countries.map((country) => (
                <li key={country.code}>{country.name}</li>
              ))}
            </ul>
            {region.note && <RegionNote>{region.note}</RegionNote>}
          </section>
        ))}
      </div>
    </details>
  );
}
