// What every sign-in page does on success: keep the credentials, forget the half-finished steps,
// greet the user and go back to where they came from (`?next=`, this site only).
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@/components/toast';
import { clearFlowStorage } from './lib/flow-storage';
import { firstName } from './lib/names';
import { safeNext } from '@/lib/next';
import { useSession, type SignInResult } from '@/lib/session';
import { i18n } from '@/i18n/catalogs';
import './messages';

export function useNextPath(): string {
  const [search] = useSearchParams();
  return safeNext(search.get('next'));
}

export function useCompleteSignIn(): (result: SignInResult) => void {
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const next = useNextPath();
  return useCallback(
    (result: SignInResult) => {
      clearFlowStorage();
      signIn(result);
      toast({
        title: i18n._('auth.toast.welcomeName', { name: firstName(result.user) }),
        description: i18n._('auth.toast.signedIn'),
        variant: 'success',
      });
      navigate(next, { replace: true });
    },
    [signIn, toast, navigate, next],
  );
}
