// A booking's security deposit on its page: the amount, how it was paid, where it stands, the
// owner's claim and what was kept and returned; a disputed claim links to its decision.
import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import { StatusChip } from '../components/StatusChip';
import { DEPOSIT_STATUS_CHOICES } from '../lib/labels';
import type { BookingRecord } from '../types/api';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

export function DepositPanel({ record }: { record: BookingRecord }) {
  const deposit = record.deposit;
  if (!deposit) return null;
  const items: [string, ReactNode][] = [
    ['State', <StatusChip key="s" set={DEPOSIT_STATUS_CHOICES} value={deposit.status} />],
    ['Deposit', rupees(deposit.amount)],
    ['Paid', deposit.method ?? 'Not yet'],
    ['Collected (IST)', deposit.collectedAt ? <IstTime key="c" value={deposit.collectedAt} /> : '—'],
    ['Cash receipt', deposit.cashReceipt ?? '—'],
    ['Claim window ends (IST)', <IstTime key="w" value={deposit.claimUntil} />],
  ];
  if (deposit.claim) {
    items.push(
      ['Claimed', rupees(deposit.claim.amount)],
      ["Owner's reason", deposit.claim.reason],
      ["Guest's objection", deposit.claim.disputeReason ?? '—'],
    );
  }
  if (deposit.kept != null) {
    items.push(['Owner kept', rupees(deposit.kept)], ['Returned', rupees(deposit.returned ?? 0)]);
  }
  return (
    <Section title="Security deposit">
      {deposit.status === 'disputed' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The guest disputes the owner&apos;s claim.{' '}
          <RecordLink resource="deposit-claims" id={record.id}>
            Decide the claim
          </RecordLink>
        </Alert>
      )}
      <Box>
        <DetailList items={items} />
      </Box>
    </Section>
  );
}
