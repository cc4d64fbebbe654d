import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { guestUser, record, renderWithAuth, sessionBody } from '@/testing/auth-harness';
import { readGateLog } from '@/features/auth';
import { StayReviewPrompt } from '../components/StayReviewPrompt';

describe('"Write a review" for a visitor (PRODUCT.md §4 hard gate)', () => {
  it('asks a visitor to sign in (not skippable), then says how reviews come from stays', async () => {
    record('post', '/api/auth/otp/send-otp', () =>
      HttpResponse.json({ success: true, data: { identifier: '+919876543210', resendAfter: 60 } }),
    );
    record('post', '/api/auth/otp/verify-otp-login', () => HttpResponse.json(sessionBody(guestUser)));
    const bookings = record('get', '/api/v1/users/me/bookings', () =>
      HttpResponse.json({ success: true, data: [], meta: { page: 1, perPage: 100, total: 0 } }),
    );
    const { user } = renderWithAuth(<StayReviewPrompt propertyId={12} onWritten={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to write a review' });
    expect(within(dialog).queryByRole('button', { name: /later|skip/i })).not.toBeInTheDocument();
    // A visitor causes no request before signing in.
    expect(bookings).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(dialog).findByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));

    expect(
      await screen.findByText(
        /Reviews come from stays: once a stay you booked here has ended, you can review it here or in Your Bookings for 60 days\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Bookings' })).toHaveAttribute('href', '/bookings');
    await waitFor(() =>
      expect(readGateLog().map((e) => [e.action, e.level, e.outcome])).toEqual([
        ['write-review', 'hard', 'shown'],
        ['write-review', 'hard', 'completed'],
      ]),
    );
  });
});
