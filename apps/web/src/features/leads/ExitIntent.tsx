// The exit-intent prompt's trigger, in every guest page's frame: a small listener. The prompt
// itself (its dialog, form and rules) loads only when it first opens. Opening it is tracked as
// PRODUCT.md §7 "exit intent". Wrapped in the "exit-intent popup" error area (PRODUCT.md §2): if the prompt
// fails, its fallback (Try Again, error id) sits in a corner and the page behind keeps working.
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { trackExitIntent } from '@/lib/analytics';
import { useSession } from '@/lib/session';
import { useChatSubject } from '@/lib/support-chat';
import { withCatalogs } from '@/i18n/catalogs';
import {
  EXIT_INTENT_DELAY_MS,
  dialogOpen,
  dueAgain,
  exitIntentPage,
  isDesktop,
  leftThroughTop,
  markShown,
} from './lib/exit-intent';

const loadPrompt = withCatalogs(() => import('./components/ExitIntentPrompt'));

export function ExitIntent() {
  const { pathname } = useLocation();
  const { user } = useSession();
  // On a farmhouse's page (which announces itself), a price alert is for that farmhouse. Read
  // here, not in the lazy prompt: importing it there split shared modules out of the entry chunk.
  const property = useChatSubject();
  const [open, setOpen] = useState(false);
  // Try Again after a failed chunk load needs a fresh lazy component (React keeps the failure).
  const [Prompt, setPrompt] = useState(() => lazy(loadPrompt));
  const arrivedAt = useRef<number | null>(null);
  const shownHere = useRef(false);

  const onMouseOut = useEffectEvent((event: MouseEvent) => {
    const now = Date.now();
    if (shownHere.current || arrivedAt.current === null || now - arrivedAt.current < EXIT_INTENT_DELAY_MS) return;
    if (!leftThroughTop(event) || !exitIntentPage(pathname) || !isDesktop() || dialogOpen()) return;
    // Owners and admins are at work here, not shopping.
    if (user?.role === 'owner' || user?.role === 'admin') return;
    if (!dueAgain(now)) return;
    shownHere.current = true;
    markShown(now);
    trackExitIntent(pathname);
    setOpen(true);
  });

  useEffect(() => {
    arrivedAt.current = Date.now();
    const listener = (event: MouseEvent) => onMouseOut(event);
    document.addEventListener('mouseout', listener);
    return () => document.removeEventListener('mouseout', listener);
  }, []);

  if (!open) return null;
  return (
    <div className="fixed bottom-4 right-4 z-50 w-[min(24rem,calc(100vw-2rem))]">
      <ErrorBoundary area="exitIntent" onReset={() => setPrompt(() => lazy(loadPrompt))}>
        <Suspense fallback={null}>
          <Prompt property={property ?? undefined} onClose={() => setOpen(false)} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
