// SPEC §5 rules of the profile forms: the name and e-mail rules of sign-up and the 6-digit code,
// with the spec's messages (shared with the sign-in dialogs so the words never drift apart).
import { z } from 'zod';
import { maskOtp, messages, MODAL_RESEND_SECONDS, signupSchema } from '@/lib/sign-in-rules';

export { maskOtp, messages };

/** SPEC §9 "Resend countdown": 60 s, as in the full modal, unless the server names another wait. */
export const EMAIL_RESEND_SECONDS = MODAL_RESEND_SECONDS;

export const nameSchema = z.object({ fullName: signupSchema.shape.fullName });
export type NameValues = z.input<typeof nameSchema>;

export const emailSchema = z.object({ email: signupSchema.shape.email });
export type EmailValues = z.input<typeof emailSchema>;

/** SPEC §5 "OTP code": exactly 6 digits. */
export const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, messages.otp) });
export type CodeValues = z.input<typeof codeSchema>;

/** An e-mail change's two codes: the new address's and the fresh one sent to the phone. */
export const emailChangeCodesSchema = z.object({
  code: codeSchema.shape.code,
  phoneCode: codeSchema.shape.code,
});
export type EmailChangeCodes = z.input<typeof emailChangeCodesSchema>;
