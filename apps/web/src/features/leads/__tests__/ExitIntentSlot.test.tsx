// The page frame's exit-intent slot fetches the trigger only where it can ever open: on a desktop.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExitIntentSlot } from '../ExitIntentSlot';
import { DESKTOP_QUERY } from '../lib/exit-intent';

const trigger = vi.hoisted(() => ({ fetched: false }));
vi.mock('../ExitIntent', () => {
  trigger.fetched = true;
  return { ExitIntent: () => <p>exit-intent trigger</p> };
});

/** matchMedia answering DESKTOP_QUERY with `desktop`, and able to change its answer. */
function screenIs(desktop: boolean) {
  const listeners = new Set<() => void>();
  let matches = desktop;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === DESKTOP_QUERY && matches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the exit-intent slot', () => {
  it('fetches nothing on a phone, and the trigger once the window is a desktop’s', async () => {
    const widen = screenIs(false);
    render(<ExitIntentSlot />);
    await act(async () => {});
    expect(screen.queryByText('exit-intent trigger')).not.toBeInTheDocument();
    expect(trigger.fetched).toBe(false);

    act(() => widen(true));
    expect(await screen.findByText('exit-intent trigger')).toBeInTheDocument();
    expect(trigger.fetched).toBe(true);
  });
});
