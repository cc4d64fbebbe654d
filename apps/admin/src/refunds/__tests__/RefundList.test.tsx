import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAction, renderSignedIn, stubResource } from '../../testing/console';

const failed = {
  id: 3,
  bookingId: 40,
  bookingCode: 'HE-2B4C6D',
  paymentId: 4,
  amountPaise: 1250000,
  status: 'failed',
  providerRefundId: null,
  attempts: 2,
  lastError: 'Gateway timeout',
  reason: 'Owner cancelled',
  createdAt: '2026-11-23T10:00:00Z',
  updatedAt: '2026-11-23T11:00:00Z',
};
const processed = { ...failed, id: 2, status: 'processed', providerRefundId: 'rfnd_1', lastError: null, attempts: 1 };

describe('refunds list', () => {
  it('shows amount, status, attempts and error, filters by status, and retries a failed refund', async () => {
    const seen = stubResource('refunds', (f) => [failed, processed].filter((r) => !f.status || r.status === f.status));
    const retries = recordAction('refunds', 'retry');
    const user = renderSignedIn('/admin/refunds');
    const grid = await screen.findByRole('table');
    const [first, second] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    for (const text of ['HE-2B4C6D', '₹12,500', 'Failed', 'Gateway timeout', 'Owner cancelled']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    // Only a failed refund can be retried.
    expect(within(second).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retries).toHaveLength(1));
    expect(retries[0]).toMatchObject({ url: '/api/v1/admin/refunds/3/retry', body: {}, csrf: 'csrf-1' });
    expect(await screen.findByText('Refund 3 sent to the provider again')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Processed' }));
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ status: 'processed' }));
  });

  it('says so when there are no refunds', async () => {
    stubResource('refunds', () => []);
    renderSignedIn('/admin/refunds');
    expect(await screen.findByText('No refunds yet')).toBeInTheDocument();
  });
});
