// Route-level error element: a failed page load or render shows the generic fallback with an id.
import { useMemo } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback, createErrorId } from '@/components/ErrorBoundary';

export function RouteErrorFallback() {
  const error = useRouteError();
  const errorId = useMemo(() => {
    const id = createErrorId();
    console.error(`[route] ${id}`, error);
    return id;
  }, [error]);
  return (
    <main id="main-content" className="container-page">
      <ErrorFallback area="generic" errorId={errorId} onRetry={() => window.location.reload()} />
    </main>
  );
}
