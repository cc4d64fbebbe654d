// The sign-up form in Hindi: labels, links inside a sentence, and the shared English validation
// rules shown in the active language.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { setLanguage } from '@/i18n';
import { SignupForm } from '../components/SignupForm';

function renderSignup() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ToastProvider>
          <SignupForm onCodesSent={() => undefined} />
        </ToastProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('sign-up in other languages', () => {
  it('shows the sign-up form and its rules in Hindi', async () => {
    await act(() => setLanguage('hi'));
    const user = renderSignup();
    expect(screen.getByLabelText('पूरा नाम')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सेवा की शर्तों' })).toHaveAttribute('href', '/terms-of-service');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByText('कृपया अपने खाते का प्रकार चुनें')).toBeInTheDocument();
    expect(screen.getByText('कृपया सेवा की शर्तें और प्राइवेसी पॉलिसी स्वीकार करें')).toBeInTheDocument();
  });

  it('keeps the English words when English is active', async () => {
    const user = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please select your account type')).toBeInTheDocument();
  });
});
