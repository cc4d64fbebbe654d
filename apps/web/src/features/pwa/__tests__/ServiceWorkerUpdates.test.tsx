// The Update / Later prompt (SPEC §2 "Update prompt", §9 "Service worker"), over a stubbed
// vite-plugin-pwa hook: what the prompt shows, what each button does, the 30 s auto-dismiss, the
// 60 s update check, and a registration failure logged only (SPEC §8).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'virtual:pwa-register/react';
import { SW_UPDATE_CHECK_MS, UPDATE_PROMPT_DISMISS_MS } from '@/config/constants';

const pwa = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  waiting: false,
  updateServiceWorker: vi.fn(async (_reload?: boolean) => {}),
}));

// The hook as vite-plugin-pwa builds it: state for "a new version waits", set here by the test.
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW(options: RegisterSWOptions) {
    pwa.options = options;
    const needRefresh = useState(pwa.waiting);
    const offlineReady = useState(false);
    return { needRefresh, offlineReady, updateServiceWorker: pwa.updateServiceWorker };
  },
}));

const { ServiceWorkerUpdates } = await import('../ServiceWorkerUpdates');

beforeEach(() => {
  pwa.options = undefined;
  pwa.waiting = false;
  pwa.updateServiceWorker.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the update prompt', () => {
  it('shows nothing while no new version waits', () => {
    render(<ServiceWorkerUpdates />);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
  });

  it('offers Update and Later when a new version is waiting', () => {
    pwa.waiting = true;
    render(<ServiceWorkerUpdates />);
    expect(screen.getByRole('region', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('Update lets the new version take over and reload the page', async () => {
    pwa.waiting = true;
    const user = userEvent.setup();
    render(<ServiceWorkerUpdates />);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(pwa.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('Later hides the prompt and updates nothing', async () => {
    pwa.waiting = true;
    const user = userEvent.setup();
    render(<ServiceWorkerUpdates />);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('dismisses itself after 30 seconds', () => {
    vi.useFakeTimers();
    pwa.waiting = true;
    render(<ServiceWorkerUpdates />);
    act(() => vi.advanceTimersByTime(UPDATE_PROMPT_DISMISS_MS - 1));
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('takes no focus, and its buttons are reachable by keyboard', async () => {
    pwa.waiting = true;
    const user = userEvent.setup();
    render(<ServiceWorkerUpdates />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus();
  });
});

describe('registration', () => {
  it('asks for a new version every 60 seconds while online', () => {
    vi.useFakeTimers();
    render(<ServiceWorkerUpdates />);
    const update = vi.fn(() => Promise.resolve());
    act(() => pwa.options?.onRegisteredSW?.('/sw.js', { update } as unknown as ServiceWorkerRegistration));
    act(() => vi.advanceTimersByTime(SW_UPDATE_CHECK_MS - 1));
    expect(update).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(update).toHaveBeenCalledTimes(1);

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => vi.advanceTimersByTime(SW_UPDATE_CHECK_MS));
    expect(update).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
    act(() => vi.advanceTimersByTime(SW_UPDATE_CHECK_MS));
    expect(update).toHaveBeenCalledTimes(2);
    // Stop the check for the tests after this one.
    act(() => pwa.options?.onRegisteredSW?.('/sw.js', undefined));
  });

  it('logs a failed registration and shows nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<ServiceWorkerUpdates />);
    const error = new Error('SecurityError');
    act(() => pwa.options?.onRegisterError?.(error));
    expect(warn).toHaveBeenCalledWith('[pwa] service worker registration failed', error);
    expect(container).toHaveTextContent('');
  });
});
