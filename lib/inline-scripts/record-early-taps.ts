import type { InlineModule } from '@/lib/node/inline-script';
import { hydratedAttribute } from '@/lib/hydrated-mark';

/** Where the held taps wait for the replay: a global, as the script runs before any module. */
export type WindowWithEarlyTaps = Window & { __earlyTaps?: HTMLButtonElement[] };

/**
 * Runs inline in the <head> of every page, before anything is painted. The page's scripts start
 * only after the first paint, so a visitor can tap a button (the menu, a region tab, an accordion
 * header) before React listens. Such a tap is held here, and replayed once the page has hydrated
 * (replay-early-taps.tsx), so it is never lost. Links need none of this: they work without script.
 *
 * Also marks the document as scripted (data-js), which lets CSS tell a page with JavaScript from
 * one without: what only a script can reveal (accordion and tab panels) stays open without it.
 *
 * The layout compiles it into the page's <head> (lib/node/inline-script.ts).
 */
export function recordEarlyTaps(): void {
  const root = document.documentElement;
  root.dataset.js = '';
  const taps: HTMLButtonElement[] = [];
  (window as WindowWithEarlyTaps).__earlyTaps = taps;
  // On window, in the capture phase: it runs before React's own listeners on the document.
  window.addEventListener(
    'click',
    (event) => {
      if (root.hasAttribute(hydratedAttribute)) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      taps.push(button);
    },
    true,
  );
}

/** This module and the function that runs inline, for the code that compiles its call (lib/node/inline-script.ts). */
export const earlyTapsModule: InlineModule<{ recordEarlyTaps: typeof recordEarlyTaps }> = {
  path: 'lib/inline-scripts/record-early-taps.ts',
};
