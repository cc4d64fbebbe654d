// fetch wrapper for every /api/v1/admin call: admin bearer token always, CSRF token on
// state-changing methods (PRODUCT.md §6), cookies included, the server's success envelope unwrapped,
// the server's error.message on failures, and one refresh-and-retry when a call answers 401.
import { fetchUtils, HttpError } from 'react-admin';
import { CSRF_HEADER } from '../config/constants';
import { refreshSession } from '../auth/refresh';
import { endSession, getAdminToken, getCsrfToken } from '../auth/session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string | undefined): boolean {
  return !SAFE_METHODS.has((method ?? 'GET').toUpperCase());
}

/** docs/ADMIN_API.md: `{"success": false, "error": {"code", "message"}}`; older answers carry `message`. */
function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { error?: unknown; message?: unknown };
  if (b.error && typeof b.error === 'object') {
    const message = (b.error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return typeof b.message === 'string' && b.message ? b.message : undefined;
}

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

async function send(url: string, options: fetchUtils.Options) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const csrf = getCsrfToken();
  if (csrf && isStateChanging(options.method)) headers.set(CSRF_HEADER, csrf);

  let response: Awaited<ReturnType<typeof fetchUtils.fetchJson>>;
  try {
    response = await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    // react-admin's notifications show error.message: make it the server's words.
    if (error instanceof HttpError) {
      throw new HttpError(serverMessage(error.body) ?? error.message, error.status, error.body);
    }
    throw error;
  }
  // API.md "API conventions": success bodies are {"success": true, "data": …}; ra-data-simple-rest wants the
  // record or the array itself, and reads the total from Content-Range.
  const json: unknown = response.json;
  if (json && typeof json === 'object' && (json as { success?: unknown }).success === true && 'data' in json) {
    return { ...response, json: (json as { data: unknown }).data };
  }
  return response;
}

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const tokenSent = getAdminToken();
  try {
    return await send(url, options);
  } catch (error) {
    if (!isUnauthorized(error) || !tokenSent) throw error;
    // A call that left before another one's refresh finished just retries with the new token.
    const current = getAdminToken();
    const renewed = (current !== null && current !== tokenSent) || (await refreshSession());
    if (!renewed) {
      endSession();
      throw error;
    }
    try {
      return await send(url, options);
    } catch (retryError) {
      if (isUnauthorized(retryError)) endSession();
      throw retryError;
    }
  }
}
