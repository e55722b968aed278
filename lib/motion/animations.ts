// Loaded only through import() after the first paint (load-motion.ts): never in a page's first scripts.
import { animate, stagger } from 'framer-motion/dom';
import { afterNextPaint } from '@/lib/after-next-paint';
import { durations, easings } from './tokens';

type Running = { stop(): void; then(onResolve: () => void): unknown };

// Starts after the tap's frame is painted: framer-motion's first set-up would delay it on a slow phone.
// The caller sets the first frame by hand; `unstarted` takes it back if stopped before the start.
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

export type PresenceAnimation = {
  enter(element: HTMLElement): Running;
  exit(element: HTMLElement): Running;
  settle(element: HTMLElement): void;
};

const enter = { duration: durations.enter, ease: easings.out };
const exit = { duration: durations.exit, ease: easings.inOut };
const move = { duration: durations.move, ease: easings.out };

const menuEntries = (panel: HTMLElement) => panel.querySelectorAll<HTMLElement>('li, :scope > p');

/** @public via load-motion.ts */
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

/** @public via load-motion.ts; measures after the first frame, as a second layout would delay the tap's. */
export const accordionPanel: PresenceAnimation = {
  enter(panel) {
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

export type ExplorerSnapshot = {
  marker: { box: DOMRect; tab: DOMRect } | null;
  tabs: Map<string, DOMRect>;
  panelHeight: number;
};

const markerOf = (tablist: HTMLElement) => tablist.querySelector<HTMLElement>('[data-marker]');
const regionOf = (element: Element) => element.closest('[data-region]')?.getAttribute('data-region') ?? '';

/** @public via load-motion.ts; measured in the click, while the layout is clean and reading it cheap. */
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

/** @public via load-motion.ts; writes the first frame without reading the new layout (tabs do not move). */
export function explorerChange(before: ExplorerSnapshot, tablist: HTMLElement, panel: HTMLElement): Running {
  const marker = markerOf(tablist);
  const content = panel.querySelectorAll<HTMLElement>(':scope > :not([aria-live])');
  const newTab = marker && before.tabs.get(regionOf(marker));
  const old = before.marker;
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
