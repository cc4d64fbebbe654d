// Consent by purpose (DPDP): Essential is always on and says why; Analytics and Marketing are
// one-tap switches, each tap a new entry in the server's consent log. Shows the notice version the
// user decided under and when.
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId } from 'react';
import { notify } from '@/components/toast/notify';
import { storeLocalConsent } from '@/lib/consent';
import { formatInstant } from '@/lib/format';
import { consentQuery } from '../api/consent';
import { useSavePurpose, type ConsentPurpose, type PurposeConsent as PurposeState } from '../api/privacy';

const PURPOSES: { purpose: 'essential' | ConsentPurpose; label: string; detail: string }[] = [
  {
    purpose: 'essential',
    label: 'Essential',
    detail: 'Always on: they keep you signed in, remember your booking steps and keep the site safe. The site cannot work without them.',
  },
  { purpose: 'analytics', label: 'Analytics', detail: 'Tell us which pages help guests find a farmhouse, so we can improve them.' },
  { purpose: 'marketing', label: 'Marketing', detail: 'Offers and news about farmhouses you may like, by e-mail and in the app.' },
];

function Switch({ labelledBy, describedBy, checked, disabled, onToggle }: { labelledBy: string; describedBy: string; checked: boolean; disabled?: boolean; onToggle?: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={disabled || !onToggle ? true : undefined}
      disabled={disabled}
      onClick={onToggle}
      className={clsx(
        'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full p-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60',
        checked ? 'bg-brand-700' : 'bg-ink-400',
        !onToggle && 'cursor-not-allowed',
      )}
    >
      <span aria-hidden="true" className={clsx('size-6 rounded-full bg-white shadow transition-transform', checked && 'translate-x-6')} />
    </button>
  );
}

export function PurposeConsent({ userId }: { userId: number }) {
  const id = useId();
  const consent = useQuery(consentQuery(userId));
  const save = useSavePurpose(userId);
  const state = consent.data as PurposeState | undefined;
  const granted = (purpose: 'essential' | ConsentPurpose) =>
    purpose === 'essential' || (state?.purposes?.[purpose] ?? (purpose === 'analytics' && state?.choice === 'all'));

  const toggle = (purpose: ConsentPurpose) =>
    save.mutate(
      { purpose, granted: !granted(purpose) },
      {
        onSuccess: (next) => {
          if (next.choice) storeLocalConsent(userId, next.choice);
          notify({ title: 'Choice saved', description: `${purpose === 'analytics' ? 'Analytics' : 'Marketing'} is now ${next.purposes?.[purpose] ? 'on' : 'off'}.`, variant: 'success' });
        },
        onError: (error) => notify({ title: 'Could not save your choice', description: error.message, variant: 'error' }),
      },
    );

  return (
    <div>
      <p role="status" className="text-sm text-ink-700">
        {consent.isPending
          ? 'Loading your choices…'
          : consent.isError
            ? `We could not load your choices. ${consent.error.message}`
            : state?.decidedAt
              ? (
                  <>
                    Decided <time dateTime={state.decidedAt}>{formatInstant(state.decidedAt)}</time>
                    {state.noticeVersion ? `, under privacy notice version ${state.noticeVersion}` : ''}.
                  </>
                )
              : `You have not decided yet${state?.noticeVersion ? ` (privacy notice version ${state.noticeVersion})` : ''}.`}
      </p>
      <ul className="mt-3 divide-y divide-sand-200">
        {PURPOSES.map(({ purpose, label, detail }) => (
          <li key={purpose} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p id={`${id}-${purpose}`} className="font-semibold text-ink-900">
                {label}
              </p>
              <p id={`${id}-${purpose}-detail`} className="mt-0.5 text-sm text-ink-600">
                {detail}
              </p>
            </div>
            <Switch
              labelledBy={`${id}-${purpose}`}
              describedBy={`${id}-${purpose}-detail`}
              checked={granted(purpose)}
              disabled={purpose !== 'essential' && (consent.isPending || save.isPending)}
              onToggle={purpose === 'essential' ? undefined : () => toggle(purpose)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
