// Changes the e-mail address in two steps: a code goes to the NEW address, and only when that
// code is verified does the account change (so nobody can claim an address they cannot read).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '@/components/toast';
import { sendOtpError, verifyOtpErrorMessage } from '@/lib/otp-errors';
import { useSession, type SessionUser } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { useSendEmailCode, useVerifyEmailCode } from '../api/profile';
import {
  codeSchema,
  EMAIL_RESEND_SECONDS,
  emailSchema,
  maskOtp,
  type CodeValues,
  type EmailValues,
} from '../lib/rules';
import { useCountdown } from '@/lib/use-countdown';
import { TextField } from './TextField';
import { knownText } from '../lib/known-texts';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../messages';

/** The English text (tests read it); shown in the active language through knownText. */
export const SAME_EMAIL = 'This is already your e-mail address';

interface Problem {
  title: string;
  description?: string;
}

function ProblemText({ problem }: { problem: Problem | null }) {
  useLingui(); // re-renders in a new language
  if (!problem) return null;
  return (
    <div role="alert" className="mt-3 rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
      <p className="font-semibold">{knownText(problem.title)}</p>
      {problem.description && <p className="mt-0.5">{knownText(problem.description)}</p>}
    </div>
  );
}

export function EmailChange({ user }: { user: SessionUser }) {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const countdown = useCountdown();
  const { toast } = useToast();
  const { _ } = useLingui();

  const sent = (email: string, resendAfter: number | undefined) => {
    setPendingEmail(email);
    countdown.start(resendAfter && resendAfter > 0 ? resendAfter : EMAIL_RESEND_SECONDS);
    toast({ title: _('acct.email.otpSent'), description: _('acct.email.codeSent', { email }), variant: 'success' });
  };

  return (
    <div>
      <p className="text-sm text-ink-700">
        <Trans
          id="acct.email.current"
          values={{ email: user.email ?? _('acct.email.none') }}
          components={{ 0: <span className="wrap-anywhere font-semibold text-ink-900" /> }}
        />
      </p>
      {pendingEmail === null ? (
        <SendStep currentEmail={user.email ?? null} onSent={sent} />
      ) : (
        <VerifyStep
          email={pendingEmail}
          remaining={countdown.remaining}
          onResent={(resendAfter) => sent(pendingEmail, resendAfter)}
          onDone={() => {
            countdown.reset();
            setPendingEmail(null);
          }}
        />
      )}
    </div>
  );
}

function SendStep({
  currentEmail,
  onSent,
}: {
  currentEmail: string | null;
  onSent: (email: string, resendAfter: number | undefined) => void;
}) {
  const send = useSendEmailCode();
  const { _ } = useLingui();
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setProblem(null);
    const address = email.trim();
    if (currentEmail && address.toLowerCase() === currentEmail.toLowerCase()) {
      form.setError('email', { message: SAME_EMAIL }, { shouldFocus: true });
      return;
    }
    try {
      const answer = await send.mutateAsync(address);
      onSent(address, answer.resendAfter);
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields.email : undefined;
      if (fieldMessage) {
        form.setError('email', { message: fieldMessage }, { shouldFocus: true });
        return;
      }
      setProblem(sendOtpError(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={_('acct.email.newLabel')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          error={knownText(errors.email?.message)}
          hint={_('acct.email.hint')}
          className="flex-1"
          {...form.register('email')}
        />
        <button type="submit" className="btn-primary sm:mt-6" disabled={send.isPending}>
          {send.isPending ? _('acct.sending') : _('acct.sendCode')}
        </button>
      </div>
      <ProblemText problem={problem} />
    </form>
  );
}

function VerifyStep({
  email,
  remaining,
  onResent,
  onDone,
}: {
  email: string;
  remaining: number;
  onResent: (resendAfter: number | undefined) => void;
  onDone: () => void;
}) {
  const { setUser } = useSession();
  const { toast } = useToast();
  const { _ } = useLingui();
  const verify = useVerifyEmailCode();
  const resend = useSendEmailCode();
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const code = form.register('code');

  const onSubmit = form.handleSubmit(async ({ code: value }) => {
    setProblem(null);
    try {
      const { user } = await verify.mutateAsync({ email, code: value });
      setUser(user);
      toast({ title: _('acct.email.updated'), description: _('acct.email.updatedText', { email: user.email ?? email }), variant: 'success' });
      onDone();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields.code : undefined;
      const message = fieldMessage ?? verifyOtpErrorMessage(error);
      form.setError('code', { message }, { shouldFocus: true });
      toast({ title: _('acct.verifyFailed'), description: knownText(message), variant: 'error' });
    }
  });

  const onResend = async () => {
    setProblem(null);
    try {
      const answer = await resend.mutateAsync(email);
      form.reset({ code: '' });
      onResent(answer.resendAfter);
    } catch (error) {
      setProblem(sendOtpError(error));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3">
      <p className="text-sm text-ink-700" role="status">
        <Trans
          id="acct.enterCode"
          values={{ to: email }}
          components={{ 0: <span className="wrap-anywhere font-semibold text-ink-900" /> }}
        />
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={_('acct.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="flex-1"
          error={knownText(errors.code?.message)}
          {...code}
          onChange={(event) => {
            event.target.value = maskOtp(event.target.value);
            return code.onChange(event);
          }}
        />
        <button type="submit" className="btn-primary sm:mt-6" disabled={verify.isPending}>
          {verify.isPending ? _('acct.verifying') : _('acct.email.verify')}
        </button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={onResend} disabled={remaining > 0 || resend.isPending}>
          {remaining > 0 ? _('acct.resendIn', { seconds: remaining }) : _('acct.resend')}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {_('acct.email.different')}
        </button>
      </div>
      <ProblemText problem={problem} />
    </form>
  );
}
