// Page frame: skip link, header, main landmark and footer around every guest page.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { CookieConsentBanner } from '@/features/account/CookieConsentBanner';
import { SavedFarmhousesSync } from '@/features/saved';
import { AlertNoticesSlot } from '@/features/alerts/AlertNoticesSlot';
import { ExitIntentSlot } from '@/features/leads';
import { ToastProvider } from '@/components/toast';
import { AuthProviders } from '@/features/auth/providers';
import { ReviewDialogProvider } from '@/features/reviews/ReviewDialogProvider';
import { BOOKING_ACTION, usePendingActionResume } from '@/features/auth/gate';
import { safeNext } from '@/lib/next';
import { useUnreadCount } from '@/features/messaging/api/messages';
import { RealtimeProvider, useRealtimeStatus } from '@/features/messaging/realtime/RealtimeProvider';
import { POLL_DEFAULT_MS } from '@/config/constants';
import { afterFirstInteraction, afterPageLoad } from '@/lib/after-paint';
import { useOwnerListingsHint } from '@/lib/prefetch-hints';
import PwaLayer from '@/features/pwa/PwaLayer';
import { Footer as FooterNow } from './Footer';
import { Header } from './Header';
import { retryFailedPages } from '@/lib/lazy-page';
import { PageLoading } from './PageLoading';
import { ScrollManager } from './ScrollManager';
import { useNavigating } from '@/lib/router';
import { useLingui } from '@/i18n/react';
import { useUserLanguage } from './use-user-language';
import { withCatalogs } from '@/i18n';
import './messages';

function NavigationProgress() {
  const navigating = useNavigating();
  const { _ } = useLingui();
  if (!navigating) return null;
  return (
    <div
      role="progressbar"
      aria-label={_('page.navigating')}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}

// The footer and the device notices (offline notice, update prompt) are on every page, so their
// code comes with this chunk: as chunks of their own they cost every first view more (their own
// requests and icons). They are drawn once the page has loaded, off its first render. The footer
// is below the fold on every page (main is at least the viewport's height); it comes once the page
// has loaded (or at the visitor's first interaction, if that is earlier), not only at an
// interaction: a screen reader's browse mode reads on and lists landmarks without any event the
// page sees. In Telugu or Hindi it waits for its texts, so it never shows in English first.
const Footer = lazy(withCatalogs(async () => ({ default: FooterNow })));

/**
 * True once the page has loaded, or from the visitor's first interaction if that is earlier. Set in
 * a transition, which React draws in slices instead of one task that would block the page.
 */
function useAfterLoadOrUse(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const show = () => startTransition(() => setReady(true));
    const cancels = [afterPageLoad(show), afterFirstInteraction(show)];
    return () => cancels.forEach((cancel) => cancel());
  }, [ready]);
  return ready;
}

function DeviceNotices() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => startTransition(() => setLoaded(true))), []);
  return loaded ? <PwaLayer /> : null;
}

export function RootLayout() {
  return (
    <ToastProvider>
      <AuthProviders>
        <RealtimeProvider>
          <ReviewDialogProvider>
            <PageFrame />
          </ReviewDialogProvider>
        </RealtimeProvider>
      </AuthProviders>
    </ToastProvider>
  );
}

/** A booking started before sign-in continues once signed in, even after a reload (PRODUCT.md §4). */
function useResumeBooking() {
  const navigate = useNavigate();
  usePendingActionResume({
    [BOOKING_ACTION]: (data) => {
      const href = (data as { href?: unknown } | null)?.href;
      if (typeof href === 'string' && safeNext(href) === href) navigate(href);
    },
  });
}

/** The header badge: live through realtime, polled at the default interval while it is down. */
function useHeaderUnreadCount(): number | null {
  const realtime = useRealtimeStatus();
  return useUnreadCount(realtime.state === 'connected' ? false : POLL_DEFAULT_MS);
}

function PageFrame() {
  const location = useLocation();
  useResumeBooking();
  useUserLanguage();
  useOwnerListingsHint();
  const { _ } = useLingui();
  const unreadCount = useHeaderUnreadCount();
  const footer = useAfterLoadOrUse();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      >
        {_('page.skipToContent')}
      </a>
      <NavigationProgress />
      <ScrollManager />
      <Header unreadCount={unreadCount} />
      {/* At least the viewport under the 4rem header: the footer starts below the fold, so pages that
          grow as their data arrives never push a visible footer down (layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        {/* Fired price/availability alerts of a signed-in user (lazy; nothing for a visitor). */}
        <AlertNoticesSlot />
        <ErrorBoundary area="generic" resetKeys={[location.pathname]} onReset={retryFailedPages}>
          {/* The first page's code is downloading (later pages come in a transition, with the
              previous page kept on screen meanwhile). */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {footer && (
        <Suspense>
          <Footer />
        </Suspense>
      )}
      <CookieConsentBanner />
      <SavedFarmhousesSync />
      <ExitIntentSlot />
      <DeviceNotices />
    </div>
  );
}
