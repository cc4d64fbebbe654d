import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listAnswer, renderSignedIn } from '../../testing/console';
import { api, server } from '../../testing/server';

const rows = [
  {
    id: 319,
    userId: 104,
    userName: 'Priya Sharma',
    choice: 'essential',
    policyVersion: '2026-11-01',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0',
    createdAt: '2026-11-21T09:30:00Z',
  },
  {
    id: 318,
    userId: 1201,
    userName: 'Ravi Kumar',
    choice: 'all',
    policyVersion: '2026-11-01',
    userAgent: null,
    createdAt: '2026-11-20T20:05:00Z',
  },
];

/** Answers the consent list with `answer(query)` and records every query it saw. */
function stubConsents(answer: (query: URLSearchParams) => typeof rows = () => rows, total?: number) {
  const seen: { query: URLSearchParams; authorization: string | null }[] = [];
  server.use(
    http.get(api('/api/v1/admin/consents'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push({ query, authorization: request.headers.get('Authorization') });
      const data = answer(query);
      const { body, init } = listAnswer('consents', data, total ?? data.length);
      return HttpResponse.json(body, init);
    }),
  );
  return seen;
}

const table = () => screen.findByRole('table');

describe('consent log', () => {
  it('lists every choice newest first with user, choice, policy version, user agent and the time in Asia/Kolkata', async () => {
    const seen = stubConsents(undefined, 319);
    renderSignedIn('/admin/consents');

    const grid = await table();
    const body = within(grid).getAllByRole('rowgroup')[1];
    const [first, second] = within(body).getAllByRole('row');
    // 09:30 UTC is 15:00 in Kolkata; 20:05 UTC on the 20th is 01:35 on the 21st.
    for (const text of [
      '319',
      '104',
      'Priya Sharma',
      'Essential Only',
      '2026-11-01',
      'Pixel 7',
      '21 Nov 2026, 15:00 IST',
    ]) {
      expect(within(first).getByText(text, { exact: false })).toBeInTheDocument();
    }
    for (const text of ['318', '1201', 'Ravi Kumar', 'Accept All', '21 Nov 2026, 01:35 IST', '—']) {
      expect(within(second).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Consent log' })).toBeInTheDocument();

    // The stock simple REST query: newest first, the first page of 25, the admin token.
    expect(JSON.parse(seen[0].query.get('sort') ?? '')).toEqual(['id', 'DESC']);
    expect(JSON.parse(seen[0].query.get('range') ?? '')).toEqual([0, 24]);
    expect(seen[0].authorization).toBe('Bearer admin-token-1');
    // The total comes from Content-Range.
    expect(await screen.findByText(/1\D25 of 319/)).toBeInTheDocument();
  });

  it('filters by choice through the filter query parameter', async () => {
    const seen = stubConsents((query) => {
      const filter = JSON.parse(query.get('filter') ?? '{}') as { choice?: string };
      return filter.choice ? rows.filter((row) => row.choice === filter.choice) : rows;
    });
    const user = renderSignedIn('/admin/consents');
    await screen.findByText('Ravi Kumar');

    await user.click(screen.getByRole('combobox', { name: 'Choice' }));
    await user.click(await screen.findByRole('option', { name: 'Accept All' }));

    await waitFor(() => expect(screen.queryByText('Priya Sharma')).not.toBeInTheDocument());
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(JSON.parse(seen.at(-1)!.query.get('filter') ?? '')).toEqual({ choice: 'all' });
  });

  it('is read-only: no create, edit, delete or row selection', async () => {
    stubConsents();
    renderSignedIn('/admin/consents');
    await screen.findByText('Priya Sharma');
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('is reachable from the menu and at /admin/consent-dashboard (PRODUCT.md §2)', async () => {
    stubConsents();
    server.use(
      http.get(api('/api/v1/admin/users'), () => {
        const { body, init } = listAnswer('users', []);
        return HttpResponse.json(body, init);
      }),
    );
    renderSignedIn('/admin/consent-dashboard');
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/consents');
    expect(screen.getAllByRole('menuitem', { name: /Consent log/ }).length).toBeGreaterThan(0);
  });
});
