// /owner/messages (owners only): the owner inbox and inquiries; an open conversation shows the
// guest's bookings of that farmhouse with Accept and Decline.
import OwnerMessagesPage from '@/features/messaging/OwnerMessagesPage';
import { GuestBookings } from '@/features/owner';

export default function OwnerMessagesRoute() {
  return (
    <OwnerMessagesPage
      threadAside={(c) =>
        c.myRole === 'owner' ? (
          <GuestBookings propertyId={c.property.id} guestId={c.guestId} guestName={c.otherParty.fullName} />
        ) : null
      }
    />
  );
}
