import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, stubDashboard } from '../../testing/console';
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
    expect(within(waiting).getByRole('link', { name: 'Open the review queue' })).toHaveAttribute('href', '/admin/review-queue');
    expect(within(waiting).getByRole('link', { name: 'See pending refunds' }).getAttribute('href')).toBe(
      `/admin/refunds?filter=${encodeURIComponent('{"status":"pending"}')}`,
    );

    const chart = await screen.findByTestId('bookings-chart');
    expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull();
    expect(chart).toHaveAccessibleName('30 bookings and ₹4,50,000 GMV from 26 Oct 2026 to 24 Nov 2026.');
    // The admin's name in the app bar.
    expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
  });

  it('says when the figures cannot be loaded', async () => {
    server.use(
      http.get(api('/api/v1/admin/dashboard'), () =>
        HttpResponse.json({ success: false, error: { code: 'INTERNAL', message: 'Database unavailable' } }, { status: 500 }),
      ),
    );
    renderSignedIn('/admin');
    expect(await screen.findByText(/The figures could not be loaded: Database unavailable/)).toBeInTheDocument();
  });
});
