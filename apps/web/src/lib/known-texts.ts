// The sign-in rules (sign-in-rules.ts) and OTP error texts (otp-errors.ts) are English, shared by
// the sign-in dialogs and the profile pages. This is the one map from each of those texts to its
// message id (the `rules` area), so a known text reads in the active language in both places and
// anything else (the server's own words) is shown as it came.
import { defineCatalog, i18n, messageId } from '@/i18n/catalogs';
import { messages as en } from '@/locales/en/rules.json?lingui';
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
  sendWaitSeconds,
} from '@/lib/otp-errors';
import { messages as rules } from '@/lib/sign-in-rules';

defineCatalog('rules', en, {
  te: () => import('@/locales/te/rules.json?lingui'),
  hi: () => import('@/locales/hi/rules.json?lingui'),
});

const SHARED: Readonly<Record<string, string>> = {
  [rules.simplePhone]: messageId('rules.simplePhone'),
  [rules.simpleOtp]: messageId('rules.simpleOtp'),
  [rules.loginPhone]: messageId('rules.loginPhone'),
  [rules.loginPhoneMin]: messageId('rules.loginPhoneMin'),
  [rules.signupPhone]: messageId('rules.signupPhone'),
  [rules.nameMin]: messageId('rules.nameMin'),
  [rules.nameMax]: messageId('rules.nameMax'),
  [rules.nameLetters]: messageId('rules.nameLetters'),
  [rules.email]: messageId('rules.email'),
  [rules.emailMin]: messageId('rules.emailMin'),
  [rules.emailMax]: messageId('rules.emailMax'),
  [rules.role]: messageId('rules.role'),
  [rules.otp]: messageId('rules.otp'),
  [rules.smsOtp]: messageId('rules.smsOtp'),
  [rules.emailOtp]: messageId('rules.emailOtp'),
  [rules.loginSubmit]: messageId('rules.loginSubmit'),
  [rules.terms]: messageId('rules.terms'),
  [SEND_TOO_MANY]: messageId('rules.otp.sendTooMany'),
  [SEND_NETWORK]: messageId('rules.otp.sendNetwork'),
  [SEND_SERVER]: messageId('rules.otp.sendServer'),
  [SEND_FALLBACK_TITLE]: messageId('rules.otp.sendFallbackTitle'),
  [SEND_FALLBACK_DETAIL]: messageId('rules.otp.sendFallbackDetail'),
  [VERIFY_INVALID]: messageId('rules.otp.verifyInvalid'),
  [VERIFY_TOO_MANY]: messageId('rules.otp.verifyTooMany'),
  [VERIFY_NETWORK]: messageId('rules.otp.verifyNetwork'),
  [VERIFY_FALLBACK]: messageId('rules.otp.verifyFallback'),
  [PHONE_MISSING]: messageId('rules.otp.phoneMissing'),
};

/** The short-wait text carries the seconds: matched by its shape, then worded with the number. */
const SEND_WAIT = new RegExp(`^${sendWaitSeconds(0).replace('0', '(\\d+)')}$`);

export type KnownText = <T extends string | null | undefined>(text: T) => T | string;

/**
 * A translator of known English texts: the shared rule and OTP texts, plus a feature's own
 * (`own`: English text → message id, for texts only that feature shows). A known text reads in
 * the active language when called (never at import); any other text is returned as it is.
 */
export function knownTexts(own: Readonly<Record<string, string>> = {}): KnownText {
  const known: Record<string, string> = { ...SHARED, ...own };
  return <T extends string | null | undefined>(text: T): T | string => {
    if (!text) return text;
    const id = known[text];
    if (id) return i18n._(id);
    const wait = SEND_WAIT.exec(text);
    return wait ? i18n._('rules.otp.sendWaitSeconds', { seconds: Number(wait[1]) }) : text;
  };
}

/** The shared rule and OTP texts in the active language; any other text as it is. */
export const knownText: KnownText = knownTexts();
