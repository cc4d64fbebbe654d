import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MAX_FAILED_EVENTS } from '@/config/analytics';
import { AnalyticsQueue, BATCH_PATH, readFailedEvents } from '../queue';

const KEY = 'analyticsFailedEvents';
const SESSION = 'test-session-1234';

type Answer = number | 'network';

/** fetch answering the given statuses in turn (the last one repeats); records each call. */
function stubFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit; body: { events: { eventName: string; eventData: object }[]; metadata: object } }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init, body: JSON.parse(String(init.body)) });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, data: { accepted: 1, dropped: 0 } }), { status: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** jsdom has no sendBeacon. */
function stubBeacon(beacon: (url: string, data?: BodyInit | null) => boolean) {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
}

function newQueue(userId?: number) {
  return new AnalyticsQueue(SESSION, { consented: () => true, userId: () => userId, failedEventsKey: KEY });
}

const search = { location: 'moinabad', checkIn: '2099-12-05', checkOut: '', guests: 12, bookingType: 'half_day' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

describe('analytics queue (SPEC §9 "Analytics")', () => {
  it('sends 10 queued events as one batch at once, with the session, metadata and bearer token', async () => {
    localStorage.setItem('token', 'access-1');
    const calls = stubFetch(202);
    const queue = newQueue(7);
    for (let i = 0; i < 9; i++) queue.add('property_viewed', { propertyId: i, source: 'search' }, 1_000 + i);
    expect(calls).toHaveLength(0);
    queue.add('search_submitted', search, 2_000);
    await vi.advanceTimersByTimeAsync(0);

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(BATCH_PATH);
    expect(calls[0].init.method).toBe('POST');
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('Bearer access-1');
    expect(calls[0].body.events).toHaveLength(10);
    expect(calls[0].body.events[0]).toEqual({
      eventName: 'property_viewed',
      eventData: { propertyId: 0, source: 'search' },
      timestamp: 1_000,
      sessionId: SESSION,
      userId: 7,
    });
    expect(calls[0].body.events[9]).toMatchObject({ eventName: 'search_submitted', eventData: search, timestamp: 2_000 });
    expect(calls[0].body.metadata).toEqual({
      sessionId: SESSION,
      userAgent: navigator.userAgent,
      url: `${location.origin}${location.pathname}`,
      referrer: '',
    });
    expect(queue.queued).toBe(0);
  });

  it('sends fewer than 10 events after 5 seconds, without a token when signed out', async () => {
    const calls = stubFetch(202);
    const queue = newQueue();
    queue.add('exit_intent', { source: 'home' }, 1);
    queue.add('user_logout', {}, 2);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0].body.events.map((e) => e.eventName)).toEqual(['exit_intent', 'user_logout']);
    expect(new Headers(calls[0].init.headers).has('Authorization')).toBe(false);
    expect(calls[0].body.events[0]).not.toHaveProperty('userId');
  });

  it('hands the queue to sendBeacon as a JSON blob when the page is hidden', async () => {
    const calls = stubFetch(202);
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    stubBeacon(beacon);
    const queue = newQueue();
    queue.add('property_viewed', { propertyId: 12, source: 'home' }, 1);
    queue.add('chat_link_clicked', { propertyId: 12, source: 'property_page' }, 2);
    queue.beacon();

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(BATCH_PATH);
    expect(blob.type).toBe('application/json');
    const body = JSON.parse(await blob.text());
    expect(body.events.map((e: { eventName: string }) => e.eventName)).toEqual(['property_viewed', 'chat_link_clicked']);
    expect(body.metadata.sessionId).toBe(SESSION);
    // Nothing left for the timer to send.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
  });

  it('keeps a failed batch and retries it after 1 s, 2 s and 4 s, then drops it', async () => {
    const calls = stubFetch('network', 503, 429, 500);
    const queue = newQueue();
    queue.add('phone_call_clicked', { source: 'footer' }, 1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    expect(readFailedEvents(KEY)).toEqual([{ event: expect.objectContaining({ eventName: 'phone_call_clicked' }), retries: 0 }]);

    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2); // retry 1, after 1 s
    expect(readFailedEvents(KEY)[0].retries).toBe(1);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3); // retry 2, after 2 s

    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4); // retry 3, after 4 s
    expect(calls[3].body.events).toEqual([expect.objectContaining({ eventName: 'phone_call_clicked' })]);

    expect(localStorage.getItem(KEY)).toBeNull(); // dropped after 3 retries
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
  });

  it('removes a retried batch once the server takes it', async () => {
    const calls = stubFetch(500, 202);
    const queue = newQueue();
    queue.add('user_logout', {}, 1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(readFailedEvents(KEY)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('sends a source as a name, never as an address', async () => {
    const calls = stubFetch(202);
    const queue = newQueue();
    queue.add('property_viewed', { propertyId: 12, source: '/search' }, 1);
    queue.add('property_viewed', { propertyId: 12, source: 'https://www.google.com/search?q=farmhouse' }, 2);
    queue.add('property_viewed', { propertyId: 12, source: 'direct' }, 3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls[0].body.events.map((e) => e.eventData)).toEqual([
      { propertyId: 12, source: 'search' },
      { propertyId: 12, source: 'referral' },
      { propertyId: 12, source: 'direct' },
    ]);
  });

  it('drops a batch the server refuses with 400, without retrying', async () => {
    const calls = stubFetch(400);
    const queue = newQueue();
    queue.add('exit_intent', { source: 'home' }, 1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });

  it('keeps at most 50 failed events, dropping the oldest', async () => {
    stubFetch('network');
    const queue = newQueue();
    for (let i = 0; i < 60; i++) queue.add('property_viewed', { propertyId: i, source: 'search' }, i);
    await vi.advanceTimersByTimeAsync(0); // six batches of 10 failed
    const stored = readFailedEvents(KEY);
    expect(stored).toHaveLength(ANALYTICS_MAX_FAILED_EVENTS);
    expect(stored[0].event.eventData).toEqual({ propertyId: 10, source: 'search' });
    expect(stored.at(-1)!.event.eventData).toEqual({ propertyId: 59, source: 'search' });
  });

  it('retries the stored failures of an earlier page load', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([{ event: { eventName: 'user_logout', eventData: {}, timestamp: 5, sessionId: 'earlier-session' }, retries: 1 }]),
    );
    const calls = stubFetch(202);
    await newQueue().retryFailed();
    expect(calls).toHaveLength(1);
    expect(calls[0].body.events).toEqual([{ eventName: 'user_logout', eventData: {}, timestamp: 5, sessionId: 'earlier-session' }]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets the queue and the stored failures when cleared', async () => {
    const calls = stubFetch('network');
    const queue = newQueue();
    queue.add('exit_intent', { source: 'home' }, 1);
    await vi.advanceTimersByTimeAsync(5_000);
    queue.add('exit_intent', { source: 'search' }, 2);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    queue.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(queue.queued).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });
});
