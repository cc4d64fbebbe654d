// The SPEC §4 text once the reconnect attempts are used up, and a quiet note while the link is
// down (the lists then refresh every 3 s).
import { AlertTriangle } from 'lucide-react';
import { CONNECTION_ERROR_TEXT } from '../realtime/toasts';
import type { ConnectionSnapshot } from '../realtime/connection';

export function ConnectionBanner({ status }: { status: ConnectionSnapshot }) {
  if (status.failed) {
    return (
      <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-600">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {CONNECTION_ERROR_TEXT}
      </p>
    );
  }
  return null;
}
