// Where the fired-alert notices go (top of the page content, mounted once in the root layout), and
// above them the offer of alerts kept on this device before sign-in. Kept tiny, it is in every
// page's first load: the notices, the offer, their queries and texts are chunks of their own,
// fetched only once someone is signed in (the offer only when something is kept), after the
// page's load event.
import { lazy, Suspense, useEffect, useState } from 'react';
import { withCatalogs } from '@/i18n/catalogs';
import { afterPageLoad } from '@/lib/after-paint';
import { useSession } from '@/lib/session';
import { hasKeptAlerts } from './kept-key';

// If a chunk cannot be fetched (offline), the page goes on without it.
const AlertNotices = lazy(
  withCatalogs(() => import('./components/AlertNotices').catch(() => ({ default: (_: { userId: number }) => null }))),
);
const KeptAlertsOffer = lazy(
  withCatalogs(() =>
    import('./components/KeptAlertsOffer').catch(() => ({ default: (_: { userId: number }) => null })),
  ),
);

export function AlertNoticesSlot() {
  const { status, user } = useSession();
  const userId = status === 'signed-in' ? user?.id : undefined;
  const [loaded, setLoaded] = useState(false);
  useEffect(
    () => (userId === undefined || loaded ? undefined : afterPageLoad(() => setLoaded(true))),
    [userId, loaded],
  );
  if (userId === undefined || !loaded) return null;
  return (
    <>
      {hasKeptAlerts() && (
        <Suspense>
          <KeptAlertsOffer key={userId} userId={userId} />
        </Suspense>
      )}
      <Suspense>
        <AlertNotices key={userId} userId={userId} />
      </Suspense>
    </>
  );
}
