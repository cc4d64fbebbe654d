import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { periodRange } from '../../lib/days';
import { formatIstDate } from '../../lib/format';
import { renderSignedIn } from '../../testing/console';
import { api, server } from '../../testing/server';
import type { Reconciliation } from '../../types/api';

const captured = (provider: number, ledger: number) => ({
  flow: 'payments_captured' as const,
  provider: 'razorpay',
  providerPaise: provider,
  ledgerPaise: ledger,
  differencePaise: provider - ledger,
});
const payoutsSent = (provider: number, ledger: number) => ({
  flow: 'payouts_sent' as const,
  provider: 'razorpayx',
  providerPaise: provider,
  ledgerPaise: ledger,
  differencePaise: provider - ledger,
});

function agreeing(from: string, to: string): Reconciliation {
  return {
    from,
    to,
    days: [
      { date: from, figures: [captured(577500, 577500)] },
      { date: to, figures: [captured(12345600, 12345600), payoutsSent(100000, 100000)] },
    ],
    totals: [captured(12923100, 12923100), payoutsSent(100000, 100000)],
    differences: [],
    differencesComplete: true,
  };
}

const disagreeing: Reconciliation = {
  from: '2026-11-23',
  to: '2026-11-24',
  days: [{ date: '2026-11-24', figures: [captured(500000, 577000), payoutsSent(250000, 0)] }],
  totals: [captured(500000, 577000), payoutsSent(250000, 0)],
  differences: [
    {
      flow: 'payments_captured',
      problem: 'amount_differs',
      date: '2026-11-24',
      provider: 'razorpay',
      paymentId: 12,
      refundId: null,
      payoutId: null,
      payoutReference: null,
      bookingId: 41,
      bookingCode: 'HE-7KQ2MX',
      providerPaise: 500000,
      providerDate: '2026-11-24',
      providerStatus: 'paid',
      ledgerPaise: 577000,
      ledgerDate: '2026-11-24',
      ledgerEntries: 1,
      differencePaise: -77000,
      message:
        "Payment 12 (booking HE-7KQ2MX) was captured for ₹5,000.00 on 24 Nov 2026, but the ledger's payment_captured entry says ₹5,770.00",
    },
    {
      flow: 'payouts_sent',
      problem: 'not_in_ledger',
      date: '2026-11-24',
      provider: 'razorpayx',
      paymentId: null,
      refundId: null,
      payoutId: 7,
      payoutReference: 'PO-000007',
      bookingId: null,
      bookingCode: null,
      providerPaise: 250000,
      providerDate: '2026-11-24',
      providerStatus: 'queued',
      ledgerPaise: null,
      ledgerDate: null,
      ledgerEntries: 0,
      differencePaise: 250000,
      message:
        'Payout PO-000007 was made for ₹2,500.00 on 24 Nov 2026 through razorpayx, but the ledger has no payout_sent entry for it',
    },
  ],
  differencesComplete: true,
};

/** Answers the reconciliation call with `answer(query)` and records each query. */
function stubReconciliation(answer: (query: URLSearchParams) => Response) {
  const seen: { query: URLSearchParams; authorization: string | null }[] = [];
  server.use(
    http.get(api('/api/v1/admin/reconciliation'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push({ query, authorization: request.headers.get('Authorization') });
      return answer(query);
    }),
  );
  return seen;
}

const ok = (data: Reconciliation) => HttpResponse.json({ success: true, data });

function columnHeaders(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .map((c) => c.textContent);
}

describe('reconciliation page', () => {
  it('shows the last 7 days, a table per day in rupees, and says when nothing differs', async () => {
    const seen = stubReconciliation((q) => ok(agreeing(q.get('from')!, q.get('to')!)));
    renderSignedIn('/admin/reconciliation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reconciliation' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem', { name: /Reconciliation/ })[0]).toHaveAttribute(
      'href',
      '/admin/reconciliation',
    );

    const { from, to } = periodRange(7);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.query.get('from')).toBe(from);
    expect(seen[0]!.query.get('to')).toBe(to);
    expect(seen[0]!.authorization).toBe('Bearer admin-token-1');
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);

    expect(await screen.findByText(/^No differences: the providers’ records and the ledger agree/)).toBeInTheDocument();
    // Two days and the whole range.
    expect(screen.getAllByRole('table')).toHaveLength(3);
    const last = screen.getByRole('table', { name: `Payments, refunds and payouts on ${formatIstDate(to, true)}` });
    expect(columnHeaders(last)).toEqual(['Flow', 'Provider', 'Provider’s records', 'Ledger', 'Difference']);
    const payments = within(last).getByRole('row', { name: /Payments captured/ });
    expect(
      within(payments)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Payments captured', 'razorpay', '₹1,23,456.00', '₹1,23,456.00', '₹0.00']);
    expect(within(last).getByRole('row', { name: /Payouts sent/ })).toHaveTextContent('₹1,000.00');
    const first = screen.getByRole('table', { name: `Payments, refunds and payouts on ${formatIstDate(from, true)}` });
    expect(first).toHaveTextContent('₹5,775.00');
    expect(screen.getByRole('region', { name: 'All these days' })).toHaveTextContent('₹1,29,231.00');
    expect(screen.queryByRole('region', { name: 'Differences' })).not.toBeInTheDocument();
  });

  it('lists each difference with its booking or payout, and marks the days that differ', async () => {
    stubReconciliation(() => ok(disagreeing));
    renderSignedIn('/admin/reconciliation?from=2026-11-23&to=2026-11-24');
    expect(
      await screen.findByText(
        '2 differences between the providers’ records and the ledger from 23 Nov 2026 to 24 Nov 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^No differences/)).not.toBeInTheDocument();

    const day = screen.getByRole('table', { name: 'Payments, refunds and payouts on 24 Nov 2026' });
    expect(within(day).getByRole('row', { name: /Payments captured/ })).toHaveTextContent('₹5,000.00₹5,770.00-₹770.00');
    expect(within(day).getByRole('row', { name: /Payouts sent/ })).toHaveTextContent('₹2,500.00₹0.00₹2,500.00');

    const differences = screen.getByRole('table', {
      name: 'Differences between the providers’ records and the ledger',
    });
    expect(columnHeaders(differences)).toEqual([
      'Date',
      'Flow',
      'Record',
      'What differs',
      'Provider’s records',
      'Ledger',
      'Difference',
    ]);
    const rows = within(differences).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Payment 12');
    expect(within(rows[0]!).getByRole('link', { name: 'Booking HE-7KQ2MX' })).toHaveAttribute(
      'href',
      '/admin/bookings/41/show',
    );
    expect(rows[0]).toHaveTextContent('Amounts differ');
    expect(rows[0]).toHaveTextContent('was captured for ₹5,000.00');
    expect(rows[0]).toHaveTextContent('-₹770.00');
    expect(within(rows[1]!).getByRole('link', { name: 'PO-000007' })).toHaveAttribute('href', '/admin/payouts/7/show');
    expect(rows[1]).toHaveTextContent('Not in the ledger');
    // No ledger amount: a dash, not ₹0.
    expect(within(rows[1]!).getAllByRole('cell')[5]).toHaveTextContent('—');
  });

  it('asks for the days picked, kept in the address, and shows the server’s word on bad ones', async () => {
    const seen = stubReconciliation((q) => {
      if (q.get('from') === '2026-01-01') {
        return HttpResponse.json(
          {
            success: false,
            error: {
              code: 'VALIDATION_FAILED',
              message: 'A reconciliation covers at most 92 days; 2026-01-01 to 2026-11-24 is 328 days',
              fields: { to: 'A reconciliation covers at most 92 days; 2026-01-01 to 2026-11-24 is 328 days' },
            },
          },
          { status: 400 },
        );
      }
      return ok(agreeing(q.get('from')!, q.get('to')!));
    });
    const user = renderSignedIn('/admin/reconciliation');
    await screen.findByText(/^No differences/);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-24' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(seen.at(-1)!.query.get('from')).toBe('2026-11-01'));
    expect(seen.at(-1)!.query.get('to')).toBe('2026-11-24');
    expect(window.location.search).toBe('?from=2026-11-01&to=2026-11-24');
    expect(await screen.findByText(/from 1 Nov 2026 to 24 Nov 2026\.$/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
        'A reconciliation covers at most 92 days; 2026-01-01 to 2026-11-24 is 328 days',
      ),
    );
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when nothing moved, and offers to try again when the server fails', async () => {
    let fail = true;
    stubReconciliation((q) =>
      fail
        ? HttpResponse.json(
            { success: false, error: { code: 'INTERNAL', message: 'Something went wrong' } },
            { status: 500 },
          )
        : ok({ ...agreeing(q.get('from')!, q.get('to')!), days: [], totals: [] }),
    );
    const user = renderSignedIn('/admin/reconciliation?from=2026-11-20&to=2026-11-24');
    expect(await screen.findByText('The reconciliation could not be loaded: Something went wrong')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payments, refunds or payouts on these days.')).toBeInTheDocument();
    expect(screen.getByText(/^No differences/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
