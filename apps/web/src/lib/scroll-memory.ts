// Remembered scroll positions (PRODUCT.md §9 "Scroll memory": 50 positions, 30 min, debounce 150 ms;
// PRODUCT.md §5: positions are clamped to the page size), kept in sessionStorage per history entry.
import { SCROLL_MEMORY_MAX_ENTRIES, SCROLL_MEMORY_TTL_MS } from '@/config/constants';

export const SCROLL_MEMORY_STORAGE_KEY = 'scroll-positions';

export interface ScrollEntry {
  x: number;
  y: number;
  savedAt: number;
}

type Entries = Record<string, ScrollEntry>;

export interface ScrollMemoryOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  maxEntries?: number;
  ttlMs?: number;
}

export interface PageSize {
  scrollWidth: number;
  scrollHeight: number;
  viewportWidth: number;
  viewportHeight: number;
}

/** Keeps a position inside what the page can scroll to now. */
export function clampPosition(position: { x: number; y: number }, page: PageSize): { x: number; y: number } {
  const maxX = Math.max(0, page.scrollWidth - page.viewportWidth);
  const maxY = Math.max(0, page.scrollHeight - page.viewportHeight);
  return {
    x: Math.min(Math.max(0, position.x), maxX),
    y: Math.min(Math.max(0, position.y), maxY),
  };
}

export function currentPageSize(): PageSize {
  const el = document.documentElement;
  return {
    scrollWidth: el.scrollWidth,
    scrollHeight: el.scrollHeight,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
  };
}

export class ScrollMemory {
  private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(options: ScrollMemoryOptions = {}) {
    this.storage = options.storage ?? safeSessionStorage();
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? SCROLL_MEMORY_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? SCROLL_MEMORY_TTL_MS;
  }

  private read(): Entries {
    try {
      const raw = this.storage?.getItem(SCROLL_MEMORY_STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === 'object' ? (parsed as Entries) : {};
    } catch {
      return {};
    }
  }

  private write(entries: Entries) {
    try {
      this.storage?.setItem(SCROLL_MEMORY_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // storage full or blocked: scroll memory is a nicety, not worth an error
    }
  }

  /** Drops expired entries, then the oldest beyond the cap. */
  private prune(entries: Entries): Entries {
    const now = this.now();
    const fresh = Object.entries(entries).filter(
      ([, entry]) =>
        entry && Number.isFinite(entry.y) && Number.isFinite(entry.savedAt) && now - entry.savedAt <= this.ttlMs,
    );
    fresh.sort(([, a], [, b]) => b.savedAt - a.savedAt);
    return Object.fromEntries(fresh.slice(0, this.maxEntries));
  }

  save(key: string, position: { x: number; y: number }) {
    const entries = this.read();
    delete entries[key];
    entries[key] = { x: Math.round(position.x), y: Math.round(position.y), savedAt: this.now() };
    this.write(this.prune(entries));
  }

  /** The remembered position, or undefined when there is none or it expired. */
  get(key: string): { x: number; y: number } | undefined {
    const entries = this.read();
    const entry = entries[key];
    if (!entry) return undefined;
    if (this.now() - entry.savedAt > this.ttlMs) {
      delete entries[key];
      this.write(entries);
      return undefined;
    }
    return { x: entry.x ?? 0, y: entry.y };
  }

  /** The remembered position clamped to the page's current size. */
  restore(key: string, page: PageSize): { x: number; y: number } | undefined {
    const position = this.get(key);
    return position ? clampPosition(position, page) : undefined;
  }

  size(): number {
    return Object.keys(this.prune(this.read())).length;
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Calls `fn` once calls have stopped for `waitMs`. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  debounced.flush = (...args: A) => {
    debounced.cancel();
    fn(...args);
  };
  return debounced;
}
