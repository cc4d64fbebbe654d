// How the account pages show a user's phone and role.
import type { SessionUser } from '@/lib/session';

const ROLE_LABELS: Record<SessionUser['role'], string> = { user: 'Guest', owner: 'Owner', admin: 'Admin' };

export function roleLabel(role: SessionUser['role']): string {
  return ROLE_LABELS[role] ?? role;
}

/** "+919876543210" → "+91 98765 43210"; anything else is shown as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
