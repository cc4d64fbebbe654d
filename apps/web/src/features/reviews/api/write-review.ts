// POST /api/v1/bookings/{id}/review: the guest reviews an ended stay, once (201 with the review).
import { apiRequest } from '@/lib/api-client';
import type { Review } from '@/types/api';
import type { components } from '@/types/schema';

/** The server's schema leaves both fields optional (it answers a missing one with a field error). */
export type ReviewRequest = components['schemas']['ReviewRequest'] & { rating: number; comment: string };

export async function writeReview(bookingId: number, body: ReviewRequest): Promise<Review> {
  const { data } = await apiRequest<Review>(`/api/v1/bookings/${bookingId}/review`, { method: 'POST', body });
  return data;
}
