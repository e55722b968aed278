'use client';

import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { PresenceAnimation } from './animations';
import { loadedMotion, readyMotion, type Animations } from './load-motion';

type PresenceName = { [K in keyof Animations]: Animations[K] extends PresenceAnimation ? K : never }[keyof Animations];

/** Whether an element that opens and closes is shown: on closing, until its exit animation ends. */
export function usePresence(open: boolean, ref: RefObject<HTMLElement | null>, animation: PresenceName): boolean {
  const [present, setPresent] = useState(open);
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
      // Clearing the exit style before hiding would show the element again for a frame.
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
