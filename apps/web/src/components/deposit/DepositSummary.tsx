// A booking's refundable security deposit as guest and owner read it: the amount (never part of
// the price), where it stands (due, held, returned, claimed, disputed, settled), the cash receipt,
// the owner's claim with its photos, the guest's objection, staff's decision and what came back.
import { formatINR, formatInstant } from '@/lib/format';
import type { Deposit } from '@/types/api';
import { i18n } from '@/i18n';
import { useLingui } from '@/i18n/react';
import { ClaimPhotos } from './ClaimPhotos';
import './messages';

/** What the deposit's state reads as, in one line. */
export function depositStateText(deposit: Deposit): string {
  const claim = deposit.claim;
  switch (deposit.status) {
    case 'due':
      return i18n._('deposit.state.due');
    case 'held':
      return deposit.method === 'cash' ? i18n._('deposit.state.heldCash') : i18n._('deposit.state.held');
    case 'released':
      return deposit.method === 'cash' ? i18n._('deposit.state.returnedCash') : i18n._('deposit.state.released');
    case 'claimed':
      return i18n._('deposit.state.claimed', { amount: formatINR(claim?.amount ?? 0) });
    case 'disputed':
      return i18n._('deposit.state.disputed');
    case 'accepted':
    case 'decided':
      return i18n._('deposit.state.settled', {
        kept: formatINR(deposit.kept ?? 0),
        returned: formatINR(deposit.returned ?? 0),
      });
    default:
      return deposit.status;
  }
}

/** Where the refund of what goes back stands (a deposit paid online). */
function refundText(status: string): string {
  if (status === 'processed') return i18n._('deposit.refund.processed');
  if (status === 'failed') return i18n._('deposit.refund.failed');
  return i18n._('deposit.refund.pending');
}

export function DepositSummary({ deposit }: { deposit: Deposit }) {
  const { _ } = useLingui();
  const claim = deposit.claim;
  return (
    <section
      aria-label={_('deposit.title')}
      className="mt-3 rounded-xl border border-sand-200 bg-sand-50 p-3 text-sm text-ink-900"
    >
      <p className="font-semibold">
        {_('deposit.heading', { amount: formatINR(deposit.amount) })}{' '}
        <span data-deposit-status={deposit.status} className="font-normal text-ink-700">
          · {depositStateText(deposit)}
        </span>
      </p>
      {deposit.cashReceipt && (
        <p className="mt-1 text-ink-700">{_('deposit.receipt', { receipt: deposit.cashReceipt })}</p>
      )}
      {claim && (
        <div className="mt-2">
          <p>{_('deposit.claimReason', { amount: formatINR(claim.amount), reason: claim.reason })}</p>
          {deposit.status === 'claimed' && (
            <p className="mt-1 text-ink-700">{_('deposit.answerBy', { date: formatInstant(claim.answerBy) })}</p>
          )}
          <ClaimPhotos photos={claim.photos} />
          {claim.disputeReason && (
            <p className="mt-1 text-ink-700">{_('deposit.disputeReason', { reason: claim.disputeReason })}</p>
          )}
          {claim.decisionReason && (
            <p className="mt-1 text-ink-700">{_('deposit.decisionReason', { reason: claim.decisionReason })}</p>
          )}
        </div>
      )}
      {deposit.refundStatus && <p className="mt-1 text-ink-700">{refundText(deposit.refundStatus)}</p>}
    </section>
  );
}
