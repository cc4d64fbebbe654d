import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_MEMORY_STORAGE_KEY, ScrollMemory, clampPosition, debounce } from '../scroll-memory';

const MINUTE = 60_000;
const page = { scrollWidth: 360, scrollHeight: 4000, viewportWidth: 360, viewportHeight: 800 };

function clock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ScrollMemory', () => {
  it('remembers a position per history entry in sessionStorage', () => {
    const memory = new ScrollMemory();
    memory.save('entry-a', { x: 0, y: 1234 });
    memory.save('entry-b', { x: 0, y: 50 });
    expect(memory.get('entry-a')).toEqual({ x: 0, y: 1234 });
    expect(JSON.parse(sessionStorage.getItem(SCROLL_MEMORY_STORAGE_KEY)!)).toHaveProperty('entry-b');
    // A fresh instance (e.g. after a reload) reads the same storage.
    expect(new ScrollMemory().get('entry-b')).toEqual({ x: 0, y: 50 });
  });

  it('keeps at most 50 positions, dropping the oldest', () => {
    const time = clock();
    const memory = new ScrollMemory({ now: time.now });
    for (let i = 1; i <= 55; i += 1) {
      memory.save(`entry-${i}`, { x: 0, y: i * 10 });
      time.advance(1000);
    }
    expect(memory.size()).toBe(50);
    for (let i = 1; i <= 5; i += 1) expect(memory.get(`entry-${i}`)).toBeUndefined();
    expect(memory.get('entry-6')).toEqual({ x: 0, y: 60 });
    expect(memory.get('entry-55')).toEqual({ x: 0, y: 550 });
  });

  it('saving an entry again makes it the newest, so it survives the cap', () => {
    const time = clock();
    const memory = new ScrollMemory({ now: time.now });
    memory.save('first', { x: 0, y: 1 });
    for (let i = 0; i < 49; i += 1) {
      time.advance(10);
      memory.save(`other-${i}`, { x: 0, y: i });
    }
    time.advance(10);
    memory.save('first', { x: 0, y: 2 });
    time.advance(10);
    memory.save('one-more', { x: 0, y: 3 });
    expect(memory.get('first')).toEqual({ x: 0, y: 2 });
    expect(memory.get('other-0')).toBeUndefined();
  });

  it('forgets positions older than 30 minutes', () => {
    const time = clock();
    const memory = new ScrollMemory({ now: time.now });
    memory.save('old', { x: 0, y: 900 });
    time.advance(30 * MINUTE);
    expect(memory.get('old')).toEqual({ x: 0, y: 900 });
    time.advance(1);
    expect(memory.get('old')).toBeUndefined();
    expect(memory.size()).toBe(0);
  });

  it('clamps a restored position to the page size', () => {
    const memory = new ScrollMemory();
    memory.save('long-page', { x: 0, y: 9000 });
    expect(memory.restore('long-page', page)).toEqual({ x: 0, y: 3200 });
    memory.save('negative', { x: -20, y: -5 });
    expect(memory.restore('negative', page)).toEqual({ x: 0, y: 0 });
    expect(clampPosition({ x: 0, y: 300 }, { ...page, scrollHeight: 500 })).toEqual({ x: 0, y: 0 });
  });

  it('ignores unreadable storage', () => {
    sessionStorage.setItem(SCROLL_MEMORY_STORAGE_KEY, '{broken');
    const memory = new ScrollMemory();
    expect(memory.get('any')).toBeUndefined();
    memory.save('any', { x: 0, y: 10 });
    expect(memory.get('any')).toEqual({ x: 0, y: 10 });
  });
});

describe('debounce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, 150 ms after the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 150);
    debounced(1);
    vi.advanceTimersByTime(100);
    debounced(2);
    vi.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });
});
