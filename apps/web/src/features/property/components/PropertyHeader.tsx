// Title block: name, locality, rating at a glance and the action row: the favourite heart, Share,
// and "Alert me" once the farmhouse is saved. Share and Alert me are chunks of their own (the
// page's first load is at its budget), shown when they arrive; Share's (with its popover) is asked
// for at the guest's first interaction, so a first view that is only looked at does not fetch it.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { MapPin, Star } from 'lucide-react';
import FavouriteButton from '@/components/FavouriteButton';
import { paths } from '@/config/paths';
import { formatDistanceKm, formatRating } from '@/lib/format';
import { useFavourite } from '@/lib/favourites';
import { useFirstInteraction } from '@/lib/use-first-interaction';
import type { Property } from '@/types/api';
import { useLingui } from '@/i18n/react';
import '../messages';

const ShareButton = lazy(() => import('@/features/share').then((m) => ({ default: m.ShareButton })));
const AlertMeButton = lazy(() => import('@/features/alerts').then((m) => ({ default: m.AlertMeButton })));

interface PropertyHeaderProps {
  property: Pick<Property, 'id' | 'slug' | 'title' | 'location' | 'locationSlug' | 'distanceKm' | 'rating'>;
  /** The favourite heart, Share and Alert me; the owner's preview shows the page without them. */
  actions?: boolean;
}

export function PropertyHeader({ property, actions = true }: PropertyHeaderProps) {
  const { id, slug, title, location, locationSlug, distanceKm, rating } = property;
  const { saved } = useFavourite(id);
  const used = useFirstInteraction();
  const { _ } = useLingui();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 id="property-title" className="text-3xl font-semibold leading-tight text-ink-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-700">
          {rating.count > 0 ? (
            <a
              href="#reviews-heading"
              className="inline-flex items-center gap-1 font-semibold text-ink-900 underline-offset-2 hover:underline"
            >
              <Star aria-hidden="true" className="size-4 fill-star text-star" />
              {formatRating(rating.average)}
              <span className="font-normal text-ink-700">({_('p.reviews', { count: rating.count })})</span>
            </a>
          ) : (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 text-star" />
              {_('p.noReviews')}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <span>
              <Link
                to={paths.location(locationSlug)}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {location}
              </Link>
              {_('p.fromHyd', { distance: formatDistanceKm(distanceKm) })}
            </span>
          </span>
        </p>
      </div>
      {actions && (
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <FavouriteButton propertyId={id} variant="inline" describedBy="property-title" />
          {used && (
            <Suspense>
              <ShareButton title={title} url={window.location.origin + paths.property(slug)} />
            </Suspense>
          )}
          {saved && (
            <Suspense>
              <AlertMeButton propertyId={id} propertyTitle={title} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
