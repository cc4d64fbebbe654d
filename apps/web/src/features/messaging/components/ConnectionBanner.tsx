// The PRODUCT.md §4 text once the reconnect attempts are used up, and a quiet note while the link is
// down (the lists then refresh every 3 s).
import { AlertTriangle } from 'lucide-react';
import { useLingui } from '@/i18n/react';
import type { ConnectionSnapshot } from '../realtime/connection';
import '../realtime/messages';

export function ConnectionBanner({ status }: { status: ConnectionSnapshot }) {
  const { _ } = useLingui();
  if (status.failed) {
    return (
      <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {_('realtime.error.text')}
      </p>
    );
  }
  return null;
}
