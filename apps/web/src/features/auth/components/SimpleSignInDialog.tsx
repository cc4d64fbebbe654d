// The simple sign-in dialog (PRODUCT.md §2, §4): choose → phone → otp on /api/v1/auth/*. "Change
// number" goes back to the phone; Resend OTP waits 30 seconds. On success it hands the user,
// token and refreshToken to its caller.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Smartphone, UserPlus, X } from 'lucide-react';
import { ModalDialog } from '@/components/ModalDialog';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { sendPhoneOtp, verifyPhoneOtp } from '../api/otp';
import { SIMPLE_PHONE_KEY, readValue, saveValue } from '../lib/flow-storage';
import { SIMPLE_RESEND_SECONDS, simpleOtpError, simplePhoneError } from '@/lib/sign-in-rules';
import { useCountdown } from '@/lib/use-countdown';
import { useOtpRequests } from '../lib/use-otp-requests';
import type { SignInResult } from '@/lib/session';
import { CodeField, FormProblem, PhoneField, ResendControl, maskedPhone } from './fields';
import { knownText } from '../lib/known-texts';
import { messageId } from '@/i18n/catalogs';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../messages';

export type SimpleStep = 'choose' | 'phone' | 'otp';

const TITLES: Record<SimpleStep, string> = {
  choose: messageId('auth.simple.title'),
  phone: messageId('auth.simple.phoneTitle'),
  otp: messageId('auth.simple.otpTitle'),
};

export interface SimpleSignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: (result: SignInResult) => void;
  /** Where "Create an account" goes (keeps ?next=). */
  registerHref?: string;
  /** What opened the dialog, sent as `trigger` for analytics. */
  trigger?: string;
}

export function SimpleSignInDialog({
  open,
  onOpenChange,
  onSignedIn,
  registerHref = paths.register,
  trigger,
}: SimpleSignInDialogProps) {
  const { toast } = useToast();
  const { _ } = useLingui();
  const titleId = useId();
  const [step, setStepState] = useState<SimpleStep>('choose');
  const [phone, setPhone] = useState(() => readValue(SIMPLE_PHONE_KEY) ?? '');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { problem, busy, send: request, verify, identifierMissing, clearProblem } = useOtpRequests();
  const { remaining, start } = useCountdown();

  // Every step starts without the last step's messages.
  const setStep = (next: SimpleStep) => {
    setStepState(next);
    setError(null);
    clearProblem();
  };

  const send = () =>
    request(async () => {
      const sent = await sendPhoneOtp(phone);
      saveValue(SIMPLE_PHONE_KEY, phone);
      start(Math.max(SIMPLE_RESEND_SECONDS, sent.resendAfter));
      toast({
        title: _('auth.toast.otpSent'),
        description: _('auth.toast.codeSentTo', { phone: maskedPhone(phone) }),
        variant: 'success',
      });
    });

  const submitPhone = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = simplePhoneError(phone);
    setError(invalid);
    if (invalid) return;
    if (await send()) {
      setOtp('');
      setStep('otp');
    }
  };

  const submitOtp = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = simpleOtpError(otp);
    setError(invalid);
    if (invalid) return;
    const target = phone || readValue(SIMPLE_PHONE_KEY);
    if (!target) {
      identifierMissing();
      return;
    }
    const result = await verify(() => verifyPhoneOtp(target, otp, trigger));
    if (result) onSignedIn(result);
  };

  let body: ReactNode;
  if (step === 'choose') {
    body = (
      <div className="grid gap-3">
        <p className="text-sm text-ink-700">{_('auth.simple.intro')}</p>
        <button type="button" className="btn-primary w-full" onClick={() => setStep('phone')}>
          <Smartphone aria-hidden="true" className="size-4" />
          {_('auth.simple.continueMobile')}
        </button>
        <Link to={registerHref} className="btn-secondary w-full">
          <UserPlus aria-hidden="true" className="size-4" />
          {_('auth.createAccount')}
        </Link>
      </div>
    );
  } else if (step === 'phone') {
    body = (
      <form noValidate onSubmit={submitPhone} className="space-y-4">
        <PhoneField
          label={_('auth.field.mobile')}
          value={phone}
          onValueChange={setPhone}
          error={knownText(error)}
          autoFocus
        />
        <FormProblem title={problem?.title} description={problem?.description} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? _('auth.sending') : _('auth.sendOtp')}
        </button>
      </form>
    );
  } else {
    body = (
      <form noValidate onSubmit={submitOtp} className="space-y-4">
        <p className="text-sm text-ink-700">
          <Trans
            id="auth.simple.codeSentTo"
            values={{ phone: maskedPhone(phone) }}
            components={{ 0: <span className="font-semibold text-ink-900" /> }}
          />{' '}
          <button
            type="button"
            className="rounded px-1 font-semibold text-brand-700 underline underline-offset-4"
            onClick={() => setStep('phone')}
          >
            {_('auth.simple.changeNumber')}
          </button>
        </p>
        <CodeField label={_('auth.field.otp')} value={otp} onValueChange={setOtp} error={knownText(error)} autoFocus />
        <FormProblem title={problem?.title} description={problem?.description} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? _('auth.verifying') : _('auth.simple.verify')}
        </button>
        <ResendControl remaining={remaining} onResend={() => void send()} busy={busy} />
      </form>
    );
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      labelledBy={titleId}
      className="rounded-3xl bg-white p-5 shadow-2xl"
    >
      <div className="mb-4 flex items-center gap-2">
        {step === 'phone' && (
          <button
            type="button"
            className="btn-ghost -ml-2 px-3"
            aria-label={_('auth.back')}
            onClick={() => setStep('choose')}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </button>
        )}
        <h2 id={titleId} className="flex-1 font-display text-xl font-semibold text-ink-900">
          {_(TITLES[step])}
        </h2>
        <button
          type="button"
          className="btn-ghost -mr-2 px-3"
          aria-label={_('auth.close')}
          onClick={() => onOpenChange(false)}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {body}
    </ModalDialog>
  );
}
