import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dashboardFigures, renderSignedIn, stubDashboard } from '../../testing/console';
import { api, server } from '../../testing/server';

describe('dashboard', () => {
  it('shows the greeting, ₹ figures with Indian grouping, counts, links and the 30-day chart', async () => {
    stubDashboard();
    renderSignedIn('/admin');
    expect(await screen.findByText('Welcome, Asha Rao.')).toBeInTheDocument();

    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('₹45,000')).toBeInTheDocument();
    expect(within(today).getByText('3')).toBeInTheDocument();
    const week = screen.getByRole('region', { name: 'This week' });
    expect(within(week).getByText('₹2,10,000')).toBeInTheDocument();
    expect(within(week).getByText('12')).toBeInTheDocument();
    expect(within(week).getByText('9')).toBeInTheDocument();

    const waiting = screen.getByRole('region', { name: 'Waiting for an admin' });
    expect(within(waiting).getByText('4')).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Open the review queue' })).toHaveAttribute(
      'href',
      '/admin/review-queue',
    );
    expect(within(waiting).getByRole('link', { name: 'See pending refunds' }).getAttribute('href')).toBe(
      `/admin/refunds?filter=${encodeURIComponent('{"status":"pending"}')}`,
    );

    const chart = await screen.findByTestId('bookings-chart');
    expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull();
    expect(chart).toHaveAccessibleName('30 bookings and ₹4,50,000 GMV from 26 Oct 2026 to 24 Nov 2026.');
    // The admin's name in the app bar.
    expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
  });

  it('says GMV counts only confirmed bookings, and counts new users and owners apart as Analytics does', async () => {
    stubDashboard({
      ...dashboardFigures,
      today: { bookings: 9, confirmed: 0, gmvPaise: 0 },
      week: { bookings: 9, confirmed: 0, gmvPaise: 0, cancellations: 0, newUsers: 0, newOwners: 1 },
    });
    renderSignedIn('/admin');
    const today = await screen.findByRole('region', { name: 'Today' });
    const gmv = within(today).getByRole('article', { name: 'GMV today' });
    expect(within(gmv).getByText('₹0')).toBeInTheDocument();
    expect(
      within(gmv).getByText(
        'From 0 confirmed bookings; the other 9 are not confirmed (waiting, cancelled, declined or expired).',
      ),
    ).toBeInTheDocument();
    const week = screen.getByRole('region', { name: 'This week' });
    expect(
      within(within(week).getByRole('article', { name: 'New users this week' })).getByText('0'),
    ).toBeInTheDocument();
    expect(
      within(within(week).getByRole('article', { name: 'New owners this week' })).getByText('1'),
    ).toBeInTheDocument();
  });

  it('says when the figures cannot be loaded', async () => {
    server.use(
      http.get(api('/api/v1/admin/dashboard'), () =>
        HttpResponse.json(
          { success: false, error: { code: 'INTERNAL', message: 'Database unavailable' } },
          { status: 500 },
        ),
      ),
    );
    renderSignedIn('/admin');
    expect(await screen.findByText(/The figures could not be loaded: Database unavailable/)).toBeInTheDocument();
  });
});
