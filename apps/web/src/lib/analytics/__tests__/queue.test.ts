import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_MAX_FAILED_EVENTS } from '@/config/analytics';
import { AnalyticsQueue, BATCH_PATH, RETRY_CLAIM_MS, RETRY_LOCK, readFailedEvents } from '../queue';

const KEY = 'analyticsFailedEvents';
const SESSION = 'test-session-1234';

type Answer = number | 'network';

/** fetch answering the given statuses in turn (the last one repeats); records each call. */
function stubFetch(...answers: Answer[]) {
  const calls: {
    url: string;
    init: RequestInit;
    body: { events: { eventName: string; eventData: object }[]; metadata: object };
  }[] = [];
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
  delete (navigator as { locks?: unknown }).locks;
});

describe('analytics queue (PRODUCT.md §9 "Analytics")', () => {
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
    expect(calls[0].body.events[9]).toMatchObject({
      eventName: 'search_submitted',
      eventData: search,
      timestamp: 2_000,
    });
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
    expect(body.events.map((e: { eventName: string }) => e.eventName)).toEqual([
      'property_viewed',
      'chat_link_clicked',
    ]);
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
    expect(readFailedEvents(KEY)).toEqual([
      { event: expect.objectContaining({ eventName: 'phone_call_clicked' }), retries: 0 },
    ]);

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
      JSON.stringify([
        { event: { eventName: 'user_logout', eventData: {}, timestamp: 5, sessionId: 'earlier-session' }, retries: 1 },
      ]),
    );
    const calls = stubFetch(202);
    await newQueue().retryFailed();
    expect(calls).toHaveLength(1);
    expect(calls[0].body.events).toEqual([
      { eventName: 'user_logout', eventData: {}, timestamp: 5, sessionId: 'earlier-session' },
    ]);
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

/** Stored failures of an earlier page load, as two tabs of this browser would find them. */
function storeFailures(...names: string[]) {
  localStorage.setItem(
    KEY,
    JSON.stringify(
      names.map((eventName, i) => ({
        event: { eventName, eventData: {}, timestamp: i + 1, sessionId: 'earlier-session' },
        retries: 0,
      })),
    ),
  );
}

/** A fetch whose answers wait until the test releases them (a request still under way). */
function stubSlowFetch(status: number) {
  const calls: { events: { eventName: string }[] }[] = [];
  const pending: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return new Promise<Response>((resolve) => pending.push(() => resolve(new Response('{}', { status }))));
    }),
  );
  return { calls, answerAll: () => pending.splice(0).forEach((answer) => answer()) };
}

/** Web Locks as browsers grant them: one holder per name; `ifAvailable` gets null while it is held. */
function stubLocks() {
  const held = new Set<string>();
  const names: string[] = [];
  const locks = {
    async request(name: string, options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>) {
      names.push(name);
      if (held.has(name)) {
        if (options.ifAvailable) return callback(null);
        throw new Error('this stub grants only ifAvailable requests');
      }
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' } as Lock);
      } finally {
        held.delete(name);
      }
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  return names;
}

describe('stored failures shared by two tabs', () => {
  it('are sent by one tab only when both retry at once (Web Locks)', async () => {
    const names = stubLocks();
    storeFailures('exit_intent', 'user_logout');
    const calls = stubFetch(202);
    const tabA = newQueue();
    const tabB = newQueue();
    await Promise.all([tabA.retryFailed(), tabB.retryFailed()]);
    expect(names).toEqual([RETRY_LOCK, RETRY_LOCK]);
    expect(calls).toHaveLength(1);
    expect(calls[0].body.events.map((e) => e.eventName)).toEqual(['exit_intent', 'user_logout']);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('are sent by one tab only when both retry at once (claim in localStorage, no Web Locks)', async () => {
    storeFailures('exit_intent', 'user_logout');
    const { calls, answerAll } = stubSlowFetch(202);
    const tabA = newQueue();
    const tabB = newQueue();
    const retries = Promise.all([tabA.retryFailed(), tabB.retryFailed()]);
    // A's request is still under way and B's retry comes again meanwhile: the events are A's.
    await tabB.retryFailed();
    answerAll();
    await retries;
    expect(calls).toHaveLength(1);
    expect(calls[0].events.map((e) => e.eventName)).toEqual(['exit_intent', 'user_logout']);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(`${KEY}:claim`)).toBeNull(); // released

    // Later retries find nothing to send again.
    await tabB.retryFailed();
    expect(calls).toHaveLength(1);
  });

  it('taken out by the claiming tab are not resent by another tab while its request is under way', async () => {
    storeFailures('exit_intent');
    const { calls, answerAll } = stubSlowFetch(202);
    const tabA = newQueue();
    const sending = tabA.retryFailed();
    expect(readFailedEvents(KEY)).toEqual([]); // A took them out as it sent them
    // B finds A's claim gone stale only after 30 s; even then there is nothing left to resend.
    vi.setSystemTime(Date.now() + RETRY_CLAIM_MS + 1);
    await newQueue().retryFailed();
    answerAll();
    await sending;
    expect(calls).toHaveLength(1);
  });

  it('go back to the list with one more retry when the claiming tab fails to send them', async () => {
    stubLocks();
    storeFailures('exit_intent');
    const calls = stubFetch(503, 202);
    await newQueue().retryFailed();
    expect(calls).toHaveLength(1);
    expect(readFailedEvents(KEY)).toEqual([
      { event: expect.objectContaining({ eventName: 'exit_intent' }), retries: 1 },
    ]);
  });

  it("are retried by another tab when a closed tab's claim has gone stale", async () => {
    localStorage.setItem(`${KEY}:claim`, JSON.stringify({ tab: 'closed-tab', at: Date.now() - RETRY_CLAIM_MS - 1 }));
    storeFailures('exit_intent');
    const calls = stubFetch(202);
    await newQueue().retryFailed();
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("wait while another tab's claim is fresh", async () => {
    localStorage.setItem(`${KEY}:claim`, JSON.stringify({ tab: 'other-tab', at: Date.now() }));
    storeFailures('exit_intent');
    const calls = stubFetch(202);
    await newQueue().retryFailed();
    expect(calls).toHaveLength(0);
    expect(readFailedEvents(KEY)).toHaveLength(1);
  });
});

describe('batches and the signed-in user', () => {
  let currentUser: number | undefined;
  const queueFollowingSession = () =>
    new AnalyticsQueue(SESSION, { consented: () => true, userId: () => currentUser, failedEventsKey: KEY });
  const signIn = (id: number, token: string) => {
    currentUser = id;
    localStorage.setItem('token', token);
  };
  const signOut = () => {
    currentUser = undefined;
    localStorage.removeItem('token');
  };
  const authorization = (init: RequestInit) => new Headers(init.headers).get('Authorization');

  beforeEach(() => {
    currentUser = undefined;
  });

  it("sends a signed-out user's events without a token, never with the next user's", async () => {
    const calls = stubFetch(202);
    const queue = queueFollowingSession();
    signIn(7, 'token-of-7');
    queue.add('property_viewed', { propertyId: 1, source: 'search' }, 1);
    signOut();
    signIn(8, 'token-of-8');
    queue.add('property_viewed', { propertyId: 2, source: 'search' }, 2);
    await vi.advanceTimersByTimeAsync(5_000);

    expect(calls).toHaveLength(2);
    const of7 = calls.find((c) => c.body.events.some((e) => (e as { userId?: number }).userId === 7))!;
    const of8 = calls.find((c) => c.body.events.some((e) => (e as { userId?: number }).userId === 8))!;
    expect(of7.body.events).toEqual([
      expect.objectContaining({ eventData: { propertyId: 1, source: 'search' }, userId: 7 }),
    ]);
    expect(authorization(of7.init)).toBeNull();
    expect(of8.body.events).toEqual([
      expect.objectContaining({ eventData: { propertyId: 2, source: 'search' }, userId: 8 }),
    ]);
    expect(authorization(of8.init)).toBe('Bearer token-of-8');
  });

  it('sends events from before a sign-in without the token of the user who then signed in', async () => {
    const calls = stubFetch(202);
    const queue = queueFollowingSession();
    queue.add('exit_intent', { source: 'home' }, 1);
    signIn(7, 'token-of-7');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    expect(authorization(calls[0].init)).toBeNull();
    expect(calls[0].body.events[0]).not.toHaveProperty('userId');
  });

  it("sends the logout event with the leaving user's token, even behind a batch of another identity", async () => {
    const calls = stubFetch(202);
    const queue = queueFollowingSession();
    queue.add('exit_intent', { source: 'home' }, 1); // before signing in
    signIn(7, 'token-of-7');
    queue.add('user_logout', {}, 2);
    void queue.flush(); // what signing out does, before it clears the credentials
    signOut();
    await vi.advanceTimersByTimeAsync(0);

    expect(calls).toHaveLength(2);
    expect(calls[0].body.events.map((e) => e.eventName)).toEqual(['exit_intent']);
    expect(authorization(calls[0].init)).toBeNull();
    expect(calls[1].body.events.map((e) => e.eventName)).toEqual(['user_logout']);
    expect(authorization(calls[1].init)).toBe('Bearer token-of-7');
  });

  it("retries a stored failure of a user who has since signed out without anyone's token", async () => {
    const calls = stubFetch(503, 202);
    const queue = queueFollowingSession();
    signIn(7, 'token-of-7');
    queue.add('chat_link_clicked', { propertyId: 3, source: 'property_page' }, 1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(authorization(calls[0].init)).toBe('Bearer token-of-7');
    signOut();
    signIn(8, 'token-of-8');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    expect(calls[1].body.events).toEqual([expect.objectContaining({ eventName: 'chat_link_clicked', userId: 7 })]);
    expect(authorization(calls[1].init)).toBeNull();
  });

  it('records the user an event was tracked under when the facade says so', async () => {
    const calls = stubFetch(202);
    const queue = queueFollowingSession();
    signIn(8, 'token-of-8');
    queue.add('user_logout', {}, 1, 7); // buffered while 7 was signed in
    queue.add('exit_intent', { source: 'home' }, 2, null); // buffered while nobody was
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => [c.body.events[0].eventName, authorization(c.init)])).toEqual([
      ['user_logout', null],
      ['exit_intent', null],
    ]);
    expect(calls[0].body.events[0]).toMatchObject({ userId: 7 });
    expect(calls[1].body.events[0]).not.toHaveProperty('userId');
  });
});
