// Asks before a live listing leaves the site, with an optional reason for our team.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useLingui } from '@/i18n/react';
import '../messages';

interface UnlistDialogProps {
  title: string;
  busy: boolean;
  /** Resolves true when the listing was unlisted (the dialog closes). */
  onUnlist: (reason?: string) => Promise<boolean>;
}

export function UnlistDialog({ title, busy, onUnlist }: UnlistDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { _ } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setReason('');
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="btn-secondary" disabled={busy} aria-label={_('owner.unlist.label', { title })}>
          {_('owner.unlist.button')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">
            {_('owner.unlist.title', { title })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">{_('owner.unlist.text')}</Dialog.Description>
          <form
            className="mt-4"
            onSubmit={async (event) => {
              event.preventDefault();
              if (await onUnlist(reason.trim() || undefined)) setOpen(false);
            }}
          >
            <label htmlFor={`${id}-reason`} className="field-label">
              {_('owner.reason')} <span className="font-normal text-ink-600">{_('owner.optional')}</span>
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={500}
              className="field-input py-2"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-ghost">
                  {_('owner.unlist.keep')}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn bg-danger-600 text-white hover:bg-danger-600/90" disabled={busy}>
                {_('owner.unlist.submit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
