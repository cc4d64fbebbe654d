// Changes the e-mail address in two steps: a code goes to the NEW address and a fresh one to the
// account's phone, and only when both verify together does the account change (nobody can claim
// an address they cannot read, and an access token copied from a signed-in device cannot move
// the account, and its sign-in, to another address). A wrong code is named and the other stands.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '@/components/toast';
import { sendOtpError, verifyOtpErrorMessage } from '@/lib/otp-errors';
import { useSession, type SessionUser } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { useSendEmailCode, useSendEmailPhoneCode, useVerifyEmailCode } from '../api/profile';
import {
  EMAIL_RESEND_SECONDS,
  emailChangeCodesSchema,
  emailSchema,
  maskOtp,
  type EmailChangeCodes,
  type EmailValues,
} from '../lib/rules';
import { useCountdown } from '@/lib/use-countdown';
import { TextField } from '@/components/TextField';
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

/** Where the codes of a pending change went: the new address, and the phone (masked) once sent. */
interface Pending {
  email: string;
  phone: string | null;
  /** Why the phone code did not go out, if it did not. */
  phoneProblem: Problem | null;
}

export function EmailChange({ user }: { user: SessionUser }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const countdown = useCountdown();
  const { toast } = useToast();
  const { _ } = useLingui();

  const sent = (next: Pending, resendAfter: number | undefined) => {
    setPending(next);
    countdown.start(resendAfter && resendAfter > 0 ? resendAfter : EMAIL_RESEND_SECONDS);
    toast({
      title: _('acct.email.otpSent'),
      description: next.phone
        ? _('acct.email.codesSent', { email: next.email, phone: next.phone })
        : _('acct.email.codeSent', { email: next.email }),
      variant: 'success',
    });
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
      {pending === null ? (
        <SendStep currentEmail={user.email ?? null} onSent={sent} />
      ) : (
        <VerifyStep
          pending={pending}
          remaining={countdown.remaining}
          onResent={sent}
          onDone={() => {
            countdown.reset();
            setPending(null);
          }}
        />
      )}
    </div>
  );
}

/** Sends the new address's code, then the phone's; the phone's failure is kept to show, not thrown. */
function useSendCodes() {
  const sendEmail = useSendEmailCode();
  const sendPhone = useSendEmailPhoneCode();
  const run = async (email: string): Promise<{ next: Pending; resendAfter: number | undefined }> => {
    const answer = await sendEmail.mutateAsync(email);
    try {
      const phone = await sendPhone.mutateAsync();
      const resendAfter = Math.max(answer.resendAfter ?? 0, phone.resendAfter ?? 0);
      return { next: { email, phone: phone.identifier, phoneProblem: null }, resendAfter };
    } catch (error) {
      return { next: { email, phone: null, phoneProblem: sendOtpError(error) }, resendAfter: answer.resendAfter };
    }
  };
  return { run, isPending: sendEmail.isPending || sendPhone.isPending };
}

function SendStep({
  currentEmail,
  onSent,
}: {
  currentEmail: string | null;
  onSent: (next: Pending, resendAfter: number | undefined) => void;
}) {
  const send = useSendCodes();
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
      const { next, resendAfter } = await send.run(address);
      onSent(next, resendAfter);
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
  pending,
  remaining,
  onResent,
  onDone,
}: {
  pending: Pending;
  remaining: number;
  onResent: (next: Pending, resendAfter: number | undefined) => void;
  onDone: () => void;
}) {
  const { email } = pending;
  const { setUser } = useSession();
  const { toast } = useToast();
  const { _ } = useLingui();
  const verify = useVerifyEmailCode();
  const resend = useSendCodes();
  const [problem, setProblem] = useState<Problem | null>(pending.phoneProblem);
  const form = useForm<EmailChangeCodes>({
    resolver: zodResolver(emailChangeCodesSchema),
    defaultValues: { code: '', phoneCode: '' },
  });
  const { errors } = form.formState;
  const code = form.register('code');
  const phoneCode = form.register('phoneCode');

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { user } = await verify.mutateAsync({ email, ...values });
      setUser(user);
      toast({
        title: _('acct.email.updated'),
        description: _('acct.email.updatedText', { email: user.email ?? email }),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      // The server names the code it refused (the other one is still good); without a name,
      // PRODUCT.md §8's text goes on the new address's code.
      const refused = (['code', 'phoneCode'] as const).filter((name) => fields[name]);
      const fallback = verifyOtpErrorMessage(error);
      for (const name of refused.length > 0 ? refused : (['code'] as const)) {
        form.setError(name, { message: fields[name] ?? fallback }, { shouldFocus: true });
      }
      const which =
        refused.length === 2
          ? _('acct.email.bothWrong')
          : refused[0] === 'phoneCode'
            ? _('acct.email.phoneCodeWrong')
            : refused[0] === 'code'
              ? _('acct.email.emailCodeWrong')
              : knownText(fallback);
      toast({ title: _('acct.verifyFailed'), description: which, variant: 'error' });
    }
  });

  const onResend = async () => {
    setProblem(null);
    try {
      const { next, resendAfter } = await resend.run(email);
      form.reset({ code: '', phoneCode: '' });
      setProblem(next.phoneProblem);
      onResent(next, resendAfter);
    } catch (error) {
      setProblem(sendOtpError(error));
    }
  };

  /** Keeps digits only as the person types, then hands the event to the form. */
  const digitsOnly =
    (onChange: (event: ChangeEvent<HTMLInputElement>) => unknown) => (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = maskOtp(event.target.value);
      return onChange(event);
    };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3">
      <p className="text-sm text-ink-700" role="status">
        {pending.phone ? (
          <Trans
            id="acct.email.enterBoth"
            values={{ to: email, phone: pending.phone }}
            components={{
              0: <span className="wrap-anywhere font-semibold text-ink-900" />,
              1: <span className="font-semibold text-ink-900" />,
            }}
          />
        ) : (
          <Trans
            id="acct.enterCode"
            values={{ to: email }}
            components={{ 0: <span className="wrap-anywhere font-semibold text-ink-900" /> }}
          />
        )}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField
          label={_('acct.email.newCodeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={knownText(errors.code?.message)}
          {...code}
          onChange={digitsOnly(code.onChange)}
        />
        <TextField
          label={_('acct.email.phoneCodeLabel')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          error={knownText(errors.phoneCode?.message)}
          {...phoneCode}
          onChange={digitsOnly(phoneCode.onChange)}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={verify.isPending}>
          {verify.isPending ? _('acct.verifying') : _('acct.email.verify')}
        </button>
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
