import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { queryClient } from '@/lib/react-query';
import { readSavedForOffline, saveForOffline } from '@/lib/saved-for-offline/store';
import { onSignOut, useSession } from '../session';
import {
  errorBody,
  guestUser,
  owner,
  record,
  renderWithAuth,
  sessionBody,
  storeCredentials,
} from '@/testing/auth-harness';

function SignOutButtons() {
  const { signOut, signOutEverywhere } = useSession();
  return (
    <>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      <button type="button" onClick={() => void signOutEverywhere().catch(() => undefined)}>
        Everywhere
      </button>
    </>
  );
}

describe('session on load (PRODUCT.md §4 Session)', () => {
  it('is signed out without a stored token and asks the server nothing', () => {
    const me = record('get', '/api/v1/auth/me', () => HttpResponse.json({}));
    renderWithAuth(<p>page</p>);
    expect(screen.getByTestId('session')).toHaveTextContent('signed-out');
    expect(me).toHaveLength(0);
  });

  it('checks a stored token with /auth/me (bearer) and takes the user it answers', async () => {
    storeCredentials({ ...guestUser, fullName: 'Old Name' });
    const me = record('get', '/api/v1/auth/me', () =>
      HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } }),
    );
    renderWithAuth(<p>page</p>);
    expect(screen.getByTestId('session')).toHaveTextContent('loading Old Name');
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in Asha Verma'));
    expect(me[0].authorization).toBe('Bearer stored-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(guestUser);
  });

  it('tries the refresh token once when /auth/me fails, and keeps the new pair', async () => {
    storeCredentials(guestUser);
    record('get', '/api/v1/auth/me', () => errorBody(401, 'UNAUTHORIZED', 'Token expired'));
    const refreshes = record('post', '/api/v1/auth/refresh', () =>
      HttpResponse.json(sessionBody(owner, 'new-token', 'new-refresh')),
    );
    renderWithAuth(<p>page</p>);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in Ravi Kumar Reddy'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refreshToken: 'stored-refresh' });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
  });

  it('clears the stored credentials when the refresh fails too', async () => {
    storeCredentials(guestUser);
    record('get', '/api/v1/auth/me', () => errorBody(401, 'UNAUTHORIZED', 'Token expired'));
    const refreshes = record('post', '/api/v1/auth/refresh', () =>
      errorBody(401, 'UNAUTHORIZED', 'Refresh token reused'),
    );
    saveForOffline('bookings', guestUser.id, { items: [{ code: 'HE-TEST1' }] });
    renderWithAuth(<p>page</p>);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-out'));
    expect(readSavedForOffline('bookings', guestUser.id)).toBeNull();
    expect(refreshes).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('signing out', () => {
  it('calls /auth/logout, clears the credentials, runs the sign-out hooks and goes home', async () => {
    storeCredentials(guestUser);
    record('get', '/api/v1/auth/me', () =>
      HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } }),
    );
    const logouts = record('post', '/api/v1/auth/logout', () => HttpResponse.json({ success: true, data: {} }));
    let hooks = 0;
    const off = onSignOut(() => {
      hooks += 1;
    });
    const { user } = renderWithAuth(<p>home</p>, {
      path: '/account',
      routes: [{ path: '/account', element: <SignOutButtons /> }],
    });
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    // What this user read stays in memory only while they are signed in.
    queryClient.setQueryData(['bookings', 'mine'], [{ code: 'HE-TEST1' }]);
    // Nor does what was saved on this device to show offline.
    saveForOffline('bookings', guestUser.id, { items: [{ code: 'HE-TEST1' }] });
    expect(readSavedForOffline('bookings', guestUser.id)?.value).toEqual({ items: [{ code: 'HE-TEST1' }] });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(queryClient.getQueryData(['bookings', 'mine'])).toBeUndefined();
    expect(readSavedForOffline('bookings', guestUser.id)).toBeNull();
    expect(logouts[0].authorization).toBe('Bearer stored-token');
    expect(screen.getByTestId('session')).toHaveTextContent('signed-out');
    expect(localStorage.getItem('token')).toBeNull();
    expect(hooks).toBe(1);
    off();
  });

  it('signs out everywhere through /auth/logout-all', async () => {
    storeCredentials(guestUser);
    record('get', '/api/v1/auth/me', () =>
      HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } }),
    );
    const all = record('post', '/api/v1/auth/logout-all', () =>
      HttpResponse.json({ success: true, data: { revoked: 3 } }),
    );
    const { user } = renderWithAuth(<p>home</p>, {
      path: '/account',
      routes: [{ path: '/account', element: <SignOutButtons /> }],
    });
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Everywhere' }));
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-out'));
    expect(all[0].authorization).toBe('Bearer stored-token');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('follows another tab signing out and signing in (storage event)', async () => {
    storeCredentials(guestUser);
    record('get', '/api/v1/auth/me', () =>
      HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } }),
    );
    renderWithAuth(<p>home</p>);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in Asha Verma'));
    saveForOffline('bookings', guestUser.id, { items: [] });

    for (const key of ['token', 'refreshToken', 'user']) localStorage.removeItem(key);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'token',
          oldValue: 'stored-token',
          newValue: null,
          storageArea: localStorage,
        }),
      );
    });
    expect(screen.getByTestId('session')).toHaveTextContent('signed-out');
    expect(readSavedForOffline('bookings', guestUser.id)).toBeNull();

    storeCredentials(owner, 'other-tab');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'user', newValue: JSON.stringify(owner), storageArea: localStorage }),
      );
    });
    expect(screen.getByTestId('session')).toHaveTextContent('signed-in Ravi Kumar Reddy');
  });
});
