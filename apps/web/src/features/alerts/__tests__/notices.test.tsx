import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@/i18n';
import { queryClient } from '@/lib/react-query';
import { guestUser, renderWithAuth, storeCredentials } from '@/testing/auth-harness';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { installFakeRealtime } from '@/testing/realtime';
import { renderRoute } from '@/testing/render';
import type { Alert } from '../api/alerts';
import { AlertNoticesSlot } from '../AlertNoticesSlot';

const FIRED = '/api/v1/users/me/alerts/fired';

function fired(overrides: Partial<Alert> & Pick<Alert, 'id'>): Alert {
  return {
    propertyId: 12,
    propertyTitle: 'Banyan Grove',
    propertySlug: 'banyan-grove',
    kind: 'price_drop',
    bookingType: 'half_day',
    date: '2026-12-05',
    baselinePaise: 1_200_000,
    createdAt: '2026-11-20T10:00:00+05:30',
    firedAt: '2026-11-24T06:00:00+05:30',
    ...overrides,
  };
}

// Newest first, as the server sends them.
const ITEMS = [
  fired({ id: 4 }),
  fired({
    id: 3,
    kind: 'date_free',
    bookingType: 'full_day',
    propertyTitle: 'Mango Meadows',
    propertySlug: 'mango-meadows',
    date: '2026-12-31',
  }),
  fired({ id: 2, propertyTitle: 'Lotus Farm', propertySlug: 'lotus-farm', bookingType: 'full_day' }),
  fired({ id: 1, kind: 'date_free', propertyTitle: 'Oldest Orchard', propertySlug: 'oldest-orchard' }),
];

/** Answers the fired-alerts call with `items()` and counts the calls. */
function stubFired(items: () => Alert[] = () => ITEMS) {
  const calls = { count: 0 };
  server.use(
    http.get(FIRED, () => {
      calls.count += 1;
      return HttpResponse.json(ok({ items: items() }));
    }),
  );
  return calls;
}

function signedIn() {
  storeCredentials(guestUser);
  server.use(
    http.get('/api/v1/auth/me', () => HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } })),
    http.get('/api/v1/users/me/consent', () =>
      HttpResponse.json(ok({ choice: 'essential', policyVersion: '1', decidedAt: null })),
    ),
  );
}

const noticeTexts = () =>
  within(screen.getByRole('region', { name: 'Your alerts' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeAll(async () => {
  // Compiled once here, so "nothing for a visitor" is not just "not loaded yet".
  await import('../components/AlertNotices');
});

describe('fired-alert notices', () => {
  it('shows a signed-in user the newest three fired alerts, each linking to the property on its date', async () => {
    signedIn();
    stubFired();
    renderWithAuth(<AlertNoticesSlot />);
    const region = await screen.findByRole('region', { name: 'Your alerts' });
    expect(noticeTexts()).toEqual([
      'Price drop: Banyan Grove for a half day on Sat, 5 Dec, 2026. See the new price',
      'Mango Meadows is free for a full day on Thu, 31 Dec, 2026. Book this date',
      'Price drop: Lotus Farm for a full day on Sat, 5 Dec, 2026. See the new price',
    ]);
    expect(within(region).queryByText(/Oldest Orchard/)).not.toBeInTheDocument();
    expect(within(region).getAllByRole('link', { name: 'See the new price' })[0]).toHaveAttribute(
      'href',
      '/property/banyan-grove?checkIn=2026-12-05&bookingType=half_day',
    );
    expect(within(region).getByRole('link', { name: 'Book this date' })).toHaveAttribute(
      'href',
      '/property/mango-meadows?checkIn=2026-12-31&bookingType=full_day',
    );
    expect(within(region).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
  });

  it('shows nothing to a visitor and does not ask the server', async () => {
    const calls = stubFired();
    renderWithAuth(<AlertNoticesSlot />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-out'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('region', { name: 'Your alerts' })).not.toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('a dismissed notice stays hidden after a reload (localStorage); the next one takes its place', async () => {
    signedIn();
    stubFired();
    const first = renderWithAuth(<AlertNoticesSlot />);
    const region = await screen.findByRole('region', { name: 'Your alerts' });
    await first.user.click(within(region).getAllByRole('button', { name: 'Dismiss' })[0]);
    await waitFor(() => expect(within(region).queryByText(/Banyan Grove/)).not.toBeInTheDocument());
    expect(noticeTexts()).toHaveLength(3);
    expect(within(region).getByText(/Oldest Orchard/)).toBeInTheDocument();
    // Focus moves to the next notice's button, not to the page's start.
    await waitFor(() => expect(within(region).getAllByRole('button', { name: 'Dismiss' })[0]).toHaveFocus());

    first.unmount();
    queryClient.clear();
    renderWithAuth(<AlertNoticesSlot />);
    expect(await screen.findByText(/Mango Meadows/)).toBeInTheDocument();
    expect(screen.queryByText(/Banyan Grove/)).not.toBeInTheDocument();
  });

  it('is fetched again when the server emits alert_fired, so a new notice shows without a reload', async () => {
    signedIn();
    let items = ITEMS.slice(1);
    const calls = stubFired(() => items);
    const sockets = installFakeRealtime();
    renderRoute('/privacy-policy');
    expect(await screen.findByText(/Mango Meadows is free/)).toBeInTheDocument();
    expect(screen.queryByText(/Banyan Grove/)).not.toBeInTheDocument();
    await waitFor(() => expect(sockets.sockets.length).toBeGreaterThan(0));
    act(() => sockets.latest.acceptConnection());
    const before = calls.count;

    items = ITEMS;
    act(() => sockets.latest.serverEmit('alert_fired', ITEMS[0]));
    expect(await screen.findByText(/Price drop: Banyan Grove for a half day/)).toBeInTheDocument();
    expect(calls.count).toBe(before + 1);
  });

  it('speaks Telugu when the language is te', async () => {
    signedIn();
    stubFired(() => [ITEMS[1]]);
    await act(() => setLanguage('te'));
    renderWithAuth(<AlertNoticesSlot />);
    const region = await screen.findByRole('region', { name: 'మీ అలర్ట్‌లు' });
    expect(within(region).getByText(/ఫుల్ డేకి Mango Meadows ఖాళీగా ఉంది\./)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'ఈ తేదీని బుక్ చేయండి' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'మూసివేయండి' })).toBeInTheDocument();
  });
});
