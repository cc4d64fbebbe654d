import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, stubResource } from '../../testing/console';

const row = {
  id: 901,
  actorId: 1,
  actor: 'Asha Rao (admin 1)',
  actorRole: 'admin',
  channel: 'console',
  action: 'user.suspend',
  targetKind: 'user',
  targetId: '131',
  targetUserId: 131,
  bookingId: null,
  reason: 'Fraudulent bookings',
  before: { suspended: false },
  after: { suspended: true },
  createdAt: '2026-11-24T08:52:00Z',
};

describe('audit log', () => {
  it('shows who, role, channel, action, target, reason, before/after and time, and filters', async () => {
    const seen = stubResource('audit', () => [row]);
    const user = renderSignedIn('/admin/audit');
    const grid = await screen.findByRole('table');
    const [first] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    for (const text of [
      'Asha Rao (admin 1)',
      'admin',
      'Console',
      'user.suspend',
      'Fraudulent bookings',
      '{"suspended":false}',
      '{"suspended":true}',
      '24 Nov 2026, 14:22 IST',
    ]) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).getByRole('link', { name: 'user 131' })).toHaveAttribute('href', '/admin/users/131/show');
    expect(seen[0].sort).toEqual(['id', 'DESC']);

    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'Support CLI' }));
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ channel: 'cli' }));
    await user.type(screen.getByRole('spinbutton', { name: 'User id' }), '131');
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ channel: 'cli', userId: 131 }));
    await user.type(screen.getByLabelText('Since (IST day)'), '2026-11-01');
    await waitFor(() => expect(seen.at(-1)?.filter).toMatchObject({ since: '2026-11-01' }));
  });

  it('links a booking row (named by its code) to the booking page by its id', async () => {
    stubResource('audit', () => [
      {
        ...row,
        id: 902,
        action: 'booking.cancel',
        targetKind: 'booking',
        targetId: 'HE-WEE45K',
        bookingId: 49,
        reason: 'Guest asked by phone',
        before: { status: 'pending' },
        after: { status: 'cancelled', refundChoice: 'full' },
      },
    ]);
    renderSignedIn('/admin/audit');
    const link = await screen.findByRole('link', { name: 'booking HE-WEE45K' });
    expect(link).toHaveAttribute('href', '/admin/bookings/49/show');
  });

  it('says so when the log is empty', async () => {
    stubResource('audit', () => []);
    renderSignedIn('/admin/audit');
    expect(await screen.findByText('No audit entries yet')).toBeInTheDocument();
  });
});
