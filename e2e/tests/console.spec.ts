// The admin console against the real server (issue 13): the demo admin signs in at /admin/login
// with the code from the dev outbox, then
// - approves a listing an owner submitted (made through the owner API) from the Review queue, and
//   the listing is published;
// - finds a guest's cash booking by its code, cancels it with a full refund and a reason, and
//   finds the `booking.cancel` row with that reason in the Audit log (its target opens the booking);
// - suspends a guest whose page is open in another browser: that page signs out by itself (the
//   "Account Suspended" toast, Login back in the header, sent away from /bookings, no reload), and
//   signing in again is refused (403 ACCOUNT_SUSPENDED with support's contacts).
// axe runs on the dashboard, the review queue, a booking and a user at 1,280 px.
//
//
// One-time codes: at most 3 sends per number per 15 minutes and a 30 s countdown, and the demo
// admin's number is shared with account.spec and listing.spec. So the admin signs in through the
// console once per run, for this spec and console-analytics.spec (the session is kept for the
// workers after a failure), and each test opens its own page with that session. The demo people
// arranged through the API send from loopback addresses of their own (see console-helpers.ts) and
// use numbers no other spec uses: owner 9000000005, guests 114 (booking) and 120 (suspended; 115
// on a retry, as a suspension stays).
import type { Page } from '@playwright/test';
import {
  api,
  bearer,
  cashBooking,
  desktopContext,
  pendingListing,
  realtimeConnected,
  recordToasts,
  shownToasts,
  sharedAdminState,
  signInAs,
  type BookingView,
  type StorageState,
} from './console-helpers';
import { expect, kolkataDate, openSignedIn, outboxCode, seriousViolations, test as base } from './fixtures';

const OWNER = '+919000000005';
const BOOKING_GUEST = '+919000000114';
const SUSPENDED_GUESTS = ['+919000000120', '+919000000115'];
const FROM = { owner: '127.0.0.31', guest: '127.0.0.32', suspended: '127.0.0.33' } as const;

// In order, in one worker; a failure starts a new worker, which takes over the kept session.
base.describe.configure({ mode: 'default' });

// The demo admin's console session, signed in once per run for every spec (console-helpers.ts).
const test = base.extend<object, { adminState: StorageState }>({
  adminState: [async ({ browser }, use) => use(await sharedAdminState(browser)), { scope: 'worker', timeout: 180_000 }],
});

/** Soft: a page's violations fail the test at its end, after the rest has been checked too. */
async function noSeriousViolations(page: Page, label: string) {
  expect.soft(await seriousViolations(page, label), `axe on ${label}`).toEqual([]);
}

/** An item of the console's side menu. */
const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** react-admin's notification (a snackbar). */
const notification = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test('the admin approves a submitted listing from the review queue and it is published', async ({
  browser,
  request,
  adminState,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now()}`.slice(-6);
  const title = `Guava Orchard Farmhouse ${run}`;

  const listing = await test.step('an owner submits a complete listing (API)', async () => {
    const owner = await signInAs(request, FROM.owner, OWNER);
    return pendingListing(request, owner, title);
  });
  expect((await request.get(api(`/api/v1/properties/${listing.slug}`))).status(), 'not public while under review').toBe(
    404,
  );

  const context = await desktopContext(browser, adminState);
  try {
    const page = await context.newPage();
    await test.step('the dashboard counts listings waiting for review', async () => {
      await page.goto('/admin');
      await expect(heading(page, 'Dashboard')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Waiting for an admin' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await noSeriousViolations(page, 'console: dashboard');
    });

    await test.step('the review queue lists it; Approve publishes it', async () => {
      await menuItem(page, 'Review queue').click();
      await expect(page).toHaveURL(/\/admin\/review-queue/);
      await expect(heading(page, 'Review queue')).toBeVisible();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect(row).toBeVisible();
      await noSeriousViolations(page, 'console: review queue');
      await row.getByRole('button', { name: 'Approve' }).click();
      // Approve asks nothing more; a confirm dialog, if there is one, is answered.
      const confirm = page.getByRole('dialog');
      if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Approve' }).click();
      await expect(notification(page, `${title} is published`)).toBeVisible();
      await expect(row).toHaveCount(0);
    });

    await test.step('the listing is public', async () => {
      await expect.poll(async () => (await request.get(api(`/api/v1/properties/${listing.slug}`))).status()).toBe(200);
      const detail = await request.get(api(`/api/v1/properties/${listing.slug}`));
      expect(((await detail.json()) as { data: { title: string } }).data.title).toBe(title);
    });
  } finally {
    await context.close();
  }
});

test('the admin cancels a booking with a full refund and finds it in the audit log', async ({
  browser,
  request,
  adminState,
}, testInfo) => {
  test.setTimeout(180_000);
  const guest = await signInAs(request, FROM.guest, BOOKING_GUEST);
  // Another farmhouse and later dates on a retry, so the first attempt's booking is not in the way.
  const booking: BookingView = await test.step('a guest books a half day for cash (API)', () =>
    cashBooking(request, guest, 3 + testInfo.retry, kolkataDate(100 + 35 * testInfo.retry)));
  const reason = `Guest asked by phone to cancel ${booking.code}: family emergency`;

  const context = await desktopContext(browser, adminState);
  try {
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(heading(page, 'Dashboard')).toBeVisible();

    await test.step('Bookings: found by its code, opened', async () => {
      await menuItem(page, 'Bookings').click();
      await expect(heading(page, 'Bookings')).toBeVisible();
      await page.getByRole('textbox', { name: 'Search: Code, phone or e-mail' }).fill(booking.code);
      // The search applies after a pause: wait for it, or it would take the page back to the list.
      await expect(page).toHaveURL(new RegExp(`filter=.*${booking.code}`));
      const rows = page.getByRole('row').filter({ hasText: booking.code });
      await expect(rows).toHaveCount(1);
      await expect(page.getByRole('row')).toHaveCount(2); // the header row and this one
      await rows.getByRole('cell', { name: booking.code, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking.id}/show$`));
      await expect(heading(page, `Booking ${booking.code}`)).toBeVisible();
      await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
      await noSeriousViolations(page, 'console: booking show');
    });

    await test.step('Cancel booking with a full refund and a reason: it is cancelled', async () => {
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.code}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: 'Full refund' }).check();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(dialog).toBeHidden();
      await expect(notification(page, `Booking ${booking.code} cancelled`)).toBeVisible();
      await expect(
        page.getByText(new RegExp(`^Cancelled.*: ${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();

      const read = await request.get(api(`/api/v1/bookings/${booking.id}`), { headers: bearer(guest) });
      expect(read.ok()).toBeTruthy();
      expect(((await read.json()) as { data: BookingView }).data.status).toBe('cancelled');
    });

    await test.step('Audit log: the booking.cancel row with the reason', async () => {
      await menuItem(page, 'Audit log').click();
      await expect(heading(page, 'Audit log')).toBeVisible();
      await page.getByRole('textbox', { name: 'Action' }).fill('booking.cancel');
      await expect(page).toHaveURL(/filter=.*booking\.cancel/);
      const row = page.getByRole('row').filter({ hasText: reason });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: 'booking.cancel', exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: 'Console', exact: true })).toBeVisible();
      await expect(row).toContainText('"refundChoice":"full"');
      // The target links to the booking's page.
      await row.getByRole('link', { name: `booking ${booking.code}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking.id}/show$`));
      await expect(heading(page, `Booking ${booking.code}`)).toBeVisible();
    });
  } finally {
    await context.close();
  }
});

test('the admin suspends a guest: the guest’s open page signs out at once and sign-in is refused', async ({
  browser,
  request,
  adminState,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = SUSPENDED_GUESTS[Math.min(testInfo.retry, SUSPENDED_GUESTS.length - 1)];
  const national = phone.slice(3);
  const firstSentAt = Date.now();
  const guest = await signInAs(request, FROM.suspended, phone);
  const reason = `Repeated fake bookings reported by owners (${Date.now()})`;

  const guestContext = await desktopContext(browser);
  const adminContext = await desktopContext(browser, adminState);
  try {
    const g = await guestContext.newPage();
    await recordToasts(g);
    await test.step('the guest’s page is open, signed in, its realtime link up', async () => {
      const connected = realtimeConnected(g);
      await openSignedIn(g, guest, '/bookings', { cookieChoice: 'essential' });
      await expect(g.getByRole('heading', { level: 1 })).toBeVisible();
      await connected;
      const header = g.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
      // Gone after a reload: proves the page was never reloaded.
      await g.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
    });

    const page = await adminContext.newPage();
    await test.step('Users: the guest found by phone and opened', async () => {
      await page.goto('/admin');
      await expect(heading(page, 'Dashboard')).toBeVisible();
      await menuItem(page, 'Users').click();
      await expect(heading(page, 'Users')).toBeVisible();
      await page.getByRole('textbox', { name: 'Search: Name, phone or e-mail' }).fill(national);
      await expect(page).toHaveURL(new RegExp(`filter=.*${national}`));
      await expect(page.getByRole('row')).toHaveCount(2);
      const row = page.getByRole('row').filter({ hasText: guest.user.fullName });
      await expect(row).toHaveCount(1);
      await row.getByRole('cell', { name: guest.user.fullName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/users/${guest.user.id}/show$`));
      await expect(heading(page, `User: ${guest.user.fullName}`)).toBeVisible();
      await noSeriousViolations(page, 'console: user show');
    });

    await test.step('Suspend with a reason', async () => {
      await page.getByRole('button', { name: 'Suspend', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Suspend ${guest.user.fullName}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the guest’s open page shows the suspension and signs out, without a reload', async () => {
      // The "Account Suspended" toast, still on screen once the page has signed out.
      await expect
        .poll(async () => (await shownToasts(g)).find((t) => t.startsWith('Account Suspended')), {
          message: 'the Account Suspended toast',
        })
        .toMatch(/^Account Suspended\s+Your account has been suspended\. Please contact support/);
      const onScreen = g.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
      // Signed out: Login is back in the header, the session is gone, and it is the same page.
      await expect(g.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
      await expect.poll(() => g.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(await g.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      // Sent away from the signed-in-only page.
      await expect(g).not.toHaveURL(/\/bookings$/);
      await expect(onScreen.filter({ hasText: 'Account Suspended' })).toBeVisible();
      await expect(onScreen.filter({ hasText: 'Token refresh failed' })).toHaveCount(0);
    });

    await test.step('the console shows the account suspended, with the reason', async () => {
      await expect(notification(page, `${guest.user.fullName} suspended`)).toBeVisible();
      await expect(
        page.getByText(new RegExp(`^Suspended .*: ${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reinstate' })).toBeVisible();
      // Every session of theirs ended.
      await expect(page.getByText('No live sessions.')).toBeVisible();
    });

    await test.step('signing in again is refused with the suspension message', async () => {
      // On /login's simple dialog, once the number's 30 s countdown since the API sign-in is over.
      await g.waitForTimeout(Math.max(0, firstSentAt + 33_000 - Date.now()));
      const used = await request.get(api(`/api/dev/outbox?to=${encodeURIComponent(phone)}`));
      const skip = ((await used.json()) as { data: { body: string }[] }).data.map(
        (e) => /\b(\d{6})\b/.exec(e.body)?.[1] ?? '',
      );
      await g.goto('/login');
      await g
        .getByRole('dialog', { name: 'Sign in' })
        .getByRole('button', { name: 'Continue with mobile number' })
        .click();
      await g.getByRole('dialog', { name: 'Enter your mobile number' }).getByLabel('Mobile number').fill(national);
      await g.getByRole('button', { name: 'Send OTP' }).click();
      const otpStep = g.getByRole('dialog', { name: 'Enter OTP' });
      await expect(otpStep).toBeVisible();
      await otpStep.getByLabel('OTP').fill(await outboxCode(request, phone, skip));
      const answer = g.waitForResponse(
        (r) => r.url().endsWith('/api/v1/auth/verify-otp') && r.request().method() === 'POST',
      );
      await otpStep.getByRole('button', { name: 'Verify OTP' }).click();
      // The server refuses the right code with the suspension and support's contacts.
      const refused = await answer;
      expect(refused.status()).toBe(403);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('ACCOUNT_SUSPENDED');
      expect(body.error.message).toMatch(
        /^Your account has been suspended\. Please contact support at \S+@\S+ or \+91[\d ]+\.$/,
      );
      // The dialog stays, with an error, and nobody is signed in.
      const problem = otpStep.getByRole('alert');
      await expect(problem).toBeVisible();
      await expect(otpStep).toBeVisible();
      expect(await g.evaluate(() => localStorage.getItem('token'))).toBeNull();
      // The page says why, in the server's words (how to reach support).
      await expect(problem).toContainText(body.error.message);
    });
  } finally {
    await guestContext.close();
    await adminContext.close();
  }
});
