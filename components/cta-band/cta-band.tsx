import type { ReactNode } from 'react';
import styles from './cta-band.module.scss';

type Props = { id: string; heading: string; text: string; children: ReactNode };

/** A dark closing band: a heading, a line of text, and the buttons passed as children. */
export function CtaBand({ id, heading, text, children }: Props) {
  return (
    <section aria-labelledby={id} className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id={id} className={styles.title}>
            {heading}
          </h2>
          <p>{text}</p>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
