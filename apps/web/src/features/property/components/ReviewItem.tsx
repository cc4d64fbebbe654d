// One review as guests read it: who wrote it and when, "Verified stay" with the stay's month, the
// stars and words, and the owner's response under it.
import { BadgeCheck } from 'lucide-react';
import { formatInstantDate } from '@/lib/format';
import { formatMonth } from '@/lib/format-month';
import type { Review } from '@/types/api';
import { Stars } from './Stars';
import { i18n } from '@/i18n';
import { useLingui } from '@/i18n/react';
import '../more-messages';

/** "Verified stay · December 2026" (the stay's month in Asia/Kolkata). */
export function verifiedStayLabel(stayMonth: string): string {
  return i18n._('pm.verified', { month: formatMonth(stayMonth) });
}

export function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="border-t border-sand-200 py-5 first:border-t-0">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {review.userName.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div>
          <p className="font-semibold text-ink-900">{review.userName}</p>
          <p className="text-sm text-ink-600">
            <time dateTime={review.createdAt}>{formatInstantDate(review.createdAt)}</time>
          </p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        {review.stayMonth && (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-leaf-700">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {verifiedStayLabel(review.stayMonth)}
          </span>
        )}
      </div>
      <p className="mt-2 whitespace-pre-line leading-7 text-ink-700">{review.comment}</p>
      {review.reply && <OwnerResponse reply={review.reply} />}
    </li>
  );
}

function OwnerResponse({ reply }: { reply: NonNullable<Review['reply']> }) {
  const { _ } = useLingui();
  return (
    <div className="mt-3 rounded-xl border-l-4 border-brand-600 bg-sand-100 p-3">
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-semibold text-ink-900">{_('pm.response')}</span>
        <span className="text-ink-600">
          <time dateTime={reply.repliedAt}>{formatInstantDate(reply.repliedAt)}</time>
          {reply.editedAt && ` ${_('pm.edited')}`}
        </span>
      </p>
      <p className="mt-1 whitespace-pre-line leading-7 text-ink-700">{reply.text}</p>
    </div>
  );
}
