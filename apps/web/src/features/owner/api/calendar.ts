// Calendar sync of one listing: the secret iCal export link (made, replaced or turned off) and
// the iCal feeds it imports to block dates (added after a first fetch, refreshed, removed).
import { apiRequest } from '@/lib/api-client';
import type { CalendarImport, CalendarSync } from './owner-types';

export type { CalendarImport, CalendarSync } from './owner-types';

const base = (listingId: number) => `/api/v1/owner/properties/${listingId}`;

/** Makes the export link, or replaces it: the old link stops working. */
export async function createCalendarFeed(listingId: number): Promise<CalendarSync> {
  const { data } = await apiRequest<CalendarSync>(`${base(listingId)}/calendar-feed`, { method: 'POST', body: {} });
  return data;
}

export async function deleteCalendarFeed(listingId: number): Promise<void> {
  await apiRequest<unknown>(`${base(listingId)}/calendar-feed`, { method: 'DELETE' });
}

/** Fetched at once: 422 ICAL_UNREACHABLE / ICAL_INVALID / ICAL_TOO_LARGE stores nothing. */
export async function addCalendarImport(listingId: number, url: string): Promise<CalendarImport> {
  const { data } = await apiRequest<CalendarImport>(`${base(listingId)}/calendar-imports`, {
    method: 'POST',
    body: { url },
  });
  return data;
}

export async function refreshCalendarImport(listingId: number, importId: number): Promise<CalendarImport> {
  const { data } = await apiRequest<CalendarImport>(`${base(listingId)}/calendar-imports/${importId}/refresh`, {
    method: 'POST',
    body: {},
  });
  return data;
}

export async function deleteCalendarImport(listingId: number, importId: number): Promise<void> {
  await apiRequest<unknown>(`${base(listingId)}/calendar-imports/${importId}`, { method: 'DELETE' });
}
