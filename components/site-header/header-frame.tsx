'use client';

import { useEffect, useState, type ReactNode } from 'react';

/**
 * The fixed bar itself: transparent at the very top of the page, a blurred surface as soon as the
 * page is scrolled (scrollY > 0). The only script it needs is this listener; the links inside are
 * server-rendered children. `data-scrolled`, which the stylesheet reads, appears once the listener
 * is attached (absent before): the bar of a page opened further down turns solid at hydration.
 */
export function HeaderFrame({ className, children }: { className?: string; children: ReactNode }) {
  const [scrolled, setScrolled] = useState<boolean | null>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className={className} data-scrolled={scrolled ?? undefined}>
      {children}
    </header>
  );
}
