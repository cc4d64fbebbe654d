// The cookie-consent banner (PRODUCT.md §2): 1.5 s after a signed-in user loads a page, if that user has
// not chosen yet, it offers Essential Only or Accept All. The choice goes to the server's consent
// log and is kept in this browser per user id; closing it chooses nothing, so it returns on the next
// page load. Visitors never see it (PRODUCT.md §6). Not modal: it traps no focus and hides nothing.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { COOKIE_BANNER_DELAY_MS } from './lib/constants';
import { readLocalConsent } from '@/lib/consent';

// Most page views never show the banner: its body loads only when it is due.
const ConsentBannerBody = lazy(() => import('./components/ConsentBannerBody'));

export function CookieConsentBanner() {
  const { status, user } = useSession();
  return (
    <>
      {/* A new key per user: another user signing in on this browser gets their own banner and timer. */}
      {status === 'signed-in' && user && <ConsentBannerFor key={user.id} userId={user.id} />}
    </>
  );
}

function ConsentBannerFor({ userId }: { userId: number }) {
  const [chosenHere] = useState(() => readLocalConsent(userId) !== null);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (chosenHere) return;
    const timer = setTimeout(() => setDue(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chosenHere]);

  // Asked of the server only once the delay is over, so pages the user leaves at once cost nothing.
  return (
    <div aria-live="polite">
      {due && !chosenHere && (
        <Suspense>
          <ConsentBannerBody userId={userId} />
        </Suspense>
      )}
    </div>
  );
}
