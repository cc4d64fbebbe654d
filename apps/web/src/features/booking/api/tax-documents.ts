// A booking's GST documents (its tax invoice, credit notes for refunds): served as PDF behind
// sign-in, so a click fetches the file with the guest's token and saves it.
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '@/lib/file-download';
import type { components } from '@/types/schema';

export type TaxDocumentRef = components['schemas']['DocumentRef'];

/** The document's address (the link's href; a click fetches it with the token). */
export function taxDocumentHref(id: number): string {
  return `/api/v1/tax-documents/${id}`;
}

/** Fetches the document's PDF and saves it under the server's name for it. */
export async function downloadTaxDocument(doc: TaxDocumentRef): Promise<void> {
  const { blob, filename } = await fetchFile(taxDocumentHref(doc.id), 'application/pdf');
  const stem = doc.kind === 'credit_note' ? 'credit-note' : 'tax-invoice';
  saveFile({ blob, filename: filename ?? `${stem}-${doc.number.replaceAll('/', '-')}.pdf` });
}

export const useDownloadTaxDocument = () => useMutation({ mutationFn: downloadTaxDocument });
