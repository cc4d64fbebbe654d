// The body of POST /api/analytics/batch (PRODUCT.md §7: events, and metadata with sessionId, userAgent,
// url, referrer) and the tab's session id. Shared by the facade, which hands over by beacon what
// was tracked before the helper loaded, and by the helper's queue.
import type { AnalyticsEvent } from './events';

export const BATCH_PATH = '/api/analytics/batch';
/** The server's limit per batch (docs/API.md). */
export const SERVER_MAX_EVENTS = 50;

const SESSION_ID_KEY = 'analyticsSessionId';

/** What the server accepts as a session id (docs/API.md: 8–100 of A-Z a-z 0-9 - _). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

let memorySessionId: string | undefined;

/** A random id per tab (8–100 of [A-Za-z0-9_-]), kept in sessionStorage (or in memory when storage is blocked). */
export function analyticsSessionId(): string {
  try {
    const stored = sessionStorage.getItem(SESSION_ID_KEY);
    if (stored && SESSION_ID_PATTERN.test(stored)) return stored;
  } catch {
    // blocked: fall through to memory
  }
  // getRandomValues, not randomUUID: the latter needs a secure context (http on a LAN has none).
  memorySessionId ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  try {
    sessionStorage.setItem(SESSION_ID_KEY, memorySessionId);
  } catch {
    // kept in memory for this page
  }
  return memorySessionId;
}

/** The page's address without its query (the server keeps only the path anyway). */
export function pageAddress(href: string): string {
  try {
    const url = new URL(href);
    return url.origin + url.pathname;
  } catch {
    return '';
  }
}

export function jsonBlob(body: unknown): Blob {
  return new Blob([JSON.stringify(body)], { type: 'application/json' });
}

export function batchBody(events: AnalyticsEvent[], sessionId: string) {
  return {
    events,
    metadata: {
      sessionId,
      userAgent: navigator.userAgent,
      url: pageAddress(location.href),
      referrer: pageAddress(document.referrer),
    },
  };
}
