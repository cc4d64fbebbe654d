import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { playToastSound } from '@/components/toast/sounds';
import { errorBody, owner, record, renderWithAuth } from '@/testing/auth-harness';
import { makeAvailability } from '@/testing/property-fixtures';
import { makeBooking, signIn } from '@/testing/booking-fixtures';
import { todayInKolkata } from '@/lib/format';
import { addMonths, formatMonth } from '@/lib/stay/dates';
import DashboardPage from '../DashboardPage';
import type { OwnerBlock, OwnerBooking } from '../api/owner';
import { dashboardError } from '../lib-errors';
import { ApiError } from '@/lib/api-client';

vi.mock('@/components/toast/sounds', async (original) => ({
  ...(await original<typeof import('@/components/toast/sounds')>()),
  playToastSound: vi.fn(),
}));

const routes = [{ path: '/owner/dashboard', element: <DashboardPage /> }];
const guest = { id: 101, name: 'Asha Verma', phone: '+919000000101' };

function ownerBooking(overrides: Partial<OwnerBooking> = {}): OwnerBooking {
  return { ...makeBooking(), guest, ...overrides };
}

function dashboard(items: OwnerBooking[] = [ownerBooking()]) {
  signIn(owner);
  const lists = record('get', '/api/v1/owner/bookings', () =>
    HttpResponse.json({ success: true, data: items, meta: { page: 1, perPage: 20, total: items.length } }),
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
  return lists;
}

describe('/owner/dashboard incoming bookings', () => {
  it('shows each booking with guest name and phone, slot, total, payment and status', async () => {
    dashboard();
    record('get', '/api/v1/owner/properties/12/blocks', () => HttpResponse.json({ success: true, data: [] }));
    renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    const card = await screen.findByRole('article', { name: 'HE-7K3P9Q from Asha Verma' });
    expect(within(card).getByRole('link', { name: '+919000000101' })).toHaveAttribute('href', 'tel:+919000000101');
    expect(within(card).getByText('20 Dec 2026, 9:00 pm')).toBeInTheDocument();
    expect(within(card).getByText('₹10,384')).toBeInTheDocument();
    expect(within(card).getByText('Cash at property · Pay at the property')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toHaveAttribute('data-colour', 'yellow');
  });

  it('accepts: the list shows confirmed at once and the booking toast plays its sound', async () => {
    dashboard();
    record('get', '/api/v1/owner/properties/12/blocks', () => HttpResponse.json({ success: true, data: [] }));
    const confirms = record('post', '/api/v1/owner/bookings/55/confirm', () =>
      HttpResponse.json({ success: true, data: ownerBooking({ status: 'confirmed' }) }),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    await user.click(await screen.findByRole('button', { name: 'Accept HE-7K3P9Q' }));
    const card = screen.getByRole('article', { name: 'HE-7K3P9Q from Asha Verma' });
    await waitFor(() => expect(within(card).getByText('Confirmed')).toHaveAttribute('data-colour', 'green'));
    expect(within(card).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(confirms).toHaveLength(1);
    expect(await screen.findByText('Booking confirmed', { selector: 'div' })).toBeInTheDocument();
    // The sounds load on first use (a dynamic import), so the call comes after the toast shows.
    await waitFor(() => expect(playToastSound).toHaveBeenCalledWith('booking'));
  });

  it('rejects with an optional reason and updates the list locally', async () => {
    dashboard();
    record('get', '/api/v1/owner/properties/12/blocks', () => HttpResponse.json({ success: true, data: [] }));
    const rejects = record('post', '/api/v1/owner/bookings/55/reject', () =>
      HttpResponse.json({ success: true, data: ownerBooking({ status: 'rejected' }) }),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    await user.click(await screen.findByRole('button', { name: 'Reject HE-7K3P9Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject HE-7K3P9Q?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Maintenance that weekend');
    await user.click(within(dialog).getByRole('button', { name: 'Reject booking' }));
    const card = screen.getByRole('article', { name: 'HE-7K3P9Q from Asha Verma' });
    await waitFor(() => expect(within(card).getByText('Rejected')).toHaveAttribute('data-colour', 'red'));
    expect(rejects[0].body).toEqual({ reason: 'Maintenance that weekend' });
    // The sounds load on first use (a dynamic import), so the call comes after the toast shows.
    await waitFor(() => expect(playToastSound).toHaveBeenCalledWith('booking'));
  });

  it('filters by status', async () => {
    const lists = dashboard();
    record('get', '/api/v1/owner/properties/12/blocks', () => HttpResponse.json({ success: true, data: [] }));
    const seen: string[] = [];
    server.use(
      http.get('/api/v1/owner/bookings', ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('status') ?? '');
        return HttpResponse.json({ success: true, data: [], meta: { page: 1, perPage: 20, total: 0 } });
      }),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    await screen.findByText('No bookings to show.');
    await user.selectOptions(screen.getByLabelText('Show'), 'Confirmed');
    await waitFor(() => expect(seen).toContain('confirmed'));
    expect(lists).toHaveLength(0);
  });

  it('shows PRODUCT.md §8 dashboard errors', async () => {
    dashboard();
    record('get', '/api/v1/owner/properties/12/blocks', () => HttpResponse.json({ success: true, data: [] }));
    record('post', '/api/v1/owner/bookings/55/confirm', () => errorBody(500, 'INTERNAL', 'boom'));
    const { user } = renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    await user.click(await screen.findByRole('button', { name: 'Accept HE-7K3P9Q' }));
    expect(await screen.findByText('Failed to accept booking. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Pending', { selector: '[data-colour]' })).toBeInTheDocument();
    expect(dashboardError(new ApiError({ status: 403, message: 'unauthorized' }), 'x')).toEqual({
      title: 'Authorization Required',
    });
    expect(dashboardError(new Error('Authentication required'), 'x')).toEqual({
      title: 'Login Required',
      description: 'Please log in to continue.',
    });
  });
});

describe('/owner/dashboard calendar', () => {
  it('marks blocked days, blocks a new range with a note, and removes a block', async () => {
    dashboard([]);
    // Next month: every day of it is in the future.
    const month = addMonths(todayInKolkata().slice(0, 7), 1);
    const day = 10;
    const d = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
    let blocks: OwnerBlock[] = [
      { id: 9, start: `${d(day + 1)}T00:00:00+05:30`, end: `${d(day + 2)}T00:00:00+05:30`, note: 'Painting' },
    ];
    const created: unknown[] = [];
    server.use(
      http.get('/api/v1/owner/properties/12/blocks', () => HttpResponse.json({ success: true, data: blocks })),
      http.post('/api/v1/owner/properties/12/blocks', async ({ request }) => {
        const body = (await request.json()) as { from: string; to: string; note?: string };
        created.push(body);
        blocks = [
          ...blocks,
          {
            id: 10,
            start: `${body.from}T00:00:00+05:30`,
            end: `${d(Number(body.to.slice(8)) + 1)}T00:00:00+05:30`,
            note: body.note ?? null,
          },
        ];
        return HttpResponse.json({ success: true, data: blocks[blocks.length - 1] }, { status: 201 });
      }),
      http.delete('/api/v1/owner/properties/12/blocks/:id', ({ params }) => {
        blocks = blocks.filter((b) => String(b.id) !== params.id);
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    const grid = await screen.findByRole('group', { name: `${formatMonth(month)} days` });
    await waitFor(() => expect(within(grid).getByRole('button', { name: /, blocked$/ })).toBeInTheDocument());
    expect(screen.getByText(/· Painting/)).toBeInTheDocument();

    const buttons = within(grid).getAllByRole('button');
    const target = (n: number) => buttons.find((b) => b.textContent === String(n))!;
    await user.click(target(day + 3));
    await user.click(target(day + 4));
    await user.type(screen.getByLabelText(/Note/), 'Family visit');
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    await waitFor(() => expect(created).toEqual([{ from: d(day + 3), to: d(day + 4), note: 'Family visit' }]));
    expect(await screen.findByText(/· Family visit/)).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: /^Remove block/ })[0]);
    await waitFor(() => expect(screen.queryByText(/· Painting/)).not.toBeInTheDocument());
    expect(screen.getByText(/· Family visit/)).toBeInTheDocument();
  });

  it('shows the server’s reason when a block overlaps', async () => {
    dashboard([]);
    record('get', '/api/v1/owner/properties/12/blocks', () => HttpResponse.json({ success: true, data: [] }));
    record('post', '/api/v1/owner/properties/12/blocks', () =>
      errorBody(409, 'BLOCK_OVERLAPS', 'These dates overlap a booking or another block.'),
    );
    const { user } = renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    const grid = await screen.findByRole('group', {
      name: `${formatMonth(addMonths(todayInKolkata().slice(0, 7), 1))} days`,
    });
    const button = within(grid)
      .getAllByRole('button')
      .find((b) => b.textContent === '15')!;
    await user.click(button);
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    expect(await screen.findByText('These dates overlap a booking or another block.')).toBeInTheDocument();
  });
});

describe('/owner/dashboard links', () => {
  it('leads to messages and to earnings and payouts', async () => {
    dashboard();
    record('get', '/api/v1/owner/properties/12/blocks', () => HttpResponse.json({ success: true, data: [] }));
    renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
    expect(await screen.findByRole('link', { name: 'Earnings and payouts' })).toHaveAttribute(
      'href',
      '/owner/earnings',
    );
    expect(screen.getByRole('link', { name: 'Messages and inquiries' })).toHaveAttribute('href', '/owner/messages');
  });
});
