import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAction, renderSignedIn, stubResource } from '../../testing/console';

const shown = {
  id: 21,
  propertyId: 8,
  propertyTitle: 'Mango Meadows',
  userId: 131,
  userName: 'Meera Iyer',
  rating: 2,
  comment: 'Pool was dirty',
  createdAt: '2026-11-22T06:30:00Z',
  hidden: false,
  hiddenReason: null,
};
const hidden = { ...shown, id: 20, comment: 'Call me on 98xxxx', hidden: true, hiddenReason: 'Phone number in text' };

describe('reviews list', () => {
  it('shows the reviews, filters by hidden and hides one with a reason', async () => {
    const seen = stubResource('reviews', (f) =>
      [shown, hidden].filter((r) => f.hidden === undefined || r.hidden === f.hidden),
    );
    const hides = recordAction('reviews', 'hide');
    const user = renderSignedIn('/admin/reviews');
    const grid = await screen.findByRole('table');
    const [first, second] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    for (const text of ['Mango Meadows', 'Meera Iyer', '2 / 5', 'Pool was dirty', 'Shown', '22 Nov 2026, 12:00 IST']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(second).getByText('Phone number in text')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Restore' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review by Meera Iyer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(hides).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Abusive language');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(hides).toHaveLength(1));
    expect(hides[0]).toMatchObject({
      url: '/api/v1/admin/reviews/21/hide',
      body: { reason: 'Abusive language' },
      csrf: 'csrf-1',
    });
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Hidden' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ hidden: true }));
  });

  it('restores a hidden review with a reason', async () => {
    stubResource('reviews', () => [hidden]);
    const restores = recordAction('reviews', 'restore');
    const user = renderSignedIn('/admin/reviews');
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Number removed by guest');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restores).toHaveLength(1));
    expect(restores[0]).toMatchObject({
      url: '/api/v1/admin/reviews/20/restore',
      body: { reason: 'Number removed by guest' },
    });
  });

  it('says so when there are no reviews', async () => {
    stubResource('reviews', () => []);
    renderSignedIn('/admin/reviews');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });
});
