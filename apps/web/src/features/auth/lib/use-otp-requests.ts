// What every code form does around its calls: one request at a time, PRODUCT.md §8's send or verify
// text shown in the form and as a toast on failure, and the "Phone number is missing" case.
import { useCallback, useState } from 'react';
import { useToast } from '@/components/toast';
import { PHONE_MISSING, sendOtpError, verifyOtpErrorMessage, type OtpProblem } from '../api/otp';
import { i18n } from '@/i18n/catalogs';
import { knownText } from './known-texts';

export function useOtpRequests() {
  const { toast } = useToast();
  const [problem, setProblem] = useState<OtpProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  /** Sends a code (a first send, or a resend from the code step); true when it went out. */
  const send = useCallback(
    async (attempt: () => Promise<void>, { resend = false } = {}): Promise<boolean> => {
      const setPending = resend ? setResending : setBusy;
      setPending(true);
      setProblem(null);
      try {
        await attempt();
        return true;
      } catch (failure) {
        const next = sendOtpError(failure);
        setProblem(next);
        toast({ title: knownText(next.title), description: knownText(next.description), variant: 'error' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [toast],
  );

  /** Verifies a code; its result, or undefined after showing why it failed (`explain` may say
   *  it more precisely than PRODUCT.md §8's text, e.g. which of two codes was wrong). */
  const verify = useCallback(
    async <T>(attempt: () => Promise<T>, explain?: (message: string) => string): Promise<T | undefined> => {
      setBusy(true);
      setProblem(null);
      try {
        return await attempt();
      } catch (failure) {
        const spec = verifyOtpErrorMessage(failure);
        const message = explain ? explain(spec) : spec;
        setProblem({ title: message });
        toast({ title: i18n._('auth.toast.verifyFailed'), description: knownText(message), variant: 'error' });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );

  /** PRODUCT.md §5: the verify call needs the identifier from state or session storage. */
  const identifierMissing = useCallback(() => {
    setProblem({ title: PHONE_MISSING });
    toast({ title: i18n._('auth.toast.verifyFailed'), description: knownText(PHONE_MISSING), variant: 'error' });
  }, [toast]);

  const clearProblem = useCallback(() => setProblem(null), []);

  return { problem, busy, resending, send, verify, identifierMissing, clearProblem };
}
