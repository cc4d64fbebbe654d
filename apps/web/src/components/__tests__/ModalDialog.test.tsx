import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog } from '../ModalDialog';

function Page({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const change = (next: boolean) => {
    onOpenChange?.(next);
    setOpen(next);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog open={open} onOpenChange={change} labelledBy="title">
        <h2 id="title">Sign in</h2>
        <button type="button">Continue</button>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('opens as a modal <dialog> named by its title, with its content only while open', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toHaveAttribute('open');
  });

  it('closes on Escape (the browser’s cancel) through its owner, and on a click on the backdrop, not inside', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Page onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('heading', { name: 'Sign in' }));
    expect(onOpenChange).not.toHaveBeenCalled();

    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    // The owner closes it; the browser is kept from closing it on its own.
    expect(cancel.defaultPrevented).toBe(true);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    onOpenChange.mockClear();
    await user.click(screen.getByRole('dialog', { name: 'Sign in' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
