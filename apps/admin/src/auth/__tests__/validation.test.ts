import { describe, expect, it } from 'vitest';
import {
  formatIndianPhone,
  sanitizeOtpInput,
  sanitizePhoneInput,
  toE164,
  validateOtp,
  validatePhone,
} from '../validation';

describe('admin login validation (PRODUCT.md §5)', () => {
  it('accepts ten digits starting 6-9 and explains what is wrong otherwise', () => {
    for (const ok of ['6000000000', '7999999999', '8123456789', '9000000000']) expect(validatePhone(ok)).toBeNull();
    expect(validatePhone('')).toBe('Phone number must be at least 10 digits');
    expect(validatePhone('987654321')).toBe('Phone number must be at least 10 digits');
    expect(validatePhone('5876543210')).toBe('Please enter a valid Indian mobile number');
    expect(validatePhone('0876543210')).toBe('Please enter a valid Indian mobile number');
  });

  it('accepts exactly six digits as a code', () => {
    expect(validateOtp('123456')).toBeNull();
    for (const bad of ['', '12345', '1234567', '12a456']) expect(validateOtp(bad)).toBe('OTP must be 6 digits');
  });

  it('keeps digits only, at most ten, and unwraps a pasted +91 or leading 0', () => {
    expect(sanitizePhoneInput('98765 43210')).toBe('9876543210');
    expect(sanitizePhoneInput('+91 98765-43210')).toBe('9876543210');
    expect(sanitizePhoneInput('09876543210')).toBe('9876543210');
    expect(sanitizePhoneInput('987654321099')).toBe('9876543210');
    expect(sanitizeOtpInput('12 34-5678')).toBe('123456');
  });

  it('adds +91 once and formats the number for display', () => {
    expect(toE164('9000000000')).toBe('+919000000000');
    expect(toE164('+919000000000')).toBe('+919000000000');
    expect(formatIndianPhone('9000000000')).toBe('+91 90000 00000');
  });
});
