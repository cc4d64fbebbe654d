// A listing's guest page for its owner's preview (features/owner/preview): the page's own layout
// and sections (../PropertyPage.tsx, ../below-fold.tsx), without what would call the guest-only
// APIs, which answer 404 for a listing not yet live, or act for real: no availability calendar,
// quote, booking, Contact owner, review list or prompt, favourite, Share, or viewing analytics.
// The owner gives the note shown where guests find the booking. A chunk of its own, loaded by the
// preview route (src/app/routes/owner-property-preview.tsx) only; it takes the guest page's
// chunks as they are, so none of them is split or grows for it.
import { Suspense, use, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import type { Property } from '@/types/api';
import { withCatalogs } from '@/i18n';
import { useLingui } from '@/i18n/react';
import type * as BelowFold from '../below-fold';
import { PriceRates } from '../components/PriceRates';
import { PropertyLayout } from '../PropertyPage';
import '../messages';

export interface PropertyPreviewProps {
  property: Property;
  /** Shown under the prices, where guests find the calendar, the quote and Contact owner. */
  notice: ReactNode;
}

const loadBelowFold = withCatalogs(() => import('../below-fold'));
let belowFold: Promise<typeof BelowFold> | null = null;

/** The page's chunk of sections below the fold (suspends until it is in; a failure is tried again on retry). */
function useBelowFold(): typeof BelowFold {
  belowFold ??= loadBelowFold().catch((error: unknown) => {
    belowFold = null;
    throw error;
  });
  return use(belowFold);
}

export function PropertyPreview({ property, notice }: PropertyPreviewProps) {
  const { _ } = useLingui();
  return (
    <PropertyLayout
      property={property}
      actions={false}
      about={
        <Below>
          <AboutSections property={property} />
        </Below>
      }
      booking={
        <div className="lg:sticky lg:top-24">
          <section
            aria-labelledby="price-heading"
            className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="price-heading" className="text-2xl font-semibold text-ink-900">
              {_('p.priceTitle')}
            </h2>
            <PriceRates property={property} />
            <div className="mt-4">{notice}</div>
          </section>
        </div>
      }
      more={
        <Below>
          <MoreSections property={property} />
        </Below>
      }
    />
  );
}

function Below({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary area="propertyCard">
      <Suspense fallback={<div aria-hidden="true" className="h-64" />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function AboutSections({ property }: { property: Property }) {
  const { Description, Amenities } = useBelowFold();
  return (
    <>
      <Description text={property.description} />
      <Amenities amenities={property.amenities} />
    </>
  );
}

function MoreSections({ property }: { property: Property }) {
  const { HouseRules, RatingSummary, LocationSection } = useBelowFold();
  const { _ } = useLingui();
  return (
    <>
      <HouseRules rules={property.houseRules} checkInNotes={property.checkInNotes} />
      {/* The reviews come from a guest-only call; their summary is in the page's own answer. */}
      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className="scroll-mt-24 text-2xl font-semibold text-ink-900">
          {_('pm.reviews')}
        </h2>
        {property.rating.count === 0 ? (
          <p className="mt-3 text-ink-700">{_('pm.none')}</p>
        ) : (
          <div className="mt-4">
            <RatingSummary rating={property.rating} />
          </div>
        )}
      </section>
      <ErrorBoundary area="propertyCard">
        <LocationSection property={property} />
      </ErrorBoundary>
    </>
  );
}
