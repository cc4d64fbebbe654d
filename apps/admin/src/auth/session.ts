// The admin session as kept in localStorage: admin token, CSRF token, refresh token and the
// admin's user record; plus the one-shot "your session has ended" note for the login page.
import { SESSION_ENDED_KEY, STORAGE_KEYS } from '../config/constants';

/** The user record the server returns with the admin token (PRODUCT.md §3 "User"). */
export interface AdminUser {
  id: number | string;
  fullName?: string | null;
  username?: string | null;
  email?: string | null;
  phone?: string | null;
  role?: string;
}

export interface AdminSession {
  adminToken: string;
  csrfToken: string;
  /** docs/ADMIN_API.md "Session": returned by verify-otp and by each refresh (rotated). */
  refreshToken?: string;
  user: AdminUser;
}

export function saveSession(session: AdminSession): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, session.adminToken);
  localStorage.setItem(STORAGE_KEYS.csrfToken, session.csrfToken);
  if (session.refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  else localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(session.user));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.adminToken);
  localStorage.removeItem(STORAGE_KEYS.csrfToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.adminUser);
}

/**
 * Clears a session the admin did not end themselves and leaves a note for the login page.
 * Does nothing when no session is stored, so a signed-out visitor is never told it ended.
 */
export function endSession(): void {
  if (!getAdminToken()) return;
  clearSession();
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Storage refused (private mode quota): the login page simply shows no note.
  }
}

/** Whether the last session ended on its own (the login page's note is pending). */
export function hasSessionEndedNote(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Removes the note once the login page has shown it, so it is said once. */
export function dropSessionEndedNote(): void {
  try {
    sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Nothing to remove when storage is refused.
  }
}

export function getAdminToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.adminToken);
}

export function getCsrfToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.csrfToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function getAdminUser(): AdminUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.adminUser);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && 'id' in parsed ? (parsed as AdminUser) : null;
  } catch {
    // A hand-edited or corrupt value is treated as no user rather than crashing the console.
    return null;
  }
}

/** The name the console greets the admin with: full name, else username, else "Admin". */
export function displayName(user: AdminUser): string {
  return user.fullName?.trim() || user.username?.trim() || 'Admin';
}
