'use client';

import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { PresenceAnimation } from './animations';
import { loadedMotion, readyMotion, type Animations } from './load-motion';

type PresenceName = { [K in keyof Animations]: Animations[K] extends PresenceAnimation ? K : never }[keyof Animations];

/**
 * Whether an element that opens and closes (`open`) is in the page: true as soon as it opens, and,
 * when it closes, until its exit animation (`animation`, one of animations.ts) has finished, so
 * that it can animate out before it is hidden. Without the animations (not loaded yet, or reduced
 * motion) both happen at once.
 *
 * The element is rendered with `hidden={!present}`; the animations start before the browser
 * paints, so no frame shows it in its end state first. Opening it again while it is going out
 * stops the exit and comes back in from where it is.
 */
export function usePresence(open: boolean, ref: RefObject<HTMLElement | null>, animation: PresenceName): boolean {
  const [present, setPresent] = useState(open);
  // Adjusted while rendering, not in an effect: opening shows it at once, and so does closing
  // when there is no exit animation to wait for.
  if (open && !present) setPresent(true);
  if (!open && present && !readyMotion()?.[animation]) setPresent(false);
  const previous = useRef(open);

  useLayoutEffect(() => {
    const element = ref.current;
    const wasOpen = previous.current;
    previous.current = open;
    if (open === wasOpen || !element) return;

    const motion = readyMotion()?.[animation];
    if (!motion) {
      loadedMotion()?.[animation].settle(element);
      return;
    }
    let current = true;
    const running = open ? motion.enter(element) : motion.exit(element);
    running.then(() => {
      if (!current) return;
      // An element that came in rests in its own style; one that went out keeps its exit style
      // until it is hidden (clearing it first would show it again for a frame).
      if (open) motion.settle(element);
      else setPresent(false);
    });
    return () => {
      current = false;
      running.stop();
    };
  }, [open, ref, animation]);

  return present;
}
