import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { track } from '@/lib/analytics';
import { catalogueHandlers } from '@/testing/catalogue-handlers';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';

vi.mock('@/lib/analytics', () => ({ track: vi.fn(), flushAnalytics: vi.fn(), startAnalytics: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  server.use(...catalogueHandlers);
});

describe('search submitted (PRODUCT.md §7 tracked event)', () => {
  it('is tracked with the search fields when the search bar is submitted', async () => {
    renderRoute('/search?location=moinabad&checkIn=2099-12-05&guests=12&bookingType=half_day');
    const form = await screen.findByRole('search', { name: 'Search farmhouses' });
    await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    await userEvent.setup().click(within(form).getByRole('button', { name: /search/i }));
    expect(track).toHaveBeenCalledWith('search_submitted', {
      location: 'moinabad',
      checkIn: '2099-12-05',
      checkOut: '',
      guests: 12,
      bookingType: 'half_day',
    });
  });

  it('is not tracked when the search bar refuses the fields', async () => {
    renderRoute('/search?location=moinabad&checkIn=2000-01-01&guests=12&bookingType=half_day');
    const form = await screen.findByRole('search', { name: 'Search farmhouses' });
    await userEvent.setup().click(within(form).getByRole('button', { name: /search/i }));
    expect(track).not.toHaveBeenCalledWith('search_submitted', expect.anything());
  });

  it('property cards tell the property page which page linked to it', async () => {
    // The property page is not under test here: its request is answered "not found".
    server.use(
      http.get('/api/v1/properties/:slug', () =>
        HttpResponse.json(
          { success: false, error: { code: 'NOT_FOUND', message: 'Property not found' } },
          { status: 404 },
        ),
      ),
    );
    const { router } = renderRoute('/search?location=moinabad');
    const card = await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    await userEvent.setup().click(within(card).getByRole('link', { name: 'Banyan Grove Farmhouse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property/banyan-grove-farmhouse-moinabad'));
    expect(router.state.location.state).toEqual({ from: '/search' });
  });
});
