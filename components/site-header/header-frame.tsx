'use client';

import { useEffect, useState, type ReactNode } from 'react';

/** The fixed bar: `data-scrolled` (absent until hydrated) turns it from transparent to a blurred surface. */
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
