// PRODUCT.md §9 "Polling intervals": frequent 5 s while a card or UPI payment is being settled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { POLL_FREQUENT_MS } from '@/config/constants';
import { makeBooking } from '@/testing/booking-fixtures';
import { server } from '@/testing/msw-server';
import { queryClient } from '@/lib/react-query';
import { useBooking } from '../api/bookings';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('a pending payment', () => {
  it('is asked for every 5 s until the server says it is paid, then no more', async () => {
    expect(POLL_FREQUENT_MS).toBe(5_000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    let paymentStatus = 'pending';
    server.use(
      http.get('/api/v1/bookings/55', () => {
        asked += 1;
        return HttpResponse.json({ success: true, data: makeBooking({ paymentMethod: 'upi', paymentStatus }) });
      }),
    );
    const { result } = renderHook(() => useBooking(55), { wrapper });
    await waitFor(() => expect(result.current.data?.paymentStatus).toBe('pending'));
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL_FREQUENT_MS);
    await waitFor(() => expect(asked).toBe(2));
    paymentStatus = 'paid';
    await vi.advanceTimersByTimeAsync(POLL_FREQUENT_MS);
    await waitFor(() => expect(result.current.data?.paymentStatus).toBe('paid'));
    const settled = asked;
    await vi.advanceTimersByTimeAsync(4 * POLL_FREQUENT_MS);
    expect(asked).toBe(settled);
  });

  it('a cash booking is not polled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    server.use(
      http.get('/api/v1/bookings/55', () => {
        asked += 1;
        return HttpResponse.json({
          success: true,
          data: makeBooking({ paymentMethod: 'cash', paymentStatus: 'unpaid' }),
        });
      }),
    );
    const { result } = renderHook(() => useBooking(55), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await vi.advanceTimersByTimeAsync(4 * POLL_FREQUENT_MS);
    expect(asked).toBe(1);
  });
});
