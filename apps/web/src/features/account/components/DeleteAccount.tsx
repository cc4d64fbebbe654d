// "Delete my account" behind a dialog where the user types DELETE: the server erases the personal
// data and revokes every session; this browser then signs out and goes home.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useToast } from '@/components/toast';
import { useSession } from '@/lib/session';
import { useDeleteAccount } from '../api/account';
import { clearLocalConsent } from '@/lib/consent';

export const CONFIRM_WORD = 'DELETE';

export function DeleteAccount({ userId }: { userId: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { signOut } = useSession();
  const { toast } = useToast();
  const remove = useDeleteAccount();
  const confirmed = typed === CONFIRM_WORD;

  const onConfirm = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed) return;
    remove.mutate(undefined, {
      onSuccess: async () => {
        clearLocalConsent(userId);
        setOpen(false);
        // The server already revoked the session; signing out clears this browser and goes home.
        await signOut();
        toast({
          title: 'Your account has been deleted',
          description: 'Your personal details were erased. Thank you for staying with us.',
          variant: 'success',
        });
      },
      onError: (error) => toast({ title: 'Could not delete your account', description: error.message, variant: 'error' }),
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped('');
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="btn border border-danger-600 bg-white text-danger-600 hover:bg-danger-50">
          Delete my account
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">
            This erases your name, phone number, e-mail address and preferences, and signs you out on every device.
            It cannot be undone.
          </Dialog.Description>
          <form onSubmit={onConfirm} className="mt-4">
            <label htmlFor={`${id}-confirm`} className="field-label">
              Type {CONFIRM_WORD} to confirm
            </label>
            <input
              id={`${id}-confirm`}
              className="field-input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-ghost">
                  Cancel
                </button>
              </Dialog.Close>
              <button
                type="submit"
                className="btn bg-danger-600 text-white hover:bg-danger-600/90"
                disabled={!confirmed || remove.isPending}
              >
                {remove.isPending ? 'Deleting…' : 'Delete my account'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
