// /owner/property/preview/{id} through the real route table: the owner's listing as its guest
// page shows it, with nothing on the wire that only a live listing answers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { track } from '@/lib/analytics';
import { errorBody, owner } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { makeProperty } from '@/testing/property-fixtures';
import { renderRoute } from '@/testing/render';
import type { ListingPreview } from '../api/owner-types';

vi.mock('@/lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/analytics')>()),
  track: vi.fn(),
}));

/** A draft as the preview answers it: the guest page's fields and its status, never reviewed yet. */
const draft: ListingPreview = {
  ...makeProperty({
    id: 71,
    slug: 'mango-grove-shankarpally',
    title: 'Mango Grove',
    location: 'Shankarpally',
    locationSlug: 'shankarpally',
    halfDayPrice: 7000,
    fullDayPrice: 12000,
    amenities: ['Swimming pool', 'Bonfire'],
    houseRules: ['No loud music after 22:00', 'No pets'],
    checkInNotes: '',
    rating: { average: 0, count: 0, distribution: {} },
  }),
  status: 'draft',
};

/** Every path the page asked for, as the server saw it. */
let wire: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  wire.push(new URL(request.url).pathname);
};

beforeEach(() => {
  wire = [];
  server.events.on('request:start', onRequest);
  vi.mocked(track).mockClear();
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

function openPreview(property: ListingPreview | (() => Response | Promise<Response>), { id = 71 } = {}) {
  signIn(owner);
  server.use(
    // The owner chose long ago: no consent banner over the page.
    http.get('/api/v1/users/me/consent', () =>
      HttpResponse.json(ok({ choice: 'essential', policyVersion: '2026-11-01', decidedAt: '2026-10-01T04:30:00Z' })),
    ),
    // The owners' prefetch hint (src/lib/prefetch-hints.ts) every owner page sends.
    http.get('/api/properties/owner/me', () => HttpResponse.json(ok([]))),
    http.get('/api/v1/owner/properties/:id/preview', () =>
      typeof property === 'function' ? property() : HttpResponse.json(ok(property)),
    ),
  );
  return renderRoute(`/owner/property/preview/${id}`);
}

describe('/owner/property/preview/{id}', () => {
  it('shows a draft as guests will see it, under a preview banner with its status and the way back to the editor', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    openPreview(async () => {
      await answered;
      return HttpResponse.json(ok(draft));
    });
    expect(await screen.findByText('Loading the preview…')).toBeInTheDocument();
    answer();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mango Grove' })).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Preview' });
    expect(banner).toHaveTextContent('Preview: the page guests will see');
    expect(await within(banner).findByText('Draft')).toHaveAttribute('data-status', 'draft');
    expect(banner).toHaveTextContent('Guests can’t see this page until your listing is live.');
    expect(within(banner).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      '/owner/property/edit/71',
    );
    expect(within(banner).queryByRole('link', { name: 'See the live page' })).not.toBeInTheDocument();
    expect(document.title).toBe('Preview of Mango Grove | Hyderabad Escapes');

    // The guest page's sections, with the draft's own words and prices.
    const price = screen.getByRole('region', { name: 'Price and booking' });
    expect(price).toHaveTextContent('₹7,000 / half day');
    expect(price).toHaveTextContent('₹12,000 / full day');
    expect(price).toHaveTextContent('Booking, dates and messages open to guests once your listing is published.');
    const amenities = await screen.findByRole('region', { name: 'What this place offers' });
    expect(within(amenities).getByText('Swimming pool')).toBeInTheDocument();
    expect(within(amenities).getByText('Bonfire')).toBeInTheDocument();
    const rules = await screen.findByRole('region', { name: 'House rules' });
    expect(within(rules).getByText('No loud music after 22:00')).toBeInTheDocument();
    expect(within(rules).getByText('No pets')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reviews' })).toHaveTextContent('No reviews yet.');
    expect(await screen.findByRole('region', { name: 'Where you’ll be' })).toHaveTextContent('Shankarpally');

    // Nothing that books, asks or saves for real.
    expect(screen.queryByRole('link', { name: /Book now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Book now|Message|Contact|Save/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Availability' })).not.toBeInTheDocument();

    // On the wire: one read of the owner's own (the status comes with the preview); no guest-only
    // call, no analytics, no conversation.
    await waitFor(() => expect(wire).toContain('/api/v1/owner/properties/71/preview'));
    expect(wire.filter((path) => path.startsWith('/api/v1/owner/properties/'))).toEqual([
      '/api/v1/owner/properties/71/preview',
    ]);
    expect(
      wire.filter((path) => /^\/api\/v1\/properties\/|^\/api\/analytics|^\/api\/performance|conversations/.test(path)),
    ).toEqual([]);
    expect(vi.mocked(track).mock.calls.map(([name]) => name)).not.toContain('property_viewed');
  });

  it('links a live listing to its guest page and says guests book there', async () => {
    openPreview({
      ...draft,
      status: 'published',
      rating: { average: 4.5, count: 2, distribution: { '4': 1, '5': 1 } },
    });
    const banner = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(banner).findByRole('link', { name: 'See the live page' })).toHaveAttribute(
      'href',
      '/property/mango-grove-shankarpally',
    );
    expect(banner).toHaveTextContent('Guests see this page now.');
    // The page's sections arrive in their own chunk, after the banner.
    expect(await screen.findByRole('region', { name: 'Price and booking' })).toHaveTextContent(
      'On the live page, guests check dates, book and message you here.',
    );
    // The rating summary from the page's own answer; the reviews themselves are not asked for.
    expect(await screen.findByRole('list', { name: 'Reviews by rating' })).toBeInTheDocument();
    expect(wire.filter((path) => path.startsWith('/api/v1/properties/'))).toEqual([]);
  });

  it('says the listing is not found when it is not one of the owner’s', async () => {
    openPreview(() => errorBody(404, 'NOT_FOUND', 'Property not found'), { id: 90 });
    server.use(http.get('/api/v1/owner/properties/90', () => errorBody(404, 'NOT_FOUND', 'Property not found')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.getByText('This listing does not exist, or it is not one of yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/owner/dashboard');
    expect(document.title).toBe('Listing not found | Hyderabad Escapes');
  });

  it('says when the preview could not be loaded and tries again on request', async () => {
    let failing = true;
    const { user } = openPreview(() =>
      failing ? errorBody(503, 'UNAVAILABLE', 'Service unavailable') : HttpResponse.json(ok(draft)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the preview. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/owner/property/edit/71');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mango Grove' })).toBeInTheDocument();
  });
});
