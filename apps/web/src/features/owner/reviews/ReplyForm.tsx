// The owner's reply to one review (2 to 1,000 characters): given once, changeable for 24 hours.
// Field messages from the server land on the field; its refusals (already replied, locked) are
// shown as it words them; other failures use PRODUCT.md §8's dashboard errors.
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { CharacterCount } from '@/components/CharacterCount';
import { useToast } from '@/components/toast';
import { REVIEW_REPLY_MAX_CHARS, REVIEW_REPLY_MIN_CHARS } from '@/config/constants';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { countChars } from '@/lib/text';
import { i18n, messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import { saveReply } from '../api/reviews';
import { dashboardError } from '../lib-errors';
import '../messages';

// Worded when the check runs, in the language of that moment.
export const replyTooShort = () => i18n._('owner.reply.tooShort');
export const replyTooLong = () => i18n._('owner.reply.tooLong', { max: formatNumber(REVIEW_REPLY_MAX_CHARS) });

const schema = z.object({
  text: z
    .string()
    .refine((text) => countChars(text) >= REVIEW_REPLY_MIN_CHARS, { error: replyTooShort })
    .refine((text) => countChars(text) <= REVIEW_REPLY_MAX_CHARS, { error: replyTooLong }),
});
type Values = z.infer<typeof schema>;

interface ReplyFormProps {
  reviewId: number;
  guestName: string;
  /** The reply being changed, if any (PUT); none gives a first reply (POST). */
  current?: string;
  onSaved: () => void;
  onCancel?: () => void;
}

export function ReplyForm({ reviewId, guestName, current, onSaved, onCancel }: ReplyFormProps) {
  const id = useId();
  const { toast } = useToast();
  const { _ } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const editing = current !== undefined;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { text: current ?? '' } });
  const text = useWatch({ control: form.control, name: 'text' });
  const save = useMutation({ mutationFn: (values: Values) => saveReply(reviewId, values.text, editing) });
  const error = form.formState.errors.text?.message;

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    save.mutate(values, {
      onSuccess: () => {
        toast({
          title: i18n._(editing ? 'owner.reply.updated' : 'owner.reply.published'),
          description: i18n._('owner.reply.publishedText', { name: guestName }),
          variant: 'success',
        });
        onSaved();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.fields.text) {
          form.setError('text', { message: failure.fields.text }, { shouldFocus: true });
        } else if (failure instanceof ApiError && failure.status === 409) {
          setRefusal(failure.message);
        } else {
          toast({ ...dashboardError(failure, messageId('owner.failed.saveReply')), variant: 'error' });
        }
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="mt-3">
      <label htmlFor={`${id}-text`} className="field-label">
        {editing ? _('owner.reply.changeLabel') : _('owner.reply.label', { name: guestName })}
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        className="field-input py-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        {...form.register('text')}
      />
      <CharacterCount id={`${id}-count`} text={text} max={REVIEW_REPLY_MAX_CHARS} />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-2 rounded-xl bg-danger-50 p-3 text-sm font-semibold text-danger-600">
          {refusal}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? _('owner.reply.saving') : editing ? _('owner.reply.save') : _('owner.reply.publish')}
        </button>
        {onCancel && (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {_('owner.reply.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
