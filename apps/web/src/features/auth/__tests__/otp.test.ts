import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/lib/api-client';
import { server } from '@/testing/msw-server';
import { sendCode, sendOtpError, sendPhoneOtp, verifyOtpErrorMessage, verifyPhoneOtp } from '../api/otp';
import {
  loginSchema,
  maskOtp,
  maskPhone,
  signupSchema,
  simpleOtpError,
  simplePhoneError,
  toE164,
  dualOtpErrors,
  loginOtpError,
} from '@/lib/sign-in-rules';

// As the API client builds it: the server's words are in the body as well.
const err = (status: number, message = 'x', code = 'X') =>
  new ApiError({
    status,
    message,
    code,
    body: message ? { success: false, message, error: { code, message } } : undefined,
  });

describe('PRODUCT.md §8 send OTP texts', () => {
  it('maps each failure to its text', () => {
    expect(sendOtpError(err(429))).toEqual({
      title: 'Too many attempts - Please wait 15 minutes before requesting another OTP',
    });
    expect(sendOtpError(err(400, 'Too many requests for this number'))).toEqual({
      title: 'Too many attempts - Please wait 15 minutes before requesting another OTP',
    });
    expect(sendOtpError(err(0))).toEqual({
      title: 'Network error - Please check your internet connection and try again',
    });
    expect(sendOtpError(err(503))).toEqual({ title: 'Server error - Something went wrong. Please try again later' });
    expect(sendOtpError(err(424, 'Delivery failed'))).toEqual({
      title: 'Unable to send OTP',
      description: 'Delivery failed',
    });
    expect(sendOtpError(err(400, ''))).toEqual({
      title: 'Unable to send OTP',
      description: 'Please check your phone number and try again',
    });
  });
});

describe('PRODUCT.md §8 verify OTP texts', () => {
  it('maps each failure to its text', () => {
    expect(verifyOtpErrorMessage(err(400))).toBe('Invalid OTP - Please check the code and try again');
    expect(verifyOtpErrorMessage(err(422, 'Invalid code'))).toBe('Invalid OTP - Please check the code and try again');
    expect(verifyOtpErrorMessage(err(429))).toBe('Too many attempts - Please wait before trying again');
    expect(verifyOtpErrorMessage(err(0))).toBe('Network error - Please check your connection');
    expect(verifyOtpErrorMessage(err(500))).toBe('Verification failed');
    expect(verifyOtpErrorMessage(err(403, 'Forbidden'))).toBe('Verification failed');
  });

  it("shows a suspended account the server's words on how to reach support", () => {
    const suspended =
      'Your account has been suspended. Please contact support at support@hyderabadescapes.in or +91 40 4520 7788.';
    expect(verifyOtpErrorMessage(err(403, suspended, 'ACCOUNT_SUSPENDED'))).toBe(suspended);
  });
});

describe('OTP retry rule', () => {
  afterEach(() => vi.useRealTimers());

  function countingSend(statuses: number[]) {
    const calls: number[] = [];
    server.use(
      http.post('/api/v1/auth/send-otp', () => {
        const status = statuses[calls.length] ?? 200;
        calls.push(Date.now());
        return status === 200
          ? HttpResponse.json({ success: true, data: { resendAfter: 30 } })
          : status === -1
            ? HttpResponse.error()
            : HttpResponse.json(
                { success: false, message: 'Too many', error: { code: 'E', message: 'Too many' } },
                { status },
              );
      }),
    );
    return calls;
  }

  it('retries once, after 2 seconds, on a 5xx', async () => {
    // Real time: the gap between the two requests is what the rule is about.
    const calls = countingSend([503, 200]);
    await expect(sendPhoneOtp('9876543210')).resolves.toEqual({ resendAfter: 30 });
    expect(calls).toHaveLength(2);
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(1_990);
    expect(calls[1] - calls[0]).toBeLessThan(3_500);
  });

  it('retries once when offline, and gives up after the second failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = countingSend([-1, -1, 200]);
    const pending = sendPhoneOtp('9876543210').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_100);
    const error = await pending;
    expect(calls).toHaveLength(2);
    expect(sendOtpError(error).title).toBe('Network error - Please check your internet connection and try again');
  });

  it.each([429, 401, 403])('never retries a %i', async (status) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = countingSend([status, 200]);
    const error = await sendPhoneOtp('9876543210').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(1);
    expect((error as ApiError).status).toBe(status);
  });

  it('sends +91 numbers and the purpose', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/auth/send-otp', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, data: { resendAfter: 30 } });
      }),
      http.post('/api/v1/auth/verify-otp', async ({ request }) => {
        bodies.push(await request.json());
        const user = { id: 1, fullName: 'A', username: null, email: null, phone: '+919876543210', role: 'user' };
        return HttpResponse.json({
          success: true,
          token: 't',
          refreshToken: 'r',
          user,
          data: { token: 't', refreshToken: 'r', user },
        });
      }),
      http.post('/api/auth/otp/send-otp', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, data: { identifier: '+919876543210', resendAfter: 60 } });
      }),
    );
    await sendPhoneOtp('9876543210');
    await verifyPhoneOtp('9876543210', '123456', 'login-page');
    await sendCode('9876543210', 'sms');
    expect(bodies).toEqual([
      { phone: '+919876543210', purpose: 'login' },
      { phone: '+919876543210', otp: '123456', trigger: 'login-page' },
      { identifier: '+919876543210', type: 'sms' },
    ]);
  });
});

describe('PRODUCT.md §5 rules', () => {
  it('masks phone and code input and adds +91 when sending', () => {
    expect(maskPhone('+91 98765-43210 99')).toBe('9198765432');
    expect(maskPhone('98a76 54 3210')).toBe('9876543210');
    expect(maskOtp('12 34-56 78')).toBe('123456');
    expect(toE164('9876543210')).toBe('+919876543210');
  });

  it('simple dialog: phone and OTP messages', () => {
    expect(simplePhoneError('987654321')).toBe('Enter valid 10-digit mobile number');
    expect(simplePhoneError('5876543210')).toBe('Enter valid 10-digit mobile number');
    expect(simplePhoneError('6876543210')).toBeNull();
    expect(simpleOtpError('12345')).toBe('Enter 6-digit OTP');
    expect(simpleOtpError('123456')).toBeNull();
  });

  it('login form and code messages', () => {
    const first = (value: string) => loginSchema.safeParse({ phone: value }).error?.issues[0]?.message;
    expect(first('98765')).toBe('Phone number must be at least 10 digits');
    expect(first('5876543210')).toBe('Please enter a valid Indian mobile number');
    expect(first('9876543210')).toBeUndefined();
    expect(loginOtpError('12')).toBe('Please enter a valid 6-digit OTP code.');
    expect(dualOtpErrors('1', '123456')).toEqual({ sms: 'SMS OTP must be 6 digits' });
    expect(dualOtpErrors('123456', '')).toEqual({ email: 'Email OTP must be 6 digits' });
  });

  it('sign-up messages', () => {
    const messages = (values: Record<string, unknown>) =>
      Object.fromEntries(
        (signupSchema.safeParse(values).error?.issues ?? []).reverse().map((i) => [i.path[0], i.message]),
      );
    const good = {
      fullName: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      role: 'user',
      acceptTerms: true,
    };
    expect(signupSchema.safeParse(good).success).toBe(true);
    expect(messages({ ...good, role: undefined }).role).toBe('Please select your account type');
    expect(messages({ ...good, phone: '98765432101' }).phone).toBe('Phone number must be exactly 10 digits');
    expect(messages({ ...good, email: 'a@b.' }).email).toBe('Email must be at least 5 characters');
  });
});
