// The analytics queue (SPEC §4 "Analytics", §9 "Analytics"): events wait until 10 are queued or
// 5 s have passed, then go to POST /api/analytics/batch; on page hide they leave by sendBeacon.
// A batch that failed for a reason worth retrying (network, 429, 5xx) joins the stored list of
// failed events (at most 50, oldest dropped), retried after 1 s, 2 s and 4 s, then dropped; what is
// still stored is retried on the next page load. Any other 4xx drops the batch.
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_MAX_FAILED_EVENTS,
  ANALYTICS_MAX_RETRIES,
  ANALYTICS_RETRY_BASE_MS,
} from '@/config/analytics';
import { readStoredToken } from '@/lib/api-client';
import type { AnalyticsEvent, AnalyticsEventName, RuntimeDeps } from './events';
import { sourceName } from './source';

export const BATCH_PATH = '/api/analytics/batch';
/** The server's limit per batch (docs/API.md). */
const SERVER_MAX_EVENTS = 50;

/** A stored failed event and how many retries it has had. */
interface FailedEvent {
  event: AnalyticsEvent;
  retries: number;
}

type Outcome = 'sent' | 'retry' | 'drop';

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

/** POSTs JSON with the bearer token when signed in; the answer says whether to retry. */
export async function postJson(path: string, body: unknown): Promise<Outcome> {
  const token = readStoredToken();
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (response.ok) return 'sent';
    return response.status === 429 || response.status >= 500 ? 'retry' : 'drop';
  } catch {
    return 'retry'; // offline or the connection broke
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function isFailedEvent(value: unknown): value is FailedEvent {
  const record = value as FailedEvent | null;
  return typeof record?.retries === 'number' && typeof record.event?.eventName === 'string';
}

export function readFailedEvents(key: string): FailedEvent[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isFailedEvent) : [];
  } catch {
    return [];
  }
}

function writeFailedEvents(key: string, list: FailedEvent[]) {
  try {
    if (list.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(list.slice(-ANALYTICS_MAX_FAILED_EVENTS)));
  } catch {
    // Storage full or blocked: these events are lost, which analytics can afford.
  }
}

const sameEvent = (a: AnalyticsEvent, b: AnalyticsEvent) =>
  a.timestamp === b.timestamp && a.eventName === b.eventName && JSON.stringify(a.eventData) === JSON.stringify(b.eventData);

export class AnalyticsQueue {
  private queue: AnalyticsEvent[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly sessionId: string,
    private readonly deps: RuntimeDeps,
  ) {}

  private readFailed = () => readFailedEvents(this.deps.failedEventsKey);
  private writeFailed = (list: FailedEvent[]) => writeFailedEvents(this.deps.failedEventsKey, list);
  private post = (events: AnalyticsEvent[]) => postJson(BATCH_PATH, this.batch(events));

  add(eventName: AnalyticsEventName, data: object, timestamp: number): void {
    const source = (data as { source?: unknown }).source;
    const eventData = typeof source === 'string' ? { ...data, source: sourceName(source) } : data;
    const userId = this.deps.userId();
    this.queue.push({ eventName, eventData, timestamp, sessionId: this.sessionId, ...(userId !== undefined ? { userId } : {}) });
    if (this.queue.length >= ANALYTICS_BATCH_SIZE) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), ANALYTICS_FLUSH_MS);
  }

  get queued(): number {
    return this.queue.length;
  }

  private batch(events: AnalyticsEvent[]) {
    return {
      events,
      metadata: {
        sessionId: this.sessionId,
        userAgent: navigator.userAgent,
        url: pageAddress(location.href),
        referrer: pageAddress(document.referrer),
      },
    };
  }

  private take(): AnalyticsEvent[] {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    return this.queue.splice(0);
  }

  /** Sends everything queued; batches worth retrying are stored and retried. */
  async flush(): Promise<void> {
    for (const events of chunks(this.take(), SERVER_MAX_EVENTS)) {
      if ((await this.post(events)) === 'retry') this.storeFailed(events);
    }
  }

  /** The page is being hidden or unloaded: hand the queue to the browser (no token: beacons cannot). */
  beacon(): void {
    for (const events of chunks(this.take(), SERVER_MAX_EVENTS)) {
      const handed = navigator.sendBeacon?.(BATCH_PATH, jsonBlob(this.batch(events))) ?? false;
      if (!handed) this.storeFailed(events, false); // the next page load sends them
    }
  }

  private storeFailed(events: AnalyticsEvent[], retrySoon = true) {
    this.writeFailed([...this.readFailed(), ...events.map((event) => ({ event, retries: 0 }))]);
    if (retrySoon) this.scheduleRetry();
  }

  /** One retry of the stored list, 1 s after its first failure, then 2 s, then 4 s. */
  private scheduleRetry() {
    const stored = this.readFailed();
    if (this.retryTimer !== undefined || stored.length === 0) return;
    const retries = Math.min(...stored.map((f) => f.retries));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.retryFailed();
    }, ANALYTICS_RETRY_BASE_MS * 2 ** retries);
  }

  /** Sends the stored failed events (also on page load); each gets at most 3 retries. */
  async retryFailed(): Promise<void> {
    const tried = this.readFailed().slice(-SERVER_MAX_EVENTS);
    if (tried.length === 0) return;
    const outcome = await this.post(tried.map((f) => f.event));
    // Events stored while this was under way stay as they are.
    const added = this.readFailed().filter((f) => !tried.some((t) => sameEvent(t.event, f.event)));
    const again =
      outcome === 'retry'
        ? tried.map((f) => ({ ...f, retries: f.retries + 1 })).filter((f) => f.retries < ANALYTICS_MAX_RETRIES)
        : [];
    this.writeFailed([...again, ...added]);
    this.scheduleRetry();
  }

  /** Consent withdrawn: nothing queued or stored survives. */
  clear(): void {
    this.take();
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.writeFailed([]);
  }
}
