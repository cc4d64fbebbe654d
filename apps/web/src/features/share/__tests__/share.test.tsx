import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithAuth } from '@/testing/auth-harness';
import { ShareButton } from '../components/ShareButton';

const url = 'https://escapes.example/property/banyan-grove';

describe('Share', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without a share sheet: offers sign-in once, then Copy link (with a toast) and a WhatsApp link', async () => {
    const { user } = renderWithAuth(<ShareButton title="Banyan Grove" url={url} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    expect(navigator.share).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const gate = await screen.findByRole('dialog', { name: 'Sign in to share' });
    await user.click(within(gate).getByRole('button', { name: 'Just share' }));

    const whatsApp = await screen.findByRole('link', { name: /Share on WhatsApp/ });
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`Banyan Grove ${url}`)}`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    // Asked once per session: the next share goes straight on.
    await waitFor(() => expect(screen.queryByRole('link', { name: /Share on WhatsApp/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('link', { name: /Share on WhatsApp/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign in to share' })).not.toBeInTheDocument();
  });

  it('uses the share sheet where the device has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    sessionStorage.setItem('share_prompted', '1');
    const { user } = renderWithAuth(<ShareButton title="Banyan Grove" url={url} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Banyan Grove', text: 'Banyan Grove', url });
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });
});
