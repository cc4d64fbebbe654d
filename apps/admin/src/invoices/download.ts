// A GST document's file (PDF or HTML) as staff download it: the server reads only the admin's
// bearer token, so a plain link would be refused; the file is fetched with it and handed to the
// browser under the name the server gives.
import { ADMIN_API_PATH } from '../config/constants';
import { getAdminToken } from '../auth/session';

export type DocumentFormat = 'pdf' | 'html';

export function documentFileUrl(id: number, format: DocumentFormat): string {
  return `${ADMIN_API_PATH}/tax-documents/${id}/file?format=${format}`;
}

/** `attachment; filename="x.pdf"` → x.pdf. */
function fileName(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match ? match[1].replace(/[/\\]/g, '_') : fallback;
}

/** Fetches document `id` as `format` with the admin's token and saves it. */
export async function downloadDocument(id: number, number: string, format: DocumentFormat): Promise<void> {
  const token = getAdminToken();
  // Absolute, as the data provider's calls are: the same code runs under Node's fetch in tests.
  const response = await fetch(new URL(documentFileUrl(id, format), window.location.origin), {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`The document could not be downloaded (${response.status}).`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response.headers.get('Content-Disposition'), `${number.replaceAll('/', '-')}.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
