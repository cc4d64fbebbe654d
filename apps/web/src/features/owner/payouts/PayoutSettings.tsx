// Settings → Payouts (owners): where the owner's earnings are paid, a UPI id or a bank account.
// Only the server's masked form is ever shown once saved. Adding or changing the details needs a
// fresh code sent to the account's phone (a stolen session must not be able to redirect the
// money), and the server holds payouts to changed details for 24 hours (payableFrom).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { knownText } from '@/lib/known-texts';
import { sendOtpError } from '@/lib/otp-errors';
import { MODAL_RESEND_SECONDS } from '@/lib/sign-in-rules';
import { useCountdown } from '@/lib/use-countdown';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import {
  STEP_UP_REQUIRED,
  usePayoutDetails,
  useSavePayoutDetails,
  useSendPayoutCode,
  type PayoutDetails,
} from '../api/payouts';
import { TextField } from '@/components/TextField';
import {
  DETAIL_FIELDS,
  SERVER_FIELDS,
  emptyPayoutValues,
  maskAccountNumber,
  maskIfsc,
  maskOtp,
  payoutSchema,
  saveBody,
  type PayoutFormValues,
} from './rules';
import './messages';

/** The section's anchor: /settings#payouts (the earnings page links here). */
export const PAYOUTS_ANCHOR = 'payouts';

export default function PayoutSettings() {
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <section
      id={PAYOUTS_ANCHOR}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-ink-900">
        {_('payouts.settings.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{_('payouts.settings.text')}</p>
      <div className="mt-4">
        <PayoutDetailsPanel />
      </div>
    </section>
  );
}

function PayoutDetailsPanel() {
  const { _ } = useLingui();
  const details = usePayoutDetails();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const savedNote = useRef<HTMLParagraphElement>(null);
  const returnFocus = useRef<'button' | 'note' | null>(null);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    (returnFocus.current === 'note' ? savedNote.current : openButton.current)?.focus();
    returnFocus.current = null;
  }, [editing, saved]);

  if (details.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{_('payouts.settings.loading')}</span>
        <div className="skeleton h-16 w-full" />
      </div>
    );
  }
  if (details.isError) {
    return (
      <div role="alert" className="rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
        <p>{_('payouts.settings.loadFailed')}</p>
        <button type="button" className="btn-secondary mt-2" onClick={() => void details.refetch()}>
          {_('payouts.retry')}
        </button>
      </div>
    );
  }

  const current = details.data;
  if (editing) {
    return (
      <PayoutForm
        current={current}
        onCancel={() => {
          returnFocus.current = 'button';
          setEditing(false);
        }}
        onSaved={() => {
          returnFocus.current = 'note';
          setSaved(true);
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div>
      {current ? (
        <CurrentDetails details={current} />
      ) : (
        <p className="text-sm text-ink-700">{_('payouts.settings.none')}</p>
      )}
      {saved && current && (
        <p ref={savedNote} tabIndex={-1} role="status" className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-ink-900">
          {_('payouts.settings.saved')}
        </p>
      )}
      <button
        ref={openButton}
        type="button"
        className="btn-secondary mt-4"
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        {current ? _('payouts.settings.change') : _('payouts.settings.add')}
      </button>
    </div>
  );
}

function CurrentDetails({ details }: { details: PayoutDetails }) {
  const { _ } = useLingui();
  const [now] = useState(() => Date.now());
  const waiting = Date.parse(details.payableFrom) > now;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-ink-600">
          {details.method === 'upi' ? _('payouts.method.upi') : _('payouts.method.bank')}
        </dt>
        <dd className="wrap-anywhere font-semibold text-ink-900">{details.masked}</dd>
      </div>
      <div>
        <dt className="text-ink-600">{_('payouts.field.holderName')}</dt>
        <dd className="wrap-anywhere font-semibold text-ink-900">{details.holderName}</dd>
      </div>
      {details.gstin && (
        <div className="sm:col-span-2">
          <dt className="text-ink-600">{_('payouts.field.gst')}</dt>
          <dd className="wrap-anywhere font-semibold text-ink-900">
            {details.legalName} · {details.gstin}
          </dd>
        </div>
      )}
      {waiting && (
        <p className="text-ink-700 sm:col-span-2">
          {_('payouts.settings.startsAt', { date: formatInstant(details.payableFrom) })}
        </p>
      )}
    </dl>
  );
}

function PayoutForm({
  current,
  onCancel,
  onSaved,
}: {
  current: PayoutDetails | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  const send = useSendPayoutCode();
  const save = useSavePayoutDetails();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const codeInput = useRef<HTMLInputElement | null>(null);
  // Worded in the active language: made again when it changes.
  const resolver = useMemo(() => zodResolver(payoutSchema(_)), [_]);
  const form = useForm<PayoutFormValues>({ defaultValues: emptyPayoutValues(current?.method), resolver });
  const { errors } = form.formState;
  const method = useWatch({ control: form.control, name: 'method' });

  useEffect(() => heading.current?.focus(), []);
  // The code field appears once a code is sent: the owner types it next.
  useEffect(() => {
    if (sentTo) codeInput.current?.focus();
  }, [sentTo]);

  const sendCode = async () => {
    setProblem(null);
    // The details first: a code is not spent on a form the server would refuse.
    if (!(await form.trigger(DETAIL_FIELDS[form.getValues('method')], { shouldFocus: true }))) return;
    send.mutate(undefined, {
      onSuccess: ({ identifier, resendAfter }) => {
        setSentTo(identifier);
        form.resetField('code');
        countdown.start(resendAfter > 0 ? resendAfter : MODAL_RESEND_SECONDS);
      },
      onError: (error) => {
        const otp = sendOtpError(error);
        setProblem([knownText(otp.title), knownText(otp.description)].filter(Boolean).join(': '));
      },
    });
  };

  const onSave = form.handleSubmit((values) => {
    setProblem(null);
    save.mutate(saveBody(values), {
      onSuccess: () => {
        countdown.reset();
        onSaved();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === STEP_UP_REQUIRED) {
          setProblem(_('payouts.form.stepUp'));
          setSentTo(null);
          return;
        }
        const named = error instanceof ApiError ? SERVER_FIELDS.filter((name) => error.fields[name]) : [];
        if (error instanceof ApiError && named.length > 0) {
          named.forEach((name, index) =>
            form.setError(name, { message: error.fields[name] }, { shouldFocus: index === 0 }),
          );
          return;
        }
        setProblem(error.message || _('payouts.form.failed'));
      },
    });
  });

  // Enter before a code was sent asks for the code; after, it saves.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sentTo !== null) return onSave(event);
    event.preventDefault();
    return sendCode();
  };

  /** Masks what is typed, then hands the event to the form. */
  const masked =
    (mask: (value: string) => string, onChange: (event: ChangeEvent<HTMLInputElement>) => unknown) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value);
      return onChange(event);
    };

  const ifsc = form.register('ifsc');
  const accountNumber = form.register('accountNumber');
  const code = form.register('code');
  const gstin = form.register('gstin');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-base font-semibold text-ink-900">
        {current ? _('payouts.form.changeTitle') : _('payouts.form.addTitle')}
      </h3>
      {current && <p className="mt-1 text-sm text-ink-700">{_('payouts.form.changeNote')}</p>}

      <fieldset className="mt-3">
        <legend className="field-label">{_('payouts.form.method')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['upi', 'bank'] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-300 px-4 text-sm font-semibold text-ink-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800"
            >
              <input
                type="radio"
                value={value}
                className="accent-brand-700"
                {...form.register('method', { onChange: () => form.clearErrors() })}
              />
              {value === 'upi' ? _('payouts.method.upi') : _('payouts.method.bank')}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {method === 'upi' ? (
          <TextField
            label={_('payouts.field.vpa')}
            hint={_('payouts.field.vpaHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={320}
            error={errors.vpa?.message}
            className="sm:col-span-2"
            {...form.register('vpa')}
          />
        ) : (
          <>
            <TextField
              label={_('payouts.field.accountNumber')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={18}
              error={errors.accountNumber?.message}
              {...accountNumber}
              onChange={masked(maskAccountNumber, accountNumber.onChange)}
            />
            <TextField
              label={_('payouts.field.ifsc')}
              hint={_('payouts.field.ifscHint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={11}
              error={errors.ifsc?.message}
              {...ifsc}
              onChange={masked(maskIfsc, ifsc.onChange)}
            />
          </>
        )}
        <TextField
          label={_('payouts.field.holderName')}
          hint={_('payouts.field.holderNameHint')}
          autoComplete="name"
          maxLength={100}
          error={errors.holderName?.message}
          className="sm:col-span-2"
          {...form.register('holderName')}
        />
      </div>

      <fieldset className="mt-4">
        <legend className="field-label">
          {_('payouts.form.gst')} <span className="font-normal text-ink-600">{_('payouts.form.optional')}</span>
        </legend>
        <p className="text-sm text-ink-600">{_('payouts.form.gstNote')}</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <TextField
            label={_('payouts.field.legalName')}
            autoComplete="organization"
            maxLength={100}
            error={errors.legalName?.message}
            {...form.register('legalName')}
          />
          <TextField
            label={_('payouts.field.gstin')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            error={errors.gstin?.message}
            {...gstin}
            onChange={masked((value) => value.toUpperCase(), gstin.onChange)}
          />
        </div>
      </fieldset>

      {sentTo === null ? (
        <button type="button" className="btn-primary mt-4" onClick={() => void sendCode()} disabled={send.isPending}>
          {send.isPending ? _('payouts.form.sending') : _('payouts.form.sendCode')}
        </button>
      ) : (
        <div className="mt-4">
          <p role="status" className="text-sm text-ink-700">
            <Trans
              id="payouts.form.codeSent"
              values={{ phone: sentTo }}
              components={{ 0: <span className="font-semibold text-ink-900" /> }}
            />
          </p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label={_('payouts.field.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={errors.code?.message}
              className="sm:w-48"
              {...code}
              ref={(element) => {
                code.ref(element);
                codeInput.current = element;
              }}
              onChange={masked(maskOtp, code.onChange)}
            />
            <button
              type="button"
              className="btn-secondary sm:mt-6"
              onClick={() => void sendCode()}
              disabled={countdown.remaining > 0 || send.isPending}
            >
              {countdown.remaining > 0
                ? _('payouts.form.resendIn', { seconds: countdown.remaining })
                : _('payouts.form.resend')}
            </button>
          </div>
        </div>
      )}

      {problem && (
        <p role="alert" className="mt-3 rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
          {problem}
        </p>
      )}

      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {_('payouts.form.cancel')}
        </button>
        {sentTo !== null && (
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? _('payouts.form.saving') : _('payouts.form.save')}
          </button>
        )}
      </div>
    </form>
  );
}
