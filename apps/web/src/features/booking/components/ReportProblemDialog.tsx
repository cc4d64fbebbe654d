// "Report a problem" with a stay (docs/PRODUCT.md, disputes): a required reason, sent to the
// server, which holds the owner's earnings for the stay until support resolves it. A refusal shows
// the server's own message in the dialog; success hands the updated booking back to the list.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { reportProblem, type Booking } from '../api/bookings';
import { i18n } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import '../messages';

export const PROBLEM_MAX = 500;

// Built when the dialog renders, so its messages are in the active language.
const makeSchema = () =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(1, i18n._('booking.problem.reasonRequired'))
      .max(PROBLEM_MAX, i18n._('booking.cancel.reasonMax', { max: PROBLEM_MAX })),
  });
type Values = z.infer<ReturnType<typeof makeSchema>>;

export function ReportProblemDialog({
  booking,
  onReported,
}: {
  booking: Booking;
  onReported: (booking: Booking) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { toast } = useToast();
  const { _ } = useLingui();
  const form = useForm<Values>({ resolver: zodResolver(makeSchema()), defaultValues: { reason: '' } });
  const report = useMutation({ mutationFn: (reason: string) => reportProblem(booking.id, reason) });
  const reasonError = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(({ reason }) => {
    setRefusal(null);
    report.mutate(reason, {
      onSuccess: (updated) => {
        setOpen(false);
        form.reset();
        onReported(updated);
        toast({
          title: _('booking.problem.done'),
          description: _('booking.problem.held'),
          variant: 'success',
        });
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.fields.reason : undefined;
        if (field) form.setError('reason', { message: field });
        else setRefusal(error.message || _('booking.problem.failed'));
      },
    });
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset();
          setRefusal(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" aria-label={_('booking.problem.label', { code: booking.code })} className="btn-secondary">
          {_('booking.problem.button')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">
            {_('booking.problem.title', { code: booking.code })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">{_('booking.problem.intro')}</Dialog.Description>
          <form onSubmit={submit} className="mt-4" noValidate>
            <label htmlFor={`${id}-reason`} className="field-label">
              {_('booking.problem.reason')}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={4}
              className="field-input py-2"
              aria-required="true"
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              {...form.register('reason')}
            />
            {reasonError && (
              <p id={`${id}-reason-error`} className="field-error">
                {reasonError}
              </p>
            )}
            {refusal && (
              <p role="alert" className="mt-3 rounded-xl bg-danger-50 p-3 text-sm font-semibold text-danger-600">
                {refusal}
              </p>
            )}
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-ghost">
                  {_('booking.problem.close')}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={report.isPending}>
                {report.isPending ? _('booking.problem.sending') : _('booking.problem.send')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
