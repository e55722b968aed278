/** The counters count from 0 to the final value, easing out. */
export const countUpDuration = 800;

/** Cubic ease-out: fast at first, settling on the final value. */
export function easeOut(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return 1 - (1 - t) ** 3;
}

/** The number shown `elapsed` ms into the count (whole numbers only, never above the target). */
export function countAt(target: number, elapsed: number): number {
  return Math.round(target * easeOut(elapsed / countUpDuration));
}
