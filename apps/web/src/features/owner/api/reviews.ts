// The owner's reviews: GET /api/v1/owner/reviews (all, or only those without a reply), and the
// reply to one: POST to give it (once), PUT to change it within 24 hours.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Review } from '@/types/api';
import type { components } from '@/types/schema';

export type OwnerReview = components['schemas']['ListingReview'];

export const OWNER_REVIEWS_PER_PAGE = 10;

export const ownerReviewKeys = {
  all: ['owner', 'reviews'] as const,
  list: (unanswered: boolean, page: number) => ['owner', 'reviews', unanswered, page] as const,
};

export async function listOwnerReviews(unanswered: boolean, page: number, signal?: AbortSignal) {
  const { data, meta } = await apiRequest<OwnerReview[]>('/api/v1/owner/reviews', {
    params: { unanswered, page, perPage: OWNER_REVIEWS_PER_PAGE },
    signal,
  });
  return { items: data, meta: meta ?? { page, perPage: OWNER_REVIEWS_PER_PAGE, total: data.length } };
}

export function useOwnerReviews(unanswered: boolean, page: number) {
  return useQuery({
    queryKey: ownerReviewKeys.list(unanswered, page),
    queryFn: ({ signal }) => listOwnerReviews(unanswered, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Gives (`edit` false) or changes (`edit` true) the owner's reply to review `id`; answers the review. */
export async function saveReply(id: number, text: string, edit: boolean): Promise<Review> {
  const { data } = await apiRequest<Review>(`/api/v1/owner/reviews/${id}/reply`, {
    method: edit ? 'PUT' : 'POST',
    body: { text },
  });
  return data;
}
