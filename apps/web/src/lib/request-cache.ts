// The request cache of PRODUCT.md §9 for the GETs TanStack Query does not own (the prefetch hints): at
// most REQUEST_CACHE_MAX_ENTRIES answers, each kept for the answer's own max-age or
// REQUEST_CACHE_TTL_MS, the same request made twice at once sent once, bodies over
// REQUEST_CACHE_COMPRESS_ABOVE_BYTES kept gzipped (CompressionStream, where the browser has it),
// and a sweep of lapsed entries every REQUEST_CACHE_CLEANUP_MS. An answer marked `no-store`
// (personal data) is shared with the callers waiting for it but never kept.
import {
  REQUEST_CACHE_CLEANUP_MS,
  REQUEST_CACHE_COMPRESS_ABOVE_BYTES,
  REQUEST_CACHE_MAX_ENTRIES,
  REQUEST_CACHE_TTL_MS,
} from '@/config/constants';

/** What a loader hands the cache: the body as text and how long the server says it stays fresh. */
export interface LoadedBody {
  body: string;
  /** Seconds from Cache-Control max-age; `null` when none was given; 0 for no-store/no-cache. */
  maxAgeSeconds: number | null;
}

interface Entry {
  expiresAt: number;
  /** Plain text, or the gzipped bytes of a body over the threshold. */
  stored: string | Uint8Array;
}

export interface RequestCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  compressAboveBytes?: number;
  cleanupMs?: number;
  now?: () => number;
}

/** Seconds of `max-age` in a Cache-Control value; 0 for no-store or no-cache; null when absent. */
export function maxAgeOf(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  if (/(^|[\s,])no-(store|cache)([\s,=]|$)/i.test(cacheControl)) return 0;
  const match = /(?:^|[\s,])max-age\s*=\s*"?(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

const canCompress = () => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/** Runs bytes through a (de)compression stream. */
async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const body = new Response(bytes as BodyInit).body;
  if (!body) return bytes;
  return new Uint8Array(await new Response(body.pipeThrough(stream)).arrayBuffer());
}

export class RequestCache {
  readonly maxEntries: number;
  readonly ttlMs: number;
  readonly compressAboveBytes: number;
  private readonly now: () => number;
  private readonly cleanupMs: number;
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<string>>();
  private sweeper: ReturnType<typeof setInterval> | undefined;

  constructor(options: RequestCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? REQUEST_CACHE_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? REQUEST_CACHE_TTL_MS;
    this.compressAboveBytes = options.compressAboveBytes ?? REQUEST_CACHE_COMPRESS_ABOVE_BYTES;
    this.cleanupMs = options.cleanupMs ?? REQUEST_CACHE_CLEANUP_MS;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether a fresh answer is kept for `key` (for tests and the prefetchers). */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expiresAt > this.now();
  }

  /** Whether the body kept for `key` is stored compressed. */
  isCompressed(key: string): boolean {
    return this.entries.get(key)?.stored instanceof Uint8Array;
  }

  /**
   * The body for `key`: the kept one while fresh, else `load`'s. Callers asking while a load is
   * under way share it; a failed load is not kept.
   */
  get(key: string, load: () => Promise<LoadedBody>): Promise<string> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Most recently used last, so the oldest use is the first to go when full.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return typeof entry.stored === 'string' ? Promise.resolve(entry.stored) : this.inflate(entry.stored);
    }
    if (entry) this.entries.delete(key);
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = load()
      .then(async ({ body, maxAgeSeconds }) => {
        const ttl = maxAgeSeconds === null ? this.ttlMs : maxAgeSeconds * 1000;
        if (ttl > 0) await this.put(key, body, ttl);
        return body;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Drops every kept answer (a sign-out: nothing of one user is kept for the next). */
  clear(): void {
    this.entries.clear();
  }

  /** Removes lapsed entries now. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  /** Sweeps every cleanup interval until stopped; returns the stop. */
  startCleanup(): () => void {
    this.stopCleanup();
    this.sweeper = setInterval(() => this.sweep(), this.cleanupMs);
    return () => this.stopCleanup();
  }

  stopCleanup(): void {
    if (this.sweeper !== undefined) clearInterval(this.sweeper);
    this.sweeper = undefined;
  }

  private async put(key: string, body: string, ttlMs: number): Promise<void> {
    const bytes = new TextEncoder().encode(body);
    const stored =
      bytes.length > this.compressAboveBytes && canCompress() ? await pipe(bytes, new CompressionStream('gzip')) : body;
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: this.now() + ttlMs, stored });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  private async inflate(bytes: Uint8Array): Promise<string> {
    return new TextDecoder().decode(await pipe(bytes, new DecompressionStream('gzip')));
  }
}

let shared: RequestCache | undefined;

/** The page's cache, swept every cleanup interval from its first use. */
export function requestCache(): RequestCache {
  if (!shared) {
    shared = new RequestCache();
    shared.startCleanup();
  }
  return shared;
}

/**
 * GET `path` (a public read: no token is sent) through the page's request cache; resolves to the
 * parsed JSON body. Failures reject and are not kept.
 */
export async function cachedGet<T>(path: string): Promise<T> {
  const text = await requestCache().get(path, async () => {
    const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return { body: await response.text(), maxAgeSeconds: maxAgeOf(response.headers.get('cache-control')) };
  });
  return JSON.parse(text) as T;
}
