// The "Alert me" button of a saved farmhouse (property page, Saved page); its dialog is a chunk of
// its own, fetched on the first tap.
import { lazy, Suspense, useState } from 'react';
import { Bell } from 'lucide-react';
import clsx from 'clsx';
import { withCatalogs } from '@/i18n/catalogs';
import { useLingui } from '@/i18n/react';
import '../messages';

const AlertDialog = lazy(withCatalogs(() => import('./AlertDialog')));

export function AlertMeButton({
  propertyId,
  propertyTitle,
  className,
}: {
  propertyId: number;
  propertyTitle: string;
  className?: string;
}) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={clsx('btn border border-sand-300 bg-white text-ink-900 hover:bg-sand-100', className)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Bell aria-hidden="true" className="size-5" />
        {_('alerts.alertMe')}
      </button>
      {wanted && (
        <Suspense>
          <AlertDialog propertyId={propertyId} propertyTitle={propertyTitle} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
