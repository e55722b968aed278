/**
 * Loads the site's animations (animations.ts, with framer-motion) once per page, at the visitor's
 * first sign of use: the end of a first touch, a scroll, a key, the mouse moving, or the keyboard
 * reaching a control that animates. Not at the first idle moment: evaluating framer-motion is a
 * long task on a slow phone, and a page that is only being read (or measured) never needs it. Not
 * while a finger rests on the screen either: that evaluation would then hold back the tap's answer.
 * A control used before they have arrived goes straight to its end state, exactly as it does for
 * visitors who prefer reduced motion.
 */
import { afterNextPaint } from '@/lib/after-next-paint';

export type Animations = typeof import('./animations');

let animations: Animations | undefined;
let loading: Promise<Animations> | undefined;

/** Starts loading the animations (once); resolves with them. */
function loadMotion(): Promise<Animations> {
  loading ??= import('./animations').then((loaded) => {
    animations = loaded;
    // Lets the end-to-end specs (and anyone curious) see that animations can now run.
    document.documentElement.dataset.motion = 'ready';
    return loaded;
  });
  return loading;
}

/**
 * An event handler that starts the loading, for the controls that animate (on focus); once the
 * frame that answers the event has been painted, so that the event that starts it is not answered later.
 */
export function preloadMotion(): void {
  afterNextPaint(() =>
    loadMotion().catch(() => {
      loading = undefined; // offline: try again at the next interaction; until then, no animation
    }),
  );
}

/**
 * What a visitor does first with a page they are about to use. A touch counts when it ends: as a
 * tap (pointerup) or as a scroll the browser takes over (pointercancel, then scroll events).
 */
const firstUse = ['pointerup', 'pointercancel', 'pointermove', 'keydown', 'wheel', 'scroll'] as const;

/** Starts the loading at the visitor's first use of the page (an effect: returns its cleanup). */
export function preloadMotionOnFirstUse(): () => void {
  const options = { capture: true, passive: true };
  const stop = () => firstUse.forEach((type) => window.removeEventListener(type, start, options));
  const start = (event: Event) => {
    // A finger's moves are part of a touch that has not ended (a tap, or a scroll about to start).
    if (event.type === 'pointermove' && (event as PointerEvent).pointerType === 'touch') return;
    stop();
    preloadMotion();
  };
  firstUse.forEach((type) => window.addEventListener(type, start, options));
  return stop;
}

/** The animations once loaded, whatever the visitor prefers (to clean up after them). */
export function loadedMotion(): Animations | undefined {
  return animations;
}

/**
 * The animations when they may run right now: loaded, and the visitor has not asked for reduced
 * motion. Where the preference cannot be read (no matchMedia, as in jsdom) nothing animates.
 */
export function readyMotion(): Animations | undefined {
  if (!animations || typeof matchMedia !== 'function') return undefined;
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? undefined : animations;
}
