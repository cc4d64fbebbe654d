import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { ADMIN_SEND_OTP_PATH, ADMIN_VERIFY_OTP_PATH } from '../../config/constants';
import { stubDashboard } from '../../testing/console';
import { api, server } from '../../testing/server';
import { createAuthProvider } from '../authProvider';

const admin = { id: 1, fullName: 'Asha Rao', phone: '+919000000000', role: 'admin' };

// Signing in lands on the dashboard, which asks for its figures.
beforeEach(() => stubDashboard());

function renderAt(path: string) {
  window.history.replaceState({}, '', path);
  const user = userEvent.setup();
  render(<App authProvider={createAuthProvider({ retryDelayMs: 0 })} />);
  return user;
}

async function openLogin() {
  const user = renderAt('/admin/login');
  await screen.findByRole('heading', { level: 1, name: 'Admin sign in' });
  return user;
}

/** Counts send-otp calls and answers them with `answer`. */
function stubSend(answer: () => Response) {
  const calls = { count: 0, bodies: [] as unknown[] };
  server.use(
    http.post(api(ADMIN_SEND_OTP_PATH), async ({ request }) => {
      calls.count += 1;
      calls.bodies.push(await request.json());
      return answer();
    }),
  );
  return calls;
}

const phoneField = () => screen.getByRole('textbox', { name: /mobile number/i });
const codeField = () => screen.getByRole('textbox', { name: /6-digit code/i });

describe('admin login page', () => {
  it('is where a signed-out visitor to /admin lands', async () => {
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign in' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/login'));
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(phoneField()).toHaveFocus();
  });

  it('rejects a short or non-Indian number with the spec messages and sends nothing', async () => {
    const calls = stubSend(() => HttpResponse.json({ success: true, data: {} }));
    const user = await openLogin();

    await user.type(phoneField(), '98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField()).toHaveAccessibleDescription('Phone number must be at least 10 digits');

    await user.clear(phoneField());
    await user.type(phoneField(), '5876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Please enter a valid Indian mobile number')).toBeInTheDocument();
    expect(phoneField()).toHaveFocus();
    expect(calls.count).toBe(0);
  });

  it('keeps only the ten digits of what is typed or pasted', async () => {
    const user = await openLogin();
    await user.type(phoneField(), '98a76-54 3210999');
    expect(phoneField()).toHaveValue('9876543210');

    await user.clear(phoneField());
    await user.click(phoneField());
    await user.paste('+91 90000 00000');
    expect(phoneField()).toHaveValue('9000000000');
  });

  it('shows the rate-limit message when the server answers 429', async () => {
    const calls = stubSend(() =>
      HttpResponse.json(
        { success: false, message: 'Slow down', error: { code: 'RATE_LIMITED', message: 'Slow down' } },
        { status: 429, headers: { 'Retry-After': '900' } },
      ),
    );
    const user = await openLogin();
    await user.type(phoneField(), '9000000000');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts - Please wait 15 minutes before requesting another OTP',
    );
    expect(calls.count).toBe(1); // never retried on 429
    expect(phoneField()).toBeInTheDocument(); // still on the phone step
  });

  it('shows the server-error and network-error messages', async () => {
    stubSend(() => HttpResponse.json({ success: false }, { status: 500 }));
    const user = await openLogin();
    await user.type(phoneField(), '9000000000');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server error - Something went wrong. Please try again later',
    );

    stubSend(() => HttpResponse.error());
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Network error - Please check your internet connection and try again',
      ),
    );
  });

  it('shows "Unable to send OTP" with the reason the server gives', async () => {
    stubSend(() =>
      HttpResponse.json(
        { success: false, message: 'x', error: { code: 'NOT_ADMIN', message: 'No admin account has this phone' } },
        { status: 404 },
      ),
    );
    const user = await openLogin();
    await user.type(phoneField(), '9000000000');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to send OTP');
    expect(alert).toHaveTextContent('No admin account has this phone');
  });

  it('signs in with phone and code and lands on the dashboard with a welcome', async () => {
    const sends = stubSend(() => HttpResponse.json({ success: true, data: { sent: true } }));
    const verifies: unknown[] = [];
    server.use(
      http.post(api(ADMIN_VERIFY_OTP_PATH), async ({ request }) => {
        const body = (await request.json()) as { otp: string };
        verifies.push(body);
        if (body.otp !== '246810') {
          return HttpResponse.json(
            { success: false, message: 'Invalid OTP', error: { code: 'OTP_INVALID', message: 'Invalid OTP' } },
            { status: 400 },
          );
        }
        return HttpResponse.json({
          success: true,
          data: { adminToken: 'admin-token-1', csrfToken: 'csrf-1', user: admin },
        });
      }),
    );
    const user = await openLogin();

    await user.type(phoneField(), '9000000000');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('status')).toHaveTextContent('OTP Sent');
    expect(screen.getByText(/Enter the 6-digit code sent to/)).toHaveTextContent(
      'Enter the 6-digit code sent to +91 90000 00000.',
    );
    expect(sends.bodies).toEqual([{ phone: '+919000000000' }]);
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();

    // Too short: the spec message, no call.
    await user.type(codeField(), '123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('OTP must be 6 digits')).toBeInTheDocument();
    expect(verifies).toHaveLength(0);

    // Wrong code: the server's 400 becomes the spec message.
    await user.clear(codeField());
    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP - Please check the code and try again');
    expect(localStorage.getItem('adminToken')).toBeNull();

    await user.clear(codeField());
    await user.type(codeField(), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Asha Rao.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    expect(verifies.at(-1)).toEqual({ phone: '+919000000000', otp: '246810' });
    expect(localStorage.getItem('adminToken')).toBe('admin-token-1');
    expect(localStorage.getItem('csrfToken')).toBe('csrf-1');
  });

  it('returns a visitor who was going to a console page there once signed in', async () => {
    stubSend(() => HttpResponse.json({ success: true, data: {} }));
    server.use(
      http.post(api(ADMIN_VERIFY_OTP_PATH), () =>
        HttpResponse.json({
          success: true,
          data: { adminToken: 'admin-token-1', csrfToken: 'csrf-1', refreshToken: 'r-1', user: admin },
        }),
      ),
      http.get(api('/api/v1/admin/analytics'), () =>
        HttpResponse.json({
          success: true,
          data: {
            from: '2026-11-18',
            to: '2026-11-24',
            totals: {
              searches: 1,
              views: 2,
              contactClicks: 0,
              bookings: 0,
              confirmed: 0,
              gmv: 0,
              cancellations: 0,
              newUsers: 0,
              newOwners: 0,
            },
            funnel: [],
            daily: [],
            topLocalities: [],
            topListings: [],
            webVitals: [],
          },
        }),
      ),
    );
    const user = renderAt('/admin/analytics?days=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
    expect(window.location.search).toBe('?next=%2Fanalytics%3Fdays%3D7');

    await user.type(phoneField(), '9000000000');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByRole('textbox', { name: /6-digit code/i }), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/analytics');
    expect(window.location.search).toBe('?days=7');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows only a console path, never another site', async () => {
    stubSend(() => HttpResponse.json({ success: true, data: {} }));
    server.use(
      http.post(api(ADMIN_VERIFY_OTP_PATH), () =>
        HttpResponse.json({
          success: true,
          data: { adminToken: 'admin-token-1', csrfToken: 'csrf-1', refreshToken: 'r-1', user: admin },
        }),
      ),
    );
    const user = renderAt('/admin/login?next=%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { level: 1, name: 'Admin sign in' });
    await user.type(phoneField(), '9000000000');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByRole('textbox', { name: /6-digit code/i }), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
  });

  it('goes back to the phone step with "Change number"', async () => {
    stubSend(() => HttpResponse.json({ success: true, data: {} }));
    const user = await openLogin();
    await user.type(phoneField(), '9000000000');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('status');

    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(phoneField()).toHaveValue('9000000000');
    await waitFor(() => expect(phoneField()).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: /6-digit code/i })).not.toBeInTheDocument();
  });
});

describe('signed-in admin', () => {
  it('sees the dashboard at /admin and is sent there from /admin/login', async () => {
    localStorage.setItem('adminToken', 'admin-token-1');
    localStorage.setItem('csrfToken', 'csrf-1');
    localStorage.setItem('adminUser', JSON.stringify(admin));

    renderAt('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Asha Rao.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
  });

  it('signs out from the user menu and is back on the login page with the keys cleared', async () => {
    localStorage.setItem('adminToken', 'admin-token-1');
    localStorage.setItem('csrfToken', 'csrf-1');
    localStorage.setItem('adminUser', JSON.stringify(admin));
    const user = renderAt('/admin');

    await user.click(await screen.findByRole('button', { name: /profile/i }));
    await user.click(await screen.findByRole('menuitem', { name: /logout/i }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('csrfToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });
});
