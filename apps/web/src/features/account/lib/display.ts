// How the account pages show a user's phone and role.
import type { SessionUser } from '@/lib/session';
import { i18n, messageId } from '@/i18n/catalogs';

const ROLE_LABELS: Record<SessionUser['role'], string> = {
  user: messageId('acct.role.user'),
  owner: messageId('acct.role.owner'),
  admin: messageId('acct.role.admin'),
};

/** The role in words, in the active language. */
export function roleLabel(role: SessionUser['role']): string {
  const id = ROLE_LABELS[role];
  return id ? i18n._(id) : role;
}

/** "+919876543210" → "+91 98765 43210"; anything else is shown as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
