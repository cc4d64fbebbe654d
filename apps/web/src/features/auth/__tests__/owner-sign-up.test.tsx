// The way to becoming an owner: "Create an owner account" opens /register with the owner type
// chosen, a new owner lands on the owner dashboard (not the guest home page and its offer), and
// the booking gate's sign-up does not ask the account type (who books is a guest).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import RegisterPage from '../pages/RegisterPage';
import VerifyRegistrationPage from '../pages/VerifyRegistrationPage';
import { useAuthGate } from '../gate';
import { owner, record, renderWithAuth, sessionBody } from '@/testing/auth-harness';

function pendingSignUp(role: 'user' | 'owner') {
  sessionStorage.setItem(
    'auth_signup',
    JSON.stringify({
      fullName: 'Ravi Kumar Reddy',
      email: 'ravi@example.com',
      phone: '9876543210',
      role,
      acceptTerms: true,
      phoneIdentifier: '+919876543210',
      emailIdentifier: 'ravi@example.com',
    }),
  );
}

describe('becoming an owner', () => {
  it('/register?role=owner comes with the owner account type chosen', async () => {
    renderWithAuth(<p>home</p>, {
      path: '/register?role=owner',
      routes: [{ path: '/register', element: <RegisterPage /> }],
    });
    expect(await screen.findByRole('radio', { name: 'List my property as an owner' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Book farmhouse experiences' })).not.toBeChecked();
  });

  it('/register alone asks for the account type', async () => {
    renderWithAuth(<p>home</p>, { path: '/register', routes: [{ path: '/register', element: <RegisterPage /> }] });
    expect(await screen.findByRole('radio', { name: 'List my property as an owner' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Book farmhouse experiences' })).not.toBeChecked();
  });

  it('a new owner lands on the owner dashboard', async () => {
    pendingSignUp('owner');
    record('post', '/api/auth/otp/verify-otp-register', () => HttpResponse.json(sessionBody(owner)));
    const { user } = renderWithAuth(<p>home</p>, {
      path: '/verify-registration',
      routes: [
        { path: '/verify-registration', element: <VerifyRegistrationPage /> },
        { path: '/owner/dashboard', element: <h1>Owner dashboard</h1> },
      ],
    });
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('Email code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/owner\/dashboard$/));
    expect(screen.getByRole('heading', { name: 'Owner dashboard' })).toBeInTheDocument();
  });

  it('a new owner sent from a page goes back to it', async () => {
    pendingSignUp('owner');
    record('post', '/api/auth/otp/verify-otp-register', () => HttpResponse.json(sessionBody(owner)));
    const { user } = renderWithAuth(<p>home</p>, {
      path: '/verify-registration?next=%2Fhelp',
      routes: [{ path: '/verify-registration', element: <VerifyRegistrationPage /> }],
    });
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('Email code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/help$/));
  });
});

function BookButton() {
  const { gate } = useAuthGate();
  return (
    <button
      type="button"
      onClick={() =>
        gate({ level: 'hard', action: 'start-booking', signUpRole: 'user', data: {}, run: () => undefined })
      }
    >
      Book now
    </button>
  );
}

describe("the booking gate's sign-up", () => {
  it('does not ask the account type, and signs up a guest', async () => {
    const sent = record('post', '/api/auth/otp/send-otp', () =>
      HttpResponse.json({ success: true, message: 'OTP sent', data: { identifier: 'x', resendAfter: 30 } }),
    );
    const { user } = renderWithAuth(<BookButton />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await within(dialog).findByLabelText('Full name')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('I want to')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Full name'), 'Asha Verma');
    await user.type(within(dialog).getByLabelText('Email address'), 'asha@example.com');
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent.length).toBe(2));
    expect(JSON.parse(sessionStorage.getItem('auth_signup') ?? '{}')).toMatchObject({ role: 'user' });
  });
});
