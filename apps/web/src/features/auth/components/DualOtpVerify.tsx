// dual-otp-verify (full modal and /verify-registration): the SMS code and the e-mail code of a
// sign-up, verified together by verify-otp-register, which creates the account and signs it in.
// The server uses up neither code when one is wrong and names the wrong one in `fields` (`code`
// for the SMS code, `emailCode`), so the step marks that field and says the other one stands.
import { useEffect, useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { PHONE_MISSING, verifyRegisterCodes } from '../api/otp';
import { readPendingSignUp, savePendingSignUp, type PendingSignUp } from '../lib/flow-storage';
import { MODAL_RESEND_SECONDS, dualOtpErrors } from '@/lib/sign-in-rules';
import { useCountdown } from '@/lib/use-countdown';
import { useOtpRequests } from '../lib/use-otp-requests';
import type { SignInResult } from '@/lib/session';
import { CodeField, FormProblem, ResendControl, maskedPhone } from './fields';
import { sendSignUpCodes } from './SignupForm';
import { knownText } from '../lib/known-texts';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../messages';

export interface DualOtpVerifyProps {
  /** The sign-up waiting for its codes; read from session storage when not given. */
  signUp: PendingSignUp | null;
  resendAfter: number;
  onVerified: (result: SignInResult) => void;
}

export function DualOtpVerify({ signUp: given, resendAfter, onVerified }: DualOtpVerifyProps) {
  const { toast } = useToast();
  const { _ } = useLingui();
  const [signUp, setSignUp] = useState<PendingSignUp | null>(() => given ?? readPendingSignUp());
  const [sms, setSms] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ sms?: string; email?: string }>({});
  const { problem, busy, resending, send, verify, identifierMissing } = useOtpRequests();
  const { remaining, start } = useCountdown();

  useEffect(() => {
    start(Math.max(MODAL_RESEND_SECONDS, resendAfter));
  }, [start, resendAfter]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = dualOtpErrors(sms, email);
    setErrors(found);
    if (found.sms || found.email) return;
    const pending = signUp ?? readPendingSignUp();
    if (!pending) {
      identifierMissing();
      return;
    }
    const { fullName, email: address, phone, role } = pending;
    let refused: { sms?: string; email?: string } = {};
    const result = await verify(
      async () => {
        try {
          return await verifyRegisterCodes(pending.phoneIdentifier, sms, email, {
            fullName,
            email: address,
            phone,
            role,
            acceptTerms: true,
          });
        } catch (failure) {
          refused = refusedCodes(failure);
          throw failure;
        }
      },
      (message) => wrongCodeText(refused, _) ?? message,
    );
    setErrors(refused);
    if (result) onVerified(result);
  };

  const resend = async () => {
    if (!signUp) return;
    await send(
      async () => {
        const sent = await sendSignUpCodes(signUp.phone, signUp.email);
        const next = { ...signUp, phoneIdentifier: sent.phoneIdentifier, emailIdentifier: sent.emailIdentifier };
        savePendingSignUp(next);
        setSignUp(next);
        start(Math.max(MODAL_RESEND_SECONDS, sent.resendAfter));
        toast({ title: _('auth.toast.otpsSent'), description: _('auth.toast.newCodesSent'), variant: 'success' });
      },
      { resend: true },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {signUp ? (
        <p className="text-sm text-ink-700">
          <Trans
            id="auth.dual.sentTo"
            values={{ phone: maskedPhone(signUp.phone), email: signUp.email }}
            components={{
              0: <span className="font-semibold text-ink-900" />,
              1: <span className="font-semibold text-ink-900 break-all" />,
            }}
          />
        </p>
      ) : (
        <FormProblem title={knownText(PHONE_MISSING)} />
      )}
      <CodeField
        label={_('auth.field.smsCode')}
        value={sms}
        onValueChange={setSms}
        error={knownText(errors.sms)}
        autoFocus
      />
      <CodeField
        label={_('auth.field.emailCode')}
        value={email}
        onValueChange={setEmail}
        error={knownText(errors.email)}
      />
      <FormProblem title={problem?.title} description={problem?.description} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? _('auth.verifying') : _('auth.dual.verifyCreate')}
      </button>
      {signUp && <ResendControl remaining={remaining} onResend={resend} busy={resending} />}
    </form>
  );
}

/** The codes the server refused, by this step's field names, with its words for each. */
function refusedCodes(failure: unknown): { sms?: string; email?: string } {
  if (!(failure instanceof ApiError)) return {};
  return { sms: failure.fields.code, email: failure.fields.emailCode };
}

/** Which code to fix, in the active language; undefined when the server named neither. */
function wrongCodeText(refused: { sms?: string; email?: string }, _: (id: string) => string): string | undefined {
  if (refused.sms && refused.email) return _('auth.dual.bothWrong');
  if (refused.sms) return _('auth.dual.smsWrong');
  if (refused.email) return _('auth.dual.emailWrong');
  return undefined;
}
