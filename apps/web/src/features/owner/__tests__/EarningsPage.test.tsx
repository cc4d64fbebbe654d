// /owner/earnings: the owner's money in paise shown to the paisa (en-IN), owed commission only when
// there is some, the held and no-details notices, the month's stays and payouts in words, a month
// picker that asks the server for that month, and that month's statements.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { owner, renderWithAuth } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';
import { todayInKolkata } from '@/lib/format';
import { renderRoute } from '@/testing/render';
import EarningsPage from '../earnings/EarningsPage';
import type { Earnings, Payout, StayEarning } from '../api/payouts';

const routes = [{ path: '/owner/earnings', element: <EarningsPage /> }];
const thisMonth = todayInKolkata().slice(0, 7);
const [year, month] = thisMonth.split('-').map(Number) as [number, number];
const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;

function stay(overrides: Partial<StayEarning> = {}): StayEarning {
  return {
    bookingId: 41,
    bookingCode: 'HE-BJD55N',
    propertyTitle: 'Banyan Grove Farmhouse',
    startsAt: '2026-11-14T09:00:00+05:30',
    paidOnline: true,
    pricePaise: 1_400_000,
    commissionPaise: 140_000,
    gstPaise: 25_200,
    withheldPaise: 8_400,
    netPaise: 1_226_400,
    availableAt: '2026-11-15T09:00:00+05:30',
    state: 'available',
    ...overrides,
  };
}

function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 123,
    reference: 'PO-000123',
    amountPaise: 1_226_400,
    status: 'processed',
    destination: '••••umar@okhdfc',
    utr: 'UTIB00012345',
    failureReason: null,
    createdAt: '2026-11-16T06:00:00+05:30',
    settledAt: '2026-11-16T06:05:00+05:30',
    ...overrides,
  };
}

function earnings(overrides: Partial<Earnings> = {}): Earnings {
  return {
    availablePaise: 123_450,
    owedPaise: 0,
    upcomingPaise: 850_000,
    upcoming: [{ availableAt: '2026-12-06T09:00:00+05:30', amountPaise: 850_000 }],
    paidOutPaise: 1_226_400,
    disputedPaise: 0,
    minimumPayoutPaise: 10_000,
    held: false,
    payoutDetails: {
      method: 'upi',
      masked: '••••umar@okhdfc',
      holderName: 'Ravi Kumar Reddy',
      ifsc: null,
      addedAt: '2026-10-01T10:00:00+05:30',
      payableFrom: '2026-10-02T10:00:00+05:30',
    },
    stays: [stay()],
    payouts: [payout()],
    ...overrides,
  };
}

/** Signs the owner in; every earnings request's month is kept. */
function arrange(respond: (month: string | null) => Earnings = () => earnings()) {
  signIn(owner);
  const months: (string | null)[] = [];
  server.use(
    http.get('/api/properties/owner/me', () => HttpResponse.json({ success: true, data: [] })),
    http.get('/api/v1/owner/earnings', ({ request }) => {
      const month = new URL(request.url).searchParams.get('month');
      months.push(month);
      return HttpResponse.json({ success: true, data: respond(month) });
    }),
  );
  return months;
}

function card(label: string) {
  return screen.getByText(label, { selector: 'dt' }).parentElement!;
}

async function openPage(path = '/owner/earnings') {
  const view = renderWithAuth(<p>home</p>, { path, routes });
  expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
  await screen.findByText('Available', { selector: 'dt' });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/owner/earnings', () => {
  it("is one of the app's owner pages", async () => {
    arrange();
    renderRoute('/owner/earnings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(await screen.findByText('₹1,234.50')).toBeInTheDocument();
  });

  it('shows the figures to the paisa in en-IN, with when upcoming money becomes available', async () => {
    const months = arrange();
    await openPage();
    expect(card('Available')).toHaveTextContent('₹1,234.50');
    expect(card('Available')).toHaveTextContent('Sent to you in the next daily payout.');
    expect(card('Upcoming')).toHaveTextContent('₹8,500.00');
    expect(card('Upcoming')).toHaveTextContent('₹8,500.00 available from 6 Dec 2026, 9:00 am');
    expect(card('Paid out')).toHaveTextContent('₹12,264.00');
    // Nothing owed: no Owed card and no sentence about netting.
    expect(screen.queryByText('Owed', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText(/netted from your next payout/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your payouts are on hold')).not.toBeInTheDocument();
    expect(screen.queryByText('Add your UPI id or bank account to be paid')).not.toBeInTheDocument();
    expect(months).toEqual([thisMonth]);
  });

  it('says a balance under the minimum waits until it reaches it', async () => {
    arrange(() => earnings({ availablePaise: 4_550 }));
    await openPage();
    expect(card('Available')).toHaveTextContent('₹45.50');
    expect(card('Available')).toHaveTextContent('Sent to you once it reaches ₹100.00.');
  });

  it('shows what the owner owes and that it is netted from the next payout, only when owed', async () => {
    arrange(() =>
      earnings({
        availablePaise: 0,
        owedPaise: 25_000,
        stays: [stay({ paidOnline: false, netPaise: -25_000, state: 'owed', availableAt: null })],
      }),
    );
    await openPage();
    expect(card('Owed')).toHaveTextContent('₹250.00');
    expect(
      screen.getByText('You owe ₹250.00 in commission on stays paid in cash. It is netted from your next payout.'),
    ).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /HE-BJD55N/ });
    expect(row).toHaveTextContent('Paid in cash');
    expect(within(row).getByText('-₹250.00')).toBeInTheDocument();
    expect(row).toHaveTextContent('You owe commission');
  });

  it('shows money held by a guest’s dispute and the disputed stay’s state, only when there is some', async () => {
    arrange(() =>
      earnings({
        disputedPaise: 1_226_400,
        stays: [stay({ state: 'disputed', availableAt: null })],
      }),
    );
    await openPage();
    expect(card('Held for a dispute')).toHaveTextContent('₹12,264.00');
    expect(card('Held for a dispute')).toHaveTextContent(
      'A guest reported a problem with a stay. Its earnings are held until our support team looks into it.',
    );
    expect(screen.getByRole('row', { name: /HE-BJD55N/ })).toHaveTextContent('Held: guest reported a problem');
  });

  it('shows no dispute card when nothing is disputed', async () => {
    arrange();
    await openPage();
    expect(screen.queryByText('Held for a dispute', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says when staff have held the payouts', async () => {
    arrange(() => earnings({ held: true }));
    await openPage();
    expect(screen.getByRole('note')).toHaveTextContent('Your payouts are on hold');
  });

  it('asks for payout details when there are none, linking to Settings → Payouts', async () => {
    arrange(() => earnings({ payoutDetails: null }));
    await openPage();
    expect(screen.getByText('Add your UPI id or bank account to be paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add payout details' })).toHaveAttribute('href', '/settings#payouts');
  });

  it("lists the month's stays with each one's split into the owner's net", async () => {
    arrange(() =>
      earnings({
        stays: [
          stay(),
          stay({
            bookingId: 42,
            bookingCode: 'HE-7K3P9Q',
            propertyTitle: 'Lakeview Retreat',
            state: 'upcoming',
            availableAt: '2026-12-06T09:00:00+05:30',
          }),
        ],
      }),
    );
    await openPage();
    const table = screen.getByRole('table', { name: 'What each stay earned you' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Booking',
      'Farmhouse',
      'Date',
      'Price',
      'Commission',
      'GST on commission',
      'Tax withheld',
      'Net',
      'Status',
    ]);
    const first = within(table).getByRole('row', { name: /HE-BJD55N/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      // Each cell carries its column name too, for the stacked cards on a phone (hidden from screen readers).
      'FarmhouseBanyan Grove FarmhousePaid online',
      'Date14 Nov 2026',
      'Price₹14,000.00',
      'Commission₹1,400.00',
      'GST on commission₹252.00',
      'Tax withheld₹84.00',
      'Net₹12,264.00',
      'StatusAvailable',
    ]);
    expect(within(table).getByRole('row', { name: /HE-7K3P9Q/ })).toHaveTextContent(
      'StatusUpcomingfrom 6 Dec 2026, 9:00 am',
    );
  });

  it('shows each payout with its status in words, UTR, and why a failed one came back', async () => {
    arrange(() =>
      earnings({
        payouts: [
          payout(),
          payout({
            id: 124,
            reference: 'PO-000124',
            amountPaise: 50_000,
            status: 'failed',
            utr: null,
            failureReason: 'Account closed',
            settledAt: null,
          }),
          payout({ id: 125, reference: 'PO-000125', status: 'queued', utr: null, settledAt: null }),
        ],
      }),
    );
    await openPage();
    const list = screen.getByRole('region', { name: /^Payouts in / });
    const [paid, failed, queued] = within(list).getAllByRole('listitem');
    expect(paid).toHaveTextContent('PO-000123₹12,264.00');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('To••••umar@okhdfc');
    expect(paid).toHaveTextContent('UTRUTIB00012345');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent(
      'This payout did not go through: Account closed. The amount was returned to your balance.',
    );
    expect(failed).not.toHaveTextContent('UTR');
    expect(queued).toHaveTextContent('Scheduled');
    expect(list).not.toHaveTextContent(/processed|queued|failed\b/);
  });

  it('asks the server for the chosen month and points the statement links at it', async () => {
    const months = arrange((month) =>
      month === lastMonth ? earnings({ stays: [stay({ bookingCode: 'HE-OLDER1' })], payouts: [] }) : earnings(),
    );
    const { user } = await openPage();
    const picker = screen.getByRole('combobox', { name: 'Month' });
    expect(picker).toHaveValue(thisMonth);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/v1/owner/earnings/statement?month=${thisMonth}&format=csv`,
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/v1/owner/earnings/statement?month=${thisMonth}&format=pdf`,
    );

    await user.selectOptions(picker, lastMonth);

    expect(await screen.findByRole('row', { name: /HE-OLDER1/ })).toBeInTheDocument();
    expect(months).toEqual([thisMonth, lastMonth]);
    expect(screen.getByTestId('where')).toHaveTextContent(`/owner/earnings?month=${lastMonth}`);
    expect(screen.getByText('No payouts in this month.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/v1/owner/earnings/statement?month=${lastMonth}&format=csv`,
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/v1/owner/earnings/statement?month=${lastMonth}&format=pdf`,
    );
  });

  it("downloads the month's statement with the owner's token, under the server's file name", async () => {
    arrange();
    const seen: { query: string; authorization: string | null }[] = [];
    server.use(
      http.get('/api/v1/owner/earnings/statement', ({ request }) => {
        seen.push({ query: new URL(request.url).search, authorization: request.headers.get('Authorization') });
        return new HttpResponse('booking,net\nHE-BJD55N,12264.00\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="statement-${lastMonth}.csv"`,
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openPage(`/owner/earnings?month=${lastMonth}`);
    await user.click(screen.getByRole('link', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([`statement-${lastMonth}.csv`]));
    expect(seen).toEqual([{ query: `?month=${lastMonth}&format=csv`, authorization: 'Bearer stored-token' }]);
  });
  it("downloads the month's statement as a PDF, asking for one, under the server's file name", async () => {
    arrange();
    const seen: { query: string; accept: string | null; authorization: string | null }[] = [];
    server.use(
      http.get('/api/v1/owner/earnings/statement', ({ request }) => {
        seen.push({
          query: new URL(request.url).search,
          accept: request.headers.get('Accept'),
          authorization: request.headers.get('Authorization'),
        });
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="hyderabad-escapes-statement-${lastMonth}.pdf"`,
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openPage(`/owner/earnings?month=${lastMonth}`);
    await user.click(screen.getByRole('link', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual([`hyderabad-escapes-statement-${lastMonth}.pdf`]));
    expect(seen).toEqual([
      { query: `?month=${lastMonth}&format=pdf`, accept: 'application/pdf', authorization: 'Bearer stored-token' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
