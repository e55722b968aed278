import type { InlineModule } from '@/lib/node/inline-script';
import { hydratedAttribute } from '@/lib/hydrated-mark';

/** A global: the script runs before any module. */
export type WindowWithEarlyTaps = Window & { __earlyTaps?: HTMLButtonElement[] };

/**
 * Inline in every page's <head>: scripts start after the first paint, so a button tapped before
 * React listens is held here and replayed after hydration (replay-early-taps.tsx). data-js lets CSS
 * keep open, without JavaScript, what only a script could reveal; a script that fails to load before
 * hydration takes it away again (as the loader does when the page's data fails), and taps go through.
 */
export function recordEarlyTaps(): void {
  const root = document.documentElement;
  root.dataset.js = '';
  const taps: HTMLButtonElement[] = [];
  (window as WindowWithEarlyTaps).__earlyTaps = taps;
  // A load error does not bubble: window sees it in the capture phase.
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && !root.hasAttribute(hydratedAttribute)) delete root.dataset.js;
    },
    true,
  );
  // On window, in the capture phase: it runs before React's own listeners on the document.
  window.addEventListener(
    'click',
    (event) => {
      if (root.hasAttribute(hydratedAttribute) || root.dataset.js === undefined) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      taps.push(button);
    },
    true,
  );
}

export const earlyTapsModule: InlineModule<{ recordEarlyTaps: typeof recordEarlyTaps }> = {
  path: 'lib/inline-scripts/record-early-taps.ts',
};
