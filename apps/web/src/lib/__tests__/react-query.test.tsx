import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { server } from '@/testing/msw-server';
import { ApiError, apiGet } from '../api-client';
import {
  adaptiveStaleTime,
  createQueryClient,
  errorContainsFour,
  networkQuality,
  shouldRetryQuery,
} from '../react-query';

const MINUTE = 60_000;

describe('retry rule (PRODUCT.md §9: retry at most once, not on errors containing a 4)', () => {
  it('retries a server error once, then gives up', () => {
    const error = new ApiError({ status: 500, message: 'Internal Server Error' });
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(false);
  });

  it('never retries when the status or message contains a 4', () => {
    expect(shouldRetryQuery(0, new ApiError({ status: 404, message: 'Not found' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 400, message: 'guests must be between 1 and 100' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 503, message: 'Retry in 45 s' }))).toBe(false);
    expect(shouldRetryQuery(0, new Error('Request timed out after 4000 ms'))).toBe(false);
    expect(errorContainsFour(new ApiError({ status: 502, message: 'Bad gateway' }))).toBe(false);
  });

  it('makes two requests in total for a failing server, one for a missing page', async () => {
    let serverErrors = 0;
    let notFound = 0;
    server.use(
      http.get('/api/broken', () => {
        serverErrors += 1;
        return HttpResponse.json({ success: false, message: 'Server exploded' }, { status: 500 });
      }),
      http.get('/api/missing', () => {
        notFound += 1;
        return HttpResponse.json(
          { success: false, message: 'Not found', error: { code: 'NOT_FOUND', message: 'No such property' } },
          { status: 404 },
        );
      }),
    );
    const client = createQueryClient(undefined);
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });

    function Probe({ path }: { path: string }) {
      const query = useQuery({ queryKey: [path], queryFn: () => apiGet(path) });
      return <p>{query.isError ? `failed: ${query.error.message}` : 'loading'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Probe path="/api/broken" />
        <Probe path="/api/missing" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('failed: Server exploded')).toBeInTheDocument();
    expect(await screen.findByText('failed: No such property')).toBeInTheDocument();
    expect(serverErrors).toBe(2);
    expect(notFound).toBe(1);
  });
});

describe('staleness', () => {
  it('keeps data 5 minutes and drops unused data after 30 minutes by default', () => {
    const client = createQueryClient(undefined);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(5 * MINUTE);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(30 * MINUTE);
  });

  it('adapts to the network: 10 min poor or data-saver, 5 min good, 1 min excellent', () => {
    expect(adaptiveStaleTime({ effectiveType: '2g' })).toBe(10 * MINUTE);
    expect(adaptiveStaleTime({ effectiveType: 'slow-2g' })).toBe(10 * MINUTE);
    expect(adaptiveStaleTime({ effectiveType: '4g', saveData: true, downlink: 10, rtt: 50 })).toBe(10 * MINUTE);
    expect(adaptiveStaleTime({ effectiveType: '3g', downlink: 1.5, rtt: 300 })).toBe(5 * MINUTE);
    expect(adaptiveStaleTime({ effectiveType: '4g', downlink: 10, rtt: 50 })).toBe(1 * MINUTE);
    expect(networkQuality(undefined)).toBe('good');
  });

  it('follows the connection when it changes', () => {
    let onChange: (() => void) | undefined;
    const connection = {
      effectiveType: '4g',
      downlink: 10,
      rtt: 50,
      saveData: false,
      addEventListener: (_type: 'change', listener: () => void) => {
        onChange = listener;
      },
    };
    const client = createQueryClient(connection);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(1 * MINUTE);
    connection.saveData = true;
    onChange?.();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(10 * MINUTE);
  });
});
