import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useNavigate } from 'react-router';
import {
  GATE_LOG_KEY,
  PENDING_ACTION_KEY,
  readGateLog,
  useAuthGate,
  usePendingActionResume,
  type GateLevel,
} from '../gate';
import { guestUser, record, renderWithAuth, sessionBody, storeCredentials } from '@/testing/auth-harness';

const ran: unknown[] = [];

function GatedButton({ level, preserveData = false }: { level: GateLevel; preserveData?: boolean }) {
  const { gate } = useAuthGate();
  return (
    <button
      type="button"
      onClick={() =>
        gate({
          level,
          action: 'save-property',
          prompt: { title: 'Sign in to save', canSkip: true, skipText: 'Not now', preserveData },
          data: { id: 12 },
          run: (data) => ran.push(data),
        })
      }
    >
      Do it
    </button>
  );
}

function outcomes() {
  return readGateLog().map((entry) => `${entry.level}:${entry.outcome}`);
}

async function signInThroughModal(user: ReturnType<typeof renderWithAuth>['user'], dialog: HTMLElement) {
  record('post', '/api/auth/otp/send-otp', () =>
    HttpResponse.json({ success: true, data: { identifier: '+919876543210', resendAfter: 60 } }),
  );
  record('post', '/api/auth/otp/verify-otp-login', () => HttpResponse.json(sessionBody(guestUser)));
  await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
  await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
  await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
  await user.type(await within(dialog).findByLabelText('Verification code'), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));
}

describe('progressive auth gate (PRODUCT.md §4)', () => {
  it('runs at once for level none and for a signed-in user, with no prompt', async () => {
    ran.length = 0;
    const { user } = renderWithAuth(<GatedButton level="none" />);
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    expect(ran).toEqual([{ id: 12 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(outcomes()).toEqual([]);
  });

  it('never prompts a signed-in user', async () => {
    ran.length = 0;
    storeCredentials(guestUser);
    record('get', '/api/v1/auth/me', () =>
      HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } }),
    );
    const { user } = renderWithAuth(<GatedButton level="hard" />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    expect(ran).toEqual([{ id: 12 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hard: cannot be skipped; cancelling records cancelled and does not run', async () => {
    ran.length = 0;
    const { user } = renderWithAuth(<GatedButton level="hard" preserveData />);
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save' });
    expect(within(dialog).queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(PENDING_ACTION_KEY) ?? 'null')).toMatchObject({
      action: 'save-property',
      data: { id: 12 },
      createdAt: expect.any(Number),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ran).toEqual([]);
    expect(outcomes()).toEqual(['hard:shown', 'hard:cancelled']);
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
  });

  it('hard: runs the action after sign-in and clears pending_action', async () => {
    ran.length = 0;
    const { user } = renderWithAuth(<GatedButton level="hard" preserveData />);
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save' });
    await signInThroughModal(user, dialog);
    await waitFor(() => expect(ran).toEqual([{ id: 12 }]));
    expect(outcomes()).toEqual(['hard:shown', 'hard:completed']);
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
  });

  it('soft: Skip records skipped and runs the action when the modal closes', async () => {
    ran.length = 0;
    const { user } = renderWithAuth(<GatedButton level="soft" />);
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save' });
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(ran).toEqual([{ id: 12 }]));
    expect(outcomes()).toEqual(['soft:shown', 'soft:skipped']);
    expect(JSON.parse(sessionStorage.getItem(GATE_LOG_KEY) ?? '[]')).toHaveLength(2);
  });

  it('soft: signing in records completed and runs the action once', async () => {
    ran.length = 0;
    const { user } = renderWithAuth(<GatedButton level="soft" />);
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    await signInThroughModal(user, await screen.findByRole('dialog', { name: 'Sign in to save' }));
    await waitFor(() => expect(ran).toEqual([{ id: 12 }]));
    expect(outcomes()).toEqual(['soft:shown', 'soft:completed']);
  });

  it('resumes a preserved action after a reload once the user signs in', async () => {
    sessionStorage.setItem(
      PENDING_ACTION_KEY,
      JSON.stringify({ action: 'start-booking', data: { href: '/book/banyan?start=x' }, createdAt: Date.now() }),
    );
    function Resume() {
      const navigate = useNavigate();
      usePendingActionResume({ 'start-booking': (data) => navigate((data as { href: string }).href) });
      return <p>page</p>;
    }
    storeCredentials(guestUser);
    record('get', '/api/v1/auth/me', () =>
      HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } }),
    );
    renderWithAuth(<Resume />);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/book/banyan?start=x'));
    expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
  });
});
