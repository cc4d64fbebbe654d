// /owner/earnings (owners only): what the ledger owes the owner and what it has paid them
// (docs/PRODUCT.md "Money and the ledger"). Available money is paid by the daily payout run once it reaches the
// minimum; an online-paid stay's net becomes available 24 hours after the stay starts (upcoming
// until then); a stay a guest disputed is held until staff resolve it; a cash stay's commission is
// owed and netted from the next payout. Below the
// figures, one month's stays and payouts (?month=YYYY-MM, this month by default) and that
// month's statement as CSV or PDF.
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorFallback, createErrorId } from '@/components/ErrorBoundary';
import { paths } from '@/config/paths';
import { formatInstant } from '@/lib/format';
import { formatMonth } from '@/lib/format-month';
import { formatPaise } from '@/lib/format-paise';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLingui } from '@/i18n/react';
import { ApiError } from '@/lib/api-client';
import {
  commissionInvoiceHref,
  currentMonth,
  statementHref,
  useDownloadCommissionInvoice,
  useDownloadStatement,
  useEarnings,
  type Earnings,
  type StatementFormat,
} from '../api/payouts';
import { PayoutList } from './PayoutList';
import { StaysTable } from './StaysTable';
import { monthsUpTo, readMonth } from './months';
import '../payouts/messages';

/** Settings → Payouts (PayoutSettings' anchor). */
const PAYOUT_SETTINGS = `${paths.settings}#payouts`;

export default function EarningsPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('payouts.earnings.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const thisMonth = currentMonth();
  const month = readMonth(params.get('month'), thisMonth);
  const earnings = useEarnings(month);
  const [errorId, setErrorId] = useState(() => createErrorId());
  const months = monthsUpTo(thisMonth);
  if (!months.includes(month)) months.push(month);

  const choose = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === thisMonth) search.delete('month');
    else search.set('month', next);
    setParams(search, { replace: true });
  };

  const data = earnings.data;
  return (
    <div className="container-page max-w-4xl py-6 sm:py-10">
      <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">{_('payouts.earnings.title')}</h1>
      <p className="mt-1 text-ink-700">{_('payouts.earnings.intro')}</p>

      {earnings.isError ? (
        <ErrorFallback
          area="generic"
          errorId={errorId}
          onRetry={() => {
            setErrorId(createErrorId());
            void earnings.refetch();
          }}
        />
      ) : !data ? (
        <div role="status" className="mt-6 flex flex-col gap-3">
          <span className="sr-only">{_('payouts.earnings.loading')}</span>
          <div className="skeleton h-24 w-full" />
          <div className="skeleton h-56 w-full" />
        </div>
      ) : (
        <>
          <Notices data={data} />
          <Summary data={data} />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="sm:min-w-56">
              <label htmlFor={`${id}-month`} className="field-label">
                {_('payouts.earnings.month')}
              </label>
              <select
                id={`${id}-month`}
                className="field-input"
                value={month}
                onChange={(event) => choose(event.target.value)}
              >
                {months.map((value) => (
                  <option key={value} value={value}>
                    {formatMonth(value)}
                  </option>
                ))}
              </select>
            </div>
            <Statements month={month} />
          </div>
          <div
            aria-busy={earnings.isPlaceholderData}
            className={earnings.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          >
            <Panel title={_('payouts.stays.title', { month: formatMonth(month) })}>
              {data.stays.length === 0 ? <Empty>{_('payouts.stays.none')}</Empty> : <StaysTable stays={data.stays} />}
            </Panel>
            <Panel title={_('payouts.payouts.title', { month: formatMonth(month) })}>
              {data.payouts.length === 0 ? (
                <Empty>{_('payouts.payouts.none')}</Empty>
              ) : (
                <PayoutList payouts={data.payouts} />
              )}
            </Panel>
          </div>
        </>
      )}
    </div>
  );
}

/** Held payouts, and the way to be paid at all. */
function Notices({ data }: { data: Earnings }) {
  const { _ } = useLingui();
  return (
    <>
      {data.held && (
        <div role="note" className="mt-6 rounded-2xl border border-star/50 bg-sand-100 p-4 text-ink-900">
          <p className="font-semibold">{_('payouts.held.title')}</p>
          <p className="mt-1 text-sm">{_('payouts.held.text')}</p>
        </div>
      )}
      {data.payoutDetails === null && (
        <div className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-ink-900">
          <p className="font-semibold">{_('payouts.noDetails.title')}</p>
          <p className="mt-1 text-sm">{_('payouts.noDetails.text')}</p>
          <Link to={PAYOUT_SETTINGS} className="btn-primary mt-3">
            {_('payouts.noDetails.link')}
          </Link>
        </div>
      )}
    </>
  );
}

function Summary({ data }: { data: Earnings }) {
  const { _ } = useLingui();
  const belowMinimum = data.availablePaise < data.minimumPayoutPaise;
  return (
    <section aria-label={_('payouts.summary')} className="mt-6">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Card
          label={_('payouts.card.available')}
          value={formatPaise(data.availablePaise)}
          hint={
            belowMinimum
              ? _('payouts.card.availableBelow', { minimum: formatPaise(data.minimumPayoutPaise) })
              : _('payouts.card.availableText')
          }
        />
        <Card
          label={_('payouts.card.upcoming')}
          value={formatPaise(data.upcomingPaise)}
          hint={
            data.upcoming.length === 0 ? (
              _('payouts.card.upcomingNone')
            ) : (
              <ul className="flex flex-col gap-0.5">
                {data.upcoming.map((part) => (
                  <li key={`${part.availableAt} ${part.amountPaise}`}>
                    {_('payouts.card.upcomingPart', {
                      amount: formatPaise(part.amountPaise),
                      date: formatInstant(part.availableAt),
                    })}
                  </li>
                ))}
              </ul>
            )
          }
        />
        <Card label={_('payouts.card.paidOut')} value={formatPaise(data.paidOutPaise)} />
        {data.disputedPaise > 0 && (
          <Card
            label={_('payouts.card.disputed')}
            value={formatPaise(data.disputedPaise)}
            hint={_('payouts.card.disputedText')}
          />
        )}
        {data.owedPaise > 0 && (
          <Card
            label={_('payouts.card.owed')}
            value={formatPaise(data.owedPaise)}
            hint={_('payouts.card.owedText', { amount: formatPaise(data.owedPaise) })}
          />
        )}
      </dl>
    </section>
  );
}

function Card({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-4">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink-900 tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-sm text-ink-700">{hint}</dd>}
    </div>
  );
}

/** The month's statement files: real addresses, fetched with the owner's token when clicked. */
function Statements({ month }: { month: string }) {
  const { _ } = useLingui();
  const download = useDownloadStatement();
  const invoice = useDownloadCommissionInvoice();
  // Only a month that is over has a commission invoice.
  const over = month < currentMonth();
  const get = (format: StatementFormat) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain navigation would carry no token (the API reads only the bearer token).
    event.preventDefault();
    download.mutate({ month, format });
  };
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <a href={statementHref(month, 'csv')} download className="btn-secondary" onClick={get('csv')}>
          {_('payouts.statement.csv')}
        </a>
        <a href={statementHref(month, 'pdf')} download className="btn-secondary" onClick={get('pdf')}>
          {_('payouts.statement.pdf')}
        </a>
        {over && (
          <a
            href={commissionInvoiceHref(month)}
            download
            className="btn-secondary"
            onClick={(event) => {
              event.preventDefault();
              invoice.mutate(month);
            }}
          >
            {_('payouts.commissionInvoice')}
          </a>
        )}
      </div>
      {download.isError && (
        <p role="alert" className="field-error">
          {_('payouts.statement.failed')}
        </p>
      )}
      {invoice.isError && (
        <p role="alert" className="field-error">
          {invoice.error instanceof ApiError && invoice.error.status === 404
            ? _('payouts.commissionInvoiceNone')
            : _('payouts.statement.failed')}
        </p>
      )}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl border border-sand-200 bg-white p-4">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="py-4 text-center text-ink-700">{children}</p>;
}
