import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { errorBody, owner, record, renderWithAuth } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';
import { ok } from '@/testing/fixtures';
import DashboardPage from '../DashboardPage';
import type { ListingSummary } from '../api/owner-types';
import { makeListing, makeSummary, recordJson } from './listing-fixtures';

const routes = [{ path: '/owner/dashboard', element: <DashboardPage /> }];

const draft = makeSummary({
  id: 71,
  slug: 'mango-grove-shankarpally',
  title: 'Mango Grove',
  locality: 'Shankarpally',
  halfDayPrice: 6500,
});
const live = makeSummary({
  id: 72,
  slug: 'banyan-grove-moinabad',
  title: 'Banyan Grove',
  status: 'published',
  published: true,
  halfDayPrice: 125000,
  cover: '/uploads/listings/72/1-480.jpg',
  photoCount: 6,
});
const changes = makeSummary({
  id: 73,
  slug: 'lotus-villa-chevella',
  title: 'Lotus Villa',
  locality: 'Chevella',
  status: 'changes_requested',
  statusReason: 'The pool photo is from another property.',
});
const unlistedByUs = makeSummary({
  id: 74,
  slug: 'palm-court-gandipet',
  title: 'Palm Court',
  status: 'unlisted',
  unlistedBy: 'admin',
  statusReason: 'Guests reported the address is wrong.',
});
const unlistedByOwner = makeSummary({
  id: 75,
  slug: 'neem-house-medchal',
  title: 'Neem House',
  status: 'unlisted',
  unlistedBy: 'owner',
});

function dashboard(listings: ListingSummary[] | (() => ListingSummary[])) {
  signIn(owner);
  record('get', '/api/v1/owner/bookings', () =>
    HttpResponse.json({ success: true, data: [], meta: { page: 1, perPage: 20, total: 0 } }),
  );
  record('get', '/api/v1/owner/properties', () =>
    HttpResponse.json(ok(typeof listings === 'function' ? listings() : listings)),
  );
  record('get', '/api/v1/owner/reviews', () =>
    HttpResponse.json({ success: true, data: [], meta: { page: 1, perPage: 10, total: 0 } }),
  );
  // The calendar below opens the first listing's month.
  record('get', '/api/v1/owner/properties/:id/blocks', () => HttpResponse.json(ok([])));
  record('get', '/api/v1/properties/:id/availability', () => HttpResponse.json(ok({ propertyId: 71, days: [] })));
  return renderWithAuth(<p>home</p>, { path: '/owner/dashboard', routes });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('/owner/dashboard: your listings', () => {
  it('shows each listing with locality, price, status and reason, and only the actions its status allows', async () => {
    dashboard([draft, live, changes, unlistedByUs, unlistedByOwner]);
    const section = await screen.findByRole('region', { name: 'Your listings' });
    expect(within(section).getByRole('link', { name: 'List a new farmhouse' })).toHaveAttribute(
      'href',
      '/owner/property/create',
    );

    const d = await within(section).findByRole('article', { name: 'Mango Grove' });
    expect(within(d).getByText('Draft')).toHaveAttribute('data-status', 'draft');
    expect(within(d).getByText(/Shankarpally/)).toBeInTheDocument();
    expect(within(d).getByText('₹6,500')).toBeInTheDocument();
    expect(within(d).getByRole('link', { name: 'Edit Mango Grove' })).toHaveAttribute(
      'href',
      '/owner/property/edit/71',
    );
    expect(within(d).getByRole('button', { name: 'Submit Mango Grove for review' })).toBeInTheDocument();
    expect(within(d).queryByRole('button', { name: /Unlist/ })).not.toBeInTheDocument();
    // Every listing, live or not, opens its preview: the page guests will see.
    expect(within(d).getByRole('link', { name: 'Preview Mango Grove' })).toHaveAttribute(
      'href',
      '/owner/property/preview/71',
    );

    const l = card('Banyan Grove');
    expect(within(l).getByText('Live')).toHaveAttribute('data-status', 'published');
    expect(within(l).getByText('₹1,25,000')).toBeInTheDocument();
    expect(l.querySelector('img')).toHaveAttribute('src', '/uploads/listings/72/1-480.jpg');
    expect(within(l).getByRole('button', { name: 'Unlist Banyan Grove' })).toBeInTheDocument();
    expect(within(l).queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
    expect(within(l).getByRole('link', { name: 'Preview Banyan Grove' })).toHaveAttribute(
      'href',
      '/owner/property/preview/72',
    );

    const c = card('Lotus Villa');
    expect(within(c).getByText('Changes requested')).toBeInTheDocument();
    expect(within(c).getByRole('link', { name: 'Preview Lotus Villa' })).toHaveAttribute(
      'href',
      '/owner/property/preview/73',
    );
    expect(within(c).getByText('The pool photo is from another property.')).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: 'Submit Lotus Villa for review' })).toBeInTheDocument();

    const u = card('Palm Court');
    expect(within(u).getByText('Unlisted by our team: Guests reported the address is wrong.')).toBeInTheDocument();
    expect(within(u).queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();

    const o = card('Neem House');
    expect(within(o).getByText('Unlisted by you.')).toBeInTheDocument();
    expect(within(o).getByRole('button', { name: 'Publish Neem House' })).toBeInTheDocument();
  });

  it('asks before unlisting, sends the optional reason, and shows the listing unlisted', async () => {
    let listings = [live];
    const unlists = recordJson('post', '/api/v1/owner/properties/72/unlist', () => {
      listings = [
        { ...live, status: 'unlisted', published: false, unlistedBy: 'owner', statusReason: 'Renovating the pool' },
      ];
      return HttpResponse.json(
        ok(
          makeListing({
            id: 72,
            title: 'Banyan Grove',
            status: 'unlisted',
            unlistedBy: 'owner',
            statusReason: 'Renovating the pool',
          }),
        ),
      );
    });
    const { user } = dashboard(() => listings);
    await user.click(await screen.findByRole('button', { name: 'Unlist Banyan Grove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unlist Banyan Grove?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it live' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(unlists).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unlist Banyan Grove' }));
    dialog = await screen.findByRole('dialog', { name: 'Unlist Banyan Grove?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Renovating the pool');
    await user.click(within(dialog).getByRole('button', { name: 'Unlist listing' }));
    await waitFor(() => expect(unlists).toHaveLength(1));
    expect(unlists[0].body).toEqual({ reason: 'Renovating the pool' });
    await waitFor(() =>
      expect(within(card('Banyan Grove')).getByText('Unlisted')).toHaveAttribute('data-status', 'unlisted'),
    );
    expect(within(card('Banyan Grove')).getByRole('button', { name: 'Publish Banyan Grove' })).toBeInTheDocument();
  });

  it('shows what stops a submit, and PRODUCT.md §8’s dashboard error when a submit fails', async () => {
    recordJson('post', '/api/v1/owner/properties/71/submit', () =>
      HttpResponse.json(
        {
          success: false,
          message: 'This listing is not ready yet: Add at least one photo',
          error: {
            code: 'VALIDATION_FAILED',
            message: 'This listing is not ready yet: Add at least one photo',
            fields: { photos: 'Add at least one photo' },
          },
        },
        { status: 400 },
      ),
    );
    const { user } = dashboard([draft, changes]);
    await user.click(await screen.findByRole('button', { name: 'Submit Mango Grove for review' }));
    const problem = await within(card('Mango Grove')).findByRole('alert');
    expect(problem).toHaveTextContent('Photos: Add at least one photo');
    expect(within(problem).getByRole('link', { name: 'Finish Mango Grove in the editor' })).toHaveAttribute(
      'href',
      '/owner/property/edit/71?step=review',
    );

    recordJson('post', '/api/v1/owner/properties/73/submit', () => errorBody(500, 'INTERNAL', 'boom'));
    await user.click(screen.getByRole('button', { name: 'Submit Lotus Villa for review' }));
    expect(await screen.findByText('Failed to submit listing. Please try again.')).toBeInTheDocument();
    expect(within(card('Lotus Villa')).getByText('Changes requested')).toBeInTheDocument();
  });

  it('shows our message when publishing what our team unlisted is refused', async () => {
    recordJson('post', '/api/v1/owner/properties/75/publish', () =>
      errorBody(
        403,
        'UNLISTED_BY_ADMIN',
        'Our team unlisted this listing. Contact support to put it back on the site.',
      ),
    );
    const { user } = dashboard([unlistedByOwner]);
    await user.click(await screen.findByRole('button', { name: 'Publish Neem House' }));
    expect(
      await screen.findByText('Our team unlisted this listing. Contact support to put it back on the site.'),
    ).toBeInTheDocument();
  });
});
