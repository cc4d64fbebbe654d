// One deposit claim as staff decide it: the deposit, the owner's claim with its reason and photos,
// the guest's objection, and, while it is disputed, the decision (full, part or none).
import { Alert, Box } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import { StatusChip } from '../components/StatusChip';
import { formatRupees } from '../lib/format';
import { DEPOSIT_STATUS_CHOICES } from '../lib/labels';
import type { DepositClaimRecord } from '../types/api';
import { ClaimPhotos } from './ClaimPhotos';
import { DecideButtons } from './DecideButtons';

function ClaimTitle() {
  const record = useRecordContext<DepositClaimRecord>();
  return <>{record ? `Deposit claim on ${record.bookingCode}` : 'Deposit claim'}</>;
}

function ClaimDetails() {
  const record = useRecordContext<DepositClaimRecord>();
  if (!record) return null;
  const disputed = record.status === 'disputed';
  return (
    <Box sx={{ p: 2 }}>
      <StatusChip set={DEPOSIT_STATUS_CHOICES} value={record.status} />
      {disputed && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          The guest disputes this claim: the deposit stays held until you decide.
        </Alert>
      )}
      <Section title="Claim">
        <DetailList
          items={[
            [
              'Booking',
              <RecordLink key="b" resource="bookings" id={record.id}>
                {record.bookingCode}
              </RecordLink>,
            ],
            ['Farmhouse', record.propertyTitle],
            ['Deposit', `${formatRupees(record.amountPaise)} (${record.method})`],
            ['Claimed', formatRupees(record.claimAmountPaise)],
            ['Claimed (IST)', <IstTime key="c" value={record.claimedAt} />],
            ["Owner's reason", record.claimReason],
            ["Guest's objection", record.disputeReason ?? '—'],
            ['Answered (IST)', record.answeredAt ? <IstTime key="a" value={record.answeredAt} /> : '—'],
          ]}
        />
      </Section>
      <Section title="Photos">
        <ClaimPhotos photos={record.photos} />
      </Section>
      {record.decision && (
        <Section title="Decision">
          <DetailList
            items={[
              ['Decision', record.decision],
              ['Owner keeps', record.keptPaise != null ? formatRupees(record.keptPaise) : '—'],
              ['Reason', record.decisionReason ?? '—'],
              ['Decided by', record.decidedBy ?? '—'],
            ]}
          />
        </Section>
      )}
      {disputed && <DecideButtons record={record} />}
    </Box>
  );
}

export function DepositClaimShow() {
  return (
    <Show title={<ClaimTitle />}>
      <ClaimDetails />
    </Show>
  );
}
