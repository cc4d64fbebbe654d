// The example quote of the pricing step: POST /api/v1/owner/properties/{id}/quote takes the guest
// quote's body and prices the SAVED listing, so the answer is keyed by the listing's version and
// asked again after each save.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { Quote, QuoteRequest } from '@/types/api';
import { listingKeys } from './listings';

export function getOwnerQuote(listingId: number, request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  return apiPost<Quote>(`/api/v1/owner/properties/${listingId}/quote`, request, signal);
}

export function useOwnerQuote(listingId: number, version: number, request: QuoteRequest | null) {
  return useQuery({
    queryKey: [...listingKeys.quote(listingId), version, request],
    queryFn: ({ signal }) => getOwnerQuote(listingId, request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
