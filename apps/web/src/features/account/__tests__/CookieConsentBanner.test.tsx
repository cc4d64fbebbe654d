import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { consentState, errorBody, guest, otherGuest, recorder, signInAs } from './helpers';

const banner = () => screen.queryByRole('region', { name: 'Cookies on Hyderabad Escapes' });

/** The consent log as the server keeps it: the latest choice per user, every POST recorded. */
function stubConsentLog(initial: Record<number, 'all' | 'essential' | null> = {}) {
  const choices = new Map(Object.entries(initial).map(([id, choice]) => [`token-${id}`, choice]));
  const { seen, record } = recorder();
  const reads = { count: 0 };
  server.use(
    http.get('/api/v1/users/me/consent', ({ request }) => {
      reads.count += 1;
      const choice = choices.get(request.headers.get('Authorization')?.replace('Bearer ', '') ?? '') ?? null;
      return HttpResponse.json(ok(consentState(choice, choice ? '2026-11-21T09:30:00Z' : null)));
    }),
    http.post('/api/v1/users/me/consent', async ({ request }) => {
      await record(request);
      const { choice } = (await request.json()) as { choice: 'all' | 'essential' };
      choices.set(request.headers.get('Authorization')?.replace('Bearer ', '') ?? '', choice);
      return HttpResponse.json(ok(consentState(choice, '2026-11-21T09:30:00Z')));
    }),
  );
  return { posted: seen, reads };
}

/** Opens a page as a fresh page load and waits until the session has checked the stored token. */
async function loadPage(path = '/privacy-policy') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
  return view;
}

async function signedInPageLoad(user = guest) {
  const me = signInAs(user);
  const view = await loadPage();
  await waitFor(() => expect(me.calls).toBe(1));
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('cookie-consent banner', () => {
  it('appears 1.5 s after a signed-in user who has not chosen loads a page, not before', async () => {
    const log = stubConsentLog();
    await signedInPageLoad();

    await act(() => vi.advanceTimersByTimeAsync(1_400));
    expect(banner()).not.toBeInTheDocument();
    expect(log.reads.count).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(100));
    const region = await screen.findByRole('region', { name: 'Cookies on Hyderabad Escapes' });
    expect(within(region).getByRole('button', { name: 'Essential Only' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Accept All' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Close cookie banner' })).toBeEnabled();
    expect(within(region).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(log.reads.count).toBe(1);
  });

  it('is never shown to a visitor and asks the server nothing', async () => {
    const log = stubConsentLog();
    await loadPage();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(banner()).not.toBeInTheDocument();
    expect(log.reads.count).toBe(0);
  });

  it('records "Essential Only" on the server and for this user in the browser, then stays away on the next page load', async () => {
    const log = stubConsentLog();
    const { user, unmount } = await signedInPageLoad();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    const region = await screen.findByRole('region', { name: 'Cookies on Hyderabad Escapes' });

    await user.click(within(region).getByRole('button', { name: 'Essential Only' }));

    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(log.posted).toEqual([
      {
        method: 'POST',
        path: '/api/v1/users/me/consent',
        body: { choice: 'essential' },
        authorization: 'Bearer token-104',
      },
    ]);
    expect(localStorage.getItem(`cookieConsent:${guest.id}`)).toBe('essential');
    expect(localStorage.getItem('cookieConsent')).toBe('essential');

    unmount();
    await signedInPageLoad();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(banner()).not.toBeInTheDocument();
    expect(log.reads.count).toBe(1);
  });

  it('records "Accept All" the same way', async () => {
    const log = stubConsentLog();
    const { user } = await signedInPageLoad();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(log.posted.map((p) => p.body)).toEqual([{ choice: 'all' }]);
    expect(localStorage.getItem(`cookieConsent:${guest.id}`)).toBe('all');
  });

  it('closing it records nothing, and it returns on the next page load', async () => {
    const log = stubConsentLog();
    const { user, unmount } = await signedInPageLoad();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await user.click(await screen.findByRole('button', { name: 'Close cookie banner' }));
    expect(banner()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(banner()).not.toBeInTheDocument();
    expect(log.posted).toHaveLength(0);
    expect(localStorage.getItem(`cookieConsent:${guest.id}`)).toBeNull();

    unmount();
    await signedInPageLoad();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole('region', { name: 'Cookies on Hyderabad Escapes' })).toBeInTheDocument();
  });

  it('stays away when the server says the user already chose on another device, and remembers that here', async () => {
    const log = stubConsentLog({ [guest.id]: 'all' });
    await signedInPageLoad();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(log.reads.count).toBe(1));
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(`cookieConsent:${guest.id}`)).toBe('all'));
  });

  it('is per user: another user signing in on this browser gets their own banner', async () => {
    const log = stubConsentLog();
    localStorage.setItem(`cookieConsent:${guest.id}`, 'essential');
    const { unmount } = await signedInPageLoad(guest);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(banner()).not.toBeInTheDocument();
    unmount();

    const { user } = await signedInPageLoad(otherGuest);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await user.click(await screen.findByRole('button', { name: 'Accept All' }));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(log.posted).toEqual([
      { method: 'POST', path: '/api/v1/users/me/consent', body: { choice: 'all' }, authorization: 'Bearer token-117' },
    ]);
    // Each user keeps their own choice.
    expect(localStorage.getItem(`cookieConsent:${guest.id}`)).toBe('essential');
    expect(localStorage.getItem(`cookieConsent:${otherGuest.id}`)).toBe('all');
  });

  it('starts over for a user who signs in without a page load (here, in another tab)', async () => {
    stubConsentLog();
    localStorage.setItem(`cookieConsent:${guest.id}`, 'essential');
    await signedInPageLoad(guest);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(banner()).not.toBeInTheDocument();

    // Another tab signs a different user in; this tab's session follows through the storage event.
    localStorage.setItem('token', `token-${otherGuest.id}`);
    localStorage.setItem('user', JSON.stringify(otherGuest));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage }));
    });
    await act(() => vi.advanceTimersByTimeAsync(1_400));
    expect(banner()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByRole('region', { name: 'Cookies on Hyderabad Escapes' })).toBeInTheDocument();
  });

  it('stays open and says so when the choice could not be saved', async () => {
    stubConsentLog();
    server.use(http.post('/api/v1/users/me/consent', () => errorBody(503, 'UNAVAILABLE', 'Try later')));
    const { user } = await signedInPageLoad();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await user.click(await screen.findByRole('button', { name: 'Essential Only' }));
    expect(await screen.findByText('Could not save your cookie preference')).toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
    expect(localStorage.getItem(`cookieConsent:${guest.id}`)).toBeNull();
  });
});
