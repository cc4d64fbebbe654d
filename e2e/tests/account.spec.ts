// Account pages and the cookie-consent banner against the real server: guests and the admin sign
// in through the API with codes read from the dev outbox (the sign-in dialogs have their own
// tests), the banner's choices land in the server's consent log, a profile edit persists.
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL, expect, newAxePage, openSignedIn, seriousViolations, test } from './fixtures';
import { sendCode } from './console-helpers';

// Codes asked for through the API leave from this address, not the browsers' 127.0.0.1 (whose
// budget of 20 sends per 15 minutes the specs that sign in through the page need).
const FROM = '127.0.0.81';

// Demo guests used only here, so their send limits are not shared with other specs.
const GUEST_A = '+919000000116';
const GUEST_B = '+919000000117';
const GUEST_PROFILE = '+919000000118';
const GUEST_AXE = '+919000000119';
const ADMIN = '+919000000000';

interface UserView {
  id: number;
  fullName: string;
  email: string | null;
  phone: string | null;
  role: string;
}

interface Session {
  token: string;
  refreshToken: string;
  user: UserView;
}

const api = (path: string) => `${baseURL()}${path}`;

/** The newest code the console providers "sent" to `to`. */
async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(api(`/api/dev/outbox?to=${encodeURIComponent(to)}`));
  expect(response.ok(), `outbox for ${to} → ${response.status()}`).toBeTruthy();
  const { data } = (await response.json()) as { data: { body: string }[] };
  const code = data[0]?.body.match(/\b(\d{6}) is your Hyderabad Escapes code/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(data[0])}`);
  return code;
}

async function postJson(request: APIRequestContext, path: string, body: unknown) {
  const response = await request.post(api(path), { data: body });
  expect(response.ok(), `POST ${path} → ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()) as { data: unknown };
}

/** Signs a demo guest in as the simple dialog would: send-otp, the code from the outbox, verify. */
async function signInGuest(request: APIRequestContext, phone: string): Promise<Session> {
  await sendCode(FROM, '/api/v1/auth/send-otp', { phone, purpose: 'login' });
  const otp = await latestCode(request, phone);
  const { data } = await postJson(request, '/api/v1/auth/verify-otp', { phone, otp });
  return data as Session;
}

interface AdminSession {
  adminToken: string;
  csrfToken: string;
  user: UserView;
}

async function signInAdmin(request: APIRequestContext): Promise<AdminSession> {
  await sendCode(FROM, '/api/v1/admin/auth/send-otp', { phone: ADMIN });
  const otp = await latestCode(request, ADMIN);
  const { data } = await postJson(request, '/api/v1/admin/auth/verify-otp', { phone: ADMIN, otp });
  return data as AdminSession;
}

async function serverConsent(request: APIRequestContext, session: Session) {
  const response = await request.get(api('/api/v1/users/me/consent'), {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: { choice: string | null; decidedAt: string | null } }).data;
}

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Cookies on Hyderabad Escapes' });

/** Milliseconds from the start of the page load until the banner is in the page. */
async function bannerShownAfterMs(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const shown = [...document.querySelectorAll('section h2')].some(
        (h) => h.textContent === 'Cookies on Hyderabad Escapes',
      );
      return shown ? performance.now() : false;
    },
    undefined,
    { polling: 50, timeout: 15_000 },
  );
  return (await handle.jsonValue()) as number;
}

test('the consent banner: 1.5 s after load, a choice sticks per user and lands in the consent log', async ({
  page,
  request,
}) => {
  const [guestA, guestB] = [await signInGuest(request, GUEST_A), await signInGuest(request, GUEST_B)];

  // Visitors never see it.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.waitForTimeout(2_500);
  await expect(bannerOf(page)).toHaveCount(0);

  // Guest A: not before 1.5 s, then the banner, fitting the phone.
  await openSignedIn(page, guestA, '/privacy-policy');
  await expect(bannerOf(page)).toHaveCount(0);
  expect(await bannerShownAfterMs(page)).toBeGreaterThanOrEqual(1_500);
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  const box = await banner.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360 + 0.5);
  for (const name of ['Essential Only', 'Accept All', 'Close cookie banner']) {
    await expect(banner.getByRole('button', { name })).toBeVisible();
  }
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

  await banner.getByRole('button', { name: 'Essential Only' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate((id) => localStorage.getItem(`cookieConsent:${id}`), guestA.user.id)).toBe('essential');

  // Reloaded, it stays away.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(bannerOf(page)).toHaveCount(0);

  // Guest B signs in on the same browser and gets their own banner.
  await openSignedIn(page, guestB, '/privacy-policy');
  await expect(bannerOf(page)).toBeVisible();
  await bannerOf(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(bannerOf(page)).toBeHidden();

  // The server's log has both choices: each user's latest, and the admin's list with the browser.
  const [consentA, consentB] = [await serverConsent(request, guestA), await serverConsent(request, guestB)];
  expect(consentA.choice).toBe('essential');
  expect(consentB.choice).toBe('all');
  expect(consentA.decidedAt).toBeTruthy();

  const admin = await signInAdmin(request);
  const adminToken = admin.adminToken;
  const query = new URLSearchParams({ sort: JSON.stringify(['id', 'DESC']), range: JSON.stringify([0, 49]) });
  const response = await request.get(api(`/api/v1/admin/consents?${query}`), {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.ok(), `admin consents → ${response.status()}`).toBeTruthy();
  expect(response.headers()['content-range']).toMatch(/^consents \d+-\d+\/\d+$/);
  const rows = (
    (await response.json()) as {
      data: { userId: number; choice: string; userAgent: string | null; policyVersion: string }[];
    }
  ).data;
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const rowA = rows.find((r) => r.userId === guestA.user.id);
  const rowB = rows.find((r) => r.userId === guestB.user.id);
  expect(rowA).toMatchObject({ choice: 'essential', userAgent });
  expect(rowB).toMatchObject({ choice: 'all', userAgent });
  expect(rowA!.policyVersion).toBeTruthy();

  // Filtered by choice, only that choice comes back.
  const essentialOnly = new URLSearchParams({
    ...Object.fromEntries(query),
    filter: JSON.stringify({ choice: 'essential' }),
  });
  const filtered = await request.get(api(`/api/v1/admin/consents?${essentialOnly}`), {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const filteredRows = ((await filtered.json()) as { data: { userId: number; choice: string }[] }).data;
  expect(filteredRows.every((r) => r.choice === 'essential')).toBe(true);
  expect(filteredRows.some((r) => r.userId === guestA.user.id)).toBe(true);
  expect(filteredRows.some((r) => r.userId === guestB.user.id)).toBe(false);

  // The admin console's Consent log shows them too, and filters by choice.
  await page.evaluate((a) => {
    localStorage.setItem('adminToken', a.adminToken);
    localStorage.setItem('csrfToken', a.csrfToken);
    localStorage.setItem('adminUser', JSON.stringify(a.user));
  }, admin);
  await page.goto('/admin/consent-dashboard');
  await expect(page).toHaveURL(/\/admin\/consents/);
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(rowOf(guestA.user.fullName).first()).toContainText('Essential Only');
  await expect(rowOf(guestB.user.fullName).first()).toContainText('Accept All');
  await page.getByRole('combobox', { name: 'Choice' }).click();
  await page.getByRole('option', { name: 'Accept All' }).click();
  await expect(rowOf(guestA.user.fullName)).toHaveCount(0);
  await expect(rowOf(guestB.user.fullName).first()).toBeVisible();
});

test('/profile: a new name persists after a reload', async ({ page, request }) => {
  const session = await signInGuest(request, GUEST_PROFILE);
  await openSignedIn(page, session, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details.getByText(session.user.fullName, { exact: true })).toBeVisible();

  // A rule of PRODUCT.md §5 first: nothing is sent.
  const field = page.getByRole('textbox', { name: 'Full name' });
  await field.fill('Lakshmi 2');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name can only contain letters and spaces')).toBeVisible();

  const newName = session.user.fullName === 'Lakshmi Narayana' ? 'Lakshmi Devi' : 'Lakshmi Narayana';
  await field.fill(newName);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name updated', { exact: true })).toBeVisible();
  await expect(details.getByText(newName, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Account details' }).getByText(newName, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(newName);
  const me = await request.get(api('/api/v1/auth/me'), { headers: { Authorization: `Bearer ${session.token}` } });
  expect(((await me.json()) as { user: UserView }).user.fullName).toBe(newName);
});

test('/profile and /settings send a visitor to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
});

test('axe: /profile, /settings and the open consent banner have no serious or critical violation', async ({
  browser,
  request,
}, testInfo) => {
  const session = await signInGuest(request, GUEST_AXE);
  const { page, context } = await newAxePage(browser, testInfo);
  try {
    await openSignedIn(page, session, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(bannerOf(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, 'profile with the consent banner')).toEqual([]);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Booking updates by SMS' })).toBeVisible();
    await expect(page.getByText('You have not chosen yet.')).toBeVisible();
    await expect(bannerOf(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, 'settings with the consent banner')).toEqual([]);

    // Closed, it records nothing; the confirmation dialog of the same page is checked too.
    await bannerOf(page).getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(bannerOf(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    expect(await seriousViolations(page, 'delete-account dialog')).toEqual([]);
  } finally {
    await context.close();
  }
});
