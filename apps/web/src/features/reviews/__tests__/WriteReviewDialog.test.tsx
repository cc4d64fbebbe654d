import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { errorBody, record, renderWithAuth } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';
import type { Review } from '@/types/api';
import { WriteReviewButton } from '../index';

const stay = { bookingId: 55, propertyTitle: 'Banyan Grove Farmhouse', dueBy: '2027-01-19T23:59:59+05:30' };

const written: Review = {
  id: 901,
  userName: 'Asha V.',
  rating: 4,
  comment: 'Lovely lawn, clean pool and a helpful caretaker.',
  createdAt: '2026-11-24T10:00:00+05:30',
  stayMonth: '2026-11',
};

function openDialog(onWritten = vi.fn()) {
  signIn();
  const utils = renderWithAuth(<WriteReviewButton stay={stay} onWritten={onWritten} />);
  return { ...utils, onWritten };
}

async function dialog(user: ReturnType<typeof openDialog>['user']) {
  await user.click(screen.getByRole('button', { name: 'Write a review' }));
  return screen.findByRole('dialog', { name: 'Review your stay' });
}

describe('Write a review dialog', () => {
  it('checks the rating and the comment as the server does before sending anything', async () => {
    const posted = record('post', '/api/v1/bookings/55/review', () =>
      HttpResponse.json({ success: true, data: written }, { status: 201 }),
    );
    const { user } = openDialog();
    const box = await dialog(user);
    expect(within(box).getByText(/You can write it until 19 Jan 2027/)).toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Publish review' }));
    expect(await within(box).findByText('Please choose a rating')).toBeInTheDocument();
    expect(within(box).getByText('Please write at least 10 characters about your stay')).toBeInTheDocument();

    const comment = within(box).getByLabelText('Your review');
    await user.type(comment, '  Too short ');
    // Counted as the server counts: the trimmed text.
    expect(within(box).getByText('9 / 2,000 characters')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);
  });

  it('offers the stars as a labelled radio group that the keyboard can operate', async () => {
    const { user } = openDialog();
    const box = await dialog(user);
    const group = within(box).getByRole('group', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: '4 stars, Very good' })).not.toBeChecked();

    await user.click(within(group).getByRole('radio', { name: '3 stars, Good' }));
    expect(within(group).getByRole('radio', { name: '3 stars, Good' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '4 stars, Very good' })).toHaveFocus();
  });

  it('publishes the review, closes, thanks the guest and hands the review to the page', async () => {
    const posted = record('post', '/api/v1/bookings/55/review', () =>
      HttpResponse.json({ success: true, data: written }, { status: 201 }),
    );
    const { user, onWritten } = openDialog();
    const box = await dialog(user);
    await user.click(within(box).getByRole('radio', { name: '4 stars, Very good' }));
    await user.type(within(box).getByLabelText('Your review'), written.comment);
    await user.click(within(box).getByRole('button', { name: 'Publish review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted[0].body).toEqual({ rating: 4, comment: written.comment });
    expect(posted[0].authorization).toBe('Bearer stored-token');
    expect(onWritten).toHaveBeenCalledWith(written);
    expect(await screen.findByText('Thank you for your review')).toBeInTheDocument();
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Write a review' })).toHaveFocus());
  });

  it('shows the server’s message when it refuses the review (409)', async () => {
    record('post', '/api/v1/bookings/55/review', () =>
      errorBody(409, 'ALREADY_REVIEWED', 'You have already reviewed this stay.'),
    );
    const { user, onWritten } = openDialog();
    const box = await dialog(user);
    await user.click(within(box).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.type(within(box).getByLabelText('Your review'), 'A wonderful day by the pool.');
    await user.click(within(box).getByRole('button', { name: 'Publish review' }));

    expect(await within(box).findByRole('alert')).toHaveTextContent('You have already reviewed this stay.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onWritten).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages on their fields (400)', async () => {
    record('post', '/api/v1/bookings/55/review', () =>
      HttpResponse.json(
        {
          success: false,
          message: 'Please check the highlighted fields',
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please check the highlighted fields',
            fields: { comment: 'comment cannot contain control characters' },
          },
        },
        { status: 400 },
      ),
    );
    const { user } = openDialog();
    const box = await dialog(user);
    await user.click(within(box).getByRole('radio', { name: '2 stars, Fair' }));
    await user.type(within(box).getByLabelText('Your review'), 'The pool was closed all day.');
    await user.click(within(box).getByRole('button', { name: 'Publish review' }));

    expect(await within(box).findByText('comment cannot contain control characters')).toBeInTheDocument();
    const comment = within(box).getByLabelText('Your review');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(/comment cannot contain control characters/);
    expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
  });
});
