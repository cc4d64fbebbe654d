// Reviews from stays in the browser: a demo guest with a stay that ended lately writes a review from
// Your Bookings (stars by keyboard, a comment), the row then says it was reviewed, and the review
// shows on the farmhouse's page with "Verified stay" and the stay's month. axe checks the open
// dialog. The demo data gives guests 9000000104 and later confirmed stays that ended within the
// last 60 days; the spec asks the API which of them has a stay still due, signing in from its
// own loopback address (other specs use 101–103, 108 and 114–120).
import type { APIRequestContext } from '@playwright/test';
import { expect, newAxePage, openSignedIn, seriousViolations, test } from './fixtures';
import { api, bearer, signInAs, type Session } from './console-helpers';

const CANDIDATES = [
  '+919000000104',
  '+919000000105',
  '+919000000106',
  '+919000000107',
  '+919000000109',
  '+919000000110',
  '+919000000111',
];
const FROM = '127.0.0.41';

interface StayBooking {
  id: number;
  code: string;
  start: string;
  property: { id: number; slug: string; title: string };
  review?: { status: string; dueBy?: string | null } | null;
}

/** The first candidate guest with a stay whose review is due, and that stay. */
async function guestWithDueStay(request: APIRequestContext): Promise<{ guest: Session; stay: StayBooking }> {
  for (const phone of CANDIDATES) {
    const guest = await signInAs(request, FROM, phone);
    const response = await request.get(api('/api/v1/users/me/bookings?perPage=100'), { headers: bearer(guest) });
    expect(response.ok(), `my bookings for ${phone} → ${response.status()}`).toBeTruthy();
    const { data } = (await response.json()) as { data: StayBooking[] };
    const stay = data.find((booking) => booking.review?.status === 'due');
    if (stay) return { guest, stay };
  }
  throw new Error(`none of ${CANDIDATES.join(', ')} has a stay whose review is due`);
}

/** The stay's month as the page words it: "November 2026". */
const stayMonth = (start: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(start),
  );

test('a guest reviews a past stay from Your Bookings and sees it, verified, on the farmhouse page', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { guest, stay } = await guestWithDueStay(request);
  const comment = `Shady lawn, spotless pool and a caretaker who lit the barbecue for us (${Date.now()}).`;

  const { page, context } = await newAxePage(browser, testInfo);
  try {
    await openSignedIn(page, guest, '/bookings', { cookieChoice: 'essential' });
    const card = page.getByRole('article').filter({ hasText: stay.code });
    await expect(card).toBeVisible();
    await expect(card.getByText(/Review it by \d{1,2} \w{3} \d{4}/)).toBeVisible();
    await card.getByRole('button', { name: 'Write a review' }).click();

    const dialog = page.getByRole('dialog', { name: 'Review your stay' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(stay.property.title)).toBeVisible();
    expect(await seriousViolations(page, 'the review dialog')).toEqual([]);

    // Publishing with nothing filled in names both problems, and sends nothing.
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog.getByText('Please choose a rating')).toBeVisible();

    // Stars by keyboard: into the group, then the arrow keys.
    await dialog.getByRole('radio', { name: '3 stars, Good' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    await dialog.getByLabel('Your review').fill(comment);
    await expect(dialog.getByText(`${[...comment].length} / 2,000 characters`)).toBeVisible();
    expect(await seriousViolations(page, 'the filled review dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Publish review' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thank you for your review', { exact: true })).toBeVisible();
    await expect(card.getByText('You reviewed this stay.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

    await card.getByRole('link', { name: /See it with the farmhouse’s reviews/ }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${stay.property.slug}#reviews-heading$`));
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const mine = reviews.getByRole('listitem').filter({ hasText: comment });
    await expect(mine).toBeVisible();
    await expect(mine.getByText(`Verified stay · ${stayMonth(stay.start)}`)).toBeVisible();
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

    // The API agrees: written, and a second review is refused.
    const again = await request.post(api(`/api/v1/bookings/${stay.id}/review`), {
      headers: bearer(guest),
      data: { rating: 5, comment: 'Trying to review the same stay twice.' },
    });
    expect(again.status()).toBe(409);
  } finally {
    await context.close();
  }
});
