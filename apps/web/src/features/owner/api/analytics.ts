// The owner's analytics call (`GET /api/v1/owner/analytics`, docs/API.md "Owner dashboard"): the
// figures of all their listings or one over the last 7, 30 or 90 days in Asia/Kolkata.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { addDays, todayInKolkata } from '@/lib/format';
import type { components } from '@/types/schema';

export type OwnerAnalytics = components['schemas']['OwnerAnalytics'];
export type PriceRank = components['schemas']['PriceRank'];
export type RatingPoint = components['schemas']['RatingPoint'];
export type ListingFigures = components['schemas']['ListingFigures'];

/** The periods the page offers, in days ending today; 30 is the server's default too. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

/** The dates of the last `days` days, today included: 30 → 29 days ago to today. */
export function periodRange(days: AnalyticsPeriod, today: string = todayInKolkata()): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

export interface AnalyticsQuery {
  from: string;
  to: string;
  /** One of the owner's listings; null for all of them. */
  propertyId: number | null;
}

export const analyticsKeys = {
  all: ['owner', 'analytics'] as const,
  range: (q: AnalyticsQuery) => ['owner', 'analytics', q.from, q.to, q.propertyId ?? 'all'] as const,
};

export function getOwnerAnalytics(q: AnalyticsQuery, signal?: AbortSignal): Promise<OwnerAnalytics> {
  return apiGet<OwnerAnalytics>(
    '/api/v1/owner/analytics',
    { from: q.from, to: q.to, propertyId: q.propertyId ?? undefined },
    signal,
  );
}

export function useOwnerAnalytics(q: AnalyticsQuery) {
  return useQuery({
    queryKey: analyticsKeys.range(q),
    queryFn: ({ signal }) => getOwnerAnalytics(q, signal),
    // The old figures stay on screen (marked busy) while another period or listing loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
