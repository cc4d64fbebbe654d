// The sign-in forms show the shared rule and OTP texts (src/lib/known-texts.ts) and the role
// choices' labels in the active language; anything else (the server's own words) as it came.
import { i18n, messageId } from '@/i18n/catalogs';
import { knownTexts } from '@/lib/known-texts';
import { ROLE_CHOICES } from '@/lib/sign-in-rules';
import '../messages';

const [USER_CHOICE, OWNER_CHOICE] = ROLE_CHOICES;

/** A known English text in the active language; any other text (the server's) as it is. */
export const knownText = knownTexts({
  [USER_CHOICE.label]: messageId('auth.role.user'),
  [OWNER_CHOICE.label]: messageId('auth.role.owner'),
});

/** A gate prompt's text: a message id (translated), or text already in words (kept). */
export function promptText<T extends string | undefined>(text: T): T | string {
  if (!text) return text;
  return text in i18n.messages ? i18n._(text) : text;
}
