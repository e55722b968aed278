import type { ReactNode } from 'react';
import styles from './prose.module.scss';

export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${styles.prose}`}>
      <div className={styles.inner}>{children}</div>
    </div>
  );
}

export function ProseSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
