// An owner's money on their user page (docs/ADMIN_API.md "Owner's money"): what is available,
// what becomes available when, what they owe, and whether staff hold their payouts; with Hold or
// Release payouts and Adjust balance, each with a reason. The actions refresh every query, so the
// figures are read again after each one.
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { RecordActionButton } from '../components/RecordActionButton';
import { SimpleTable } from '../components/SimpleTable';
import { readRupees } from '../lib/amount';
import type { AdminDataProvider } from '../lib/dataProvider';
import { formatPaise } from '../lib/format';
import type { Adjusted, UserRecord } from '../types/api';

type Direction = 'to' | 'from';
export const DIRECTION_REQUIRED = 'Choose whether the money goes to the owner or comes from them.';

function AdjustBalanceButton({ record }: { record: UserRecord }) {
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<Direction | ''>('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [directionProblem, setDirectionProblem] = useState<string | null>(null);
  const amountId = useId();
  const directionId = useId();
  const reading = readRupees(amount);
  const amountPaise =
    reading.paise === null || direction === '' ? null : direction === 'to' ? reading.paise : -reading.paise;

  function check(): boolean {
    setAmountProblem(reading.problem);
    const noDirection = direction === '' ? DIRECTION_REQUIRED : null;
    setDirectionProblem(noDirection);
    if (reading.problem) document.getElementById(amountId)?.focus();
    else if (noDirection) document.getElementById(directionId)?.querySelector('input')?.focus();
    return !reading.problem && !noDirection;
  }

  return (
    <RecordActionButton
      action="ledger-adjustments"
      label="Adjust balance"
      icon={<TuneIcon />}
      withReason
      confirmTitle={`Adjust the balance of ${record.fullName}`}
      confirmText="One ledger entry, in the audit log too: money to the owner is paid out with their next payout; money from the owner is recovered from what they earn."
      confirmLabel="Adjust"
      onOpen={() => {
        setAmount('');
        setDirection('');
        setAmountProblem(null);
        setDirectionProblem(null);
      }}
      check={check}
      body={{ amountPaise }}
      fields={
        <>
          <TextField
            id={amountId}
            label="Amount (₹)"
            required
            fullWidth
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setAmountProblem(null);
            }}
            error={!!amountProblem}
            helperText={amountProblem ?? 'Rupees, paise allowed (500.50).'}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            sx={{ mt: 1 }}
          />
          <FormControl required error={!!directionProblem} sx={{ mt: 2, mb: 1 }}>
            <FormLabel id={`${directionId}-label`}>Direction</FormLabel>
            <RadioGroup
              id={directionId}
              row
              aria-labelledby={`${directionId}-label`}
              aria-describedby={directionProblem ? `${directionId}-problem` : undefined}
              value={direction}
              onChange={(e) => {
                setDirection(e.target.value as Direction);
                setDirectionProblem(null);
              }}
            >
              <FormControlLabel value="to" control={<Radio />} label="To the owner" />
              <FormControlLabel value="from" control={<Radio />} label="From the owner" />
            </RadioGroup>
            {directionProblem && <FormHelperText id={`${directionId}-problem`}>{directionProblem}</FormHelperText>}
          </FormControl>
        </>
      }
      successMessage={(answer) => {
        const adjusted = answer as unknown as Adjusted;
        const moved = formatPaise(Math.abs(adjusted.amountPaise));
        const way = adjusted.amountPaise > 0 ? `to ${record.fullName}` : `from ${record.fullName}`;
        return `${moved} ${way}; available now ${formatPaise(adjusted.balance.availablePaise)}`;
      }}
    />
  );
}

export function OwnerMoneySection({ record }: { record: UserRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['users', 'getOwnerMoney', record.id],
    queryFn: () => dataProvider.getOwnerMoney(record.id),
  });

  if (isPending) {
    return (
      <Section title="Money">
        <CircularProgress size={24} aria-label="Reading the balance" />
      </Section>
    );
  }
  if (error || !data) {
    return (
      <Section title="Money">
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The balance could not be read{error?.message ? `: ${error.message}` : '.'}
        </Alert>
      </Section>
    );
  }

  const { balance, hold } = data;
  return (
    <Section title="Money">
      {hold ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Payouts on hold since <IstTime value={hold.heldAt} />, by {hold.heldBy}: {hold.reason}
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          Payouts are not held: the daily run pays what is available.
        </Alert>
      )}
      <DetailList
        items={[
          ['Available', formatPaise(balance.availablePaise)],
          ['Upcoming', formatPaise(balance.upcomingPaise)],
          ['Owed by the owner', formatPaise(balance.owedPaise)],
          ['Held by disputes', formatPaise(balance.disputedPaise)],
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <SimpleTable
          label="Upcoming earnings"
          rows={balance.upcoming}
          rowKey={(u, i) => `${u.availableAt}-${i}`}
          empty="Nothing upcoming."
          columns={[
            { header: 'Available from (IST)', render: (u) => <IstTime value={u.availableAt} /> },
            { header: 'Amount', align: 'right', render: (u) => formatPaise(u.amountPaise) },
          ]}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {hold ? (
          <RecordActionButton
            action="payouts/release"
            label="Release payouts"
            icon={<PlayCircleIcon />}
            withReason
            confirmTitle={`Release the payouts of ${record.fullName}?`}
            confirmText="The next daily run pays what is available."
            successMessage={`Payouts of ${record.fullName} released`}
          />
        ) : (
          <RecordActionButton
            action="payouts/hold"
            label="Hold payouts"
            icon={<PauseCircleIcon />}
            destructive
            withReason
            confirmTitle={`Hold the payouts of ${record.fullName}?`}
            confirmText="The daily run skips them, and nothing is sent again, until the hold is released."
            successMessage={`Payouts of ${record.fullName} held`}
          />
        )}
        <AdjustBalanceButton record={record} />
      </Box>
    </Section>
  );
}
