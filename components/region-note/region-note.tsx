import styles from './region-note.module.scss';

/** Under a region's list of countries, in every list of the regions: on what terms some are served. */
export function RegionNote({ children }: { children: string }) {
  return <p className={styles.note}>{children}</p>;
}
