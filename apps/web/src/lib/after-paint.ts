// Runs work that can wait (the realtime link's code, the toast's, the service worker's) after first
// paint or after the page's load event, so it never delays the first view. Each returns the cancel.

/** Runs `fn` after the next frame has been painted (a frame, then a task). */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      timer = setTimeout(fn, 0);
    });
  } else {
    timer = setTimeout(fn, 0);
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Runs `fn` just after the page's load event: after first paint, off the critical path. */
export function afterPageLoad(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(fn, 0);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
  };
}
