/**
 * Loads framer-motion after the first paint, once per page: when the browser is idle, or earlier
 * when someone reaches for a control that animates (pointerdown or focus). A control used before
 * the library has arrived goes straight to its end state, exactly as it does for reduced motion.
 */
export type MotionEngine = typeof import('./engine');

let engine: MotionEngine | undefined;
let loading: Promise<MotionEngine> | undefined;

/** Starts loading framer-motion (once); resolves with it. */
export function loadMotion(): Promise<MotionEngine> {
  loading ??= import('./engine').then((loaded) => {
    engine = loaded;
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

/**
 * framer-motion when it may be used right now: loaded, and the visitor has not asked for reduced
 * motion. Where the preference cannot be read (no matchMedia, as in jsdom) nothing animates.
 */
export function readyMotion(): MotionEngine | undefined {
  if (!engine || typeof matchMedia !== 'function') return undefined;
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? undefined : engine;
}
