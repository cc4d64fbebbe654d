// Offline is not an error: the unread count that cannot be fetched while the browser is offline
// brings no "Failed to fetch unread count" toast and no "?" badge (the page's offline notice says
// it); back online the count is fetched again and shown.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { UNREAD_COUNT_ERROR } from '../api/messages';
import { renderMessaging } from './helpers';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const accountMenu = () => screen.getByRole('button', { name: /Asha/ });

describe('unread count offline', () => {
  afterEach(() => setOnline(true));

  it('offline, a failed count is neither toasted nor shown as unknown; online again it is fetched', async () => {
    let online = false;
    let calls = 0;
    server.use(
      http.get('/api/v1/messages/unread-count', () => {
        calls += 1;
        return online ? HttpResponse.json({ success: true, data: { unreadCount: 4 } }) : HttpResponse.error();
      }),
    );
    setOnline(false);
    await renderMessaging('/elsewhere');
    await waitFor(() => expect(calls).toBeGreaterThan(0));
    // Time for the failure to be drawn, had it been.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(UNREAD_COUNT_ERROR)).not.toBeInTheDocument();
    expect(accountMenu()).not.toHaveTextContent('unread count unavailable');
    expect(screen.queryByRole('link', { name: 'Messages, unread count unavailable' })).not.toBeInTheDocument();

    online = true;
    act(() => setOnline(true));
    await waitFor(() => expect(accountMenu()).toHaveTextContent('4 unread messages'));
    expect(screen.queryByText(UNREAD_COUNT_ERROR)).not.toBeInTheDocument();
  });
});
