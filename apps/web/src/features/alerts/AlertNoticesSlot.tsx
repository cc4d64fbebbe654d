// Where the fired-alert notices go (top of the page content, mounted once in the root layout). Kept
// tiny, it is in every page's first load: the notices, their query and texts are a chunk of their
// own, fetched only once someone is signed in, after the page's load event.
import { lazy, Suspense, useEffect, useState } from 'react';
import { withCatalogs } from '@/i18n/catalogs';
import { afterPageLoad } from '@/lib/after-paint';
import { useSession } from '@/lib/session';

// If the chunk cannot be fetched (offline), the page goes on without the notices.
const AlertNotices = lazy(
  withCatalogs(() => import('./components/AlertNotices').catch(() => ({ default: (_: { userId: number }) => null }))),
);

export function AlertNoticesSlot() {
  const { status, user } = useSession();
  const userId = status === 'signed-in' ? user?.id : undefined;
  const [loaded, setLoaded] = useState(false);
  useEffect(() => (userId === undefined || loaded ? undefined : afterPageLoad(() => setLoaded(true))), [userId, loaded]);
  if (userId === undefined || !loaded) return null;
  return (
    <Suspense>
      <AlertNotices key={userId} userId={userId} />
    </Suspense>
  );
}
