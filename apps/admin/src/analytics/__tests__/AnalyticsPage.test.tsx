import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '../../types/api';
import { renderSignedIn, stubDashboard } from '../../testing/console';
import { api, server } from '../../testing/server';
import { periodRange } from '../figures';

/** The totals the console shows only when the server sends them (a server from before them omits them). */
type NewerTotals = 'leads' | 'platformRevenue' | 'takeRate';
type Totals = Omit<AdminAnalytics['totals'], NewerTotals> & Partial<Pick<AdminAnalytics['totals'], NewerTotals>>;

function analytics(
  overrides: Partial<Omit<AdminAnalytics, 'totals'>> = {},
  totals: Partial<Totals> = {},
): Omit<AdminAnalytics, 'totals'> & { totals: Totals } {
  const { from, to } = periodRange(30);
  return {
    from,
    to,
    totals: {
      searches: 12345,
      views: 6789,
      contactClicks: 210,
      bookings: 48,
      confirmed: 40,
      gmv: 1250000,
      cancellations: 5,
      newUsers: 120,
      newOwners: 7,
      ...totals,
    },
    funnel: [
      { step: 'search', count: 1200 },
      { step: 'view', count: 800 },
      { step: 'contact', count: 40 },
      { step: 'book', count: 12 },
    ],
    daily: [
      { date: from, searches: 400, views: 300, bookings: 2, gmv: 50000 },
      { date: to, searches: 100, views: 900, bookings: 1, gmv: 25000 },
    ],
    topLocalities: [
      { slug: 'moinabad', name: 'Moinabad', views: 3000, bookings: 20 },
      { slug: 'shamirpet', name: 'Shamirpet', views: 2500, bookings: 9 },
    ],
    topListings: [{ id: 12, title: 'Banyan Grove Farmhouse', views: 1500, bookings: 11, gmv: 330000 }],
    webVitals: [
      { pageType: 'property', metric: 'LCP', p75: 3100, samples: 140 },
      { pageType: 'property', metric: 'INP', p75: 200, samples: 90 },
      { pageType: 'property', metric: 'CLS', p75: 0.31, samples: 140 },
      { pageType: 'home', metric: 'LCP', p75: 1900, samples: 1 },
      { pageType: 'home', metric: 'sessionDuration', p75: 200000, samples: 30 },
    ],
    ...overrides,
  };
}

/** Answers the analytics call with `answer(query)` and records each query. */
function stubAnalytics(
  answer: (query: URLSearchParams) => Response = () => HttpResponse.json({ success: true, data: analytics() }),
) {
  const seen: { query: URLSearchParams; authorization: string | null }[] = [];
  server.use(
    http.get(api('/api/v1/admin/analytics'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push({ query, authorization: request.headers.get('Authorization') });
      return answer(query);
    }),
  );
  return seen;
}

function card(label: string) {
  const heading = screen.getByRole('heading', { level: 3, name: label });
  return heading.parentElement!.querySelector('p');
}

describe('analytics screen', () => {
  it('shows the figures, the funnel and daily charts with their words, the top tables and web vitals', async () => {
    const seen = stubAnalytics();
    renderSignedIn('/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    await waitFor(() => expect(card('GMV')).toHaveTextContent('₹12,50,000'));
    expect(card('Searches')).toHaveTextContent('12,345');
    expect(card('Views')).toHaveTextContent('6,789');
    expect(card('Contact clicks')).toHaveTextContent('210');
    expect(card('Bookings')).toHaveTextContent('48');
    expect(card('Cancellations')).toHaveTextContent('5');
    expect(card('New users')).toHaveTextContent('120');
    expect(card('New owners')).toHaveTextContent('7');
    // Fields the server does not send yet are not shown as zeros.
    expect(screen.queryByRole('heading', { name: 'Take rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Leads' })).not.toBeInTheDocument();

    // The last 30 days ending today (India time), with the admin's token.
    const { from, to } = periodRange(30);
    expect(seen[0]!.query.get('from')).toBe(from);
    expect(seen[0]!.query.get('to')).toBe(to);
    expect(seen[0]!.authorization).toBe('Bearer admin-token-1');

    const funnel = screen.getByRole('region', { name: 'Funnel' });
    expect(
      within(funnel).getByText(
        '1,200 sessions searched, 800 viewed a listing and 40 contacted an owner; 12 bookings were made.',
      ),
    ).toBeInTheDocument();
    const funnelChart = within(funnel).getByTestId('funnel-chart');
    expect(funnelChart).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(funnelChart.querySelector('.recharts-responsive-container')).not.toBeNull());

    const daily = screen.getByRole('region', { name: 'Per day' });
    expect(
      within(daily).getByText(
        /^500 searches, 1,200 views and 3 bookings from .+; the busiest day was .+ \(900 views\)\.$/,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(daily).getByTestId('daily-chart').querySelector('.recharts-responsive-container')).not.toBeNull(),
    );
    const perDay = within(daily).getByRole('table', { name: 'Searches, views, bookings and GMV per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(3);
    expect(perDay).toHaveTextContent('₹50,000');

    const localities = within(screen.getByRole('region', { name: 'Top localities' })).getByRole('table');
    expect(within(localities).getAllByRole('row')[1]).toHaveTextContent('Moinabad3,00020');
    const listings = within(screen.getByRole('region', { name: 'Top listings' })).getByRole('table');
    expect(within(listings).getByRole('row', { name: /Banyan Grove Farmhouse/ })).toHaveTextContent('1,50011₹3,30,000');
    expect(within(listings).getByRole('link', { name: 'Banyan Grove Farmhouse' })).toHaveAttribute(
      'href',
      '/admin/properties/12/show',
    );

    const vitals = screen.getByRole('table', { name: 'Web vitals, 75th percentile by page type' });
    expect(
      within(vitals)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Page type', 'LCP', 'INP', 'CLS', 'Session length']);
    const property = within(vitals).getByRole('row', { name: /^Property/ });
    expect(
      within(property)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3.10 sNeeds improvement140 samples', '200 msGood90 samples', '0.31Poor140 samples', '—']);
    const home = within(vitals).getByRole('row', { name: /^Home/ });
    expect(
      within(home)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.90 sGood1 sample', '—', '—', '3 min 20 s30 samples']);
    // Home is listed before Property, in the order of the guest's path.
    expect(
      within(vitals)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Home', 'Property']);
  });

  it('shows the take rate, platform revenue and leads when the server sends them', async () => {
    stubAnalytics(() =>
      HttpResponse.json({
        success: true,
        data: analytics({}, { takeRate: 0.0852, platformRevenue: 106500, leads: 31 }),
      }),
    );
    renderSignedIn('/admin/analytics');
    await waitFor(() => expect(card('Take rate')).toHaveTextContent('8.5%'));
    expect(card('Platform revenue')).toHaveTextContent('₹1,06,500');
    expect(card('Leads')).toHaveTextContent('31');
  });

  it('asks for another period, kept in the address', async () => {
    const seen = stubAnalytics();
    const user = renderSignedIn('/admin/analytics');
    await waitFor(() => expect(card('GMV')).toHaveTextContent('₹12,50,000'));
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    const week = periodRange(7);
    await waitFor(() => expect(seen.at(-1)!.query.get('from')).toBe(week.from));
    expect(seen.at(-1)!.query.get('to')).toBe(week.to);
    expect(window.location.search).toBe('?days=7');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(seen.at(-1)!.query.get('from')).toBe(periodRange(90).from));
    expect(window.location.search).toBe('?days=90');
  });

  it('says when there is nothing to draw', async () => {
    const { from, to } = periodRange(30);
    stubAnalytics(() =>
      HttpResponse.json({
        success: true,
        data: analytics({
          daily: [
            { date: from, searches: 0, views: 0, bookings: 0, gmv: 0 },
            { date: to, searches: 0, views: 0, bookings: 0, gmv: 0 },
          ],
          topLocalities: [],
          topListings: [],
          webVitals: [],
        }),
      }),
    );
    renderSignedIn('/admin/analytics');
    expect(await screen.findByText('No searches, views or bookings in this period.')).toBeInTheDocument();
    expect(screen.getAllByText('No views or bookings in this period.')).toHaveLength(2);
    expect(screen.getByText('No performance reports in this period.')).toBeInTheDocument();
    expect(screen.queryByTestId('daily-chart')).not.toBeInTheDocument();
  });

  it('says when the analytics cannot be loaded, and Try again asks again', async () => {
    let calls = 0;
    stubAnalytics(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            { success: false, error: { code: 'INTERNAL', message: 'Database unavailable' } },
            { status: 500 },
          )
        : HttpResponse.json({ success: true, data: analytics() });
    });
    const user = renderSignedIn('/admin/analytics');
    expect(await screen.findByText(/The analytics could not be loaded: Database unavailable/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card('GMV')).toHaveTextContent('₹12,50,000'));
  });

  it('is in the menu, and the dashboard leads to it', async () => {
    stubDashboard();
    const seen = stubAnalytics();
    const user = renderSignedIn('/admin');
    expect(await screen.findByText('Welcome, Asha Rao.')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem', { name: /Analytics/ })[0]).toHaveAttribute('href', '/admin/analytics');
    const week = await screen.findByRole('region', { name: 'This week' });
    expect(within(week).getByRole('link', { name: 'Last 7 days in Analytics' })).toHaveAttribute(
      'href',
      '/admin/analytics?days=7',
    );
    await user.click(screen.getByRole('link', { name: 'Open Analytics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    await waitFor(() => expect(seen.at(-1)!.query.get('from')).toBe(periodRange(30).from));
  });
});
