// The account forms show the shared name, e-mail and code rules and OTP texts
// (src/lib/known-texts.ts) and their own known texts in the active language; anything else (the
// server's own words) as it came.
import { messageId } from '@/i18n/catalogs';
import { knownTexts } from '@/lib/known-texts';
import '../messages';

/** A known English text in the active language; any other text (the server's) as it is. */
export const knownText = knownTexts({
  'This is already your e-mail address': messageId('acct.email.same'),
});
