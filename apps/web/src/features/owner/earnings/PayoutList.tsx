// The month's payouts: each one's reference, amount, status in words, where it went (masked), the
// bank's UTR once it has one, and why it failed or came back (the amount is then back in the
// owner's balance, paid again by a later run).
import { formatInstant } from '@/lib/format';
import { formatPaise } from '@/lib/format-paise';
import { useLingui } from '@/i18n/react';
import type { Payout } from '../api/payouts';
import { PAYOUT_STATUS } from './states';
import '../payouts/messages';

const STATUS_CLASS: Record<Payout['status'], string> = {
  queued: 'bg-sand-100 text-ink-700',
  processing: 'bg-sand-100 text-ink-700',
  processed: 'bg-leaf-50 text-leaf-700',
  failed: 'bg-danger-50 text-danger-600',
  reversed: 'bg-danger-50 text-danger-600',
};

export function PayoutList({ payouts }: { payouts: readonly Payout[] }) {
  const { _ } = useLingui();
  return (
    <ul className="flex flex-col divide-y divide-sand-200">
      {payouts.map((payout) => (
        <li key={payout.id} className="py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-ink-900">
              {payout.reference}
              <span className="ml-2 tabular-nums">{formatPaise(payout.amountPaise)}</span>
            </p>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[payout.status]}`}>
              {_(PAYOUT_STATUS[payout.status])}
            </span>
          </div>
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
            <dt>{_('payouts.payouts.to')}</dt>
            <dd className="wrap-anywhere text-ink-900">{payout.destination}</dd>
            <dt>{_('payouts.payouts.created')}</dt>
            <dd className="text-ink-900">{formatInstant(payout.createdAt)}</dd>
            {payout.settledAt && (
              <>
                <dt>{_('payouts.payouts.settled')}</dt>
                <dd className="text-ink-900">{formatInstant(payout.settledAt)}</dd>
              </>
            )}
            {payout.utr && (
              <>
                <dt>{_('payouts.payouts.utr')}</dt>
                <dd className="wrap-anywhere text-ink-900">{payout.utr}</dd>
              </>
            )}
          </dl>
          {(payout.status === 'failed' || payout.status === 'reversed') && (
            <p className="mt-2 rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
              {payout.failureReason
                ? _('payouts.payouts.returnedWhy', { reason: payout.failureReason })
                : _('payouts.payouts.returned')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
