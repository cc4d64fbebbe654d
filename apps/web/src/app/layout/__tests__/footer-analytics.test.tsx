import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { track } from '@/lib/analytics';
import { Footer } from '../Footer';

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

describe('phone call clicked (PRODUCT.md §7 tracked event)', () => {
  it('is tracked when the support number in the footer is tapped', async () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const phone = screen.getAllByRole('link').find((a) => a.getAttribute('href')?.startsWith('tel:'))!;
    phone.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot dial
    await userEvent.setup().click(phone);
    expect(track).toHaveBeenCalledWith('phone_call_clicked', { source: 'footer' });
  });
});
