import type { PresenceMotion } from '@/lib/motion/use-presence';
import { durations, easings } from '@/lib/motion/tokens';

/** The menu's entries, top to bottom: the page links, the language heading, the language links. */
const entries = (panel: HTMLElement) => panel.querySelectorAll<HTMLElement>('li, :scope > p');

/**
 * The mobile menu's motion: the panel fades in sliding down a little, then its entries follow one
 * after another; it leaves with a shorter fade upwards.
 */
export const menuMotion: PresenceMotion = {
  enter({ animate, stagger }, panel) {
    panel.style.opacity = '0';
    entries(panel).forEach((entry) => (entry.style.opacity = '0'));
    return animate([
      [panel, { opacity: [0, 1], y: [-12, 0] }, { duration: durations.enter, ease: easings.out }],
      [
        entries(panel),
        { opacity: [0, 1], y: [10, 0] },
        { duration: durations.enter, ease: easings.out, delay: stagger(durations.stagger), at: 0.06 },
      ],
    ]);
  },
  exit({ animate }, panel) {
    return animate(panel, { opacity: 0, y: -8 }, { duration: durations.exit, ease: easings.inOut });
  },
  settle(panel) {
    for (const element of [panel, ...entries(panel)]) {
      element.style.removeProperty('opacity');
      element.style.removeProperty('transform');
    }
  },
};
