'use client';

import { useEffect } from 'react';
import { hydratedAttribute } from '@/lib/hydrated-mark';
import type { WindowWithEarlyTaps } from '@/lib/inline-scripts/record-early-taps';

/** Rendered after the page, so its effect runs after those of the components it replays to. */
export function ReplayEarlyTaps() {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '');
    const taps = (window as WindowWithEarlyTaps).__earlyTaps?.splice(0) ?? [];
    for (const button of taps) if (button.isConnected) button.click();
  }, []);
  return null;
}
