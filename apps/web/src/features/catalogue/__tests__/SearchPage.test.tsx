import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catalogueHandlers, seenSearches } from '@/testing/catalogue-handlers';
import { ok, propertySummary, validationFailed } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { currentUrl, renderRoute } from '@/testing/render';

beforeEach(() => {
  seenSearches.length = 0;
  server.use(...catalogueHandlers);
});

describe('/search', () => {
  it('searches with the fields in the URL and shows property cards', async () => {
    renderRoute('/search?location=moinabad&checkIn=2099-12-05&guests=12&bookingType=half_day&sort=price_asc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Farmhouses near Moinabad' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    expect(within(card).getByText('₹8,500')).toBeInTheDocument();
    expect(card).toHaveTextContent('from ₹8,500 / half day');
    expect(card).toHaveTextContent('₹14,000 / full day');
    expect(card).toHaveTextContent('Moinabad · 27 km from Hyderabad');
    expect(card).toHaveTextContent('3 bedrooms');
    expect(card).toHaveTextContent('up to 20 guests');
    expect(card).toHaveTextContent('Rated 4.6 out of 5 from 11 reviews');
    expect(within(card).getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByRole('link', { name: 'Banyan Grove Farmhouse' })).toHaveAttribute(
      'href',
      '/property/banyan-grove-farmhouse-moinabad?checkIn=2099-12-05&guests=12&bookingType=half_day',
    );

    const img = within(card).getByRole('img', { name: 'Pool at Banyan Grove Farmhouse' });
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/properties/12/1-480.jpg 480w, /uploads/properties/12/1-1200.jpg 1200w',
    );
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');

    const second = screen.getByRole('article', { name: 'Mango Orchard Retreat' });
    expect(second).toHaveTextContent('New');
    expect(second).not.toHaveTextContent('/ full day');

    expect(screen.getByText('2 farmhouses found')).toBeInTheDocument();
    const sent = new URLSearchParams(seenSearches.at(-1));
    expect(Object.fromEntries(sent)).toEqual({
      location: 'moinabad',
      checkIn: '2099-12-05',
      guests: '12',
      bookingType: 'half_day',
      sort: 'price_asc',
      page: '1',
      perPage: '12',
    });
  });

  it('fills the search bar from the URL', async () => {
    renderRoute('/search?location=moinabad&checkIn=2099-12-05&checkOut=2099-12-07&guests=12&bookingType=full_day');
    const form = await screen.findByRole('search', { name: 'Search farmhouses' });
    await waitFor(() => expect(within(form).getByLabelText('Location')).toHaveValue('Moinabad'));
    expect(within(form).getByLabelText('Check-in')).toHaveValue('2099-12-05');
    expect(within(form).getByLabelText('Check-out')).toHaveValue('2099-12-07');
    expect(within(form).getByLabelText('Guests')).toHaveValue(12);
    expect(within(form).getByLabelText('Stay length')).toHaveValue('full_day');
    // On phones the bar folds into this summary button.
    expect(screen.getByRole('button', { name: /Moinabad · 5 Dec – 7 Dec · 12 guests · Full day/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the server’s field errors next to the fields', async () => {
    server.use(
      http.get('/api/v1/properties', () =>
        HttpResponse.json(
          validationFailed({ checkIn: 'checkIn cannot be in the past', guests: 'guests must be between 1 and 100' }),
          { status: 400 },
        ),
      ),
    );
    renderRoute('/search?checkIn=2020-01-01&guests=150');
    const checkIn = await screen.findByLabelText('Check-in');
    await waitFor(() => expect(checkIn).toHaveAccessibleDescription('checkIn cannot be in the past'));
    expect(checkIn).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Guests')).toHaveAccessibleDescription('guests must be between 1 and 100');
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the highlighted fields to see farmhouses.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lists field errors that have no field on the page above the results', async () => {
    server.use(
      http.get('/api/v1/properties', () =>
        HttpResponse.json(validationFailed({ perPage: 'perPage must be between 1 and 100' }), { status: 400 }),
      ),
    );
    renderRoute('/search');
    expect(await screen.findByRole('alert')).toHaveTextContent('perPage must be between 1 and 100');
  });

  it('checks the search bar before searching and keeps the URL unchanged on a mistake', async () => {
    const { router, user } = renderRoute('/search?location=moinabad');
    const form = await screen.findByRole('search');
    await user.type(within(form).getByLabelText('Check-in'), '2099-12-07');
    await user.type(within(form).getByLabelText('Check-out'), '2099-12-05');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(within(form).getByLabelText('Check-out')).toHaveAccessibleDescription('Check-out must be after check-in');
    expect(currentUrl(router)).toBe('/search?location=moinabad');
  });

  it('writes a new search to the URL, and Back returns to the previous one', async () => {
    const { router, user } = renderRoute('/search?location=moinabad&sort=rating&page=2&amenities=lawn');
    const form = await screen.findByRole('search');
    await waitFor(() => expect(within(form).getByLabelText('Location')).toHaveValue('Moinabad'));

    await user.clear(within(form).getByLabelText('Location'));
    await user.type(within(form).getByLabelText('Location'), 'shank');
    await user.click(await within(form).findByRole('option', { name: 'Shankarpally, 4 farmhouses' }));
    await user.type(within(form).getByLabelText('Check-in'), '2099-12-05');
    await user.clear(within(form).getByLabelText('Guests'));
    await user.type(within(form).getByLabelText('Guests'), '8');
    await user.selectOptions(within(form).getByLabelText('Stay length'), 'half_day');
    expect(within(form).getByLabelText('Check-out')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    // Filters and sort stay; a new search starts again at page 1.
    expect(currentUrl(router)).toBe(
      '/search?location=shankarpally&checkIn=2099-12-05&guests=8&bookingType=half_day&amenities=lawn&sort=rating',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmhouses near Shankarpally' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(currentUrl(router)).toBe('/search?location=moinabad&sort=rating&page=2&amenities=lawn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmhouses near Moinabad' })).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByLabelText('Check-in')).toHaveValue('');
  });

  it('applies sort, amenities and property type through the URL, back to page 1', async () => {
    const { router, user } = renderRoute('/search?location=moinabad&page=2');
    await user.selectOptions(await screen.findByLabelText('Sort by'), 'distance');
    expect(currentUrl(router)).toBe('/search?location=moinabad&sort=distance');

    await user.click(await screen.findByRole('checkbox', { name: 'Swimming pool' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bonfire' }));
    expect(currentUrl(router)).toBe('/search?location=moinabad&amenities=swimming-pool%2Cbonfire&sort=distance');
    expect(screen.getByRole('checkbox', { name: 'Swimming pool' })).toBeChecked();

    await user.selectOptions(screen.getByLabelText('Property type'), 'villa');
    expect(currentUrl(router)).toBe(
      '/search?location=moinabad&amenities=swimming-pool%2Cbonfire&propertyType=villa&sort=distance',
    );
    await waitFor(() =>
      expect(new URLSearchParams(seenSearches.at(-1)).get('amenities')).toBe('swimming-pool,bonfire'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentUrl(router)).toBe('/search?location=moinabad&sort=distance');
  });

  it('on a phone, where the filters are folded away, fetches the price slider only once they are opened', async () => {
    // A phone: the page's (min-width: 1024px) query does not match.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener() {},
      removeEventListener() {},
    }));
    try {
      const { user } = renderRoute('/search?location=moinabad&minPrice=6000');
      expect(await screen.findByRole('checkbox', { name: 'Swimming pool' })).toBeInTheDocument();
      // Had the page asked for the slider's module, it would be drawn once that module is in.
      await act(async () => {
        await import('../components/PriceRange');
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      // The range is drawn without its thumbs until then.
      expect(screen.getByRole('group', { name: 'Price per half day' })).toHaveTextContent('₹6,000 –');
      expect(screen.queryByRole('slider')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /^Filters/ }));
      const min = await screen.findByRole('slider', { name: 'Minimum price per half day' });
      expect(min).toHaveAttribute('aria-valuetext', '₹6,000');
      expect(screen.getByRole('slider', { name: 'Maximum price per half day' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('pages through results with links', async () => {
    server.use(
      http.get('/api/v1/properties', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(
          ok([propertySummary({ id: page, slug: `farm-${page}`, title: `Farm on page ${page}` })], {
            page,
            perPage: 12,
            total: 30,
          }),
        );
      }),
    );
    const { router, user } = renderRoute('/search?location=moinabad');
    expect(await screen.findByText('Showing 1–1 of 30 farmhouses')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pagination).getByRole('link', { name: 'Next' }));
    expect(currentUrl(router)).toBe('/search?location=moinabad&page=2');
    expect(await screen.findByRole('article', { name: 'Farm on page 2' })).toBeInTheDocument();
    expect(screen.getByText('Showing 13–13 of 30 farmhouses')).toBeInTheDocument();
  });

  it('says so when nothing matches and offers a way out', async () => {
    server.use(http.get('/api/v1/properties', () => HttpResponse.json(ok([], { page: 1, perPage: 12, total: 0 }))));
    const { router, user } = renderRoute('/search?location=moinabad&amenities=lawn');
    expect(await screen.findByRole('heading', { name: 'No farmhouses match your search' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(currentUrl(router)).toBe('/search?location=moinabad');
  });

  it('shows the search fallback with Try Again when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the boundary logs the failure
    let databaseUp = false;
    server.use(
      http.get('/api/v1/properties', () =>
        databaseUp
          ? HttpResponse.json(ok([propertySummary()], { page: 1, perPage: 12, total: 1 }))
          : HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/search');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search ran into a problem');
    expect(alert).toHaveTextContent(/Error ID: ERR-/);
    // The search bar and filters stay usable around the failed results.
    expect(screen.getByRole('search', { name: 'Search farmhouses' })).toBeInTheDocument();
    databaseUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' })).toBeInTheDocument();
  });
});
