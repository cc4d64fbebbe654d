// PRODUCT.md §9 "Tooltip delay": the app's tooltips (the favourite heart's) show after 700 ms of hover.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOOLTIP_DELAY_MS } from '@/config/constants';
import FavouriteButton from '../FavouriteButton';

const bubble = () => document.querySelector('[data-tooltip]');

afterEach(() => {
  vi.useRealTimers();
});

describe('tooltips', () => {
  it('show the control’s name after the pointer rests on it for 700 ms, and hide when it leaves', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    vi.useFakeTimers();
    render(<FavouriteButton propertyId={12} />);
    const button = screen.getByRole('button', { name: 'Save to favourites' });
    expect(button).not.toHaveAttribute('title');
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(699));
    expect(bubble()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bubble()).toHaveTextContent('Save to favourites');
    expect(bubble()).toHaveAttribute('aria-hidden', 'true');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(bubble()).toBeNull();
  });

  it('a pointer that leaves before 700 ms shows nothing, and Escape hides a shown one', () => {
    vi.useFakeTimers();
    render(<FavouriteButton propertyId={12} variant="inline" />);
    const button = screen.getByRole('button', { name: 'Save to favourites' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(bubble()).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(bubble()).not.toBeNull();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(bubble()).toBeNull();
  });
});
