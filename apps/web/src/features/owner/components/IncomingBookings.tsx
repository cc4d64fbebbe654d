// The owner's incoming bookings: guest, slot, total, payment and status, filtered by status, with
// Accept and Reject, and the security deposit (record cash, claim from it). After an answer the list is updated locally to the new status and the booking
// toast plays its sound (PRODUCT.md §4); failures use PRODUCT.md §8's dashboard errors.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Phone } from 'lucide-react';
import { useToast } from '@/components/toast';
import { PageSteps } from '@/components/PageSteps';
import { PAYMENT_METHOD_LABEL, paymentStatusLabel, StatusBadge } from '@/features/booking';
import { formatCalendarDate, formatINR, formatInstant } from '@/lib/format';
import { i18n, messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import {
  confirmBooking,
  ownerKeys,
  rejectBooking,
  useOwnerBookings,
  type OwnerBooking,
  type OwnerBookingPage,
} from '../api/owner';
import { dashboardError, dashboardErrorText } from '../lib-errors';
import { OwnerDepositActions } from './OwnerDepositActions';
import '../messages';

export const STATUS_FILTERS = [
  { value: '', label: messageId('owner.bookings.filter.all') },
  { value: 'pending', label: messageId('owner.bookings.filter.pending') },
  { value: 'confirmed', label: messageId('owner.bookings.filter.confirmed') },
  { value: 'rejected', label: messageId('owner.bookings.filter.rejected') },
  { value: 'cancelled', label: messageId('owner.bookings.filter.cancelled') },
  { value: 'expired', label: messageId('owner.bookings.filter.expired') },
] as const;

export function IncomingBookings() {
  const id = useId();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const query = useOwnerBookings(status, page);
  const queryClient = useQueryClient();
  const { _ } = useLingui();

  /** PRODUCT.md §4: the list is updated locally to the new status, and a booking sound plays. */
  function updateLocally(booking: OwnerBooking, nextStatus: string, answer?: OwnerBooking) {
    queryClient.setQueryData<OwnerBookingPage>(ownerKeys.bookings(status, page), (current) =>
      current
        ? {
            ...current,
            items: current.items.map((b) =>
              b.id === booking.id ? { ...b, ...answer, guest: b.guest, status: nextStatus } : b,
            ),
          }
        : current,
    );
    // Other filters' pages are now out of date.
    void queryClient.invalidateQueries({
      queryKey: ['owner', 'bookings'],
      predicate: (q) => q.queryKey[2] !== status || q.queryKey[3] !== page,
    });
  }

  const { answer, busy } = useBookingAnswer(updateLocally);

  const items = query.data?.items ?? [];
  const total = query.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (query.data?.meta.perPage ?? 20)));

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
          {_('owner.bookings.title')}
        </h2>
        <div>
          <label htmlFor={`${id}-status`} className="field-label">
            {_('owner.bookings.show')}
          </label>
          <select
            id={`${id}-status`}
            className="field-input"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            {STATUS_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {_(filter.label)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {query.isError ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {dashboardErrorText(query.error, messageId('owner.failed.loadBookings'))}
        </p>
      ) : !query.data ? (
        <div role="status" className="mt-4 space-y-3">
          <span className="sr-only">{_('owner.bookings.loading')}</span>
          <div className="skeleton h-28 w-full" />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-sand-200 bg-white p-4 text-ink-700">{_('owner.bookings.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {items.map((booking) => (
            <li key={booking.id}>
              <OwnerBookingCard booking={booking} busy={busy === booking.id} onAnswer={answer} />
            </li>
          ))}
        </ul>
      )}
      <PageSteps page={page} pages={pages} onPage={setPage} label={_('owner.bookings.pages')} className="mt-4" />
    </section>
  );
}

export type BookingAnswer = (booking: OwnerBooking, action: 'accept' | 'reject', reason?: string) => Promise<boolean>;

/**
 * Accept or reject with the booking toast and its sound (PRODUCT.md §4) and the dashboard's error
 * toasts; `onAnswered` updates whatever list shows the booking.
 */
export function useBookingAnswer(
  onAnswered: (booking: OwnerBooking, nextStatus: string, answered: OwnerBooking) => void,
) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  async function answer(booking: OwnerBooking, action: 'accept' | 'reject', reason?: string) {
    setBusy(booking.id);
    try {
      const answered = action === 'accept' ? await confirmBooking(booking.id) : await rejectBooking(booking.id, reason);
      const nextStatus = action === 'accept' ? 'confirmed' : 'rejected';
      onAnswered(booking, nextStatus, answered);
      toast({
        title: i18n._(action === 'accept' ? 'owner.bookings.confirmedToast' : 'owner.bookings.rejectedToast'),
        description: `${booking.code} · ${booking.guest.name ?? i18n._('owner.bookings.guest')} · ${formatInstant(booking.start)}`,
        variant: 'booking',
      });
      return true;
    } catch (error) {
      toast({
        ...dashboardError(
          error,
          action === 'accept' ? messageId('owner.failed.acceptBooking') : messageId('owner.failed.rejectBooking'),
        ),
        variant: 'error',
      });
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { answer, busy };
}

export function OwnerBookingCard({
  booking,
  busy,
  onAnswer,
}: {
  booking: OwnerBooking;
  busy: boolean;
  onAnswer: BookingAnswer;
}) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const awaitingPayment = booking.paymentMethod !== 'cash' && booking.paymentStatus !== 'paid';
  const guestName = booking.guest.name ?? _('owner.bookings.guest');
  return (
    <article
      aria-label={_('owner.bookings.cardLabel', { code: booking.code, guest: guestName })}
      className="rounded-2xl border border-sand-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-ink-900">{guestName}</p>
          {booking.guest.phone && (
            <a
              href={`tel:${booking.guest.phone}`}
              className="inline-flex min-h-11 items-center gap-1 text-brand-700 underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {booking.guest.phone}
            </a>
          )}
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-2 grid gap-1.5 text-ink-900 sm:grid-cols-2">
        <Item label={_('owner.bookings.farmhouse')}>{booking.property.title}</Item>
        <Item label={_('owner.bookings.code')}>
          <span className="font-mono">{booking.code}</span>
        </Item>
        <Item label={_('owner.bookings.from')}>{formatInstant(booking.start)}</Item>
        <Item label={_('owner.bookings.to')}>{formatInstant(booking.end)}</Item>
        <Item label={_('owner.bookings.guests')}>{_('owner.bookings.guestCount', { count: booking.guests })}</Item>
        <Item label={_('owner.bookings.total')}>
          <span className="font-semibold tabular-nums">{formatINR(booking.price.total)}</span>
        </Item>
        <Item label={_('owner.bookings.payment')}>
          {PAYMENT_METHOD_LABEL[booking.paymentMethod]} ·{' '}
          {paymentStatusLabel(booking.paymentStatus, booking.paymentMethod)}
        </Item>
        {booking.paymentSchedule && (
          <Item label={_('owner.bookings.balance')}>
            {booking.paymentSchedule.balancePaid
              ? _('owner.bookings.balancePaid', { amount: formatINR(booking.paymentSchedule.balance) })
              : booking.paymentSchedule.method === 'cash'
                ? _('owner.bookings.balanceCash', { amount: formatINR(booking.paymentSchedule.balance) })
                : _('owner.bookings.balanceDue', {
                    amount: formatINR(booking.paymentSchedule.balance),
                    date: formatCalendarDate(booking.paymentSchedule.dueDate),
                  })}
          </Item>
        )}
      </dl>
      <OwnerDepositActions
        booking={booking}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: ['owner', 'bookings'] })}
      />
      {booking.status === 'pending' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary"
            disabled={busy || awaitingPayment}
            aria-label={_('owner.bookings.acceptLabel', { code: booking.code })}
            onClick={() => void onAnswer(booking, 'accept')}
          >
            {_('owner.bookings.accept')}
          </button>
          <RejectDialog booking={booking} busy={busy} onReject={(reason) => onAnswer(booking, 'reject', reason)} />
          {awaitingPayment && <p className="w-full text-sm text-ink-700">{_('owner.bookings.awaitingPayment')}</p>}
        </div>
      )}
    </article>
  );
}

function RejectDialog({
  booking,
  busy,
  onReject,
}: {
  booking: OwnerBooking;
  busy: boolean;
  onReject: (reason?: string) => Promise<boolean>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { _ } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setReason('');
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          aria-label={_('owner.bookings.rejectLabel', { code: booking.code })}
        >
          {_('owner.bookings.reject')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">
            {_('owner.bookings.rejectTitle', { code: booking.code })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">
            {_('owner.bookings.rejectText')}
          </Dialog.Description>
          <form
            className="mt-4"
            onSubmit={async (event) => {
              event.preventDefault();
              if (await onReject(reason.trim() || undefined)) setOpen(false);
            }}
          >
            <label htmlFor={`${id}-reason`} className="field-label">
              {_('owner.reason')} <span className="font-normal text-ink-600">{_('owner.optional')}</span>
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={500}
              className="field-input py-2"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-ghost">
                  {_('owner.bookings.keepPending')}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn bg-danger-600 text-white hover:bg-danger-600/90" disabled={busy}>
                {_('owner.bookings.rejectBooking')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
