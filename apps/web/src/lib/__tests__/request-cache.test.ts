import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import {
  REQUEST_CACHE_CLEANUP_MS,
  REQUEST_CACHE_COMPRESS_ABOVE_BYTES,
  REQUEST_CACHE_MAX_ENTRIES,
  REQUEST_CACHE_TTL_MS,
} from '@/config/constants';
import { cachedGet, maxAgeOf, RequestCache, type LoadedBody } from '../request-cache';

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const body = (text: string, maxAgeSeconds: number | null = null): (() => Promise<LoadedBody>) =>
  vi.fn(async () => ({ body: text, maxAgeSeconds }));

afterEach(() => {
  vi.useRealTimers();
});

describe('request cache (PRODUCT.md §9: 50 entries, 5 min or max-age, duplicates merged, compression over 1,024 bytes, cleanup every 60 s)', () => {
  it('has the spec’s constants', () => {
    expect(REQUEST_CACHE_MAX_ENTRIES).toBe(50);
    expect(REQUEST_CACHE_TTL_MS).toBe(5 * 60_000);
    expect(REQUEST_CACHE_COMPRESS_ABOVE_BYTES).toBe(1024);
    expect(REQUEST_CACHE_CLEANUP_MS).toBe(60_000);
    const cache = new RequestCache();
    expect([cache.maxEntries, cache.ttlMs, cache.compressAboveBytes]).toEqual([50, 300_000, 1024]);
  });

  it('keeps at most 50 answers, dropping the least recently used first', async () => {
    const cache = new RequestCache();
    for (let i = 0; i < 50; i += 1) await cache.get(`/a/${i}`, body(`answer ${i}`));
    expect(cache.size).toBe(50);
    // Using /a/0 makes /a/1 the oldest.
    const again = body('fresh');
    expect(await cache.get('/a/0', again)).toBe('answer 0');
    expect(again).not.toHaveBeenCalled();
    await cache.get('/a/50', body('answer 50'));
    expect(cache.size).toBe(50);
    expect(cache.has('/a/0')).toBe(true);
    expect(cache.has('/a/1')).toBe(false);
    expect(cache.has('/a/50')).toBe(true);
  });

  it('keeps an answer 5 minutes by default, or for the max-age the response gives, and no-store not at all', async () => {
    const time = clock();
    const cache = new RequestCache({ now: time.now });
    await cache.get('/default', body('d'));
    await cache.get('/max-age', body('m', 30));
    await cache.get('/no-store', body('n', 0));
    expect(cache.has('/no-store')).toBe(false);

    time.advance(30_000 - 1);
    expect(cache.has('/max-age')).toBe(true);
    time.advance(1);
    expect(cache.has('/max-age')).toBe(false);
    const reload = body('m2', 30);
    expect(await cache.get('/max-age', reload)).toBe('m2');
    expect(reload).toHaveBeenCalledTimes(1);

    time.advance(5 * 60_000 - 30_000 - 1);
    expect(cache.has('/default')).toBe(true);
    time.advance(1);
    expect(cache.has('/default')).toBe(false);
  });

  it('reads max-age from Cache-Control, and no-store or no-cache as nothing to keep', () => {
    expect(maxAgeOf('public, max-age=120')).toBe(120);
    expect(maxAgeOf('max-age="60"')).toBe(60);
    expect(maxAgeOf('no-store')).toBe(0);
    expect(maxAgeOf('private, no-cache')).toBe(0);
    expect(maxAgeOf('public')).toBeNull();
    expect(maxAgeOf(null)).toBeNull();
  });

  it('merges the same request made twice at once into one load, and keeps no failure', async () => {
    const cache = new RequestCache();
    let finish!: (value: LoadedBody) => void;
    const load = vi.fn(() => new Promise<LoadedBody>((resolve) => (finish = resolve)));
    const first = cache.get('/same', load);
    const second = cache.get('/same', load);
    expect(load).toHaveBeenCalledTimes(1);
    finish({ body: 'once', maxAgeSeconds: null });
    expect(await Promise.all([first, second])).toEqual(['once', 'once']);

    const failing = vi.fn(async (): Promise<LoadedBody> => {
      throw new Error('offline');
    });
    await expect(Promise.all([cache.get('/fails', failing), cache.get('/fails', failing)])).rejects.toThrow('offline');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cache.has('/fails')).toBe(false);
    expect(await cache.get('/fails', body('later'))).toBe('later');
  });

  it('keeps bodies over 1,024 bytes compressed and gives them back whole', async () => {
    const cache = new RequestCache();
    const small = 'x'.repeat(1024);
    const large = JSON.stringify({
      data: Array.from({ length: 200 }, (_, i) => ({ id: i, comment: 'A lovely stay' })),
    });
    expect(new TextEncoder().encode(large).length).toBeGreaterThan(1024);
    await cache.get('/small', body(small));
    await cache.get('/large', body(large));
    expect(cache.isCompressed('/small')).toBe(false);
    expect(cache.isCompressed('/large')).toBe(true);
    const again = body('unused');
    expect(await cache.get('/large', again)).toBe(large);
    expect(again).not.toHaveBeenCalled();
  });

  it('keeps bodies as text where the browser has no CompressionStream', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    try {
      const cache = new RequestCache();
      await cache.get('/large', body('y'.repeat(5000)));
      expect(cache.isCompressed('/large')).toBe(false);
      expect(await cache.get('/large', body('unused'))).toBe('y'.repeat(5000));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('removes lapsed answers every 60 s', async () => {
    vi.useFakeTimers();
    const cache = new RequestCache({ now: () => Date.now() });
    await cache.get('/short', body('s', 10));
    await cache.get('/long', body('l'));
    const stop = cache.startCleanup();
    await vi.advanceTimersByTimeAsync(59_999);
    // Lapsed at 10 s but still held: nothing has swept yet.
    expect(cache.size).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(cache.size).toBe(1);
    expect(cache.has('/long')).toBe(true);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(cache.size).toBe(0);
    stop();
  });

  it('cachedGet: one network request for two readers, the response’s max-age honoured', async () => {
    let requests = 0;
    server.use(
      http.get('/api/reviews', () => {
        requests += 1;
        return HttpResponse.json(
          { success: true, data: [{ id: 1 }] },
          { headers: { 'Cache-Control': 'public, max-age=60' } },
        );
      }),
    );
    const [a, b] = await Promise.all([cachedGet('/api/reviews'), cachedGet('/api/reviews')]);
    expect(a).toEqual({ success: true, data: [{ id: 1 }] });
    expect(b).toEqual(a);
    expect(await cachedGet('/api/reviews')).toEqual(a);
    expect(requests).toBe(1);
  });
});
