import type { ReactNode } from 'react';
import styles from './prose.module.scss';

/** A page's long text (the legal and privacy notices): one readable column of sections. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${styles.prose}`}>
      <div className={styles.inner}>{children}</div>
    </div>
  );
}

/** One section of it: a heading and what follows. */
export function ProseSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
