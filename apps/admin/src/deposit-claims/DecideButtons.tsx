// Staff's decision on a disputed deposit claim: the owner keeps all they claimed, part of it (an
// amount in rupees below the claim), or nothing; each with a reason for the audit log. The kept
// part goes to the owner's balance at once and the rest back to the guest.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import { Box, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { RecordActionButton } from '../components/RecordActionButton';
import { readRupees } from '../lib/amount';
import { formatRupees } from '../lib/format';
import type { DepositClaimRecord } from '../types/api';

export const PART_RULE = 'Enter what the owner keeps: more than nothing and less than the claim.';

export function DecideButtons({ record }: { record: DepositClaimRecord }) {
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const amountId = useId();
  const reading = readRupees(amount);
  const keptPaise = reading.paise;
  const claim = formatRupees(record.claimAmountPaise);
  const returned = (kept: number) => formatRupees(record.amountPaise - kept);

  function check(): boolean {
    const bad = reading.problem ?? (keptPaise !== null && keptPaise >= record.claimAmountPaise ? PART_RULE : null);
    setProblem(bad);
    if (bad) document.getElementById(amountId)?.focus();
    return bad === null;
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      <RecordActionButton
        resource="deposit-claims"
        record={record}
        action="decide"
        label="Owner keeps the claim"
        icon={<CheckIcon />}
        withReason
        body={{ decision: 'full' }}
        confirmTitle={`The owner keeps ${claim} of the deposit of ${record.bookingCode}?`}
        confirmText={`${claim} goes to the owner's balance at once; ${returned(record.claimAmountPaise)} goes back to the guest.`}
        confirmLabel="Decide: full"
        successMessage={`Claim on ${record.bookingCode} decided: the owner keeps ${claim}`}
      />
      <RecordActionButton
        resource="deposit-claims"
        record={record}
        action="decide"
        label="Owner keeps part"
        icon={<ContentCutIcon />}
        withReason
        body={{ decision: 'part', keptPaise }}
        onOpen={() => {
          setAmount('');
          setProblem(null);
        }}
        check={check}
        confirmTitle={`How much of the ${claim} claim does the owner keep?`}
        confirmText="The rest of the deposit goes back to the guest."
        confirmLabel="Decide: part"
        successMessage={`Claim on ${record.bookingCode} decided in part`}
        fields={
          <TextField
            id={amountId}
            label="Owner keeps (₹)"
            required
            fullWidth
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? `Less than ${claim}.`}
            sx={{ mb: 2 }}
          />
        }
      />
      <RecordActionButton
        resource="deposit-claims"
        record={record}
        action="decide"
        label="Guest gets it all back"
        icon={<CloseIcon />}
        destructive
        withReason
        body={{ decision: 'none' }}
        confirmTitle={`Refuse the claim on ${record.bookingCode}?`}
        confirmText={`The whole deposit of ${formatRupees(record.amountPaise)} goes back to the guest; the owner keeps nothing.`}
        confirmLabel="Decide: none"
        successMessage={`Claim on ${record.bookingCode} refused: the deposit goes back to the guest`}
      />
    </Box>
  );
}
