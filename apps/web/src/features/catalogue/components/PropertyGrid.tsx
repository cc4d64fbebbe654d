// A responsive grid of property cards, each in its own error boundary, with loading skeletons.
import clsx from 'clsx';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import type { PropertySummary } from '@/types/api';
import { PropertyCard, PropertyCardSkeleton } from './PropertyCard';
import { useLingui } from '@/i18n/react';
import '../browse-messages';

export interface PropertyGridProps {
  properties: PropertySummary[];
  /** How many cards start above the fold (eager photos). */
  priorityCount?: number;
  linkSearch?: string;
  className?: string;
  /** Dims the grid while a newer page or filter loads. */
  stale?: boolean;
}

const gridClass = 'grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3';

export function PropertyGrid({ properties, priorityCount = 0, linkSearch, className, stale }: PropertyGridProps) {
  return (
    <ul className={clsx(gridClass, stale && 'opacity-60 transition-opacity', className)}>
      {properties.map((property, index) => (
        <li key={property.id} className="flex">
          <ErrorBoundary area="propertyCard">
            <div className="w-full">
              <PropertyCard property={property} priority={index < priorityCount} linkSearch={linkSearch} />
            </div>
          </ErrorBoundary>
        </li>
      ))}
    </ul>
  );
}

export function PropertyGridSkeleton({ count = 6, label }: { count?: number; label?: string }) {
  const { _ } = useLingui();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label ? `${label}…` : _('b.loading')}</span>
      <div className={gridClass}>
        {Array.from({ length: count }, (_, index) => (
          <PropertyCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
