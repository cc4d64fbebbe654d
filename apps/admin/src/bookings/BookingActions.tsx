// What an admin can do to a booking: cancel it with a refund choice (each saying what it refunds
// if cancelled now) and a reason, or send the guest's confirmation again.
import CancelIcon from '@mui/icons-material/Cancel';
import SendIcon from '@mui/icons-material/Send';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId, useState } from 'react';
import { TopToolbar, useRecordContext } from 'react-admin';
import { RecordActionButton } from '../components/RecordActionButton';
import { formatRupees } from '../lib/format';
import type { BookingRecord } from '../types/api';

export type RefundChoice = 'policy' | 'full' | 'none';

/** Each choice with what it refunds if cancelled now (the server's preview, by the rule cancelling uses). */
function refundOptions(preview: BookingRecord['refundPreview']): { value: RefundChoice; label: string }[] {
  return [
    {
      value: 'policy',
      label: preview
        ? `As the cancellation policy allows: ${formatRupees(preview.policyPaise)} (${preview.policyPercent}% now)`
        : 'As the cancellation policy allows',
    },
    { value: 'full', label: preview ? `Full refund: ${formatRupees(preview.fullPaise)}` : 'Full refund' },
    { value: 'none', label: 'No refund' },
  ];
}

function CancelBookingButton({ record }: { record: BookingRecord }) {
  const [refund, setRefund] = useState<RefundChoice>('policy');
  const labelId = useId();
  const noteId = useId();
  const preview = record.refundPreview;
  return (
    <RecordActionButton
      action="cancel"
      label="Cancel booking"
      icon={<CancelIcon />}
      destructive
      withReason
      // The server's preview is null once the booking can no longer be cancelled (ended, or its
      // stay begun): the same rule the cancellation itself keeps.
      disabled={!preview}
      confirmTitle={`Cancel booking ${record.code}?`}
      confirmText="The slot is released and the guest and owner are told."
      confirmLabel="Cancel booking"
      onOpen={() => setRefund('policy')}
      body={{ refund }}
      fields={
        <FormControl sx={{ mb: 1 }}>
          <FormLabel id={labelId}>Refund</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            aria-describedby={preview && !preview.paidOnline ? noteId : undefined}
            name="refund"
            value={refund}
            onChange={(e) => setRefund(e.target.value as RefundChoice)}
          >
            {refundOptions(preview).map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
          {preview && !preview.paidOnline && (
            <FormHelperText id={noteId}>
              Nothing was paid online: the refund is recorded, but no money is sent back through us.
            </FormHelperText>
          )}
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
