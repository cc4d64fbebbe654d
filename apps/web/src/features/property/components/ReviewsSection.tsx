// Ratings and reviews: the average, a bar per star rating, reviews a page at a time, and a slot
// for the signed-in guest's "How was your stay?" under the heading.
import type { ReactNode } from 'react';
import { formatRating } from '@/lib/format';
import type { Property } from '@/types/api';
import { useReviews } from '../api/get-reviews';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';
import { useLingui } from '@/i18n/react';
import '../more-messages';

interface ReviewsSectionProps {
  property: Pick<Property, 'id' | 'rating'>;
  /** Shown under the heading: the review prompt for a guest who stayed here. */
  prompt?: ReactNode;
}

export function RatingSummary({ rating }: { rating: Property['rating'] }) {
  const { average, count, distribution } = rating;
  const { _ } = useLingui();
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-8">
      <div className="shrink-0">
        <p className="font-display text-5xl font-semibold text-ink-900">{formatRating(average)}</p>
        <Stars rating={average} />
        <p className="mt-1 text-sm text-ink-700">{_('pm.count', { count })}</p>
      </div>
      <ul aria-label={_('pm.byRating')} className="flex w-full max-w-sm flex-col gap-1.5">
        {(['5', '4', '3', '2', '1'] as const).map((stars) => {
          const n = distribution[stars] ?? 0;
          const share = count > 0 ? Math.round((n / count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm text-ink-700">
              <span className="w-14 shrink-0">{_('pm.stars', { count: Number(stars) })}</span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-sand-200">
                <span className="block h-full rounded-full bg-star" style={{ width: `${share}%` }} />
              </span>
              <span className="w-20 shrink-0 text-right tabular-nums">
                {n} <span className="sr-only">{_('pm.nReviews', { count: n })}</span>
                <span className="text-ink-600">({share}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ReviewsSection({ property, prompt }: ReviewsSectionProps) {
  const reviews = useReviews(property.id);
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = reviews.data?.pages.at(-1)?.meta.total ?? property.rating.count;
  const { _ } = useLingui();

  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="scroll-mt-24 text-2xl font-semibold text-ink-900">
        {_('pm.reviews')}
      </h2>
      {prompt}
      {property.rating.count === 0 ? (
        <p className="mt-3 text-ink-700">{_('pm.none')}</p>
      ) : (
        <>
          <div className="mt-4">
            <RatingSummary rating={property.rating} />
          </div>
          {reviews.isPending ? (
            <p role="status" className="mt-6 text-ink-600">
              {_('pm.loading')}
            </p>
          ) : reviews.isError && items.length === 0 ? (
            <div role="alert" className="mt-6 flex flex-col items-start gap-3">
              <p className="text-ink-900">{_('pm.failed')}</p>
              <button type="button" className="btn-secondary" onClick={() => reviews.refetch()}>
                {_('pm.retry')}
              </button>
            </div>
          ) : (
            <>
              <ul className="mt-4">
                {items.map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
              </ul>
              <p className="text-sm text-ink-600" aria-live="polite">
                {_('pm.shown', { shown: items.length, total })}
              </p>
              {reviews.hasNextPage && (
                <button
                  type="button"
                  className="btn-secondary mt-3"
                  disabled={reviews.isFetchingNextPage}
                  onClick={() => reviews.fetchNextPage()}
                >
                  {reviews.isFetchingNextPage ? _('pm.loadingMore') : _('pm.more')}
                </button>
              )}
              {reviews.isFetchNextPageError && (
                <p role="alert" className="field-error">
                  {_('pm.moreFailed')}
                </p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
