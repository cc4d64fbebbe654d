import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, stubResource } from '../../testing/console';

describe('payments list', () => {
  it('shows booking, provider ids, ₹ amounts, status and time in IST', async () => {
    const seen = stubResource('payments', () => [
      {
        id: 5,
        bookingId: 41,
        bookingCode: 'HE-7K3P9Q',
        provider: 'razorpay',
        providerOrderId: 'order_1',
        providerPaymentId: 'pay_1',
        amountPaise: 2596000,
        status: 'refunded',
        refundedPaise: 2596000,
        createdAt: '2026-11-24T08:53:00Z',
        updatedAt: '2026-11-25T08:53:00Z',
      },
    ]);
    renderSignedIn('/admin/payments');
    const grid = await screen.findByRole('table');
    const [row] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    expect(within(row).getByRole('link', { name: 'HE-7K3P9Q' })).toHaveAttribute('href', '/admin/bookings/41/show');
    for (const text of ['razorpay', 'order_1', 'pay_1', 'Refunded', '24 Nov 2026, 14:23 IST']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getAllByText('₹25,960')).toHaveLength(2);
    expect(seen[0].sort).toEqual(['createdAt', 'DESC']);
  });

  it('says so when there are no payments', async () => {
    stubResource('payments', () => []);
    renderSignedIn('/admin/payments');
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });
});
