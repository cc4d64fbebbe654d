// A modal dialog on the browser's own <dialog> shown with showModal(): the browser moves focus in
// and keeps it there, makes the page behind inert (to screen readers too), closes it on Escape and
// gives focus back to where it was. For a dialog on a page's first view (the sign-in dialog of
// /login), where Radix Dialog would add ~15 KiB gzip; the app's other dialogs open on a tap and
// keep Radix. The page behind does not scroll while it is open (index.css).
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';

export interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Id of the dialog's title. */
  labelledBy: string;
  /** Classes of the dialog's box (size, padding); the backdrop and the centring are set here. */
  className?: string;
  children: ReactNode;
}

export function ModalDialog({ open, onOpenChange, labelledBy, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    // A click on the backdrop closes it as Escape (onCancel) and the dialog's own close button do.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the keyboard's way out is Escape
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className="m-auto max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-sm overflow-visible bg-transparent p-0 backdrop:bg-ink-900/50"
      // Escape: closed through the owner's state, like the close button.
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      // A click on the backdrop lands on the <dialog> itself; one in the box lands inside it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      {open && <div className={clsx('max-h-[92dvh] overflow-y-auto', className)}>{children}</div>}
    </dialog>
  );
}
