import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordAction, renderSignedIn, stubResource } from '../../testing/console';

const failed = {
  id: 7,
  reference: 'PO-000007',
  ownerId: 12,
  ownerName: 'Ravi Kumar',
  amountPaise: 1250050,
  status: 'failed',
  destination: 'HDFC ••••4321',
  provider: 'razorpayx',
  providerPayoutId: 'pout_7',
  utr: null,
  failureReason: 'Beneficiary account closed',
  attempts: 1,
  createdAt: '2026-11-23T10:00:00+05:30',
  sentAt: '2026-11-23T10:00:05+05:30',
  settledAt: null,
};
const paid = {
  ...failed,
  id: 6,
  reference: 'PO-000006',
  status: 'processed',
  utr: 'HDFCN52026112200001',
  failureReason: null,
  amountPaise: 800000,
  settledAt: '2026-11-22T11:00:00+05:30',
};
const ledger = [
  {
    entryId: 90,
    kind: 'payout_sent',
    account: 'owner_payable',
    amountPaise: 1250050,
    memo: 'PO-000007',
    actor: 'system',
    createdAt: '2026-11-23T10:00:00+05:30',
  },
  {
    entryId: 90,
    kind: 'payout_sent',
    account: 'payouts_in_transit',
    amountPaise: -1250050,
    memo: 'PO-000007',
    actor: 'system',
    createdAt: '2026-11-23T10:00:00+05:30',
  },
];
const again = { ...failed, id: 8, reference: 'PO-000008', status: 'queued', failureReason: null, attempts: 0 };

const rows = (f: Record<string, unknown>) => [failed, paid].filter((p) => !f.status || p.status === f.status);
const one = (id: string) => ({ ...[failed, paid].find((p) => String(p.id) === id), ledger });

describe('payouts list', () => {
  it('shows reference, owner, amount to the paisa, status in words, destination, UTR and failure, and filters by status', async () => {
    const seen = stubResource('payouts', rows);
    const user = renderSignedIn('/admin/payouts');
    const grid = await screen.findByRole('table');
    const [first, second] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    for (const text of ['PO-000007', '₹12,500.50', 'Failed', 'HDFC ••••4321', 'Beneficiary account closed']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).getByRole('link', { name: 'PO-000007' })).toHaveAttribute('href', '/admin/payouts/7/show');
    expect(within(first).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/admin/users/12/show');
    expect(within(first).getByText('23 Nov 2026, 10:00 IST')).toBeInTheDocument();
    for (const text of ['Paid out', '₹8,000.00', 'HDFCN52026112200001']) {
      expect(within(second).getByText(text)).toBeInTheDocument();
    }
    // Only a failed (or reversed) payout can be sent again.
    expect(within(first).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid out' }));
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ status: 'processed' }));
    await waitFor(() => expect(screen.queryByText('PO-000007')).not.toBeInTheDocument());
    expect(seen.at(-1)?.sort).toEqual(['id', 'DESC']);
  });

  it('sends a payout again from its row, staying on the list', async () => {
    stubResource('payouts', rows);
    const sends = recordAction('payouts', 'send-again', () => HttpResponse.json({ success: true, data: again }));
    const user = renderSignedIn('/admin/payouts');
    const grid = await screen.findByRole('table');
    const [first] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    await user.click(within(first).getByRole('button', { name: 'Send again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send PO-000007 again?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Bank back up');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(await within(dialog).findByRole('link', { name: 'PO-000008' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/payouts');
  });

  it('says so when there are no payouts', async () => {
    stubResource('payouts', () => []);
    renderSignedIn('/admin/payouts');
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
  });
});

describe('payout page', () => {
  it("lists the payout's ledger lines with kind, account, signed amount, memo, by and time", async () => {
    stubResource('payouts', rows, one);
    renderSignedIn('/admin/payouts/7/show');
    const lines = await screen.findByRole('table', { name: 'Ledger lines' });
    const [debit, credit] = within(within(lines).getAllByRole('rowgroup')[1]).getAllByRole('row');
    for (const text of ['Payout sent', 'Owed to the owner', '₹12,500.50', 'PO-000007', 'system']) {
      expect(within(debit).getByText(text)).toBeInTheDocument();
    }
    expect(within(credit).getByText('Payouts in transit')).toBeInTheDocument();
    expect(within(credit).getByText('-₹12,500.50')).toBeInTheDocument();
    expect(screen.getByText('RazorpayX')).toBeInTheDocument();
  });

  it('has no Send again on a payout that was paid out', async () => {
    stubResource('payouts', rows, one);
    renderSignedIn('/admin/payouts/6/show');
    expect(await screen.findByText('HDFCN52026112200001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('sends a failed payout again only with a reason, with the CSRF header, and names the new payout', async () => {
    stubResource('payouts', rows, one);
    const sends = recordAction('payouts', 'send-again', () => HttpResponse.json({ success: true, data: again }));
    const user = renderSignedIn('/admin/payouts/7/show');
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send PO-000007 again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(sends).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Owner fixed their bank account');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]).toMatchObject({
      url: '/api/v1/admin/payouts/7/send-again',
      body: { reason: 'Owner fixed their bank account' },
      csrf: 'csrf-1',
    });
    expect(await within(dialog).findByRole('link', { name: 'PO-000008' })).toHaveAttribute(
      'href',
      '/admin/payouts/8/show',
    );
    expect(screen.getByText('PO-000007 sent again as PO-000008')).toBeInTheDocument();
  });

  it("shows the server's refusal in words and keeps the dialog open", async () => {
    stubResource('payouts', rows, one);
    recordAction('payouts', 'send-again', () =>
      HttpResponse.json(
        { success: false, error: { code: 'PAYOUTS_HELD', message: "This owner's payouts are on hold." } },
        { status: 409 },
      ),
    );
    const user = renderSignedIn('/admin/payouts/7/show');
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Retry');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText("This owner's payouts are on hold.")).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
