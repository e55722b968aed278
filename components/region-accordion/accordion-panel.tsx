'use client';

import { useRef, type ReactNode } from 'react';
import { usePresence } from '@/lib/motion/use-presence';
import styles from './region-accordion.module.scss';

type Props = { id: string; labelledBy: string; expanded: boolean; children: ReactNode };

/** A div with role="region": a <section> would be a sectioning element with no heading of its own. */
export function AccordionPanel({ id, labelledBy, expanded, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const present = usePresence(expanded, ref, 'accordionPanel');
  return (
    <div ref={ref} id={id} role="region" aria-labelledby={labelledBy} className={styles.panel} hidden={!present}>
      <div className={styles.panelBody}>{children}</div>
    </div>
  );
}
