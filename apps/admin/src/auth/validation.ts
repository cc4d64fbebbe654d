// Client-side checks of PRODUCT.md §5 for the admin login form, with the spec's messages.
import { OTP_LENGTH, PHONE_COUNTRY_CODE, PHONE_LENGTH } from '../config/constants';

export const PHONE_TOO_SHORT = 'Phone number must be at least 10 digits';
export const PHONE_INVALID = 'Please enter a valid Indian mobile number';
export const OTP_INVALID_LENGTH = 'OTP must be 6 digits';

const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** What the phone field keeps of typed or pasted text: digits only, at most 10. */
export function sanitizePhoneInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  // A pasted "+91 98765 43210" or "09876543210" should still land as the ten digits.
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}

/** What the code field keeps: digits only, at most 6. */
export function sanitizeOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** PRODUCT.md §5 "Phone (login form)": the error message, or null when the number is valid. */
export function validatePhone(phone: string): string | null {
  if (phone.length < PHONE_LENGTH) return PHONE_TOO_SHORT;
  return INDIAN_MOBILE.test(phone) ? null : PHONE_INVALID;
}

/** PRODUCT.md §5 "OTP code": the error message, or null when the code is six digits. */
export function validateOtp(otp: string): string | null {
  return OTP_PATTERN.test(otp) ? null : OTP_INVALID_LENGTH;
}

/** "+91" + the ten digits, as the server expects (PRODUCT.md §5: the prefix is added when sent). */
export function toE164(phone: string): string {
  return phone.startsWith(PHONE_COUNTRY_CODE) ? phone : `${PHONE_COUNTRY_CODE}${phone}`;
}

/** "+91 98765 43210", for showing the number back to the admin. */
export function formatIndianPhone(phone: string): string {
  return `${PHONE_COUNTRY_CODE} ${phone.slice(0, 5)} ${phone.slice(5)}`;
}
