'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { parallaxOffset } from './parallax-offset';
import { reducedMotionQuery } from '@/lib/motion/reduced-motion';

/** A few hundred bytes instead of a motion library on the page a slow phone opens first. */
export function Parallax({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reducedMotion = matchMedia(reducedMotionQuery);
    let frame = 0;
    // Only a change is written: a transform on load would make the hero the largest paint, after hydration.
    let written = 0;
    const update = () => {
      frame = 0;
      const offset = reducedMotion.matches ? 0 : parallaxOffset(window.scrollY);
      if (offset === written) return;
      written = offset;
      element.style.transform = `translate3d(0, ${offset}px, 0)`;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    reducedMotion.addEventListener('change', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      reducedMotion.removeEventListener('change', update);
    };
  }, []);

  return (
    <div ref={ref} className={className} data-parallax>
      {children}
    </div>
  );
}
