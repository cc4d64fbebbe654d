// The offline notice (PRODUCT.md §2 PWA): while the browser is offline a bar says that what shows was
// saved on this device. The live region around it stays in the page, so the change is announced.
import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/use-online';
import { useLingui } from '@/i18n/react';
import './messages';

/** The English text (the tests read it); shown through the catalog as 'pwa.offline'. */
export const OFFLINE_MESSAGE = 'You are offline. Showing what was saved on this device.';

export function OfflineNotice() {
  const online = useOnline();
  const { _ } = useLingui();
  return (
    <div aria-live="polite">
      {!online && (
        <div role="status" className="fixed inset-x-0 bottom-0 z-40 bg-ink-900 px-4 py-2 text-white shadow-lg">
          <p className="container-page flex items-center justify-center gap-2 text-center text-sm font-medium">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            {_('pwa.offline')}
          </p>
        </div>
      )}
    </div>
  );
}
