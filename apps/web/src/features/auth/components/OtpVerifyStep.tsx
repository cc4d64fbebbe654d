// Full modal, otp-verify step: the 6-digit code sent to the login phone, with a 60-second resend.
import { useEffect, useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast';
import { sendCode, verifyLoginCode } from '../api/otp';
import { LOGIN_IDENTIFIER_KEY, readValue, saveValue } from '../lib/flow-storage';
import { MODAL_RESEND_SECONDS, loginOtpError, messages } from '@/lib/sign-in-rules';
import { useCountdown } from '@/lib/use-countdown';
import { useOtpRequests } from '../lib/use-otp-requests';
import type { SignInResult } from '@/lib/session';
import { CodeField, FormProblem, ResendControl, maskedPhone } from './fields';
import { knownText } from '../lib/known-texts';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../messages';

export interface OtpVerifyStepProps {
  phone: string;
  /** What the server bound the code to; falls back to session storage (after a reload). */
  identifier: string | null;
  resendAfter: number;
  onVerified: (result: SignInResult) => void;
}

export function OtpVerifyStep({ phone, identifier, resendAfter, onVerified }: OtpVerifyStepProps) {
  const { toast } = useToast();
  const { _ } = useLingui();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { problem, busy, resending, send, verify, identifierMissing } = useOtpRequests();
  const { remaining, start } = useCountdown();

  useEffect(() => {
    start(Math.max(MODAL_RESEND_SECONDS, resendAfter));
  }, [start, resendAfter]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = loginOtpError(code);
    setFieldError(invalid);
    if (invalid) return;
    const target = identifier ?? readValue(LOGIN_IDENTIFIER_KEY);
    if (!target) {
      identifierMissing();
      return;
    }
    const result = await verify(() => verifyLoginCode(target, code, 'sms'));
    if (result) onVerified(result);
  };

  const resend = () =>
    send(
      async () => {
        const sent = await sendCode(phone, 'sms');
        saveValue(LOGIN_IDENTIFIER_KEY, sent.identifier);
        start(Math.max(MODAL_RESEND_SECONDS, sent.resendAfter));
        toast({
          title: _('auth.toast.otpSent'),
          description: _('auth.toast.newCodeSentTo', { phone: maskedPhone(phone) }),
          variant: 'success',
        });
      },
      { resend: true },
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-ink-700">
        <Trans
          id="auth.otp.enterCode"
          values={{ phone: maskedPhone(phone) }}
          components={{ 0: <span className="font-semibold text-ink-900" /> }}
        />
      </p>
      <CodeField
        label={_('auth.field.code')}
        value={code}
        onValueChange={(value) => {
          setCode(value);
          if (fieldError && value.length === 6) setFieldError(null);
        }}
        onBlur={() => {
          if (code.length > 0 && code.length < 6) setFieldError(messages.otp);
        }}
        error={knownText(fieldError)}
        autoFocus
      />
      <FormProblem title={problem?.title} description={problem?.description} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? _('auth.verifying') : _('auth.otp.verifySignIn')}
      </button>
      <ResendControl remaining={remaining} onResend={resend} busy={resending} />
    </form>
  );
}
