// A user who signs in gets the language saved on their account (`user.language`, typed here
// until src/types/schema.d.ts has it). Applied once per signed-in user, so a later choice in the
// switcher (saved on the server too) is not undone.
import { useEffect, useRef } from 'react';
import { applyUserLanguage } from '@/i18n';
import { useSessionIfAny } from '@/lib/session';

export function useUserLanguage() {
  const user = useSessionIfAny()?.user ?? null;
  const appliedFor = useRef<unknown>(null);
  const userId = user ? (user as { id?: unknown }).id : null;
  useEffect(() => {
    if (!user || appliedFor.current === userId) return;
    appliedFor.current = userId;
    applyUserLanguage(user);
  }, [user, userId]);
}
