// The name, e-mail and code rules and the OTP error texts live in src/lib as English (shared with
// the sign-in dialogs); the account forms show them through this map, so a known text reads in
// the active language and anything else (the server's own words) is shown as it came.
import { i18n, messageId } from '@/i18n/catalogs';
import { messages as rules } from '@/lib/sign-in-rules';
import {
  PHONE_MISSING,
  SEND_FALLBACK_DETAIL,
  SEND_FALLBACK_TITLE,
  SEND_NETWORK,
  SEND_SERVER,
  SEND_TOO_MANY,
  VERIFY_FALLBACK,
  VERIFY_INVALID,
  VERIFY_NETWORK,
  VERIFY_TOO_MANY,
} from '@/lib/otp-errors';
import '../messages';

const KNOWN: Record<string, string> = {
  [rules.nameMin]: messageId('acct.rule.nameMin'),
  [rules.nameMax]: messageId('acct.rule.nameMax'),
  [rules.nameLetters]: messageId('acct.rule.nameLetters'),
  [rules.email]: messageId('acct.rule.email'),
  [rules.emailMin]: messageId('acct.rule.emailMin'),
  [rules.emailMax]: messageId('acct.rule.emailMax'),
  [rules.otp]: messageId('acct.rule.otp'),
  [SEND_TOO_MANY]: messageId('acct.otp.sendTooMany'),
  [SEND_NETWORK]: messageId('acct.otp.sendNetwork'),
  [SEND_SERVER]: messageId('acct.otp.sendServer'),
  [SEND_FALLBACK_TITLE]: messageId('acct.otp.sendFallbackTitle'),
  [SEND_FALLBACK_DETAIL]: messageId('acct.otp.sendFallbackDetail'),
  [VERIFY_INVALID]: messageId('acct.otp.verifyInvalid'),
  [VERIFY_TOO_MANY]: messageId('acct.otp.verifyTooMany'),
  [VERIFY_NETWORK]: messageId('acct.otp.verifyNetwork'),
  [VERIFY_FALLBACK]: messageId('acct.otp.verifyFallback'),
  [PHONE_MISSING]: messageId('acct.otp.phoneMissing'),
  'This is already your e-mail address': messageId('acct.email.same'),
};

/** A known English text in the active language; any other text (the server's) as it is. */
export function knownText<T extends string | null | undefined>(text: T): T | string {
  if (!text) return text;
  const id = KNOWN[text];
  return id ? i18n._(id) : text;
}
