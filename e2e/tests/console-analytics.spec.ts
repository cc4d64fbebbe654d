// The admin Analytics Dashboard (issue 14, part 6; PRODUCT.md §6) against the real server:
// - the demo admin goes from the console's dashboard to Analytics, sees cards whose numbers are
//   GET /api/v1/admin/analytics's for the same 30 days, the funnel chart drawn, the 7-day period
//   asking for the last 7 days, and axe finds no serious violation (1,280 px);
// - in the web app, an admin's "Analytics Dashboard" menu entry (and /analytics) lead to the
//   console's Analytics screen: signed out of the console first, through its sign-in, which
//   returns to Analytics.
//
// One-time codes: the demo admin's console session is the one console.spec uses (signed in once
// per run, console-helpers.ts). The web-app admin is a new account that the demo admin makes an
// admin through the console API, so the demo admin's number spends no further code; its own codes
// are sent from a loopback address of this spec's.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminTokenOf,
  api,
  csrfTokenOf,
  desktopContext,
  sendCode,
  sharedAdminState,
  type Session,
  type StorageState,
} from './console-helpers';
import {
  expect,
  freshPhone,
  kolkataDate,
  newAxePage,
  openMenu,
  openSignedIn,
  outboxCode,
  seriousViolations,
  test as base,
} from './fixtures';

const FROM = '127.0.0.61';

const test = base.extend<object, { adminState: StorageState }>({
  adminState: [async ({ browser }, use) => use(await sharedAdminState(browser)), { scope: 'worker', timeout: 180_000 }],
});

interface AdminAnalytics {
  from: string;
  to: string;
  totals: {
    searches: number;
    views: number;
    contactClicks: number;
    bookings: number;
    gmv: number;
    cancellations: number;
    newUsers: number;
    newOwners: number;
    takeRate?: number | null;
  };
  funnel: { step: string; count: number }[];
}

const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(rupees);

/** The value of one of the Analytics screen's figure cards. */
const cardValue = (page: Page, label: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) })
    .locator('p');

async function expectCards(page: Page, totals: AdminAnalytics['totals']) {
  await expect(cardValue(page, 'Searches')).toHaveText(count(totals.searches));
  await expect(cardValue(page, 'Views')).toHaveText(count(totals.views));
  await expect(cardValue(page, 'Contact clicks')).toHaveText(count(totals.contactClicks));
  await expect(cardValue(page, 'Bookings')).toHaveText(count(totals.bookings));
  await expect(cardValue(page, 'GMV')).toHaveText(inr(totals.gmv));
  await expect(cardValue(page, 'Cancellations')).toHaveText(count(totals.cancellations));
  await expect(cardValue(page, 'New users')).toHaveText(count(totals.newUsers));
  await expect(cardValue(page, 'New owners')).toHaveText(count(totals.newOwners));
  if (totals.takeRate !== undefined) await expect(cardValue(page, 'Take rate')).toBeVisible();
}

async function adminAnalytics(
  request: APIRequestContext,
  adminToken: string,
  from: string,
  to: string,
): Promise<AdminAnalytics> {
  const response = await request.get(api(`/api/v1/admin/analytics?from=${from}&to=${to}`), {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.ok(), `admin analytics → ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { data: AdminAnalytics }).data;
}

test('the demo admin opens Analytics from the dashboard: the API’s figures, the funnel chart, another period, and axe is clean', async ({
  browser,
  request,
  adminState,
}) => {
  const adminToken = adminTokenOf(adminState)!;
  const month = await adminAnalytics(request, adminToken, kolkataDate(-29), kolkataDate(0));

  const context = await desktopContext(browser, adminState);
  try {
    const page = await context.newPage();
    await test.step('the dashboard leads to Analytics', async () => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Analytics', exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Open Analytics' }).click();
      await expect(page).toHaveURL(/\/admin\/analytics$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    });

    await test.step('the cards match the API for the same 30 days', async () => {
      await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
      await expectCards(page, month.totals);
    });

    await test.step('the funnel chart is drawn, with its figures in words', async () => {
      const funnel = page.getByRole('region', { name: 'Funnel' });
      await expect(funnel.locator('[data-testid="funnel-chart"] svg.recharts-surface')).toBeVisible();
      const searched = month.funnel.find((s) => s.step === 'search')?.count ?? 0;
      await expect(funnel.locator('figcaption')).toContainText(`${count(searched)} session`);
      await expect(
        page
          .getByRole('table', { name: 'Web vitals, 75th percentile by page type' })
          .or(page.getByText('No performance reports in this period.')),
      ).toBeVisible();
    });

    await test.step('axe: no serious or critical WCAG 2.1 AA violation', async () => {
      expect.soft(await seriousViolations(page, 'console: analytics'), 'axe on console: analytics').toEqual([]);
    });

    await test.step('the 7-day period asks for the last 7 days and shows them', async () => {
      const asked = page.waitForResponse(
        (r) => r.url().includes('/api/v1/admin/analytics') && r.url().includes(`from=${kolkataDate(-6)}`),
      );
      await page.getByRole('button', { name: '7 days' }).click();
      const week = ((await (await asked).json()) as { data: AdminAnalytics }).data;
      await expect(page).toHaveURL(/\/admin\/analytics\?days=7$/);
      await expectCards(page, week.totals);
    });
  } finally {
    await context.close();
  }
});

/** A new guest account through the sign-up API (both codes from the dev outbox), signed in. */
async function signUp(request: APIRequestContext, fullName: string): Promise<{ phone: string; session: Session }> {
  const phone = `+91${freshPhone()}`;
  const email = `analytics-admin-${Date.now()}-${phone.slice(-4)}@example.com`;
  await sendCode(FROM, '/api/auth/otp/send-otp', { identifier: phone, type: 'sms', purpose: 'register' });
  await sendCode(FROM, '/api/auth/otp/send-otp', { identifier: email, type: 'email', purpose: 'register' });
  const [code, emailCode] = [await outboxCode(request, phone), await outboxCode(request, email)];
  const response = await request.post(api('/api/auth/otp/verify-otp-register'), {
    data: {
      identifier: phone,
      code,
      type: 'sms',
      userData: { fullName, email, phone, role: 'user', acceptTerms: true, emailCode },
    },
  });
  expect(response.ok(), `verify-otp-register → ${response.status()} ${await response.text()}`).toBeTruthy();
  return { phone, session: ((await response.json()) as { data: Session }).data };
}

test('an admin’s Analytics Dashboard in the web app opens the console’s Analytics, through its sign-in', async ({
  browser,
  request,
  adminState,
}, testInfo) => {
  test.setTimeout(180_000);
  const person = await test.step('a new account is made an admin by the demo admin (API)', async () => {
    const made = await signUp(request, 'Kavya Analytics');
    const promoted = await request.post(api(`/api/v1/admin/users/${made.session.user.id}/role`), {
      headers: { Authorization: `Bearer ${adminTokenOf(adminState)!}`, 'X-CSRF-Token': csrfTokenOf(adminState)! },
      data: { role: 'admin', reason: 'End-to-end test of the Analytics Dashboard menu entry' },
    });
    expect(promoted.ok(), `role → ${promoted.status()} ${await promoted.text()}`).toBeTruthy();
    return made;
  });

  // The web-app session after the change: a refresh gives a token and user with the admin role.
  const refreshed = await request.post(api('/api/v1/auth/refresh'), {
    data: { refreshToken: person.session.refreshToken },
  });
  expect(refreshed.ok(), `refresh → ${refreshed.status()}`).toBeTruthy();
  const session = ((await refreshed.json()) as { data: Session }).data;
  expect(session.user.role).toBe('admin');

  const { page, context } = await newAxePage(browser, testInfo);
  try {
    await test.step('the menu’s Analytics Dashboard leads to the console, which asks for its own sign-in', async () => {
      await openSignedIn(page, session, '/', { cookieChoice: 'essential' });
      const menu = await openMenu(page);
      const entry = menu.getByRole('link', { name: 'Analytics Dashboard' });
      await expect(entry).toHaveAttribute('href', '/admin/analytics');
      await entry.click();
      await expect(page).toHaveURL(/\/admin\/login\?next=%2Fanalytics$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
    });

    await test.step('signed in to the console, the admin is taken on to Analytics', async () => {
      // The console's sign-in through its API from this spec's address (the browsers' address has
      // its own budget of codes), kept where the console keeps it; the login page then moves on.
      const mobile = person.phone;
      await sendCode(FROM, '/api/v1/admin/auth/send-otp', { phone: mobile });
      const otp = await outboxCode(request, mobile);
      const verified = await request.post(api('/api/v1/admin/auth/verify-otp'), { data: { phone: mobile, otp } });
      expect(verified.ok(), `admin verify-otp → ${verified.status()} ${await verified.text()}`).toBeTruthy();
      const admin = (
        (await verified.json()) as {
          data: { adminToken: string; csrfToken: string; refreshToken: string; user: unknown };
        }
      ).data;
      await page.evaluate((a) => {
        localStorage.setItem('adminToken', a.adminToken);
        localStorage.setItem('csrfToken', a.csrfToken);
        localStorage.setItem('adminRefreshToken', a.refreshToken);
        localStorage.setItem('adminUser', JSON.stringify(a.user));
      }, admin);
      await page.reload();
      await expect(page).toHaveURL(/\/admin\/analytics$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      await expect(cardValue(page, 'GMV')).toHaveText(/^₹/);
    });

    await test.step('/analytics in the web app goes there too', async () => {
      await page.goto('/analytics');
      await expect(page).toHaveURL(/\/admin\/analytics$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    });
  } finally {
    await context.close();
  }
});
