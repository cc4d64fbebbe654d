// /bookings "Your Bookings": the signed-in guest's bookings, newest first and paged, each with its
// farmhouse, dates in India time, total, coloured status, payment, code, refund and Cancel, and
// for an ended stay whether it can be reviewed (and the review dialog), "Message owner", which
// opens the conversation with the farmhouse's owner, and "Report a problem" during and just after a
// stay paid online (with where a reported problem stands), its GST documents to download (the tax
// invoice of a confirmed stay, a credit note for each refund of it), and the refundable security
// deposit with where it stands (accept or dispute an owner's claim on it), and a payment plan's
// balance: what is due by when, with Pay balance. Offline, the list last
// loaded on this device shows instead, saying when it was saved.
import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CalendarX, FileText, WifiOff } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageSteps } from '@/components/PageSteps';
import { ContactOwnerButton } from '@/features/messaging';
import { RequireSignIn } from '@/components/RequireSignIn';
import { formatCalendarDate, formatINR, formatInstant } from '@/lib/format';
import { refundProgress } from './lib/refund';
import { useDocumentTitle } from '@/lib/use-document-title';
import { bookingKeys, useMyBookings, type Booking, type MyBookings } from './api/bookings';
import { taxDocumentHref, useDownloadTaxDocument, type TaxDocumentRef } from './api/tax-documents';
import { CancelBookingDialog } from './components/CancelBookingDialog';
import { ReportProblemDialog } from './components/ReportProblemDialog';
import { DepositClaimAnswer } from './components/DepositClaimAnswer';
import { DepositSummary } from '@/components/deposit';
import { StayReview } from './components/StayReview';
import { StatusBadge } from './components/StatusBadge';
import { usePayment } from './lib/use-payment';
import { paymentMethodLabel, paymentStatusLabel } from './lib/status';
import { useLingui } from '@/i18n/react';
import './messages';

export default function BookingsPage() {
  const { _ } = useLingui();
  useDocumentTitle(_('booking.list.title'));
  return <RequireSignIn>{(user) => <Bookings userId={user.id} />}</RequireSignIn>;
}

function Bookings({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const query = useMyBookings(page, userId);
  const queryClient = useQueryClient();

  const replace = (updated: Booking) => {
    queryClient.setQueryData<MyBookings>(bookingKeys.mine(page), (current) =>
      current ? { ...current, items: current.items.map((b) => (b.id === updated.id ? updated : b)) } : current,
    );
    queryClient.setQueryData(bookingKeys.one(updated.id), updated);
  };

  // The row now says the stay was reviewed; the property's page shows it (and its new average).
  const reviewed = () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['properties'] });
  };

  const total = query.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (query.data?.meta.perPage ?? 10)));

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">{_('booking.list.title')}</h1>
      {query.isError ? (
        <p role="alert" className="mt-6 flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {_('booking.list.failed')}
        </p>
      ) : !query.data ? (
        <div role="status" className="mt-6 space-y-3">
          <span className="sr-only">{_('booking.list.loading')}</span>
          <div className="skeleton h-32 w-full" />
          <div className="skeleton h-32 w-full" />
        </div>
      ) : query.data.items.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-sand-200 bg-white p-6 text-center">
          <CalendarX aria-hidden="true" className="mx-auto size-10 text-brand-700" />
          <p className="mt-3 text-lg font-semibold text-ink-900">{_('booking.list.empty')}</p>
          <p className="mt-1 text-ink-700">{_('booking.list.emptyText')}</p>
          <Link to={paths.search} className="btn-primary mt-4">
            {_('booking.list.search')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-ink-700">{_('booking.list.count', { count: total })}</p>
          {query.data.savedAt && (
            <p className="mt-4 flex gap-2 rounded-xl bg-sand-100 p-3 text-ink-900">
              <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{_('booking.list.offline', { date: formatInstant(query.data.savedAt) })}</span>
            </p>
          )}
          <ul className="mt-4 flex flex-col gap-4" aria-busy={query.isPlaceholderData}>
            {query.data.items.map((booking) => (
              <li key={booking.id}>
                <BookingCard
                  booking={booking}
                  saved={Boolean(query.data.savedAt)}
                  onCancelled={replace}
                  onReported={replace}
                  onReviewed={reviewed}
                />
              </li>
            ))}
          </ul>
          <PageSteps page={page} pages={pages} onPage={setPage} label={_('booking.list.pages')} className="mt-6" />
        </>
      )}
    </div>
  );
}

function BookingCard({
  booking,
  saved,
  onCancelled,
  onReported,
  onReviewed,
}: {
  booking: Booking;
  /** Shown from the copy saved on this device: nothing can be changed through it. */
  saved: boolean;
  onCancelled: (booking: Booking) => void;
  onReported: (booking: Booking) => void;
  onReviewed: () => void;
}) {
  const { _ } = useLingui();
  const { refund, refundPercentNow } = booking.cancellation;
  // The server answers a refund for now only while the booking can be cancelled: pending or
  // confirmed, its stay not yet begun.
  const cancellable = refundPercentNow != null;
  return (
    <article
      aria-labelledby={`booking-${booking.id}`}
      className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`booking-${booking.id}`} className="text-lg font-semibold text-ink-900">
          <Link to={paths.property(booking.property.slug)} className="underline-offset-2 hover:underline">
            {booking.property.title}
          </Link>
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-3 grid gap-2 text-ink-900 sm:grid-cols-2">
        <Item label={_('booking.field.from')}>{formatInstant(booking.start)}</Item>
        <Item label={_('booking.field.to')}>{formatInstant(booking.end)}</Item>
        <Item label={_('booking.field.code')}>
          <span className="font-mono font-semibold">{booking.code}</span>
        </Item>
        {/* A copy saved offline before addresses were sent has none. */}
        {booking.property.address ? <Item label={_('booking.field.address')}>{booking.property.address}</Item> : null}
        {/* A receipt names who supplies the stay; a copy saved offline before that has none. */}
        {booking.supplier?.name ? (
          <Item label={_('booking.field.supplier')}>{_('booking.supplier', { name: booking.supplier.name })}</Item>
        ) : null}
        <Item label={_('booking.field.total')}>
          <span className="font-semibold tabular-nums">{formatINR(booking.price.total)}</span>
        </Item>
        <Item label={_('booking.field.payment')}>
          {paymentMethodLabel(booking.paymentMethod)} ·{' '}
          {paymentStatusLabel(booking.paymentStatus, booking.paymentMethod)}
        </Item>
        <Item label={_('booking.field.guests')}>{_('booking.guestCount', { count: booking.guests })}</Item>
        {booking.refund ? (
          <Item label={_('booking.field.refund')}>{refundProgress(booking.refund)}</Item>
        ) : (
          booking.status === 'cancelled' &&
          refund != null && (
            <Item label={_('booking.field.refund')}>{refund > 0 ? formatINR(refund) : _('booking.list.noRefund')}</Item>
          )
        )}
      </dl>
      {cancellable && (
        <p className="mt-3 text-sm text-ink-700">
          <span className="font-semibold">{_('booking.list.cancelNow', { percent: refundPercentNow })} </span>
          {booking.cancellation.rule}
        </p>
      )}
      {booking.cancellation.reason && booking.status === 'cancelled' && (
        <p className="mt-2 text-sm text-ink-700">{_('booking.list.reason', { reason: booking.cancellation.reason })}</p>
      )}
      {booking.paymentSchedule && <BalanceDue booking={booking} saved={saved} />}
      {booking.dispute && <DisputeNote dispute={booking.dispute} />}
      {/* A copy saved offline before documents were sent has none. */}
      {!saved && booking.taxDocuments?.length ? <TaxDocuments documents={booking.taxDocuments} /> : null}
      {booking.deposit && <DepositSummary deposit={booking.deposit} />}
      {!saved && booking.deposit && (
        <DepositClaimAnswer booking={booking} onAnswered={(deposit) => onReported({ ...booking, deposit })} />
      )}
      {!saved && (
        <div className="mt-4 flex flex-wrap gap-2">
          <ContactOwnerButton
            propertyId={booking.property.id}
            label="message"
            source="bookings"
            className="btn-secondary"
          />
          {booking.canReportProblem && <ReportProblemDialog booking={booking} onReported={onReported} />}
          {cancellable && <CancelBookingDialog booking={booking} onCancelled={onCancelled} />}
        </div>
      )}
      {!saved && <StayReview booking={booking} onWritten={onReviewed} />}
    </article>
  );
}

/** A payment plan's balance: what is due by when with "Pay balance", or that it was paid (or is
 * paid in cash at the property). */
function BalanceDue({ booking, saved }: { booking: Booking; saved: boolean }) {
  const { _ } = useLingui();
  const payment = usePayment();
  const schedule = booking.paymentSchedule!;
  const amount = formatINR(schedule.balance);
  const date = formatCalendarDate(schedule.dueDate);
  let text: string;
  if (schedule.balancePaid) text = _('booking.balance.paid', { amount });
  else if (schedule.method === 'cash') text = _('booking.balance.cash', { amount });
  else if (schedule.dueNow > 0) text = _('booking.balance.due', { amount, date });
  else return null;
  return (
    <section aria-label={_('booking.balance.title')} className="mt-3 rounded-xl bg-sand-100 p-3">
      <p className="font-semibold text-ink-900">{text}</p>
      {!saved && schedule.dueNow > 0 && (
        <button
          type="button"
          className="btn-primary mt-2"
          disabled={payment.phase === 'working'}
          onClick={() => void payment.pay(booking, 'balance')}
        >
          {_('booking.balance.pay')}
        </button>
      )}
      {payment.phase === 'error' && payment.message && (
        <p role="alert" className="mt-2 text-sm text-danger-600">
          {payment.message}
        </p>
      )}
    </section>
  );
}

/** The booking's tax invoice and credit notes: real addresses, fetched with the token when clicked. */
function TaxDocuments({ documents }: { documents: TaxDocumentRef[] }) {
  const { _ } = useLingui();
  const download = useDownloadTaxDocument();
  return (
    <section aria-label={_('booking.documents.heading')} className="mt-3">
      <ul className="flex flex-wrap gap-2">
        {documents.map((doc) => (
          <li key={doc.id}>
            <a
              href={taxDocumentHref(doc.id)}
              download
              className="btn-secondary"
              onClick={(event) => {
                event.preventDefault();
                download.mutate(doc);
              }}
            >
              <FileText aria-hidden="true" className="size-4" />
              {doc.kind === 'credit_note'
                ? _('booking.documents.creditNote', { number: doc.number })
                : _('booking.documents.invoice', { number: doc.number })}
            </a>
          </li>
        ))}
      </ul>
      {download.isError && (
        <p role="alert" className="field-error">
          {_('booking.documents.failed')}
        </p>
      )}
    </section>
  );
}

/** Where the problem the guest reported stands: open (earnings held), released or refunded. */
function DisputeNote({ dispute }: { dispute: NonNullable<Booking['dispute']> }) {
  const { _ } = useLingui();
  const open = dispute.status === 'open';
  return (
    <div role="note" className="mt-3 rounded-xl bg-sand-100 p-3 text-sm text-ink-900">
      <p className="font-semibold">
        {open
          ? _('booking.problem.reported', { date: formatInstant(dispute.createdAt) })
          : dispute.status === 'refunded'
            ? _('booking.problem.refunded')
            : _('booking.problem.released')}
      </p>
      {open && <p className="mt-1">{_('booking.problem.held')}</p>}
      <p className="mt-1 text-ink-700">{_('booking.problem.yourReason', { reason: dispute.reason })}</p>
    </div>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-20 shrink-0 text-sm text-ink-600">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
