// Ends every session of the account (a lost phone, a shared computer), this one included.
import { useState } from 'react';
import { useToast } from '@/components/toast';
import { useSession } from '@/lib/session';
import { useLingui } from '@/i18n/react';
import '../messages';

export function SignOutEverywhere() {
  const { signOutEverywhere } = useSession();
  const { toast } = useToast();
  const { _ } = useLingui();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await signOutEverywhere();
      toast({
        title: _('acct.signOutAll.done'),
        description: _('acct.signOutAll.doneText'),
        variant: 'success',
      });
    } catch (error) {
      setPending(false);
      toast({
        title: _('acct.signOutAll.failed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'error',
      });
    }
  };

  return (
    <button type="button" className="btn-secondary" onClick={onClick} disabled={pending}>
      {pending ? _('acct.signOutAll.pending') : _('acct.signOutAll.title')}
    </button>
  );
}
