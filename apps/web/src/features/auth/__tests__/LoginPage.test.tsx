import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import LoginPage from '../pages/LoginPage';
import VerifyRegistrationPage from '../pages/VerifyRegistrationPage';
import { errorBody, guestUser, record, renderWithAuth, sessionBody } from '@/testing/auth-harness';

function renderLogin(next = '/help') {
  return renderWithAuth(<p>home</p>, {
    path: `/login?next=${encodeURIComponent(next)}`,
    routes: [{ path: '/login', element: <LoginPage /> }],
  });
}

afterEach(() => vi.useRealTimers());

describe('/login: the simple sign-in dialog', () => {
  it('goes choose → phone → OTP, with back, Change number and the PRODUCT.md §5 messages', async () => {
    const sends = record('post', '/api/v1/auth/send-otp', () =>
      HttpResponse.json({ success: true, data: { resendAfter: 30 } }),
    );
    const { user } = renderLogin();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue with mobile number' }));
    expect(within(dialog).getByRole('heading', { name: 'Enter your mobile number' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with mobile number' }));

    const phone = within(dialog).getByLabelText('Mobile number');
    await user.type(phone, '5876-54321099');
    expect(phone).toHaveValue('5876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByText('Enter valid 10-digit mobile number')).toBeInTheDocument();
    expect(sends).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
    expect(sends[0].body).toEqual({ phone: '+919876543210', purpose: 'login' });
    expect(screen.getByText('OTP Sent')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('OTP'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(within(dialog).getByText('Enter 6-digit OTP')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Change number' }));
    expect(within(dialog).getByRole('heading', { name: 'Enter your mobile number' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('9876543210');
  });

  it('signs in and returns to ?next=', async () => {
    record('post', '/api/v1/auth/send-otp', () => HttpResponse.json({ success: true, data: { resendAfter: 30 } }));
    const verifies = record('post', '/api/v1/auth/verify-otp', (body) =>
      (body as { otp: string }).otp === '654321'
        ? HttpResponse.json(sessionBody(guestUser))
        : errorBody(429, 'RATE_LIMITED', 'Too many tries'),
    );
    const { user } = renderLogin('/property/banyan?x=1');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue with mobile number' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(dialog).findByLabelText('OTP'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(dialog).findByText('Too many attempts - Please wait before trying again')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('OTP'));
    await user.type(within(dialog).getByLabelText('OTP'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/property/banyan?x=1'));
    expect(verifies.at(-1)?.body).toEqual({ phone: '+919876543210', otp: '654321', trigger: 'login-page' });
    expect(screen.getByTestId('session')).toHaveTextContent('signed-in Asha Verma');
  });

  it('never follows ?next= to another site', async () => {
    record('post', '/api/v1/auth/send-otp', () => HttpResponse.json({ success: true, data: { resendAfter: 30 } }));
    record('post', '/api/v1/auth/verify-otp', () => HttpResponse.json(sessionBody(guestUser)));
    const { user } = renderLogin('//evil.example/steal');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue with mobile number' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(dialog).findByLabelText('OTP'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    // The navigation lands a moment after the session shows signed in.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('offers Resend OTP after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sends = record('post', '/api/v1/auth/send-otp', () =>
      HttpResponse.json({ success: true, data: { resendAfter: 30 } }),
    );
    const { user } = renderLogin();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue with mobile number' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await within(dialog).findByRole('heading', { name: 'Enter OTP' });
    expect(within(dialog).queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(28_000);
    });
    expect(within(dialog).queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2_100);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(sends).toHaveLength(2));
  });
});

describe('/verify-registration', () => {
  it('says the phone number is missing when no sign-up waits in session storage', async () => {
    const { user } = renderWithAuth(<p>home</p>, {
      path: '/verify-registration',
      routes: [{ path: '/verify-registration', element: <VerifyRegistrationPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Phone & Email' })).toBeInTheDocument();
    expect(screen.getAllByText('Phone number is missing. Please refresh and try again.').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('Email code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
  });

  it('reads the sign-up from session storage after a reload and verifies both codes', async () => {
    sessionStorage.setItem(
      'auth_signup',
      JSON.stringify({
        fullName: 'Asha Verma',
        email: 'asha@example.com',
        phone: '9876543210',
        role: 'user',
        acceptTerms: true,
        phoneIdentifier: '+919876543210',
        emailIdentifier: 'asha@example.com',
      }),
    );
    const registers = record('post', '/api/auth/otp/verify-otp-register', () =>
      HttpResponse.json(sessionBody(guestUser)),
    );
    const { user } = renderWithAuth(<p>home</p>, {
      path: '/verify-registration?next=%2Fsearch',
      routes: [{ path: '/verify-registration', element: <VerifyRegistrationPage /> }],
    });
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('Email code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/search'));
    expect(registers[0].body).toMatchObject({
      identifier: '+919876543210',
      code: '123456',
      userData: { emailCode: '654321', role: 'user' },
    });
  });
});
