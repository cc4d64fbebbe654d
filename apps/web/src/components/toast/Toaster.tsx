// The toast itself on Radix Toast, its own chunk: ToastProvider loads it after the page has
// loaded, or at the first toast, so Radix Toast is not in the guest's first-load JavaScript.
import * as Toast from '@radix-ui/react-toast';
import { AlertTriangle, CalendarCheck, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import clsx from 'clsx';
import type { ToastVariant } from './sounds';
import { DEFAULT_TOAST_DURATION_MS, type CurrentToast } from './types';
import { useLingui } from '@/i18n/react';
import '../messages';

const styles: Record<ToastVariant, { box: string; icon: typeof Info; iconClass: string }> = {
  success: { box: 'border-leaf-600', icon: CheckCircle2, iconClass: 'text-leaf-700' },
  error: { box: 'border-danger-600', icon: XCircle, iconClass: 'text-danger-600' },
  warning: { box: 'border-star', icon: AlertTriangle, iconClass: 'text-star' },
  info: { box: 'border-brand-600', icon: Info, iconClass: 'text-brand-700' },
  booking: { box: 'border-brand-600', icon: CalendarCheck, iconClass: 'text-brand-700' },
};

export function Toaster({
  current,
  open,
  onOpenChange: setOpen,
}: {
  current: CurrentToast | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { _ } = useLingui();
  const style = current ? styles[current.variant] : undefined;
  const Icon = style?.icon;
  // Errors interrupt (foreground: assertive); everything else waits its turn (background: polite).
  const urgent = current?.variant === 'error';
  return (
    <Toast.Provider swipeDirection="right" label={_('c.notification')}>
      {current && style && Icon && (
        <Toast.Root
          key={current.key}
          open={open}
          onOpenChange={setOpen}
          duration={current.durationMs ?? DEFAULT_TOAST_DURATION_MS}
          type={urgent ? 'foreground' : 'background'}
          className={clsx(
            'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border-l-4 bg-white p-4 shadow-xl ring-1 ring-ink-900/10',
            style.box,
          )}
        >
          <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', style.iconClass)} />
          {/* Radix reads the toast out through its own live region (status; assertive for errors). */}
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-semibold text-ink-900">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className="mt-0.5 text-sm text-ink-700">{current.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={_('c.dismiss')}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-sand-100 hover:text-ink-900"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed inset-x-0 bottom-0 z-[60] m-0 flex list-none flex-col p-3 outline-none sm:bottom-4 sm:left-auto sm:right-4 sm:w-96 sm:p-0" />
    </Toast.Provider>
  );
}
