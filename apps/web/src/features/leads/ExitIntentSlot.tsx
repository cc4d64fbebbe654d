// Where the page frame places the exit-intent trigger: only on a desktop (a mouse or trackpad that
// hovers, a wide window), where it can ever open (lib/exit-intent). Phones never download it; a
// window that becomes wide enough gets it then.
import { lazy, Suspense } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { DESKTOP_QUERY } from './lib/exit-intent';

// If it cannot be fetched (offline), the page goes on without it.
const ExitIntent = lazy(() =>
  import('./ExitIntent').then(
    (module) => ({ default: module.ExitIntent }),
    () => ({ default: () => null }),
  ),
);

export function ExitIntentSlot() {
  const desktop = useMediaQuery(DESKTOP_QUERY, false);
  if (!desktop) return null;
  return (
    // Nothing to show until the prompt opens.
    <Suspense fallback={null}>
      <ExitIntent />
    </Suspense>
  );
}
