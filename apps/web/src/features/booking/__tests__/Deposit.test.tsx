import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { errorBody, record, renderWithAuth } from '@/testing/auth-harness';
import BookingsPage from '../BookingsPage';
import type { Deposit } from '../api/bookings';
import { makeBooking, signIn } from '@/testing/booking-fixtures';

const routes = [{ path: '/bookings', element: <BookingsPage /> }];

function list(items = [makeBooking()]) {
  return record('get', '/api/v1/users/me/bookings', () =>
    HttpResponse.json({ success: true, data: items, meta: { page: 1, perPage: 10, total: items.length } }),
  );
}

function deposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    amount: 2000,
    status: 'held',
    method: 'online',
    cashReceipt: null,
    collectedAt: '2026-12-01T10:00:00+05:30',
    claimUntil: '2026-12-23T09:00:00+05:30',
    claim: null,
    kept: null,
    returned: null,
    refundStatus: null,
    settledAt: null,
    canRecordCash: false,
    canClaim: false,
    canAnswer: false,
    ...overrides,
  };
}

const claim = {
  amount: 1500,
  reason: 'A broken chair',
  claimedAt: '2026-12-21T10:00:00+05:30',
  answerBy: '2026-12-23T10:00:00+05:30',
  photos: [],
  answeredAt: null,
  disputeReason: null,
  decision: null,
  decisionReason: null,
};

const stayed = { status: 'confirmed', paymentMethod: 'upi' as const, paymentStatus: 'paid', securityDeposit: 2000 };

describe('/bookings security deposit', () => {
  it('shows the deposit as refundable and apart from the total, with where it stands', async () => {
    signIn();
    list([makeBooking({ ...stayed, deposit: deposit() })]);
    renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const card = await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    const section = within(card).getByRole('region', { name: 'Security deposit' });
    expect(section).toHaveTextContent('Security deposit (refundable): ₹2,000');
    expect(section).toHaveTextContent('held; it comes back 48 hours after check-out');
    // The total is the price's, not the deposit's.
    expect(within(card).getByText('₹10,384')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Accept the claim/ })).not.toBeInTheDocument();
  });

  it("lets the guest accept the owner's claim while they may answer", async () => {
    signIn();
    list([makeBooking({ ...stayed, deposit: deposit({ status: 'claimed', claim, canAnswer: true }) })]);
    const sent = record('post', '/api/v1/bookings/55/deposit/accept', () =>
      HttpResponse.json({
        success: true,
        data: deposit({ status: 'accepted', claim, kept: 1500, returned: 500, refundStatus: 'pending' }),
      }),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const card = await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    expect(within(card).getByRole('region', { name: 'Security deposit' })).toHaveTextContent(
      'Claim of ₹1,500: A broken chair',
    );
    await user.click(within(card).getByRole('button', { name: 'Accept the claim of ₹1,500' }));
    expect(await within(card).findByText(/settled: ₹1,500 to the owner, ₹500 back/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: /Accept the claim/ })).not.toBeInTheDocument();
  });

  it('sends a dispute with its reason, and asks for one first', async () => {
    signIn();
    list([makeBooking({ ...stayed, deposit: deposit({ status: 'claimed', claim, canAnswer: true }) })]);
    const sent = record('post', '/api/v1/bookings/55/deposit/dispute', () =>
      HttpResponse.json({
        success: true,
        data: deposit({
          status: 'disputed',
          claim: { ...claim, disputeReason: 'It was broken when we came' },
        }),
      }),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const card = await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    await user.click(within(card).getByRole('button', { name: 'Dispute the claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute the claim of ₹1,500' });
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please tell us why the claim is wrong');
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Why is the claim wrong?'), 'It was broken when we came');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(card).findByText(/claim disputed; our team will decide/)).toBeInTheDocument();
    expect(sent[0].body).toEqual({ reason: 'It was broken when we came' });
  });

  it("shows the server's refusal of an answer that came too late", async () => {
    signIn();
    list([makeBooking({ ...stayed, deposit: deposit({ status: 'claimed', claim, canAnswer: true }) })]);
    server.use(
      http.post('/api/v1/bookings/55/deposit/accept', () =>
        errorBody(409, 'DEPOSIT_ANSWER_CLOSED', 'This claim can no longer be answered.'),
      ),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const card = await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    await user.click(within(card).getByRole('button', { name: 'Accept the claim of ₹1,500' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This claim can no longer be answered.');
  });
});
