import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { errorBody, owner, record, renderWithAuth } from '@/testing/auth-harness';
import { makeAvailability } from '@/testing/property-fixtures';
import { makeBooking, signIn } from '@/testing/booking-fixtures';
import { todayInKolkata } from '@/lib/format';
import DashboardPage from '../DashboardPage';
import type { OwnerBooking } from '../api/owner';
import type { OwnerDeposit } from '../api/deposit';

const routes = [{ path: '/owner/dashboard', element: <DashboardPage /> }];
const guest = { id: 101, name: 'Asha Verma', phone: '+919000000101' };

function deposit(overrides: Partial<OwnerDeposit> = {}): OwnerDeposit {
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

function dashboard(booking: OwnerBooking) {
  signIn(owner);
  const lists = record('get', '/api/v1/owner/bookings', () =>
    HttpResponse.json({ success: true, data: [booking], meta: { page: 1, perPage: 20, total: 1 } }),
  );
  record('get', '/api/v1/owner/properties', () =>
    HttpResponse.json({
      success: true,
      data: [{ id: 12, slug: 'banyan-grove-farmhouse-moinabad', title: 'Banyan Grove Farmhouse', published: true }],
    }),
  );
  record('get', '/api/v1/owner/reviews', () =>
    HttpResponse.json({ success: true, data: [], meta: { page: 1, perPage: 10, total: 0 } }),
  );
  const month = todayInKolkata().slice(0, 7);
  record('get', '/api/v1/properties/12/availability', () =>
    HttpResponse.json({ success: true, data: makeAvailability(`${month}-01`, `${month}-28`) }),
  );
  record('get', '/api/v1/owner/properties/12/blocks', () => HttpResponse.json({ success: true, data: [] }));
  return lists;
}

const confirmed = (d: OwnerDeposit): OwnerBooking => ({
  ...makeBooking({ status: 'confirmed', securityDeposit: d.amount, deposit: d }),
  guest,
});

describe('/owner/dashboard security deposit', () => {
  it('records a deposit received in cash with its receipt', async () => {
    const lists = dashboard(confirmed(deposit({ status: 'due', method: null, canRecordCash: true })));
    const sent = record('post', '/api/v1/owner/bookings/55/deposit/cash', () =>
      HttpResponse.json({ success: true, data: deposit({ method: 'cash', cashReceipt: 'Receipt 42' }) }),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    const card = await screen.findByRole('article', { name: 'HE-7K3P9Q from Asha Verma' });
    expect(within(card).getByText('Security deposit (refundable): ₹2,000')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Record deposit received in cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the ₹2,000 deposit received in cash' });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the receipt number or a note');
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Receipt number or note (who took it)'), 'Receipt 42');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ receipt: 'Receipt 42' });
    // The list is asked again for the new state.
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
  });

  it('claims an amount up to the deposit with a reason, and shows the refusal of one over it', async () => {
    dashboard(confirmed(deposit({ canClaim: true })));
    const sent = record('post', '/api/v1/owner/bookings/55/deposit/claim', () =>
      HttpResponse.json({ success: true, data: deposit({ status: 'claimed' }) }),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    const card = await screen.findByRole('article', { name: 'HE-7K3P9Q from Asha Verma' });
    await user.click(within(card).getByRole('button', { name: 'Claim from deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim from the ₹2,000 deposit' });
    await user.type(within(dialog).getByLabelText('Amount in rupees'), '2500');
    await user.type(within(dialog).getByLabelText('What is it for?'), 'A broken chair');
    await user.click(within(dialog).getByRole('button', { name: 'Send claim' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('at most the deposit of ₹2,000');
    expect(sent).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Amount in rupees'));
    await user.type(within(dialog).getByLabelText('Amount in rupees'), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ amount: 1500, reason: 'A broken chair' });
  });

  it("shows the server's refusal of a claim after its window", async () => {
    dashboard(confirmed(deposit({ canClaim: true })));
    server.use(
      http.post('/api/v1/owner/bookings/55/deposit/claim', () =>
        errorBody(
          409,
          'DEPOSIT_CLAIM_CLOSED',
          'A claim on the deposit can be made from check-out until 48 hours after.',
        ),
      ),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    const card = await screen.findByRole('article', { name: 'HE-7K3P9Q from Asha Verma' });
    await user.click(within(card).getByRole('button', { name: 'Claim from deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim from the ₹2,000 deposit' });
    await user.type(within(dialog).getByLabelText('Amount in rupees'), '500');
    await user.type(within(dialog).getByLabelText('What is it for?'), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Send claim' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A claim on the deposit can be made from check-out until 48 hours after.',
    );
  });
});
