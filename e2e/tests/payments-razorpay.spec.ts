// The card checkout with `--payments razorpay`, on a server of its own pointed at a local stand-in
// of Razorpay's API and checkout script (support/razorpay.ts): the booking page loads the checkout
// script as it opens, nothing the checkout does (its script, its call to the API, its frame) is
// refused by the page's Content-Security-Policy, and a credit card booking ends paid — verified by
// the server with the key secret, not "pay at the property".
import { join } from 'node:path';
import type { ConsoleMessage } from '@playwright/test';
import { expect, kolkataDate, newAxePage, openSignedIn, seriousViolations, test } from './fixtures';
import { repo, seededDataDir, startServer, type RunningServer } from '../support/server';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay';
import { http, signIn, type Session } from '../support/realtime';

test.setTimeout(180_000);

const KEY_ID = 'rzp_test_escapese2e';
const KEY_SECRET = 'e2e-razorpay-key-secret';

let standIn: RazorpayStandIn;
let server: RunningServer;
let guest: Session;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  standIn = await startRazorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET });
  server = await startServer({
    dataDir: seededDataDir(),
    args: [
      '--web-dir',
      join(repo, 'apps/web/dist'),
      '--admin-dir',
      join(repo, 'apps/admin/dist'),
      '--payments',
      'razorpay',
      '--razorpay-api-url',
      standIn.apiUrl,
      '--razorpay-checkout-url',
      standIn.checkoutUrl,
    ],
    env: {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'e2e-razorpay-webhook-secret',
    },
    removeDataDir: true,
  });
  guest = await signIn(server.url, '9000000101');
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.stop();
});

interface Farmhouse {
  slug: string;
  title: string;
  slots: { day: string; night: string };
}

interface BookingView {
  id: number;
  code: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
}

test('a card booking is paid through the Razorpay checkout with no Content-Security-Policy violation', async ({
  browser,
}, testInfo) => {
  const listed = await http<{ slug: string }[]>(server.url, 'GET', '/api/v1/properties?perPage=1');
  const house = (await http<Farmhouse>(server.url, 'GET', `/api/v1/properties/${listed.body.data[0].slug}`)).body.data;
  const start = `${kolkataDate(92)}T${house.slots.day}:00+05:30`;
  const link = `/book/${house.slug}?${new URLSearchParams({ start, type: 'half_day', days: '1', guests: '2' }).toString()}`;

  const { page, context } = await newAxePage(browser, testInfo, server.url);
  // newAxePage aborts every other origin; the stand-in's two are Razorpay's here.
  const standInOrigins = [new URL(standIn.checkoutUrl).origin, new URL(standIn.apiUrl).origin];
  await context.route(
    (url) => standInOrigins.includes(url.origin),
    (route) => route.continue(),
  );
  const refused: string[] = [];
  const warnings: string[] = [];
  const watch = (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  };
  context.on('console', watch);
  // The console is one witness; the document's own violation events are another.
  await page.exposeBinding('cspViolation', (_source, text: string) => refused.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { cspViolation: (t: string) => Promise<void> }).cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });

  try {
    await test.step('the booking page loads the checkout script as it opens', async () => {
      await openSignedIn(page, guest, link, { cookieChoice: 'essential' });
      await expect(page.getByRole('heading', { level: 1, name: house.title })).toBeVisible();
      // Before any choice or Confirm: the script comes from the configured address and runs.
      const ran = await page
        .waitForFunction(
          () => typeof (window as unknown as { Razorpay?: unknown }).Razorpay === 'function',
          undefined,
          { timeout: 15_000 },
        )
        .then(
          () => true,
          () => false,
        );
      expect(refused, 'Content-Security-Policy violations').toEqual([]);
      expect(ran, 'the checkout script defined window.Razorpay').toBe(true);
      expect(standIn.requests.filter((r) => r.path === '/v1/checkout.js')).toHaveLength(1);
      expect(
        standIn.requests.some((r) => r.path === '/v1/orders'),
        'no order before Confirm',
      ).toBe(false);
      expect(await seriousViolations(page, '/book (razorpay)')).toEqual([]);
    });

    let bookingId = 0;
    await test.step('a credit card booking opens the checkout and comes back paid', async () => {
      // The radio itself is visually hidden; a guest taps its label.
      await page.getByText('Credit card', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
      await page.getByRole('button', { name: /^Confirm booking · ₹/ }).click();
      const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
      await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL(/[?&]payment=success/);
      await expect(page.getByTestId('booking-code')).toHaveText(/^HE-[A-Z0-9]{6}$/);
      bookingId = Number(new URL(page.url()).searchParams.get('booking'));
    });

    await test.step('the server verified it: paid, through one order at the stand-in', async () => {
      const read = await http<BookingView>(server.url, 'GET', `/api/v1/bookings/${bookingId}`, undefined, guest.token);
      expect(read.status).toBe(200);
      expect(read.body.data.paymentMethod).toBe('credit_card');
      expect(read.body.data.paymentStatus).toBe('paid');
      const orders = [...standIn.orders.values()];
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ receipt: read.body.data.code, status: 'paid' });
      expect(standIn.requests.filter((r) => r.path === '/v1/checkout.js')).toHaveLength(1);
    });

    expect(refused, 'Content-Security-Policy violations').toEqual([]);
    expect(warnings.filter((w) => /payment provider script/i.test(w))).toEqual([]);
  } finally {
    await context.close();
  }
});
