// "Alert me" on a saved farmhouse: the slot type, the date wanted and what to watch for. Alerts
// need an account, and the sign-in asked for on "Create alert" is a soft gate: a visitor who skips
// it has the alert kept on this device (../kept.ts), offered again when they sign in
// (./KeptAlertsOffer.tsx). Server field errors show under their fields, anything else above the
// buttons.
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthGate } from '@/features/auth';
import { notify } from '@/components/toast/notify';
import { ApiError, readStoredToken } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { createAlert, type NewAlert } from '../api/alerts';
import { keepAlert } from '../kept';
import { alertSchema, fieldMessage, KIND_LABELS, SLOT_LABELS, todayIso, type AlertValues } from '../lib';
import { messageId } from '@/i18n/catalogs';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../messages';

export const ALERT_ACTION = 'price-alert';
export const ALERT_PROMPT = {
  // Message ids: the sign-in modal shows them in the active language.
  title: messageId('alerts.prompt.title'),
  description: messageId('alerts.prompt.description'),
  benefit: messageId('alerts.prompt.benefit'),
  icon: 'bell',
  skipText: messageId('alerts.prompt.skip'),
} as const;

export interface AlertDialogProps {
  propertyId: number;
  propertyTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const FIELDS = ['bookingType', 'date', 'kind'] as const;
type Field = (typeof FIELDS)[number];

/** The server names fields in `error.fields` or, for one, `error.field` with `error.message`. */
function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError)) return {};
  const single = (error.body as { error?: { field?: unknown } } | undefined)?.error?.field;
  return typeof single === 'string' ? { [single]: error.message, ...error.fields } : error.fields;
}

export default function AlertDialog({ propertyId, propertyTitle, open, onOpenChange }: AlertDialogProps) {
  const id = useId();
  const { status } = useSession();
  const { gate } = useAuthGate();
  const queryClient = useQueryClient();
  const { _ } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<AlertValues>({
    resolver: zodResolver(alertSchema),
    defaultValues: { bookingType: 'full_day', date: '', kind: 'price_drop' },
  });
  const { errors } = form.formState;

  const create = async (values: AlertValues) => {
    const body: NewAlert = { propertyId, ...values };
    // Read at run time: the gate runs this after its modal closed, signed in or skipped.
    if (!readStoredToken()) {
      onOpenChange(false);
      notify(
        keepAlert({ ...body, propertyTitle })
          ? {
              title: _('alerts.kept.toast'),
              description: _('alerts.kept.toastText', { title: propertyTitle }),
              variant: 'info',
              durationMs: 8000,
            }
          : {
              title: _('alerts.kept.notKept'),
              description: _('alerts.kept.notKeptText'),
              variant: 'warning',
              durationMs: 8000,
            },
      );
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await createAlert(body);
      void queryClient.invalidateQueries({ queryKey: ['alerts'] });
      notify({
        title: _('alerts.toast.set'),
        description: _('alerts.toast.setText', { title: propertyTitle }),
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      const fields = serverFieldErrors(error);
      let placed = false;
      for (const name of FIELDS) {
        if (fields[name]) {
          form.setError(name, { message: fields[name] }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setProblem(error instanceof Error ? error.message : _('alerts.error.set'));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    gate({ level: 'soft', action: ALERT_ACTION, prompt: ALERT_PROMPT, data: values, run: (data) => void create(data) }),
  );

  const describe = (name: Field) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          form.reset();
          setProblem(null);
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-40 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">{_('alerts.alertMe')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-700">
            <Trans
              id="alerts.dialog.about"
              values={{ title: propertyTitle }}
              components={{ 0: <strong className="text-ink-900" /> }}
            />
          </Dialog.Description>
          {status !== 'signed-in' && (
            <p className="mt-3 rounded-xl bg-sand-100 p-3 text-sm text-ink-800">{_('alerts.dialog.needAccount')}</p>
          )}
          <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
            <fieldset aria-describedby={describe('bookingType')}>
              <legend className="field-label">{_('alerts.dialog.slot')}</legend>
              <div className="mt-1 grid grid-cols-2 gap-2">
                {(['half_day', 'full_day'] as const).map((slot) => (
                  <label
                    key={slot}
                    className="flex min-h-11 items-center gap-2 rounded-xl border border-sand-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      value={slot}
                      {...form.register('bookingType')}
                      className="size-4 accent-brand-700"
                    />
                    {_(SLOT_LABELS[slot])}
                  </label>
                ))}
              </div>
              {errors.bookingType && (
                <p id={`${id}-bookingType-error`} className="field-error">
                  {fieldMessage(errors.bookingType.message)}
                </p>
              )}
            </fieldset>
            <div>
              <label htmlFor={`${id}-date`} className="field-label">
                {_('alerts.dialog.date')}
              </label>
              <input
                id={`${id}-date`}
                type="date"
                min={todayIso()}
                className="field-input"
                aria-invalid={errors.date ? true : undefined}
                aria-describedby={describe('date')}
                {...form.register('date')}
              />
              {errors.date && (
                <p id={`${id}-date-error`} className="field-error">
                  {fieldMessage(errors.date.message)}
                </p>
              )}
            </div>
            <fieldset aria-describedby={describe('kind')}>
              <legend className="field-label">{_('alerts.dialog.watch')}</legend>
              <div className="mt-1 flex flex-col gap-2">
                {(['price_drop', 'date_free'] as const).map((kind) => (
                  <label
                    key={kind}
                    className="flex min-h-11 items-center gap-2 rounded-xl border border-sand-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input type="radio" value={kind} {...form.register('kind')} className="size-4 accent-brand-700" />
                    {_(KIND_LABELS[kind])}
                  </label>
                ))}
              </div>
              {errors.kind && (
                <p id={`${id}-kind-error`} className="field-error">
                  {fieldMessage(errors.kind.message)}
                </p>
              )}
            </fieldset>
            {problem && (
              <p role="alert" className="rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
                {problem}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-ghost">
                  {_('alerts.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? _('alerts.dialog.creating') : _('alerts.dialog.create')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
