'use client';

import { LazyMotion, m, useReducedMotion, useScroll, useTransform } from 'framer-motion';
import type { ReactNode } from 'react';

/** The spec's hero parallax: the content drifts by up to 40 px over the first 400 px of scroll. */
export const parallaxDistance = 40;
export const parallaxRange = 400;

const loadFeatures = () => import('./motion-features').then((module) => module.default);

export function Parallax({ className, children }: { className?: string; children: ReactNode }) {
  const { scrollY } = useScroll();
  const reduceMotion = useReducedMotion();
  const y = useTransform(scrollY, [0, parallaxRange], [0, reduceMotion ? 0 : parallaxDistance], { clamp: true });

  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div className={className} style={{ y }} data-parallax>
        {children}
      </m.div>
    </LazyMotion>
  );
}
