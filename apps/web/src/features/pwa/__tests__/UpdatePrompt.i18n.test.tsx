// The update prompt follows the active language.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '@/i18n';
import { UpdatePrompt } from '../UpdatePrompt';

describe('update prompt languages', () => {
  it('shows the update prompt in Telugu', async () => {
    await act(() => setLanguage('te'));
    render(<UpdatePrompt onUpdate={() => undefined} onLater={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'కొత్త వెర్షన్ వచ్చింది' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'అప్‌డేట్ చేయండి' })).toBeInTheDocument();
  });
});
