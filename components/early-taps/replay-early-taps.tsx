'use client';

import { useEffect } from 'react';
import type { WindowWithEarlyTaps } from './record-early-taps';

/**
 * Once the page has hydrated, replays the taps that record-early-taps.ts held back, in their
 * order, and marks the document `data-hydrated` so that later taps go straight to React. Rendered
 * after the page in the layout, so its effect runs after those of the components it replays to.
 */
export function ReplayEarlyTaps() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    const taps = (window as WindowWithEarlyTaps).__earlyTaps?.splice(0) ?? [];
    for (const button of taps) if (button.isConnected) button.click();
  }, []);
  return null;
}
