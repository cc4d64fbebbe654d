import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listAnswer, renderSignedIn } from '../../testing/console';
import { api, server } from '../../testing/server';

const rows = [
  {
    id: 131,
    fullName: 'Meera Iyer',
    phone: '+919000000120',
    email: 'meera@example.com',
    role: 'user',
    createdAt: '2026-11-21T18:45:00Z',
  },
  {
    id: 2,
    fullName: 'Srinivas Reddy',
    phone: '+919000000001',
    email: null,
    role: 'owner',
    createdAt: '2026-10-01T03:00:00Z',
  },
];

describe('users list', () => {
  it('shows id, name, phone, e-mail, role and the joining time in Asia/Kolkata, newest first', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(api('/api/v1/admin/users'), ({ request }) => {
        query = new URL(request.url).searchParams;
        const { body, init } = listAnswer('users', rows, 140);
        return HttpResponse.json(body, init);
      }),
    );
    renderSignedIn('/admin/users');

    const grid = await screen.findByRole('table');
    const [meera, srinivas] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    // 18:45 UTC on the 21st is 00:15 on the 22nd in Kolkata.
    for (const text of ['131', 'Meera Iyer', '+919000000120', 'meera@example.com', 'Guest', '22 Nov 2026, 00:15 IST']) {
      expect(within(meera).getByText(text)).toBeInTheDocument();
    }
    for (const text of ['Srinivas Reddy', '+919000000001', '—', 'Owner', '1 Oct 2026, 08:30 IST']) {
      expect(within(srinivas).getByText(text)).toBeInTheDocument();
    }
    for (const header of ['Id', 'Name', 'Phone', 'E-mail', 'Role', 'Joined (IST)']) {
      expect(
        within(grid).getByRole('columnheader', { name: new RegExp(header.replace(/[()]/g, '\\$&')) }),
      ).toBeInTheDocument();
    }
    expect(JSON.parse(query?.get('sort') ?? '')).toEqual(['id', 'DESC']);
    expect(await screen.findByText(/1\D25 of 140/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

/** Answers the users list filtered as the server does (role exact, q in the name) and records each filter. */
function stubFilteredUsers() {
  const filters: unknown[] = [];
  server.use(
    http.get(api('/api/v1/admin/users'), ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as {
        q?: string;
        role?: string;
      };
      filters.push(filter);
      const data = rows.filter(
        (row) =>
          (!filter.role || row.role === filter.role) &&
          (!filter.q || row.fullName.toLowerCase().includes(filter.q.toLowerCase())),
      );
      const { body, init } = listAnswer('users', data);
      return HttpResponse.json(body, init);
    }),
  );
  return filters;
}

describe('users list filters', () => {
  it('filters by role through the filter query parameter', async () => {
    const filters = stubFilteredUsers();
    const user = renderSignedIn('/admin/users');
    await screen.findByText('Srinivas Reddy');

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Owner' }));

    await waitFor(() => expect(screen.queryByText('Meera Iyer')).not.toBeInTheDocument());
    expect(screen.getByText('Srinivas Reddy')).toBeInTheDocument();
    expect(filters.at(-1)).toEqual({ role: 'owner' });
  });

  it('searches by name, phone or e-mail through the q filter', async () => {
    const filters = stubFilteredUsers();
    const user = renderSignedIn('/admin/users');
    await screen.findByText('Srinivas Reddy');

    await user.type(screen.getByPlaceholderText('Name, phone or e-mail'), 'meera');

    await waitFor(() => expect(filters.at(-1)).toEqual({ q: 'meera' }));
    await waitFor(() => expect(screen.queryByText('Srinivas Reddy')).not.toBeInTheDocument());
    expect(screen.getByText('Meera Iyer')).toBeInTheDocument();
  });
});
