// PRODUCT.md §5 rules of the profile forms: the name and e-mail rules of sign-up and the 6-digit code,
// with the spec's messages (shared with the sign-in dialogs so the words never drift apart).
import { z } from 'zod';
import {
  EMAIL_LENGTH,
  EMAIL_PATTERN,
  maskOtp,
  messages,
  MODAL_RESEND_SECONDS,
  NAME_LENGTH,
  NAME_PATTERN,
} from '@/lib/sign-in-rules';

export { maskOtp, messages };

/** PRODUCT.md §9 "Resend countdown": 60 s, as in the full modal, unless the server names another wait. */
export const EMAIL_RESEND_SECONDS = MODAL_RESEND_SECONDS;

export const nameSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(NAME_LENGTH.min, messages.nameMin)
    .max(NAME_LENGTH.max, messages.nameMax)
    .regex(NAME_PATTERN, messages.nameLetters),
});
export type NameValues = z.input<typeof nameSchema>;

export const emailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(EMAIL_LENGTH.min, messages.emailMin)
    .max(EMAIL_LENGTH.max, messages.emailMax)
    .regex(EMAIL_PATTERN, messages.email),
});
export type EmailValues = z.input<typeof emailSchema>;

/** PRODUCT.md §5 "OTP code": exactly 6 digits. */
export const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, messages.otp) });
export type CodeValues = z.input<typeof codeSchema>;

/** An e-mail change's two codes: the new address's and the fresh one sent to the phone. */
export const emailChangeCodesSchema = z.object({
  code: codeSchema.shape.code,
  phoneCode: codeSchema.shape.code,
});
export type EmailChangeCodes = z.input<typeof emailChangeCodesSchema>;
