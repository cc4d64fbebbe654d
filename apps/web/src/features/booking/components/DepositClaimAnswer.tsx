// The guest's answer to the owner's claim on their security deposit, within 48 hours of it:
// Accept (the owner keeps what they claimed, the rest comes back) or Dispute with a reason (our
// team decides). A refusal shows the server's own message; the answer hands the deposit back.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { formatINR } from '@/lib/format';
import { acceptDepositClaim, disputeDepositClaim, type Booking, type Deposit } from '../api/bookings';
import { useLingui } from '@/i18n/react';
import '../messages';

export const OBJECTION_MAX = 500;

export function DepositClaimAnswer({ booking, onAnswered }: { booking: Booking; onAnswered: (d: Deposit) => void }) {
  const id = useId();
  const { _ } = useLingui();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const claim = booking.deposit?.claim;
  const accept = useMutation({ mutationFn: () => acceptDepositClaim(booking.id) });
  const dispute = useMutation({ mutationFn: (why: string) => disputeDepositClaim(booking.id, why) });
  if (!booking.deposit?.canAnswer || !claim) return null;

  const failed = (e: Error) => {
    const field = e instanceof ApiError ? e.fields.reason : undefined;
    setError(field ?? (e.message || _('booking.deposit.failed')));
  };

  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-secondary"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, {
            onSuccess: (d) => {
              onAnswered(d);
              toast({ title: _('booking.deposit.accepted'), variant: 'success' });
            },
            onError: failed,
          })
        }
      >
        {_('booking.deposit.accept', { amount: formatINR(claim.amount) })}
      </button>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setReason('');
            setError(null);
          }
        }}
      >
        <Dialog.Trigger asChild>
          <button type="button" className="btn-secondary">
            {_('booking.deposit.dispute')}
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
            <Dialog.Title className="font-display text-xl font-semibold text-ink-900">
              {_('booking.deposit.disputeTitle', { amount: formatINR(claim.amount) })}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-ink-700">
              {_('booking.deposit.disputeIntro')}
            </Dialog.Description>
            <form
              className="mt-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const why = reason.trim();
                if (!why) {
                  setError(_('booking.deposit.reasonRequired'));
                  return;
                }
                if (why.length > OBJECTION_MAX) {
                  setError(_('booking.cancel.reasonMax', { max: OBJECTION_MAX }));
                  return;
                }
                setError(null);
                dispute.mutate(why, {
                  onSuccess: (d) => {
                    setOpen(false);
                    onAnswered(d);
                    toast({ title: _('booking.deposit.disputed'), variant: 'success' });
                  },
                  onError: failed,
                });
              }}
            >
              <label htmlFor={`${id}-reason`} className="field-label">
                {_('booking.deposit.reason')}
              </label>
              <textarea
                id={`${id}-reason`}
                rows={4}
                className="field-input py-2"
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="field-error">
                  {error}
                </p>
              )}
              <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <button type="button" className="btn-ghost">
                    {_('booking.problem.close')}
                  </button>
                </Dialog.Close>
                <button type="submit" className="btn-primary" disabled={dispute.isPending}>
                  {_('booking.deposit.sendDispute')}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {error && !open && (
        <p role="alert" className="w-full text-sm font-semibold text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
