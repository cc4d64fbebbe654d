import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_SEND_OTP_PATH, ADMIN_VERIFY_OTP_PATH } from '../../config/constants';
import { api, server } from '../../testing/server';
import { createAuthProvider } from '../authProvider';
import {
  SEND_FAILED,
  SEND_NETWORK,
  SEND_SERVER,
  SEND_TOO_MANY,
  VERIFY_FAILED,
  VERIFY_INVALID,
  VERIFY_TOO_MANY,
  type OtpError,
} from '../otpApi';

const admin = { id: 1, fullName: 'Asha Rao', phone: '+919000000000', role: 'admin' };
const session = { adminToken: 'admin-token-1', csrfToken: 'csrf-1', refreshToken: 'refresh-1', user: admin };

const provider = () => createAuthProvider({ retryDelayMs: 0 });

function storeSession() {
  localStorage.setItem('adminToken', session.adminToken);
  localStorage.setItem('csrfToken', session.csrfToken);
  localStorage.setItem('adminUser', JSON.stringify(admin));
}

async function rejection(promise: Promise<unknown>): Promise<OtpError> {
  try {
    await promise;
  } catch (error) {
    return error as OtpError;
  }
  throw new Error('expected the promise to reject');
}

describe('authProvider sign-in', () => {
  it('sends the phone with the +91 prefix to the admin send-otp endpoint', async () => {
    let body: unknown;
    server.use(
      http.post(api(ADMIN_SEND_OTP_PATH), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, data: { sent: true } });
      }),
    );
    await provider().sendOtp('9000000000');
    expect(body).toEqual({ phone: '+919000000000' });
  });

  it('stores adminToken, csrfToken and the admin user when the code is verified', async () => {
    let body: unknown;
    server.use(
      http.post(api(ADMIN_VERIFY_OTP_PATH), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, data: session });
      }),
    );
    await provider().login({ phone: '9000000000', otp: '123456' });

    expect(body).toEqual({ phone: '+919000000000', otp: '123456' });
    expect(localStorage.getItem('adminToken')).toBe('admin-token-1');
    expect(localStorage.getItem('csrfToken')).toBe('csrf-1');
    expect(localStorage.getItem('adminRefreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('adminUser') ?? 'null')).toEqual(admin);
    // The guest app's `user` key is left alone.
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('stores nothing and says the code is invalid when the server answers 400', async () => {
    server.use(
      http.post(api(ADMIN_VERIFY_OTP_PATH), () =>
        HttpResponse.json(
          { success: false, message: 'OTP is wrong', error: { code: 'OTP_INVALID', message: 'OTP is wrong' } },
          { status: 400 },
        ),
      ),
    );
    const error = await rejection(provider().login({ phone: '9000000000', otp: '000000' }));
    expect(error.title).toBe(VERIFY_INVALID);
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('words a verify 429 and other verify failures as PRODUCT.md §8 does', async () => {
    server.use(http.post(api(ADMIN_VERIFY_OTP_PATH), () => HttpResponse.json({}, { status: 429 })));
    expect((await rejection(provider().login({ phone: '9000000000', otp: '111111' }))).title).toBe(VERIFY_TOO_MANY);

    server.use(
      http.post(api(ADMIN_VERIFY_OTP_PATH), () =>
        HttpResponse.json({ success: false, message: 'Account is not an admin' }, { status: 403 }),
      ),
    );
    const error = await rejection(provider().login({ phone: '9000000000', otp: '111111' }));
    expect(error.title).toBe(VERIFY_FAILED);
    expect(error.detail).toBe('Account is not an admin');
  });

  it.each([
    ['429', () => HttpResponse.json({ success: false, message: 'Slow down' }, { status: 429 }), SEND_TOO_MANY],
    [
      'a message containing "Too many"',
      () => HttpResponse.json({ success: false, message: 'Too many OTP requests' }, { status: 400 }),
      SEND_TOO_MANY,
    ],
    ['a 5xx', () => HttpResponse.json({ success: false, message: 'boom' }, { status: 503 }), SEND_SERVER],
    ['a network failure', () => HttpResponse.error(), SEND_NETWORK],
  ])('words a send-otp failure on %s as PRODUCT.md §8 does', async (_label, answer, title) => {
    server.use(http.post(api(ADMIN_SEND_OTP_PATH), answer));
    expect((await rejection(provider().sendOtp('9000000000'))).title).toBe(title);
  });

  it('shows "Unable to send OTP" with the server message for other refusals', async () => {
    server.use(
      http.post(api(ADMIN_SEND_OTP_PATH), () =>
        HttpResponse.json(
          { success: false, message: 'x', error: { code: 'NOT_ADMIN', message: 'No admin has this phone' } },
          { status: 404 },
        ),
      ),
    );
    const error = await rejection(provider().sendOtp('9000000000'));
    expect(error.title).toBe(SEND_FAILED);
    expect(error.detail).toBe('No admin has this phone');
  });

  it('retries once on a 5xx, never on a 429', async () => {
    let calls = 0;
    server.use(
      http.post(api(ADMIN_SEND_OTP_PATH), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false }, { status: 502 })
          : HttpResponse.json({ success: true, data: {} });
      }),
    );
    await provider().sendOtp('9000000000');
    expect(calls).toBe(2);

    calls = 0;
    server.use(
      http.post(api(ADMIN_SEND_OTP_PATH), () => {
        calls += 1;
        return HttpResponse.json({ success: false }, { status: 429 });
      }),
    );
    await rejection(provider().sendOtp('9000000000'));
    expect(calls).toBe(1);
  });
});

describe('authProvider session', () => {
  it('checkAuth rejects without an admin token and resolves with one', async () => {
    await expect(provider().checkAuth({})).rejects.toBeDefined();
    storeSession();
    await expect(provider().checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError signs out on 401 and 403 but not on other errors', async () => {
    storeSession();
    await expect(provider().checkError({ status: 500 })).resolves.toBeUndefined();
    expect(localStorage.getItem('adminToken')).toBe('admin-token-1');

    for (const status of [401, 403]) {
      storeSession();
      await expect(provider().checkError({ status })).rejects.toBeDefined();
      expect(localStorage.getItem('adminToken')).toBeNull();
      expect(localStorage.getItem('csrfToken')).toBeNull();
      expect(localStorage.getItem('adminUser')).toBeNull();
    }
  });

  it("getIdentity returns the admin's name", async () => {
    storeSession();
    await expect(provider().getIdentity!()).resolves.toEqual({ id: 1, fullName: 'Asha Rao' });
  });

  it('logout clears the admin keys and leaves the guest session alone', async () => {
    storeSession();
    localStorage.setItem('user', '{"id":7}');
    await provider().logout({});
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('csrfToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(localStorage.getItem('user')).toBe('{"id":7}');
  });
});
