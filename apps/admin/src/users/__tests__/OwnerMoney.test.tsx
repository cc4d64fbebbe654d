import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordAction, renderSignedIn, stubResource } from '../../testing/console';
import { api, server } from '../../testing/server';

const ravi = {
  id: 12,
  fullName: 'Ravi Kumar',
  phone: '+919000000012',
  email: null,
  role: 'owner',
  createdAt: '2026-10-01T10:00:00Z',
  suspended: false,
  suspendedAt: null,
  suspendedReason: null,
  bookings: [],
  listings: [],
  sessions: [],
  consents: [],
};

const balance = {
  ownerId: 12,
  availablePaise: 1250050,
  owedPaise: 0,
  disputedPaise: 0,
  upcoming: [
    { availableAt: '2026-12-02T12:00:00+05:30', amountPaise: 300000 },
    { availableAt: '2026-12-09T12:00:00+05:30', amountPaise: 450025 },
  ],
  upcomingPaise: 750025,
};
const hold = { ownerId: 12, reason: 'KYC mismatch', heldBy: 'Asha Rao', heldAt: '2026-11-24T14:22:00+05:30' };

/** Answers the balance with what `money()` says now, counting the reads. */
function stubMoney(money: () => unknown) {
  const reads: string[] = [];
  server.use(
    http.get(api('/api/v1/admin/users/:id/balance'), ({ params }) => {
      reads.push(String(params.id));
      return HttpResponse.json({ success: true, data: money() });
    }),
  );
  return reads;
}

/** The dialog's closing transition (and the page behind it hidden till then) is over. */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });

function stubUser(user: typeof ravi = ravi) {
  stubResource(
    'users',
    () => [user],
    () => user,
  );
}

describe("an owner's money on the user page", () => {
  it('shows available, each upcoming date, owed, held by disputes and that payouts are not held', async () => {
    stubUser();
    stubMoney(() => ({ balance: { ...balance, owedPaise: 12000, disputedPaise: 98765 }, hold: null }));
    renderSignedIn('/admin/users/12/show');
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(await within(money).findByText('₹12,500.50')).toBeInTheDocument();
    expect(within(money).getByText('₹7,500.25')).toBeInTheDocument();
    expect(within(money).getByText('₹120.00')).toBeInTheDocument();
    expect(within(money).getByText('Held by disputes').nextElementSibling).toHaveTextContent('₹987.65');
    const upcoming = within(money).getByRole('table', { name: 'Upcoming earnings' });
    expect(within(upcoming).getByText('2 Dec 2026, 12:00 IST')).toBeInTheDocument();
    expect(within(upcoming).getByText('₹4,500.25')).toBeInTheDocument();
    expect(within(money).getByText(/Payouts are not held/)).toBeInTheDocument();
    expect(within(money).queryByRole('button', { name: 'Release payouts' })).not.toBeInTheDocument();
  });

  it('has no money section for a guest', async () => {
    stubUser({ ...ravi, role: 'user' });
    const reads = stubMoney(() => ({ balance, hold: null }));
    renderSignedIn('/admin/users/12/show');
    expect(await screen.findByRole('region', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Money' })).not.toBeInTheDocument();
    expect(reads).toHaveLength(0);
  });

  it('holds payouts only with a reason, then shows the hold from the figures read again', async () => {
    stubUser();
    let held: typeof hold | null = null;
    const reads = stubMoney(() => ({ balance, hold: held }));
    const holds = recordAction('users', 'payouts/hold', () => {
      held = hold;
      return HttpResponse.json({ success: true, data: hold });
    });
    const user = renderSignedIn('/admin/users/12/show');
    await user.click(await screen.findByRole('button', { name: 'Hold payouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold the payouts of Ravi Kumar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(holds).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'KYC mismatch');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    await waitFor(() => expect(holds).toHaveLength(1));
    expect(holds[0]).toMatchObject({
      url: '/api/v1/admin/users/12/payouts/hold',
      body: { reason: 'KYC mismatch' },
      csrf: 'csrf-1',
    });
    await dialogGone();
    const money = screen.getByRole('region', { name: 'Money' });
    expect(await within(money).findByText(/by Asha Rao: KYC mismatch/)).toBeInTheDocument();
    expect(within(money).getByText('24 Nov 2026, 14:22 IST')).toBeInTheDocument();
    expect(within(money).getByRole('button', { name: 'Release payouts' })).toBeInTheDocument();
    expect(reads.length).toBeGreaterThan(1);
  });

  it('releases held payouts only with a reason, on the release route', async () => {
    stubUser();
    let held: typeof hold | null = hold;
    stubMoney(() => ({ balance, hold: held }));
    const releases = recordAction('users', 'payouts/release', () => {
      held = null;
      return HttpResponse.json({ success: true, data: {} });
    });
    const holds = recordAction('users', 'payouts/hold');
    const user = renderSignedIn('/admin/users/12/show');
    await user.click(await screen.findByRole('button', { name: 'Release payouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the payouts of Ravi Kumar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release payouts' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'KYC cleared');
    await user.click(within(dialog).getByRole('button', { name: 'Release payouts' }));
    await waitFor(() => expect(releases).toHaveLength(1));
    expect(releases[0]).toMatchObject({
      url: '/api/v1/admin/users/12/payouts/release',
      body: { reason: 'KYC cleared' },
      csrf: 'csrf-1',
    });
    expect(holds).toHaveLength(0);
    expect(await screen.findByText('Payouts of Ravi Kumar released')).toBeInTheDocument();
    await dialogGone();
    const money = screen.getByRole('region', { name: 'Money' });
    expect(await within(money).findByRole('button', { name: 'Hold payouts' })).toBeInTheDocument();
    expect(within(money).getByText(/Payouts are not held/)).toBeInTheDocument();
  });

  it("shows the server's refusal in words", async () => {
    stubUser();
    stubMoney(() => ({ balance, hold: null }));
    recordAction('users', 'payouts/hold', () =>
      HttpResponse.json(
        { success: false, error: { code: 'PAYOUTS_HELD', message: "This owner's payouts are already on hold." } },
        { status: 409 },
      ),
    );
    const user = renderSignedIn('/admin/users/12/show');
    await user.click(await screen.findByRole('button', { name: 'Hold payouts' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fraud check');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    expect(await screen.findByText("This owner's payouts are already on hold.")).toBeInTheDocument();
  });

  it('adjusts "from the owner" ₹500.50 as -50050 paise, refusing zero, no direction and a blank reason first', async () => {
    stubUser();
    let available = balance.availablePaise;
    stubMoney(() => ({ balance: { ...balance, availablePaise: available }, hold: null }));
    const adjustments = recordAction('users', 'ledger-adjustments', () => {
      available -= 50050;
      return HttpResponse.json({
        success: true,
        data: { entryId: 300, ownerId: 12, amountPaise: -50050, balance: { ...balance, availablePaise: available } },
      });
    });
    const user = renderSignedIn('/admin/users/12/show');
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance of Ravi Kumar' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    // The dialog gives the reason the focus once it is in: typing before that would be split.
    await waitFor(() => expect(reason).toHaveFocus());

    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByText('The amount cannot be zero.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Choose whether the money goes to the owner or comes from them.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('A reason is required.')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '500.50');
    await user.click(within(dialog).getByRole('radio', { name: 'From the owner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(adjustments).toHaveLength(0);

    await user.type(reason, 'Damage charge agreed with the owner');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(adjustments).toHaveLength(1));
    expect(adjustments[0]).toMatchObject({
      url: '/api/v1/admin/users/12/ledger-adjustments',
      body: { amountPaise: -50050, reason: 'Damage charge agreed with the owner' },
      csrf: 'csrf-1',
    });
    expect(await screen.findByText('₹500.50 from Ravi Kumar; available now ₹12,000.00')).toBeInTheDocument();
    // The figures are read again after the adjustment.
    await dialogGone();
    const money = screen.getByRole('region', { name: 'Money' });
    expect(await within(money).findByText('₹12,000.00')).toBeInTheDocument();
  });

  it('adjusts "to the owner" as positive paise', async () => {
    stubUser();
    stubMoney(() => ({ balance, hold: null }));
    const adjustments = recordAction('users', 'ledger-adjustments', () =>
      HttpResponse.json({ success: true, data: { entryId: 301, ownerId: 12, amountPaise: 2500, balance } }),
    );
    const user = renderSignedIn('/admin/users/12/show');
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus());
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '25');
    await user.click(within(dialog).getByRole('radio', { name: 'To the owner' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Goodwill for a late payout');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(adjustments).toHaveLength(1));
    expect(adjustments[0].body).toEqual({ amountPaise: 2500, reason: 'Goodwill for a late payout' });
  });
});
