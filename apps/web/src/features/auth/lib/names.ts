// How the header and menus name a signed-in user (PRODUCT.md §2 "Header").
import type { SessionUser } from '@/lib/session';

type Named = Pick<SessionUser, 'fullName' | 'username' | 'email'> & Partial<Pick<SessionUser, 'phone'>>;

/** The menu label: first name, else the part of the username or e-mail before the @, else "User". */
export function firstName(user: Named | null | undefined): string {
  const first = user?.fullName?.trim().split(/\s+/)[0];
  if (first) return first;
  for (const value of [user?.username, user?.email]) {
    const part = value?.split('@')[0]?.trim();
    if (part) return part;
  }
  return 'User';
}

/** The mobile menu's display name: full name, else username, else "User". */
export function displayName(user: Named | null | undefined): string {
  return user?.fullName?.trim() || user?.username?.trim() || 'User';
}

/** The avatar's initial: the display name's first letter, upper-cased. */
export function initial(user: Named | null | undefined): string {
  return displayName(user).charAt(0).toUpperCase();
}

/** The line under the name: phone, else e-mail. */
export function contactLine(user: Named | null | undefined): string | null {
  return user?.phone || user?.email || null;
}
