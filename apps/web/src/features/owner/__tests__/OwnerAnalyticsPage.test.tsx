import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { errorBody, owner, record, renderWithAuth } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';
import { addDays, todayInKolkata } from '@/lib/format';
import type { SessionUser } from '@/lib/session';
import AnalyticsRoute, { browser } from '@/app/routes/analytics';
import OwnerAnalyticsPage from '../analytics/OwnerAnalyticsPage';
import { priceRankSentence, ratingTrendSentence } from '../analytics/figures';
import type { OwnerAnalytics } from '../api/analytics';

// jsdom draws no charts (no layout); the figures they show are checked as text.
vi.mock('../analytics/charts', () => ({
  ViewsBookingsChart: () => <svg data-testid="views-chart" />,
  RevenueChart: () => <svg data-testid="revenue-chart" />,
  WeekdayChart: () => <svg data-testid="weekday-chart" />,
  RatingTrendChart: ({ ratingTrend }: { ratingTrend: OwnerAnalytics['ratingTrend'] }) => (
    <svg data-testid="rating-chart" data-months={ratingTrend.map((p) => p.month).join(',')} />
  ),
}));

const routes = [
  { path: '/owner/analytics', element: <OwnerAnalyticsPage /> },
  { path: '/analytics', element: <AnalyticsRoute /> },
];

function figures(overrides: Partial<OwnerAnalytics['totals']> = {}): OwnerAnalytics['totals'] {
  return {
    views: 1234,
    contactClicks: 56,
    inquiries: 7,
    bookings: 31,
    confirmed: 9,
    cancellations: 2,
    revenue: 125000,
    conversion: 0.0251,
    ...overrides,
  };
}

function answer(overrides: Partial<OwnerAnalytics> = {}): OwnerAnalytics {
  const to = todayInKolkata();
  const from = addDays(to, -29);
  return {
    from,
    to,
    totals: figures(),
    daily: [
      { date: from, views: 1000, bookings: 20, revenue: 100000 },
      { date: to, views: 234, bookings: 11, revenue: 25000 },
    ],
    occupancy: { day: 0.4, night: 0.125 },
    byWeekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((weekday) => ({
      weekday,
      stays: weekday === 'Sat' ? 6 : 1,
    })),
    ratingTrend: [{ month: '2026-04', average: 4.56, count: 3 }],
    listings: [{ id: 12, title: 'Banyan Grove Farmhouse', ...figures() }],
    ...overrides,
  };
}

const ok = (data: OwnerAnalytics) => HttpResponse.json({ success: true, data });

/** Signs the owner in with two listings; every analytics request's query is kept. */
function arrange(
  respond: (query: URLSearchParams, count: number) => Response = () => ok(answer()),
  user: SessionUser = owner,
) {
  signIn(user);
  record('get', '/api/v1/owner/properties', () =>
    HttpResponse.json({
      success: true,
      data: [
        { id: 12, slug: 'banyan-grove-farmhouse-moinabad', title: 'Banyan Grove Farmhouse', published: true },
        { id: 14, slug: 'lakeview-retreat-shamirpet', title: 'Lakeview Retreat', published: true },
      ],
    }),
  );
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/owner/analytics', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return respond(query, queries.length);
    }),
  );
  return queries;
}

function card(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('/owner/analytics', () => {
  it('shows the summary cards and the charts with their figures as text', async () => {
    const queries = arrange();
    renderWithAuth(<p>home</p>, { path: '/owner/analytics', routes });
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(card('Revenue')).toHaveTextContent('₹1,25,000'));
    expect(card('Views')).toHaveTextContent('1,234');
    expect(card('Contact clicks')).toHaveTextContent('56');
    expect(card('Inquiries')).toHaveTextContent('7');
    expect(card('Bookings')).toHaveTextContent('31');
    expect(card('Conversion')).toHaveTextContent('2.5%');
    expect(card('Cancellations')).toHaveTextContent('2');

    // Each chart has a caption and a table of its figures for screen readers.
    const views = screen.getByRole('table', { name: 'Views and bookings by day' });
    expect(within(views).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/1,234 views and 31 bookings from/)).toBeInTheDocument();
    expect(await screen.findByTestId('views-chart')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: "Revenue by day of the stay's start" })).toHaveTextContent('₹25,000');
    expect(screen.getByRole('table', { name: 'Confirmed stays by the weekday they start on' })).toHaveTextContent(
      'Saturday6',
    );
    expect(screen.getByText('Most stays start on Saturday (6).')).toBeInTheDocument();
    expect(screen.getByText('Day slots').nextElementSibling).toHaveTextContent('40%');
    expect(screen.getByText('Night slots').nextElementSibling).toHaveTextContent('12.5%');
    expect(screen.getByRole('row', { name: 'April 2026 4.6 / 5 3' })).toBeInTheDocument();
    expect(screen.getByText('4.6 / 5 on average from 3 reviews in April 2026.')).toBeInTheDocument();
    // Every chart is drawn (from one load of the charts' module), hidden from screen readers.
    await waitFor(() => expect(document.querySelectorAll('[data-chart] svg')).toHaveLength(4));
    expect(screen.getByTestId('revenue-chart').closest('[data-chart]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('weekday-chart')).toBeInTheDocument();
    expect(await screen.findByTestId('rating-chart')).toHaveAttribute('data-months', '2026-04');

    // The last 30 days, today included, for all listings.
    const today = todayInKolkata();
    expect(queries[0]!.get('from')).toBe(addDays(today, -29));
    expect(queries[0]!.get('to')).toBe(today);
    expect(queries[0]!.has('propertyId')).toBe(false);
  });

  it('asks again for another period and for one listing, and shows its price rank', async () => {
    const queries = arrange((query) =>
      ok(
        query.get('propertyId') === '12'
          ? answer({
              propertyId: 12,
              priceRank: { locality: 'Moinabad', rank: 1, of: 2, halfDayPrice: 5000, medianHalfDayPrice: 12000 },
            })
          : answer(),
      ),
    );
    const { user, router } = renderWithAuth(<p>home</p>, { path: '/owner/analytics', routes });
    await waitFor(() => expect(card('Revenue')).toHaveTextContent('₹1,25,000'));
    const today = todayInKolkata();

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(queries.at(-1)!.get('from')).toBe(addDays(today, -6)));
    expect(queries.at(-1)!.get('to')).toBe(today);
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();

    await user.selectOptions(await screen.findByLabelText('Listing'), 'Banyan Grove Farmhouse');
    await waitFor(() => expect(queries.at(-1)!.get('propertyId')).toBe('12'));
    expect(queries.at(-1)!.get('from')).toBe(addDays(today, -6));
    expect(
      await screen.findByText('₹5,000 a half day: the cheapest of 2 in Moinabad; the median is ₹12,000', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?days=7&listing=12');

    await user.selectOptions(screen.getByLabelText('Listing'), 'All listings');
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    expect(screen.queryByText(/a half day:/)).not.toBeInTheDocument();
  });

  it("lists each listing's figures, and a listing's title shows its figures alone", async () => {
    const both = answer({
      listings: [
        { id: 12, title: 'Banyan Grove Farmhouse', ...figures() },
        {
          id: 14,
          title: 'Lakeview Retreat',
          ...figures({
            views: 80,
            contactClicks: 3,
            inquiries: 1,
            bookings: 2,
            cancellations: 1,
            revenue: 8500,
            conversion: 0.025,
          }),
        },
      ],
    });
    const queries = arrange((query) =>
      ok(query.get('propertyId') === '14' ? answer({ propertyId: 14, listings: [both.listings[1]!] }) : both),
    );
    const { user, router } = renderWithAuth(<p>home</p>, { path: '/owner/analytics?days=7', routes });

    const region = await screen.findByRole('region', { name: /^Figures per listing from / });
    // Its own scrolling region, reachable by keyboard, so a phone scrolls it and not the page.
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.className).toContain('overflow-x-auto');
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Listing',
      'Views',
      'Contact clicks',
      'Inquiries',
      'Bookings',
      'Conversion',
      'Revenue',
      'Cancellations',
    ]);
    expect(within(table).getByRole('row', { name: /^Lakeview Retreat/ })).toHaveTextContent(
      'Lakeview Retreat80312' + '2.5%₹8,5001',
    );
    expect(within(table).getByRole('row', { name: /^Banyan Grove Farmhouse/ })).toHaveTextContent(
      '1,234567312.5%₹1,25,0002',
    );

    const title = within(table).getByRole('link', { name: 'Lakeview Retreat' });
    expect(title).toHaveAttribute('href', '/owner/analytics?days=7&listing=14');
    await user.click(title);
    await waitFor(() => expect(queries.at(-1)!.get('propertyId')).toBe('14'));
    expect(queries.at(-1)!.get('from')).toBe(addDays(todayInKolkata(), -6));
    expect(router.state.location.search).toBe('?days=7&listing=14');
    expect(screen.getByLabelText('Listing')).toHaveValue('14');
    // One listing's figures are the cards: no table of one row.
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Figures per listing/ })).not.toBeInTheDocument());
  });

  it('shows the error area with Try Again, which asks again', async () => {
    // The query retries a 500 once before it gives up.
    arrange((_query, count) => (count <= 2 ? errorBody(500, 'INTERNAL', 'boom') : ok(answer())));
    const { user } = renderWithAuth(<p>home</p>, { path: '/owner/analytics', routes });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(card('Revenue')).toHaveTextContent('₹1,25,000'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when nothing happened in the period', async () => {
    const quiet = answer({
      totals: figures({
        views: 0,
        contactClicks: 0,
        inquiries: 0,
        bookings: 0,
        confirmed: 0,
        cancellations: 0,
        revenue: 0,
        conversion: null,
      }),
      daily: [{ date: todayInKolkata(), views: 0, bookings: 0, revenue: 0 }],
      occupancy: { day: 0, night: 0 },
      byWeekday: [{ weekday: 'Mon', stays: 0 }],
      ratingTrend: [],
    });
    arrange(() => ok(quiet));
    renderWithAuth(<p>home</p>, { path: '/owner/analytics', routes });
    expect(await screen.findByText('No views yet in this period.')).toBeInTheDocument();
    expect(card('Conversion')).toHaveTextContent('—');
    expect(card('Revenue')).toHaveTextContent('₹0');
    expect(screen.getByText('No reviews in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Views and bookings by day' })).not.toBeInTheDocument();
  });

  it('is the page of /analytics for an owner', async () => {
    arrange();
    renderWithAuth(<p>home</p>, { path: '/analytics', routes });
    await waitFor(() => expect(card('Revenue')).toHaveTextContent('₹1,25,000'));
  });

  it("sends an admin on /analytics to the console's Analytics Dashboard", async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    signIn({ ...owner, id: 1, role: 'admin' });
    renderWithAuth(<p>home</p>, { path: '/analytics', routes });
    expect(await screen.findByRole('link', { name: 'Open the Analytics Dashboard' })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );
    expect(replace).toHaveBeenCalledWith('/admin/analytics');
    // The owner's analytics are not asked for: an admin's figures are the console's.
    expect(screen.queryByText('Listing')).not.toBeInTheDocument();
    replace.mockRestore();
  });
});

describe('priceRankSentence', () => {
  const rank = { locality: 'Moinabad', halfDayPrice: 9000, medianHalfDayPrice: 12000 };
  it('words the place of the price', () => {
    expect(priceRankSentence({ ...rank, rank: 3, of: 7 })).toBe(
      '₹9,000 a half day: the 3rd cheapest of 7 in Moinabad; the median is ₹12,000',
    );
    expect(priceRankSentence({ ...rank, rank: 7, of: 7 })).toBe(
      '₹9,000 a half day: the dearest of 7 in Moinabad; the median is ₹12,000',
    );
    expect(priceRankSentence({ ...rank, rank: 1, of: 1 })).toBe('₹9,000 a half day: the only listing in Moinabad');
  });
});

describe('ratingTrendSentence', () => {
  it('sums up one month or several', () => {
    expect(ratingTrendSentence([{ month: '2026-04', average: 4.56, count: 1 }])).toBe(
      '4.6 / 5 on average from 1 review in April 2026',
    );
    expect(
      ratingTrendSentence([
        { month: '2026-04', average: 4.2, count: 5 },
        { month: '2026-05', average: 3.9, count: 2 },
        { month: '2026-06', average: 4.64, count: 5 },
      ]),
    ).toBe('12 reviews from April 2026 to June 2026; the monthly average went from 4.2 / 5 to 4.6 / 5');
  });
});
