// GET /api/v1/owner/properties/{id}/preview: one of the owner's listings with the guest page's
// fields (those of GET /api/v1/properties/{slug}) and its status, in any status, for the owner's
// preview.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { ListingPreview } from './owner-types';

export const previewKey = (id: number) => ['owner', 'preview', id] as const;

export function getListingPreview(id: number, signal?: AbortSignal): Promise<ListingPreview> {
  return apiGet<ListingPreview>(`/api/v1/owner/properties/${id}/preview`, undefined, signal);
}

export function useListingPreview(id: number | null) {
  return useQuery({
    queryKey: previewKey(id ?? 0),
    queryFn: ({ signal }) => getListingPreview(id!, signal),
    enabled: id !== null,
    // What the editor saved a moment ago: read again on every visit.
    staleTime: 0,
  });
}
