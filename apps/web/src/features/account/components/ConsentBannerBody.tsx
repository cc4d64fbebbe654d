// The cookie-consent banner's body, a chunk of its own fetched only when a signed-in user who has
// not chosen in this browser has been on a page for the banner's delay: asks the server whether
// the user chose elsewhere, and if not offers Essential Only or Accept All.
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '@/components/toast/notify';
import { paths } from '@/config/paths';
import { storeLocalConsent } from '@/lib/consent';
import { consentQuery, useSaveConsent } from '../api/consent';
import { CONSENT_LABELS } from '../lib/consent-storage';
import type { ConsentChoice } from '../types';
import { BRAND_NAME } from '@/config/constants';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../consent-messages';

export default function ConsentBannerBody({ userId }: { userId: number }) {
  const [closed, setClosed] = useState(false);
  // Nothing in this browser: the server's log says whether the user chose elsewhere.
  const consent = useQuery(consentQuery(userId));
  const serverChoice = consent.data?.choice ?? null;
  useEffect(() => {
    if (serverChoice) storeLocalConsent(userId, serverChoice);
  }, [serverChoice, userId]);

  const show = !closed && consent.isSuccess && serverChoice === null;
  return show ? <Banner userId={userId} onClose={() => setClosed(true)} /> : null;
}

function Banner({ userId, onClose }: { userId: number; onClose: () => void }) {
  const id = useId();
  const { _ } = useLingui();
  const save = useSaveConsent(userId);

  const choose = (choice: ConsentChoice) =>
    save.mutate(choice, {
      onSuccess: () =>
        notify({
          title: _('consent.saved'),
          description: _('consent.youChose', { choice: _(CONSENT_LABELS[choice]) }),
          variant: 'success',
        }),
      onError: (error) => notify({ title: _('consent.saveFailed'), description: error.message, variant: 'error' }),
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
            {_('consent.banner.title', { brand: BRAND_NAME })}
          </h2>
          <p id={`${id}-text`} className="mt-1 text-sm text-ink-700">
            <Trans
              id="consent.banner.text"
              components={{ 0: <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline" /> }}
            />
          </p>
        </div>
        <div className="mt-3 flex flex-col gap-2 min-[340px]:flex-row sm:mt-0 sm:shrink-0">
          <button
            type="button"
            className="btn-secondary flex-1 whitespace-nowrap"
            disabled={save.isPending}
            onClick={() => choose('essential')}
          >
            {_('consent.essential')}
          </button>
          <button
            type="button"
            className="btn-primary flex-1 whitespace-nowrap"
            disabled={save.isPending}
            onClick={() => choose('all')}
          >
            {_('consent.all')}
          </button>
        </div>
        <button
          type="button"
          aria-label={_('consent.banner.close')}
          onClick={onClose}
          className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-sand-100 hover:text-ink-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
