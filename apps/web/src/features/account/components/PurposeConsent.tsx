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
import { messageId } from '@/i18n/catalogs';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../messages';

const PURPOSES: { purpose: 'essential' | ConsentPurpose; label: string; detail: string }[] = [
  {
    purpose: 'essential',
    label: messageId('acct.purpose.essential'),
    detail: messageId('acct.purpose.essentialText'),
  },
  { purpose: 'analytics', label: messageId('acct.purpose.analytics'), detail: messageId('acct.purpose.analyticsText') },
  { purpose: 'marketing', label: messageId('acct.purpose.marketing'), detail: messageId('acct.purpose.marketingText') },
];

function Switch({
  labelledBy,
  describedBy,
  checked,
  disabled,
  onToggle,
}: {
  labelledBy: string;
  describedBy: string;
  checked: boolean;
  disabled?: boolean;
  onToggle?: () => void;
}) {
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
      <span
        aria-hidden="true"
        className={clsx('size-6 rounded-full bg-white shadow transition-transform', checked && 'translate-x-6')}
      />
    </button>
  );
}

export function PurposeConsent({ userId }: { userId: number }) {
  const id = useId();
  const { _ } = useLingui();
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
          const name = _(purpose === 'analytics' ? 'acct.purpose.analytics' : 'acct.purpose.marketing');
          notify({
            title: _('acct.purpose.saved'),
            description: next.purposes?.[purpose]
              ? _('acct.purpose.nowOn', { name })
              : _('acct.purpose.nowOff', { name }),
            variant: 'success',
          });
        },
        onError: (error) =>
          notify({ title: _('acct.purpose.saveFailed'), description: error.message, variant: 'error' }),
      },
    );

  return (
    <div>
      <p role="status" className="text-sm text-ink-700">
        {consent.isPending ? (
          _('acct.purpose.loading')
        ) : consent.isError ? (
          `${_('acct.purpose.loadFailed')} ${consent.error.message}`
        ) : state?.decidedAt ? (
          <Trans
            id={state.noticeVersion ? 'acct.purpose.decidedUnder' : 'acct.purpose.decided'}
            values={{ date: formatInstant(state.decidedAt), version: state.noticeVersion }}
            components={{ 0: <time dateTime={state.decidedAt} /> }}
          />
        ) : state?.noticeVersion ? (
          _('acct.purpose.notDecidedUnder', { version: state.noticeVersion })
        ) : (
          _('acct.purpose.notDecided')
        )}
      </p>
      <ul className="mt-3 divide-y divide-sand-200">
        {PURPOSES.map(({ purpose, label, detail }) => (
          <li key={purpose} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p id={`${id}-${purpose}`} className="font-semibold text-ink-900">
                {_(label)}
              </p>
              <p id={`${id}-${purpose}-detail`} className="mt-0.5 text-sm text-ink-600">
                {_(detail)}
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
