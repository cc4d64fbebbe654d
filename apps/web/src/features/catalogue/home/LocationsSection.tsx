// #locations: every locality with its number of farmhouses, lowest half-day price and rating,
// each linking to its /farmhouses/{slug} page.
import { MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import { homeAnchors, paths } from '@/config/paths';
import { formatDistanceKm, formatINR, formatRating } from '@/lib/format';
import type { LocationStat } from '@/types/api';
import { useLingui } from '@/i18n/react';
import { Trans } from '@/i18n/Trans';
import { useLocationStatistics } from '../api/get-location-statistics';
import { SectionHeading } from './SectionHeading';
import './messages';

function LocationCard({ stat }: { stat: LocationStat }) {
  const { _ } = useLingui();
  return (
    <Link
      to={paths.location(stat.slug)}
      className="group flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-sand-200 transition-shadow hover:shadow-lg hover:ring-brand-300"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-display text-xl font-semibold text-ink-900 group-hover:text-brand-800">{stat.name}</span>
        {stat.averageRating != null && (
          <span className="flex items-center gap-1 text-sm font-semibold text-ink-900">
            <Star aria-hidden="true" className="size-4 fill-star text-star" />
            {formatRating(stat.averageRating)}
            <span className="sr-only">{_('home.locations.outOf5')}</span>
          </span>
        )}
      </span>
      <span className="mt-1 flex items-center gap-1 text-sm text-ink-600">
        <MapPin aria-hidden="true" className="size-4" />
        {_('home.locations.distance', { distance: formatDistanceKm(stat.distanceKm) })}
      </span>
      <span className="mt-4 flex items-end justify-between gap-2 text-sm">
        <span className="text-ink-700">{_('home.locations.count', { count: stat.count })}</span>
        {stat.lowestHalfDayPrice != null && (
          <span className="text-ink-900">
            <Trans
              id="home.locations.from"
              values={{ price: formatINR(stat.lowestHalfDayPrice) }}
              components={{ 0: <strong className="font-bold" /> }}
            />
          </span>
        )}
      </span>
    </Link>
  );
}

export function LocationsSection() {
  const stats = useLocationStatistics();
  const { _ } = useLingui();
  return (
    <section id={homeAnchors.locations} aria-labelledby="locations-heading" className="scroll-mt-20 bg-sand-100 py-14">
      <div className="container-page">
        <SectionHeading id="locations-heading" eyebrow={_('home.locations.eyebrow')} title={_('home.locations.title')}>
          {_('home.locations.text')}
        </SectionHeading>
        {stats.isPending ? (
          <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <span className="sr-only">{_('home.locations.loading')}</span>
            {Array.from({ length: 8 }, (_, index) => (
              <div key={index} className="skeleton h-32 rounded-2xl" />
            ))}
          </div>
        ) : stats.isError ? (
          <div role="alert" className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
            <p className="font-semibold text-ink-900">{_('home.locations.error')}</p>
            <button type="button" className="btn-secondary mt-3" onClick={() => void stats.refetch()}>
              {_('home.locations.retry')}
            </button>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {stats.data
              .filter((stat) => stat.count > 0)
              .map((stat) => (
                <li key={stat.slug}>
                  <LocationCard stat={stat} />
                </li>
              ))}
          </ul>
        )}
      </div>
    </section>
  );
}
