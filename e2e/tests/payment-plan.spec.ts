// A payment plan and a security deposit through to the deposit's automatic release (issue 31):
// an owner asks, in the listing editor, a 30 % advance with the balance online 3 days before the
// stay and a ₹5,000 refundable deposit; a guest books a day 10 days ahead and pays the advance on
// the simulated checkout; the owner accepts; the guest pays the balance (with the deposit) from
// Your Bookings. The same server is then restarted on the test clock (crates/core/src/time.rs,
// `server_clock`): once during the stay, where both sides read it paid with the deposit held, and
// once 48 hours after check-out, where the deposit has gone back by itself with nobody acting.
// `escapes ledger check` holds at the end.
// A server of its own: moving its clock must not move the shared server's.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { repo, seededDataDir, serverBinary, startServer, type RunningServer } from '../support/server';
import { http, signIn, type Session } from '../support/realtime';
import { expect, kolkataDate, newAxePage, openSignedIn, seriousViolations, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const OWNER = '9000000003';
const GUEST = '9000000115';
const HOUR = 3_600_000;
const INR = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

let dataDir: string;
let server: RunningServer | undefined;

/** (Re)starts the server on `dataDir` with its clock at `at` (ms since the epoch), or now. */
async function serveAt(at?: number): Promise<string> {
  await server?.stop();
  const env: Record<string, string> = {};
  if (at !== undefined) env.ESCAPES_TEST_CLOCK_OFFSET_SECONDS = String(Math.round((at - Date.now()) / 1000));
  server = await startServer({
    dataDir,
    env,
    args: ['--web-dir', join(dataDir, 'web'), '--admin-dir', join(dataDir, 'admin')],
  });
  return server.url;
}

test.beforeAll(() => {
  dataDir = seededDataDir();
  // The server keeps index.html from start-up: serve a copy, as the global set-up does.
  cpSync(join(repo, 'apps/web/dist'), join(dataDir, 'web'), { recursive: true });
  cpSync(join(repo, 'apps/admin/dist'), join(dataDir, 'admin'), { recursive: true });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Property {
  id: number;
  slug: string;
  title: string;
  slots: { day: string };
}
interface Schedule {
  advance: number;
  balance: number;
  dueNow: number;
  balancePaid: boolean;
}
interface Booking {
  id: number;
  code: string;
  status: string;
  total: number;
  paymentSchedule?: Schedule;
  deposit?: { status: string; amount: number };
}

const card = (page: Page, code: string) => page.getByRole('article').filter({ hasText: code });

test('an advance, then the balance and deposit, then the stay, then the deposit back by itself', async ({
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  let base = await serveAt();
  let owner: Session = await signIn(base, OWNER);
  let guest: Session = await signIn(base, GUEST);
  const mine = await http<{ id: number; slug: string; published?: boolean }[]>(
    base,
    'GET',
    '/api/v1/owner/properties',
    undefined,
    owner.token,
  );
  const listed = mine.body.data.find((p) => p.published !== false) ?? mine.body.data[0];
  const house = (await http<Property>(base, 'GET', `/api/v1/properties/${listed.slug}`)).body.data;
  const date = kolkataDate(10);
  const start = `${date}T${house.slots.day}:00+05:30`;
  const startsAt = Date.parse(start);

  await test.step('the owner asks a 30 % advance, the balance online 3 days before, and a ₹5,000 deposit', async () => {
    const { page, context } = await newAxePage(browser, testInfo, base);
    try {
      await openSignedIn(page, owner, `/owner/property/edit/${house.id}?step=pricing`, { cookieChoice: 'essential' });
      await page.getByLabel('Advance at booking (%)').fill('30');
      await page.getByLabel('Balance due (days before the stay)').fill('3');
      await page.getByLabel('How the balance is paid').selectOption({ label: 'Online, by the due date' });
      await page.getByLabel('Security deposit (refundable)').fill('5000');
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      expect(await seriousViolations(page, 'editor pricing step')).toEqual([]);
    } finally {
      await context.close();
    }
    const listing = await http<{ advancePercent: number; balanceDueDays: number; securityDeposit: number }>(
      base,
      'GET',
      `/api/v1/owner/properties/${house.id}`,
      undefined,
      owner.token,
    );
    expect(listing.body.data).toMatchObject({ advancePercent: 30, balanceDueDays: 3, securityDeposit: 5_000 });
  });

  let booking!: Booking;
  await test.step('the guest reads "Pay ₹X now, ₹Y by <date>" and pays the advance by UPI', async () => {
    const { page, context } = await newAxePage(browser, testInfo, base);
    try {
      const query = new URLSearchParams({ start, type: 'half_day', days: '1', guests: '2' });
      await openSignedIn(page, guest, `/book/${house.slug}?${query}`, { cookieChoice: 'essential' });
      await expect(page.getByRole('heading', { level: 1, name: house.title })).toBeVisible();
      const quote = await http<{ total: number; schedule: Schedule & { dueDate: string } }>(
        base,
        'POST',
        `/api/v1/properties/${house.id}/quote`,
        {
          bookingType: 'half_day',
          start,
          guests: 2,
        },
      );
      const { advance, balance, dueDate } = quote.body.data.schedule;
      expect(advance + balance).toBe(quote.body.data.total);
      expect(dueDate).toBe(kolkataDate(7));
      const due = new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(`${dueDate}T12:00:00+05:30`));
      await expect(page.getByText(`Pay ${INR(advance)} now, ${INR(balance)} by ${due}`)).toBeVisible();
      await expect(page.getByText(`Refundable security deposit: ${INR(5_000)}, not part of the price`)).toBeVisible();
      await page.getByText('UPI', { exact: true }).click();
      await page.getByRole('button', { name: /^Confirm booking · ₹/ }).click();
      await page.waitForURL(/\/pay\/simulated\//);
      await expect(page.getByText(INR(advance)).first()).toBeVisible();
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(/[?&]payment=success/);
      const id = Number(new URL(page.url()).searchParams.get('booking'));
      booking = (await http<Booking>(base, 'GET', `/api/v1/bookings/${id}`, undefined, guest.token)).body.data;
      expect(booking.paymentSchedule).toMatchObject({ advance, balance, balancePaid: false });
    } finally {
      await context.close();
    }
  });

  await test.step('the owner accepts it and reads the balance as due', async () => {
    const { page, context } = await newAxePage(browser, testInfo, base);
    try {
      await openSignedIn(page, owner, '/owner/dashboard', { cookieChoice: 'essential' });
      const mine = page.getByRole('article', { name: new RegExp(`^${booking.code} from`) });
      await mine.getByRole('button', { name: `Accept ${booking.code}` }).click();
      await expect(mine.getByText('Confirmed', { exact: true })).toBeVisible();
      await expect(mine.getByText(new RegExp(`^${INR(booking.paymentSchedule!.balance)} due by `))).toBeVisible();
    } finally {
      await context.close();
    }
  });

  await test.step('the guest pays the balance and the deposit from Your Bookings', async () => {
    const { page, context } = await newAxePage(browser, testInfo, base);
    try {
      await openSignedIn(page, guest, '/bookings', { cookieChoice: 'essential' });
      const mine = card(page, booking.code);
      const balance = INR(booking.paymentSchedule!.balance);
      await expect(mine.getByText(new RegExp(`^Balance ${balance} due by `))).toBeVisible();
      expect(await seriousViolations(page, 'Your Bookings with a balance due')).toEqual([]);
      await mine.getByRole('button', { name: 'Pay balance' }).click();
      await page.waitForURL(/\/pay\/simulated\//);
      // The balance and the refundable deposit go in one payment.
      await expect(page.getByText(INR(booking.paymentSchedule!.balance + 5_000)).first()).toBeVisible();
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(/[?&]payment=success/);
      await page.goto('/bookings');
      await expect(card(page, booking.code).getByText(`Balance ${balance} paid`)).toBeVisible();
      await expect(card(page, booking.code).getByRole('button', { name: 'Pay balance' })).toHaveCount(0);
      // In Telugu from the menu, and still after a reload.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'తెలుగు' }).click();
      await page.keyboard.press('Escape');
      const telugu = card(page, booking.code).getByText(`మిగతా మొత్తం ${balance} చెల్లించారు`);
      await expect(telugu).toBeVisible();
      await page.reload();
      await expect(telugu).toBeVisible();
      // Back to English: the choice is the account's, and the steps below read English.
      await page.getByRole('button', { name: 'మెనూ తెరవండి' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
      await page.keyboard.press('Escape');
      await expect(card(page, booking.code).getByText(`Balance ${balance} paid`)).toBeVisible();
    } finally {
      await context.close();
    }
    const read = (await http<Booking>(base, 'GET', `/api/v1/bookings/${booking.id}`, undefined, guest.token)).body.data;
    expect(read.deposit).toMatchObject({ status: 'held', amount: 5_000 });
  });

  /** A phone page on the restarted server, its own clock where the server's is. */
  async function pageAt(at: number) {
    const opened = await newAxePage(browser, testInfo, base);
    await opened.context.clock.install({ time: at });
    return opened;
  }

  await test.step('during the stay: both sides read it paid, the deposit held, no cancelling', async () => {
    const at = startsAt + 2 * HOUR;
    base = await serveAt(at);
    guest = await signIn(base, GUEST);
    owner = await signIn(base, OWNER);
    const { page, context } = await pageAt(at);
    try {
      await openSignedIn(page, guest, '/bookings', { cookieChoice: 'essential' });
      const mine = card(page, booking.code);
      await expect(mine.getByText(`Balance ${INR(booking.paymentSchedule!.balance)} paid`)).toBeVisible();
      await expect(mine.getByText(/held; it comes back 48 hours after check-out/)).toBeVisible();
      // The stay has begun: the server would refuse a cancellation, so none is offered.
      await expect(mine.getByRole('button', { name: /^Cancel booking/ })).toHaveCount(0);
      await openSignedIn(page, owner, '/owner/dashboard');
      const theirs = page.getByRole('article', { name: new RegExp(`^${booking.code} from`) });
      await expect(theirs.getByText(`${INR(booking.paymentSchedule!.balance)} paid`)).toBeVisible();
      await expect(theirs.getByText(`Security deposit (refundable): ${INR(5_000)}`)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  await test.step('48 hours after check-out, unclaimed, the deposit goes back by itself', async () => {
    // Check-out is 12 hours after the start; the server's deposit job runs a pass at start-up.
    const at = startsAt + 12 * HOUR + 48 * HOUR + 10 * 60_000;
    base = await serveAt(at);
    guest = await signIn(base, GUEST);
    await expect
      .poll(
        async () =>
          (await http<Booking>(base, 'GET', `/api/v1/bookings/${booking.id}`, undefined, guest.token)).body.data.deposit
            ?.status,
        {
          timeout: 60_000,
        },
      )
      .toBe('released');
    const { page, context } = await pageAt(at);
    try {
      await openSignedIn(page, guest, '/bookings', { cookieChoice: 'essential' });
      const mine = card(page, booking.code);
      await expect(mine.getByText('returned in full')).toBeVisible();
      // The refund job hands it to the provider within seconds of the release.
      await expect(async () => {
        await page.reload();
        await expect(card(page, booking.code).getByText('Refunded to your payment method.')).toBeVisible({
          timeout: 2_000,
        });
      }).toPass({ timeout: 60_000 });
      expect(await seriousViolations(page, 'Your Bookings after the deposit came back')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  await server?.stop();
  server = undefined;
  const check = spawnSync(serverBinary(), ['--data-dir', dataDir, 'ledger', 'check'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(check.status, `escapes ledger check: ${check.stdout}${check.stderr}`).toBe(0);
});
