import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import type { Property, Quote, QuoteRequest } from '@/types/api';
import { PriceCalculator } from '../components/PriceCalculator';
import { useBookingQuote } from '@/lib/stay/use-booking-quote';
import { useBookingSelection } from '../hooks/use-booking-selection';
import { makeAvailability, makeProperty, makeQuote } from '@/testing/property-fixtures';
import { renderPage } from './render';

function Calculator({ property }: { property: Property }) {
  const [selection, update] = useBookingSelection(property);
  const booking = useBookingQuote(property, selection, update);
  return <PriceCalculator property={property} selection={selection} onChange={update} booking={booking} />;
}

let quoteRequests: QuoteRequest[] = [];
let quoteAvailable = true;
let quoteSchedule: Quote['schedule'] = null;
let heldSlots: Record<string, { day: boolean; night: boolean }> = {};

function pickDate(date: string) {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
}

/** The breakdown as "label amount" lines, as a guest reads it. */
function breakdown() {
  const list = document.querySelector('dl')!;
  return [...list.querySelectorAll(':scope > div')].map((row) =>
    [...row.children].map((cell) => cell.textContent!.trim()).join(' '),
  );
}

describe('Price calculator', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T10:00:00+05:30'));
    quoteRequests = [];
    quoteAvailable = true;
    quoteSchedule = null;
    heldSlots = {};
    server.use(
      http.get('/api/v1/properties/12/availability', ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({
          success: true,
          data: makeAvailability(url.searchParams.get('from')!, url.searchParams.get('to')!, heldSlots),
        });
      }),
      http.post('/api/v1/properties/12/quote', async ({ request }) => {
        const body = (await request.json()) as QuoteRequest;
        quoteRequests.push(body);
        if (body.couponCode && body.couponCode !== 'FIRST500') {
          return HttpResponse.json(
            {
              success: false,
              message: 'Validation failed',
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Validation failed',
                fields: { couponCode: `${body.couponCode} is not a valid coupon` },
              },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({
          success: true,
          data: { ...makeQuote(body, quoteAvailable), schedule: quoteSchedule },
        });
      }),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('prices a half day, then a full day, with the right request and total in rupees', async () => {
    const user = userEvent.setup();
    renderPage(<Calculator property={makeProperty()} />);
    expect(screen.getByText('Choose a date and start time to see the full price.')).toBeInTheDocument();

    pickDate('2026-12-12');
    expect(await screen.findByText('₹10,974')).toBeInTheDocument();
    expect(quoteRequests.at(-1)).toEqual({ bookingType: 'half_day', start: '2026-12-12T09:00:00+05:30', guests: 1 });
    expect(breakdown()).toEqual(['Half day ₹8,500', 'Cleaning fee ₹800', 'GST 18% ₹1,674', 'Total ₹10,974']);

    await user.click(screen.getByRole('radio', { name: /Full day/ }));
    expect(await screen.findByText('₹17,464')).toBeInTheDocument();
    expect(quoteRequests.at(-1)).toEqual({
      bookingType: 'full_day',
      start: '2026-12-12T09:00:00+05:30',
      days: 1,
      guests: 1,
    });

    await user.selectOptions(screen.getByLabelText('Number of days'), '2 days');
    expect(await screen.findByText('₹33,984')).toBeInTheDocument();
    expect(breakdown()).toEqual(['Full day × 2 ₹28,000', 'Cleaning fee ₹800', 'GST 18% ₹5,184', 'Total ₹33,984']);
    expect(quoteRequests.at(-1)).toMatchObject({ bookingType: 'full_day', days: 2 });

    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      '/book/banyan-grove-farmhouse-moinabad?start=2026-12-12T09%3A00%3A00%2B05%3A30&type=full_day&days=2&guests=1',
    );

    await user.click(screen.getByRole('radio', { name: /Half day/ }));
    expect(await screen.findByText('₹10,974')).toBeInTheDocument();
    expect(screen.queryByLabelText('Number of days')).not.toBeInTheDocument();
  });

  it('says the refundable deposit once beside the rates, never as a line of the price or in the total', async () => {
    renderPage(<Calculator property={makeProperty({ securityDeposit: 5000 })} />);
    expect(screen.getAllByText('Refundable security deposit: ₹5,000, not part of the price')).toHaveLength(1);
    pickDate('2026-12-12');
    expect(await screen.findByText('₹10,974')).toBeInTheDocument();
    expect(breakdown()).toEqual(['Half day ₹8,500', 'Cleaning fee ₹800', 'GST 18% ₹1,674', 'Total ₹10,974']);
    expect(screen.getAllByText(/Refundable security deposit/)).toHaveLength(1);
  });

  it('says nothing of a deposit when the listing asks none', () => {
    renderPage(<Calculator property={makeProperty()} />);
    expect(screen.queryByText(/security deposit/i)).not.toBeInTheDocument();
  });

  it("says what a payment plan takes now and what by when, the listing's deadline date", async () => {
    quoteSchedule = {
      advance: 3293,
      balance: 7681,
      dueDate: '2026-12-09',
      dueAt: '2026-12-10T00:00:00+05:30',
      method: 'online',
      advancePaid: false,
      balancePaid: false,
      dueNow: 0,
    };
    renderPage(<Calculator property={makeProperty()} />);
    pickDate('2026-12-12');
    expect(await screen.findByText('Pay ₹3,293 now, ₹7,681 by 9 Dec 2026')).toBeInTheDocument();
    // The total stays the whole price.
    expect(breakdown().at(-1)).toBe('Total ₹10,974');
  });

  it('says nothing of a plan when the whole price is paid at booking', async () => {
    renderPage(<Calculator property={makeProperty()} />);
    pickDate('2026-12-12');
    expect(await screen.findByText('₹10,974')).toBeInTheDocument();
    expect(screen.queryByText(/ now, /)).not.toBeInTheDocument();
  });

  it('does not offer a full day when the property has no full-day price', async () => {
    renderPage(<Calculator property={makeProperty({ fullDayPrice: null })} />);
    const fullDay = screen.getByRole('radio', { name: /Full day/ });
    expect(fullDay).toBeDisabled();
    expect(fullDay).toHaveAccessibleDescription(/rents this property by the half day \(12 hours\) only/);
    expect(screen.queryByText(/\/ full day/)).not.toBeInTheDocument();

    pickDate('2026-12-12');
    expect(await screen.findByText('₹10,974')).toBeInTheDocument();
    expect(quoteRequests.every((r) => r.bookingType === 'half_day')).toBe(true);
  });

  it('says the slot is not available and offers no booking when the quote is unavailable', async () => {
    quoteAvailable = false;
    renderPage(<Calculator property={makeProperty()} />);
    pickDate('2026-12-12');
    expect(await screen.findByText('Not available for this slot — pick another time')).toBeInTheDocument();
    // The price is still shown, but there is nothing to book.
    expect(screen.getByText('₹10,974')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('knows from the calendar that a held slot cannot be booked, whatever the quote says', async () => {
    heldSlots = { '2026-12-12': { day: false, night: false } };
    renderPage(<Calculator property={makeProperty()} />);
    pickDate('2026-12-12');
    expect(await screen.findByText('Not available for this slot — pick another time')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Day slot, from 09:00, booked' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Night slot, from 21:00, booked' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
  });

  it('explains why the server could not price the choice', async () => {
    server.use(
      http.post('/api/v1/properties/12/quote', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Validation failed',
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Validation failed',
              fields: { start: 'start cannot be in the past' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderPage(<Calculator property={makeProperty()} />);
    pickDate('2026-12-12');
    expect(await screen.findByRole('alert')).toHaveTextContent('start cannot be in the past');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
  });

  it('applies FIRST500 as its own discount line and explains a rejected code', async () => {
    const user = userEvent.setup();
    renderPage(<Calculator property={makeProperty()} />);
    pickDate('2026-12-12');
    await screen.findByText('₹10,974');

    await user.type(screen.getByLabelText(/Coupon code/), 'first500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('₹10,384')).toBeInTheDocument();
    expect(breakdown()).toContain('FIRST500 — first booking offer −₹500');
    expect(quoteRequests.at(-1)).toMatchObject({ couponCode: 'FIRST500' });
    expect(screen.getByRole('link', { name: 'Book now' }).getAttribute('href')).toContain('coupon=FIRST500');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.type(screen.getByLabelText(/Coupon code/), 'MONSOON');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('MONSOON is not a valid coupon')).toBeInTheDocument();
    expect(screen.getByLabelText(/Coupon code/)).toHaveAttribute('aria-invalid', 'true');
    // Priced again without the rejected code (that price is already known, so no new request).
    expect(await screen.findByText('₹10,974')).toBeInTheDocument();
    expect(quoteRequests.at(-1)).toMatchObject({ couponCode: 'MONSOON' });
    expect(await screen.findByRole('link', { name: 'Book now' })).not.toHaveAttribute(
      'href',
      expect.stringContaining('coupon'),
    );
  });

  it('prices a signed-in guest without a FIRST500 they may no longer use, and says why by the coupon field', async () => {
    const NOTE = 'FIRST500 is for your first booking only, and you already have one.';
    const authorization: (string | null)[] = [];
    server.use(
      http.post('/api/v1/properties/12/quote', async ({ request }) => {
        const body = (await request.json()) as QuoteRequest;
        quoteRequests.push(body);
        const bearer = request.headers.get('Authorization');
        authorization.push(bearer);
        // The server's answer for a guest who has booked before: no discount line, and the reason.
        const { couponCode: _ignored, ...withoutCoupon } = body;
        return HttpResponse.json({
          success: true,
          data:
            bearer && body.couponCode === 'FIRST500'
              ? { ...makeQuote(withoutCoupon), couponNote: NOTE }
              : makeQuote(body),
        });
      }),
    );
    const user = userEvent.setup();
    renderPage(<Calculator property={makeProperty()} />);
    pickDate('2026-12-12');
    await screen.findByText('₹10,974');
    // A visitor's quote carries no token.
    expect(authorization).toEqual([null]);

    localStorage.setItem('token', 'guest-token');
    await user.type(screen.getByLabelText(/Coupon code/), 'first500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(authorization.at(1)).toBe('Bearer guest-token');
    expect(quoteRequests.at(1)).toMatchObject({ couponCode: 'FIRST500' });
    const coupon = screen.getByLabelText(/Coupon code/);
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(coupon).toHaveAccessibleDescription(NOTE);
    // The price is the quote's, with no FIRST500 line, and Book now does not carry the code.
    expect(breakdown()).toEqual(['Half day ₹8,500', 'Cleaning fee ₹800', 'GST 18% ₹1,674', 'Total ₹10,974']);
    expect(screen.queryByText(/FIRST500 — first booking offer/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Book now' })).not.toHaveAttribute(
      'href',
      expect.stringContaining('coupon'),
    );
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it('moves to the night slot when the day slot is taken, and counts guests up to the limit', async () => {
    const user = userEvent.setup();
    heldSlots = { '2026-12-12': { day: false, night: true } };
    renderPage(<Calculator property={makeProperty({ maxGuests: 3 })} />);
    pickDate('2026-12-12');

    const night = screen.getByRole('radio', { name: /^Night slot, from 21:00/ });
    await waitFor(() => expect(night).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Day slot, from 09:00, booked' })).toBeDisabled();
    await waitFor(() => expect(quoteRequests.at(-1)).toMatchObject({ start: '2026-12-12T21:00:00+05:30' }));

    const more = screen.getByRole('button', { name: 'More guests' });
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByLabelText('Guests')).toHaveValue(3);
    await waitFor(() => expect(quoteRequests.at(-1)).toMatchObject({ guests: 3 }));
    // Quick clicks are sent as one request.
    expect(quoteRequests.filter((r) => r.guests === 2)).toHaveLength(0);
    const section = screen.getByRole('region', { name: 'Price and booking' });
    expect(within(section).getByText(/· 3 guests/)).toBeInTheDocument();
  });
});
