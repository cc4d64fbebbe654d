// One farmhouse in a list: photo, favourite heart, title, locality, rating, price and capacity.
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { BedDouble, MapPin, Star, Users } from 'lucide-react';
import FavouriteButton from '@/components/FavouriteButton';
import { PropertyPhoto } from '@/components/PropertyPhoto';
import { CARD_PHOTO_SIZES } from '@/config/image-sizes';
import { paths } from '@/config/paths';
import { formatDistanceKm, formatINR, formatRating } from '@/lib/format';
import type { PropertySummary } from '@/types/api';
import { useLingui } from '@/i18n/react';
import '../browse-messages';

export interface PropertyCardProps {
  property: PropertySummary;
  /** First cards on the page load their photo eagerly. */
  priority?: boolean;
  /** Query string to carry to the property page (dates and guests of the search). */
  linkSearch?: string;
  sizes?: string;
}

export function propertyTypeLabel(slug: string): string {
  const words = slug.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function PropertyCard({ property, priority = false, linkSearch, sizes = CARD_PHOTO_SIZES }: PropertyCardProps) {
  const titleId = useId();
  // The property page reports where the guest came from (analytics `property_viewed` source).
  const { pathname } = useLocation();
  const href = paths.property(property.slug) + (linkSearch ? `?${linkSearch}` : '');
  const { average, count } = property.rating;
  const { _ } = useLingui();
  const slots = property.availableSlots;
  const from = _('b.fromHalf', { price: '\u0001' }).split('\u0001');

  return (
    <article aria-labelledby={titleId} className="group relative flex flex-col">
      <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-sand-200">
        <PropertyPhoto
          photo={property.photo ?? null}
          fallbackAlt={property.title}
          sizes={sizes}
          priority={priority}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink-900 shadow-sm">
          {_('b.ptype', { type: property.propertyType, name: propertyTypeLabel(property.propertyType) })}
        </span>
        <FavouriteButton propertyId={property.id} describedBy={titleId} className="absolute right-3 top-3 z-10" />
      </div>

      <div className="mt-3 flex flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="font-sans text-base font-semibold leading-snug text-ink-900">
            <Link
              to={href}
              state={{ from: pathname }}
              className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-800"
            >
              {property.title}
            </Link>
          </h3>
          <p className="flex shrink-0 items-center gap-1 text-sm font-semibold text-ink-900">
            {count > 0 ? (
              <>
                <Star aria-hidden="true" className="size-4 fill-star text-star" />
                <span aria-hidden="true">
                  {formatRating(average)} <span className="font-normal text-ink-600">({count})</span>
                </span>
                <span className="sr-only">{_('b.rated', { rating: formatRating(average), count })}</span>
              </>
            ) : (
              <span className="rounded-full bg-leaf-50 px-2 py-0.5 text-xs text-leaf-800">{_('b.new')}</span>
            )}
          </p>
        </div>

        <p className="flex items-center gap-1 text-sm text-ink-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span>{_('b.where', { location: property.location, distance: formatDistanceKm(property.distanceKm) })}</span>
        </p>

        <p className="flex items-center gap-3 text-sm text-ink-600">
          <span className="flex items-center gap-1">
            <BedDouble aria-hidden="true" className="size-4" />
            {_('b.bedrooms', { count: property.bedrooms })}
          </span>
          <span className="flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {_('b.upTo', { count: property.maxGuests })}
          </span>
        </p>

        {slots && (
          <p className="text-sm font-medium text-leaf-700">
            {slots.length > 0
              ? _('b.free', {
                  slots: slots.map((slot) => (slot === 'day' ? _('b.daySlot') : _('b.nightSlot'))).join(', '),
                })
              : _('b.notFree')}
          </p>
        )}

        <p className="mt-auto pt-1 text-ink-900">
          <span className="text-sm text-ink-600">{from[0]}</span>
          <span className="text-lg font-bold">{formatINR(property.halfDayPrice)}</span>
          <span className="text-sm text-ink-600">{from[1]}</span>
          {property.fullDayPrice != null && (
            <span className="block text-sm text-ink-600">
              {_('b.perFull', { price: formatINR(property.fullDayPrice) })}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

export function PropertyCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="skeleton aspect-[3/2] w-full rounded-2xl" />
      <div className="skeleton mt-3 h-5 w-3/4" />
      <div className="skeleton mt-2 h-4 w-1/2" />
      <div className="skeleton mt-2 h-4 w-2/3" />
      <div className="skeleton mt-3 h-6 w-1/3" />
    </div>
  );
}
