// The sign-up form's checks as a guest meets them on /register: all at Create account, focus on the
// first field in error, and each message gone as soon as its field is fixed.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import RegisterPage from '../pages/RegisterPage';
import { renderWithAuth } from '@/testing/auth-harness';

describe('the sign-up form', () => {
  it('checks every field at Create account, focuses the first in error, and checks again as they change', async () => {
    const { user } = renderWithAuth(<p>home</p>, {
      path: '/register',
      routes: [{ path: '/register', element: <RegisterPage /> }],
    });
    const name = await screen.findByLabelText('Full name');
    // Nothing is said before a first try.
    await user.type(name, 'R');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(screen.getByText('Email must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Please select your account type')).toBeInTheDocument();
    expect(screen.getByText('Please accept the Terms of Service and Privacy Policy')).toBeInTheDocument();

    await user.type(name, 'avi');
    expect(name).not.toHaveAccessibleDescription();
    expect(name).toHaveValue('Ravi');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveFocus();

    await user.type(email, 'ravi@example.com');
    await user.type(screen.getByLabelText('Mobile number'), '98765x43210');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    await user.click(screen.getByRole('radio', { name: 'Book farmhouse experiences' }));
    expect(screen.queryByText('Please select your account type')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the Terms of Service and Privacy Policy',
    );
  });
});
