import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  errorBody,
  guestUser,
  owner,
  record,
  renderWithAuth,
  sessionBody,
  storeCredentials,
} from '@/testing/auth-harness';
import { readGateLog } from '@/features/auth';
import { ContactOwnerButton } from '../components/ContactOwnerButton';
import { conversation } from './helpers';

const routes = [{ path: '/messages', element: <h1>Messages page</h1> }];

function signInHandlers(user = guestUser) {
  record('post', '/api/auth/otp/send-otp', () =>
    HttpResponse.json({ success: true, data: { identifier: '+919876543210', resendAfter: 60 } }),
  );
  record('post', '/api/auth/otp/verify-otp-login', () => HttpResponse.json(sessionBody(user)));
}

describe('Contact owner (PRODUCT.md §4 hard gate)', () => {
  it('asks a visitor to sign in (not skippable), then opens the conversation and goes to its thread', async () => {
    signInHandlers();
    const opened = record('post', '/api/v1/conversations', () =>
      HttpResponse.json({ success: true, data: conversation({ id: 31 }) }, { status: 201 }),
    );
    const { user, router } = renderWithAuth(<ContactOwnerButton propertyId={12} />, { routes });
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to contact the owner' });
    expect(within(dialog).queryByRole('button', { name: /later|skip/i })).not.toBeInTheDocument();
    expect(opened).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(dialog).findByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/messages?conversation=31'),
    );
    expect(opened).toHaveLength(1);
    expect(opened[0].body).toEqual({ propertyId: 12 });
    expect(opened[0].authorization).toBe('Bearer access-1');
    expect(readGateLog().map((e) => [e.action, e.level, e.outcome])).toEqual([
      ['contact-owner', 'hard', 'shown'],
      ['contact-owner', 'hard', 'completed'],
    ]);
  });

  it('goes straight to the existing conversation (200) for a signed-in guest', async () => {
    storeCredentials(guestUser);
    record('get', '/api/v1/auth/me', () =>
      HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } }),
    );
    const opened = record('post', '/api/v1/conversations', () =>
      HttpResponse.json({ success: true, data: conversation({ id: 44 }) }),
    );
    const { user, router } = renderWithAuth(<ContactOwnerButton propertyId={12} />, { routes });
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/messages?conversation=44'),
    );
    expect(opened).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown to an owner on their own farmhouse', async () => {
    storeCredentials(owner);
    record('get', '/api/v1/auth/me', () => HttpResponse.json({ success: true, user: owner, data: { user: owner } }));
    record('get', '/api/v1/owner/properties', () => HttpResponse.json({ success: true, data: [{ id: 12 }] }));
    renderWithAuth(<ContactOwnerButton propertyId={12} />, { routes });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Contact owner' })).not.toBeInTheDocument());
  });

  it('hides itself when the server answers 403 OWN_PROPERTY, and says "Failed to get or create conversation" otherwise', async () => {
    storeCredentials(owner);
    record('get', '/api/v1/auth/me', () => HttpResponse.json({ success: true, user: owner, data: { user: owner } }));
    record('get', '/api/v1/owner/properties', () => HttpResponse.json({ success: true, data: [] }));
    let answer = () => errorBody(500, 'INTERNAL', 'Something went wrong');
    record('post', '/api/v1/conversations', () => answer());
    const { user } = renderWithAuth(<ContactOwnerButton propertyId={12} />, { routes });
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    expect(await screen.findByText('Failed to get or create conversation')).toBeInTheDocument();
    answer = () => errorBody(403, 'OWN_PROPERTY', 'You own this property');
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Contact owner' })).not.toBeInTheDocument());
  });
});
