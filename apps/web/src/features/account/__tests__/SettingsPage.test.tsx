import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
  function stubDelete(answer: () => Response = () => HttpResponse.json(ok({ deleted: true }))) {
    const { seen, record } = recorder();
    server.use(
      http.delete('/api/v1/users/me', async ({ request }) => {
        await record(request);
        return answer();
      }),
    );
    return seen;
  }

  it('deletes only after DELETE is typed in the dialog, then signs out and goes home with a toast', async () => {
    stubSettings();
    server.use(...catalogueHandlers);
    const seen = stubDelete();
    localStorage.setItem(`cookieConsent:${guest.id}`, 'essential');
    const { user, router } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    const field = within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' });
    expect(confirm).toBeDisabled();
    await user.type(field, 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'DELETE');
    expect(confirm).toBeEnabled();

    await user.click(confirm);

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/v1/users/me', body: undefined, authorization: 'Bearer token-104' }]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem(`cookieConsent:${guest.id}`)).toBeNull();
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
  });

  it('can be cancelled without deleting anything', async () => {
    stubSettings();
    const seen = stubDelete();
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toHaveLength(0);
    expect(currentUrl(router)).toBe('/settings');

    // Reopened, the confirmation starts empty again.
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Type DELETE to confirm' })).toHaveValue('');
  });

  it('keeps the account and says so when the server refuses', async () => {
    stubSettings();
    stubDelete(() => errorBody(500, 'INTERNAL', 'Something went wrong'));
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Could not delete your account')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/settings');
    expect(localStorage.getItem('token')).toBe('token-104');
  });
});
