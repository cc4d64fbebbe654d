// The "Write a review" dialog (loaded only when a guest opens it, see ReviewDialogProvider): stars, a comment with a live
// character count, the server's limits checked first; the server's field messages land on their
// fields and its refusals (already reviewed, window closed…) are shown as it words them.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { REVIEW_COMMENT_MAX_CHARS } from '@/config/constants';
import { ApiError } from '@/lib/api-client';
import { CharacterCount } from '@/components/CharacterCount';
import { formatInstantDate } from '@/lib/format';
import type { Review } from '@/types/api';
import { writeReview } from '../api/write-review';
import { reviewError, reviewSchema, type ReviewValues } from '../lib/review-form';
import { useLingui } from '@/i18n/react';
import '../messages';
import type { ReviewableStay } from '../review-dialog-context';
import { StarRatingInput } from './StarRatingInput';

export interface WriteReviewDialogProps {
  stay: ReviewableStay;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the server has published the review (the provider closes, thanks and tells the page). */
  onWritten: (review: Review) => void;
}

export default function WriteReviewDialog({ stay, open, onOpenChange, onWritten }: WriteReviewDialogProps) {
  const id = useId();
  const { _ } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: 0, comment: '' },
  });
  const send = useMutation({ mutationFn: (values: ReviewValues) => writeReview(stay.bookingId, values) });
  const { errors } = form.formState;
  const comment = useWatch({ control: form.control, name: 'comment' });

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    send.mutate(values, {
      onSuccess: onWritten,
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        let placed = false;
        for (const field of ['rating', 'comment'] as const) {
          if (fields[field]) {
            form.setError(field, { message: fields[field] }, { shouldFocus: !placed });
            placed = true;
          }
        }
        if (!placed) setRefusal(error.message || _('reviews.error.send'));
      },
    });
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          form.reset();
          setRefusal(null);
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">
            {_('reviews.dialog.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-700">
            {stay.propertyTitle}
            {stay.dueBy && <> · {_('reviews.dialog.until', { date: formatInstantDate(stay.dueBy) })}</>}
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <StarRatingInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  legend={_('reviews.dialog.rating')}
                  error={reviewError(errors.rating?.message)}
                />
              )}
            />
            <div>
              <label htmlFor={`${id}-comment`} className="field-label">
                {_('reviews.dialog.review')}
              </label>
              <textarea
                id={`${id}-comment`}
                rows={5}
                className="field-input py-2"
                aria-invalid={errors.comment ? true : undefined}
                aria-describedby={`${id}-count${errors.comment ? ` ${id}-comment-error` : ''}`}
                {...form.register('comment')}
              />
              <CharacterCount id={`${id}-count`} text={comment} max={REVIEW_COMMENT_MAX_CHARS} />
              {errors.comment && (
                <p id={`${id}-comment-error`} className="field-error">
                  {reviewError(errors.comment.message)}
                </p>
              )}
            </div>
            {refusal && (
              <p role="alert" className="flex gap-2 rounded-xl bg-danger-50 p-3 text-sm font-semibold text-danger-600">
                <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {refusal}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-ghost">
                  {_('reviews.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={send.isPending}>
                {send.isPending ? _('reviews.dialog.publishing') : _('reviews.dialog.publish')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
