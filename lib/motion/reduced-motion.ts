export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
