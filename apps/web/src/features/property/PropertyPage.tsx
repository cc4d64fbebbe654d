// /property/{slug}: a farmhouse's photos, facts, calendar, price calculator, reviews and map.
// Heavy parts (carousel, calendar, map) arrive in their own chunks when needed; the sections below
// the fold render just after the rest.
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { ErrorBoundary, ErrorFallback, createErrorId } from '@/components/ErrorBoundary';
import { SupportChatLink } from '@/components/SupportChatLink';
import { SUPPORT_HOURS } from '@/config/constants';
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { useAnnounceChatSubject } from '@/lib/support-chat';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Property } from '@/types/api';
// Messaging owns the conversation call; the page only places its button.
import { ContactOwnerButton } from '@/features/messaging';
import type { Review } from '@/types/api';
import { isNotFound, propertyQuery, useProperty } from './api/get-property';
import { reviewsQuery, type ReviewPage } from './api/get-reviews';
import { Deferred } from './components/Deferred';
import { PhotoGallery } from './components/gallery/PhotoGallery';
import { KeyFacts } from './components/KeyFacts';
import { MobileBookBar } from './components/MobileBookBar';
import { PriceCalculator } from './components/PriceCalculator';
import { PropertyHeader } from './components/PropertyHeader';
import { useBookingQuote } from '@/lib/stay/use-booking-quote';
import { useBookingSelection } from './hooks/use-booking-selection';
import { withCatalogs } from '@/i18n';
import { useLingui } from '@/i18n/react';
import './messages';

// The not-found page is shared with the router's catch-all; both features are the guest app's own.
// Only a missing farmhouse shows it, so it is not part of the page's first load.
const NotFoundPage = lazy(() => import('@/features/static').then((module) => ({ default: module.NotFoundPage })));

// The sections below the fold are a chunk of their own with their catalog (./below-fold), asked
// for when the page's detail first renders, so it is in by the time they are shown.
const loadBelowFold = withCatalogs(() => import('./below-fold'));
const AboutSections = lazy(() => loadBelowFold().then((m) => ({ default: m.AboutSections })));
const MoreSections = lazy(() => loadBelowFold().then((m) => ({ default: m.MoreSections })));

// Below the fold, rendered after the first render (components/Deferred), unless the address
// names one of their anchors.
const ABOUT_ANCHORS = ['about-heading', 'amenities-heading', 'availability-heading'];
const MORE_ANCHORS = ['rules-heading', 'reviews-heading', 'location-heading'];
const BOOK_ANCHORS = ['book', 'price-heading'];
const ABOUT_BOX = 'h-[105rem] sm:h-[82rem]';
const MORE_BOX = 'h-[160rem] sm:h-[135rem]';

export default function PropertyPage() {
  const { slug = '' } = useParams();
  const query = useProperty(slug);
  useDocumentTitle(query.data ? `${query.data.title}, ${query.data.location}` : undefined);
  // When the farmhouse's data comes in (an update React must draw at once), the skeleton stays for
  // that render and the page is drawn in a deferred one, which React does in slices it can pause
  // for a tap or a key: in one go it was the page's longest task on a slow phone (Total Blocking
  // Time). Within a navigation (already in slices) the data is drawn at once.
  const property = useDeferredValue(query.data);

  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <Suspense fallback={<PropertySkeleton />}>
          <NotFoundPage what="farmhouse" />
        </Suspense>
      );
    }
    return <PropertyLoadError onRetry={() => query.refetch()} />;
  }
  // Not the farmhouse last drawn while another one's data is in.
  if (!property || (query.data && query.data.id !== property.id)) return <PropertySkeleton />;
  return <PropertyDetail key={property.id} property={property} />;
}

/**
 * PRODUCT.md §7 "property viewed", once per visit to the page (StrictMode's second effect run included).
 * The source is the page a property card was on, else on the visit's first page the referrer; the
 * analytics helper turns paths and addresses into names ("search", "referral", …).
 */
function usePropertyViewed(propertyId: number) {
  const { state, key } = useLocation();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    const from = (state as { from?: unknown } | null)?.from;
    const source = typeof from === 'string' ? from : key !== 'default' ? 'internal' : document.referrer || 'direct';
    track('property_viewed', { propertyId, source });
  }, [propertyId, state, key]);
}

function PropertyDetail({ property }: { property: Property }) {
  usePropertyViewed(property.id);
  // The header's and the menu's chat links name this farmhouse while its page is open.
  useAnnounceChatSubject(property.id, property.title, property.slug);
  const [selection, update] = useBookingSelection(property);
  const booking = useBookingQuote(property, selection, update);
  const queryClient = useQueryClient();
  // The calculator sits beside the photos from Tailwind's lg breakpoint (1024px) up.
  const [sideBySide] = useState(() => window.matchMedia?.('(min-width: 1024px)').matches ?? true);
  const { _ } = useLingui();
  useEffect(() => {
    void loadBelowFold().catch(() => undefined);
  }, []);

  // The guest's new review goes to the top of the list at once; then the list and the rating
  // summary are read again from the server.
  const reviewWritten = (review: Review) => {
    const reviews = reviewsQuery(property.id).queryKey;
    queryClient.setQueryData<InfiniteData<ReviewPage, number>>(reviews, (current) =>
      current && current.pages.length > 0
        ? {
            ...current,
            pages: current.pages.map((page, i) =>
              i === 0 ? { ...page, reviews: [review, ...page.reviews.filter((r) => r.id !== review.id)] } : page,
            ),
          }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: propertyQuery(property.slug).queryKey });
    void queryClient.invalidateQueries({ queryKey: reviews });
  };

  return (
    <div className="container-page pt-4 sm:pt-6">
      <nav aria-label={_('p.crumbs')} className="mb-3 text-sm text-ink-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.home} className="underline-offset-2 hover:underline">
              {_('p.home')}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-4" />
            <Link to={paths.location(property.locationSlug)} className="underline-offset-2 hover:underline">
              {_('p.inLoc', { location: property.location })}
            </Link>
          </li>
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-4" />
            <span aria-current="page" className="truncate">
              {property.title}
            </span>
          </li>
        </ol>
      </nav>

      <PropertyLayout
        property={property}
        about={
          <Deferred anchors={ABOUT_ANCHORS} placeholder={ABOUT_BOX}>
            <Suspense fallback={<div aria-hidden="true" className={ABOUT_BOX} />}>
              <AboutSections property={property} selection={selection} update={update} />
            </Suspense>
          </Deferred>
        }
        booking={
          // Beside the photos on a wide screen; on a phone below the first sections, where the
          // bar at the bottom offers the booking until then.
          <Deferred anchors={BOOK_ANCHORS} placeholder="h-[66rem]" now={sideBySide} after={1}>
            <div className="lg:sticky lg:top-24">
              <ErrorBoundary area="propertyCard">
                <PriceCalculator property={property} selection={selection} onChange={update} booking={booking} />
              </ErrorBoundary>
              <div className="mt-4 rounded-2xl border border-sand-200 bg-white p-4">
                <p className="mb-3 text-sm text-ink-700">{_('p.ask', { name: property.ownerFirstName })}</p>
                <ContactOwnerButton propertyId={property.id} />
                <p className="mt-4 mb-2 text-sm text-ink-700">
                  {_('p.support', { opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes })}
                </p>
                <SupportChatLink
                  source="property"
                  property={{ id: property.id, title: property.title, slug: property.slug }}
                  className="btn-ghost w-full border border-sand-300"
                />
              </div>
            </div>
          </Deferred>
        }
        more={
          <Deferred anchors={MORE_ANCHORS} placeholder={MORE_BOX} after={2}>
            <Suspense fallback={<div aria-hidden="true" className={MORE_BOX} />}>
              <MoreSections property={property} onReview={reviewWritten} />
            </Suspense>
          </Deferred>
        }
      />

      <MobileBookBar
        halfDayPrice={property.halfDayPrice}
        bookHref={booking.bookHref}
        total={booking.bookHref ? (booking.quote.data?.total ?? null) : null}
      />
    </div>
  );
}

interface PropertyLayoutProps {
  property: Property;
  /** The favourite heart, Share and Alert me beside the title (not in the owner's preview). */
  actions?: boolean;
  /** Below the key facts: about, amenities and the calendar. */
  about: ReactNode;
  /** The booking column: beside the photos from lg up, else after the first sections. */
  booking: ReactNode;
  /** After them: house rules, reviews and the map. */
  more: ReactNode;
}

/**
 * The page's frame below the breadcrumb: title, photos, key facts and the three slots of
 * sections. The owner's preview (./preview/PropertyPreview.tsx) fills it too, so it shows the page
 * as guests see it.
 */
export function PropertyLayout({ property, actions, about, booking, more }: PropertyLayoutProps) {
  return (
    <>
      <PropertyHeader property={property} actions={actions} />

      <div className="mt-4">
        <ErrorBoundary area="propertyCard">
          <PhotoGallery photos={property.photos} title={property.title} />
        </ErrorBoundary>
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1">
          <KeyFacts property={property} />
          {about}
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{booking}</div>
        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1">{more}</div>
      </div>
    </>
  );
}

function PropertySkeleton() {
  const { _ } = useLingui();
  return (
    <div className="container-page pt-6" role="status" aria-live="polite">
      <span className="sr-only">{_('p.loading')}</span>
      <div className="skeleton h-9 w-3/4 max-w-lg" />
      <div className="skeleton mt-3 h-5 w-1/2 max-w-xs" />
      <div className="skeleton -mx-4 mt-4 aspect-[3/2] rounded-none sm:mx-0 sm:aspect-[16/9] sm:rounded-2xl lg:aspect-[2/1]" />
      <div className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton h-16" />
        ))}
      </div>
    </div>
  );
}

function PropertyLoadError({ onRetry }: { onRetry: () => void }) {
  const [errorId] = useState(() => createErrorId());
  const { _ } = useLingui();
  return (
    <div className="container-page">
      <h1 className="sr-only">{_('p.loadError')}</h1>
      <ErrorFallback area="generic" errorId={errorId} onRetry={onRetry} />
    </div>
  );
}
