// Sections below the fold render after the page's first render, once the browser is idle (at the
// latest IDLE_TIMEOUT_MS later) and in a transition, which React renders in short slices: the
// page's first render, done in one go (a long task that blocks input), holds only what is in view.
// A link or an address naming an anchor inside (#reviews-heading) renders them at once, so the
// page can scroll to it. Until then an empty box of about the sections' height stands in.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const IDLE_TIMEOUT_MS = 1000;

interface DeferredProps {
  /** Ids of the anchors inside: the page opened at (or linked to) one shows the sections at once. */
  anchors: string[];
  /** Class of the stand-in box (its height). */
  placeholder: string;
  /** Render them with the rest after all (where they are in view). */
  now?: boolean;
  /** How many idle periods to let pass first, so that sections come one at a time (small commits). */
  after?: number;
  children: ReactNode;
}

export function Deferred({ anchors, placeholder, now = false, after = 0, children }: DeferredProps) {
  const targeted = anchors.includes(useLocation().hash.slice(1));
  const [shown, setShown] = useState(targeted || now);
  if (targeted && !shown) setShown(true);

  useEffect(() => {
    if (shown) return;
    let handle = 0;
    let left = after;
    const idle = typeof window.requestIdleCallback === 'function';
    const wait = () => {
      handle = idle ? window.requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(next, 1);
    };
    // A callback asked for during an idle period runs in a later one.
    const next = () => (left-- > 0 ? wait() : startTransition(() => setShown(true)));
    wait();
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [shown, after]);

  return shown ? children : <div aria-hidden="true" className={placeholder} />;
}
