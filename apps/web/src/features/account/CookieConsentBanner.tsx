// The cookie-consent banner (SPEC §2): 1.5 s after a signed-in user loads a page, if that user has
// not chosen yet, it offers Essential Only or Accept All. The choice goes to the server's consent
// log and is kept in this browser per user id; closing it chooses nothing, so it returns on the next
// page load. Visitors never see it (SPEC §6). Not modal: it traps no focus and hides nothing.
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { SavedFarmhousesSync } from '@/features/saved';
import { consentQuery, useSaveConsent } from './api/consent';
import { COOKIE_BANNER_DELAY_MS } from './lib/constants';
import { readLocalConsent, storeLocalConsent } from '@/lib/consent';
import { CONSENT_LABELS } from './lib/consent-storage';
import type { ConsentChoice } from './types';

export function CookieConsentBanner() {
  const { status, user } = useSession();
  return (
    <>
      {/* The account's app-wide piece for saved farmhouses rides along with the banner, the one
          account component every page mounts (its proper home is RootLayout). */}
      <SavedFarmhousesSync />
      {/* A new key per user: another user signing in on this browser gets their own banner and timer. */}
      {status === 'signed-in' && user && <ConsentBannerFor key={user.id} userId={user.id} />}
    </>
  );
}

function ConsentBannerFor({ userId }: { userId: number }) {
  const [chosenHere] = useState(() => readLocalConsent(userId) !== null);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (chosenHere) return;
    const timer = setTimeout(() => setDue(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chosenHere]);

  // Nothing in this browser: the server's log says whether the user chose elsewhere. Asked only
  // once the delay is over, so pages the user leaves at once cost no request.
  const consent = useQuery({ ...consentQuery(userId), enabled: due && !chosenHere });
  const serverChoice = consent.data?.choice ?? null;
  useEffect(() => {
    if (serverChoice) storeLocalConsent(userId, serverChoice);
  }, [serverChoice, userId]);

  const show = due && !closed && !chosenHere && consent.isSuccess && serverChoice === null;
  return <div aria-live="polite">{show && <Banner userId={userId} onClose={() => setClosed(true)} />}</div>;
}

function Banner({ userId, onClose }: { userId: number; onClose: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const save = useSaveConsent(userId);

  const choose = (choice: ConsentChoice) =>
    save.mutate(choice, {
      onSuccess: () =>
        toast({ title: 'Cookie preference saved', description: `You chose ${CONSENT_LABELS[choice]}.`, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Could not save your cookie preference', description: error.message, variant: 'error' }),
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-200 bg-white shadow-[0_-8px_24px_rgba(28,25,23,0.12)]"
    >
      <div className="container-page relative py-4 sm:flex sm:items-center sm:gap-6 sm:pr-14">
        <div className="min-w-0 flex-1 pr-10 sm:pr-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-ink-900">
            Cookies on Hyderabad Escapes
          </h2>
          <p id={`${id}-text`} className="mt-1 text-sm text-ink-700">
            Essential cookies keep you signed in and the site working. With your permission we also use analytics
            cookies to learn which pages help guests find a farmhouse. See our{' '}
            <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <div className="mt-3 flex flex-col gap-2 min-[340px]:flex-row sm:mt-0 sm:shrink-0">
          <button type="button" className="btn-secondary flex-1 whitespace-nowrap" disabled={save.isPending} onClick={() => choose('essential')}>
            Essential Only
          </button>
          <button type="button" className="btn-primary flex-1 whitespace-nowrap" disabled={save.isPending} onClick={() => choose('all')}>
            Accept All
          </button>
        </div>
        <button
          type="button"
          aria-label="Close cookie banner"
          onClick={onClose}
          className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-sand-100 hover:text-ink-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
