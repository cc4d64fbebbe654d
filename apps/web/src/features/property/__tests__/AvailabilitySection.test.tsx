import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import type { BookingType } from '@/types/api';
import { AvailabilitySection } from '../components/availability/AvailabilitySection';
import { installBrowserStubs } from './browser-stubs';
import { makeAvailability, makeProperty } from '@/testing/property-fixtures';
import { renderPage } from './render';

const property = makeProperty();
const requests: string[] = [];

function Harness({ bookingType = 'half_day' as BookingType, onSelect = (_: string) => {} }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <AvailabilitySection
      property={property}
      bookingType={bookingType}
      selectedDate={selected}
      onSelectDate={(date) => {
        setSelected(date);
        onSelect(date);
      }}
    />
  );
}

describe('Availability calendar', () => {
  beforeEach(() => {
    installBrowserStubs();
    // Only Date is faked: timers keep running for user events and queries.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T10:00:00+05:30'));
    requests.length = 0;
    server.use(
      http.get('/api/v1/properties/12/availability', ({ request }) => {
        const url = new URL(request.url);
        const from = url.searchParams.get('from')!;
        const to = url.searchParams.get('to')!;
        requests.push(`${from}..${to}`);
        return HttpResponse.json({
          success: true,
          data: makeAvailability(from, to, {
            '2026-12-10': { day: false, night: false },
            '2026-12-11': { day: false, night: true },
            '2027-01-02': { day: false, night: false },
          }),
        });
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the visible month from today and disables fully held days', async () => {
    renderPage(<Harness />);
    const held = await screen.findByRole('button', { name: /^Thursday 10 December 2026, fully booked/ });
    expect(held).toBeDisabled();
    expect(requests).toEqual(['2026-12-05..2026-12-31']);

    const partly = screen.getByRole('button', { name: /^Friday 11 December 2026, day slot booked, night slot free/ });
    expect(partly).toBeEnabled();
    expect(
      screen.getByRole('button', { name: /^Saturday 12 December 2026, day slot free, night slot free/ }),
    ).toBeEnabled();
    // Past dates cannot be picked either.
    expect(screen.getByRole('button', { name: /^Thursday 3 December 2026, in the past/ })).toBeDisabled();
  });

  it('fetches the next month when the guest moves on, and reports the picked date', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderPage(<Harness onSelect={onSelect} />);
    await screen.findByRole('button', { name: /^Friday 11 December 2026/ });

    await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(await screen.findByRole('button', { name: /^Saturday 2 January 2027, fully booked/ })).toBeDisabled();
    expect(requests).toEqual(['2026-12-05..2026-12-31', '2027-01-01..2027-01-31']);

    await user.click(screen.getByRole('button', { name: /^Sunday 3 January 2027, day slot free/ }));
    expect(onSelect).toHaveBeenCalledWith('2027-01-03');
    await waitFor(() =>
      expect(screen.getByText('Sunday 3 January 2027: day slot free, night slot free.')).toBeInTheDocument(),
    );
  });

  it('judges full-day stays by their own availability', async () => {
    server.use(
      http.get('/api/v1/properties/12/availability', ({ request }) => {
        const url = new URL(request.url);
        const data = makeAvailability(url.searchParams.get('from')!, url.searchParams.get('to')!);
        // 15 December: half days free, but no 24-hour stay fits.
        const day = data.days.find((d) => d.date === '2026-12-15')!;
        day.slots.forEach((slot) => (slot.fullDay = false));
        return HttpResponse.json({ success: true, data });
      }),
    );
    renderPage(<Harness bookingType="full_day" />);
    expect(await screen.findByRole('button', { name: /^Tuesday 15 December 2026, fully booked/ })).toBeDisabled();
    expect(screen.getByText(/Showing full-day \(24 hour\) stays/)).toBeInTheDocument();
  });
});
