import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { record, renderWithAuth } from '@/testing/auth-harness';
import BookingsPage from '../BookingsPage';
import { browser } from '../lib/use-payment';
import type { Booking } from '../api/bookings';
import { makeBooking, signIn } from '@/testing/booking-fixtures';

const routes = [{ path: '/bookings', element: <BookingsPage /> }];

function list(items: Booking[]) {
  return record('get', '/api/v1/users/me/bookings', () =>
    HttpResponse.json({ success: true, data: items, meta: { page: 1, perPage: 10, total: items.length } }),
  );
}

function schedule(overrides: Partial<NonNullable<Booking['paymentSchedule']>> = {}) {
  return {
    advance: 3116,
    balance: 7268,
    dueDate: '2026-12-09',
    dueAt: '2026-12-10T00:00:00+05:30',
    method: 'online' as const,
    advancePaid: true,
    balancePaid: false,
    dueNow: 7268,
    ...overrides,
  };
}

const planned = { status: 'confirmed', paymentMethod: 'upi' as const, paymentStatus: 'paid' };

function order(paid: boolean) {
  return {
    provider: 'simulated',
    orderId: 'sim_balance',
    amount: 726_800,
    currency: 'INR',
    checkoutUrl: '/pay/simulated/sim_balance',
    bookingId: 55,
    bookingCode: 'HE-7K3P9Q',
    name: 'Hyderabad Escapes',
    description: 'Banyan Grove Farmhouse',
    prefill: { name: 'Priya' },
    part: 'balance',
    paid,
  };
}

describe('/bookings payment plan balance', () => {
  it('says what is due by when and pays the balance through the checkout', async () => {
    signIn();
    list([makeBooking({ ...planned, paymentSchedule: schedule() })]);
    const sent = record('post', '/api/v1/bookings/55/balance-payment', () =>
      HttpResponse.json({ success: true, data: order(false) }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { user } = renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const card = await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    const section = within(card).getByRole('region', { name: 'Balance' });
    expect(section).toHaveTextContent('Balance ₹7,268 due by 9 Dec 2026');
    await user.click(within(section).getByRole('button', { name: 'Pay balance' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/simulated/sim_balance'));
    expect(sent).toHaveLength(1);
    assign.mockRestore();
  });

  it('says a paid balance and a cash one without a button, and nothing for a full payment', async () => {
    signIn();
    list([
      makeBooking({ ...planned, id: 55, paymentSchedule: schedule({ balancePaid: true, dueNow: 0 }) }),
      makeBooking({
        ...planned,
        id: 56,
        code: 'HE-CASH01',
        property: { ...makeBooking().property, title: 'Mango Meadows' },
        paymentSchedule: schedule({ method: 'cash', dueNow: 0 }),
      }),
      makeBooking({
        ...planned,
        id: 57,
        code: 'HE-FULL01',
        property: { ...makeBooking().property, title: 'Full Farm' },
      }),
    ]);
    renderWithAuth(<p>home</p>, { path: '/bookings', routes });
    const paid = await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    expect(within(paid).getByRole('region', { name: 'Balance' })).toHaveTextContent('Balance ₹7,268 paid');
    const cash = screen.getByRole('article', { name: 'Mango Meadows' });
    expect(within(cash).getByRole('region', { name: 'Balance' })).toHaveTextContent(
      'Balance ₹7,268 to pay in cash at the property',
    );
    expect(screen.queryByRole('button', { name: 'Pay balance' })).not.toBeInTheDocument();
    const full = screen.getByRole('article', { name: 'Full Farm' });
    expect(within(full).queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
  });
});
