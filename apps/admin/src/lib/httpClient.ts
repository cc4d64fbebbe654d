// fetch wrapper for every /api/v1/admin call: admin bearer token always, CSRF token on
// state-changing methods (SPEC §6), cookies included, and the server's success envelope unwrapped.
import { fetchUtils } from 'react-admin';
import { CSRF_HEADER } from '../config/constants';
import { getAdminToken, getCsrfToken } from '../auth/session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string | undefined): boolean {
  return !SAFE_METHODS.has((method ?? 'GET').toUpperCase());
}

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const csrf = getCsrfToken();
  if (csrf && isStateChanging(options.method)) headers.set(CSRF_HEADER, csrf);

  const response = await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  // DESIGN.md: success bodies are {"success": true, "data": …}; ra-data-simple-rest wants the
  // record or the array itself, and reads the total from Content-Range.
  const json: unknown = response.json;
  if (json && typeof json === 'object' && (json as { success?: unknown }).success === true && 'data' in json) {
    return { ...response, json: (json as { data: unknown }).data };
  }
  return response;
}
