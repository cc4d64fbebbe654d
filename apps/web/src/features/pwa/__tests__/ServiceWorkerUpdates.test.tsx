// The Update / Later prompt (PRODUCT.md §2 "Update prompt", §9 "Service worker") over a stand-in for the
// browser's service worker container: when a new version counts as waiting, what the prompt
// shows, what each button does, the 30 s auto-dismiss, the 60 s update check, and a registration
// failure logged only (PRODUCT.md §8).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_UPDATE_CHECK_MS, UPDATE_PROMPT_DISMISS_MS } from '@/config/constants';
import { page } from '../service-worker';
import { ServiceWorkerUpdates } from '../ServiceWorkerUpdates';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve(this));
  /** The browser found a new sw.js and starts installing it. */
  found(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

let registration: FakeRegistration;
let container: EventTarget & { controller: object | null; register: ReturnType<typeof vi.fn> };

/** A page controlled by a running version (`controlled`) or opened before any was installed. */
function browser({
  controlled = true,
  waiting = false,
  fails,
}: { controlled?: boolean; waiting?: boolean; fails?: Error } = {}) {
  registration = new FakeRegistration();
  if (waiting) registration.waiting = Object.assign(new FakeWorker(), { state: 'installed' as const });
  container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(() => (fails ? Promise.reject(fails) : Promise.resolve(registration))),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
}

/** Renders the prompt's component and lets the registration settle. */
async function start() {
  const view = render(<ServiceWorkerUpdates />);
  await act(async () => {});
  return view;
}

/** A new version installs and waits while this page runs the current one. */
function newVersionWaits(): FakeWorker {
  const worker = registration.found();
  act(() => worker.become('installed'));
  return worker;
}

beforeEach(() => browser());

afterEach(() => {
  vi.useRealTimers();
});

describe('the update prompt', () => {
  it('registers /sw.js for the whole site and shows nothing while no new version waits', async () => {
    await start();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
  });

  it('offers Update and Later when a new version has installed', async () => {
    await start();
    newVersionWaits();
    expect(screen.getByRole('region', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('offers them for a version that was already waiting when the page opened', async () => {
    browser({ waiting: true });
    await start();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('asks nothing when the first version installs on a page no version controlled yet', async () => {
    browser({ controlled: false });
    await start();
    newVersionWaits();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('Update lets the new version take over and reloads the page once it has', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    await start();
    const worker = newVersionWaits();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Later hides the prompt and updates nothing', async () => {
    const user = userEvent.setup();
    await start();
    const worker = newVersionWaits();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('dismisses itself after 30 seconds', async () => {
    vi.useFakeTimers();
    await start();
    const worker = newVersionWaits();
    act(() => vi.advanceTimersByTime(UPDATE_PROMPT_DISMISS_MS - 1));
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('takes no focus, and its buttons are reachable by keyboard', async () => {
    const user = userEvent.setup();
    await start();
    newVersionWaits();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus();
  });
});

describe('registration', () => {
  it('asks for a new version every 60 seconds while online', async () => {
    vi.useFakeTimers();
    const { unmount } = await start();
    act(() => vi.advanceTimersByTime(SW_UPDATE_CHECK_MS - 1));
    expect(registration.update).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(registration.update).toHaveBeenCalledTimes(1);

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => vi.advanceTimersByTime(SW_UPDATE_CHECK_MS));
    expect(registration.update).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
    act(() => vi.advanceTimersByTime(SW_UPDATE_CHECK_MS));
    expect(registration.update).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('logs a failed registration and shows nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('SecurityError');
    browser({ fails: error });
    const { container: view } = await start();
    expect(warn).toHaveBeenCalledWith('[pwa] service worker registration failed', error);
    expect(view).toHaveTextContent('');
  });
});
