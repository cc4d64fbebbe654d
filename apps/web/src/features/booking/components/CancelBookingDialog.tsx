// Cancel a booking after a confirmation dialog with an optional reason. Failure is the PRODUCT.md §8
// toast "Failed to cancel booking"; success hands the cancelled booking back to the list.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { formatINR } from '@/lib/format';
import { cancelBooking, type Booking } from '../api/bookings';
import { i18n } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import '../messages';

/** PRODUCT.md §8's English toast (tests read it); shown through the catalog as 'booking.cancel.failed'. */
export const CANCEL_FAILED = 'Failed to cancel booking';
export const REASON_MAX = 500;

// Built when the dialog renders, so its message is in the active language.
const makeSchema = () =>
  z.object({
    reason: z
      .string()
      .trim()
      .max(REASON_MAX, i18n._('booking.cancel.reasonMax', { max: REASON_MAX })),
  });
type Values = z.infer<ReturnType<typeof makeSchema>>;

export function CancelBookingDialog({
  booking,
  onCancelled,
}: {
  booking: Booking;
  onCancelled: (booking: Booking) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { toast } = useToast();
  const { _ } = useLingui();
  const form = useForm<Values>({ resolver: zodResolver(makeSchema()), defaultValues: { reason: '' } });
  const cancel = useMutation({ mutationFn: (reason: string) => cancelBooking(booking.id, reason || undefined) });
  const percent = booking.cancellation.refundPercentNow;
  const reasonError = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(reason, {
      onSuccess: (cancelled) => {
        setOpen(false);
        onCancelled(cancelled);
        toast({
          title: _('booking.cancel.done'),
          description:
            cancelled.cancellation.refund != null && cancelled.cancellation.refund > 0
              ? _('booking.cancel.refunded', { code: cancelled.code, amount: formatINR(cancelled.cancellation.refund) })
              : _('booking.cancel.isCancelled', { code: cancelled.code }),
          variant: 'success',
        });
      },
      onError: (error) => toast({ title: _('booking.cancel.failed'), description: error.message, variant: 'error' }),
    }),
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-label={_('booking.cancel.label', { code: booking.code })}
          className="btn border border-danger-600 bg-white text-danger-600 hover:bg-danger-50"
        >
          {_('booking.cancel.button')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">
            {_('booking.cancel.title', { code: booking.code })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">
            {percent != null
              ? percent > 0
                ? _('booking.cancel.refundsPercent', { percent })
                : _('booking.cancel.refundsNothing')
              : _('booking.cancel.released')}{' '}
            {booking.cancellation.rule}
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4" noValidate>
            <label htmlFor={`${id}-reason`} className="field-label">
              {_('booking.cancel.reason')} <span className="font-normal text-ink-600">{_('booking.optional')}</span>
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              className="field-input py-2"
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              {...form.register('reason')}
            />
            {reasonError && (
              <p id={`${id}-reason-error`} className="field-error">
                {reasonError}
              </p>
            )}
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-ghost">
                  {_('booking.cancel.keep')}
                </button>
              </Dialog.Close>
              <button
                type="submit"
                className="btn bg-danger-600 text-white hover:bg-danger-600/90"
                disabled={cancel.isPending}
              >
                {cancel.isPending ? _('booking.cancel.cancelling') : _('booking.cancel.yes')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
