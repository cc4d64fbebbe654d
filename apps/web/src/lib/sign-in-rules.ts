// PRODUCT.md §5 validation rules and §9 constants of both sign-in dialogs, with their exact messages
// (the profile forms use the same name, e-mail and code rules, so the words never drift apart).
// The two forms' rules are plain checks (features/auth/lib/use-checked-form.ts applies them)
// rather than a schema library and a form library: the sign-in pages are guest pages, and Zod with
// react-hook-form would add some 40 KiB to their first view (scripts/bundle-size.mjs).

/** PRODUCT.md §9: OTP length 6; phone 10 digits, +91. */
export const OTP_LENGTH = 6;
export const PHONE_LENGTH = 10;
export const COUNTRY_CODE = '+91';
/** PRODUCT.md §9 "Resend countdown": 30 s (simple dialog), 60 s (full modal). */
export const SIMPLE_RESEND_SECONDS = 30;
export const MODAL_RESEND_SECONDS = 60;
/** PRODUCT.md §9 "Auth modal reset": 0.5 s after closing. */
export const MODAL_RESET_MS = 500;
/** PRODUCT.md §8: OTP requests are retried once after 2 seconds. */
export const OTP_RETRY_DELAY_MS = 2000;

export const messages = {
  simplePhone: 'Enter valid 10-digit mobile number',
  simpleOtp: 'Enter 6-digit OTP',
  loginPhone: 'Please enter a valid Indian mobile number',
  loginPhoneMin: 'Phone number must be at least 10 digits',
  signupPhone: 'Phone number must be exactly 10 digits',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name cannot exceed 50 characters',
  nameLetters: 'Name can only contain letters and spaces',
  email: 'Please enter a valid email address',
  emailMin: 'Email must be at least 5 characters',
  emailMax: 'Email cannot exceed 100 characters',
  role: 'Please select your account type',
  otp: 'OTP must be 6 digits',
  smsOtp: 'SMS OTP must be 6 digits',
  emailOtp: 'Email OTP must be 6 digits',
  loginSubmit: 'Please enter a valid 6-digit OTP code.',
  terms: 'Please accept the Terms of Service and Privacy Policy',
} as const;

/** PRODUCT.md §3 "Sign-up data" role choices, in the words the form shows. */
export const ROLE_CHOICES = [
  { value: 'user', label: 'Book farmhouse experiences' },
  { value: 'owner', label: 'List my property as an owner' },
] as const;

/** Input mask of phone fields: digits only, at most 10. */
export function maskPhone(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

/** Input mask of code fields: digits only, at most 6. */
export function maskOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** The 10-digit number as the API wants it: +91 added here, never typed. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length > PHONE_LENGTH && digits.startsWith('91') ? digits.slice(-PHONE_LENGTH) : digits;
  return `${COUNTRY_CODE}${national}`;
}

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** Simple dialog phone (PRODUCT.md §5): exactly 10 digits, first 6–9. */
export function simplePhoneError(phone: string): string | null {
  return INDIAN_MOBILE.test(phone) ? null : messages.simplePhone;
}

/** Simple dialog OTP (PRODUCT.md §5): exactly 6 digits. */
export function simpleOtpError(otp: string): string | null {
  return /^\d{6}$/.test(otp) ? null : messages.simpleOtp;
}

/** One failed rule, as a schema library would report it: the field and the message. */
export interface RuleIssue {
  path: [string];
  message: string;
}

export type RuleResult<T> =
  { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: { issues: RuleIssue[] } };

/** A form's rules: every failed one in order (a field's first is the one shown). */
export interface FormRules<T> {
  safeParse(values: unknown): RuleResult<T>;
  parse(values: unknown): T;
}

type Check = [(value: string) => boolean, string];

function textRules<T>(
  fields: Record<string, { trim?: boolean; checks: Check[] }>,
  rest: (values: Record<string, unknown>, issues: RuleIssue[]) => object = () => ({}),
): FormRules<T> {
  const safeParse = (input: unknown): RuleResult<T> => {
    const values = (input ?? {}) as Record<string, unknown>;
    const issues: RuleIssue[] = [];
    const data: Record<string, unknown> = {};
    for (const [name, { trim, checks }] of Object.entries(fields)) {
      const raw = typeof values[name] === 'string' ? (values[name] as string) : '';
      const value = trim ? raw.trim() : raw;
      data[name] = value;
      for (const [ok, message] of checks) if (!ok(value)) issues.push({ path: [name], message });
    }
    Object.assign(data, rest(values, issues));
    return issues.length === 0 ? { success: true, data: data as T } : { success: false, error: { issues } };
  };
  return {
    safeParse,
    parse(values) {
      const result = safeParse(values);
      if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join('; '));
      return result.data;
    },
  };
}

const minLength = (n: number, message: string): Check => [(v) => v.length >= n, message];
const maxLength = (n: number, message: string): Check => [(v) => v.length <= n, message];
const matches = (pattern: RegExp, message: string): Check => [(v) => pattern.test(v), message];

export interface LoginValues {
  phone: string;
}

export const loginSchema = textRules<LoginValues>({
  phone: { checks: [minLength(PHONE_LENGTH, messages.loginPhoneMin), matches(INDIAN_MOBILE, messages.loginPhone)] },
});

/** Sign-up's name and e-mail rules (the profile forms apply the same). */
export const NAME_LENGTH = { min: 2, max: 50 } as const;
export const NAME_PATTERN = /^[A-Za-z\s]+$/;
export const EMAIL_LENGTH = { min: 5, max: 100 } as const;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface SignupValues {
  fullName: string;
  email: string;
  phone: string;
  role: 'user' | 'owner';
  acceptTerms: true;
}

export const signupSchema = textRules<SignupValues>(
  {
    fullName: {
      trim: true,
      checks: [
        minLength(NAME_LENGTH.min, messages.nameMin),
        maxLength(NAME_LENGTH.max, messages.nameMax),
        matches(NAME_PATTERN, messages.nameLetters),
      ],
    },
    email: {
      trim: true,
      checks: [
        minLength(EMAIL_LENGTH.min, messages.emailMin),
        maxLength(EMAIL_LENGTH.max, messages.emailMax),
        matches(EMAIL_PATTERN, messages.email),
      ],
    },
    phone: { checks: [matches(/^[6-9]\d{9}$/, messages.signupPhone)] },
  },
  (values, issues) => {
    if (values.role !== 'user' && values.role !== 'owner') issues.push({ path: ['role'], message: messages.role });
    if (values.acceptTerms !== true) issues.push({ path: ['acceptTerms'], message: messages.terms });
    return { role: values.role, acceptTerms: values.acceptTerms };
  },
);

/** Login OTP submit (PRODUCT.md §5 "Login submit"). */
export function loginOtpError(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : messages.loginSubmit;
}

/** Dual step (PRODUCT.md §5): each code 6 digits. */
export function dualOtpErrors(sms: string, email: string): { sms?: string; email?: string } {
  const errors: { sms?: string; email?: string } = {};
  if (!/^\d{6}$/.test(sms)) errors.sms = messages.smsOtp;
  if (!/^\d{6}$/.test(email)) errors.email = messages.emailOtp;
  return errors;
}
