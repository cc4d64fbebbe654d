// The guest's reported problem with a booking (its dispute): what they said, when, and how staff
// resolved it. While it is open the stay's earnings are held, and staff either release them to the
// owner or refund the guest in full (which cancels the booking), each with a reason for the audit log.
import ReplayIcon from '@mui/icons-material/Replay';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { RecordActionButton } from '../components/RecordActionButton';
import { StatusChip } from '../components/StatusChip';
import { DISPUTE_STATUS_CHOICES } from '../lib/labels';
import type { BookingRecord } from '../types/api';

/** The server's path under the booking (crates/http routes/admin/bookings.rs). */
const RESOLVE = 'dispute/resolve';

export function DisputePanel({ record }: { record: BookingRecord }) {
  const dispute = record.dispute;
  if (!dispute) return null;
  const open = dispute.status === 'open';
  const items: [string, ReactNode][] = [
    ['Status', <StatusChip key="s" set={DISPUTE_STATUS_CHOICES} value={dispute.status} />],
    ['Reported (IST)', <IstTime key="r" value={dispute.createdAt} />],
    ["Guest's reason", dispute.reason],
  ];
  if (!open) {
    items.push(
      ['Resolved (IST)', dispute.resolvedAt ? <IstTime key="d" value={dispute.resolvedAt} /> : '—'],
      ['Resolved by', dispute.resolvedBy ?? '—'],
      ['Resolution reason', dispute.resolutionReason ?? '—'],
    );
  }
  return (
    <Section title="Dispute">
      {open && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The guest reported a problem: the owner&apos;s earnings for this stay are held until it is resolved.
        </Alert>
      )}
      <DetailList items={items} />
      {open && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <RecordActionButton
            record={record}
            action={RESOLVE}
            label="Release to owner"
            icon={<VerifiedIcon />}
            withReason
            body={{ outcome: 'release' }}
            confirmTitle={`Release the earnings of ${record.code} to the owner?`}
            confirmText="The held earnings become the owner's at once and go out with the next daily payout. The guest gets no refund."
            confirmLabel="Release to owner"
            successMessage={`Dispute on ${record.code} resolved: released to the owner`}
          />
          <RecordActionButton
            record={record}
            action={RESOLVE}
            label="Refund guest"
            icon={<ReplayIcon />}
            destructive
            withReason
            body={{ outcome: 'refund' }}
            confirmTitle={`Refund the guest of ${record.code} in full?`}
            confirmText="The booking is cancelled by staff and the guest gets everything back; the owner earns nothing for it."
            confirmLabel="Refund guest"
            successMessage={`Dispute on ${record.code} resolved: the guest is refunded`}
          />
        </Box>
      )}
    </Section>
  );
}
