import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { errorBody, owner, record, renderWithAuth } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';
import type { OwnerReview } from '../api/reviews';
import { OwnerReviews } from '../reviews/OwnerReviews';

function review(overrides: Partial<OwnerReview> = {}): OwnerReview {
  return {
    id: 31,
    userName: 'Sravani K.',
    rating: 4,
    comment: 'Clean pool and a friendly caretaker; the lawn needed mowing.',
    createdAt: '2026-11-20T10:00:00+05:30',
    stayMonth: '2026-11',
    property: { id: 12, slug: 'banyan-grove-farmhouse-moinabad', title: 'Banyan Grove Farmhouse' },
    canReply: true,
    ...overrides,
  };
}

function reviews(items: OwnerReview[]) {
  return record('get', '/api/v1/owner/reviews', () =>
    HttpResponse.json({ success: true, data: items, meta: { page: 1, perPage: 10, total: items.length } }),
  );
}

describe('Owner dashboard: Reviews', () => {
  it('lists reviews with their farmhouse and stay, and filters to the unanswered ones', async () => {
    signIn(owner);
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/owner/reviews', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('unanswered') ?? '');
        return HttpResponse.json({ success: true, data: [review()], meta: { page: 1, perPage: 10, total: 1 } });
      }),
    );
    const { user } = renderWithAuth(<OwnerReviews />);
    const card = await screen.findByRole('article', { name: 'Review by Sravani K. of Banyan Grove Farmhouse' });
    expect(within(card).getByText(/Verified stay · November 2026/)).toBeInTheDocument();
    expect(within(card).getByText('4 out of 5 stars')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show reviews'), 'Unanswered');
    await waitFor(() => expect(asked).toContain('true'));
    expect(asked[0]).toBe('false');
  });

  it('checks the reply’s length, publishes it and reads the list again', async () => {
    signIn(owner);
    let replied = false;
    record('get', '/api/v1/owner/reviews', () =>
      HttpResponse.json({
        success: true,
        data: [
          replied
            ? review({ reply: { text: 'Thank you, Sravani!', repliedAt: '2026-11-24T09:00:00+05:30' } })
            : review(),
        ],
        meta: { page: 1, perPage: 10, total: 1 },
      }),
    );
    const posted = record('post', '/api/v1/owner/reviews/31/reply', () => {
      replied = true;
      return HttpResponse.json({ success: true, data: review() }, { status: 201 });
    });
    const { user } = renderWithAuth(<OwnerReviews />);
    await user.click(await screen.findByRole('button', { name: 'Reply to Sravani K.' }));
    const field = screen.getByRole('textbox', { name: 'Reply to Sravani K.' });
    await user.type(field, 'x');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Please write your reply')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Thank you, Sravani!');
    expect(screen.getByText('19 / 1,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(posted[0]?.body).toEqual({ text: 'Thank you, Sravani!' }));
    expect(await screen.findByText('Your response')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
  });

  it('shows the server’s message when the reply can no longer be changed (409)', async () => {
    signIn(owner);
    reviews([review({ reply: { text: 'Thanks!', repliedAt: '2026-11-20T12:00:00+05:30' } })]);
    server.use(
      http.put('/api/v1/owner/reviews/31/reply', () =>
        errorBody(409, 'REPLY_LOCKED', 'A reply can be changed only within 24 hours of posting it.'),
      ),
    );
    const { user } = renderWithAuth(<OwnerReviews />);
    await user.click(await screen.findByRole('button', { name: 'Edit reply' }));
    const field = screen.getByLabelText('Change your reply');
    expect(field).toHaveValue('Thanks!');
    await user.type(field, ' See you again.');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A reply can be changed only within 24 hours of posting it.',
    );
  });

  it('offers no reply form once the owner can no longer reply', async () => {
    signIn(owner);
    reviews([review({ canReply: false, reply: { text: 'Thanks!', repliedAt: '2026-11-01T12:00:00+05:30' } })]);
    renderWithAuth(<OwnerReviews />);
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
