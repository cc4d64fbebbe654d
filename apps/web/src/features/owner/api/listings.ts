// The owner's listing calls: one listing as the editor reads it (polled while photos are being
// processed), create, versioned save, and the moves of its life (submit, unlist, publish).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { ownerKeys } from './owner';
import type { ListingFields, ListingSummary, OwnerListing } from './owner-types';

export type { ListingFields, ListingSummary, OwnerListing } from './owner-types';

/** While any photo is still being resized, the listing is read again this often. */
export const PHOTO_POLL_MS = 2_000;

export const listingKeys = {
  /** Under ownerKeys.properties, so what refreshes the owner's list refreshes this too. */
  detail: (id: number) => [...ownerKeys.properties, id] as const,
  quote: (id: number) => ['owner', 'quote', id] as const,
};

export function getOwnerListing(id: number, signal?: AbortSignal): Promise<OwnerListing> {
  return apiGet<OwnerListing>(`/api/v1/owner/properties/${id}`, undefined, signal);
}

export function hasProcessingPhotos(listing: Pick<OwnerListing, 'photos'> | undefined): boolean {
  return Boolean(listing?.photos.some((photo) => photo.status === 'processing'));
}

export function useOwnerListing(id: number | null) {
  return useQuery({
    queryKey: listingKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getOwnerListing(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (hasProcessingPhotos(query.state.data) ? PHOTO_POLL_MS : false),
  });
}

export async function createListing(fields: ListingFields): Promise<OwnerListing> {
  const { data } = await apiRequest<OwnerListing>('/api/v1/owner/properties', { method: 'POST', body: fields });
  return data;
}

/** Saves the changed fields; `version` must be the one last read (409 STALE_EDIT otherwise). */
export async function saveListing(id: number, fields: ListingFields & { version: number }): Promise<OwnerListing> {
  const { data } = await apiRequest<OwnerListing>(`/api/v1/owner/properties/${id}`, { method: 'PUT', body: fields });
  return data;
}

export async function submitListing(id: number): Promise<OwnerListing> {
  const { data } = await apiRequest<OwnerListing>(`/api/v1/owner/properties/${id}/submit`, {
    method: 'POST',
    body: {},
  });
  return data;
}

export async function unlistListing(id: number, reason?: string): Promise<OwnerListing> {
  const { data } = await apiRequest<OwnerListing>(`/api/v1/owner/properties/${id}/unlist`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
  return data;
}

export async function publishListing(id: number): Promise<OwnerListing> {
  const { data } = await apiRequest<OwnerListing>(`/api/v1/owner/properties/${id}/publish`, {
    method: 'POST',
    body: {},
  });
  return data;
}

/** A listing's new state from any answer: the editor's copy, and the dashboard's line of it. */
export function storeListing(client: QueryClient, listing: OwnerListing) {
  client.setQueryData(listingKeys.detail(listing.id), listing);
  client.setQueryData<ListingSummary[]>(ownerKeys.properties, (list) =>
    list?.map((line) =>
      line.id === listing.id
        ? {
            ...line,
            title: listing.title,
            slug: listing.slug,
            status: listing.status,
            published: listing.status === 'published',
            statusReason: listing.statusReason,
            unlistedBy: listing.unlistedBy,
            halfDayPrice: listing.halfDayPrice,
            locality: listing.locationName,
            photoCount: listing.photos.length,
            updatedAt: listing.updatedAt,
          }
        : line,
    ),
  );
}

/** Changes part of the cached listing (its photos or calendar) without a new version. */
export function patchListing(client: QueryClient, id: number, patch: (listing: OwnerListing) => OwnerListing) {
  client.setQueryData<OwnerListing>(listingKeys.detail(id), (listing) => (listing ? patch(listing) : listing));
}
