/**
 * Runs `callback` once the browser has painted its next frame: work that can wait (fetching a
 * page ahead, loading or starting an animation) then stays out of the frame that answers a tap,
 * which a slow phone would otherwise show that much later. Returns a function that cancels the
 * callback if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
