import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteRequest } from '@/types/api';
import { server } from '@/testing/msw-server';
import PropertyPage from '../PropertyPage';
import { installBrowserStubs } from './browser-stubs';
import { makeAvailability, makeProperty, makeQuote, makeReviews } from '@/testing/property-fixtures';
import { renderPage } from './render';

const property = makeProperty();
const allReviews = makeReviews(7);

function renderProperty(slug: string) {
  return renderPage(
    <Routes>
      <Route path="/property/:slug" element={<PropertyPage />} />
    </Routes>,
    { url: `/property/${slug}` },
  );
}

describe('Property page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    installBrowserStubs();
    server.use(
      http.get('/api/v1/properties/banyan-grove-farmhouse-moinabad', () =>
        HttpResponse.json({ success: true, data: property }),
      ),
      http.get('/api/v1/properties/:slug', () =>
        HttpResponse.json(
          { success: false, message: 'Not found', error: { code: 'NOT_FOUND', message: 'Property not found' } },
          { status: 404 },
        ),
      ),
      http.get('/api/v1/properties/12/reviews', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const perPage = Number(url.searchParams.get('perPage'));
        return HttpResponse.json({
          success: true,
          data: allReviews.slice((page - 1) * perPage, page * perPage),
          meta: { page, perPage, total: allReviews.length },
        });
      }),
      http.get('/api/v1/properties/12/availability', ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({
          success: true,
          data: makeAvailability(url.searchParams.get('from')!, url.searchParams.get('to')!),
        });
      }),
      http.get('/api/v1/properties/locations/statistics', () => HttpResponse.json({ success: true, data: [] })),
    );
  });

  it('shows the not-found page for an unknown slug', async () => {
    renderProperty('no-such-farmhouse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/couldn't find that farmhouse/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /search farmhouses/i })).toHaveAttribute('href', '/search');
    await waitFor(() => expect(document.title).toBe('Page not found | Hyderabad Escapes'));
  });

  it('shows the property: title, rating, facts, slot times, amenities, rules and the phone bar', async () => {
    renderProperty('banyan-grove-farmhouse-moinabad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Banyan Grove Farmhouse' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Banyan Grove Farmhouse, Moinabad | Hyderabad Escapes'));

    expect(screen.getByRole('link', { name: /4\.6\s*\(11 reviews\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moinabad' })).toHaveAttribute('href', '/farmhouses/moinabad');
    expect(screen.getByRole('button', { name: 'Save to favourites' })).toBeInTheDocument();
    // PRODUCT.md §4: contact owner is offered to everyone, behind the hard gate (see messaging tests).
    // (beside the price calculator, which on a phone renders just after the rest)
    expect(await screen.findByRole('button', { name: 'Contact owner' })).toBeInTheDocument();

    expect(screen.getByText('Day slot from 09:00 · Night slot from 21:00')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(within(facts).getByText('Bedrooms').nextSibling).toHaveTextContent('3');
    expect(within(facts).getByText('Guests').nextSibling).toHaveTextContent('Up to 20');
    expect(within(facts).getByText('Type').nextSibling).toHaveTextContent('Farmhouse');

    // The sections below the fold render just after the rest (components/Deferred).
    const amenities = await screen.findByRole('region', { name: 'What this place offers' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(property.amenities);
    expect(await screen.findByText('No loud music after 22:00')).toBeInTheDocument();
    expect(screen.getByText(/The lawn fits a cricket match/)).toBeInTheDocument();

    // The phone's sticky bar.
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && /^from ₹8,500 \/ half day$/.test(el.textContent ?? '')),
    ).toBeInTheDocument();
  });

  it('summarises ratings and pages through reviews with "Show more reviews"', async () => {
    const user = userEvent.setup();
    renderProperty('banyan-grove-farmhouse-moinabad');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    const bars = within(reviews).getByRole('list', { name: 'Reviews by rating' });
    expect(within(bars).getAllByRole('listitem')[0]).toHaveTextContent(/5 stars\s*6 reviews,\s*\(55%\)/);

    expect(await within(reviews).findByText('Guest 1')).toBeInTheDocument();
    expect(within(reviews).getByText('Showing 5 of 7 reviews')).toBeInTheDocument();
    expect(within(reviews).queryByText('Guest 6')).not.toBeInTheDocument();

    await user.click(within(reviews).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(reviews).findByText('Guest 7')).toBeInTheDocument();
    expect(within(reviews).getByText('Showing 7 of 7 reviews')).toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  describe('booking from the calendar', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-05T10:00:00+05:30'));
      server.use(
        http.post('/api/v1/properties/12/quote', async ({ request }) =>
          HttpResponse.json({ success: true, data: makeQuote((await request.json()) as QuoteRequest) }),
        ),
      );
    });
    afterEach(() => vi.useRealTimers());

    it('prices the picked date and offers Book now in the calculator and the phone bar', async () => {
      const user = userEvent.setup();
      renderProperty('banyan-grove-farmhouse-moinabad');
      await user.click(
        await screen.findByRole('button', { name: /^Saturday 19 December 2026, day slot free/ }, { timeout: 30_000 }),
      );

      expect(screen.getByLabelText('Date')).toHaveValue('2026-12-19');
      const calculator = screen.getByRole('region', { name: 'Price and booking' });
      expect(await within(calculator).findByText('₹10,974')).toBeInTheDocument();

      const expected =
        '/book/banyan-grove-farmhouse-moinabad?start=2026-12-19T09%3A00%3A00%2B05%3A30&type=half_day&days=1&guests=1';
      const links = await screen.findAllByRole('link', { name: 'Book now' });
      expect(links.map((link) => link.getAttribute('href'))).toEqual([expected, expected]);
      expect(
        screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '₹10,974total for your stay'),
      ).toBeInTheDocument();
    }, 45_000);
  });
});
