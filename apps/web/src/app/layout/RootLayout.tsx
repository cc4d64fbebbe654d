// Page frame: skip link, header, main landmark and footer around every guest page.
import { Outlet } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary area="generic">
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
}
