// The exit-intent prompt (loaded when it first opens, see ../ExitIntent.tsx): a modal dialog with
// the lead form. Its body sits in the "exit-intent popup" error area (PRODUCT.md §2), so a failure there
// shows Try Again and the error id inside the dialog, which can still be closed.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LeadForm, type LeadFormProps } from './LeadForm';
import { useLingui } from '@/i18n/react';
import '../messages';

/** The English title (tests read it); shown through the catalog as 'leads.title'. */
export const EXIT_INTENT_TITLE = 'Before you go — save on your farmhouse stay';

export interface ExitIntentPromptProps extends LeadFormProps {
  onClose: () => void;
}

export default function ExitIntentPrompt({ property, onClose }: ExitIntentPromptProps) {
  const { _ } = useLingui();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="pr-10 font-display text-xl font-semibold text-ink-900">
            {_('leads.title')}
          </Dialog.Title>
          <ErrorBoundary area="exitIntent">
            <LeadForm property={property} />
          </ErrorBoundary>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label={_('leads.close')}
              className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-sand-100 hover:text-ink-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
