/**
 * The timing every animated component shares, in seconds as framer-motion takes them. Entrances
 * ease out (fast start, soft landing); exits are shorter, so that closing never feels slower than
 * the tap that asked for it.
 */
export const durations = {
  enter: 0.32,
  exit: 0.2,
  move: 0.3,
  /** The delay between one menu entry and the next as they come in. */
  stagger: 0.035,
} as const;

export const easings = {
  out: [0.22, 1, 0.36, 1],
  inOut: [0.65, 0, 0.35, 1],
} as const;
