// Reads the search state from the URL and writes changes back. The router renders URL changes as
// transitions, so two quick changes (two checkbox clicks) can happen before the page shows the
// first; each change therefore builds on the latest one asked for, and the controls show it at once.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchParams, toSearchParams, type SearchState } from './search-state';

interface Pending {
  /** The URL the first unsettled change was made from. */
  origin: string;
  /** Every URL asked for since then (the router may show any of them on the way). */
  targets: Set<string>;
  latestQuery: string;
  latest: SearchState;
}

export function useUrlSearchState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.toString();
  const urlState = useMemo(() => parseSearchParams(new URLSearchParams(current)), [current]);
  // The change not yet on screen: in a ref for the handlers, so a second change made before the
  // page renders builds on the first, and its state in `pendingView` for rendering.
  const pendingRef = useRef<Pending | null>(null);
  const [pendingView, setPendingView] = useState<SearchState | null>(null);

  // Once a URL is on screen (committed, not merely rendered in a transition): drop the pending
  // change if the URL reached it, or if the guest went elsewhere (Back, a link).
  useLayoutEffect(() => {
    const pending = pendingRef.current;
    if (!pending) return;
    const settled = current === pending.latestQuery;
    const leftElsewhere = current !== pending.origin && !pending.targets.has(current);
    if (settled || leftElsewhere) {
      pendingRef.current = null;
      setPendingView(null);
    }
  }, [current]);

  const view = pendingView ?? urlState;

  /** Applies a change; anything but an explicit page goes back to page 1. */
  const update = (change: Partial<SearchState>, { keepScroll = true } = {}) => {
    const before = pendingRef.current;
    const next = { ...(before?.latest ?? urlState), page: 1, ...change };
    const params = toSearchParams(next);
    const query = params.toString();
    pendingRef.current = {
      origin: before?.origin ?? current,
      targets: new Set([...(before?.targets ?? []), query]),
      latestQuery: query,
      latest: next,
    };
    setPendingView(next);
    setSearchParams(params, { state: { keepScroll } });
  };

  return { urlState, view, update, searchParams };
}
