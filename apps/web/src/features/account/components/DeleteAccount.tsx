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
import { TextField } from './TextField';

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
        setProblem(error instanceof ApiError && error.code === ERASURE_BLOCKED ? error.message : [otp.title, otp.description].filter(Boolean).join(': '));
      },
    });
  };

  const onConfirm = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!/^\d{6}$/.test(code)) {
      setCodeError('Enter the 6-digit code');
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
          title: 'Your account has been deleted',
          description: 'Your personal details were erased. Thank you for staying with us.',
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ERASURE_BLOCKED) setProblem(error.message);
        else if (error instanceof ApiError && (error.fields.code || error.status === 400)) setCodeError(error.fields.code ?? verifyOtpErrorMessage(error));
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
          Delete my account
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">
            This erases your name, phone number, e-mail address and preferences, and signs you out on every device.
            It cannot be undone. To be sure it is you, we send a code to your phone first.
          </Dialog.Description>
          {sentTo === null ? (
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-ghost">
                  Cancel
                </button>
              </Dialog.Close>
              <button type="button" className="btn bg-danger-600 text-white hover:bg-danger-600/90" onClick={sendCode} disabled={send.isPending}>
                {send.isPending ? 'Sending…' : 'Send code'}
              </button>
            </div>
          ) : (
            <form noValidate onSubmit={onConfirm} className="mt-4">
              <p role="status" className="text-sm text-ink-700">
                Enter the 6-digit code we sent to <span className="font-semibold text-ink-900">{sentTo}</span>.
              </p>
              <TextField
                label="6-digit code"
                className="mt-3"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                error={codeError ?? undefined}
                onChange={(event) => setCode(maskOtp(event.target.value))}
              />
              <button type="button" className="btn-secondary mt-3" onClick={sendCode} disabled={countdown.remaining > 0 || send.isPending}>
                {countdown.remaining > 0 ? `Resend code in ${countdown.remaining} s` : 'Resend code'}
              </button>
              <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <button type="button" className="btn-ghost">
                    Cancel
                  </button>
                </Dialog.Close>
                <button type="submit" className="btn bg-danger-600 text-white hover:bg-danger-600/90" disabled={erase.isPending}>
                  {erase.isPending ? 'Deleting…' : 'Delete my account'}
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
