// The review side of an ended stay on Your Bookings: "Write a review" with its last day while it
// is due, "You reviewed this stay" with a link to the farmhouse's reviews once written, and
// nothing to do once the 60 days are over.
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatInstantDate } from '@/lib/format';
import type { Review } from '@/types/api';
import { WriteReviewButton } from '@/features/reviews';
import type { Booking } from '../api/bookings';
import { useLingui } from '@/i18n/react';
import '../messages';

/** Where a property page's reviews start (its Reviews heading). */
export const reviewsAnchor = (slug: string) => `${paths.property(slug)}#reviews-heading`;

export function StayReview({ booking, onWritten }: { booking: Booking; onWritten: (review: Review) => void }) {
  const { _ } = useLingui();
  const review = booking.review;
  if (!review) return null;
  if (review.status === 'due') {
    return (
      <div className="mt-4 flex flex-col gap-2 rounded-xl bg-sand-100 p-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-900">
          <span className="font-semibold">{_('booking.review.how')}</span>
          {review.dueBy && <> {_('booking.review.by', { date: formatInstantDate(review.dueBy) })}</>}
        </p>
        <WriteReviewButton
          stay={{ bookingId: booking.id, propertyTitle: booking.property.title, dueBy: review.dueBy }}
          onWritten={onWritten}
        />
      </div>
    );
  }
  if (review.status === 'written') {
    return (
      <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-900">
        <CheckCircle2 aria-hidden="true" className="size-4 text-leaf-700" />
        <span className="font-semibold">{_('booking.review.done')}</span>
        <Link
          to={reviewsAnchor(booking.property.slug)}
          className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
        >
          {_('booking.review.see')}
        </Link>
      </p>
    );
  }
  // "closed": the window is over; nothing to do.
  return null;
}
