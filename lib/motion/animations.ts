/**
 * Every animation of the site, together with the part of framer-motion it needs. Only ever loaded
 * through `import()` (load-motion.ts), after the first paint: nothing here is in a page's first
 * scripts. The components say what changed; this module moves it.
 */
import { animate, stagger } from 'framer-motion/dom';
import { durations, easings } from './tokens';

/** A running animation, as framer-motion's `animate` returns it. */
type Running = { stop(): void; then(onResolve: () => void): unknown };

/** How an element that opens and closes comes in and goes out (use-presence.ts). */
export type PresenceAnimation = {
  enter(element: HTMLElement): Running;
  exit(element: HTMLElement): Running;
  /** Removes what the animations left in the element's inline style: its resting, open state. */
  settle(element: HTMLElement): void;
};

const enter = { duration: durations.enter, ease: easings.out };
const exit = { duration: durations.exit, ease: easings.inOut };
const move = { duration: durations.move, ease: easings.out };

/** The mobile menu's entries, top to bottom: the page links, the language heading and links. */
const menuEntries = (panel: HTMLElement) => panel.querySelectorAll<HTMLElement>('li, :scope > p');

/**
 * The mobile menu: the panel fades in sliding down a little, then its entries follow one after
 * another; it leaves with a shorter fade upwards.
 * @public read through the module object that load-motion.ts imports
 */
export const menuPanel: PresenceAnimation = {
  enter(panel) {
    panel.style.opacity = '0';
    menuEntries(panel).forEach((entry) => (entry.style.opacity = '0'));
    return animate([
      [panel, { opacity: [0, 1], y: [-12, 0] }, enter],
      [menuEntries(panel), { opacity: [0, 1], y: [10, 0] }, { ...enter, delay: stagger(durations.stagger), at: 0.06 }],
    ]);
  },
  exit(panel) {
    return animate(panel, { opacity: 0, y: -8 }, exit);
  },
  settle(panel) {
    for (const element of [panel, ...menuEntries(panel)]) {
      element.style.removeProperty('opacity');
      element.style.removeProperty('transform');
    }
  },
};

/**
 * A panel of the regions accordion: it grows from nothing to its natural height as it opens and
 * shrinks back as it closes (height `auto` both ways, measured when the animation starts), its
 * content fading in. The panel has no padding of its own, so that it can shrink to nothing.
 * @public read through the module object that load-motion.ts imports
 */
export const accordionPanel: PresenceAnimation = {
  enter(panel) {
    // Coming back while closing starts from the height it has reached, otherwise from nothing.
    const from = panel.style.height ? panel.getBoundingClientRect().height : 0;
    panel.style.height = 'auto';
    const to = panel.getBoundingClientRect().height;
    panel.style.height = `${from}px`;
    return animate([
      [panel, { height: [from, to] }, enter],
      [Array.from(panel.children), { opacity: [0, 1] }, { ...enter, at: 0 }],
    ]);
  },
  exit(panel) {
    return animate(panel, { height: [panel.getBoundingClientRect().height, 0] }, exit);
  },
  settle(panel) {
    panel.style.removeProperty('height');
    for (const child of panel.children) (child as HTMLElement).style.removeProperty('opacity');
  },
};

/** Where the region explorer's moving parts were just before a change of region. */
export type ExplorerSnapshot = {
  /** The selected tab's marker, in viewport pixels; null when no region was selected. */
  marker: DOMRect | null;
  panelHeight: number;
};

const markerOf = (tablist: HTMLElement) => tablist.querySelector<HTMLElement>('[data-marker]');

/** @public read through the module object that load-motion.ts imports */
export function snapshotExplorer(tablist: HTMLElement, panel: HTMLElement): ExplorerSnapshot {
  return {
    marker: markerOf(tablist)?.getBoundingClientRect() ?? null,
    panelHeight: panel.getBoundingClientRect().height,
  };
}

/**
 * Animates the region explorer from `before` to the region it now shows: the marker travels from
 * the old tab to the new one (or appears, when none was selected), the panel's height goes from the
 * old list's to the new one's instead of jumping, and the new text fades in. Returns what it
 * started, to be stopped by a quicker next change (which then starts from wherever things are).
 * @public read through the module object that load-motion.ts imports
 */
export function explorerChange(before: ExplorerSnapshot, tablist: HTMLElement, panel: HTMLElement): Running[] {
  const running: Running[] = [];

  const marker = markerOf(tablist);
  if (marker) {
    const now = marker.getBoundingClientRect();
    running.push(
      before.marker
        ? animate(
            marker,
            {
              x: [before.marker.left - now.left, 0],
              y: [before.marker.top - now.top, 0],
              width: [before.marker.width, now.width],
            },
            move,
          )
        : animate(marker, { opacity: [0, 1], scale: [0.85, 1] }, move),
    );
  }

  // A height left by an interrupted change would be measured as the new one.
  panel.style.removeProperty('height');
  panel.style.removeProperty('overflow');
  const height = panel.getBoundingClientRect().height;
  if (Math.abs(height - before.panelHeight) > 0.5) {
    panel.style.overflow = 'hidden';
    const resize = animate(panel, { height: [before.panelHeight, height] }, move);
    resize.then(() => {
      panel.style.removeProperty('height');
      panel.style.removeProperty('overflow');
    });
    running.push(resize);
  }

  const content = panel.querySelectorAll<HTMLElement>(':scope > :not([aria-live])');
  if (content.length > 0) running.push(animate(content, { opacity: [0, 1], y: [6, 0] }, move));
  return running;
}
