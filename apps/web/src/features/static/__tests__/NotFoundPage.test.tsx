import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import NotFoundPage from '../NotFoundPage';
import { renderPage } from './render';

const statsUrl = '/api/v1/properties/locations/statistics';

function stat(slug: string, name: string, count: number, lowestHalfDayPrice: number | null) {
  return { slug, name, count, lowestHalfDayPrice, averageRating: 4.4, latitude: 17.3, longitude: 78.3, distanceKm: 30 };
}

describe('Not-found page', () => {
  it('says the page was not found and links home and to search', async () => {
    server.use(http.get(statsUrl, () => HttpResponse.json({ success: true, data: [] })));
    renderPage(<NotFoundPage />, { url: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /search farmhouses/i })).toHaveAttribute('href', '/search');
    expect(document.title).toBe('Page not found | Hyderabad Escapes');
    // With no statistics the well-known localities are still offered.
    expect(await screen.findByRole('link', { name: /Moinabad/ })).toHaveAttribute('href', '/farmhouses/moinabad');
  });

  it('lists the busiest localities first, with their counts and lowest price', async () => {
    server.use(
      http.get(statsUrl, () =>
        HttpResponse.json({
          success: true,
          data: [
            stat('chevella', 'Chevella', 3, 5200),
            stat('empty-town', 'Empty Town', 0, null),
            stat('moinabad', 'Moinabad', 9, 4500),
          ],
        }),
      ),
    );
    renderPage(<NotFoundPage />);
    const first = await screen.findByRole('link', { name: /Moinabad\s*9 farmhouses · from ₹4,500/ });
    const second = screen.getByRole('link', { name: /Chevella\s*3 farmhouses · from ₹5,200/ });
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Empty Town/ })).not.toBeInTheDocument();
  });
});
