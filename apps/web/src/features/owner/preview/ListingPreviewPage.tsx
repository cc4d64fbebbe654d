// /owner/property/preview/{id} (owners only): one of the owner's listings as its guest page will
// show it, in any status, read fresh from the server in one request; a banner above says it is a
// preview, with the listing's status (in the same answer) and the way back to the editor. The
// page's sections are the property feature's, a chunk that the route
// (src/app/routes/owner-property-preview.tsx) gives the loader of; it is asked for alongside the data.
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarClock, Eye, SquareArrowOutUpRight } from 'lucide-react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ownerPaths } from '@/config/owner-paths';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { page, retryFailedPages } from '@/lib/lazy-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import type { PropertyPreviewProps } from '@/features/property';
import type { ListingPreview as ListingPreviewData } from '../api/owner-types';
import { useListingPreview } from '../api/preview';
import { dashboardErrorText } from '../lib-errors';
import { ListingStatusBadge } from '../listings/ListingStatusBadge';
import '../messages';

export type LoadSections = () => Promise<{ PropertyPreview: ComponentType<PropertyPreviewProps> }>;

export default function ListingPreviewPage({ loadSections }: { loadSections: LoadSections }) {
  // With their catalogs in the active language; a failed download is asked for again at Try again.
  const [PropertyPreview] = useState(() =>
    page(() => loadSections().then((module) => ({ default: module.PropertyPreview }))),
  );
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const preview = useListingPreview(valid ? id : null);
  const { _ } = useLingui();
  const notFound = !valid || (preview.error instanceof ApiError && preview.error.isNotFound);
  const property = preview.data;
  useDocumentTitle(
    notFound
      ? _('owner.preview.notFound')
      : property
        ? _('owner.preview.docTitle', { title: property.title })
        : _('owner.preview.label'),
  );
  useEffect(() => {
    void loadSections().catch(() => undefined);
  }, [loadSections]);

  if (notFound) {
    return (
      <div className="container-page max-w-3xl py-6 sm:py-10">
        <h1 className="font-display text-2xl font-semibold text-ink-900">{_('owner.preview.notFound')}</h1>
        <p className="mt-2 text-ink-700">{_('owner.preview.notFoundText')}</p>
        <Link to={ownerPaths.dashboard} className="btn-secondary mt-4">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {_('owner.preview.toDashboard')}
        </Link>
      </div>
    );
  }
  if (preview.isError) {
    return (
      <div className="container-page max-w-3xl py-6 sm:py-10">
        <h1 className="font-display text-2xl font-semibold text-ink-900">{_('owner.preview.loadError')}</h1>
        <p role="alert" className="mt-3 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
          {dashboardErrorText(preview.error, messageId('owner.failed.loadPreview'))}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={() => void preview.refetch()}>
            {_('owner.preview.retry')}
          </button>
          <Link to={ownerPaths.editListing(id)} className="btn-secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {_('owner.preview.backToEditor')}
          </Link>
        </div>
      </div>
    );
  }
  if (!property) return <PreviewSkeleton />;
  return <Preview id={id} property={property} PropertyPreview={PropertyPreview} />;
}

interface PreviewProps {
  id: number;
  property: ListingPreviewData;
  PropertyPreview: ComponentType<PropertyPreviewProps>;
}

function Preview({ id, property, PropertyPreview }: PreviewProps) {
  const { _ } = useLingui();
  const { status } = property;
  const live = status === 'published';
  return (
    <div className="container-page pt-4 pb-10 sm:pt-6">
      <section
        aria-label={_('owner.preview.label')}
        className="mb-6 rounded-2xl border-l-4 border-brand-700 bg-brand-50 p-4"
      >
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 font-semibold text-ink-900">
          <span className="inline-flex items-center gap-2">
            <Eye aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {_('owner.preview.banner')}
          </span>
          <span className="inline-flex items-center gap-2 text-sm font-normal text-ink-700">
            {_('owner.preview.status')}
            <ListingStatusBadge status={status} />
          </span>
        </p>
        <p className="mt-1 text-sm text-ink-700">{live ? _('owner.preview.live') : _('owner.preview.hidden')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={ownerPaths.editListing(id)} className="btn-primary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {_('owner.preview.backToEditor')}
          </Link>
          {live && (
            <Link to={paths.property(property.slug)} className="btn-secondary">
              {_('owner.preview.seeLive')}
              <SquareArrowOutUpRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      </section>

      <ErrorBoundary area="generic" onReset={retryFailedPages}>
        <Suspense fallback={<PreviewSkeleton banner={false} />}>
          <PropertyPreview
            property={property}
            notice={
              <p className="flex items-start gap-2 rounded-xl bg-sand-100 p-3 text-ink-900">
                <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {live ? _('owner.preview.bookingLive') : _('owner.preview.bookingLater')}
              </p>
            }
          />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function PreviewSkeleton({ banner = true }: { banner?: boolean }) {
  const { _ } = useLingui();
  const frame = (
    <div role="status" aria-live="polite">
      <span className="sr-only">{_('owner.preview.loading')}</span>
      {banner && <div className="skeleton mb-6 h-28 w-full" />}
      <div className="skeleton h-9 w-3/4 max-w-lg" />
      <div className="skeleton mt-3 h-5 w-1/2 max-w-xs" />
      <div className="skeleton -mx-4 mt-4 aspect-[3/2] rounded-none sm:mx-0 sm:aspect-[16/9] sm:rounded-2xl lg:aspect-[2/1]" />
    </div>
  );
  return banner ? <div className="container-page pt-4 sm:pt-6">{frame}</div> : frame;
}
