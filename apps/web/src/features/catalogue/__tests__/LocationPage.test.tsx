import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catalogueHandlers, seenSearches } from '@/testing/catalogue-handlers';
import { server } from '@/testing/msw-server';
import { currentUrl, renderRoute } from '@/testing/render';

beforeEach(() => {
  seenSearches.length = 0;
  server.use(...catalogueHandlers);
});

describe('/farmhouses/{locationSlug}', () => {
  it('shows the locality and its farmhouses', async () => {
    renderRoute('/farmhouses/moinabad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmhouses in Moinabad' })).toBeInTheDocument();
    expect(screen.getByText('Orchards and farm stays on the road to Chevella.')).toBeInTheDocument();
    expect(screen.getByText('Ranga Reddy district · 27 km from Hyderabad', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('₹4,500')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' })).toBeInTheDocument();
    expect(new URLSearchParams(seenSearches.at(-1)).get('location')).toBe('moinabad');
    expect(screen.getByRole('link', { name: 'Check dates in Moinabad' })).toHaveAttribute(
      'href',
      '/search?location=moinabad',
    );
  });

  it('sorts through the URL', async () => {
    const { router, user } = renderRoute('/farmhouses/moinabad');
    await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    expect(currentUrl(router)).toBe('/farmhouses/moinabad?sort=price_desc');
    await screen.findByRole('article', { name: 'Banyan Grove Farmhouse' });
    expect(new URLSearchParams(seenSearches.at(-1)).get('sort')).toBe('price_desc');
  });

  it('shows the not-found page for an unknown locality', async () => {
    server.use(
      http.get('/api/v1/locations/atlantis', () =>
        HttpResponse.json(
          { success: false, message: 'Not found', error: { code: 'NOT_FOUND', message: 'No such locality' } },
          { status: 404 },
        ),
      ),
    );
    renderRoute('/farmhouses/atlantis');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('main')).toContainElement(heading);
  });
});
