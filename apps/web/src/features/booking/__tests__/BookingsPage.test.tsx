import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { errorBody, guestUser, owner, record, renderWithAuth } from '@/testing/auth-harness';
import { queryClient } from '@/lib/react-query';
import { readSavedForOffline } from '@/lib/saved-for-offline/store';
import BookingsPage from '../BookingsPage';
import { makeBooking, RULE, signIn } from '@/testing/booking-fixtures';

const routes = [{ path: '/bookings', element: <BookingsPage /> }];

afterEach(() => {
  vi.restoreAllMocks();
});

function list(items = [makeBooking()], total = items.length) {
  return record('get', '/api/v1/users/me/bookings', () =>
    HttpResponse.json({ success: true, data: items, meta: { page: 1, perPage: 10, total } }),
  );
}

describe('/bookings Your Bookings', () => {
  it('lists each booking with farmhouse, dates in India time, en-IN total, payment, code and rule', async () => {
    signIn();
    list();
    renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const card = await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    expect(within(card).getByText('20 Dec 2026, 9:00 pm')).toBeInTheDocument();
    expect(within(card).getByText('21 Dec 2026, 9:00 am')).toBeInTheDocument();
    expect(within(card).getByText('₹10,384')).toBeInTheDocument();
    expect(within(card).getByText('HE-7K3P9Q')).toBeInTheDocument();
    expect(within(card).getByText('Survey No. 41, Himayat Nagar Road, Moinabad')).toBeInTheDocument();
    expect(within(card).getByText('Cash at property · Pay at the property')).toBeInTheDocument();
    expect(within(card).getByText("Lakshmi Devi, the farmhouse's owner")).toBeInTheDocument();
    expect(within(card).getByText(RULE)).toBeInTheDocument();
    expect(within(card).getByText('Cancel now: 100% refund.')).toBeInTheDocument();
  });

  it('offers the tax invoice and credit notes of a booking to download with the guest’s token', async () => {
    signIn();
    list([
      makeBooking({
        status: 'cancelled',
        taxDocuments: [
          {
            id: 7,
            kind: 'invoice',
            number: 'HE/26-27/000123',
            issuedAt: '2026-11-21T10:00:00+05:30',
            totalPaise: 1038400,
          },
          {
            id: 9,
            kind: 'credit_note',
            number: 'HEC/26-27/000004',
            issuedAt: '2026-11-25T10:00:00+05:30',
            totalPaise: 1038400,
          },
        ],
      }),
      makeBooking({ id: 56, code: 'HE-NOPE00', status: 'pending' }),
    ]);
    const seen: { path: string; authorization: string | null }[] = [];
    server.use(
      http.get('/api/v1/tax-documents/:id', ({ request }) => {
        seen.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="tax-invoice-HE-26-27-000123.pdf"',
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const cards = await screen.findAllByRole('article', { name: 'Banyan Grove Farmhouse' });
    const invoice = within(cards[0]).getByRole('link', { name: 'Tax invoice HE/26-27/000123' });
    expect(invoice).toHaveAttribute('href', '/api/v1/tax-documents/7');
    expect(within(cards[0]).getByRole('link', { name: 'Credit note HEC/26-27/000004' })).toHaveAttribute(
      'href',
      '/api/v1/tax-documents/9',
    );
    expect(within(cards[1]).queryByRole('link', { name: /Tax invoice/ })).toBeNull();
    await user.click(invoice);
    await waitFor(() => expect(saved).toEqual(['tax-invoice-HE-26-27-000123.pdf']));
    expect(seen).toEqual([{ path: '/api/v1/tax-documents/7', authorization: expect.stringMatching(/^Bearer /) }]);
  });

  it('offers "Message owner" on each booking, which opens the conversation about its farmhouse', async () => {
    signIn();
    list([makeBooking({ status: 'confirmed' })]);
    const opened = record('post', '/api/v1/conversations', () =>
      HttpResponse.json(
        {
          success: true,
          data: {
            id: 31,
            property: { id: 12, slug: 'banyan-grove-farmhouse-moinabad', title: 'Banyan Grove Farmhouse', image: null },
            otherParty: { id: owner.id, fullName: owner.fullName, role: 'owner' },
            myRole: 'guest',
            guestId: guestUser.id,
            ownerId: owner.id,
            unreadCount: 0,
            archived: false,
            lastMessage: null,
            lastMessageAt: null,
            blockedByMe: false,
            blockedByThem: false,
            createdAt: '2026-11-20T09:00:00+05:30',
          },
        },
        { status: 201 },
      ),
    );
    const { user, router } = renderWithAuth(<p>home</p>, {
      path: '/bookings',
      routes: [...routes, { path: '/messages', element: <h1>Messages page</h1> }],
    });
    const card = await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    await user.click(within(card).getByRole('button', { name: 'Message owner' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/messages?conversation=31'),
    );
    expect(opened).toHaveLength(1);
    expect(opened[0].body).toEqual({ propertyId: 12 });
  });

  it('colours the status as PRODUCT.md §4 says: confirmed green, pending yellow, rejected red, cancelled and others grey', async () => {
    signIn();
    const statuses = ['confirmed', 'pending', 'rejected', 'cancelled', 'expired'];
    list(statuses.map((status, i) => makeBooking({ id: i + 1, code: `HE-00000${i}`, status })));
    renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    await screen.findAllByRole('article');
    const colour = (label: string) => screen.getByText(label, { selector: '[data-colour]' });
    expect(colour('Confirmed')).toHaveAttribute('data-colour', 'green');
    expect(colour('Confirmed')).toHaveClass('bg-green-100', 'text-green-900');
    expect(colour('Pending')).toHaveAttribute('data-colour', 'yellow');
    expect(colour('Rejected')).toHaveAttribute('data-colour', 'red');
    expect(colour('Cancelled')).toHaveAttribute('data-colour', 'grey');
    expect(colour('Expired')).toHaveAttribute('data-colour', 'grey');
    // Only pending and confirmed bookings can be cancelled.
    expect(screen.getAllByRole('button', { name: /^Cancel booking/ })).toHaveLength(2);
  });

  it('shows where the refund of a cancelled card booking stands', async () => {
    signIn();
    const cancelled = { rule: RULE, refund: 1234, cancelledBy: 'guest', reason: 'Plans changed' };
    list([
      makeBooking({
        id: 1,
        code: 'HE-000001',
        status: 'cancelled',
        paymentMethod: 'upi',
        paymentStatus: 'refunded',
        cancellation: cancelled,
        refund: { amount: 1234, status: 'pending' },
      }),
      makeBooking({
        id: 2,
        code: 'HE-000002',
        status: 'cancelled',
        paymentMethod: 'credit_card',
        paymentStatus: 'refunded',
        cancellation: cancelled,
        // 23:30 UTC on the 23rd is already the 24th in India.
        refund: { amount: 125000, status: 'processed', processedAt: '2026-11-23T23:30:00Z' },
      }),
      makeBooking({ id: 3, code: 'HE-000003', status: 'cancelled', cancellation: { rule: RULE, refund: 0 } }),
    ]);
    renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByText('Refund of ₹1,234 processing')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Refund of ₹1,25,000 processed on 24 Nov')).toBeInTheDocument();
    // A cash booking has no refund through the provider: the rule's amount, as before.
    expect(within(cards[2]).getByText('No refund')).toBeInTheDocument();
  });

  it('cancels after the dialog, with the reason, and updates the list', async () => {
    signIn();
    list();
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/v1/bookings/55/cancel', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: makeBooking({
            status: 'cancelled',
            cancellation: { rule: RULE, refund: 10384, cancelledBy: 'guest', reason: 'Plans changed' },
          }),
        });
      }),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking HE-7K3P9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking HE-7K3P9Q?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Plans changed');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ reason: 'Plans changed' }]);
    const card = screen.getByRole('article', { name: 'Banyan Grove Farmhouse' });
    expect(within(card).getByText('Cancelled')).toHaveAttribute('data-colour', 'grey');
    expect(within(card).getByText('Reason: Plans changed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Cancel booking/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Booking cancelled', { selector: 'div' })).toBeInTheDocument();
  });

  it('says "Failed to cancel booking" when the server refuses, and changes nothing', async () => {
    signIn();
    list();
    server.use(
      http.put('/api/v1/bookings/55/cancel', () =>
        errorBody(409, 'BOOKING_NOT_CANCELLABLE', 'This booking can no longer be cancelled.'),
      ),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking HE-7K3P9Q' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Failed to cancel booking', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByText('Pending', { selector: '[data-colour]' })).toBeInTheDocument();
  });

  it('shows an empty state with a way to search', async () => {
    signIn();
    list([]);
    renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search farmhouses' })).toHaveAttribute('href', '/search');
  });

  it('pages through a long list', async () => {
    signIn();
    const pages = record('get', '/api/v1/users/me/bookings', (_b, seen) =>
      HttpResponse.json({
        success: true,
        data: [makeBooking({ id: seen.length, code: `HE-PAGE0${seen.length}` })],
        meta: { page: seen.length, perPage: 10, total: 12 },
      }),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    expect(await screen.findByText('HE-PAGE01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('HE-PAGE02')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(pages).toHaveLength(2);
  });
});

describe('/bookings Report a problem', () => {
  const during = {
    status: 'confirmed',
    paymentMethod: 'upi',
    paymentStatus: 'paid',
    start: '2026-11-01T09:00:00+05:30',
    end: '2026-11-01T21:00:00+05:30',
  } as const;
  const dispute = { status: 'open', reason: 'The pool was closed.', createdAt: '2026-11-01T12:30:00+05:30' };

  async function openDialog() {
    const view = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    await view.user.click(await screen.findByRole('button', { name: 'Report a problem with booking HE-7K3P9Q' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Report a problem with HE-7K3P9Q' }) };
  }

  it('offers Report a problem only on a booking the server says can be reported', async () => {
    signIn();
    list([
      makeBooking({ id: 1, code: 'HE-000001', ...during, canReportProblem: true }),
      makeBooking({ id: 2, code: 'HE-000002', ...during, canReportProblem: false }),
    ]);
    renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByRole('button', { name: 'Report a problem with booking HE-000001' })).toBeVisible();
    expect(within(cards[1]).queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it('offers no cancellation once the stay has begun (the server gives no refund for now)', async () => {
    signIn();
    list([
      makeBooking({ id: 1, code: 'HE-000001', ...during, cancellation: { rule: 'The rule.' } }),
      makeBooking({
        id: 2,
        code: 'HE-000002',
        status: 'confirmed',
        cancellation: { rule: 'The rule.', refundPercentNow: 50 },
      }),
    ]);
    renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
    expect(within(cards[0]).queryByText(/^Cancel now/)).not.toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'Cancel booking HE-000002' })).toBeVisible();
    expect(within(cards[1]).getByText(/^Cancel now: 50% refund/)).toBeVisible();
  });

  it('refuses a blank reason in the dialog without asking the server', async () => {
    signIn();
    list([makeBooking({ ...during, canReportProblem: true })]);
    const sent = record('post', '/api/v1/bookings/55/dispute', () =>
      HttpResponse.json({ success: true, data: makeBooking({ ...during }) }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('What went wrong?'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByText('Please tell us what went wrong')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What went wrong?')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('sends the reason, then the card says the problem was reported and the earnings are held', async () => {
    signIn();
    list([makeBooking({ ...during, canReportProblem: true })]);
    const sent = record('post', '/api/v1/bookings/55/dispute', () =>
      HttpResponse.json({ success: true, data: makeBooking({ ...during, canReportProblem: false, dispute }) }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('What went wrong?'), 'The pool was closed.');
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map((s) => s.body)).toEqual([{ reason: 'The pool was closed.' }]);
    const card = screen.getByRole('article', { name: 'Banyan Grove Farmhouse' });
    const note = within(card).getByRole('note');
    expect(note).toHaveTextContent(
      'You reported a problem on 1 Nov 2026, 12:30 pm. Our support team is looking into it.',
    );
    expect(note).toHaveTextContent('The owner’s earnings for this stay are held until our support team looks into it.');
    expect(note).toHaveTextContent('Your report: The pool was closed.');
    expect(within(card).queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Problem reported', { selector: 'div' })).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the report, and keeps the dialog open", async () => {
    signIn();
    list([makeBooking({ ...during, canReportProblem: true })]);
    server.use(
      http.post('/api/v1/bookings/55/dispute', () =>
        errorBody(409, 'DISPUTE_EXISTS', 'A problem with this booking has already been reported.'),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('What went wrong?'), 'The pool was closed.');
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A problem with this booking has already been reported.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says a resolved problem was resolved, with a refund when it was refunded', async () => {
    signIn();
    list([
      makeBooking({ id: 1, code: 'HE-000001', ...during, dispute: { ...dispute, status: 'released' } }),
      makeBooking({
        id: 2,
        code: 'HE-000002',
        ...during,
        status: 'cancelled',
        dispute: { ...dispute, status: 'refunded' },
      }),
    ]);
    renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByRole('note')).toHaveTextContent(
      'Our support team has resolved the problem you reported.',
    );
    expect(within(cards[0]).getByRole('note')).not.toHaveTextContent(/held/);
    expect(within(cards[1]).getByRole('note')).toHaveTextContent(
      'Our support team resolved the problem you reported with a full refund.',
    );
  });
});

describe('/bookings reviews of ended stays', () => {
  const ended = { status: 'confirmed', start: '2026-11-01T09:00:00+05:30', end: '2026-11-01T21:00:00+05:30' };

  it('offers Write a review with its last day while due, says when it was written, and nothing once closed', async () => {
    signIn();
    list([
      makeBooking({
        id: 1,
        code: 'HE-000001',
        ...ended,
        review: { status: 'due', dueBy: '2026-12-31T23:59:59+05:30' },
      }),
      makeBooking({ id: 2, code: 'HE-000002', ...ended, review: { status: 'written', reviewId: 77 } }),
      makeBooking({ id: 3, code: 'HE-000003', ...ended, review: { status: 'closed' } }),
    ]);
    renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(within(cards[0]).getByText(/Review it by 31 Dec 2026/)).toBeInTheDocument();
    expect(within(cards[1]).getByText('You reviewed this stay.')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: /See it with the farmhouse’s reviews/ })).toHaveAttribute(
      'href',
      '/property/banyan-grove-farmhouse-moinabad#reviews-heading',
    );
    expect(within(cards[2]).queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(within(cards[2]).queryByText(/reviewed/)).not.toBeInTheDocument();
  });

  it('after a review is published the list is read again and the row says it was reviewed', async () => {
    signIn();
    let reviewed = false;
    record('get', '/api/v1/users/me/bookings', () =>
      HttpResponse.json({
        success: true,
        data: [
          makeBooking({
            ...ended,
            review: reviewed
              ? { status: 'written', reviewId: 9 }
              : { status: 'due', dueBy: '2026-12-31T23:59:59+05:30' },
          }),
        ],
        meta: { page: 1, perPage: 10, total: 1 },
      }),
    );
    record('post', '/api/v1/bookings/55/review', () => {
      reviewed = true;
      return HttpResponse.json(
        {
          success: true,
          data: {
            id: 9,
            userName: 'Asha V.',
            rating: 5,
            comment: 'A lovely quiet day out.',
            createdAt: '2026-11-24T10:00:00+05:30',
          },
        },
        { status: 201 },
      );
    });
    const { user } = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const box = await screen.findByRole('dialog', { name: 'Review your stay' });
    await user.click(within(box).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.type(within(box).getByLabelText('Your review'), 'A lovely quiet day out.');
    await user.click(within(box).getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('You reviewed this stay.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  describe('offline (PRODUCT.md §2 PWA)', () => {
    /** The network is gone: every request fails before reaching a server. */
    function offline() {
      server.use(
        http.get('/api/v1/auth/me', () => HttpResponse.error()),
        http.get('/api/v1/users/me/bookings', () => HttpResponse.error()),
      );
    }

    it('shows the bookings last loaded on this device, with their codes, when the network fails', async () => {
      signIn();
      list([makeBooking(), makeBooking({ id: 56, code: 'HE-2B8M4X', status: 'confirmed', canReportProblem: true })], 2);
      const first = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
      await screen.findAllByRole('article');
      expect(
        readSavedForOffline<{ items: { code: string }[] }>('bookings', guestUser.id)?.value.items.map((b) => b.code),
      ).toEqual(['HE-7K3P9Q', 'HE-2B8M4X']);
      first.unmount();
      queryClient.clear();

      offline();
      renderWithAuth(<p>home</p>, { path: '/bookings', routes });
      const cards = await screen.findAllByRole('article');
      expect(within(cards[0]).getByText('HE-7K3P9Q')).toBeInTheDocument();
      expect(within(cards[0]).getByText('Survey No. 41, Himayat Nagar Road, Moinabad')).toBeInTheDocument();
      expect(within(cards[0]).getByRole('link', { name: 'Banyan Grove Farmhouse' })).toBeInTheDocument();
      expect(within(cards[1]).getByText('HE-2B8M4X')).toBeInTheDocument();
      expect(
        screen.getByText(/Could not reach the server\. These are your bookings as saved on this device on/),
      ).toBeInTheDocument();
      // Nothing can be changed through the saved copy.
      expect(screen.queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("keeps each user's bookings apart: another user offline sees no one else's", async () => {
      signIn();
      list();
      const first = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
      await screen.findByRole('article');
      first.unmount();
      queryClient.clear();

      signIn(owner);
      offline();
      renderWithAuth(<p>home</p>, { path: '/bookings', routes });
      expect(await screen.findByRole('alert')).toHaveTextContent('Your bookings could not be loaded.');
      expect(screen.queryByText('HE-7K3P9Q')).not.toBeInTheDocument();
    });

    it('says the bookings could not be loaded when nothing was saved', async () => {
      signIn();
      offline();
      renderWithAuth(<p>home</p>, { path: '/bookings', routes });
      expect(await screen.findByRole('alert')).toHaveTextContent('Your bookings could not be loaded.');
    });
  });
});
