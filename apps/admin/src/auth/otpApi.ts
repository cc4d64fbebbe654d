// The two admin sign-in calls (API.md "API map") and PRODUCT.md §8's reading of their failures:
// each failure becomes an OtpError whose title (and optional detail) is what the admin sees.
import { ADMIN_SEND_OTP_PATH, ADMIN_VERIFY_OTP_PATH, OTP_RETRY_DELAY_MS } from '../config/constants';
import type { AdminSession } from './session';
import { toE164 } from './validation';

export const SEND_TOO_MANY = 'Too many attempts - Please wait 15 minutes before requesting another OTP';
export const SEND_NETWORK = 'Network error - Please check your internet connection and try again';
export const SEND_SERVER = 'Server error - Something went wrong. Please try again later';
export const SEND_FAILED = 'Unable to send OTP';
export const SEND_FAILED_DETAIL = 'Please check your phone number and try again';

export const VERIFY_INVALID = 'Invalid OTP - Please check the code and try again';
export const VERIFY_TOO_MANY = 'Too many attempts - Please wait before trying again';
export const VERIFY_NETWORK = 'Network error - Please check your connection';
export const VERIFY_FAILED = 'Verification failed';

export const PHONE_MISSING = 'Phone number is missing. Please refresh and try again.';

/** A failed OTP call, already worded for the admin. `status` is absent for network failures. */
export class OtpError extends Error {
  readonly title: string;
  readonly detail?: string;
  readonly status?: number;

  constructor(title: string, options: { detail?: string; status?: number } = {}) {
    super(options.detail ? `${title}: ${options.detail}` : title);
    this.name = 'OtpError';
    this.title = title;
    this.detail = options.detail;
    this.status = options.status;
  }
}

/** What a failed call told us before it is worded for the admin. */
interface RawFailure {
  network: boolean;
  status?: number;
  message?: string;
}

export interface OtpApiOptions {
  /** Delay before the single retry on 5xx or offline (PRODUCT.md §8). Tests pass 0. */
  retryDelayMs?: number;
  /** Absolute or relative base for the API; defaults to the page's origin. */
  baseUrl?: string;
}

/** PRODUCT.md §8 "Generic API error": error.message, error.code, message or error, else the status text. */
function serverMessage(body: unknown, statusText: string): string | undefined {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown };
    if (b.error && typeof b.error === 'object') {
      const e = b.error as { message?: unknown; code?: unknown };
      if (typeof e.message === 'string' && e.message) return e.message;
      if (typeof e.code === 'string' && e.code) return e.code;
    }
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.error === 'string' && b.error) return b.error;
  }
  return statusText || undefined;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const shouldRetry = (f: RawFailure) => f.network || (f.status !== undefined && f.status >= 500);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POSTs JSON and returns the envelope's `data` (or the body when unwrapped), throwing a RawFailure.
 * Retries once after `retryDelayMs` on 5xx or a network failure, never on 4xx.
 */
async function postOtpCall(
  path: string,
  payload: unknown,
  { retryDelayMs = OTP_RETRY_DELAY_MS, baseUrl }: OtpApiOptions,
): Promise<unknown> {
  const url = new URL(path, baseUrl ?? window.location.origin).toString();
  const attempt = async (): Promise<unknown> => {
    if (isOffline()) throw { network: true } satisfies RawFailure;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
    } catch {
      throw { network: true } satisfies RawFailure;
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined; // an HTML error page from a proxy, for instance
    }
    const failed =
      !response.ok || (body && typeof body === 'object' && (body as { success?: unknown }).success === false);
    if (failed) {
      throw {
        network: false,
        status: response.ok ? undefined : response.status,
        message: serverMessage(body, response.statusText),
      } satisfies RawFailure;
    }
    if (body && typeof body === 'object' && 'data' in body) return (body as { data: unknown }).data;
    return body;
  };

  try {
    return await attempt();
  } catch (failure) {
    if (!shouldRetry(failure as RawFailure)) throw failure;
    await sleep(retryDelayMs);
    return attempt();
  }
}

/** PRODUCT.md §8 "Send OTP". */
export function sendOtpError(f: RawFailure): OtpError {
  if (f.status === 429 || f.message?.includes('Too many')) {
    return new OtpError(SEND_TOO_MANY, { status: f.status });
  }
  if (f.network) return new OtpError(SEND_NETWORK);
  if (f.status !== undefined && f.status >= 500) return new OtpError(SEND_SERVER, { status: f.status });
  return new OtpError(SEND_FAILED, { detail: f.message || SEND_FAILED_DETAIL, status: f.status });
}

/** PRODUCT.md §8 "Verify OTP". */
export function verifyOtpError(f: RawFailure): OtpError {
  if (f.status === 400 || f.message?.includes('Invalid')) {
    return new OtpError(VERIFY_INVALID, { status: f.status });
  }
  if (f.status === 429) return new OtpError(VERIFY_TOO_MANY, { status: 429 });
  if (f.network) return new OtpError(VERIFY_NETWORK);
  return new OtpError(VERIFY_FAILED, { detail: f.message, status: f.status });
}

function toOtpError(failure: unknown, word: (f: RawFailure) => OtpError): OtpError {
  if (failure instanceof OtpError) return failure;
  if (failure && typeof failure === 'object' && 'network' in failure) return word(failure as RawFailure);
  // Anything else (a bug, a malformed answer) is shown as the generic failure, not swallowed.
  return word({ network: false, message: failure instanceof Error ? failure.message : undefined });
}

/** Step 1: asks the server to text a code to the admin's phone (ten digits; +91 is added here). */
export async function sendAdminOtp(phone: string, options: OtpApiOptions = {}): Promise<void> {
  if (!phone) throw new OtpError(PHONE_MISSING);
  try {
    await postOtpCall(ADMIN_SEND_OTP_PATH, { phone: toE164(phone) }, options);
  } catch (failure) {
    throw toOtpError(failure, sendOtpError);
  }
}

/** Whether an answer is `{adminToken, csrfToken, refreshToken?, user}` (verify-otp and refresh). */
export function isSession(data: unknown): data is AdminSession {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  return (
    typeof d.adminToken === 'string' &&
    d.adminToken.length > 0 &&
    typeof d.csrfToken === 'string' &&
    d.csrfToken.length > 0 &&
    (d.refreshToken === undefined || typeof d.refreshToken === 'string') &&
    !!d.user &&
    typeof d.user === 'object'
  );
}

/** Step 2: trades the phone and code for `{adminToken, csrfToken, refreshToken, user}`. */
export async function verifyAdminOtp(phone: string, otp: string, options: OtpApiOptions = {}): Promise<AdminSession> {
  if (!phone) throw new OtpError(PHONE_MISSING);
  let data: unknown;
  try {
    data = await postOtpCall(ADMIN_VERIFY_OTP_PATH, { phone: toE164(phone), otp }, options);
  } catch (failure) {
    throw toOtpError(failure, verifyOtpError);
  }
  if (!isSession(data)) {
    throw new OtpError(VERIFY_FAILED, { detail: 'The server did not return an admin session.' });
  }
  return data;
}
