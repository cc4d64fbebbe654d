// PRODUCT.md §8 "Failed to fetch unread count": a failed GET /api/v1/messages/unread-count is toasted
// once per failure episode, and the header badge says the count is unknown instead of showing a
// stale number or nothing (which reads as no unread messages). A 401 is the session's business.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { errorBody, sessionBody } from '@/testing/auth-harness';
import { queryClient } from '@/lib/react-query';
import { server } from '@/testing/msw-server';
import { UNREAD_COUNT_ERROR } from '../api/messages';
import { messagingKeys } from '../api/keys';
import { guestUser, renderMessaging } from './helpers';

type Answer = { unreadCount: number } | { status: number };

/** Answers the unread count from `answers` in turn (the last one repeats); counts the calls. */
function stubUnreadCount(...answers: Answer[]) {
  const calls = { count: 0, authorization: [] as (string | null)[] };
  server.use(
    http.get('/api/v1/messages/unread-count', ({ request }) => {
      const answer = answers[Math.min(calls.count, answers.length - 1)];
      calls.count += 1;
      calls.authorization.push(request.headers.get('Authorization'));
      return 'status' in answer
        ? errorBody(answer.status, 'INTERNAL_ERROR', 'Something went wrong')
        : HttpResponse.json({ success: true, data: { unreadCount: answer.unreadCount } });
    }),
  );
  return calls;
}

/** A background refetch, as a poll makes one; returns once the header has drawn its outcome. */
async function refetchUnreadCount() {
  await act(async () => {
    await queryClient.refetchQueries({ queryKey: messagingKeys.unreadCount });
    // The query client tells its observers on the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The toast's close button (its viewport is pointer-events: none in jsdom, without the CSS). */
function dismissToast() {
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
}

const accountMenu = () => screen.getByRole('button', { name: /Asha/ });

describe('unread count failures (PRODUCT.md §8)', () => {
  it('toasts "Failed to fetch unread count" once while it keeps failing, and shows no count', async () => {
    const calls = stubUnreadCount({ status: 500 });
    await renderMessaging('/elsewhere');

    expect(await screen.findByText(UNREAD_COUNT_ERROR)).toBeInTheDocument();
    // The badge does not claim none (or 0): it says the count is unavailable.
    expect(accountMenu()).toHaveTextContent('unread count unavailable');
    expect(accountMenu()).not.toHaveTextContent(/\d/);
    expect(screen.getByRole('link', { name: 'Messages, unread count unavailable' })).toBeInTheDocument();

    dismissToast();
    expect(screen.queryByText(UNREAD_COUNT_ERROR)).not.toBeInTheDocument();
    const before = calls.count;
    await refetchUnreadCount();
    await refetchUnreadCount();
    expect(calls.count).toBeGreaterThanOrEqual(before + 2);
    // Still failing: the same episode, so the dismissed toast does not come back.
    expect(screen.queryByText(UNREAD_COUNT_ERROR)).not.toBeInTheDocument();
    expect(accountMenu()).toHaveTextContent('unread count unavailable');
  });

  it('a success shows the count again, and a new failure after it is toasted again', async () => {
    const answers: Answer[] = [{ unreadCount: 3 }];
    server.use(
      http.get('/api/v1/messages/unread-count', () => {
        const answer = answers[0];
        return 'status' in answer
          ? errorBody(answer.status, 'INTERNAL_ERROR', 'Something went wrong')
          : HttpResponse.json({ success: true, data: { unreadCount: answer.unreadCount } });
      }),
    );
    await renderMessaging('/elsewhere');
    await waitFor(() => expect(accountMenu()).toHaveTextContent('3 unread messages'));

    // A failed refetch hides the number it had: 3 may no longer be true.
    answers[0] = { status: 500 };
    await refetchUnreadCount();
    expect(await screen.findByText(UNREAD_COUNT_ERROR)).toBeInTheDocument();
    expect(accountMenu()).toHaveTextContent('unread count unavailable');
    expect(accountMenu()).not.toHaveTextContent('3');
    dismissToast();

    answers[0] = { unreadCount: 5 };
    await refetchUnreadCount();
    await waitFor(() => expect(accountMenu()).toHaveTextContent('5 unread messages'));
    expect(accountMenu()).not.toHaveTextContent('unavailable');
    expect(screen.queryByText(UNREAD_COUNT_ERROR)).not.toBeInTheDocument();

    answers[0] = { status: 503 };
    await refetchUnreadCount();
    expect(await screen.findByText(UNREAD_COUNT_ERROR)).toBeInTheDocument();
    expect(accountMenu()).toHaveTextContent('unread count unavailable');
  });

  it('a 401 the session refreshes away shows nothing: the retried call gives the count', async () => {
    server.use(
      http.post('/api/v1/auth/refresh', () =>
        HttpResponse.json(sessionBody(guestUser, 'fresh-token', 'fresh-refresh')),
      ),
      http.get('/api/v1/messages/unread-count', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh-token'
          ? HttpResponse.json({ success: true, data: { unreadCount: 2 } })
          : errorBody(401, 'UNAUTHORIZED', 'Token expired'),
      ),
    );
    await renderMessaging('/elsewhere');
    await waitFor(() => expect(accountMenu()).toHaveTextContent('2 unread messages'));
    expect(screen.queryByText(UNREAD_COUNT_ERROR)).not.toBeInTheDocument();
  });

  it('a 401 again after a successful refresh is left to the session too', async () => {
    server.use(
      http.post('/api/v1/auth/refresh', () =>
        HttpResponse.json(sessionBody(guestUser, 'fresh-token', 'fresh-refresh')),
      ),
      http.get('/api/v1/messages/unread-count', () => errorBody(401, 'UNAUTHORIZED', 'Token expired')),
    );
    // Signed out before the realtime link (after first paint) may open.
    await renderMessaging('/elsewhere', { waitForLink: false });
    await waitFor(() => expect(accountMenu()).toHaveTextContent('unread count unavailable'));
    await refetchUnreadCount();
    expect(screen.queryByText(UNREAD_COUNT_ERROR)).not.toBeInTheDocument();
  });

  it('a 401 whose refresh is refused leaves the notice to the session, which signs out', async () => {
    server.use(
      http.post('/api/v1/auth/refresh', () => errorBody(401, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token')),
      http.get('/api/v1/messages/unread-count', () => errorBody(401, 'UNAUTHORIZED', 'Token expired')),
    );
    // Signed out before the realtime link (after first paint) may open.
    await renderMessaging('/elsewhere', { waitForLink: false });
    expect(await screen.findByText('Token refresh failed')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(UNREAD_COUNT_ERROR)).not.toBeInTheDocument();
    expect(screen.queryByText(/unread count unavailable/)).not.toBeInTheDocument();
  });
});
