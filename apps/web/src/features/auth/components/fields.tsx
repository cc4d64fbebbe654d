// Inputs shared by the sign-in steps: a phone field with a fixed +91 prefix and a 6-digit code
// field. Both strip non-digits as the user types and cap the length (PRODUCT.md §5).
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';
import { COUNTRY_CODE, OTP_LENGTH, PHONE_LENGTH, maskOtp, maskPhone } from '@/lib/sign-in-rules';
import { knownText } from '../lib/known-texts';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../messages';

interface MaskedProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: string;
}

function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export const PhoneField = forwardRef<HTMLInputElement, MaskedProps>(function PhoneField(
  { label, value, onValueChange, error, hint, id: givenId, className, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="mt-1 flex">
        <span
          aria-hidden="true"
          className="inline-flex items-center rounded-l-xl border border-r-0 border-sand-300 bg-sand-100 px-3 text-base font-medium text-ink-700"
        >
          {COUNTRY_CODE}
        </span>
        <input
          ref={ref}
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          placeholder="98765 43210"
          value={value}
          onChange={(event) => onValueChange(maskPhone(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="field-input mt-0 rounded-l-none"
          {...rest}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
});

export const CodeField = forwardRef<HTMLInputElement, MaskedProps>(function CodeField(
  { label, value, onValueChange, error, hint, id: givenId, className, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="••••••"
        value={value}
        onChange={(event) => onValueChange(maskOtp(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx('field-input mt-1 text-center font-mono text-xl tracking-[0.5em]')}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
});

/** A form-level problem (send or verify failed), announced when it appears. */
export function FormProblem({ title, description }: { title?: string | null; description?: string }) {
  useLingui(); // re-renders in a new language
  if (!title) return null;
  return (
    <div role="alert" className="rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
      <p className="font-semibold">{knownText(title)}</p>
      {description && <p className="mt-0.5">{knownText(description)}</p>}
    </div>
  );
}

/** "Resend OTP", available when the countdown has ended. */
export function ResendControl({
  remaining,
  onResend,
  busy,
}: {
  remaining: number;
  onResend: () => void;
  busy?: boolean;
}) {
  const { _ } = useLingui();
  return (
    <div className="text-center text-sm text-ink-700">
      {remaining > 0 ? (
        <p aria-live="polite">
          <Trans
            id="auth.resendIn"
            values={{ seconds: remaining }}
            components={{ 0: <span className="font-semibold tabular-nums" /> }}
          />
        </p>
      ) : (
        <button
          type="button"
          onClick={onResend}
          disabled={busy}
          className="rounded-lg px-2 py-2 font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-60"
        >
          {_('auth.resend')}
        </button>
      )}
    </div>
  );
}

/** Masks all but the last four digits: +91 ••••••3210. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-PHONE_LENGTH);
  return `${COUNTRY_CODE} ${'•'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
