// PRODUCT.md §9 "Polling intervals": slow 2 min for the owner dashboard's incoming bookings and totals.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { POLL_SLOW_MS } from '@/config/constants';
import { server } from '@/testing/msw-server';
import { queryClient } from '@/lib/react-query';
import { useOwnerBookings } from '../api/owner';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('the owner dashboard’s incoming bookings', () => {
  it('are asked for again every 2 minutes', async () => {
    expect(POLL_SLOW_MS).toBe(120_000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    server.use(
      http.get('/api/v1/owner/bookings', () => {
        asked += 1;
        return HttpResponse.json({ success: true, data: [], meta: { page: 1, perPage: 20, total: 0 } });
      }),
    );
    const { result } = renderHook(() => useOwnerBookings('', 1), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL_SLOW_MS - 1_000);
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(asked).toBe(2));
  });
});
