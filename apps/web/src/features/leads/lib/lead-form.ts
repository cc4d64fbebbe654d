// The lead form's rules (PRODUCT.md §3 "Lead", §5 phone and e-mail rules): one field that takes a
// 10-digit Indian mobile number (first digit 6-9; spaces, dashes and a +91 prefix are dropped) or an
// e-mail address of 5–100 characters, the offer chosen, and consent to be contacted.
import { z } from 'zod';

export const LEAD_PURPOSES = ['first500', 'price_alert'] as const;
export type LeadPurpose = (typeof LEAD_PURPOSES)[number];

export const CONTACT_REQUIRED = 'Please enter your mobile number or e-mail address';
/** Worded as the server words it (POST /api/v1/leads). */
export const CONTACT_INVALID = 'Enter a valid 10-digit mobile number or e-mail address';
export const CONSENT_REQUIRED = 'Please agree to be contacted about this offer';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MOBILE = /^[6-9]\d{9}$/;

/** "+91 98765 43210" → "9876543210", " Asha@Example.com " → "Asha@Example.com"; null when it is neither. */
export function normaliseContact(raw: string): string | null {
  const text = raw.trim();
  if (text.includes('@')) return text.length >= 5 && text.length <= 100 && EMAIL.test(text) ? text : null;
  const digits = text.replace(/[\s-]/g, '').replace(/^\+91/, '');
  return MOBILE.test(digits) ? digits : null;
}

export const leadSchema = z.object({
  purpose: z.enum(LEAD_PURPOSES),
  contact: z
    .string()
    .refine((text) => text.trim() !== '', CONTACT_REQUIRED)
    .refine((text) => text.trim() === '' || normaliseContact(text) !== null, CONTACT_INVALID),
  consent: z.boolean().refine((agreed) => agreed, CONSENT_REQUIRED),
});

export type LeadValues = z.infer<typeof leadSchema>;
