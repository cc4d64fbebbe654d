// Whether a CSS media query matches, following its changes. Where matchMedia does not exist (tests,
// old browsers) it answers `fallback`.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, matches, () => fallback);
}
