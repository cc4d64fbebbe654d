// Providers and the router: the whole app.
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { queryClient } from '@/lib/react-query';
import { AppRouterProvider } from '@/lib/router';
import { appRouter } from './router';

export function App() {
  return (
    <ErrorBoundary area="generic">
      <QueryClientProvider client={queryClient}>
        <AppRouterProvider router={appRouter()} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
