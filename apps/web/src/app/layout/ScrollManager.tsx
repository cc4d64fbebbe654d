// Page transitions (PRODUCT.md §2): a new navigation starts at the top (or at its #anchor); Back and
// Forward return to where the guest was on that page (PRODUCT.md §9 "Scroll memory").
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { SCROLL_MEMORY_DEBOUNCE_MS } from '@/config/constants';
import { ScrollMemory, clampPosition, currentPageSize, debounce } from '@/lib/scroll-memory';

/** Navigation state a link can set to keep the current scroll position (filters, sort). */
export interface KeepScrollState {
  keepScroll?: boolean;
}

/** How long to keep trying while the page grows (lazy chunks and data arrive after navigation). */
const SETTLE_MS = 1500;

const defaultMemory = new ScrollMemory();

function scrollWhenReady(attempt: () => boolean): () => void {
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    if (attempt() || performance.now() - started > SETTLE_MS) return;
    frame = requestAnimationFrame(tick);
  };
  tick();
  return () => cancelAnimationFrame(frame);
}

/**
 * One key per history entry. The router names the first entry of a fresh page load "default", so
 * the URL is part of the key: two different pages opened in one tab must not share a position.
 */
function entryKey(location: { key: string; pathname: string; search: string }): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

export function ScrollManager({ memory = defaultMemory }: { memory?: ScrollMemory }) {
  const location = useLocation();
  const key = entryKey(location);
  const navigationType = useNavigationType();
  const isFirstRender = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember this entry's position: the latest value on every scroll, written debounced, and
  // written once more when leaving. A layout effect, so its clean-up runs before the next page's
  // scroll below can fire a scroll event that would overwrite the position being left. The
  // position it starts from is read in the next frame, not here: reading it here would lay out
  // the page just drawn inside React's commit, one long task where the frame does it anyway.
  useLayoutEffect(() => {
    const latest = { x: 0, y: 0 };
    const read = () => {
      latest.x = window.scrollX;
      latest.y = window.scrollY;
    };
    const write = debounce(() => memory.save(key, latest), SCROLL_MEMORY_DEBOUNCE_MS);
    const onScroll = () => {
      read();
      write();
    };
    let frame: number | undefined = requestAnimationFrame(() => {
      frame = undefined;
      read();
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== undefined) {
        cancelAnimationFrame(frame);
        read();
      }
      write.flush();
    };
  }, [key, memory]);

  useLayoutEffect(() => {
    const firstRender = isFirstRender.current;
    isFirstRender.current = false;
    if ((location.state as KeepScrollState | null)?.keepScroll) return;

    const saved = navigationType === 'POP' ? memory.get(key) : undefined;
    if (saved) {
      return scrollWhenReady(() => {
        const target = clampPosition(saved, currentPageSize());
        window.scrollTo(target.x, target.y);
        return target.y >= saved.y;
      });
    }

    // A link to an anchor, or a page opened at one (/#locations): scroll to it once it renders.
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      return scrollWhenReady(() => {
        const el = document.getElementById(id);
        if (!el) return false;
        el.scrollIntoView({ block: 'start' });
        return true;
      });
    }

    if (navigationType === 'POP') {
      if (!firstRender) window.scrollTo(0, 0);
      return;
    }

    window.scrollTo(0, 0);
    // Tell screen readers the page changed: move focus to the main landmark.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [key, location.hash, location.state, navigationType, memory]);

  return null;
}
