// The admin session as kept in localStorage: admin token, CSRF token and the admin's user record.
import { STORAGE_KEYS } from '../config/constants';

/** The user record the server returns with the admin token (SPEC §3 "User"). */
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
  user: AdminUser;
}

export function saveSession(session: AdminSession): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, session.adminToken);
  localStorage.setItem(STORAGE_KEYS.csrfToken, session.csrfToken);
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(session.user));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.adminToken);
  localStorage.removeItem(STORAGE_KEYS.csrfToken);
  localStorage.removeItem(STORAGE_KEYS.adminUser);
}

export function getAdminToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.adminToken);
}

export function getCsrfToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.csrfToken);
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
