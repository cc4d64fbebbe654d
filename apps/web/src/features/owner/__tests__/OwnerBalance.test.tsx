import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { owner, record, renderWithAuth } from '@/testing/auth-harness';
import { makeAvailability } from '@/testing/property-fixtures';
import { makeBooking, signIn } from '@/testing/booking-fixtures';
import { todayInKolkata } from '@/lib/format';
import DashboardPage from '../DashboardPage';
import type { OwnerBooking } from '../api/owner';

const routes = [{ path: '/owner/dashboard', element: <DashboardPage /> }];
const guest = { id: 101, name: 'Asha Verma', phone: '+919000000101' };

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

function planned(schedule: Partial<NonNullable<OwnerBooking['paymentSchedule']>>): OwnerBooking {
  return {
    ...makeBooking({
      status: 'confirmed',
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      paymentSchedule: {
        advance: 3116,
        balance: 7268,
        dueDate: '2026-12-09',
        dueAt: '2026-12-10T00:00:00+05:30',
        method: 'online',
        advancePaid: true,
        balancePaid: false,
        dueNow: 7268,
        ...schedule,
      },
    }),
    guest,
  };
}

describe('/owner/dashboard payment plan', () => {
  it('shows the balance due by its date', async () => {
    dashboard(planned({}));
    renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    const card = await screen.findByRole('article', { name: 'HE-7K3P9Q from Asha Verma' });
    expect(within(card).getByText('Balance')).toBeInTheDocument();
    expect(within(card).getByText('₹7,268 due by 9 Dec 2026')).toBeInTheDocument();
  });

  it('shows a paid balance', async () => {
    dashboard(planned({ balancePaid: true, dueNow: 0 }));
    renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    const card = await screen.findByRole('article', { name: 'HE-7K3P9Q from Asha Verma' });
    expect(within(card).getByText('₹7,268 paid')).toBeInTheDocument();
  });

  it('shows a balance paid in cash at the property', async () => {
    dashboard(planned({ method: 'cash', dueNow: 0 }));
    renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    const card = await screen.findByRole('article', { name: 'HE-7K3P9Q from Asha Verma' });
    expect(within(card).getByText('₹7,268 in cash at the property')).toBeInTheDocument();
  });
});
