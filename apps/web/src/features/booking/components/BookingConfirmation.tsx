// The confirmation screen (/book/{slug}?booking={id}[&payment=success|failed]): the booking as the
// server has it, with its code up front, status, payment, dates in India time, total and the
// cancellation rule; a failed payment can be tried again with a new payment order. A paid request
// still waiting for the owner says the money comes back in full if the owner declines or the
// request lapses (the server refunds a rejected or expired paid booking in full).
import { Link } from 'react-router';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { ContactOwnerButton } from '@/features/messaging';
import { formatINR, formatInstant } from '@/lib/format';
import { useBooking } from '../api/bookings';
import { isOnlineMethod, paymentMethodLabel, paymentStatusLabel } from '../lib/status';
import { useLingui } from '@/i18n/react';
import '../messages';
import { usePayment } from '../lib/use-payment';
import { StatusBadge } from './StatusBadge';

export function BookingConfirmation({ bookingId, payment }: { bookingId: number; payment: string | null }) {
  const { _ } = useLingui();
  const query = useBooking(bookingId);
  const retry = usePayment();

  if (query.isError) {
    return (
      <p role="alert" className="mt-6 flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {_('booking.confirm.notFound')}
      </p>
    );
  }
  const booking = query.data;
  if (!booking) {
    return (
      <div role="status" className="mt-6 space-y-3">
        <span className="sr-only">{_('booking.confirm.loading')}</span>
        <div className="skeleton h-24 w-full" />
      </div>
    );
  }

  const online = isOnlineMethod(booking.paymentMethod);
  const paymentFailed = online && (payment === 'failed' || booking.paymentStatus === 'failed');
  const canRetry = paymentFailed && booking.status === 'pending' && booking.paymentStatus !== 'paid';

  return (
    <section aria-labelledby="confirmation-heading" className="mt-6">
      <div className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-6">
        <h2
          id="confirmation-heading"
          className="flex items-center gap-2 font-display text-xl font-semibold text-ink-900"
        >
          {paymentFailed ? (
            <AlertCircle aria-hidden="true" className="size-6 text-danger-600" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="size-6 text-leaf-700" />
          )}
          {paymentFailed
            ? _('booking.confirm.payFailed')
            : booking.status === 'confirmed'
              ? _('booking.confirm.confirmed')
              : _('booking.confirm.requestSent')}
        </h2>
        <p className="mt-3 text-sm text-ink-600">{_('booking.confirm.code')}</p>
        <p className="font-mono text-3xl font-bold tracking-wider text-ink-900" data-testid="booking-code">
          {booking.code}
        </p>
        <p className="mt-1 text-sm text-ink-600">{_('booking.confirm.quoteCode')}</p>

        <dl className="mt-5 grid gap-3 text-ink-900">
          <Row label={_('booking.field.status')}>
            <StatusBadge status={booking.status} />
          </Row>
          <Row label={_('booking.field.payment')}>
            {paymentMethodLabel(booking.paymentMethod)} ·{' '}
            {paymentStatusLabel(booking.paymentStatus, booking.paymentMethod)}
          </Row>
          <Row label={_('booking.field.farmhouse')}>{booking.property.title}</Row>
          <Row label={_('booking.field.address')}>{booking.property.address}</Row>
          <Row label={_('booking.field.supplier')}>{_('booking.supplier', { name: booking.supplier.name })}</Row>
          <Row label={_('booking.field.from')}>{formatInstant(booking.start)}</Row>
          <Row label={_('booking.field.to')}>{formatInstant(booking.end)}</Row>
          <Row label={_('booking.field.guests')}>{_('booking.guestCount', { count: booking.guests })}</Row>
          <Row label={_('booking.field.total')}>
            <span className="font-semibold tabular-nums">{formatINR(booking.price.total)}</span>
          </Row>
          {booking.securityDeposit > 0 && (
            <Row label={_('booking.field.deposit')}>
              <span className="tabular-nums" data-testid="security-deposit">
                {_('booking.confirm.deposit', { amount: formatINR(booking.securityDeposit) })}
              </span>
            </Row>
          )}
        </dl>
        {booking.status === 'pending' && (
          <p className="mt-4 text-ink-700">
            {online && booking.paymentStatus !== 'paid'
              ? _('booking.confirm.ownerAfterPay')
              : _('booking.confirm.ownerDecides')}
            {booking.expiresAt && ` ${_('booking.confirm.lapses', { date: formatInstant(booking.expiresAt) })}`}
          </p>
        )}
        {booking.status === 'pending' && online && booking.paymentStatus === 'paid' && (
          <p className="mt-2 font-semibold text-ink-900" data-testid="refund-if-declined">
            {_('booking.confirm.refundIfDeclined', { amount: formatINR(booking.price.total) })}
          </p>
        )}
      </div>

      {paymentFailed && (
        <div role="alert" className="mt-4 rounded-2xl bg-danger-50 p-4 text-ink-900">
          <p className="font-semibold text-danger-600">{_('booking.confirm.payDidNotGo')}</p>
          {canRetry && (
            <button
              type="button"
              className="btn-primary mt-3"
              disabled={retry.phase === 'working'}
              onClick={() => void retry.pay(booking)}
            >
              {_('booking.tryAgain')}
            </button>
          )}
          {retry.phase === 'error' && retry.message && <p className="mt-2">{retry.message}</p>}
          {retry.phase === 'script-failed' && <p className="mt-2">{_('booking.confirm.scriptFailed')}</p>}
        </div>
      )}

      <section aria-labelledby="rule-heading" className="mt-4 rounded-2xl bg-sand-100 p-4">
        <h3 id="rule-heading" className="font-semibold text-ink-900">
          {_('booking.rule.heading')}
        </h3>
        <p className="mt-1 text-ink-700">{booking.cancellation.rule}</p>
      </section>

      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.bookings} className="btn-primary">
          {_('booking.list.title')}
        </Link>
        <ContactOwnerButton
          propertyId={booking.property.id}
          label="message"
          source="booking_confirmation"
          className="btn-secondary"
        />
        <Link to={paths.property(booking.property.slug)} className="btn-secondary">
          {_('booking.backTo', { title: booking.property.title })}
        </Link>
      </div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <dt className="w-24 shrink-0 text-sm text-ink-600">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
