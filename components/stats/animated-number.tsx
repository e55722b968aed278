'use client';

import { useEffect, useRef } from 'react';
import { countAt, countUpDuration } from './count-up';
import { reducedMotionQuery } from '@/lib/motion/reduced-motion';

/** Counts up once when first in view; the HTML holds the final value, for crawlers, no script and reduced motion. */
export function AnimatedNumber({ value, suffix }: { value: number; suffix: string }) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || matchMedia(reducedMotionQuery).matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const elapsed = now - start;
        element.textContent = `${countAt(value, elapsed)}${suffix}`;
        if (elapsed < countUpDuration) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      element.textContent = `${value}${suffix}`;
    };
  }, [value, suffix]);

  return (
    <span ref={ref} data-count-up={value}>
      {value}
      {suffix}
    </span>
  );
}
