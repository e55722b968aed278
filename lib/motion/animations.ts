/**
 * Every animation of the site, together with the part of framer-motion it needs. Only ever loaded
 * through `import()` (load-motion.ts), after the first paint: nothing here is in a page's first
 * scripts. The components say what changed; this module moves it.
 */
import { animate, stagger } from 'framer-motion/dom';
import { afterNextPaint } from '@/lib/after-next-paint';
import { durations, easings } from './tokens';

/** A running animation, as framer-motion's `animate` returns it. */
type Running = { stop(): void; then(onResolve: () => void): unknown };

/**
 * Starts an animation once the frame that answers the tap has been painted. On a slow phone,
 * setting up a framer-motion animation for the first time (compiling its code, reading the
 * elements' styles) takes longer than several frames; started at once, it would hold back the tap's
 * answer (the selected tab, the open panel) that long. Until it starts, the element shows the
 * animation's first frame, which the caller sets by hand before. A stop before the start cancels it
 * and calls `unstarted`, if given, to take that first frame back; `then` runs once the animation
 * has run to its end.
 */
function afterPaint(start: () => Running, unstarted?: () => void): Running {
  let running: Running | undefined;
  let settled: () => void = () => {};
  const ended = new Promise<void>((resolve) => (settled = resolve));
  const cancel = afterNextPaint(() => {
    running = start();
    running.then(settled);
  });
  return {
    stop() {
      cancel();
      if (running) running.stop();
      else unstarted?.();
    },
    then: (onResolve) => ended.then(onResolve),
  };
}

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
    return afterPaint(() =>
      animate([
        [panel, { opacity: [0, 1], y: [-12, 0] }, enter],
        [
          menuEntries(panel),
          { opacity: [0, 1], y: [10, 0] },
          { ...enter, delay: stagger(durations.stagger), at: 0.06 },
        ],
      ]),
    );
  },
  exit(panel) {
    return afterPaint(() => animate(panel, { opacity: 0, y: -8 }, exit));
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
 * Opening, its height is measured after the first frame, not before: laying out the new content
 * twice in the tap's frame would hold back its answer on a slow phone.
 * @public read through the module object that load-motion.ts imports
 */
export const accordionPanel: PresenceAnimation = {
  enter(panel) {
    // Coming back while closing starts from the height it has reached, otherwise from nothing.
    const from = parseFloat(panel.style.height) || 0;
    panel.style.height = `${from}px`;
    const content = Array.from(panel.children) as HTMLElement[];
    content.forEach((child) => (child.style.opacity = '0'));
    return afterPaint(() => {
      panel.style.height = 'auto';
      const to = panel.getBoundingClientRect().height;
      panel.style.height = `${from}px`;
      return animate([
        [panel, { height: [from, to] }, enter],
        [content, { opacity: [0, 1] }, { ...enter, at: 0 }],
      ]);
    });
  },
  exit(panel) {
    const from = panel.getBoundingClientRect().height;
    return afterPaint(() => animate(panel, { height: [from, 0] }, exit));
  },
  settle(panel) {
    panel.style.removeProperty('height');
    for (const child of panel.children) (child as HTMLElement).style.removeProperty('opacity');
  },
};

/** Where the region explorer's moving parts were just before a change of region. */
export type ExplorerSnapshot = {
  /** The selected tab's marker and that tab, in viewport pixels; null when no region was selected. */
  marker: { box: DOMRect; tab: DOMRect } | null;
  /** Each tab, by its region (data-region), in viewport pixels. */
  tabs: Map<string, DOMRect>;
  panelHeight: number;
};

const markerOf = (tablist: HTMLElement) => tablist.querySelector<HTMLElement>('[data-marker]');
const regionOf = (element: Element) => element.closest('[data-region]')?.getAttribute('data-region') ?? '';

/**
 * Measured in the click, before the change: the page's layout is still clean, so reading it costs
 * little, and the change's own first frame can then be written without measuring again.
 * @public read through the module object that load-motion.ts imports
 */
export function snapshotExplorer(tablist: HTMLElement, panel: HTMLElement): ExplorerSnapshot {
  const tabs = new Map<string, DOMRect>();
  for (const tab of tablist.querySelectorAll('[role="tab"]')) tabs.set(regionOf(tab), tab.getBoundingClientRect());
  const marker = markerOf(tablist);
  const tab = marker && tabs.get(regionOf(marker));
  return {
    marker: marker && tab ? { box: marker.getBoundingClientRect(), tab } : null,
    tabs,
    panelHeight: panel.getBoundingClientRect().height,
  };
}

/**
 * Animates the region explorer from `before` to the region it now shows: the marker travels from
 * the old tab to the new one (or appears, when none was selected), the panel's height goes from the
 * old list's to the new one's instead of jumping, and the new text fades in. Returns what it
 * started, to be stopped by a quicker next change (which then starts from wherever things are).
 *
 * The first frame is written without reading the new layout: the new marker sits on its tab as the
 * old one sat on its own (the tabs do not move when the selection changes), the panel keeps its old
 * height. The new height is measured once that frame has been painted.
 * @public read through the module object that load-motion.ts imports
 */
export function explorerChange(before: ExplorerSnapshot, tablist: HTMLElement, panel: HTMLElement): Running {
  const marker = markerOf(tablist);
  const content = panel.querySelectorAll<HTMLElement>(':scope > :not([aria-live])');
  const newTab = marker && before.tabs.get(regionOf(marker));
  const old = before.marker;
  // Where the new marker is: on its tab as the old one was on its own.
  const now = old &&
    newTab && {
      left: newTab.left + old.box.left - old.tab.left,
      top: newTab.top + old.box.top - old.tab.top,
      width: newTab.width + old.box.width - old.tab.width,
    };
  const travel = old && now && { x: old.box.left - now.left, y: old.box.top - now.top };

  if (marker && travel) {
    marker.style.transform = `translate(${travel.x}px, ${travel.y}px)`;
    marker.style.width = `${old!.box.width}px`;
  } else if (marker) marker.style.opacity = '0';
  panel.style.overflow = 'hidden';
  panel.style.height = `${before.panelHeight}px`;
  content.forEach((element) => (element.style.opacity = '0'));

  // The panel's own height again, once it has reached the new one (or was never to change).
  const release = () => {
    panel.style.removeProperty('height');
    panel.style.removeProperty('overflow');
  };
  const clearFirstFrame = () => {
    marker?.style.removeProperty('transform');
    marker?.style.removeProperty('width');
    marker?.style.removeProperty('opacity');
    release();
    content.forEach((element) => element.style.removeProperty('opacity'));
  };

  return afterPaint(() => {
    const running: Running[] = [];
    if (marker && travel)
      running.push(animate(marker, { x: [travel.x, 0], y: [travel.y, 0], width: [old!.box.width, now!.width] }, move));
    else if (marker) running.push(animate(marker, { opacity: [0, 1], scale: [0.85, 1] }, move));
    panel.style.removeProperty('height');
    const height = panel.getBoundingClientRect().height;
    if (Math.abs(height - before.panelHeight) > 0.5) {
      panel.style.height = `${before.panelHeight}px`;
      const resize = animate(panel, { height: [before.panelHeight, height] }, move);
      resize.then(release);
      running.push(resize);
    } else release();
    if (content.length > 0) running.push(animate(content, { opacity: [0, 1], y: [6, 0] }, move));
    return {
      stop: () => running.forEach((animation) => animation.stop()),
      then: (onResolve) => Promise.all(running).then(onResolve),
    };
  }, clearFirstFrame);
}
