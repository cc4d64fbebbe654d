// "Send again" for a failed or reversed payout (docs/ADMIN_API.md payouts): the server makes a new
// payout of the owner's available balance, and the dialog names it with a link to it.
import ReplayIcon from '@mui/icons-material/Replay';
import { DialogContentText } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { RecordActionButton } from '../components/RecordActionButton';
import { RecordLink } from '../components/RecordLink';
import { formatPaise } from '../lib/format';
import type { PayoutRecord } from '../types/api';

/** Only these can be sent again; the server answers 409 PAYOUT_NOT_FAILED for any other. */
export const canSendAgain = (payout: Pick<PayoutRecord, 'status'>) =>
  payout.status === 'failed' || payout.status === 'reversed';

export function SendAgainButton({ record }: { record: PayoutRecord }) {
  if (!canSendAgain(record)) return null;
  const owner = record.ownerName ?? `owner ${record.ownerId}`;
  return (
    <RecordActionButton
      resource="payouts"
      record={record}
      action="send-again"
      label="Send again"
      icon={<ReplayIcon />}
      withReason
      confirmTitle={`Send ${record.reference} again?`}
      confirmText={`A new payout of ${owner}'s available balance goes to their payout details in force now.`}
      successMessage={(answer) => `${record.reference} sent again as ${(answer as PayoutRecord).reference}`}
      done={(answer: RaRecord) => {
        const made = answer as PayoutRecord;
        return (
          <DialogContentText>
            Sent again as{' '}
            <RecordLink resource="payouts" id={made.id}>
              {made.reference}
            </RecordLink>{' '}
            ({formatPaise(made.amountPaise)}).
          </DialogContentText>
        );
      }}
    />
  );
}
