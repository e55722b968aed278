import styles from './region-note.module.scss';

export function RegionNote({ children }: { children: string }) {
  return <p className={styles.note}>{children}</p>;
}
