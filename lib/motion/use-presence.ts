'use client';

import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { readyMotion, type MotionEngine } from './load-motion';

/** A running animation, as framer-motion's `animate` returns it. */
type Running = { stop(): void; then(onResolve: () => void): unknown };

/** How an element comes in and goes out; a module-level constant per component. */
export type PresenceMotion = {
  enter(motion: MotionEngine, element: HTMLElement): Running;
  exit(motion: MotionEngine, element: HTMLElement): Running;
  /** Removes what the animations left in the element's inline style: its resting, open state. */
  settle(element: HTMLElement): void;
};

/**
 * Whether an element that opens and closes (`open`) is in the page: true as soon as it opens, and,
 * when it closes, until its exit animation has finished, so that it can animate out before it is
 * hidden. Without framer-motion (not loaded yet, or reduced motion) both happen at once.
 *
 * The element is rendered with `hidden={!present}`; the animations start before the browser
 * paints, so no frame shows it in its end state first. Opening it again while it is going out
 * stops the exit and comes back in from where it is.
 */
export function usePresence(open: boolean, ref: RefObject<HTMLElement | null>, motion: PresenceMotion): boolean {
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  const previous = useRef(open);

  useLayoutEffect(() => {
    const element = ref.current;
    const wasOpen = previous.current;
    previous.current = open;
    if (open === wasOpen || !element) return;

    const engine = readyMotion();
    if (!engine) {
      motion.settle(element);
      if (!open) setPresent(false);
      return;
    }
    let current = true;
    const running = open ? motion.enter(engine, element) : motion.exit(engine, element);
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
  }, [open, ref, motion]);

  return present;
}
