import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { propertyDetail } from '@/testing/fixtures';
import { makeAvailability, makeQuote } from '@/testing/property-fixtures';
import { errorBody, record, renderWithAuth } from '@/testing/auth-harness';
import type { QuoteRequest } from '@/types/api';
import BookPage from '../BookPage';
import { browser } from '../lib/use-payment';
import { SCRIPT_FAILED_NOTE } from '../components/BookingForm';
import { makeBooking, RULE, signIn } from '@/testing/booking-fixtures';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@/config/runtime';

const runtime = vi.hoisted(() => ({ config: null as RuntimeConfig | null }));
vi.mock('@/config/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/runtime')>();
  return { ...actual, getRuntimeConfig: () => runtime.config ?? actual.DEFAULT_RUNTIME_CONFIG };
});

const SLUG = 'banyan-grove-farmhouse-moinabad';
const DAY_START = '2026-12-20T09%3A00%3A00%2B05%3A30';
const HREF = `/book/${SLUG}?start=${DAY_START}&type=half_day&days=1&guests=6&coupon=FIRST500`;
const routes = [{ path: '/book/:slug', element: <BookPage /> }];

/** The property, its December (the 20th's day slot taken unless said otherwise) and quotes. */
function catalogue({ dayTaken = true } = {}) {
  record('get', `/api/v1/properties/${SLUG}`, () =>
    HttpResponse.json({ success: true, data: propertyDetail({ slug: SLUG }) }),
  );
  const availability = record('get', '/api/v1/properties/12/availability', (_body, seen) =>
    HttpResponse.json({
      success: true,
      data: makeAvailability('2026-12-01', '2026-12-31', {
        '2026-12-20': seen.length > 1 && takenLater ? takenLater : { day: !dayTaken, night: true },
      }),
    }),
  );
  const quotes = record('post', '/api/v1/properties/12/quote', (body) =>
    HttpResponse.json({ success: true, data: makeQuote(body as QuoteRequest) }),
  );
  return { availability, quotes };
}
let takenLater: { day: boolean; night: boolean } | null = null;

afterEach(() => {
  takenLater = null;
  runtime.config = null;
  delete window.Razorpay;
  vi.restoreAllMocks();
  document.querySelectorAll('script[src]').forEach((script) => script.remove());
});

function bookings(respond: (body: unknown, key: string | null, n: number) => Response) {
  const seen: { body: unknown; key: string | null }[] = [];
  server.use(
    http.post('/api/v1/bookings', async ({ request }) => {
      const body = (await request.json()) as unknown;
      const key = request.headers.get('Idempotency-Key');
      seen.push({ body, key });
      return respond(body, key, seen.length);
    }),
  );
  return seen;
}

async function openForm() {
  signIn();
  const utils = renderWithAuth(<p>home</p>, { path: HREF, routes });
  await screen.findByRole('heading', { level: 1, name: 'Banyan Grove Farmhouse' });
  return utils;
}

describe('/book/{slug} form', () => {
  it('offers only the free start times of the chosen date and moves off a taken one', async () => {
    const { availability } = catalogue();
    const { router } = await openForm();
    const slots = await screen.findByRole('group', { name: 'Start time' });
    expect(await within(slots).findByRole('radio', { name: 'Night slot, from 21:00, free' })).toBeChecked();
    expect(within(slots).queryByRole('radio', { name: /Day slot/ })).not.toBeInTheDocument();
    expect(availability[0].path).toBe('/api/v1/properties/12/availability');
    // The link follows the choice, so the sign-in gate and a reload keep it.
    await waitFor(() => expect(router.state.location.search).toContain('start=2026-12-20T21%3A00%3A00%2B05%3A30'));
  });

  it('shows the price breakdown with each discount in rupees (en-IN) and the cancellation rule', async () => {
    catalogue();
    await openForm();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('FIRST500 — first booking offer')).toBeInTheDocument();
    expect(within(price).getByText('−₹500')).toBeInTheDocument();
    expect(within(price).getByText('₹8,500')).toBeInTheDocument();
    expect(within(price).getByText('₹10,384')).toBeInTheDocument();
    expect(screen.getByText(RULE)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' })).toBeEnabled();
    for (const method of ['Cash at property', 'UPI', 'Credit card', 'Debit card']) {
      expect(screen.getByRole('radio', { name: method })).toBeInTheDocument();
    }
  });

  it('says the refundable deposit under the quote, apart from the price lines and the total', async () => {
    catalogue();
    record('post', '/api/v1/properties/12/quote', (body) =>
      HttpResponse.json({ success: true, data: { ...makeQuote(body as QuoteRequest), securityDeposit: 2000 } }),
    );
    await openForm();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(
      await within(price).findByText('Refundable security deposit: ₹2,000, not part of the price'),
    ).toBeInTheDocument();
    expect(within(price).getByText('₹10,384')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' })).toBeEnabled();
  });

  it('shows the server’s reason for a coupon it refuses', async () => {
    record('get', `/api/v1/properties/${SLUG}`, () =>
      HttpResponse.json({ success: true, data: propertyDetail({ slug: SLUG }) }),
    );
    record('get', '/api/v1/properties/12/availability', () =>
      HttpResponse.json({ success: true, data: makeAvailability('2026-12-01', '2026-12-31') }),
    );
    record('post', '/api/v1/properties/12/quote', (body) =>
      (body as QuoteRequest).couponCode
        ? HttpResponse.json(
            {
              success: false,
              message: 'Validation failed',
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Validation failed',
                fields: { couponCode: 'FIRST500 is for your first booking only' },
              },
            },
            { status: 400 },
          )
        : HttpResponse.json({ success: true, data: makeQuote(body as QuoteRequest) }),
    );
    await openForm();
    expect(await screen.findByText('FIRST500 is for your first booking only')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Confirm booking · ₹10,974' })).toBeEnabled();
  });

  it('shows the quote’s couponNote by the coupon field and books at the total without the discount', async () => {
    const NOTE = 'FIRST500 is for your first booking only, and you already have one.';
    record('get', `/api/v1/properties/${SLUG}`, () =>
      HttpResponse.json({ success: true, data: propertyDetail({ slug: SLUG }) }),
    );
    record('get', '/api/v1/properties/12/availability', () =>
      HttpResponse.json({ success: true, data: makeAvailability('2026-12-01', '2026-12-31') }),
    );
    record('post', '/api/v1/properties/12/quote', (body) => {
      const { couponCode, ...withoutCoupon } = body as QuoteRequest;
      return HttpResponse.json({
        success: true,
        data: { ...makeQuote(withoutCoupon), couponNote: couponCode === 'FIRST500' ? NOTE : null },
      });
    });
    await openForm();
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(screen.getByLabelText(/Coupon code/)).toHaveAccessibleDescription(NOTE);
    expect(screen.queryByText('FIRST500 — first booking offer')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Confirm booking · ₹10,974' })).toBeEnabled();
  });

  it('sends the quote’s total and keeps the same Idempotency-Key when the guest retries the same choice', async () => {
    catalogue();
    const seen = bookings((_body, _key, n) =>
      n === 1 ? HttpResponse.error() : HttpResponse.json({ success: true, data: makeBooking() }, { status: 201 }),
    );
    record('get', '/api/v1/bookings/55', () => HttpResponse.json({ success: true, data: makeBooking() }));
    const { user, router } = await openForm();
    const confirm = await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' });
    await user.click(confirm);
    expect(
      await screen.findByText('Network error - Please check your internet connection and try again'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm booking · ₹10,384' }));
    await waitFor(() => expect(router.state.location.search).toBe('?booking=55'));
    expect(seen).toHaveLength(2);
    expect(seen[0].key).toMatch(/\S{8,}/);
    expect(seen[1].key).toBe(seen[0].key);
    expect(seen[0].body).toEqual({
      propertyId: 12,
      bookingType: 'half_day',
      start: '2026-12-20T21:00:00+05:30',
      guests: 6,
      couponCode: 'FIRST500',
      paymentMethod: 'cash',
      expectedTotal: 10384,
    });
  });

  it('adds a business GSTIN and name when the guest opens "Add business GSTIN", checked before sending', async () => {
    catalogue();
    const seen = bookings(() => HttpResponse.json({ success: true, data: makeBooking() }, { status: 201 }));
    record('get', '/api/v1/bookings/55', () => HttpResponse.json({ success: true, data: makeBooking() }));
    const { user, router } = await openForm();
    await user.click(await screen.findByText('Add business GSTIN'));
    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZO');
    await user.type(screen.getByLabelText('Business name'), 'Acme Traders');
    // The button carries the total once the quote has come back.
    await user.click(await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' }));
    expect(await screen.findByText('Enter a valid 15-character GSTIN')).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
    await user.clear(screen.getByLabelText('GSTIN'));
    await user.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await user.click(screen.getByRole('button', { name: 'Confirm booking · ₹10,384' }));
    await waitFor(() => expect(router.state.location.search).toBe('?booking=55'));
    expect(seen).toHaveLength(1);
    expect(seen[0].body).toMatchObject({ gstin: '27AAPFU0939F1ZV', businessName: 'Acme Traders' });
  });

  it('shows the server’s refusal of a GSTIN by its field', async () => {
    catalogue();
    bookings(() =>
      HttpResponse.json(
        {
          success: false,
          message: 'Check the form',
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Check the form',
            fields: { gstin: 'Enter a valid 15-character GSTIN' },
          },
        },
        { status: 400 },
      ),
    );
    const { user } = await openForm();
    await user.click(await screen.findByText('Add business GSTIN'));
    // Valid by its form and check character, refused by the server all the same.
    await user.type(screen.getByLabelText('GSTIN'), '36AABCS1429B1ZV');
    await user.type(screen.getByLabelText('Business name'), 'Acme Traders');
    await user.click(await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' }));
    expect(await screen.findByText('Enter a valid 15-character GSTIN')).toBeInTheDocument();
  });

  it('a new choice gets a new Idempotency-Key', async () => {
    catalogue({ dayTaken: false });
    const seen = bookings(() => HttpResponse.error());
    const { user } = await openForm();
    await user.click(await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' }));
    await screen.findByText(/Network error/);
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking · ₹10,384' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1].key).not.toBe(seen[0].key);
  });

  it('explains a slot someone else just took and refreshes the free times', async () => {
    const { availability } = catalogue();
    bookings(() =>
      errorBody(409, 'SLOT_TAKEN', 'This time slot was just booked by someone else. Please pick another time.'),
    );
    const { user } = await openForm();
    takenLater = { day: false, night: false };
    await user.click(await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' }));
    expect(
      await screen.findByText('This time slot was just booked by someone else. Please pick another time.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(availability.length).toBeGreaterThan(1));
    expect(await screen.findByText('No free start time on this date. Please pick another date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
  });

  it('keeps saying why when it moves the guest to the other start time that is still free', async () => {
    catalogue({ dayTaken: false });
    bookings(() =>
      errorBody(409, 'SLOT_TAKEN', 'This time slot was just booked by someone else. Please pick another time.'),
    );
    const { user } = await openForm();
    takenLater = { day: false, night: true };
    await user.click(await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' }));
    const slots = screen.getByRole('group', { name: 'Start time' });
    expect(await within(slots).findByRole('radio', { name: 'Night slot, from 21:00, free' })).toBeChecked();
    expect(within(slots).queryByRole('radio', { name: /Day slot/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('This time slot was just booked by someone else. Please pick another time.'),
    ).toBeInTheDocument();
  });

  it('sends a UPI booking to the simulated checkout page', async () => {
    catalogue();
    bookings(() =>
      HttpResponse.json(
        { success: true, data: makeBooking({ paymentMethod: 'upi', paymentStatus: 'pending' }) },
        { status: 201 },
      ),
    );
    record('post', '/api/v1/bookings/55/payment-order', () =>
      HttpResponse.json({
        success: true,
        data: {
          provider: 'simulated',
          orderId: 'sim_1',
          amount: 1038400,
          currency: 'INR',
          checkoutUrl: '/pay/simulated/sim_1',
          bookingId: 55,
          bookingCode: 'HE-7K3P9Q',
          name: 'Hyderabad Escapes',
          description: 'Banyan Grove Farmhouse',
        },
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/simulated/sim_1'));
  });

  it('offers to pay at the property when the card provider’s script cannot load', async () => {
    catalogue();
    const seen = bookings((body) =>
      HttpResponse.json(
        {
          success: true,
          data: makeBooking({
            id: (body as { paymentMethod: string }).paymentMethod === 'cash' ? 56 : 55,
            paymentMethod: (body as { paymentMethod: 'cash' }).paymentMethod,
          }),
        },
        { status: 201 },
      ),
    );
    record('post', '/api/v1/bookings/55/payment-order', () =>
      HttpResponse.json({
        success: true,
        data: {
          provider: 'razorpay',
          orderId: 'order_1',
          keyId: 'rzp_test_1',
          amount: 1038400,
          currency: 'INR',
          bookingId: 55,
          bookingCode: 'HE-7K3P9Q',
          name: 'Hyderabad Escapes',
          description: 'Banyan Grove Farmhouse',
        },
      }),
    );
    const cancels: unknown[] = [];
    server.use(
      http.put('/api/v1/bookings/55/cancel', async ({ request }) => {
        cancels.push(await request.json());
        return HttpResponse.json({ success: true, data: makeBooking({ status: 'cancelled' }) });
      }),
    );
    record('get', '/api/v1/bookings/56', () => HttpResponse.json({ success: true, data: makeBooking({ id: 56 }) }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, router } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' }));

    let script: HTMLScriptElement | null = null;
    await waitFor(() => {
      script = document.querySelector('script[src="https://checkout.razorpay.com/v1/checkout.js"]');
      expect(script).not.toBeNull();
    });
    script!.dispatchEvent(new Event('error'));
    expect(await screen.findByText(SCRIPT_FAILED_NOTE)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Payment provider script failed to load'));

    await user.click(screen.getByRole('button', { name: 'Pay at the property instead' }));
    await waitFor(() => expect(router.state.location.search).toBe('?booking=56'));
    expect(cancels).toHaveLength(1);
    expect(seen.map((s) => (s.body as { paymentMethod: string }).paymentMethod)).toEqual(['credit_card', 'cash']);
    expect(seen[1].key).not.toBe(seen[0].key);
  });

  it('starts loading the card provider’s script as the page opens, and pays with it after Confirm', async () => {
    const SCRIPT = 'http://127.0.0.1:4010/v1/checkout.js';
    runtime.config = { ...DEFAULT_RUNTIME_CONFIG, paymentScriptUrl: SCRIPT };
    catalogue();
    bookings(() =>
      HttpResponse.json(
        { success: true, data: makeBooking({ paymentMethod: 'credit_card', paymentStatus: 'pending' }) },
        { status: 201 },
      ),
    );
    record('post', '/api/v1/bookings/55/payment-order', () =>
      HttpResponse.json({
        success: true,
        data: {
          provider: 'razorpay',
          orderId: 'order_1',
          keyId: 'rzp_test_1',
          amount: 1038400,
          currency: 'INR',
          bookingId: 55,
          bookingCode: 'HE-7K3P9Q',
          name: 'Hyderabad Escapes',
          description: 'Banyan Grove Farmhouse',
        },
      }),
    );
    const verified = record('post', '/api/v1/payments/verify', () =>
      HttpResponse.json({ success: true, data: makeBooking({ paymentMethod: 'credit_card', paymentStatus: 'paid' }) }),
    );
    const { user, router } = await openForm();
    // Before any choice or Confirm: the script is on its way.
    const script = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    expect(script).not.toBeNull();
    const opened: { order_id: string; key: string }[] = [];
    window.Razorpay = class {
      constructor(private options: { order_id: string; key: string; handler: (r: Record<string, string>) => void }) {
        opened.push(options);
      }
      open() {
        this.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' });
      }
    } as unknown as typeof window.Razorpay;
    script!.dispatchEvent(new Event('load'));

    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking · ₹10,384' }));
    await waitFor(() => expect(router.state.location.search).toBe('?booking=55&payment=success'));
    expect(opened).toEqual([expect.objectContaining({ order_id: 'order_1', key: 'rzp_test_1' })]);
    expect(verified[0].body).toEqual({
      bookingId: 55,
      razorpayOrderId: 'order_1',
      razorpayPaymentId: 'pay_1',
      razorpaySignature: 'sig',
    });
    expect(document.querySelectorAll('script[src]')).toHaveLength(1);
  });

  it('loads no checkout script when the server’s provider has none (simulated)', async () => {
    catalogue();
    await openForm();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('asks a visitor to sign in before confirming', async () => {
    catalogue();
    renderWithAuth(<p>home</p>, { path: HREF, routes });
    expect(await screen.findByRole('dialog', { name: 'Sign in to book' })).toBeInTheDocument();
  });
});

describe('/book/{slug}?booking={id} confirmation', () => {
  it('shows the booking code prominently with status, payment, dates in India time, total and the rule', async () => {
    catalogue();
    signIn();
    record('get', '/api/v1/bookings/55', () => HttpResponse.json({ success: true, data: makeBooking() }));
    renderWithAuth(<p>home</p>, { path: `/book/${SLUG}?booking=55`, routes });
    expect(await screen.findByTestId('booking-code')).toHaveTextContent('HE-7K3P9Q');
    expect(screen.getByRole('heading', { name: 'Booking request sent' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toHaveAttribute('data-colour', 'yellow');
    expect(screen.getByText('Cash at property · Pay at the property')).toBeInTheDocument();
    expect(screen.getByText('20 Dec 2026, 9:00 pm')).toBeInTheDocument();
    expect(screen.getByText('21 Dec 2026, 9:00 am')).toBeInTheDocument();
    expect(screen.getByText('₹10,384')).toBeInTheDocument();
    // The receipt names who supplies the stay.
    expect(screen.getByText('Supplied by')).toBeInTheDocument();
    expect(screen.getByText("Lakshmi Devi, the farmhouse's owner")).toBeInTheDocument();
    expect(screen.getByText(RULE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('says a paid request comes back in full if the owner declines or it lapses, and offers Message owner', async () => {
    catalogue();
    signIn();
    record('get', '/api/v1/bookings/55', () =>
      HttpResponse.json({ success: true, data: makeBooking({ paymentMethod: 'upi', paymentStatus: 'paid' }) }),
    );
    renderWithAuth(<p>home</p>, { path: `/book/${SLUG}?booking=55&payment=success`, routes });
    expect(await screen.findByTestId('refund-if-declined')).toHaveTextContent(
      'Your payment of ₹10,384 comes back to you in full if the owner declines or the request lapses.',
    );
    expect(screen.getByRole('button', { name: 'Message owner' })).toBeInTheDocument();
  });

  it('does not promise a refund for a cash request, which has taken no money', async () => {
    catalogue();
    signIn();
    record('get', '/api/v1/bookings/55', () => HttpResponse.json({ success: true, data: makeBooking() }));
    renderWithAuth(<p>home</p>, { path: `/book/${SLUG}?booking=55`, routes });
    expect(await screen.findByTestId('booking-code')).toBeInTheDocument();
    expect(screen.queryByTestId('refund-if-declined')).not.toBeInTheDocument();
  });

  it('offers Try again after a failed payment, with a new payment order', async () => {
    catalogue();
    signIn();
    record('get', '/api/v1/bookings/55', () =>
      HttpResponse.json({ success: true, data: makeBooking({ paymentMethod: 'upi', paymentStatus: 'failed' }) }),
    );
    const orders = record('post', '/api/v1/bookings/55/payment-order', () =>
      HttpResponse.json({
        success: true,
        data: {
          provider: 'simulated',
          orderId: 'sim_2',
          amount: 1038400,
          currency: 'INR',
          checkoutUrl: '/pay/simulated/sim_2',
          bookingId: 55,
          bookingCode: 'HE-7K3P9Q',
          name: 'Hyderabad Escapes',
          description: 'x',
        },
      }),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { user } = renderWithAuth(<p>home</p>, { path: `/book/${SLUG}?booking=55&payment=failed`, routes });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/simulated/sim_2'));
    expect(orders).toHaveLength(1);
  });
});
