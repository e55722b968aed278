/** Keeps work that can wait out of the frame that answers a tap; returns a cancel function. */
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
