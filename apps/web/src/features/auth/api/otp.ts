// The one-time-code calls of both dialogs (PRODUCT.md §7 "Authentication"), sent with PRODUCT.md §8's retry
// rule; the error texts and the rule itself live in lib/otp-errors, shared with the profile pages.
import { ApiError, apiRequest } from '@/lib/api-client';
import { VERIFY_FALLBACK, withOtpRetry } from '@/lib/otp-errors';
import type { SessionUser, SignInResult } from '@/lib/session';
import { toE164 } from '@/lib/sign-in-rules';

// The dialogs read the texts and the error mapping from here, beside the calls they go with.
export {
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
  sendOtpError,
  verifyOtpErrorMessage,
  withOtpRetry,
  type OtpProblem,
} from '@/lib/otp-errors';

function post<T>(path: string, body: unknown): Promise<T> {
  // Sign-in calls never carry (or refresh) a token: they are what makes one.
  return withOtpRetry(async () => (await apiRequest<T>(path, { method: 'POST', body, auth: false })).data);
}

/** Reads `token`, `refreshToken`, `user` from a sign-in answer (top level or `data`). */
function toSignIn(data: unknown): SignInResult {
  const record = (data ?? {}) as Partial<SignInResult> & { data?: Partial<SignInResult> };
  const source = record.token ? record : (record.data ?? record);
  if (!source.token || !source.refreshToken || !source.user) {
    throw new ApiError({ status: 500, message: VERIFY_FALLBACK });
  }
  return { token: source.token, refreshToken: source.refreshToken, user: source.user as SessionUser };
}

// Simple dialog: /api/v1/auth/*

export async function sendPhoneOtp(phone: string): Promise<{ resendAfter: number }> {
  return post('/api/v1/auth/send-otp', { phone: toE164(phone), purpose: 'login' });
}

export async function verifyPhoneOtp(phone: string, otp: string, trigger?: string): Promise<SignInResult> {
  return toSignIn(await post('/api/v1/auth/verify-otp', { phone: toE164(phone), otp, trigger }));
}

// Full modal: /api/auth/otp/*

export type OtpChannel = 'sms' | 'email';

/** PRODUCT.md §7's send: `{identifier, type}` and nothing more; the code serves login and sign-up. */
export async function sendCode(
  identifier: string,
  type: OtpChannel,
): Promise<{ identifier: string; resendAfter: number }> {
  return post('/api/auth/otp/send-otp', { identifier: type === 'sms' ? toE164(identifier) : identifier, type });
}

export async function verifyLoginCode(
  identifier: string,
  code: string,
  type: OtpChannel = 'sms',
): Promise<SignInResult> {
  return toSignIn(await post('/api/auth/otp/verify-otp-login', { identifier, code, type }));
}

export interface SignUpData {
  fullName: string;
  email: string;
  phone: string;
  role: 'user' | 'owner';
  acceptTerms: true;
}

export async function verifyRegisterCodes(
  phoneIdentifier: string,
  smsCode: string,
  emailCode: string,
  userData: SignUpData,
): Promise<SignInResult> {
  return toSignIn(
    await post('/api/auth/otp/verify-otp-register', {
      identifier: phoneIdentifier,
      code: smsCode,
      type: 'sms',
      userData: { ...userData, phone: toE164(userData.phone), emailCode },
    }),
  );
}
