// Runs one record action (docs/ADMIN_API.md "Actions") through the data provider, so a 401 or 403
// goes through the auth provider like any other call; then refreshes what is on screen and says
// how it went in react-admin's notification.
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { AdminDataProvider } from '../lib/dataProvider';

export interface RecordAction {
  resource: string;
  id: Identifier;
  action: string;
  data?: Record<string, unknown>;
  successMessage: string;
}

export function useRecordAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);

  const run = useCallback(
    async ({ resource, id, action, data, successMessage }: RecordAction): Promise<boolean> => {
      setPending(true);
      try {
        await dataProvider.runAction(resource, { id, action, data });
        notify(successMessage, { type: 'success' });
        refresh();
        return true;
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'The action failed.';
        notify(message, { type: 'error' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [dataProvider, notify, refresh],
  );

  return { run, isPending };
}
