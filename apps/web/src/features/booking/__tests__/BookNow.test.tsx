import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { BookNowLink } from '@/features/property';
import { propertyDetail } from '@/testing/fixtures';
import type { QuoteRequest } from '@/types/api';
import { makeAvailability, makeQuote } from '@/testing/property-fixtures';
import { guestUser, record, renderWithAuth, sessionBody, storeCredentials } from '@/testing/auth-harness';
import { PENDING_ACTION_KEY } from '@/features/auth';
import BookPage from '../BookPage';

const HREF =
  '/book/banyan-grove-farmhouse-moinabad?start=2026-12-20T09%3A00%3A00%2B05%3A30&type=half_day&days=1&guests=6&coupon=FIRST500';

function catalogue() {
  const property = propertyDetail({ slug: 'banyan-grove-farmhouse-moinabad' });
  record('get', '/api/v1/properties/banyan-grove-farmhouse-moinabad', () =>
    HttpResponse.json({ success: true, data: property }),
  );
  record('get', '/api/v1/properties/12/availability', () =>
    HttpResponse.json({ success: true, data: makeAvailability('2026-12-01', '2026-12-31') }),
  );
  return record('post', '/api/v1/properties/12/quote', (body) =>
    HttpResponse.json({ success: true, data: makeQuote(body as QuoteRequest) }),
  );
}

const routes = [{ path: '/book/:slug', element: <BookPage /> }];

describe('gated Book now (PRODUCT.md §4 hard gate, data preserved)', () => {
  it('asks a visitor to sign in, keeps the choice, and lands on the same booking link afterwards', async () => {
    const quotes = catalogue();
    record('post', '/api/auth/otp/send-otp', () =>
      HttpResponse.json({ success: true, data: { identifier: '+919876543210', resendAfter: 60 } }),
    );
    record('post', '/api/auth/otp/verify-otp-login', () => HttpResponse.json(sessionBody(guestUser)));
    const { user, router } = renderWithAuth(
      <BookNowLink href={HREF} className="btn-primary">
        Book now
      </BookNowLink>,
      { routes },
    );
    const link = screen.getByRole('link', { name: 'Book now' });
    expect(link).toHaveAttribute('href', HREF);
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to book' });
    expect(router.state.location.pathname).toBe('/');
    expect(JSON.parse(sessionStorage.getItem(PENDING_ACTION_KEY) ?? 'null')).toMatchObject({
      action: 'start-booking',
      data: { href: HREF },
    });

    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(dialog).findByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(HREF));
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Banyan Grove Farmhouse' })).toBeInTheDocument();
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(quotes[0].body).toEqual({
      bookingType: 'half_day',
      start: '2026-12-20T09:00:00+05:30',
      guests: 6,
      couponCode: 'FIRST500',
    });
    expect(quotes[0].authorization).toBe('Bearer access-1');
  });

  it('goes straight to the booking page for a signed-in guest', async () => {
    storeCredentials(guestUser);
    record('get', '/api/v1/auth/me', () =>
      HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } }),
    );
    catalogue();
    const { user, router } = renderWithAuth(
      <BookNowLink href={HREF} className="btn-primary">
        Book now
      </BookNowLink>,
      { routes },
    );
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await user.click(screen.getByRole('link', { name: 'Book now' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(HREF));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/book/{slug} links', () => {
  it('asks a visitor who opens the link to sign in first', async () => {
    catalogue();
    renderWithAuth(<p>home</p>, { path: HREF, routes });
    expect(await screen.findByRole('dialog', { name: 'Sign in to book' })).toBeInTheDocument();
  });

  it('starts an incomplete link with no date chosen', async () => {
    catalogue();
    renderWithAuth(<p>home</p>, { path: '/book/banyan-grove-farmhouse-moinabad?type=half_day', routes });
    expect(await screen.findByText('Choose a date and a free start time to book.')).toBeInTheDocument();
    expect(screen.getByText('Choose a date to see its free start times.')).toBeInTheDocument();
  });
});
