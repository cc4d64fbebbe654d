// SPEC §5 validation rules and §9 constants of both sign-in dialogs, with their exact messages
// (the profile forms use the same name, e-mail and code rules, so the words never drift apart).
import { z } from 'zod';

/** SPEC §9: OTP length 6; phone 10 digits, +91. */
export const OTP_LENGTH = 6;
export const PHONE_LENGTH = 10;
export const COUNTRY_CODE = '+91';
/** SPEC §9 "Resend countdown": 30 s (simple dialog), 60 s (full modal). */
export const SIMPLE_RESEND_SECONDS = 30;
export const MODAL_RESEND_SECONDS = 60;
/** SPEC §9 "Auth modal reset": 0.5 s after closing. */
export const MODAL_RESET_MS = 500;
/** SPEC §8: OTP requests are retried once after 2 seconds. */
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

/** SPEC §3 "Sign-up data" role choices, in the words the form shows. */
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

/** Simple dialog phone (SPEC §5): exactly 10 digits, first 6–9. */
export function simplePhoneError(phone: string): string | null {
  return INDIAN_MOBILE.test(phone) ? null : messages.simplePhone;
}

/** Simple dialog OTP (SPEC §5): exactly 6 digits. */
export function simpleOtpError(otp: string): string | null {
  return /^\d{6}$/.test(otp) ? null : messages.simpleOtp;
}

export const loginSchema = z.object({
  phone: z.string().min(PHONE_LENGTH, messages.loginPhoneMin).regex(INDIAN_MOBILE, messages.loginPhone),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, messages.nameMin)
    .max(50, messages.nameMax)
    .regex(/^[A-Za-z\s]+$/, messages.nameLetters),
  email: z
    .string()
    .trim()
    .min(5, messages.emailMin)
    .max(100, messages.emailMax)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, messages.email),
  phone: z.string().regex(/^[6-9]\d{9}$/, messages.signupPhone),
  role: z.enum(['user', 'owner'], { error: messages.role }),
  acceptTerms: z.literal(true, { error: messages.terms }),
});
export type SignupValues = z.input<typeof signupSchema>;

/** Login OTP submit (SPEC §5 "Login submit"). */
export function loginOtpError(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : messages.loginSubmit;
}

/** Dual step (SPEC §5): each code 6 digits. */
export function dualOtpErrors(sms: string, email: string): { sms?: string; email?: string } {
  const errors: { sms?: string; email?: string } = {};
  if (!/^\d{6}$/.test(sms)) errors.sms = messages.smsOtp;
  if (!/^\d{6}$/.test(email)) errors.email = messages.emailOtp;
  return errors;
}
