// Runs work that can wait (the realtime link's code, the service worker's) after first
// paint, after the page's load event or at the first interaction, so it never delays the first
// view. Each returns the cancel.

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

/** What counts as the visitor starting to use the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Runs `fn` at the visitor's first interaction (a tap, a key, a scroll): code a page needs only
 * once it is used stays off its first view's downloads.
 */
export function afterFirstInteraction(fn: () => void): () => void {
  let done = false;
  const run = (event: Event) => {
    // The page's own scroll only: an element scrolling by itself (a snap list settling as it lays
    // out) is not the visitor. Their own swipe on such a list comes with a touch or pointer event.
    if (event.type === 'scroll' && event.target instanceof Element) return;
    if (done) return;
    done = true;
    stop();
    fn();
  };
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, run, { capture: true });
  };
  for (const type of INTERACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
  return () => {
    done = true;
    stop();
  };
}
