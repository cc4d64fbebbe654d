// The signed-in user's saved farmhouses (issue 17 API: /api/v1/users/me/saved). Typed here until
// the server's OpenAPI document has them.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PropertySummary } from '@/types/api';

export const SAVED_PATH = '/api/v1/users/me/saved';
/** The server merges at most this many ids in one call. */
export const MERGE_LIMIT = 500;

export interface SavedFarmhouse {
  propertyId: number;
  savedAt: string;
  /** Null when the farmhouse is no longer published. */
  property: PropertySummary | null;
}

export interface SavedList {
  items: SavedFarmhouse[];
}

export const savedKeys = {
  list: (userId: number) => ['saved', userId] as const,
};

async function send(path: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', body?: unknown): Promise<SavedList> {
  const { data } = await apiRequest<SavedList>(path, { method, body });
  return { items: Array.isArray(data?.items) ? data.items : [] };
}

export const getSaved = () => send(SAVED_PATH, 'GET');
export const putSaved = (propertyId: number) => send(`${SAVED_PATH}/${propertyId}`, 'PUT');
export const deleteSaved = (propertyId: number) => send(`${SAVED_PATH}/${propertyId}`, 'DELETE');
export const mergeSaved = (propertyIds: readonly number[]) =>
  send(`${SAVED_PATH}/merge`, 'POST', { propertyIds: propertyIds.slice(0, MERGE_LIMIT) });

export function savedQuery(userId: number) {
  return queryOptions({ queryKey: savedKeys.list(userId), queryFn: getSaved });
}
