// /farmhouses/{locationSlug}: the locality page, with the shared not-found page for unknown slugs.
import { lazy, Suspense } from 'react';
import { LocationPage } from '@/features/catalogue/pages/LocationPage';

const NotFoundPage = lazy(() => import('@/features/static/NotFoundPage'));

export default function LocationRoute() {
  return (
    <LocationPage
      notFound={
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      }
    />
  );
}
