import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { AuthProviders } from '@/features/auth/providers';
import { setLanguage, startLanguage } from '@/i18n';
import { Header } from '../Header';

function renderHeader() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ToastProvider>
          <AuthProviders>
            <Header />
          </AuthProviders>
        </ToastProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('header languages', () => {
  it('reads in Telugu when Telugu is active', async () => {
    await act(() => setLanguage('te'));
    renderHeader();
    expect(screen.getByRole('link', { name: 'సైన్ ఇన్' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'సైన్ అప్' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ప్రధాన మెనూ' })).toHaveTextContent('హోమ్');
    expect(document.documentElement.lang).toBe('te-IN');
  });

  it('switches language from the header and keeps the choice', async () => {
    const user = renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    await waitFor(() => expect(screen.getByRole('link', { name: 'साइन इन' })).toBeInTheDocument());
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('takes ?lang= over the stored choice and stores it', async () => {
    localStorage.setItem('language', 'hi');
    window.history.replaceState(null, '', '/?lang=te');
    try {
      await act(() => startLanguage());
    } finally {
      window.history.replaceState(null, '', '/');
    }
    expect(localStorage.getItem('language')).toBe('te');
    renderHeader();
    expect(screen.getByRole('link', { name: 'సైన్ ఇన్' })).toBeInTheDocument();
  });
});
