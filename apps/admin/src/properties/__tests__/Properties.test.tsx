import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordAction, renderSignedIn, stubResource } from '../../testing/console';

const pending = {
  id: 7,
  slug: 'banyan-grove',
  title: 'Banyan Grove Farmhouse',
  status: 'pending_review',
  ownerId: 2,
  ownerName: 'Srinivas Reddy',
  ownerPhone: '+919000000001',
  locality: 'Moinabad',
  halfDayPricePaise: 1250000,
  fullDayPricePaise: 2200000,
  coverUrl: '/uploads/banyan/cover-480.webp',
  statusReason: null,
  updatedAt: '2026-11-24T08:52:00Z',
  createdAt: '2026-11-20T04:00:00Z',
};
const published = {
  ...pending,
  id: 8,
  slug: 'mango-meadows',
  title: 'Mango Meadows',
  status: 'published',
  fullDayPricePaise: null,
};

describe('properties list', () => {
  it('shows title, locality, owner, ₹ prices in en-IN, status and the update time in IST', async () => {
    const seen = stubResource('properties', () => [pending, published]);
    renderSignedIn('/admin/properties');
    const grid = await screen.findByRole('table');
    const [first, second] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    for (const text of [
      'Banyan Grove Farmhouse',
      'Moinabad',
      'Srinivas Reddy',
      '₹12,500',
      '₹22,000',
      'Pending review',
      '24 Nov 2026, 14:22 IST',
    ]) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(second).getByText('Published')).toBeInTheDocument();
    expect(seen[0].sort).toEqual(['updatedAt', 'DESC']);
  });

  it('filters by status', async () => {
    const seen = stubResource('properties', (f) =>
      [pending, published].filter((p) => !f.status || p.status === f.status),
    );
    const user = renderSignedIn('/admin/properties');
    await screen.findByText('Mango Meadows');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    await waitFor(() => expect(screen.queryByText('Banyan Grove Farmhouse')).not.toBeInTheDocument());
    expect(seen.at(-1)?.filter).toEqual({ status: 'published' });
  });

  it('says so when there are no listings', async () => {
    stubResource('properties', () => []);
    renderSignedIn('/admin/properties');
    expect(await screen.findByText('No listings yet')).toBeInTheDocument();
  });
});

describe('review queue', () => {
  it('lists only pending_review listings and approves one with a CSRF-protected POST', async () => {
    const seen = stubResource('properties', (f) =>
      [pending, published].filter((p) => !f.status || p.status === f.status),
    );
    const approvals = recordAction('properties', 'approve', () =>
      HttpResponse.json({ success: true, data: { ...pending, status: 'published' } }),
    );
    const user = renderSignedIn('/admin/review-queue');
    await screen.findByText('Banyan Grove Farmhouse');
    expect(screen.queryByText('Mango Meadows')).not.toBeInTheDocument();
    expect(seen[0].filter).toEqual({ status: 'pending_review' });
    expect(screen.getAllByRole('menuitem', { name: /Review queue/ }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(approvals).toHaveLength(1));
    expect(approvals[0]).toMatchObject({
      url: '/api/v1/admin/properties/7/approve',
      body: {},
      csrf: 'csrf-1',
      authorization: 'Bearer admin-token-1',
    });
    expect(await screen.findByText('Banyan Grove Farmhouse is published')).toBeInTheDocument();
    // The list is asked again after the action.
    await waitFor(() => expect(seen.length).toBeGreaterThan(1));
  });

  it('shows an empty state when nothing waits', async () => {
    stubResource('properties', () => []);
    renderSignedIn('/admin/review-queue');
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });
});

describe('property page', () => {
  const full = {
    ...published,
    description: 'A mango orchard with a pool.',
    maxGuests: 20,
    bedrooms: 4,
    photos: [
      { id: 1, url: '/uploads/m/1-800.webp', alt: 'Pool at dusk' },
      { id: 2, url: '/uploads/m/2-800.webp', alt: 'Lawn' },
    ],
  };

  it('shows what guests will book by: address, map pin, weekend and festival prices, slots, turnover, cleaning fee, rules and amenities', async () => {
    const reviewed = {
      ...full,
      listing: {
        address: 'Survey No. 41, Himayat Nagar Road, Moinabad',
        latitude: 17.3293,
        longitude: 78.2725,
        locationName: 'Moinabad',
        proposedLocality: null,
        halfDayPrice: 12500,
        fullDayPrice: null,
        weekendHalfDayPrice: 15000,
        weekendFullDayPrice: null,
        cleaningFee: 800,
        amenities: ['swimming-pool', 'wifi'],
        houseRules: 'No loud music after 10 pm.',
        checkInNotes: 'Call the caretaker at the gate.',
        daySlot: '09:00',
        nightSlot: '21:00',
        turnoverMinutes: 90,
        priceRules: [
          {
            label: 'Diwali',
            from: '2026-11-08',
            to: '2026-11-10',
            halfDayPrice: null,
            fullDayPrice: null,
            percent: 25,
          },
        ],
      },
    };
    stubResource(
      'properties',
      () => [reviewed],
      () => reviewed,
    );
    renderSignedIn('/admin/properties/8/show');
    const where = await screen.findByRole('region', { name: 'Where' });
    expect(within(where).getByText('Survey No. 41, Himayat Nagar Road, Moinabad')).toBeInTheDocument();
    expect(within(where).getByRole('link', { name: /17\.32930, 78\.27250/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=17.3293&mlon=78.2725'),
    );
    const prices = screen.getByRole('region', { name: 'Prices and slots' });
    expect(within(prices).getByText('₹15,000')).toBeInTheDocument();
    expect(within(prices).getByText('₹800')).toBeInTheDocument();
    expect(within(prices).getByText('21:00')).toBeInTheDocument();
    expect(within(prices).getByText('90 minutes')).toBeInTheDocument();
    const festival = within(prices).getByRole('table', { name: 'Festival and special-date prices' });
    expect(within(festival).getByText('Diwali')).toBeInTheDocument();
    expect(within(festival).getByText('+25% on the usual price')).toBeInTheDocument();
    expect(screen.getByText('No loud music after 10 pm.')).toBeInTheDocument();
    expect(screen.getByText('Call the caretaker at the gate.')).toBeInTheDocument();
    const amenities = screen.getByRole('list', { name: 'Amenities' });
    expect(within(amenities).getByText('Swimming pool')).toBeInTheDocument();
    expect(within(amenities).getByText('Wifi')).toBeInTheDocument();
  });

  it('shows the gallery, owner, prices and description, and unlists only with a reason', async () => {
    stubResource(
      'properties',
      () => [full],
      () => full,
    );
    const unlists = recordAction('properties', 'unlist', () =>
      HttpResponse.json({ success: true, data: { ...full, status: 'unlisted' } }),
    );
    const user = renderSignedIn('/admin/properties/8/show');
    expect(await screen.findByRole('img', { name: 'Pool at dusk' })).toHaveAttribute('src', '/uploads/m/1-800.webp');
    expect(screen.getByRole('img', { name: 'Lawn' })).toBeInTheDocument();
    expect(screen.getByText('A mango orchard with a pool.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Srinivas Reddy' })).toBeInTheDocument();
    expect(screen.getByText('₹12,500')).toBeInTheDocument();
    expect(screen.getByText('Not offered')).toBeInTheDocument();
    // A published listing cannot be approved again.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlist Mango Meadows?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlist' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(unlists).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Owner asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Unlist' }));
    await waitFor(() => expect(unlists).toHaveLength(1));
    expect(unlists[0]).toMatchObject({
      url: '/api/v1/admin/properties/8/unlist',
      body: { reason: 'Owner asked by phone' },
      csrf: 'csrf-1',
    });
    expect(await screen.findByText('Mango Meadows is unlisted')).toBeInTheDocument();
  });

  it("shows the server's error message when an action is refused", async () => {
    const waiting = { ...full, status: 'pending_review' };
    stubResource(
      'properties',
      () => [waiting],
      () => waiting,
    );
    recordAction('properties', 'request-changes', () =>
      HttpResponse.json(
        { success: false, error: { code: 'INVALID_STATUS', message: 'The listing is no longer waiting for review.' } },
        { status: 409 },
      ),
    );
    const user = renderSignedIn('/admin/properties/8/show');
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Photos are blurry');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText('The listing is no longer waiting for review.')).toBeInTheDocument();
    // Still signed in: a refusal is not a session problem.
    expect(localStorage.getItem('adminToken')).toBe('admin-token-1');
  });
});
