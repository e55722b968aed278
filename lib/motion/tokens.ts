/** In seconds, as framer-motion takes them; exits are shorter so closing never feels slow. */
export const durations = {
  enter: 0.32,
  exit: 0.2,
  move: 0.3,
  stagger: 0.035,
} as const;

export const easings = {
  out: [0.22, 1, 0.36, 1],
  inOut: [0.65, 0, 0.35, 1],
} as const;
