// Sign-up form (full modal signup-form step and /register): name, e-mail, phone, account type and
// terms. Submitting sends two register codes, one by SMS and one by e-mail (PRODUCT.md §7).
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { sendCode, sendOtpError, type OtpProblem } from '../api/otp';
import { savePendingSignUp, type PendingSignUp } from '../lib/flow-storage';
import type { SignUpData } from '../api/otp';
import { ROLE_CHOICES, signupSchema } from '@/lib/sign-in-rules';
import { useCheckedForm } from '../lib/use-checked-form';
import { FormProblem, PhoneField } from './fields';
import { knownText } from '../lib/known-texts';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../messages';

export interface SignupFormProps {
  defaults?: Partial<PendingSignUp>;
  onCodesSent: (signUp: PendingSignUp, resendAfter: number) => void;
  /** Links open in a new tab inside the modal so the half-filled form is kept. */
  linkTarget?: '_blank';
  /** The account type when the way here already says it (booking a stay: a guest); not asked. */
  role?: SignUpData['role'];
}

/** Sends the two register codes; shared by the form and the dual step's resend. */
export async function sendSignUpCodes(phone: string, email: string) {
  const [sms, mail] = await Promise.all([sendCode(phone, 'sms'), sendCode(email, 'email')]);
  return {
    phoneIdentifier: sms.identifier,
    emailIdentifier: mail.identifier,
    resendAfter: Math.max(sms.resendAfter, mail.resendAfter),
  };
}

export function SignupForm({ defaults, onCodesSent, linkTarget, role }: SignupFormProps) {
  const id = useId();
  const { toast } = useToast();
  const { _ } = useLingui();
  const [problem, setProblem] = useState<OtpProblem | null>(null);
  const form = useCheckedForm(signupSchema, {
    fullName: defaults?.fullName ?? '',
    email: defaults?.email ?? '',
    phone: defaults?.phone ?? '',
    role: role ?? defaults?.role,
    acceptTerms: defaults?.acceptTerms === true,
  });
  const { errors, values } = form;

  const onSubmit = form.submit(async (parsed) => {
    setProblem(null);
    try {
      const sent = await sendSignUpCodes(parsed.phone, parsed.email);
      const signUp: PendingSignUp = {
        ...parsed,
        acceptTerms: true,
        phoneIdentifier: sent.phoneIdentifier,
        emailIdentifier: sent.emailIdentifier,
      };
      savePendingSignUp(signUp);
      toast({ title: _('auth.toast.otpsSent'), description: _('auth.toast.codesSent'), variant: 'success' });
      onCodesSent(signUp, sent.resendAfter);
    } catch (error) {
      const next = sendOtpError(error);
      setProblem(next);
      toast({ title: knownText(next.title), description: knownText(next.description), variant: 'error' });
    }
  });

  const linkProps = linkTarget ? { target: linkTarget, rel: 'noopener' } : {};

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          {_('auth.field.fullName')}
        </label>
        <input
          id={`${id}-name`}
          autoComplete="name"
          maxLength={60}
          className="field-input"
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={errors.fullName ? `${id}-name-error` : undefined}
          ref={form.field('fullName')}
          name="fullName"
          value={values.fullName}
          onChange={(event) => form.set('fullName', event.target.value)}
        />
        {errors.fullName && (
          <p id={`${id}-name-error`} className="field-error">
            {knownText(errors.fullName)}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          {_('auth.field.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={110}
          className="field-input"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          ref={form.field('email')}
          name="email"
          value={values.email}
          onChange={(event) => form.set('email', event.target.value)}
        />
        {errors.email && (
          <p id={`${id}-email-error`} className="field-error">
            {knownText(errors.email)}
          </p>
        )}
      </div>

      <PhoneField
        ref={form.field('phone')}
        id={`${id}-phone`}
        label={_('auth.field.mobile')}
        name="phone"
        value={values.phone}
        onValueChange={(phone) => form.set('phone', phone)}
        error={knownText(errors.phone)}
      />

      {!role && (
        <fieldset aria-describedby={errors.role ? `${id}-role-error` : undefined}>
          <legend className="field-label">{_('auth.signup.iWantTo')}</legend>
          <div className="mt-1 grid gap-2">
            {ROLE_CHOICES.map((choice) => (
              <label
                key={choice.value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-3 py-2 text-sm font-medium text-ink-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="role"
                  value={choice.value}
                  checked={values.role === choice.value}
                  onChange={() => form.set('role', choice.value)}
                  ref={form.field('role')}
                  className="size-4 accent-brand-700"
                />
                {knownText(choice.label)}
              </label>
            ))}
          </div>
          {errors.role && (
            <p id={`${id}-role-error`} className="field-error">
              {knownText(errors.role)}
            </p>
          )}
        </fieldset>
      )}

      <div>
        <label className="flex items-start gap-3 text-sm text-ink-700">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${id}-terms-error` : undefined}
            ref={form.field('acceptTerms')}
            name="acceptTerms"
            checked={values.acceptTerms}
            onChange={(event) => form.set('acceptTerms', event.target.checked)}
          />
          <span>
            <Trans
              id="auth.signup.agree"
              components={{
                0: <Link to={paths.termsOfService} className="font-semibold text-brand-700 underline" {...linkProps} />,
                1: <Link to={paths.privacyPolicy} className="font-semibold text-brand-700 underline" {...linkProps} />,
              }}
            />
          </span>
        </label>
        {errors.acceptTerms && (
          <p id={`${id}-terms-error`} className="field-error">
            {knownText(errors.acceptTerms)}
          </p>
        )}
      </div>

      <FormProblem title={problem?.title} description={problem?.description} />
      <button type="submit" className="btn-primary w-full" disabled={form.submitting}>
        {form.submitting ? _('auth.signup.sending') : _('auth.signup.submit')}
      </button>
    </form>
  );
}
