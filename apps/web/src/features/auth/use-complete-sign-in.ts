// What every sign-in page does on success: keep the credentials, forget the half-finished steps,
// greet the user and go back to where they came from (`?next=`, this site only). A new owner with
// nowhere to go back to starts at their dashboard, not on the guest home page and its guest offer.
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@/components/toast';
import { clearFlowStorage } from './lib/flow-storage';
import { firstName } from './lib/names';
import { safeNext } from '@/lib/next';
import { useSession, type SessionUser, type SignInResult } from '@/lib/session';
import { i18n } from '@/i18n/catalogs';
import './messages';

export function useNextPath(): string {
  const [search] = useSearchParams();
  return safeNext(search.get('next'));
}

/**
 * Where a user goes once signed in: `?next=`, or `ownerStart` for an owner with no `?next=`, or
 * the home page.
 */
export function useLanding(ownerStart?: string): (user: SessionUser) => string {
  const next = useNextPath();
  const [search] = useSearchParams();
  const nextGiven = search.has('next');
  return useCallback(
    (user: SessionUser) => (ownerStart && user.role === 'owner' && !nextGiven ? ownerStart : next),
    [ownerStart, nextGiven, next],
  );
}

export function useCompleteSignIn({ ownerStart }: { ownerStart?: string } = {}): (result: SignInResult) => void {
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const landing = useLanding(ownerStart);
  return useCallback(
    (result: SignInResult) => {
      clearFlowStorage();
      signIn(result);
      toast({
        title: i18n._('auth.toast.welcomeName', { name: firstName(result.user) }),
        description: i18n._('auth.toast.signedIn'),
        variant: 'success',
      });
      navigate(landing(result.user), { replace: true });
    },
    [signIn, toast, navigate, landing],
  );
}
