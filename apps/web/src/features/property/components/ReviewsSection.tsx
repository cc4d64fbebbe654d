// Ratings and reviews: the average, a bar per star rating, reviews a page at a time, and a slot
// for the signed-in guest's "How was your stay?" under the heading.
import type { ReactNode } from 'react';
import { formatRating } from '@/lib/format';
import type { Property } from '@/types/api';
import { useReviews } from '../api/get-reviews';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';

interface ReviewsSectionProps {
  property: Pick<Property, 'id' | 'rating'>;
  /** Shown under the heading: the review prompt for a guest who stayed here. */
  prompt?: ReactNode;
}

export function RatingSummary({ rating }: { rating: Property['rating'] }) {
  const { average, count, distribution } = rating;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-8">
      <div className="shrink-0">
        <p className="font-display text-5xl font-semibold text-ink-900">{formatRating(average)}</p>
        <Stars rating={average} />
        <p className="mt-1 text-sm text-ink-700">{count === 1 ? '1 review' : `${count} reviews`}</p>
      </div>
      <ul aria-label="Reviews by rating" className="flex w-full max-w-sm flex-col gap-1.5">
        {(['5', '4', '3', '2', '1'] as const).map((stars) => {
          const n = distribution[stars] ?? 0;
          const share = count > 0 ? Math.round((n / count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm text-ink-700">
              <span className="w-14 shrink-0">
                {stars} star{stars === '1' ? '' : 's'}
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-sand-200">
                <span className="block h-full rounded-full bg-star" style={{ width: `${share}%` }} />
              </span>
              <span className="w-20 shrink-0 text-right tabular-nums">
                {n} <span className="sr-only">{n === 1 ? 'review' : 'reviews'}, </span>
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

  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="scroll-mt-24 text-2xl font-semibold text-ink-900">
        Reviews
      </h2>
      {prompt}
      {property.rating.count === 0 ? (
        <p className="mt-3 text-ink-700">No reviews yet. Guests can review this place after their stay.</p>
      ) : (
        <>
          <div className="mt-4">
            <RatingSummary rating={property.rating} />
          </div>
          {reviews.isPending ? (
            <p role="status" className="mt-6 text-ink-600">
              Loading reviews…
            </p>
          ) : reviews.isError && items.length === 0 ? (
            <div role="alert" className="mt-6 flex flex-col items-start gap-3">
              <p className="text-ink-900">Reviews could not be loaded.</p>
              <button type="button" className="btn-secondary" onClick={() => reviews.refetch()}>
                Try again
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
                Showing {items.length} of {total} reviews
              </p>
              {reviews.hasNextPage && (
                <button
                  type="button"
                  className="btn-secondary mt-3"
                  disabled={reviews.isFetchingNextPage}
                  onClick={() => reviews.fetchNextPage()}
                >
                  {reviews.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
                </button>
              )}
              {reviews.isFetchNextPageError && (
                <p role="alert" className="field-error">
                  More reviews could not be loaded. Please try again.
                </p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
