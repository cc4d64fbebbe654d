// The sign-in rules and OTP error texts live in src/lib (shared with the profile pages) as English;
// the sign-in forms show them through this map, so a known text reads in the active language and
// anything else (the server's own words) is shown as it came.
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
  [rules.simplePhone]: messageId('auth.rule.simplePhone'),
  [rules.simpleOtp]: messageId('auth.rule.simpleOtp'),
  [rules.loginPhone]: messageId('auth.rule.loginPhone'),
  [rules.loginPhoneMin]: messageId('auth.rule.loginPhoneMin'),
  [rules.signupPhone]: messageId('auth.rule.signupPhone'),
  [rules.nameMin]: messageId('auth.rule.nameMin'),
  [rules.nameMax]: messageId('auth.rule.nameMax'),
  [rules.nameLetters]: messageId('auth.rule.nameLetters'),
  [rules.email]: messageId('auth.rule.email'),
  [rules.emailMin]: messageId('auth.rule.emailMin'),
  [rules.emailMax]: messageId('auth.rule.emailMax'),
  [rules.role]: messageId('auth.rule.role'),
  [rules.otp]: messageId('auth.rule.otp'),
  [rules.smsOtp]: messageId('auth.rule.smsOtp'),
  [rules.emailOtp]: messageId('auth.rule.emailOtp'),
  [rules.loginSubmit]: messageId('auth.rule.loginSubmit'),
  [rules.terms]: messageId('auth.rule.terms'),
  [SEND_TOO_MANY]: messageId('auth.otp.sendTooMany'),
  [SEND_NETWORK]: messageId('auth.otp.sendNetwork'),
  [SEND_SERVER]: messageId('auth.otp.sendServer'),
  [SEND_FALLBACK_TITLE]: messageId('auth.otp.sendFallbackTitle'),
  [SEND_FALLBACK_DETAIL]: messageId('auth.otp.sendFallbackDetail'),
  [VERIFY_INVALID]: messageId('auth.otp.verifyInvalid'),
  [VERIFY_TOO_MANY]: messageId('auth.otp.verifyTooMany'),
  [VERIFY_NETWORK]: messageId('auth.otp.verifyNetwork'),
  [VERIFY_FALLBACK]: messageId('auth.otp.verifyFallback'),
  [PHONE_MISSING]: messageId('auth.otp.phoneMissing'),
  'Book farmhouse experiences': messageId('auth.role.user'),
  'List my property as an owner': messageId('auth.role.owner'),
};

/** A known English text in the active language; any other text (the server's) as it is. */
export function knownText<T extends string | null | undefined>(text: T): T | string {
  if (!text) return text;
  const id = KNOWN[text];
  return id ? i18n._(id) : text;
}

/** A gate prompt's text: a message id (translated), or text already in words (kept). */
export function promptText<T extends string | undefined>(text: T): T | string {
  if (!text) return text;
  return text in i18n.messages ? i18n._(text) : text;
}
