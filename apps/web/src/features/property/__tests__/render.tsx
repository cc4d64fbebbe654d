// Test helper: renders a page with a fresh query client inside a memory router.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { AuthProviders } from '@/features/auth';
import { ReviewDialogProvider } from '@/features/reviews';

// Lazy chunks (carousel, calendar, map) are transformed on first import, which can take a few
// seconds on a busy machine: wait for them longer than the default second.
configure({ asyncUtilTimeout: 5000 });

export function renderPage(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ToastProvider>
          <AuthProviders>
            <ReviewDialogProvider>{ui}</ReviewDialogProvider>
          </AuthProviders>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
