'use client';

import { useRef, type ReactNode } from 'react';
import { usePresence } from '@/lib/motion/use-presence';
import styles from './region-accordion.module.scss';

type Props = { id: string; labelledBy: string; expanded: boolean; children: ReactNode };

/**
 * One region's panel of the accordion: a labelled region, shown while its button is expanded. It
 * grows to its natural height as it opens and shrinks as it closes (lib/motion/animations.ts).
 */
export function AccordionPanel({ id, labelledBy, expanded, children }: Props) {
  const ref = useRef<HTMLElement>(null);
  const present = usePresence(expanded, ref, 'accordionPanel');
  return (
    <section ref={ref} id={id} aria-labelledby={labelledBy} className={styles.panel} hidden={!present}>
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}
