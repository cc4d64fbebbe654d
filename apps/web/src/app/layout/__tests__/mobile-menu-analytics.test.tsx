import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { AuthProviders } from '@/features/auth/providers';
import { track } from '@/lib/analytics';
import { Header } from '../Header';

vi.mock('@/lib/analytics', () => ({ track: vi.fn(), flushAnalytics: vi.fn() }));

describe('phone call clicked (PRODUCT.md §7 tracked event)', () => {
  it('is tracked when Call Us in the mobile menu is tapped', async () => {
    render(
      <MemoryRouter>
        <ToastProvider>
          <AuthProviders>
            <Header />
          </AuthProviders>
        </ToastProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const call = within(menu).getByRole('link', { name: 'Call Us' });
    expect(call).toHaveAttribute('href', 'tel:+914045207788');
    expect(track).not.toHaveBeenCalledWith('phone_call_clicked', expect.anything());

    call.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot dial
    await user.click(call);
    expect(track).toHaveBeenCalledWith('phone_call_clicked', { source: 'mobile_menu' });
  });
});
