import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  FAVOURITES_STORAGE_KEY,
  addFavourite,
  getFavourites,
  removeFavourite,
  subscribeFavourites,
  toggleFavourite,
  useFavourite,
  useFavourites,
} from '../favourites';

describe('local favourites', () => {
  it('stores property ids in localStorage, newest first, without duplicates', () => {
    addFavourite(12);
    addFavourite(7);
    addFavourite(12);
    expect(getFavourites()).toEqual([7, 12]);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY)!)).toEqual([7, 12]);
    removeFavourite(12);
    expect(getFavourites()).toEqual([7]);
  });

  it('toggles and reports the new state', () => {
    expect(toggleFavourite(3)).toBe(true);
    expect(toggleFavourite(3)).toBe(false);
    expect(getFavourites()).toEqual([]);
  });

  it('survives corrupted storage by starting empty', () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '{"not":"a list"}');
    expect(getFavourites()).toEqual([]);
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '[4, "x", -1, 4, 2.5, 9]');
    expect(getFavourites()).toEqual([4, 9]);
  });

  it('updates hooks when favourites change here or in another tab', () => {
    const { result } = renderHook(() => ({ all: useFavourites(), one: useFavourite(5) }));
    expect(result.current.one.saved).toBe(false);
    act(() => {
      result.current.one.toggle();
    });
    expect(result.current.one.saved).toBe(true);
    expect(result.current.all).toEqual([5]);

    act(() => {
      localStorage.setItem(FAVOURITES_STORAGE_KEY, '[8]');
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_STORAGE_KEY }));
    });
    expect(result.current.all).toEqual([8]);
    expect(result.current.one.saved).toBe(false);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFavourites(listener);
    addFavourite(1);
    unsubscribe();
    addFavourite(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
