// "Delete my account" (DPDP erasure) behind a fresh code: the dialog sends an SMS code to the
// account's phone, the user types it, and DELETE /users/me carries it (so the server never needs
// to answer 403 STEP_UP_REQUIRED). A blocked erasure (409: a stay to come, a payment to settle)
// shows the server's reason as it is. On success this browser signs out and goes home.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { clearLocalConsent } from '@/lib/consent';
import { sendOtpError, verifyOtpErrorMessage } from '@/lib/otp-errors';
import { useCountdown } from '@/lib/use-countdown';
import { useSession } from '@/lib/session';
import { ERASURE_BLOCKED, useEraseAccount, useSendErasureCode } from '../api/privacy';
import { EMAIL_RESEND_SECONDS, maskOtp } from '../lib/rules';
import { TextField } from '@/components/TextField';
import { knownText } from '../lib/known-texts';
import { Trans } from '@/i18n/Trans';
import { useLingui } from '@/i18n/react';
import '../messages';

export const ERASURE_RESEND_SECONDS = EMAIL_RESEND_SECONDS;

export function DeleteAccount({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const countdown = useCountdown();
  const { signOut } = useSession();
  const { toast } = useToast();
  const { _ } = useLingui();
  const send = useSendErasureCode();
  const erase = useEraseAccount();

  const reset = () => {
    setSentTo(null);
    setCode('');
    setCodeError(null);
    setProblem(null);
    countdown.reset();
  };

  const sendCode = () => {
    setProblem(null);
    send.mutate(undefined, {
      onSuccess: ({ identifier, resendAfter }) => {
        setSentTo(identifier);
        setCode('');
        setCodeError(null);
        countdown.start(resendAfter > 0 ? resendAfter : ERASURE_RESEND_SECONDS);
      },
      onError: (error) => {
        const otp = sendOtpError(error);
        setProblem(
          error instanceof ApiError && error.code === ERASURE_BLOCKED
            ? error.message
            : [knownText(otp.title), knownText(otp.description)].filter(Boolean).join(': '),
        );
      },
    });
  };

  const onConfirm = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!/^\d{6}$/.test(code)) {
      setCodeError(_('acct.delete.enterCode'));
      return;
    }
    setCodeError(null);
    erase.mutate(code, {
      onSuccess: async () => {
        clearLocalConsent(userId);
        setOpen(false);
        // The server already ended the session; signing out clears this browser and goes home.
        await signOut();
        toast({
          title: _('acct.delete.done'),
          description: _('acct.delete.doneText'),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ERASURE_BLOCKED) setProblem(error.message);
        else if (error instanceof ApiError && (error.fields.code || error.status === 400))
          setCodeError(error.fields.code ?? knownText(verifyOtpErrorMessage(error)));
        else setProblem(error.message);
      },
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="btn border border-danger-600 bg-white text-danger-600 hover:bg-danger-50">
          {_('acct.delete.button')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">
            {_('acct.delete.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">{_('acct.delete.text')}</Dialog.Description>
          {sentTo === null ? (
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-ghost">
                  {_('acct.cancel')}
                </button>
              </Dialog.Close>
              <button
                type="button"
                className="btn bg-danger-600 text-white hover:bg-danger-600/90"
                onClick={sendCode}
                disabled={send.isPending}
              >
                {send.isPending ? _('acct.sending') : _('acct.sendCode')}
              </button>
            </div>
          ) : (
            <form noValidate onSubmit={onConfirm} className="mt-4">
              <p role="status" className="text-sm text-ink-700">
                <Trans
                  id="acct.enterCode"
                  values={{ to: sentTo }}
                  components={{ 0: <span className="font-semibold text-ink-900" /> }}
                />
              </p>
              <TextField
                label={_('acct.codeLabel')}
                className="mt-3"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                error={codeError ?? undefined}
                onChange={(event) => setCode(maskOtp(event.target.value))}
              />
              <button
                type="button"
                className="btn-secondary mt-3"
                onClick={sendCode}
                disabled={countdown.remaining > 0 || send.isPending}
              >
                {countdown.remaining > 0 ? _('acct.resendIn', { seconds: countdown.remaining }) : _('acct.resend')}
              </button>
              <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <button type="button" className="btn-ghost">
                    {_('acct.cancel')}
                  </button>
                </Dialog.Close>
                <button
                  type="submit"
                  className="btn bg-danger-600 text-white hover:bg-danger-600/90"
                  disabled={erase.isPending}
                >
                  {erase.isPending ? _('acct.delete.deleting') : _('acct.delete.button')}
                </button>
              </div>
            </form>
          )}
          {problem && (
            <p role="alert" className="mt-4 rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
              {problem}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
