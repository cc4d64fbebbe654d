// The analytics queue (PRODUCT.md §4 "Analytics", §9 "Analytics"): events wait until 10 are queued or
// 5 s have passed, then go to POST /api/analytics/batch; on page hide they leave by sendBeacon.
// A batch that failed for a reason worth retrying (network, 429, 5xx) joins the stored list of
// failed events (at most 50, oldest dropped), retried after 1 s, 2 s and 4 s, then dropped; what is
// still stored is retried on the next page load, by one tab at a time. Any other 4xx drops the batch.
// Each event keeps who was signed in when it happened: a batch carries the bearer token only when
// that is still the signed-in user, so nobody's events are ever sent under another user's token.
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
import { BATCH_PATH, SERVER_MAX_EVENTS, batchBody, jsonBlob } from './wire';

export { BATCH_PATH, jsonBlob, pageAddress } from './wire';

/** Web Locks name under which one tab at a time retries the stored failures. */
export const RETRY_LOCK = 'escapes-analytics-retry';
/** Without Web Locks, a claim in localStorage older than this is taken to be a closed tab's. */
export const RETRY_CLAIM_MS = 30_000;

/** A stored failed event and how many retries it has had. */
interface FailedEvent {
  event: AnalyticsEvent;
  retries: number;
}

type Outcome = 'sent' | 'retry' | 'drop';

/** POSTs JSON, with `token` as the bearer token if given; the answer says whether to retry. */
export async function postJson(
  path: string,
  body: unknown,
  token: string | null = readStoredToken(),
): Promise<Outcome> {
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

/** Events to send as one request, with the bearer token they may carry (null: none). */
interface Send {
  events: AnalyticsEvent[];
  token: string | null;
}

/**
 * One batch per identity the events were tracked under (a user id, or nobody), in the order they
 * happened. Only the signed-in user's own events carry the token; a user who has since signed
 * out has theirs sent without one. Read at once, so the sign-out's own event, flushed just
 * before the token is cleared, still carries it.
 */
function sendsOf(events: AnalyticsEvent[], currentUser: number | undefined): Send[] {
  const token = readStoredToken();
  const byIdentity = new Map<number | undefined, AnalyticsEvent[]>();
  for (const event of events) {
    const list = byIdentity.get(event.userId) ?? [];
    list.push(event);
    byIdentity.set(event.userId, list);
  }
  return [...byIdentity].flatMap(([userId, list]) =>
    chunks(list, SERVER_MAX_EVENTS).map((batch) => ({
      events: batch,
      token: userId !== undefined && userId === currentUser ? token : null,
    })),
  );
}

interface Claim {
  tab: string;
  at: number;
}

function readClaim(key: string): Claim | null {
  const claim = JSON.parse(localStorage.getItem(key) ?? 'null') as Claim | null;
  return typeof claim?.tab === 'string' && typeof claim.at === 'number' ? claim : null;
}

export class AnalyticsQueue {
  private queue: AnalyticsEvent[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Names this tab's claim on the stored failures when the browser has no Web Locks. */
  private readonly tab = Math.random().toString(36).slice(2);

  constructor(
    private readonly sessionId: string,
    private readonly deps: RuntimeDeps,
  ) {}

  private readFailed = () => readFailedEvents(this.deps.failedEventsKey);
  private writeFailed = (list: FailedEvent[]) => writeFailedEvents(this.deps.failedEventsKey, list);
  private post = (send: Send) => postJson(BATCH_PATH, batchBody(send.events, this.sessionId), send.token);

  /** `userId`: who was signed in when it happened (null: nobody); by default whoever is now. */
  add(
    eventName: AnalyticsEventName,
    data: object,
    timestamp: number,
    userId: number | null = this.deps.userId() ?? null,
  ): void {
    const source = (data as { source?: unknown }).source;
    const eventData = typeof source === 'string' ? { ...data, source: sourceName(source) } : data;
    this.queue.push({
      eventName,
      eventData,
      timestamp,
      sessionId: this.sessionId,
      ...(userId !== null ? { userId } : {}),
    });
    if (this.queue.length >= ANALYTICS_BATCH_SIZE) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), ANALYTICS_FLUSH_MS);
  }

  get queued(): number {
    return this.queue.length;
  }

  private take(): AnalyticsEvent[] {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    return this.queue.splice(0);
  }

  /** Sends everything queued; batches worth retrying are stored and retried. */
  async flush(): Promise<void> {
    for (const send of sendsOf(this.take(), this.deps.userId())) {
      if ((await this.post(send)) === 'retry') this.storeFailed(send.events);
    }
  }

  /** The page is being hidden or unloaded: hand the queue to the browser (no token: beacons cannot). */
  beacon(): void {
    for (const events of chunks(this.take(), SERVER_MAX_EVENTS)) {
      const handed = navigator.sendBeacon?.(BATCH_PATH, jsonBlob(batchBody(events, this.sessionId))) ?? false;
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
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        void this.retryFailed();
      },
      ANALYTICS_RETRY_BASE_MS * 2 ** retries,
    );
  }

  /**
   * Sends the stored failed events (also on page load); each gets at most 3 retries. Other tabs
   * share the list, so one tab at a time claims it and takes out what it sends: a second tab
   * finds them gone instead of sending them again.
   */
  async retryFailed(): Promise<void> {
    const claimed = await this.whileClaimed(async () => {
      const stored = this.readFailed();
      const tried = stored.slice(-SERVER_MAX_EVENTS);
      if (tried.length === 0) return;
      this.writeFailed(stored.slice(0, stored.length - tried.length));
      const again: FailedEvent[] = [];
      for (const send of sendsOf(
        tried.map((f) => f.event),
        this.deps.userId(),
      )) {
        if ((await this.post(send)) !== 'retry') continue;
        for (const failed of tried.filter((f) => send.events.includes(f.event))) {
          if (failed.retries + 1 < ANALYTICS_MAX_RETRIES) again.push({ ...failed, retries: failed.retries + 1 });
        }
      }
      // Events stored while this was under way stay as they are.
      this.writeFailed([...again, ...this.readFailed()]);
    });
    if (claimed) this.scheduleRetry();
  }

  /**
   * Runs `work` unless another tab is retrying: under a Web Lock where the browser has them, else
   * under a claim in localStorage (written, then read back to see which tab won). False when skipped.
   */
  private async whileClaimed(work: () => Promise<void>): Promise<boolean> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) {
      return locks.request(RETRY_LOCK, { ifAvailable: true }, async (lock) => {
        if (!lock) return false;
        await work();
        return true;
      });
    }
    const key = `${this.deps.failedEventsKey}:claim`;
    try {
      const other = readClaim(key);
      if (other && other.tab !== this.tab && Date.now() - other.at < RETRY_CLAIM_MS) return false;
      localStorage.setItem(key, JSON.stringify({ tab: this.tab, at: Date.now() } satisfies Claim));
      if (readClaim(key)?.tab !== this.tab) return false;
    } catch {
      return false; // storage blocked: nothing was stored to retry either
    }
    try {
      await work();
    } finally {
      try {
        if (readClaim(key)?.tab === this.tab) localStorage.removeItem(key);
      } catch {
        // left to expire
      }
    }
    return true;
  }

  /** Consent withdrawn: nothing queued or stored survives. */
  clear(): void {
    this.take();
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.writeFailed([]);
  }
}
