// In the owner's chat with a guest: that guest's bookings of the farmhouse the conversation is
// about (GET /api/v1/owner/bookings?propertyId&guestId), pending first, each with Accept and
// Decline, so a request can be answered where it is talked over.
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@/i18n/react';
import { ownerKeys, useGuestBookings, type OwnerBooking } from '../api/owner';
import { OwnerBookingCard, useBookingAnswer } from './IncomingBookings';
import '../messages';

/** How many of the guest's bookings the chat shows (pending ones sort first). */
const SHOWN = 3;

export function GuestBookings({
  propertyId,
  guestId,
  guestName,
}: {
  propertyId: number;
  guestId: number;
  guestName: string;
}) {
  const id = useId();
  const { _ } = useLingui();
  const query = useGuestBookings(propertyId, guestId);
  const queryClient = useQueryClient();
  const { answer, busy } = useBookingAnswer((booking: OwnerBooking, nextStatus: string, answered: OwnerBooking) => {
    queryClient.setQueryData<OwnerBooking[]>(ownerKeys.guestBookings(propertyId, guestId), (current) =>
      current?.map((b) => (b.id === booking.id ? { ...b, ...answered, guest: b.guest, status: nextStatus } : b)),
    );
    // The dashboard's lists are out of date now.
    void queryClient.invalidateQueries({
      queryKey: ['owner', 'bookings'],
      predicate: (q) => q.queryKey[2] !== 'guest',
    });
  });
  const bookings = query.data ?? [];
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="border-b border-sand-200 p-3">
      <h3 id={`${id}-heading`} className="font-semibold text-ink-900">
        {_('owner.chat.bookingsOf', { name: guestName })}
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {bookings.slice(0, SHOWN).map((booking) => (
          <li key={booking.id}>
            <OwnerBookingCard booking={booking} busy={busy === booking.id} onAnswer={answer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
