// PRODUCT.md §8's texts for a one-time code that could not be sent or verified, and its retry rule (one
// retry after 2 s on a 5xx or when offline, never on 429, 401 or 403). Shared by the sign-in
// dialogs and the profile's e-mail change.
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { OTP_RETRY_DELAY_MS } from '@/lib/sign-in-rules';

export const SEND_TOO_MANY = 'Too many attempts - Please wait 15 minutes before requesting another OTP';
/** A resend asked for inside the countdown: the wait the server gave (Retry-After), in seconds. */
export const sendWaitSeconds = (seconds: number) =>
  `Too many attempts - Please wait ${seconds} seconds before requesting another OTP`;
/** Up to this Retry-After the wait is said in seconds; a longer one is the 15-minute lockout's text. */
export const SHORT_WAIT_MAX_SECONDS = 120;
export const SEND_NETWORK = 'Network error - Please check your internet connection and try again';
export const SEND_SERVER = 'Server error - Something went wrong. Please try again later';
export const SEND_FALLBACK_TITLE = 'Unable to send OTP';
export const SEND_FALLBACK_DETAIL = 'Please check your phone number and try again';
export const VERIFY_INVALID = 'Invalid OTP - Please check the code and try again';
export const VERIFY_TOO_MANY = 'Too many attempts - Please wait before trying again';
export const VERIFY_NETWORK = 'Network error - Please check your connection';
export const VERIFY_FALLBACK = 'Verification failed';
export const PHONE_MISSING = 'Phone number is missing. Please refresh and try again.';

export interface OtpProblem {
  title: string;
  description?: string;
}

/** The server's own words in an error body; none when the answer carried only a status text. */
function serverWords(error: ApiError): string | undefined {
  const body =
    error.body !== null && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : undefined;
  const inner =
    body?.error !== null && typeof body?.error === 'object' ? (body.error as Record<string, unknown>) : undefined;
  for (const text of [inner?.message, body?.message]) {
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}

/** PRODUCT.md §8 "Send OTP": what the user reads when a code could not be sent. */
export function sendOtpError(error: unknown): OtpProblem {
  if (error instanceof ApiError) {
    if (error.status === 429 || error.message.includes('Too many')) {
      // A resend inside the countdown waits seconds, not the lockout's 15 minutes: say the real wait.
      const wait = error.retryAfter;
      if (wait !== undefined && wait > 0 && wait <= SHORT_WAIT_MAX_SECONDS) return { title: sendWaitSeconds(wait) };
      return { title: SEND_TOO_MANY };
    }
    if (error.status === NETWORK_ERROR_STATUS) return { title: SEND_NETWORK };
    if (error.status >= 500) return { title: SEND_SERVER };
    // A refusal without words (e.g. a bare 403) must not read as its status text ("Forbidden").
    return { title: SEND_FALLBACK_TITLE, description: serverWords(error) ?? SEND_FALLBACK_DETAIL };
  }
  return { title: SEND_FALLBACK_TITLE, description: SEND_FALLBACK_DETAIL };
}

/** PRODUCT.md §8 "Verify OTP". */
export function verifyOtpErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return VERIFY_TOO_MANY;
    if (error.status === 400 || error.message.includes('Invalid')) return VERIFY_INVALID;
    if (error.status === NETWORK_ERROR_STATUS) return VERIFY_NETWORK;
    // A taken phone or e-mail at sign-up, or a suspended account: the server's own words say
    // what to do (for a suspension, how to reach support).
    if (error.status === 409 && error.message) return error.message;
    if (error.code === 'ACCOUNT_SUSPENDED' && error.message) return error.message;
  }
  if (error instanceof Error && error.message === PHONE_MISSING) return PHONE_MISSING;
  return VERIFY_FALLBACK;
}

function retryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === NETWORK_ERROR_STATUS || error.status >= 500);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs an OTP request, retrying it once after 2 s when the server failed or the network was down. */
export async function withOtpRetry<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!retryable(error)) throw error;
    await wait(OTP_RETRY_DELAY_MS);
    return request();
  }
}
