import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast, type ToastVariant } from '..';
import { TOAST_NOTES, playToastSound } from '../sounds';

function Buttons() {
  const { toast } = useToast();
  return (
    <>
      <button
        type="button"
        onClick={() => toast({ title: 'OTP Sent', description: 'Code on its way', variant: 'success' })}
      >
        First
      </button>
      <button
        type="button"
        onClick={() => toast({ title: 'Verification Failed', description: 'Invalid OTP', variant: 'error' })}
      >
        Second
      </button>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('toasts (PRODUCT.md §8: one at a time; §9: a sound per kind)', () => {
  it('shows one toast at a time: a new one replaces the current one', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('OTP Sent')).toBeInTheDocument();
    expect(screen.getByText('Code on its way')).toBeInTheDocument();
    // Announced through a polite live region for news, an assertive one for errors.
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.queryByText('OTP Sent')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
  });

  it('gives each kind its own notes', () => {
    const tunes = Object.values(TOAST_NOTES).map((tune) => JSON.stringify(tune));
    expect(new Set(tunes).size).toBe(5);
  });

  it('plays the kind’s notes through Web Audio, and stays silent without it', () => {
    expect(() => playToastSound('error')).not.toThrow();
    const started: number[] = [];
    class FakeContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        const osc = {
          type: '',
          frequency: { value: 0 },
          connect: (node: unknown) => node,
          start: () => started.push(osc.frequency.value),
          stop: () => undefined,
        };
        return osc;
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
          connect: (n: unknown) => n,
        };
      }
    }
    vi.stubGlobal('AudioContext', FakeContext);
    const variant: ToastVariant = 'booking';
    playToastSound(variant);
    expect(started).toEqual(TOAST_NOTES.booking.notes.map((note) => note.frequency));
  });
});
