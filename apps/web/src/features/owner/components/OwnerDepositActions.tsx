// The owner's side of a booking's security deposit, on the booking's card: where it stands, and
// "Record deposit received in cash" (at check-in, with the receipt's number or a note) and "Claim
// from deposit" (after check-out, within 48 hours: an amount up to the deposit, a reason and up
// to six photos). The server's refusal shows in the dialog; the answer hands the deposit back.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { DepositSummary } from '@/components/deposit';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { formatINR } from '@/lib/format';
import { useLingui } from '@/i18n/react';
import {
  MAX_CLAIM_PHOTOS,
  claimDeposit,
  photoFileProblem,
  recordCashDeposit,
  uploadClaimPhoto,
  type OwnerDeposit,
} from '../api/deposit';
import type { OwnerBooking } from '../api/owner';
import '../messages';

export const RECEIPT_MAX = 100;
export const CLAIM_REASON_MAX = 500;

function ActionDialog({
  trigger,
  title,
  children,
  open,
  onOpenChange,
}: {
  trigger: string;
  title: string;
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-secondary">
          {trigger}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function errorText(error: unknown, field: string, fallback: string): string {
  if (error instanceof ApiError) return error.fields[field] ?? error.message ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

function CashDialog({ booking, onDone }: { booking: OwnerBooking; onDone: (d: OwnerDeposit) => void }) {
  const id = useId();
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [receipt, setReceipt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <ActionDialog
      trigger={_('owner.deposit.recordCash')}
      title={_('owner.deposit.recordCashTitle', { amount: formatINR(booking.securityDeposit) })}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setReceipt('');
          setError(null);
        }
      }}
    >
      <form
        className="mt-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const text = receipt.trim();
          if (!text || text.length > RECEIPT_MAX) {
            setError(_('owner.deposit.receiptRule', { max: RECEIPT_MAX }));
            return;
          }
          setBusy(true);
          recordCashDeposit(booking.id, text)
            .then((deposit) => {
              setOpen(false);
              onDone(deposit);
            })
            .catch((e: unknown) => setError(errorText(e, 'receipt', _('owner.deposit.failed'))))
            .finally(() => setBusy(false));
        }}
      >
        <label htmlFor={`${id}-receipt`} className="field-label">
          {_('owner.deposit.receipt')}
        </label>
        <input
          id={`${id}-receipt`}
          className="field-input"
          value={receipt}
          maxLength={RECEIPT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setReceipt(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="field-error">
            {error}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <Dialog.Close asChild>
            <button type="button" className="btn-ghost">
              {_('owner.deposit.close')}
            </button>
          </Dialog.Close>
          <button type="submit" className="btn-primary" disabled={busy}>
            {_('owner.deposit.record')}
          </button>
        </div>
      </form>
    </ActionDialog>
  );
}

function ClaimDialog({
  booking,
  deposit,
  onDone,
}: {
  booking: OwnerBooking;
  deposit: OwnerDeposit;
  onDone: (d: OwnerDeposit) => void;
}) {
  const id = useId();
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setAmount('');
    setReason('');
    setFiles([]);
    setError(null);
  };

  async function submit() {
    const rupees = Number(amount.replace(/[\s,₹]/g, ''));
    if (!Number.isInteger(rupees) || rupees < 1 || rupees > deposit.amount) {
      setError(_('owner.deposit.amountRule', { max: formatINR(deposit.amount) }));
      return;
    }
    const why = reason.trim();
    if (!why || why.length > CLAIM_REASON_MAX) {
      setError(_('owner.deposit.reasonRule', { max: CLAIM_REASON_MAX }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      for (const file of files) await uploadClaimPhoto(booking.id, file);
      const answer = await claimDeposit(booking.id, rupees, why);
      setOpen(false);
      reset();
      onDone(answer);
    } catch (e) {
      const field = e instanceof ApiError ? (e.fields.amount ?? e.fields.reason) : undefined;
      setError(field ?? errorText(e, 'file', _('owner.deposit.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      trigger={_('owner.deposit.claim')}
      title={_('owner.deposit.claimTitle', { amount: formatINR(deposit.amount) })}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <form
        className="mt-4 flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div>
          <label htmlFor={`${id}-amount`} className="field-label">
            {_('owner.deposit.amount')}
          </label>
          <input
            id={`${id}-amount`}
            className="field-input"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="field-label">
            {_('owner.deposit.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            className="field-input py-2"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-photos`} className="field-label">
            {_('owner.deposit.photos', { max: MAX_CLAIM_PHOTOS })}
          </label>
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              const problem = chosen.map(photoFileProblem).find((p) => p !== null);
              if (problem) setError(problem);
              else if (chosen.length > MAX_CLAIM_PHOTOS)
                setError(_('owner.deposit.tooManyPhotos', { max: MAX_CLAIM_PHOTOS }));
              else {
                setError(null);
                setFiles(chosen);
              }
            }}
          />
        </div>
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <Dialog.Close asChild>
            <button type="button" className="btn-ghost">
              {_('owner.deposit.close')}
            </button>
          </Dialog.Close>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? _('owner.deposit.sending') : _('owner.deposit.sendClaim')}
          </button>
        </div>
      </form>
    </ActionDialog>
  );
}

export function OwnerDepositActions({
  booking,
  onChanged,
}: {
  booking: OwnerBooking;
  onChanged: (deposit: OwnerDeposit) => void;
}) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const deposit = booking.deposit;
  if (!deposit) return null;
  const done = (message: string) => (d: OwnerDeposit) => {
    onChanged(d);
    toast({ title: message, variant: 'success' });
  };
  return (
    <div>
      <DepositSummary deposit={deposit} />
      {(deposit.canRecordCash || deposit.canClaim) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {deposit.canRecordCash && <CashDialog booking={booking} onDone={done(_('owner.deposit.recorded'))} />}
          {deposit.canClaim && (
            <ClaimDialog booking={booking} deposit={deposit} onDone={done(_('owner.deposit.claimed'))} />
          )}
        </div>
      )}
    </div>
  );
}
