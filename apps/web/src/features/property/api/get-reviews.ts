// GET /api/v1/properties/{id}/reviews: newest first, fetched a page at a time ("Show more reviews").
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ListMeta, Review } from '@/types/api';

export const REVIEWS_PER_PAGE = 5;

export interface ReviewPage {
  reviews: Review[];
  meta: ListMeta;
}

export async function getReviews(
  propertyId: number,
  page: number,
  perPage = REVIEWS_PER_PAGE,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const { data, meta } = await apiRequest<Review[]>(`/api/v1/properties/${propertyId}/reviews`, {
    params: { page, perPage },
    signal,
  });
  // A server that omits meta still pages correctly: a short page is the last one.
  return {
    reviews: data,
    meta: meta ?? { page, perPage, total: (page - 1) * perPage + data.length + (data.length === perPage ? 1 : 0) },
  };
}

export const reviewsQuery = (propertyId: number) =>
  infiniteQueryOptions({
    queryKey: ['properties', propertyId, 'reviews'],
    queryFn: ({ pageParam, signal }) => getReviews(propertyId, pageParam, REVIEWS_PER_PAGE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.perPage < last.meta.total && last.reviews.length > 0 ? last.meta.page + 1 : undefined,
  });

export function useReviews(propertyId: number) {
  return useInfiniteQuery(reviewsQuery(propertyId));
}
