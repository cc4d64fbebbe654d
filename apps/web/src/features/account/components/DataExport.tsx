// "Download my data" (DPDP access): the server's JSON export, saved as the file it names.
import { notify } from '@/components/toast/notify';
import { useExportData } from '../api/privacy';
import { useLingui } from '@/i18n/react';
import '../messages';

export function DataExport() {
  const exportData = useExportData();
  const { _ } = useLingui();
  return (
    <div>
      <button
        type="button"
        className="btn-secondary"
        disabled={exportData.isPending}
        onClick={() =>
          exportData.mutate(undefined, {
            onSuccess: ({ filename }) =>
              notify({ title: _('acct.export.downloading'), description: filename, variant: 'success' }),
          })
        }
      >
        {exportData.isPending ? _('acct.export.preparing') : _('acct.export.button')}
      </button>
      {exportData.isError && (
        <p role="alert" className="mt-3 rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
          {_('acct.export.failed')} {exportData.error.message}
        </p>
      )}
    </div>
  );
}
