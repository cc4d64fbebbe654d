// Leaving the editor with unsaved changes asks first: in-app navigation through the app router's
// blocker (lib/router, with a dialog), a reload or closing the tab through the browser's own beforeunload prompt.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from '@/lib/router';
import { useLingui } from '@/i18n/react';
import './messages';

interface LeaveGuardProps {
  hasUnsaved: () => boolean;
  flush: () => Promise<boolean>;
  /** True while the editor itself moves (create → edit address): never asked about. */
  allowed: () => boolean;
}

export function LeaveGuard({ hasUnsaved, flush, allowed }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !allowed() && hasUnsaved(),
  );
  const { _ } = useLingui();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(hasUnsaved);
  useEffect(() => {
    latest.current = hasUnsaved;
  }, [hasUnsaved]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const open = blocker.state === 'blocked';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') {
          setFailed(false);
          blocker.reset();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-900">
            {_('editor.leave.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">{_('editor.leave.text')}</Dialog.Description>
          {failed && <p className="field-error">{_('editor.leave.failed')}</p>}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className="btn-ghost">
                {_('editor.leave.stay')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => blocker.state === 'blocked' && blocker.proceed()}
            >
              {_('editor.leave.leave')}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={saving}
              onClick={async () => {
                setSaving(true);
                const ok = await flush();
                setSaving(false);
                if (ok && blocker.state === 'blocked') blocker.proceed();
                else setFailed(true);
              }}
            >
              {_('editor.leave.save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
