// "Download my data" (DPDP access): the server's JSON export, saved as the file it names.
import { notify } from '@/components/toast/notify';
import { useExportData } from '../api/privacy';

export function DataExport() {
  const exportData = useExportData();
  return (
    <div>
      <button
        type="button"
        className="btn-secondary"
        disabled={exportData.isPending}
        onClick={() =>
          exportData.mutate(undefined, {
            onSuccess: ({ filename }) => notify({ title: 'Your data is downloading', description: filename, variant: 'success' }),
          })
        }
      >
        {exportData.isPending ? 'Preparing your file…' : 'Download my data'}
      </button>
      {exportData.isError && (
        <p role="alert" className="mt-3 rounded-xl bg-danger-50 p-3 text-sm text-danger-600">
          Could not prepare your data. {exportData.error.message}
        </p>
      )}
    </div>
  );
}
