// What an admin can do to a booking: cancel it with a refund choice and a reason, or send the
// guest's confirmation again.
import CancelIcon from '@mui/icons-material/Cancel';
import SendIcon from '@mui/icons-material/Send';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId, useState } from 'react';
import { TopToolbar, useRecordContext } from 'react-admin';
import { RecordActionButton } from '../components/RecordActionButton';
import type { BookingRecord } from './types';

export type RefundChoice = 'policy' | 'full' | 'none';

const REFUND_OPTIONS: { value: RefundChoice; label: string }[] = [
  { value: 'policy', label: 'As the cancellation policy allows' },
  { value: 'full', label: 'Full refund' },
  { value: 'none', label: 'No refund' },
];

function CancelBookingButton({ record }: { record: BookingRecord }) {
  const [refund, setRefund] = useState<RefundChoice>('policy');
  const labelId = useId();
  return (
    <RecordActionButton
      action="cancel"
      label="Cancel booking"
      icon={<CancelIcon />}
      destructive
      withReason
      disabled={record.status !== 'pending' && record.status !== 'confirmed'}
      confirmTitle={`Cancel booking ${record.code}?`}
      confirmText="The slot is released and the guest and owner are told."
      confirmLabel="Cancel booking"
      onOpen={() => setRefund('policy')}
      body={{ refund }}
      fields={
        <FormControl sx={{ mb: 1 }}>
          <FormLabel id={labelId}>Refund</FormLabel>
          <RadioGroup aria-labelledby={labelId} name="refund" value={refund} onChange={(e) => setRefund(e.target.value as RefundChoice)}>
            {REFUND_OPTIONS.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>
      }
      successMessage={`Booking ${record.code} cancelled`}
    />
  );
}

export function BookingActions() {
  const record = useRecordContext<BookingRecord>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <RecordActionButton
        action="resend-confirmation"
        label="Resend confirmation"
        icon={<SendIcon />}
        disabled={record.status !== 'confirmed'}
        successMessage={`Confirmation for ${record.code} sent again`}
      />
      <CancelBookingButton record={record} />
    </TopToolbar>
  );
}
