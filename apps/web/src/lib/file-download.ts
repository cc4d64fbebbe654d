// Files the API serves behind sign-in (the data export, an owner's statement): the server reads
// only the bearer token (crates/http/src/auth_extract.rs), so a plain link would be refused. They
// are fetched with the stored token and its shared refresh, then handed to the browser as a
// download under the name the server gives (Content-Disposition).
import { ApiError, genericErrorMessage, readStoredToken, refreshSession } from '@/lib/api-client';

export interface DownloadedFile {
  blob: Blob;
  /** The name in Content-Disposition; null when the server named none. */
  filename: string | null;
}

/** `attachment; filename="x.json"` → x.json; null without one. */
export function dispositionFilename(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match ? decodeURIComponent(match[1]).replace(/[/\\]/g, '_') : '';
  return name || null;
}

/** GETs a file with the signed-in user's token; a refusal throws an ApiError as apiRequest would. */
export async function fetchFile(path: string, accept = '*/*'): Promise<DownloadedFile> {
  const get = (token: string | null) =>
    fetch(path, {
      credentials: 'include',
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  const token = readStoredToken();
  let response = await get(token);
  if (response.status === 401 && token) {
    const fresh = await refreshSession(token);
    if (fresh) response = await get(fresh.token);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the status text says it
    }
    throw new ApiError({
      status: response.status,
      message: genericErrorMessage(body, response.statusText, response.status),
      body,
    });
  }
  return {
    blob: await response.blob(),
    filename: dispositionFilename(response.headers.get('Content-Disposition')),
  };
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
