// The console's Reconciliation page at /admin/reconciliation (docs/ADMIN_API.md
// "Reconciliation"): for the days picked (India time, default the last 7, kept in the address as
// ?from=&to=), each day's payments captured, refunds processed and payouts sent, paid out and
// returned as the providers' records say and as the ledger says, with the difference; then every
// payment, refund or payout on which the two disagree, linked to its booking or payout.
import { Alert, Box, Button, Skeleton, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { RecordLink } from '../components/RecordLink';
import { SimpleTable } from '../components/SimpleTable';
import type { AdminDataProvider, DayRange } from '../lib/dataProvider';
import { formatIstDate, formatPaise } from '../lib/format';
import type { Reconciliation, ReconciliationDifference, ReconciliationFigure } from '../types/api';
import { FLOW_LABELS, PROBLEM_LABELS, fieldMessages, rangeFrom } from './words';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A difference in paise, marked when it is not zero. */
function Difference({ paise }: { paise: number }) {
  return (
    <Box component="span" sx={paise === 0 ? undefined : { color: 'error.main', fontWeight: 600 }}>
      {formatPaise(paise)}
    </Box>
  );
}

function FiguresTable({ label, figures }: { label: string; figures: ReconciliationFigure[] }) {
  return (
    <SimpleTable
      label={label}
      rows={figures}
      rowKey={(f) => `${f.flow}-${f.provider}`}
      empty="Nothing moved."
      columns={[
        { header: 'Flow', render: (f) => FLOW_LABELS[f.flow] },
        { header: 'Provider', render: (f) => f.provider },
        { header: 'Provider’s records', align: 'right', render: (f) => formatPaise(f.providerPaise) },
        { header: 'Ledger', align: 'right', render: (f) => formatPaise(f.ledgerPaise) },
        { header: 'Difference', align: 'right', render: (f) => <Difference paise={f.differencePaise} /> },
      ]}
    />
  );
}

/** The payment, refund or payout a difference is about, linked to its booking or payout. */
function RecordOf({ d }: { d: ReconciliationDifference }) {
  if (d.payoutId != null) {
    return (
      <RecordLink resource="payouts" id={d.payoutId}>
        {d.payoutReference ?? `Payout ${d.payoutId}`}
      </RecordLink>
    );
  }
  const what = d.paymentId != null ? `Payment ${d.paymentId}` : d.refundId != null ? `Refund ${d.refundId}` : null;
  return (
    <>
      {what && <Box component="span">{what}</Box>}
      {d.bookingId != null && (
        <Box component="span" sx={{ display: 'block' }}>
          <RecordLink resource="bookings" id={d.bookingId}>
            Booking {d.bookingCode ?? d.bookingId}
          </RecordLink>
        </Box>
      )}
      {!what && d.bookingId == null && '—'}
    </>
  );
}

function DifferencesTable({ differences }: { differences: ReconciliationDifference[] }) {
  return (
    <SimpleTable
      label="Differences between the providers’ records and the ledger"
      rows={differences}
      rowKey={(d, i) => `${d.date}-${d.flow}-${d.paymentId ?? d.refundId ?? d.payoutId ?? 'none'}-${i}`}
      empty="No differences."
      columns={[
        { header: 'Date', render: (d) => formatIstDate(d.date, true) },
        { header: 'Flow', render: (d) => `${FLOW_LABELS[d.flow]} (${d.provider})` },
        { header: 'Record', render: (d) => <RecordOf d={d} /> },
        {
          header: 'What differs',
          render: (d) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {PROBLEM_LABELS[d.problem]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {d.message}
              </Typography>
            </>
          ),
        },
        { header: 'Provider’s records', align: 'right', render: (d) => formatPaise(d.providerPaise) },
        { header: 'Ledger', align: 'right', render: (d) => formatPaise(d.ledgerPaise) },
        { header: 'Difference', align: 'right', render: (d) => <Difference paise={d.differencePaise} /> },
      ]}
    />
  );
}

function Report({ data }: { data: Reconciliation }) {
  const agrees = data.differences.length === 0 && data.totals.every((f) => f.differencePaise === 0);
  const days = `${formatIstDate(data.from, true)} to ${formatIstDate(data.to, true)}`;
  const count = data.differences.length;
  return (
    <>
      {agrees ? (
        <Alert severity="success" sx={{ mt: 3 }}>
          No differences: the providers’ records and the ledger agree on every day from {days}.
        </Alert>
      ) : (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {count === 0
            ? 'The day totals differ, though no single record was found to.'
            : `${count}${data.differencesComplete ? '' : '+'} ${count === 1 ? 'difference' : 'differences'} between the providers’ records and the ledger from ${days}.`}
        </Alert>
      )}

      {data.days.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          No payments, refunds or payouts on these days.
        </Typography>
      ) : (
        data.days.map((day) => {
          const date = formatIstDate(day.date, true);
          return (
            <Section key={day.date} id={`reconciliation-${day.date}`} title={date}>
              <FiguresTable label={`Payments, refunds and payouts on ${date}`} figures={day.figures} />
            </Section>
          );
        })
      )}

      {data.days.length > 1 && (
        <Section id="reconciliation-totals" title="All these days">
          <FiguresTable label={`Payments, refunds and payouts from ${days}`} figures={data.totals} />
        </Section>
      )}

      {count > 0 && (
        <Section id="reconciliation-differences" title="Differences">
          <DifferencesTable differences={data.differences} />
          {!data.differencesComplete && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Only the first {count} are listed: pick fewer days to see the rest.
            </Typography>
          )}
        </Section>
      )}
    </>
  );
}

/** The two days to show, as the admin edits them; shown when the form is sent. */
function RangeForm({
  range,
  errors,
  onShow,
}: {
  range: DayRange;
  errors: Partial<Record<'from' | 'to', string>>;
  onShow: (range: DayRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  function submit(event: FormEvent) {
    event.preventDefault();
    onShow(draft);
  }
  return (
    <Box
      component="form"
      aria-label="Days to reconcile"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
    >
      {(['from', 'to'] as const).map((field) => (
        <TextField
          key={field}
          id={`reconciliation-${field}`}
          label={field === 'from' ? 'From' : 'To'}
          type="date"
          size="small"
          value={draft[field]}
          onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          error={Boolean(errors[field])}
          helperText={errors[field] ?? (field === 'from' ? 'India time' : 'Included; at most 92 days')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
        Show
      </Button>
    </Box>
  );
}

export function ReconciliationPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery({
    queryKey: ['admin', 'reconciliation', range.from, range.to],
    queryFn: () => dataProvider.getReconciliation(range),
    placeholderData: keepPreviousData,
    // A refusal names its field and other errors have a Try again button; retrying only delays them.
    retry: false,
  });
  const errors = fieldMessages(error);
  const refused = Object.keys(errors).length > 0;

  function show(next: DayRange) {
    const query = new URLSearchParams(params);
    query.set('from', next.from);
    query.set('to', next.to);
    setParams(query, { replace: true });
    if (next.from === range.from && next.to === range.to) void refetch();
  }

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Reconciliation" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Payments, refunds and payouts as the payment and payout providers’ records say, against the ledger, day by day
        (India time).
      </Typography>
      {/* Keyed by the days shown, so going back in history shows them in the form too. */}
      <RangeForm key={`${range.from}/${range.to}`} range={range} errors={refused ? errors : {}} onShow={show} />

      {error && !refused ? (
        <Alert
          severity="error"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The reconciliation could not be loaded{error instanceof Error && error.message ? `: ${error.message}` : '.'}
        </Alert>
      ) : refused ? null : isPending || !data ? (
        <Box sx={{ mt: 3 }} aria-busy="true" aria-label="Loading the reconciliation">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
        </Box>
      ) : (
        <Box aria-busy={isPlaceholderData} sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Report data={data} />
        </Box>
      )}
    </Box>
  );
}
