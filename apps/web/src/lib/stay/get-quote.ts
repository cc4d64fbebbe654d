// POST /api/v1/properties/{id}/quote: the full price breakdown for a slot, asked again whenever the
// guest changes a field (cached per request, so toggling back costs nothing).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { Quote, QuoteRequest } from '@/types/api';

export function getQuote(propertyId: number, request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  return apiPost<Quote>(`/api/v1/properties/${propertyId}/quote`, request, signal);
}

export const quoteQuery = (propertyId: number, request: QuoteRequest) =>
  queryOptions({
    queryKey: ['properties', propertyId, 'quote', request],
    queryFn: ({ signal }) => getQuote(propertyId, request, signal),
    staleTime: 60_000,
    // A rejected coupon or a bad field is an answer; only network trouble is worth a retry.
    retry: false,
  });

export function useQuote(propertyId: number, request: QuoteRequest | null) {
  return useQuery({
    ...quoteQuery(propertyId, request ?? { bookingType: 'half_day', start: '', guests: 1 }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
