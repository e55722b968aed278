'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Every route change starts at the top of the new page, and the browser does not restore an old
 * scroll position on its own (history.scrollRestoration is manual).
 */
export function ScrollToTop() {
  const pathname = usePathname();

  useEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
