import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordAction, renderSignedIn, stubResource } from '../../testing/console';

const meera = {
  id: 131,
  fullName: 'Meera Iyer',
  phone: '+919000000120',
  email: 'meera@example.com',
  role: 'user',
  createdAt: '2026-11-21T18:45:00Z',
  suspended: false,
  suspendedAt: null,
  suspendedReason: null,
  bookings: [
    {
      id: 41,
      code: 'HE-7K3P9Q',
      propertyTitle: 'Mango Meadows',
      startsAt: '2026-12-05T09:00:00+05:30',
      status: 'confirmed',
      totalPaise: 2596000,
    },
  ],
  listings: [],
  sessions: [{ id: 9, kind: 'app', createdAt: '2026-11-24T08:00:00Z', expiresAt: '2026-12-24T08:00:00Z' }],
  consents: [{ id: 319, choice: 'essential', policyVersion: '2026-11-01', createdAt: '2026-11-21T09:30:00Z' }],
};

describe('users list', () => {
  it('filters by suspended and shows who is suspended', async () => {
    const suspended = { ...meera, id: 5, fullName: 'Kiran Rao', suspended: true };
    const seen = stubResource('users', (f) =>
      [meera, suspended].filter((u) => f.suspended === undefined || u.suspended === f.suspended),
    );
    const user = renderSignedIn('/admin/users');
    const grid = await screen.findByRole('table');
    expect(within(grid).getByRole('columnheader', { name: /Suspended/ })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Suspended' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ suspended: true }));
    await waitFor(() => expect(screen.queryByText('Meera Iyer')).not.toBeInTheDocument());
    expect(screen.getByText('Kiran Rao')).toBeInTheDocument();
  });
});

describe('user page', () => {
  it('shows bookings, listings, live sessions and consent history', async () => {
    stubResource(
      'users',
      () => [meera],
      () => meera,
    );
    renderSignedIn('/admin/users/131/show');
    const bookings = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(bookings).getByRole('link', { name: 'HE-7K3P9Q' })).toHaveAttribute(
      'href',
      '/admin/bookings/41/show',
    );
    expect(within(bookings).getByText('₹25,960')).toBeInTheDocument();
    expect(screen.getByText('No listings.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Live sessions' })).getByText('Web app')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Consent history' })).getByText('Essential Only'),
    ).toBeInTheDocument();
  });

  it('suspends only with a reason, posting it with the CSRF header', async () => {
    stubResource(
      'users',
      () => [meera],
      () => meera,
    );
    const suspends = recordAction('users', 'suspend', () =>
      HttpResponse.json({ success: true, data: { ...meera, suspended: true } }),
    );
    const user = renderSignedIn('/admin/users/131/show');
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Meera Iyer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('A reason is at most 500 characters.')).toBeInTheDocument();
    expect(suspends).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fraudulent bookings');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(suspends).toHaveLength(1));
    expect(suspends[0]).toMatchObject({
      url: '/api/v1/admin/users/131/suspend',
      body: { reason: 'Fraudulent bookings' },
      csrf: 'csrf-1',
    });
    expect(await screen.findByText('Meera Iyer suspended')).toBeInTheDocument();
  });

  it('changes the role with the chosen role and a reason', async () => {
    stubResource(
      'users',
      () => [meera],
      () => meera,
    );
    const roles = recordAction('users', 'role');
    const user = renderSignedIn('/admin/users/131/show');
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'New role' }));
    await user.click(await screen.findByRole('option', { name: /Owner/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Verified owner documents');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(roles).toHaveLength(1));
    expect(roles[0].body).toEqual({ role: 'owner', reason: 'Verified owner documents' });
  });

  it('reinstates a suspended user and revokes sessions, each with a reason', async () => {
    const suspended = { ...meera, suspended: true, suspendedAt: '2026-11-24T08:52:00Z', suspendedReason: 'Fraud' };
    stubResource(
      'users',
      () => [suspended],
      () => suspended,
    );
    const reinstates = recordAction('users', 'reinstate');
    const revokes = recordAction('users', 'revoke-sessions');
    const user = renderSignedIn('/admin/users/131/show');
    expect(await screen.findByText(/Fraud/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reinstate' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Cleared by support');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    await waitFor(() => expect(reinstates).toHaveLength(1));
    expect(reinstates[0].body).toEqual({ reason: 'Cleared by support' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Revoke sessions' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Lost phone');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke sessions' }));
    await waitFor(() => expect(revokes).toHaveLength(1));
    expect(revokes[0]).toMatchObject({
      url: '/api/v1/admin/users/131/revoke-sessions',
      body: { reason: 'Lost phone' },
    });
  });
});
