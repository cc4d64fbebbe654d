// PDF and HTML buttons for one GST document; a failure is said in the console's notification.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { downloadDocument, type DocumentFormat } from './download';

export function DownloadButtons({ id, number }: { id: number; number: string }) {
  const notify = useNotify();
  const get = (format: DocumentFormat) => (event: React.MouseEvent) => {
    // Inside a list row: the row's own click must not open the record.
    event.stopPropagation();
    downloadDocument(id, number, format).catch((error: Error) => notify(error.message, { type: 'error' }));
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" startIcon={<DownloadIcon />} onClick={get('pdf')} aria-label={`PDF of ${number}`}>
        PDF
      </Button>
      <Button size="small" onClick={get('html')} aria-label={`HTML of ${number}`}>
        HTML
      </Button>
    </Stack>
  );
}
