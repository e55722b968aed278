'use client';

import { useRef, type ReactNode } from 'react';
import { durations, easings } from '@/lib/motion/tokens';
import { usePresence, type PresenceMotion } from '@/lib/motion/use-presence';
import styles from './region-accordion.module.scss';

/**
 * The panel grows from nothing to its natural height as it opens and shrinks back as it closes
 * (height `auto` both ways: measured when the animation starts), its countries fading in.
 */
const panelMotion: PresenceMotion = {
  enter({ animate }, panel) {
    // Coming back while closing starts from the height it has reached, otherwise from nothing.
    const from = panel.style.height ? panel.offsetHeight : 0;
    panel.style.height = `${from}px`;
    const to = panel.scrollHeight;
    return animate([
      [panel, { height: [from, to] }, { duration: durations.enter, ease: easings.out }],
      [panel.firstElementChild!, { opacity: [0, 1] }, { duration: durations.enter, ease: easings.out, at: 0 }],
    ]);
  },
  exit({ animate }, panel) {
    return animate(panel, { height: [panel.offsetHeight, 0] }, { duration: durations.exit, ease: easings.inOut });
  },
  settle(panel) {
    panel.style.removeProperty('height');
    (panel.firstElementChild as HTMLElement | null)?.style.removeProperty('opacity');
  },
};

type Props = { id: string; labelledBy: string; expanded: boolean; children: ReactNode };

/** One region's panel of the accordion: a labelled region, shown while its button is expanded. */
export function AccordionPanel({ id, labelledBy, expanded, children }: Props) {
  const ref = useRef<HTMLElement>(null);
  const present = usePresence(expanded, ref, panelMotion);
  return (
    <section ref={ref} id={id} aria-labelledby={labelledBy} className={styles.panel} hidden={!present}>
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}
