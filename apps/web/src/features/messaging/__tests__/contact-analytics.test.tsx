import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { track } from '@/lib/analytics';
import { renderWithAuth } from '@/testing/auth-harness';
import { ContactOwnerButton } from '../components/ContactOwnerButton';

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

describe('chat link clicked (PRODUCT.md §7 tracked event)', () => {
  it('is tracked with the property when Contact owner is pressed, before the sign-in gate', async () => {
    const { user } = renderWithAuth(<ContactOwnerButton propertyId={12} />, { routes: [] });
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    expect(track).toHaveBeenCalledWith('chat_link_clicked', { propertyId: 12, source: 'property_page' });
    expect(await screen.findByRole('dialog', { name: 'Sign in to contact the owner' })).toBeInTheDocument();
  });
});
