import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { owner } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';

describe('/list-your-farmhouse', () => {
  it('explains listing and offers sign-up and a call to the host team', async () => {
    renderRoute('/list-your-farmhouse');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'List your farmhouse on Hyderabad Escapes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an owner account' })).toHaveAttribute(
      'href',
      '/register?role=owner',
    );
    expect(screen.getByRole('link', { name: 'Talk to our host team' })).toHaveAttribute('href', 'tel:+914045207788');
    expect(screen.getByRole('heading', { name: 'How listing works' })).toBeInTheDocument();
    // The title is set in an effect after the heading renders.
    await waitFor(() => expect(document.title).toBe('List your farmhouse | Hyderabad Escapes'));
  });

  it('takes a signed-in owner straight to the listing editor', async () => {
    signIn(owner);
    renderRoute('/list-your-farmhouse');
    expect(await screen.findByRole('link', { name: 'List your farmhouse now' })).toHaveAttribute(
      'href',
      '/owner/property/create',
    );
    expect(screen.queryByRole('link', { name: 'Create an owner account' })).not.toBeInTheDocument();
  });
});
