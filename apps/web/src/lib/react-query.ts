// The TanStack Query client with PRODUCT.md §9 "Query staleness / removal" and "Adaptive staleness".
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import {
  ADAPTIVE_STALE_EXCELLENT_MS,
  ADAPTIVE_STALE_GOOD_MS,
  ADAPTIVE_STALE_POOR_MS,
  QUERY_GC_TIME_MS,
  QUERY_MAX_RETRIES,
  QUERY_STALE_TIME_MS,
} from '@/config/constants';

/** "Retry at most once, not on errors containing a 4": a 4 in the status or the message stops retries. */
export function errorContainsFour(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const record = error as { status?: unknown; message?: unknown };
  const status = record.status !== undefined ? String(record.status) : '';
  const message = typeof record.message === 'string' ? record.message : String(error);
  return status.includes('4') || message.includes('4');
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_MAX_RETRIES && !errorContainsFour(error);
}

export type NetworkQuality = 'poor' | 'good' | 'excellent';

/** The subset of the Network Information API we read (not in every browser). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
  downlink?: number;
  rtt?: number;
  addEventListener?: (type: 'change', listener: () => void) => void;
}

export function getConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Poor: data-saver or 2G; excellent: 4G with a fast link; otherwise (and when unknown) good. */
export function networkQuality(connection: ConnectionInfo | undefined = getConnection()): NetworkQuality {
  if (!connection) return 'good';
  if (connection.saveData) return 'poor';
  const type = connection.effectiveType;
  if (type === 'slow-2g' || type === '2g') return 'poor';
  if (type === '4g' && (connection.downlink ?? 0) >= 5 && (connection.rtt ?? 0) <= 100) return 'excellent';
  return 'good';
}

/** "Adaptive staleness": 10 min on poor network or data-saver, 5 min good, 1 min excellent. */
export function adaptiveStaleTime(connection: ConnectionInfo | undefined = getConnection()): number {
  switch (networkQuality(connection)) {
    case 'poor':
      return ADAPTIVE_STALE_POOR_MS;
    case 'excellent':
      return ADAPTIVE_STALE_EXCELLENT_MS;
    default:
      return ADAPTIVE_STALE_GOOD_MS;
  }
}

export function queryDefaults(connection: ConnectionInfo | undefined = getConnection()): DefaultOptions {
  return {
    queries: {
      staleTime: connection ? adaptiveStaleTime(connection) : QUERY_STALE_TIME_MS,
      gcTime: QUERY_GC_TIME_MS,
      retry: shouldRetryQuery,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  };
}

export function createQueryClient(connection: ConnectionInfo | undefined = getConnection()): QueryClient {
  const client = new QueryClient({ defaultOptions: queryDefaults(connection) });
  // Follow the network as it changes (a phone leaving Wi-Fi, data-saver switched on).
  connection?.addEventListener?.('change', () => client.setDefaultOptions(queryDefaults(connection)));
  return client;
}

/** The app's single client; the routes' prefetches (lib/router) fill it ahead of the pages. */
export const queryClient = createQueryClient();
