import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { makeProperty, makeReviews } from '@/testing/property-fixtures';
import { makeBooking, signIn } from '@/testing/booking-fixtures';
import { ReviewsSection } from '../components/ReviewsSection';
import { verifiedStayLabel } from '../components/ReviewItem';
import { StayReviewPrompt } from '@/features/reviews';
import { renderPage } from './render';

const property = makeProperty();

function reviews(items = makeReviews(2)) {
  server.use(
    http.get('/api/v1/properties/12/reviews', () =>
      HttpResponse.json({ success: true, data: items, meta: { page: 1, perPage: 5, total: items.length } }),
    ),
  );
}

describe('Property reviews', () => {
  it('says "Verified stay" with the stay’s month in words', () => {
    expect(verifiedStayLabel('2026-12')).toBe('Verified stay · December 2026');
  });

  it('shows each review’s verified stay and the owner’s response under it', async () => {
    const [first, second] = makeReviews(2);
    reviews([
      {
        ...first,
        stayMonth: '2026-10',
        reply: {
          text: 'Thank you, do come again!',
          repliedAt: '2026-10-30T09:00:00+05:30',
          editedAt: '2026-10-30T11:00:00+05:30',
        },
      },
      second,
    ]);
    renderPage(<ReviewsSection property={property} />);
    const section = screen.getByRole('region', { name: 'Reviews' });
    const guest1 = (await within(section).findByText('Guest 1')).closest('li')!;
    expect(within(guest1).getByText('Verified stay · October 2026')).toBeInTheDocument();
    expect(within(guest1).getByText('Response from the owner')).toBeInTheDocument();
    expect(within(guest1).getByText('Thank you, do come again!')).toBeInTheDocument();
    expect(within(guest1).getByText(/\(edited\)/)).toBeInTheDocument();
    // A review from before stays were required has neither.
    const guest2 = within(section).getByText('Guest 2').closest('li')!;
    expect(within(guest2).queryByText(/Verified stay/)).not.toBeInTheDocument();
    expect(within(guest2).queryByText('Response from the owner')).not.toBeInTheDocument();
  });

  it('asks a signed-in guest with a due stay here “How was your stay?”, and no visitor', async () => {
    reviews();
    let asked = 0;
    server.use(
      http.get('/api/v1/users/me/bookings', () => {
        asked += 1;
        return HttpResponse.json({
          success: true,
          data: [
            makeBooking({
              id: 8,
              status: 'confirmed',
              property: { id: 99, slug: 'other', title: 'Other Farm', address: 'Survey No. 7, Shankarpally' },
              review: { status: 'due' },
            }),
            makeBooking({ id: 9, status: 'confirmed', review: { status: 'due', dueBy: '2026-12-31T23:59:59+05:30' } }),
          ],
          meta: { page: 1, perPage: 100, total: 2 },
        });
      }),
    );
    const visitor = renderPage(
      <ReviewsSection property={property} prompt={<StayReviewPrompt propertyId={12} onWritten={() => {}} />} />,
    );
    await screen.findByText('Guest 1');
    expect(screen.queryByText('How was your stay?')).not.toBeInTheDocument();
    expect(asked).toBe(0);
    visitor.unmount();

    signIn();
    renderPage(
      <ReviewsSection property={property} prompt={<StayReviewPrompt propertyId={12} onWritten={() => {}} />} />,
    );
    expect(await screen.findByRole('heading', { name: 'How was your stay?' })).toBeInTheDocument();
    expect(screen.getByText(/until 31 Dec 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
  });
});
