// Sets the document title for client-side navigations (the server sets it on the first load).
import { useEffect } from 'react';
import { BRAND_NAME } from '@/config/constants';

export const DEFAULT_TITLE = 'Hyderabad Escapes — farmhouse stays near Hyderabad';

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title === '' ? DEFAULT_TITLE : `${title} | ${BRAND_NAME}`;
  }, [title]);
}
