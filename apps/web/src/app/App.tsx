// Providers and the router: the whole app.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { queryClient } from '@/lib/react-query';
import { router } from './router';

export function App() {
  return (
    <ErrorBoundary area="generic">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
