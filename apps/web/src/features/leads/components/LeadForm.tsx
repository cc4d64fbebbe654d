// The exit-intent prompt's body: the visitor picks the FIRST500 offer or a price alert (for the
// farmhouse of the page, on a farmhouse's page) and leaves a mobile number or e-mail with consent.
// Server field messages land under their fields; a refusal (too many tries) is shown as the server
// words it; a network or server failure offers Try again. A captured lead is thanked, tracked as
// PRODUCT.md §7 "lead converted", and never shown back (PRODUCT.md §3: lead fields are not shown).
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { FIRST_BOOKING_OFFER_AMOUNT_INR, FIRST_BOOKING_OFFER_CODE, PRICE_ALERT_SAVING_INR } from '@/config/constants';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { trackLeadConverted } from '@/lib/analytics';
import { formatINR } from '@/lib/format';
import { captureLead, type LeadRequest } from '../api/capture-lead';
import {
  CONSENT_REQUIRED,
  CONTACT_INVALID,
  CONTACT_REQUIRED,
  leadSchema,
  normaliseContact,
  type LeadPurpose,
  type LeadValues,
} from '../lib/lead-form';
import { i18n, messageId } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import '../messages';

// The English texts (tests read them); shown through the catalog ('leads.*').
export const FIRST500_OFFER = `${FIRST_BOOKING_OFFER_CODE}: ${formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR)} off your first booking`;
export const PRICE_ALERT_OFFER = `Get a price alert — save up to ${formatINR(PRICE_ALERT_SAVING_INR)}`;
export const CONSENT_LABEL = 'I agree to be contacted about this offer';
export const SEND_FAILED = "We couldn't send this just now. Please check your connection and try again.";
/** Where the lead was captured: its `source` on the server and in "lead converted". */
export const LEAD_SOURCE = 'exit_intent';

const RULES: Record<string, string> = {
  [CONTACT_REQUIRED]: messageId('leads.error.contactRequired'),
  [CONTACT_INVALID]: messageId('leads.error.contactInvalid'),
  [CONSENT_REQUIRED]: messageId('leads.error.consentRequired'),
};

/** A form error: one of the form's rules in the active language, or the server's words as they came. */
function fieldError(message: string | undefined): string | undefined {
  const rule = message ? RULES[message] : undefined;
  return rule ? i18n._(rule) : message;
}

const money = {
  code: FIRST_BOOKING_OFFER_CODE,
  amount: formatINR(FIRST_BOOKING_OFFER_AMOUNT_INR),
  saving: formatINR(PRICE_ALERT_SAVING_INR),
};

export interface LeadFormProps {
  /** The farmhouse of the page the prompt opened on: a price alert is for it. */
  property?: { id: number; title: string };
}

interface Problem {
  message: string;
  retry: boolean;
}

export function LeadForm({ property }: LeadFormProps) {
  const id = useId();
  const { _ } = useLingui();
  const [captured, setCaptured] = useState<LeadPurpose | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useForm<LeadValues>({
    resolver: zodResolver(leadSchema),
    defaultValues: { purpose: 'first500', contact: '', consent: false },
  });
  const send = useMutation({ mutationFn: captureLead });
  const { errors } = form.formState;
  const purpose = useWatch({ control: form.control, name: 'purpose' });

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    const body: LeadRequest = {
      contact: normaliseContact(values.contact) ?? values.contact.trim(),
      purpose: values.purpose,
      consent: true,
      ...(values.purpose === 'price_alert' && property ? { propertyId: property.id } : {}),
      source: LEAD_SOURCE,
    };
    send.mutate(body, {
      onSuccess: () => {
        trackLeadConverted(LEAD_SOURCE, values.purpose);
        setCaptured(values.purpose);
      },
      onError: (error) => setProblem(placeError(error)),
    });
  });

  /** Field messages go under their fields; what has no field of its own is said above the button. */
  const placeError = (error: Error): Problem | null => {
    if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS || error.status >= 500) {
      return { message: i18n._('leads.sendFailed'), retry: true };
    }
    let placed = false;
    for (const field of ['contact', 'consent'] as const) {
      const message = error.fields[field];
      if (message) {
        form.setError(field, { message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    const others = Object.entries(error.fields)
      .filter(([field]) => field !== 'contact' && field !== 'consent')
      .map(([, message]) => message);
    if (others.length > 0) return { message: others.join(' '), retry: false };
    return placed ? null : { message: error.message, retry: false };
  };

  if (captured) return <ThankYou purpose={captured} property={property} />;

  const describedBy = (field: 'contact' | 'consent') => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <>
      <Dialog.Description className="mt-1 text-sm text-ink-700">{_('leads.intro')}</Dialog.Description>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
        <fieldset>
          <legend className="field-label">{_('leads.offer')}</legend>
          <div className="mt-1 grid gap-2">
            <Offer
              id={`${id}-first500`}
              value="first500"
              label={_('leads.first500', { code: money.code, amount: money.amount })}
              register={form.register}
            />
            <Offer
              id={`${id}-alert`}
              value="price_alert"
              label={_('leads.priceAlert', { saving: money.saving })}
              hint={property ? _('leads.for', { title: property.title }) : _('leads.whenDrop')}
              register={form.register}
            />
          </div>
        </fieldset>

        <div>
          <label htmlFor={`${id}-contact`} className="field-label">
            {_('leads.contact')}
          </label>
          <input
            id={`${id}-contact`}
            type="text"
            autoComplete="on"
            placeholder={_('leads.placeholder', { phone: '98765 43210', email: 'you@example.com' })}
            className="field-input"
            aria-invalid={errors.contact ? true : undefined}
            aria-describedby={describedBy('contact')}
            {...form.register('contact')}
          />
          {errors.contact && (
            <p id={`${id}-contact-error`} className="field-error">
              {fieldError(errors.contact.message)}
            </p>
          )}
        </div>

        <div>
          <label className="flex items-start gap-3 text-sm text-ink-700">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describedBy('consent')}
              {...form.register('consent')}
            />
            <span>{_('leads.consent')}</span>
          </label>
          {errors.consent && (
            <p id={`${id}-consent-error`} className="field-error">
              {fieldError(errors.consent.message)}
            </p>
          )}
        </div>

        {problem && (
          <div
            role="alert"
            className="flex flex-wrap items-start gap-2 rounded-xl bg-danger-50 p-3 text-sm font-semibold text-danger-600"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p className="min-w-0 flex-1">{problem.message}</p>
            {problem.retry && (
              <button
                type="button"
                className="btn-secondary min-h-9 px-3"
                onClick={() => void submit()}
                disabled={send.isPending}
              >
                {_('leads.tryAgain')}
              </button>
            )}
          </div>
        )}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <button type="button" className="btn-ghost">
              {_('leads.noThanks')}
            </button>
          </Dialog.Close>
          <button type="submit" className="btn-primary" disabled={send.isPending}>
            {send.isPending
              ? _('leads.sending')
              : purpose === 'price_alert'
                ? _('leads.submitAlert')
                : _('leads.submitCode')}
          </button>
        </div>
      </form>
    </>
  );
}

function Offer({
  id,
  value,
  label,
  hint,
  register,
}: {
  id: string;
  value: LeadPurpose;
  label: string;
  hint?: string;
  register: UseFormRegister<LeadValues>;
}) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-sand-300 bg-white px-3 py-2 text-sm text-ink-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
    >
      <input
        id={id}
        type="radio"
        value={value}
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...register('purpose')}
      />
      <span>
        <span id={`${id}-label`} className="block font-semibold">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="block text-ink-700">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}

function ThankYou({ purpose, property }: { purpose: LeadPurpose; property?: LeadFormProps['property'] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { _ } = useLingui();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-leaf-700 focus:outline-none">
        {_('leads.thanks')}
      </h3>
      <Dialog.Description className="mt-1 text-sm text-ink-700">
        {purpose === 'first500'
          ? _('leads.thanksCode', { code: money.code, amount: money.amount })
          : property
            ? _('leads.thanksAlertFor', { title: property.title, saving: money.saving })
            : _('leads.thanksAlert', { saving: money.saving })}
      </Dialog.Description>
      <div className="mt-4 flex justify-end">
        <Dialog.Close asChild>
          <button type="button" className="btn-primary">
            {_('leads.done')}
          </button>
        </Dialog.Close>
      </div>
    </div>
  );
}
