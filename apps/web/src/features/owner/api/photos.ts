// A listing's photos: upload one file per request with XMLHttpRequest (fetch reports no upload
// progress), reorder, caption and remove. The type and size checks the server makes first are
// repeated here, with its words, so a wrong file never leaves the phone.
import {
  ApiError,
  NETWORK_ERROR_STATUS,
  apiRequest,
  genericErrorMessage,
  readStoredToken,
  refreshSession,
} from '@/lib/api-client';
import { i18n } from '@/i18n/catalogs';
import type { ListingPhoto } from './owner-types';
import '../editor/messages';

export type { ListingPhoto, PhotoCopy } from './owner-types';

/** Server limits (crates/media): 15 MB a photo, 30 photos a listing. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTOS = 30;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// Worded when a file is checked, in the language of that moment.
export const photoTooLarge = () => i18n._('editor.photos.tooLarge', { size: '15 MB' });
export const photoUnsupported = () => i18n._('editor.photos.unsupported');
export const photoHeic = () => i18n._('editor.photos.heic');
export const tooManyPhotos = () => i18n._('editor.photos.tooMany', { max: MAX_PHOTOS });

/** Why a file cannot be uploaded, before any request; null when it may go. */
export function photoFileProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const type = file.type.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif' || /\.hei[cf]$/i.test(file.name)) return photoHeic();
  if (!(PHOTO_TYPES as readonly string[]).includes(type)) return photoUnsupported();
  if (file.size > MAX_PHOTO_BYTES) return photoTooLarge();
  return null;
}

const base = (listingId: number) => `/api/v1/owner/properties/${listingId}/photos`;

export interface UploadOptions {
  alt?: string;
  /** 0 to 1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFrom(status: number, statusText: string, payload: unknown): ApiError {
  const record = (payload ?? {}) as { error?: { code?: unknown; fields?: unknown } };
  const code = typeof record.error?.code === 'string' ? record.error.code : undefined;
  const fields: Record<string, string> = {};
  if (record.error?.fields && typeof record.error.fields === 'object') {
    for (const [key, value] of Object.entries(record.error.fields)) if (typeof value === 'string') fields[key] = value;
  }
  // A 413 may come from a proxy in front of the server, with no body of ours.
  const message = status === 413 ? photoTooLarge() : genericErrorMessage(payload, statusText, status);
  return new ApiError({ status, code, message, fields, body: payload });
}

function sendUpload(
  listingId: number,
  file: File,
  token: string | null,
  options: UploadOptions,
): Promise<{ status: number; photo?: ListingPhoto; error?: ApiError }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('file', file);
    if (options.alt) form.append('alt', options.alt);
    xhr.open('POST', base(listingId));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload = parse(xhr.responseText);
      const ok =
        xhr.status >= 200 && xhr.status < 300 && (payload as { success?: unknown } | undefined)?.success !== false;
      if (ok) {
        options.onProgress?.(1);
        resolve({ status: xhr.status, photo: (payload as { data: ListingPhoto }).data });
      } else {
        resolve({ status: xhr.status, error: errorFrom(xhr.status, xhr.statusText, payload) });
      }
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          status: NETWORK_ERROR_STATUS,
          code: 'NETWORK_ERROR',
          message: i18n._('editor.photos.networkError'),
        }),
      );
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads one photo (201 with it `processing`); a 401 refreshes the session once and retries. */
export async function uploadPhoto(listingId: number, file: File, options: UploadOptions = {}): Promise<ListingPhoto> {
  const token = readStoredToken();
  let answer = await sendUpload(listingId, file, token, options);
  if (answer.status === 401 && token) {
    const fresh = await refreshSession(token);
    if (fresh) answer = await sendUpload(listingId, file, fresh.token, options);
  }
  if (answer.error) throw answer.error;
  return answer.photo!;
}

/** Every photo id once, cover first; answers the photos in their new order. */
export async function reorderPhotos(listingId: number, photoIds: number[]): Promise<ListingPhoto[]> {
  const { data } = await apiRequest<ListingPhoto[]>(`${base(listingId)}/order`, { method: 'PUT', body: { photoIds } });
  return data;
}

export async function setPhotoAlt(listingId: number, photoId: number, alt: string): Promise<ListingPhoto> {
  const { data } = await apiRequest<ListingPhoto>(`${base(listingId)}/${photoId}`, { method: 'PUT', body: { alt } });
  return data;
}

export async function deletePhoto(listingId: number, photoId: number): Promise<void> {
  await apiRequest<unknown>(`${base(listingId)}/${photoId}`, { method: 'DELETE' });
}
