// Runs one record action (docs/ADMIN_API.md "Actions") through the data provider, so a 401 or 403
// goes through the auth provider like any other call; then refreshes what is on screen and says
// how it went in react-admin's notification. The refresh invalidates every query, so figures read
// beside the record (an owner's balance) are read again too.
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type Identifier, type RaRecord } from 'react-admin';
import type { AdminDataProvider } from '../lib/dataProvider';

export interface RecordAction {
  resource: string;
  id: Identifier;
  action: string;
  data?: Record<string, unknown>;
  /** Said on success; a function reads the server's answer (a payout sent again names the new one). */
  successMessage: string | ((answer: RaRecord) => string);
}

export function useRecordAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);

  const run = useCallback(
    /** The server's answer, or null when the action failed (and the error was shown). */
    async ({ resource, id, action, data, successMessage }: RecordAction): Promise<RaRecord | null> => {
      setPending(true);
      try {
        const { data: answer } = await dataProvider.runAction(resource, { id, action, data });
        notify(typeof successMessage === 'function' ? successMessage(answer) : successMessage, { type: 'success' });
        refresh();
        return answer;
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'The action failed.';
        notify(message, { type: 'error' });
        return null;
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, refresh],
  );

  return { run, isPending };
}
