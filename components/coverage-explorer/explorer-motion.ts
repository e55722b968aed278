import type { MotionEngine } from '@/lib/motion/load-motion';
import { durations, easings } from '@/lib/motion/tokens';

/** Where the explorer's moving parts were just before a change of region. */
export type ExplorerSnapshot = {
  /** The selected tab's marker, in viewport pixels; null when no region was selected. */
  marker: DOMRect | null;
  panelHeight: number;
};

const markerOf = (tablist: HTMLElement) => tablist.querySelector<HTMLElement>('[data-marker]');

export function snapshotExplorer(tablist: HTMLElement, panel: HTMLElement): ExplorerSnapshot {
  return { marker: markerOf(tablist)?.getBoundingClientRect() ?? null, panelHeight: panel.offsetHeight };
}

/**
 * Animates the explorer from `before` to the region it now shows: the marker travels from the old
 * tab to the new one (or appears, when none was selected), the panel's height goes from the old
 * list's to the new one's instead of jumping, and the new text fades in. Returns what it started,
 * to be stopped by a quicker next change (which then starts from wherever things are).
 */
export function animateExplorerChange(
  { animate }: MotionEngine,
  before: ExplorerSnapshot,
  tablist: HTMLElement,
  panel: HTMLElement,
): { stop(): void }[] {
  const move = { duration: durations.move, ease: easings.out };
  const running = [];

  const marker = markerOf(tablist);
  if (marker) {
    const now = marker.getBoundingClientRect();
    running.push(
      before.marker
        ? animate(
            marker,
            { x: [before.marker.left - now.left, 0], y: [before.marker.top - now.top, 0], width: [before.marker.width, now.width] },
            move,
          )
        : animate(marker, { opacity: [0, 1], scale: [0.85, 1] }, move),
    );
  }

  // A height left by an interrupted change would be measured as the new one.
  panel.style.removeProperty('height');
  panel.style.removeProperty('overflow');
  const height = panel.offsetHeight;
  if (height !== before.panelHeight) {
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
