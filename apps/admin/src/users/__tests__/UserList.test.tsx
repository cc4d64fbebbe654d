import { screen, within } from '@testing-library/react';
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
  { id: 2, fullName: 'Srinivas Reddy', phone: '+919000000001', email: null, role: 'owner', createdAt: '2026-10-01T03:00:00Z' },
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
    for (const text of ['131', 'Meera Iyer', '+919000000120', 'meera@example.com', 'Guest', '22 Nov 2026, 12:15 am']) {
      expect(within(meera).getByText(text)).toBeInTheDocument();
    }
    for (const text of ['Srinivas Reddy', '+919000000001', '—', 'Owner', '1 Oct 2026, 8:30 am']) {
      expect(within(srinivas).getByText(text)).toBeInTheDocument();
    }
    for (const header of ['Id', 'Name', 'Phone', 'E-mail', 'Role', 'Joined (IST)']) {
      expect(within(grid).getByRole('columnheader', { name: new RegExp(header.replace(/[()]/g, '\\$&')) })).toBeInTheDocument();
    }
    expect(JSON.parse(query?.get('sort') ?? '')).toEqual(['id', 'DESC']);
    expect(await screen.findByText(/1\D25 of 140/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
