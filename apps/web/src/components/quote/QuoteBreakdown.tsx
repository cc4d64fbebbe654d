// The quote's answer as the guest reads it: each line of the price, the total, with a payment
// plan what is paid now and what by when, and whether the slot can be booked. (The refundable
// deposit is said beside it, never among the price lines: in the listing's rates on the property
// page, under the quote on the booking page.)
import { AlertCircle, Tag } from 'lucide-react';
import clsx from 'clsx';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDate, formatINR, formatInstant } from '@/lib/format';
import type { Quote, QuoteLine } from '@/types/api';
import type { BookingQuote } from '@/lib/stay/use-booking-quote';
import { i18n } from '@/i18n';
import { useLingui } from '@/i18n/react';
import '../stay-picker/messages';

/** Discounts read "−₹500"; everything else as formatINR. */
function formatLineAmount(line: QuoteLine): string {
  return line.amount < 0 ? `−${formatINR(Math.abs(line.amount))}` : formatINR(line.amount);
}

/** A field's reason ("start cannot be in the past") says more than the envelope's "Validation failed". */
function quoteErrorMessage(error: Error): string {
  if (error instanceof ApiError) {
    const reason = Object.values(error.fields)[0];
    if (reason) return reason;
  }
  return error.message || i18n._('s.quoteFailed');
}

export function QuoteSummary({ booking, hasRequest }: { booking: BookingQuote; hasRequest: boolean }) {
  const { quote, upToDate, couponError, slotTaken } = booking;
  const { _ } = useLingui();
  if (!hasRequest) {
    return <p className="text-ink-700">{_('s.choose')}</p>;
  }
  if (quote.isError && !couponError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-ink-900">
        <p className="flex gap-2">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
          {quoteErrorMessage(quote.error)}
        </p>
        <button type="button" className="btn-secondary" onClick={() => quote.refetch()}>
          {_('s.retry')}
        </button>
      </div>
    );
  }
  if (!quote.data) {
    return <p className="text-ink-700">{_('s.calculating')}</p>;
  }
  return <QuoteBreakdown quote={quote.data} stale={!upToDate} unavailable={!quote.data.available || slotTaken} />;
}

function QuoteBreakdown({ quote, stale, unavailable }: { quote: Quote; stale: boolean; unavailable: boolean }) {
  const { _ } = useLingui();
  return (
    <div aria-busy={stale} className={clsx('transition-opacity', stale && 'opacity-60')}>
      {stale && <p className="sr-only">{_('s.updating')}</p>}
      {unavailable && (
        <p role="alert" className="mb-4 flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {_('s.unavailable')}
        </p>
      )}
      <dl className="flex flex-col gap-2 text-ink-700">
        {quote.lines.map((line, i) => (
          <div key={`${line.kind}-${line.label}-${i}`} className="flex justify-between gap-4">
            <dt className="flex items-center gap-1.5">
              {line.kind === 'discount' && <Tag aria-hidden="true" className="size-4 text-leaf-700" />}
              {line.label}
            </dt>
            <dd
              className={clsx(
                'whitespace-nowrap tabular-nums',
                line.kind === 'discount' && 'font-semibold text-leaf-700',
              )}
            >
              {formatLineAmount(line)}
            </dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-sand-200 pt-3 text-lg font-semibold text-ink-900">
          <dt>{_('s.total')}</dt>
          <dd className="tabular-nums">{formatINR(quote.total)}</dd>
        </div>
      </dl>
      {quote.schedule && (
        <p className="mt-2 font-semibold text-ink-900">
          {_('s.payPlan', {
            now: formatINR(quote.schedule.advance),
            later: formatINR(quote.schedule.balance),
            date: formatCalendarDate(quote.schedule.dueDate),
          })}
        </p>
      )}
      <p className="mt-2 text-sm text-ink-600">
        {_('s.span', { start: formatInstant(quote.start), end: formatInstant(quote.end), count: quote.guests })}
      </p>
    </div>
  );
}
