// The cookie-consent choice on /settings: what the user chose and when, and a way to change it.
// Every change is a new entry in the server's consent log.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { formatInstant } from '@/lib/format';
import { consentQuery, useSaveConsent } from '../api/consent';
import { readLocalConsent, storeLocalConsent } from '@/lib/consent';
import { CONSENT_LABELS } from '../lib/consent-storage';
import type { ConsentChoice } from '../types';
import { messageId } from '@/i18n/catalogs';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../consent-messages';

const CHOICES: { choice: ConsentChoice; detail: string }[] = [
  { choice: 'essential', detail: messageId('consent.essentialText') },
  { choice: 'all', detail: messageId('consent.allText') },
];

export function ConsentSettings({ userId }: { userId: number }) {
  const { toast } = useToast();
  const { _ } = useLingui();
  const consent = useQuery(consentQuery(userId));
  const save = useSaveConsent(userId);
  const current = consent.data?.choice ?? null;

  // The server is the source of truth: a choice made on another device becomes this browser's too.
  useEffect(() => {
    if (current && readLocalConsent(userId) !== current) storeLocalConsent(userId, current);
  }, [current, userId]);

  const choose = (choice: ConsentChoice) =>
    save.mutate(choice, {
      onSuccess: () =>
        toast({
          title: _('consent.saved'),
          description: _('consent.youChose', { choice: _(CONSENT_LABELS[choice]) }),
          variant: 'success',
        }),
      onError: (error) => toast({ title: _('consent.saveFailed'), description: error.message, variant: 'error' }),
    });

  return (
    <div>
      <div role="status" className="text-sm text-ink-700">
        {consent.isPending ? (
          <>
            <span className="sr-only">{_('consent.loading')}</span>
            <span aria-hidden="true" className="skeleton inline-block h-5 w-56 align-middle" />
          </>
        ) : consent.isError ? (
          <span className="text-danger-600">
            {_('consent.loadFailed')} {consent.error.message}
          </span>
        ) : current && consent.data ? (
          <Trans
            id={consent.data.decidedAt ? 'consent.currentOn' : 'consent.current'}
            values={{
              choice: _(CONSENT_LABELS[current]),
              date: consent.data.decidedAt ? formatInstant(consent.data.decidedAt) : '',
            }}
            components={{
              0: <strong className="text-ink-900" />,
              1: <time dateTime={consent.data.decidedAt ?? undefined} />,
            }}
          />
        ) : (
          <>{_('consent.notChosen')}</>
        )}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {CHOICES.map(({ choice, detail }) => (
          <button
            key={choice}
            type="button"
            aria-pressed={current === choice}
            disabled={save.isPending || consent.isPending}
            onClick={() => choose(choice)}
            className={clsx(
              'flex min-h-11 flex-col items-start rounded-xl border p-3 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-60',
              current === choice
                ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                : 'border-sand-300 bg-white hover:bg-sand-100',
            )}
          >
            <span className="font-semibold text-ink-900">{_(CONSENT_LABELS[choice])}</span>
            <span className="mt-0.5 text-sm text-ink-600">{_(detail)}</span>
          </button>
        ))}
      </div>
      <p className="mt-3 text-sm text-ink-600">
        <Trans
          id="consent.readMore"
          components={{ 0: <Link to={paths.cookiePolicy} className="font-medium text-brand-700 underline" /> }}
        />
      </p>
    </div>
  );
}
