/**
 * Loads the site's animations (animations.ts, with framer-motion) after the first paint, once per
 * page: when the browser is idle, or earlier when someone reaches for a control that animates
 * (pointerdown or focus). A control used before they have arrived goes straight to its end state,
 * exactly as it does for visitors who prefer reduced motion.
 */
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

/** An event handler that starts the loading, for the controls that animate. */
export function preloadMotion(): void {
  loadMotion().catch(() => {
    loading = undefined; // offline: try again at the next interaction; until then, no animation
  });
}

/** Schedules the loading for the first idle moment (or after a short wait where there is none). */
export function preloadMotionWhenIdle(): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(preloadMotion, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(preloadMotion, 1500);
  return () => clearTimeout(handle);
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
