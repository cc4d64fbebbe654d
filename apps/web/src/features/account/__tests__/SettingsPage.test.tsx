import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { catalogueHandlers } from '@/testing/catalogue-handlers';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { currentUrl, renderRoute } from '@/testing/render';
import { consentState, errorBody, guest, recorder, signInAs } from './helpers';

const preferences = { bookingSms: true, bookingEmail: true, messageEmail: true, marketingEmail: false };

function stubSettings(consent = consentState('essential', '2026-11-21T09:30:00Z')) {
  const { seen, record } = recorder();
  server.use(
    http.get('/api/v1/users/me/consent', () => HttpResponse.json(ok(consent))),
    http.post('/api/v1/users/me/consent', async ({ request }) => {
      await record(request);
      const { choice } = (await request.json()) as { choice: 'all' | 'essential' };
      return HttpResponse.json(ok(consentState(choice, '2026-11-21T10:00:00Z')));
    }),
    http.get('/api/v1/users/me/notification-preferences', () => HttpResponse.json(ok(preferences))),
    http.put('/api/v1/users/me/notification-preferences', async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok(await request.json()));
    }),
  );
  return seen;
}

async function openSettings() {
  const me = signInAs();
  const view = renderRoute('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await waitFor(() => expect(me.calls).toBe(1));
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/settings', () => {
  it('sends a visitor to sign in first', async () => {
    const { router } = renderRoute('/settings');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?next=%2Fsettings'));
  });
});

describe('/settings cookie consent', () => {
  it('shows the current choice and when it was made, in Asia/Kolkata time', async () => {
    stubSettings();
    await openSettings();
    const cookies = section('Cookies');
    // 09:30 UTC is 3:00 pm in Kolkata.
    expect(await within(cookies).findByText(/Current choice:/)).toHaveTextContent(
      'Current choice: Essential Only, chosen 21 Nov 2026, 3:00 pm.',
    );
    expect(within(cookies).getByRole('button', { name: /Essential Only/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(cookies).getByRole('button', { name: /Accept All/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when the user has not chosen yet', async () => {
    stubSettings(consentState(null));
    await openSettings();
    expect(await within(section('Cookies')).findByText('You have not chosen yet.')).toBeInTheDocument();
  });

  it('records a new choice on the server and in this browser, with a toast', async () => {
    const seen = stubSettings();
    const { user } = await openSettings();
    const cookies = section('Cookies');
    await within(cookies).findByText(/Current choice:/);

    await user.click(within(cookies).getByRole('button', { name: /Accept All/ }));

    expect(await within(cookies).findByText(/Current choice:/)).toHaveTextContent(
      'Current choice: Accept All, chosen 21 Nov 2026, 3:30 pm.',
    );
    expect(seen).toEqual([
      { method: 'POST', path: '/api/v1/users/me/consent', body: { choice: 'all' }, authorization: 'Bearer token-104' },
    ]);
    expect(localStorage.getItem(`cookieConsent:${guest.id}`)).toBe('all');
    expect(await screen.findByText('Cookie preference saved')).toBeInTheDocument();
  });

  it('keeps the old choice and says so when the server refuses', async () => {
    stubSettings();
    server.use(http.post('/api/v1/users/me/consent', () => errorBody(500, 'INTERNAL', 'Something went wrong')));
    const { user } = await openSettings();
    const cookies = section('Cookies');
    await within(cookies).findByText(/Current choice:/);
    await user.click(within(cookies).getByRole('button', { name: /Accept All/ }));
    expect(await screen.findByText('Could not save your cookie preference')).toBeInTheDocument();
    expect(within(cookies).getByText(/Current choice:/)).toHaveTextContent('Essential Only');
    expect(localStorage.getItem(`cookieConsent:${guest.id}`)).not.toBe('all');
  });
});

describe('/settings notifications', () => {
  it('shows the stored preferences and saves the changed set to the server', async () => {
    const seen = stubSettings();
    const { user } = await openSettings();
    const notifications = section('Notifications');

    const sms = await within(notifications).findByRole('checkbox', { name: 'Booking updates by SMS' });
    const marketing = within(notifications).getByRole('checkbox', { name: 'Offers and news by e-mail' });
    expect(sms).toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'Booking updates by e-mail' })).toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'New messages by e-mail' })).toBeChecked();
    expect(marketing).not.toBeChecked();

    await user.click(sms);
    await user.click(marketing);
    await user.click(within(notifications).getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(seen).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/users/me/notification-preferences',
        body: { bookingSms: false, bookingEmail: true, messageEmail: true, marketingEmail: true },
        authorization: 'Bearer token-104',
      },
    ]);
  });

  it('says so when the preferences could not be saved', async () => {
    stubSettings();
    server.use(http.put('/api/v1/users/me/notification-preferences', () => errorBody(503, 'UNAVAILABLE', 'Try later')));
    const { user } = await openSettings();
    const notifications = section('Notifications');
    await user.click(await within(notifications).findByRole('checkbox', { name: 'Offers and news by e-mail' }));
    await user.click(within(notifications).getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Could not save your notification preferences')).toBeInTheDocument();
    // What the user ticked stays ticked, ready for another try.
    expect(within(notifications).getByRole('checkbox', { name: 'Offers and news by e-mail' })).toBeChecked();
  });
});

describe('/settings sign out of all devices', () => {
  it('revokes every session, clears this browser and goes home with a toast', async () => {
    stubSettings();
    server.use(...catalogueHandlers);
    const { seen, record } = recorder();
    server.use(
      http.post('/api/v1/auth/logout-all', async ({ request }) => {
        await record(request);
        return HttpResponse.json(ok({ revoked: 3 }));
      }),
    );
    const { user, router } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(seen).toEqual([
      { method: 'POST', path: '/api/v1/auth/logout-all', body: undefined, authorization: 'Bearer token-104' },
    ]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(await screen.findByText('Signed out of all devices')).toBeInTheDocument();
  });

  it('stays signed in and says so when the server fails', async () => {
    stubSettings();
    server.use(http.post('/api/v1/auth/logout-all', () => errorBody(500, 'INTERNAL', 'Something went wrong')));
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByText('Could not sign out of all devices')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/settings');
    expect(localStorage.getItem('token')).toBe('token-104');
  });
});

describe('/settings delete my account', () => {
  function stubErasure(answer: () => Response = () => HttpResponse.json(ok({}))) {
    const { seen, record } = recorder();
    server.use(
      http.post('/api/v1/users/me/erasure/send-otp', async ({ request }) => {
        await record(request);
        return HttpResponse.json(ok({ identifier: '+91******0104', resendAfter: 60 }));
      }),
      http.delete('/api/v1/users/me', async ({ request }) => {
        await record(request);
        return answer();
      }),
    );
    return seen;
  }

  async function askForCode(user: ReturnType<typeof renderRoute>['user']) {
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(/Enter the 6-digit code we sent to/)).toHaveTextContent('+91******0104');
    expect(within(dialog).getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    return dialog;
  }

  it('sends a code, deletes with it, then signs out and goes home with a toast', async () => {
    stubSettings();
    server.use(...catalogueHandlers);
    const seen = stubErasure();
    localStorage.setItem(`cookieConsent:${guest.id}`, 'essential');
    const { user, router } = await openSettings();
    const dialog = await askForCode(user);

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '6-digit code' }), '12a3456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(seen).toEqual([
      { method: 'POST', path: '/api/v1/users/me/erasure/send-otp', body: undefined, authorization: 'Bearer token-104' },
      { method: 'DELETE', path: '/api/v1/users/me', body: { code: '123456' }, authorization: 'Bearer token-104' },
    ]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(`cookieConsent:${guest.id}`)).toBeNull();
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
  });

  it('shows a blocked erasure (409) as the server says it and keeps the account', async () => {
    stubSettings();
    const blocked = 'You have a stay on 12 Dec 2026 at Banyan Grove. Cancel it or wait until it is over.';
    stubErasure(() => errorBody(409, 'ERASURE_BLOCKED', blocked));
    const { user, router } = await openSettings();
    const dialog = await askForCode(user);
    await user.type(within(dialog).getByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(blocked);
    expect(currentUrl(router)).toBe('/settings');
    expect(localStorage.getItem('token')).toBe('token-104');
  });

  it('can be cancelled without deleting anything', async () => {
    stubSettings();
    const seen = stubErasure();
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toHaveLength(0);
    expect(currentUrl(router)).toBe('/settings');
  });
});

describe('/settings privacy', () => {
  it('switches analytics and marketing consent one tap at a time, showing the notice version and when', async () => {
    stubSettings({
      ...consentState('essential', '2026-11-21T09:30:00Z'),
      purposes: { essential: true, analytics: false, marketing: false },
      noticeVersion: '3',
    } as never);
    const { seen, record } = recorder();
    server.use(
      http.post('/api/v1/users/me/consent', async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          ok({
            ...consentState('essential', '2026-11-21T10:00:00Z'),
            purposes: { essential: true, analytics: false, marketing: true },
            noticeVersion: '3',
          }),
        );
      }),
    );
    const { user } = await openSettings();
    const privacy = section('Privacy');
    expect(await within(privacy).findByText(/Decided/)).toHaveTextContent(
      'Decided 21 Nov 2026, 3:00 pm, under privacy notice version 3.',
    );
    expect(within(privacy).getByRole('switch', { name: 'Essential' })).toHaveAttribute('aria-checked', 'true');
    expect(within(privacy).getByRole('switch', { name: 'Essential' })).toHaveAttribute('aria-disabled', 'true');
    const marketing = within(privacy).getByRole('switch', { name: 'Marketing' });
    expect(marketing).toHaveAttribute('aria-checked', 'false');
    await user.click(marketing);
    await waitFor(() =>
      expect(within(privacy).getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'true'),
    );
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/v1/users/me/consent',
        body: { purpose: 'marketing', granted: true },
        authorization: 'Bearer token-104',
      },
    ]);
    expect(within(privacy).getByText(/Decided/)).toHaveTextContent('Decided 21 Nov 2026, 3:30 pm');
  });

  it('downloads the export as the file the server names', async () => {
    stubSettings();
    const auth: (string | null)[] = [];
    server.use(
      http.get('/api/v1/users/me/export', ({ request }) => {
        auth.push(request.headers.get('Authorization'));
        return new HttpResponse(JSON.stringify({ exportedAt: '2026-11-21T10:00:00Z' }), {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="hyderabad-escapes-data-2026-11-21.json"',
          },
        });
      }),
    );
    const created = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = await openSettings();
    await user.click(within(section('Privacy')).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is downloading')).toBeInTheDocument();
    expect(clicked).toEqual(['hyderabad-escapes-data-2026-11-21.json']);
    expect(auth).toEqual(['Bearer token-104']);
    expect(created).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
