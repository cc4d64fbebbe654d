// The owner dashboard's Reviews: what guests wrote about the owner's farmhouses, newest first,
// with an "Unanswered" filter; a reply per review (its form opens on demand, so a phone shows a
// short list), changeable while the server allows (24 hours).
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { PageSteps } from '@/components/PageSteps';
import { paths } from '@/config/paths';
import { formatInstantDate } from '@/lib/format';
import { formatMonth } from '@/lib/format-month';
import { messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { ownerReviewKeys, useOwnerReviews, type OwnerReview } from '../api/reviews';
import { dashboardErrorText } from '../lib-errors';
import '../messages';
import { ReplyForm } from './ReplyForm';

export function OwnerReviews() {
  const id = useId();
  const { _ } = useLingui();
  const [unanswered, setUnanswered] = useState(false);
  const [page, setPage] = useState(1);
  const query = useOwnerReviews(unanswered, page);
  const queryClient = useQueryClient();
  const items = query.data?.items ?? [];
  const total = query.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (query.data?.meta.perPage ?? 10)));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ownerReviewKeys.all });

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
          {_('owner.reviews.title')}
        </h2>
        <div>
          <label htmlFor={`${id}-filter`} className="field-label">
            {_('owner.reviews.show')}
          </label>
          <select
            id={`${id}-filter`}
            className="field-input"
            value={unanswered ? 'unanswered' : 'all'}
            onChange={(event) => {
              setUnanswered(event.target.value === 'unanswered');
              setPage(1);
            }}
          >
            <option value="all">{_('owner.reviews.all')}</option>
            <option value="unanswered">{_('owner.reviews.unanswered')}</option>
          </select>
        </div>
      </div>

      {query.isError ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {dashboardErrorText(query.error, messageId('owner.failed.loadReviews'))}
        </p>
      ) : !query.data ? (
        <div role="status" className="mt-4">
          <span className="sr-only">{_('owner.reviews.loading')}</span>
          <div className="skeleton h-28 w-full" />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-sand-200 bg-white p-4 text-ink-700">
          {unanswered ? _('owner.reviews.allAnswered') : _('owner.reviews.empty')}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-busy={query.isPlaceholderData}>
          {items.map((review) => (
            <li key={review.id}>
              <OwnerReviewCard review={review} onSaved={refresh} />
            </li>
          ))}
        </ul>
      )}
      <PageSteps page={page} pages={pages} onPage={setPage} label={_('owner.reviews.pages')} className="mt-4" />
    </section>
  );
}

function OwnerReviewCard({ review, onSaved }: { review: OwnerReview; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const { _ } = useLingui();
  const reply = review.reply;
  const canReply = review.canReply === true;
  return (
    <article
      aria-label={_('owner.reviews.cardLabel', { name: review.userName, title: review.property.title })}
      className="rounded-2xl border border-sand-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-ink-900">{review.userName}</p>
        <p className="text-sm text-ink-600">
          <time dateTime={review.createdAt}>{formatInstantDate(review.createdAt)}</time>
        </p>
      </div>
      <p className="text-sm text-ink-700">
        <Link to={paths.property(review.property.slug)} className="text-brand-700 underline underline-offset-2">
          {review.property.title}
        </Link>
        {review.stayMonth && ` · ${_('owner.reviews.verifiedStay')} · ${formatMonth(review.stayMonth)}`}
      </p>
      <p className="mt-2 font-semibold text-ink-900">{_('owner.reviews.rating', { rating: review.rating })}</p>
      <p className="mt-1 whitespace-pre-line text-ink-700">{review.comment}</p>

      {reply && !editing && (
        <div className="mt-3 rounded-xl border-l-4 border-brand-600 bg-sand-100 p-3">
          <p className="text-sm font-semibold text-ink-900">
            {_('owner.reviews.yourResponse')}{' '}
            <span className="font-normal text-ink-600">
              · <time dateTime={reply.repliedAt}>{formatInstantDate(reply.repliedAt)}</time>
              {reply.editedAt && ` ${_('owner.reviews.edited')}`}
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line text-ink-700">{reply.text}</p>
          {canReply && (
            <button type="button" className="btn-secondary mt-2" onClick={() => setEditing(true)}>
              {_('owner.reviews.editReply')}
            </button>
          )}
        </div>
      )}
      {reply && editing && (
        <ReplyForm
          reviewId={review.id}
          guestName={review.userName}
          current={reply.text}
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {!reply && canReply && !editing && (
        <button
          type="button"
          className="btn-secondary mt-3"
          aria-label={_('owner.reviews.replyLabel', { name: review.userName })}
          onClick={() => setEditing(true)}
        >
          {_('owner.reviews.reply')}
        </button>
      )}
      {!reply && editing && (
        <ReplyForm
          reviewId={review.id}
          guestName={review.userName}
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </article>
  );
}
