// POST /api/v1/properties/{id}/quote: the full price breakdown for a slot, asked again whenever the
// guest changes a field (cached per request, so toggling back costs nothing). The api-client sends
// a signed-in guest's bearer token (none for a visitor), and the server then leaves out a coupon
// that guest may not use (FIRST500 after a first booking) and says why in `couponNote`; so the
// answer is cached per guest too, lest a visitor's price stay on screen after signing in.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { useSessionIfAny } from '@/lib/session';
import type { Quote, QuoteRequest } from '@/types/api';

export function getQuote(propertyId: number, request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  return apiPost<Quote>(`/api/v1/properties/${propertyId}/quote`, request, signal);
}

/** `guestId`: the signed-in guest's id, null for a visitor (the answer can differ between them). */
export const quoteQuery = (propertyId: number, request: QuoteRequest, guestId: number | null = null) =>
  queryOptions({
    queryKey: ['properties', propertyId, 'quote', request, guestId],
    queryFn: ({ signal }) => getQuote(propertyId, request, signal),
    staleTime: 60_000,
    // A rejected coupon or a bad field is an answer; only network trouble is worth a retry.
    retry: false,
  });

export function useQuote(propertyId: number, request: QuoteRequest | null) {
  const session = useSessionIfAny();
  const guestId = session?.user?.id ?? null;
  return useQuery({
    ...quoteQuery(propertyId, request ?? { bookingType: 'half_day', start: '', guests: 1 }, guestId),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
