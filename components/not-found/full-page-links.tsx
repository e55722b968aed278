'use client';

import { useEffect } from 'react';

/**
 * The 404 page stands outside the app's tree, so the router cannot leave it: every link loads its
 * page in full. Stopped before it reaches React, a click keeps the browser's own navigation.
 */
export function FullPageLinks() {
  useEffect(() => {
    const loadInFull = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) event.stopPropagation();
    };
    window.addEventListener('click', loadInFull, true);
    return () => window.removeEventListener('click', loadInFull, true);
  }, []);
  return null;
}
