import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useAuthModal } from '../auth-modal-context';
import { PENDING_ACTION_KEY } from '../gate';
import { errorBody, guestUser, owner, record, renderWithAuth, sessionBody } from '@/testing/auth-harness';

function Opener() {
  const { openAuthModal } = useAuthModal();
  return (
    <button type="button" onClick={() => openAuthModal()}>
      Open sign-in
    </button>
  );
}

function sendOk() {
  return record('post', '/api/auth/otp/send-otp', (body) => {
    const { identifier, type } = body as { identifier: string; type: string };
    return HttpResponse.json({
      success: true,
      data: { identifier: type === 'email' ? identifier.toLowerCase() : identifier, resendAfter: 60 },
    });
  });
}

async function openModal() {
  const utils = renderWithAuth(<Opener />);
  await utils.user.click(screen.getByRole('button', { name: 'Open sign-in' }));
  const dialog = await screen.findByRole('dialog');
  return { ...utils, dialog };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('auth modal: login', () => {
  it('goes method-select → Login → Enter Verification Code and back, with the exact titles', async () => {
    const sends = sendOk();
    const { user, dialog } = await openModal();
    expect(within(dialog).getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CREATE ACCOUNT' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '98765 43210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('heading', { name: 'Enter Verification Code' })).toBeInTheDocument();
    expect(sends[0].body).toEqual({ identifier: '+919876543210', type: 'sms' });
    expect(screen.getByText('OTP Sent')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('9876543210');
  });

  it('says "Please check your phone number and try again" for a 403 without a message, never "Forbidden"', async () => {
    record('post', '/api/auth/otp/send-otp', () => new HttpResponse(null, { status: 403, statusText: 'Forbidden' }));
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findAllByText('Please check your phone number and try again')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Forbidden')).not.toBeInTheDocument();
  });

  it.each([
    ['30', 'Too many attempts - Please wait 30 seconds before requesting another OTP'],
    ['60', 'Too many attempts - Please wait 60 seconds before requesting another OTP'],
    ['900', 'Too many attempts - Please wait 15 minutes before requesting another OTP'],
    [null, 'Too many attempts - Please wait 15 minutes before requesting another OTP'],
  ])('a 429 with Retry-After %s says the real wait', async (retryAfter, text) => {
    record('post', '/api/auth/otp/send-otp', () =>
      HttpResponse.json(
        { success: false, message: 'Too many requests', error: { code: 'RATE_LIMITED', message: 'Too many requests' } },
        { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
      ),
    );
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it('shows the login-form phone messages of PRODUCT.md §5', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    const phone = within(dialog).getByLabelText('Mobile number');
    expect(phone).toHaveAttribute('maxLength', '10');
    await user.type(phone, '98765');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '5876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByText('Please enter a valid Indian mobile number')).toBeInTheDocument();
  });

  it('verifies the code, signs in and closes; a wrong code says so', async () => {
    sendOk();
    const verifies = record('post', '/api/auth/otp/verify-otp-login', (body) =>
      (body as { code: string }).code === '123456'
        ? HttpResponse.json(sessionBody(guestUser))
        : errorBody(400, 'OTP_INVALID', 'Invalid or expired code'),
    );
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    const code = await within(dialog).findByLabelText('Verification code');

    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));
    expect(within(dialog).getByText('Please enter a valid 6-digit OTP code.')).toBeInTheDocument();
    expect(verifies).toHaveLength(0);

    await user.type(code, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));
    expect(await within(dialog).findByText('Invalid OTP - Please check the code and try again')).toBeInTheDocument();
    expect(screen.getByText('Verification Failed')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(verifies.at(-1)?.body).toEqual({ identifier: '+919876543210', code: '123456', type: 'sms' });
    expect(screen.getByTestId('session')).toHaveTextContent('signed-in Asha Verma');
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(guestUser);
  });

  it('offers Resend OTP only after 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sends = sendOk();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await within(dialog).findByRole('heading', { name: 'Enter Verification Code' });
    expect(within(dialog).getByText(/Resend OTP in/)).toHaveTextContent(/Resend OTP in (60|59)s/);
    expect(within(dialog).queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(58_000);
    });
    expect(within(dialog).queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2_100);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(sends).toHaveLength(2));
    expect(await within(dialog).findByText(/Resend OTP in/)).toBeInTheDocument();
  });
});

describe('auth modal: sign-up', () => {
  async function fillSignUp(user: ReturnType<typeof renderWithAuth>['user'], dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText('Full name'), 'Ravi Kumar Reddy');
    await user.type(within(dialog).getByLabelText('Email address'), 'Ravi@Example.com');
    await user.type(within(dialog).getByLabelText('Mobile number'), '9123456789');
    await user.click(within(dialog).getByRole('radio', { name: 'List my property as an owner' }));
    await user.click(within(dialog).getByRole('checkbox'));
  }

  it('checks every field with the PRODUCT.md §5 messages', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(within(dialog).getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Book farmhouse experiences' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'List my property as an owner' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Email must be at least 5 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select your account type')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Full name'), 'R2D2');
    await user.type(within(dialog).getByLabelText('Email address'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Mobile number'), '5123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Name can only contain letters and spaces')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number must be exactly 10 digits')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Full name'));
    await user.type(within(dialog).getByLabelText('Full name'), 'A'.repeat(51));
    await user.clear(within(dialog).getByLabelText('Email address'));
    await user.type(within(dialog).getByLabelText('Email address'), `${'a'.repeat(95)}@example.com`);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Name cannot exceed 50 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Email cannot exceed 100 characters')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'CREATE ACCOUNT' })).toBeInTheDocument();
  });

  it('sends an SMS and an e-mail register code, then verifies both and signs in', async () => {
    const sends = sendOk();
    const registers = record('post', '/api/auth/otp/verify-otp-register', () => HttpResponse.json(sessionBody(owner)));
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'CREATE ACCOUNT' }));
    await fillSignUp(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(await within(dialog).findByRole('heading', { name: 'Verify Phone & Email' })).toBeInTheDocument();
    expect(screen.getByText('OTPs Sent')).toBeInTheDocument();
    expect(sends.map((s) => s.body)).toEqual(
      expect.arrayContaining([
        { identifier: '+919123456789', type: 'sms' },
        { identifier: 'Ravi@Example.com', type: 'email' },
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Verify & Create Account' }));
    expect(within(dialog).getByText('SMS OTP must be 6 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Email OTP must be 6 digits')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Ravi Kumar Reddy');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await within(dialog).findByRole('heading', { name: 'Verify Phone & Email' });

    await user.type(within(dialog).getByLabelText('SMS code'), '111111');
    await user.type(within(dialog).getByLabelText('Email code'), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(registers[0].body).toEqual({
      identifier: '+919123456789',
      code: '111111',
      type: 'sms',
      userData: {
        fullName: 'Ravi Kumar Reddy',
        email: 'Ravi@Example.com',
        phone: '+919123456789',
        role: 'owner',
        acceptTerms: true,
        emailCode: '222222',
      },
    });
    expect(screen.getByTestId('session')).toHaveTextContent('signed-in Ravi Kumar Reddy');
    expect(sessionStorage.getItem('auth_signup')).toBeNull();
  });

  it('names the wrong sign-up code and keeps the other, so fixing it signs up', async () => {
    sendOk();
    const wrongEmail = 'Invalid email OTP. Please check the code and try again.';
    const registers = record('post', '/api/auth/otp/verify-otp-register', (body) =>
      (body as { userData: { emailCode: string } }).userData.emailCode === '222222'
        ? HttpResponse.json(sessionBody(owner))
        : HttpResponse.json(
            {
              success: false,
              message: wrongEmail,
              error: { code: 'OTP_INVALID', message: wrongEmail, fields: { emailCode: wrongEmail } },
            },
            { status: 400 },
          ),
    );
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'CREATE ACCOUNT' }));
    await fillSignUp(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await within(dialog).findByRole('heading', { name: 'Verify Phone & Email' });

    const sms = within(dialog).getByLabelText('SMS code');
    const email = within(dialog).getByLabelText('Email code');
    await user.type(sms, '111111');
    await user.type(email, '333333');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Create Account' }));
    const said = 'The e-mail code is not right. Check it and try again; your SMS code still works.';
    expect(await within(dialog).findByText(said)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(wrongEmail);
    expect(sms).not.toHaveAttribute('aria-invalid');
    expect(sms).toHaveValue('111111');

    await user.clear(email);
    await user.type(email, '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(registers).toHaveLength(2);
    expect(registers[1].body).toEqual({
      identifier: '+919123456789',
      code: '111111',
      type: 'sms',
      userData: {
        fullName: 'Ravi Kumar Reddy',
        email: 'Ravi@Example.com',
        phone: '+919123456789',
        role: 'owner',
        acceptTerms: true,
        emailCode: '222222',
      },
    });
  });
});

describe('auth modal: closing and reopening', () => {
  it('resets 0.5 s after closing, but keeps a code step that is midway', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sendOk();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();

    await user.click(within(again).getByRole('button', { name: 'LOGIN' }));
    await user.type(within(again).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(again).getByRole('button', { name: 'Send OTP' }));
    await within(again).findByRole('heading', { name: 'Enter Verification Code' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const third = await screen.findByRole('dialog');
    expect(within(third).getByRole('heading', { name: 'Enter Verification Code' })).toBeInTheDocument();
  });

  it('closes with "Welcome!" when the user is already signed in (another tab)', async () => {
    const { dialog } = await openModal();
    expect(dialog).toBeInTheDocument();
    localStorage.setItem('token', 't');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('user', JSON.stringify(guestUser));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 't', storageArea: localStorage }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText('You are already logged in.')).toBeInTheDocument();
  });

  it('says "Processing your booking..." when a booking waits for the sign-in', async () => {
    sessionStorage.setItem(
      PENDING_ACTION_KEY,
      JSON.stringify({ action: 'start-booking', data: { href: '/book/x?start=a' }, createdAt: Date.now() }),
    );
    await openModal();
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(guestUser));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 't', storageArea: localStorage }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Authentication successful')).toBeInTheDocument();
    expect(screen.getByText('Processing your booking...')).toBeInTheDocument();
  });
});
