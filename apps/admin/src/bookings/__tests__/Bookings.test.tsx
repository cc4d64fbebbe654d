import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordAction, renderSignedIn, stubResource } from '../../testing/console';

const booking = {
  id: 41,
  code: 'HE-7K3P9Q',
  propertyId: 8,
  propertyTitle: 'Mango Meadows',
  guestId: 131,
  guestName: 'Meera Iyer',
  guestPhone: '+919000000120',
  guestEmail: 'meera@example.com',
  ownerId: 2,
  ownerName: 'Srinivas Reddy',
  bookingType: 'full_day',
  startsAt: '2026-12-05T09:00:00+05:30',
  endsAt: '2026-12-06T09:00:00+05:30',
  guests: 12,
  status: 'confirmed',
  paymentMethod: 'upi',
  paymentStatus: 'paid',
  totalPaise: 2596000,
  refundPaise: null,
  refundStatus: null,
  createdAt: '2026-11-24T08:52:00Z',
};
const other = {
  ...booking,
  id: 40,
  code: 'HE-2B4C6D',
  guestName: 'Ravi Kumar',
  status: 'cancelled',
  guestPhone: '+919000000121',
};

describe('bookings list', () => {
  it('shows code, property, guest, stay start in IST, ₹ total and status', async () => {
    const seen = stubResource('bookings', () => [booking, other]);
    renderSignedIn('/admin/bookings');
    const grid = await screen.findByRole('table');
    const [first] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    for (const text of [
      'HE-7K3P9Q',
      'Mango Meadows',
      'Meera Iyer',
      '5 Dec 2026, 09:00 IST',
      '₹25,960',
      'Confirmed',
      'Paid',
    ]) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(seen[0].sort).toEqual(['createdAt', 'DESC']);
  });

  it('searches by code, phone or e-mail (q) and filters by status and stay dates', async () => {
    const seen = stubResource('bookings', (f) =>
      [booking, other].filter((b) => (!f.q || b.code.includes(String(f.q))) && (!f.status || b.status === f.status)),
    );
    const user = renderSignedIn('/admin/bookings');
    await screen.findByText('HE-2B4C6D');

    await user.type(screen.getByPlaceholderText('Code, phone or e-mail'), 'HE-7K');
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ q: 'HE-7K' }));
    await waitFor(() => expect(screen.queryByText('HE-2B4C6D')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ q: 'HE-7K', status: 'confirmed' }));

    await user.type(screen.getByLabelText('Stay from'), '2026-12-01');
    await waitFor(() => expect(seen.at(-1)?.filter).toMatchObject({ from: '2026-12-01' }));
  });

  it('says so when there are no bookings', async () => {
    stubResource('bookings', () => []);
    renderSignedIn('/admin/bookings');
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
  });
});

describe('booking page', () => {
  const full = {
    ...booking,
    // As the server answers for a booking that can still be cancelled.
    refundPreview: { policyPercent: 100, policyPaise: 2596000, fullPaise: 2596000, paidOnline: true },
    priceLines: [
      { label: 'Full day', amountPaise: 2200000 },
      { label: 'Cleaning fee', amountPaise: 100000 },
      { label: 'GST 12%', amountPaise: 296000 },
    ],
    payments: [
      {
        id: 5,
        bookingId: 41,
        bookingCode: 'HE-7K3P9Q',
        provider: 'razorpay',
        providerOrderId: 'order_1',
        providerPaymentId: 'pay_1',
        amountPaise: 2596000,
        status: 'paid',
        refundedPaise: 0,
        createdAt: '2026-11-24T08:53:00Z',
        updatedAt: '2026-11-24T08:53:00Z',
      },
    ],
    refunds: [],
    notifications: [{ channel: 'sms', event: 'booking_confirmed', status: 'sent', createdAt: '2026-11-24T08:54:00Z' }],
    taxDocuments: [
      { id: 7, kind: 'invoice', number: 'HE/26-27/000123', issuedAt: '2026-11-24T08:54:00Z', totalPaise: 2596000 },
    ],
    conversationId: 12,
    cancelledBy: null,
    cancelReason: null,
  };

  it('shows price lines, payments, refunds, tax documents, notifications and the conversation link', async () => {
    stubResource(
      'bookings',
      () => [full],
      () => full,
    );
    renderSignedIn('/admin/bookings/41/show');
    const lines = await screen.findByRole('table', { name: 'Price lines' });
    expect(within(lines).getByText('Cleaning fee')).toBeInTheDocument();
    expect(within(lines).getByText('₹1,000')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Payments' })).getByText('pay_1')).toBeInTheDocument();
    expect(screen.getByText('No refunds.')).toBeInTheDocument();
    const documents = screen.getByRole('table', { name: 'Tax documents' });
    expect(within(documents).getByRole('link', { name: 'HE/26-27/000123' })).toHaveAttribute(
      'href',
      '/admin/invoices/7/show',
    );
    expect(within(documents).getByText('₹25,960.00')).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'PDF of HE/26-27/000123' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Notifications sent' })).getByText('booking_confirmed'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      '/admin/conversations/12/show',
    );
    // Paid in full at once: no schedule.
    expect(screen.queryByRole('region', { name: 'Payment schedule' })).not.toBeInTheDocument();
  });

  it("shows a payment plan's advance, balance, deadline in IST and what is still due online", async () => {
    const planned = {
      ...full,
      paymentSchedule: {
        advance: 7788,
        balance: 18172,
        dueDate: '2026-12-09',
        dueAt: '2026-12-10T00:00:00+05:30',
        method: 'online',
        advancePaid: true,
        balancePaid: false,
        dueNow: 18172,
      },
    };
    stubResource(
      'bookings',
      () => [planned],
      () => planned,
    );
    renderSignedIn('/admin/bookings/41/show');
    const panel = await screen.findByRole('region', { name: 'Payment schedule' });
    expect(within(panel).getByText('₹7,788 · paid')).toBeInTheDocument();
    expect(within(panel).getByText('₹18,172')).toBeInTheDocument();
    expect(within(panel).getByText('10 Dec 2026, 00:00 IST')).toBeInTheDocument();
    expect(within(panel).getByText('Due online: ₹18,172')).toBeInTheDocument();
  });

  it('says a cash balance is paid at the property', async () => {
    const cash = {
      ...full,
      paymentSchedule: {
        advance: 7788,
        balance: 18172,
        dueDate: '2026-12-09',
        dueAt: '2026-12-10T00:00:00+05:30',
        method: 'cash',
        advancePaid: true,
        balancePaid: false,
        dueNow: 0,
      },
    };
    stubResource(
      'bookings',
      () => [cash],
      () => cash,
    );
    renderSignedIn('/admin/bookings/41/show');
    const panel = await screen.findByRole('region', { name: 'Payment schedule' });
    expect(within(panel).getByText('In cash at the property')).toBeInTheDocument();
    expect(within(panel).queryByText(/Due online/)).not.toBeInTheDocument();
  });

  it('cancels with a full refund and a reason, never without the reason', async () => {
    stubResource(
      'bookings',
      () => [full],
      () => full,
    );
    const cancels = recordAction('bookings', 'cancel', () =>
      HttpResponse.json({ success: true, data: { ...full, status: 'cancelled' } }),
    );
    const user = renderSignedIn('/admin/bookings/41/show');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking HE-7K3P9Q?' });
    await user.click(within(dialog).getByRole('radio', { name: /^Full refund/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(cancels).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Flooded access road');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(cancels).toHaveLength(1));
    expect(cancels[0]).toMatchObject({
      url: '/api/v1/admin/bookings/41/cancel',
      body: { reason: 'Flooded access road', refund: 'full' },
      csrf: 'csrf-1',
    });
    expect(await screen.findByText('Booking HE-7K3P9Q cancelled')).toBeInTheDocument();
  });

  it('offers no cancellation once the server says the booking can no longer be cancelled (its stay begun)', async () => {
    const begun = { ...full, status: 'confirmed', refundPreview: null };
    stubResource(
      'bookings',
      () => [begun],
      () => begun,
    );
    renderSignedIn('/admin/bookings/41/show');
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend confirmation' })).toBeEnabled();
  });

  it('says in the cancel dialog what each refund choice gives if cancelled now', async () => {
    const withPreview = {
      ...full,
      refundPreview: { policyPercent: 50, policyPaise: 1298000, fullPaise: 2596000, paidOnline: true },
    };
    stubResource(
      'bookings',
      () => [withPreview],
      () => withPreview,
    );
    const user = renderSignedIn('/admin/bookings/41/show');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking HE-7K3P9Q?' });
    expect(
      within(dialog).getByRole('radio', { name: 'As the cancellation policy allows: ₹12,980 (50% now)' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Full refund: ₹25,960' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'No refund' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Nothing was paid online/)).not.toBeInTheDocument();
  });

  it('says a refund is only recorded when nothing was paid online', async () => {
    const cash = {
      ...full,
      paymentMethod: 'cash',
      paymentStatus: 'unpaid',
      refundPreview: { policyPercent: 100, policyPaise: 2596000, fullPaise: 2596000, paidOnline: false },
    };
    stubResource(
      'bookings',
      () => [cash],
      () => cash,
    );
    const user = renderSignedIn('/admin/bookings/41/show');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking HE-7K3P9Q?' });
    expect(
      within(dialog).getByText(
        'Nothing was paid online: the refund is recorded, but no money is sent back through us.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['pending', 'Refund pending', 'Pending'],
    ['failed', 'Refund failed', 'Failed'],
    ['processed', 'Refunded', 'Processed'],
    [null, 'Refund not recorded', 'None'],
  ])(
    'shows a refunded payment whose refund is %s as "%s", never "Refunded" before it went out',
    async (refundStatus, chip, state) => {
      const cancelled = {
        ...full,
        status: 'cancelled',
        paymentStatus: 'refunded',
        refundStatus,
        refundPaise: 2596000,
        refundPreview: null,
      };
      stubResource(
        'bookings',
        () => [cancelled],
        () => cancelled,
      );
      renderSignedIn('/admin/bookings/41/show');
      // The chips (the payments table has a "Refunded" column of its own).
      expect(await screen.findByText(chip, { selector: '.MuiChip-label' })).toBeInTheDocument();
      if (chip !== 'Refunded')
        expect(screen.queryByText('Refunded', { selector: '.MuiChip-label' })).not.toBeInTheDocument();
      expect(screen.getByText(new RegExp(`^Refund state: ${state}`))).toBeInTheDocument();
    },
  );

  it("lists a refunded booking by its refund's real state", async () => {
    stubResource('bookings', () => [{ ...other, paymentStatus: 'refunded', refundStatus: 'pending' }]);
    renderSignedIn('/admin/bookings');
    expect(await screen.findByText('Refund pending', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByText('Refunded', { selector: '.MuiChip-label' })).not.toBeInTheDocument();
  });

  describe('dispute', () => {
    const disputed = {
      ...full,
      dispute: {
        status: 'open',
        reason: 'The pool was closed all day.',
        createdAt: '2026-12-05T06:30:00Z',
        resolvedAt: null,
        resolvedBy: null,
        resolutionReason: null,
      },
    };

    it("shows the guest's reported problem, when it was reported in IST, and that the earnings are held", async () => {
      stubResource(
        'bookings',
        () => [disputed],
        () => disputed,
      );
      renderSignedIn('/admin/bookings/41/show');
      const panel = await screen.findByRole('region', { name: 'Dispute' });
      expect(within(panel).getByText('Open: earnings held')).toBeInTheDocument();
      expect(within(panel).getByText('The pool was closed all day.')).toBeInTheDocument();
      expect(within(panel).getByText('5 Dec 2026, 12:00 IST')).toBeInTheDocument();
      expect(within(panel).getByText(/earnings for this stay are held until it is resolved/)).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Release to owner' })).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Refund guest' })).toBeInTheDocument();
    });

    it('shows how a resolved dispute ended, with no way to resolve it again', async () => {
      const resolved = {
        ...disputed,
        dispute: {
          ...disputed.dispute,
          status: 'refunded',
          resolvedAt: '2026-12-06T04:30:00Z',
          resolvedBy: 'Anita (support)',
          resolutionReason: 'Photos confirm the pool was shut',
        },
      };
      stubResource(
        'bookings',
        () => [resolved],
        () => resolved,
      );
      renderSignedIn('/admin/bookings/41/show');
      const panel = await screen.findByRole('region', { name: 'Dispute' });
      expect(within(panel).getByText('Refunded to guest')).toBeInTheDocument();
      expect(within(panel).getByText('6 Dec 2026, 10:00 IST')).toBeInTheDocument();
      expect(within(panel).getByText('Anita (support)')).toBeInTheDocument();
      expect(within(panel).getByText('Photos confirm the pool was shut')).toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: 'Release to owner' })).not.toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: 'Refund guest' })).not.toBeInTheDocument();
    });

    it('has no dispute section when the guest reported nothing', async () => {
      stubResource(
        'bookings',
        () => [full],
        () => full,
      );
      renderSignedIn('/admin/bookings/41/show');
      await screen.findByRole('table', { name: 'Price lines' });
      expect(screen.queryByRole('heading', { name: 'Dispute' })).not.toBeInTheDocument();
    });

    it.each([
      ['Release to owner', 'release'],
      ['Refund guest', 'refund'],
    ])('"%s" needs a reason, then posts the outcome %s with the CSRF header', async (button, outcome) => {
      stubResource(
        'bookings',
        () => [disputed],
        () => disputed,
      );
      const resolves = recordAction('bookings', 'dispute/resolve', () =>
        HttpResponse.json({
          success: true,
          data: { ...disputed, dispute: { ...disputed.dispute, status: 'released' } },
        }),
      );
      const user = renderSignedIn('/admin/bookings/41/show');
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: button }));
      expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
      expect(resolves).toHaveLength(0);

      await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Checked the photos');
      await user.click(within(dialog).getByRole('button', { name: button }));
      await waitFor(() => expect(resolves).toHaveLength(1));
      expect(resolves[0]).toMatchObject({
        url: '/api/v1/admin/bookings/41/dispute/resolve',
        body: { outcome, reason: 'Checked the photos' },
        csrf: 'csrf-1',
      });
      expect(await screen.findByText(/^Dispute on HE-7K3P9Q resolved/)).toBeInTheDocument();
    });
  });

  it('resends the confirmation of a confirmed booking', async () => {
    stubResource(
      'bookings',
      () => [full],
      () => full,
    );
    const resends = recordAction('bookings', 'resend-confirmation');
    const user = renderSignedIn('/admin/bookings/41/show');
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() => expect(resends).toHaveLength(1));
    expect(resends[0]).toMatchObject({
      url: '/api/v1/admin/bookings/41/resend-confirmation',
      body: {},
      csrf: 'csrf-1',
    });
  });
});
