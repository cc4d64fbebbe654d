// The owner's calls: incoming bookings (filter by status and property, accept, reject), their own
// listings, and blocked dates per property.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POLL_SLOW_MS } from '@/config/constants';
import { apiGet, apiRequest } from '@/lib/api-client';
import { OWNER_PROPERTIES_KEY } from '@/lib/shared-query-keys';
import type { OwnerBlock, OwnerBooking, OwnerProperty } from './owner-types';

export type { OwnerBlock, OwnerBooking, OwnerProperty } from './owner-types';

export const ownerKeys = {
  bookings: (status: string, page: number) => ['owner', 'bookings', status, page] as const,
  /** One guest's bookings of one farmhouse, for the owner's chat with them (under 'bookings', so booking updates refresh it). */
  guestBookings: (propertyId: number, guestId: number) => ['owner', 'bookings', 'guest', propertyId, guestId] as const,
  properties: OWNER_PROPERTIES_KEY,
  blocks: (propertyId: number, from: string, to: string) => ['owner', 'blocks', propertyId, from, to] as const,
  allBlocks: (propertyId: number) => ['owner', 'blocks', propertyId] as const,
};

export const OWNER_BOOKINGS_PER_PAGE = 20;

export async function listOwnerBookings(status: string, page: number, signal?: AbortSignal) {
  const { data, meta } = await apiRequest<OwnerBooking[]>('/api/v1/owner/bookings', {
    params: { status: status || undefined, page, perPage: OWNER_BOOKINGS_PER_PAGE },
    signal,
  });
  return { items: data, meta: meta ?? { page, perPage: OWNER_BOOKINGS_PER_PAGE, total: data.length } };
}

export type OwnerBookingPage = Awaited<ReturnType<typeof listOwnerBookings>>;

/** The dashboard's incoming bookings and their totals; realtime refreshes them, and a slow poll
 *  catches what it missed (a dropped link, another instance). */
export function useOwnerBookings(status: string, page: number) {
  return useQuery({
    queryKey: ownerKeys.bookings(status, page),
    queryFn: ({ signal }) => listOwnerBookings(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: POLL_SLOW_MS,
  });
}

/** The guest's bookings of the farmhouse a conversation is about (the newest 20: pending first). */
export function useGuestBookings(propertyId: number, guestId: number) {
  return useQuery({
    queryKey: ownerKeys.guestBookings(propertyId, guestId),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest<OwnerBooking[]>('/api/v1/owner/bookings', {
        params: { propertyId, guestId, perPage: OWNER_BOOKINGS_PER_PAGE },
        signal,
      });
      return data;
    },
    staleTime: 0,
  });
}

export async function confirmBooking(id: number): Promise<OwnerBooking> {
  const { data } = await apiRequest<OwnerBooking>(`/api/v1/owner/bookings/${id}/confirm`, { method: 'POST', body: {} });
  return data;
}

export async function rejectBooking(id: number, reason?: string): Promise<OwnerBooking> {
  const { data } = await apiRequest<OwnerBooking>(`/api/v1/owner/bookings/${id}/reject`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
  return data;
}

export function useOwnerProperties() {
  return useQuery({
    queryKey: ownerKeys.properties,
    queryFn: ({ signal }) => apiGet<OwnerProperty[]>('/api/v1/owner/properties', undefined, signal),
  });
}

export function useBlocks(propertyId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: ownerKeys.blocks(propertyId ?? 0, from, to),
    queryFn: ({ signal }) =>
      apiGet<OwnerBlock[]>(`/api/v1/owner/properties/${propertyId}/blocks`, { from, to }, signal),
    enabled: propertyId !== null,
    staleTime: 0,
  });
}

export async function createBlock(
  propertyId: number,
  body: { from: string; to: string; note?: string },
): Promise<OwnerBlock> {
  const { data } = await apiRequest<OwnerBlock>(`/api/v1/owner/properties/${propertyId}/blocks`, {
    method: 'POST',
    body,
  });
  return data;
}

export async function deleteBlock(propertyId: number, blockId: number): Promise<void> {
  await apiRequest<unknown>(`/api/v1/owner/properties/${propertyId}/blocks/${blockId}`, { method: 'DELETE' });
}
