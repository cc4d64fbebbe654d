// Ends every session of the account (a lost phone, a shared computer), this one included.
import { useState } from 'react';
import { useToast } from '@/components/toast';
import { useSession } from '@/lib/session';

export function SignOutEverywhere() {
  const { signOutEverywhere } = useSession();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await signOutEverywhere();
      toast({
        title: 'Signed out of all devices',
        description: 'Sign in again with a code whenever you need to.',
        variant: 'success',
      });
    } catch (error) {
      setPending(false);
      toast({
        title: 'Could not sign out of all devices',
        description: error instanceof Error ? error.message : undefined,
        variant: 'error',
      });
    }
  };

  return (
    <button type="button" className="btn-secondary" onClick={onClick} disabled={pending}>
      {pending ? 'Signing out…' : 'Sign out of all devices'}
    </button>
  );
}
