import { RegionNote } from '@/components/region-note/region-note';
import type { ExplorerRegion } from './region-explorer';
import styles from './all-countries.module.scss';

/**
 * Every region with its countries, in a native <details>: the text equivalent of the map, and what
 * makes all of the coverage reachable when JavaScript is off (the tabs then do nothing). Server-
 * rendered, no script of its own.
 */
export function AllCountries({ summary, regions }: { summary: string; regions: ExplorerRegion[] }) {
  return (
    <details className={styles.all}>
      <summary className={styles.allSummary}>{summary}</summary>
      <div className={styles.allGrid}>
        {regions.map((region) => (
          <section key={region.id} className={styles.allRegion} data-region={region.id}>
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
