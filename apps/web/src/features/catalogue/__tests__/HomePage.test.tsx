import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catalogueHandlers } from '@/testing/catalogue-handlers';
import { ok, propertyDetail } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { addFavourite } from '@/lib/favourites';
import { currentUrl, renderRoute } from '@/testing/render';

beforeEach(() => {
  server.use(...catalogueHandlers);
});

describe('home page', () => {
  it('has the tagline as its only h1 and the five anchors', async () => {
    const { container } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hyderabad Escapes' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const id of ['properties', 'about', 'how-it-works', 'locations', 'become-host']) {
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer (below the fold) comes once the page has loaded, with no interaction: a screen
    // reader's browse mode reads on without any scroll, key or tap the page sees.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('shows featured farmhouses, locality cards and the host invitation', async () => {
    renderRoute('/');
    const featured = await screen.findByRole('list', { name: 'Featured farmhouses' });
    expect(within(featured).getByRole('article', { name: 'Banyan Grove Farmhouse' })).toBeInTheDocument();

    const locations = screen.getByRole('region', { name: 'Popular locations around Hyderabad' });
    const moinabad = await within(locations).findByRole('link', { name: /Moinabad/ });
    expect(moinabad).toHaveAttribute('href', '/farmhouses/moinabad');
    expect(moinabad).toHaveTextContent('6 farmhouses');
    expect(moinabad).toHaveTextContent('from ₹4,500');
    expect(moinabad).toHaveTextContent('4.3');

    // The header links there too; this is the invitation in the page's own section.
    const host = document.getElementById('become-host')!;
    expect(within(host).getByRole('link', { name: 'List your farmhouse' })).toHaveAttribute(
      'href',
      '/list-your-farmhouse',
    );
    expect(screen.getByText(/save up to ₹2,000/)).toBeInTheDocument();
  });

  it('searches from the hero with the chosen fields', async () => {
    const { router, user } = renderRoute('/');
    const form = await screen.findByRole('search', { name: 'Search farmhouses' });
    await user.type(within(form).getByRole('combobox', { name: 'Location' }), 'moi');
    await user.click(await within(form).findByRole('option', { name: 'Moinabad, 6 farmhouses' }));
    await user.type(within(form).getByLabelText('Check-in'), '2099-12-05');
    await user.type(within(form).getByLabelText('Check-out'), '2099-12-07');
    await user.type(within(form).getByLabelText('Guests'), '12');
    await user.selectOptions(within(form).getByLabelText('Stay length'), 'full_day');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/search?location=moinabad&checkIn=2099-12-05&checkOut=2099-12-07&guests=12&bookingType=full_day',
      ),
    );
  });

  it('still suggests and searches places when the locality list fails', async () => {
    server.use(
      http.get('/api/v1/properties/locations/statistics', () =>
        HttpResponse.json({ success: false, message: 'Server error' }, { status: 503 }),
      ),
    );
    const { router, user } = renderRoute('/');
    const form = await screen.findByRole('search');
    const location = within(form).getByRole('combobox', { name: 'Location' });
    await user.type(location, 'shank');
    await user.click(await within(form).findByRole('option', { name: 'Shankarpally, 4 farmhouses' }));
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/search?location=shankarpally'));
  });

  it('shows the saved farmhouses when there are any', async () => {
    addFavourite(12);
    server.use(http.get('/api/v1/properties/12', () => HttpResponse.json(ok(propertyDetail({ id: 12 })))));
    renderRoute('/');
    const saved = await screen.findByRole('region', { name: 'Your saved farmhouses' });
    const card = await within(saved).findByRole('article', { name: 'Banyan Grove Farmhouse' });
    expect(within(card).getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('has no saved section without favourites', async () => {
    renderRoute('/');
    await screen.findByRole('list', { name: 'Featured farmhouses' });
    expect(screen.queryByRole('region', { name: 'Your saved farmhouses' })).not.toBeInTheDocument();
  });

  it('keeps the page up when featured farmhouses fail, with Try Again in their place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the boundary logs the failure
    server.use(
      http.get('/api/properties/featured', () =>
        HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 }),
      ),
    );
    renderRoute('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Featured farmhouses are unavailable');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hyderabad Escapes' })).toBeInTheDocument();
  });
});
