// One payout as support reads it: to whom, how much, where it went, how it went, and the ledger
// lines it made (sent, paid out, returned), with Send again when it failed or was reversed.
import { Alert, Box } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import { SimpleTable } from '../components/SimpleTable';
import { StatusChip } from '../components/StatusChip';
import { formatPaise } from '../lib/format';
import { LEDGER_ACCOUNT_LABELS, LEDGER_KIND_LABELS, PAYOUT_STATUS_CHOICES } from '../lib/labels';
import { canSendAgain, SendAgainButton } from './SendAgainButton';
import type { PayoutRecord } from '../types/api';

const PROVIDER_LABELS: Record<string, string> = { simulated: 'Simulated', razorpayx: 'RazorpayX' };

function PayoutTitle() {
  const record = useRecordContext<PayoutRecord>();
  return <>{record ? `Payout ${record.reference}` : 'Payout'}</>;
}

function PayoutActions() {
  const record = useRecordContext<PayoutRecord>();
  return <TopToolbar>{record && <SendAgainButton record={record} />}</TopToolbar>;
}

function PayoutDetails() {
  const record = useRecordContext<PayoutRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <StatusChip set={PAYOUT_STATUS_CHOICES} value={record.status} />
      {canSendAgain(record) && record.failureReason && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {record.failureReason}
        </Alert>
      )}
      <Section title="Payout">
        <DetailList
          items={[
            ['Reference', record.reference],
            [
              'Owner',
              <RecordLink key="o" resource="users" id={record.ownerId}>
                {record.ownerName ?? `User ${record.ownerId}`}
              </RecordLink>,
            ],
            ['Amount', formatPaise(record.amountPaise)],
            ['Destination', record.destination || '—'],
            ['Provider', PROVIDER_LABELS[record.provider] ?? record.provider],
            ['Provider payout id', record.providerPayoutId ?? '—'],
            ['UTR', record.utr ?? '—'],
            ['Attempts', record.attempts],
            ['Failure reason', record.failureReason ?? '—'],
            ['Made at (IST)', <IstTime key="c" value={record.createdAt} />],
            ['Sent at (IST)', <IstTime key="s" value={record.sentAt} />],
            ['Settled at (IST)', <IstTime key="d" value={record.settledAt} />],
          ]}
        />
      </Section>
      <Section title="Ledger lines">
        <SimpleTable
          label="Ledger lines"
          rows={record.ledger}
          rowKey={(l, i) => `${l.entryId}-${i}`}
          empty="No ledger lines yet."
          columns={[
            { header: 'Kind', render: (l) => LEDGER_KIND_LABELS[l.kind] ?? l.kind },
            { header: 'Account', render: (l) => LEDGER_ACCOUNT_LABELS[l.account] ?? l.account },
            // Signed as the ledger keeps them: debits positive, credits negative.
            { header: 'Amount (debit +, credit −)', align: 'right', render: (l) => formatPaise(l.amountPaise) },
            { header: 'Memo', render: (l) => l.memo || '—' },
            { header: 'By', render: (l) => l.actor },
            { header: 'At (IST)', render: (l) => <IstTime value={l.createdAt} /> },
          ]}
        />
      </Section>
    </Box>
  );
}

export function PayoutShow() {
  return (
    <Show title={<PayoutTitle />} actions={<PayoutActions />}>
      <PayoutDetails />
    </Show>
  );
}
