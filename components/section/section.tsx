import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './section.module.scss';

type Props = {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  tone?: 'plain' | 'alt' | 'dark';
  /** Extra content beside the heading (a "see all" link). */
  aside?: ReactNode;
  children: ReactNode;
};

/** A page section: an <h2> with optional eyebrow and lead, then its content, in one of three tones. */
export function Section({ id, title, eyebrow, lead, tone = 'plain', aside, children }: Props) {
  return (
    <section aria-labelledby={id} className={clsx(styles.section, styles[tone])}>
      <div className="container">
        <header className={styles.header}>
          <div className={styles.heading}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            {lead && <p className={styles.lead}>{lead}</p>}
          </div>
          {aside}
        </header>
        {children}
      </div>
    </section>
  );
}
