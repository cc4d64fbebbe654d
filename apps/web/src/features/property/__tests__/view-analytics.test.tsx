import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast';
import { AuthProviders } from '@/features/auth';
import { ReviewDialogProvider } from '@/features/reviews';
import { track } from '@/lib/analytics';
import { server } from '@/testing/msw-server';
import { makeProperty } from '@/testing/property-fixtures';
import PropertyPage from '../PropertyPage';
import { installBrowserStubs } from './browser-stubs';

vi.mock('@/lib/analytics', () => ({ track: vi.fn(), flushAnalytics: vi.fn() }));

const property = makeProperty();

function renderAt(entry: InitialEntry) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[entry]}>
          <ToastProvider>
            <AuthProviders>
              <ReviewDialogProvider>
                <Routes>
                  <Route path="/property/:slug" element={<PropertyPage />} />
                </Routes>
              </ReviewDialogProvider>
            </AuthProviders>
          </ToastProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const viewed = () => vi.mocked(track).mock.calls.filter(([name]) => name === 'property_viewed');

describe('property viewed (PRODUCT.md §7 tracked event)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    installBrowserStubs();
    server.use(
      http.get('/api/v1/properties/banyan-grove-farmhouse-moinabad', () =>
        HttpResponse.json({ success: true, data: property }),
      ),
      http.get('/api/v1/properties/:id/reviews', () =>
        HttpResponse.json({ success: true, data: [], meta: { page: 1, perPage: 5, total: 0 } }),
      ),
      http.get('/api/v1/properties/:id/availability', () => HttpResponse.json({ success: true, data: [] })),
      http.get('/api/v1/properties/locations/statistics', () => HttpResponse.json({ success: true, data: [] })),
    );
  });

  it('is tracked once with the property and the page the card was on (named by the queue)', async () => {
    renderAt({
      pathname: '/property/banyan-grove-farmhouse-moinabad',
      state: { from: '/farmhouses/moinabad' },
      key: 'card',
    });
    expect(await screen.findByRole('heading', { level: 1, name: property.title })).toBeInTheDocument();
    expect(viewed()).toEqual([['property_viewed', { propertyId: property.id, source: '/farmhouses/moinabad' }]]);
  });

  it('says "direct" for a visit that starts on the property page with no referrer', async () => {
    renderAt('/property/banyan-grove-farmhouse-moinabad');
    expect(await screen.findByRole('heading', { level: 1, name: property.title })).toBeInTheDocument();
    expect(viewed()).toEqual([['property_viewed', { propertyId: property.id, source: 'direct' }]]);
  });
});
