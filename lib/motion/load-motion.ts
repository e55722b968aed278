// The animations load at the first sign of use, not when idle: evaluating framer-motion is a long
// task on a slow phone that a page only read never needs; nor while a finger is down, which would
// delay the tap. Until they arrive, controls jump to their end state, as under reduced motion.
import { afterNextPaint } from '@/lib/after-next-paint';
import { reducedMotionQuery } from './reduced-motion';

export type Animations = typeof import('./animations');

let animations: Animations | undefined;
let loading: Promise<Animations> | undefined;

function loadMotion(): Promise<Animations> {
  loading ??= import('./animations').then((loaded) => {
    animations = loaded;
    document.documentElement.dataset.testMotion = 'ready';
    return loaded;
  });
  return loading;
}

/** For the focus of a control that animates; after the paint, so the event's answer is not delayed. */
export function preloadMotion(): void {
  afterNextPaint(() =>
    loadMotion().catch(() => {
      loading = undefined; // offline: try again at the next interaction; until then, no animation
    }),
  );
}

// A touch counts when it ends: a tap (pointerup) or a scroll the browser takes over (pointercancel).
const firstUse = ['pointerup', 'pointercancel', 'pointermove', 'keydown', 'wheel', 'scroll'] as const;

export function preloadMotionOnFirstUse(): () => void {
  const options = { capture: true, passive: true };
  const stop = () => firstUse.forEach((type) => window.removeEventListener(type, start, options));
  const start = (event: Event) => {
    if (event.type === 'pointermove' && (event as PointerEvent).pointerType === 'touch') return;
    stop();
    preloadMotion();
  };
  firstUse.forEach((type) => window.addEventListener(type, start, options));
  return stop;
}

export function loadedMotion(): Animations | undefined {
  return animations;
}

/** The animations if loaded and motion is not reduced; nothing animates without matchMedia (jsdom). */
export function readyMotion(): Animations | undefined {
  if (!animations || typeof matchMedia !== 'function') return undefined;
  return matchMedia(reducedMotionQuery).matches ? undefined : animations;
}
