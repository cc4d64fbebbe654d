import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { flushAnalytics, track } from '@/lib/analytics';
import { guestUser, record, renderWithAuth, storeCredentials } from '@/testing/auth-harness';
import { useSession } from '../session';

vi.mock('@/lib/analytics', () => ({ track: vi.fn(), flushAnalytics: vi.fn() }));

function SignOutButton() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

describe('user logout (PRODUCT.md §7 tracked event)', () => {
  it('is tracked and sent before the session ends, while the token still names the user', async () => {
    storeCredentials(guestUser);
    record('get', '/api/v1/auth/me', () =>
      HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } }),
    );
    let tokenAtFlush: string | null = 'unset';
    vi.mocked(flushAnalytics).mockImplementation(() => {
      tokenAtFlush = localStorage.getItem('token');
    });
    const logouts = record('post', '/api/v1/auth/logout', () => HttpResponse.json({ success: true, data: {} }));
    const { user } = renderWithAuth(<p>home</p>, {
      path: '/account',
      routes: [{ path: '/account', element: <SignOutButton /> }],
    });
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(logouts).toHaveLength(1));
    expect(track).toHaveBeenCalledWith('user_logout', {});
    expect(flushAnalytics).toHaveBeenCalledTimes(1);
    expect(tokenAtFlush).toBe('stored-token');
  });
});
