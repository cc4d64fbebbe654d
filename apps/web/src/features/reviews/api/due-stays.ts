// The signed-in guest's stays that can be reviewed now, from GET /api/v1/users/me/bookings (the
// property page's "How was your stay?").
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { components } from '@/types/schema';

type Booking = components['schemas']['BookingView'];

/** Under the booking feature's ['bookings'] key, so whatever refreshes the guest's bookings refreshes this. */
export const DUE_REVIEWS_KEY = ['bookings', 'due-reviews'] as const;

/** The server's largest page: enough for every stay still open for a review (the last 60 days). */
const REVIEWABLE_SCAN = 100;

/** The due stay at `propertyId`, if any; asks the server only when `enabled` (signed in). */
export function useDueStay(propertyId: number, enabled: boolean) {
  return useQuery({
    queryKey: DUE_REVIEWS_KEY,
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest<Booking[]>('/api/v1/users/me/bookings', {
        params: { page: 1, perPage: REVIEWABLE_SCAN },
        signal,
      });
      return data.filter((booking) => booking.review?.status === 'due');
    },
    select: (due) => due.find((booking) => booking.property.id === propertyId) ?? null,
    enabled,
  });
}
