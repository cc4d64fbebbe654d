// Renews the admin session with its refresh token (docs/ADMIN_API.md "Session"). Single-flight:
// every call that meets a 401 while a refresh is on the wire waits for that same refresh, because
// refresh tokens rotate and a second use of the old one would end the session.
import { ADMIN_REFRESH_PATH, CSRF_HEADER } from '../config/constants';
import { isSession } from './otpApi';
import { getCsrfToken, getRefreshToken, saveSession } from './session';

let inFlight: Promise<boolean> | null = null;

/** Resolves true when new tokens are stored, false when the session cannot be renewed. */
export function refreshSession(): Promise<boolean> {
  if (!inFlight) {
    inFlight = renew().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

async function renew(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  const csrf = getCsrfToken();
  if (csrf) headers.set(CSRF_HEADER, csrf);
  try {
    const response = await fetch(new URL(ADMIN_REFRESH_PATH, window.location.origin).toString(), {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify({ refreshToken }),
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    const data =
      body && typeof body === 'object' && (body as { success?: unknown }).success === true && 'data' in body
        ? (body as { data: unknown }).data
        : body;
    if (!isSession(data)) return false;
    saveSession(data);
    return true;
  } catch {
    // Offline or an unreadable answer: the session cannot be shown to be alive.
    return false;
  }
}
