// A user who signs in gets the language saved on their account (`user.language`, typed here
// until src/types/schema.d.ts has it). Applied once per signed-in user, so a later choice in the
// switcher (saved on the server too) is not undone. A session already there when the page loaded
// (stored on the device) keeps the language chosen on this device: the stored user record still
// names the account's language as it was at sign-in, and would undo the last choice.
import { useEffect, useRef } from 'react';
import { applyRestoredUserLanguage, applyUserLanguage } from '@/i18n';
import { useSessionIfAny } from '@/lib/session';

export function useUserLanguage() {
  const user = useSessionIfAny()?.user ?? null;
  const appliedFor = useRef<unknown>(null);
  const userId = user ? (user as { id?: unknown }).id : null;
  // The user of the session this page load started with (none when signed out).
  const restoredId = useRef<unknown>(userId);
  useEffect(() => {
    if (!user || appliedFor.current === userId) return;
    appliedFor.current = userId;
    if (userId === restoredId.current) applyRestoredUserLanguage(user);
    else applyUserLanguage(user);
  }, [user, userId]);
}
