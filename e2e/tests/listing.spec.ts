// The supply side end to end (issue 12). A new owner signs up in the browser, lists a farmhouse
// through the stepped editor (Basics, Location with auto-save, three photos uploaded and processed,
// amenities, review) and submits it; the demo admin approves it as the console would (API); a new
// guest finds it by its locality, sees its photos and books a half day for cash. Then the listing's
// calendar sync: the export link serves the guest's booking as text/calendar, and an iCal feed on a
// local server of the test's own blocks a date for guests. axe runs on every editor step and on
// the dashboard's "Your listings". The second test uses the first one's listing, owner and guest
// (serial), so it asks for no codes of its own.
//
// One-time codes: the server allows 20 sends per 15 minutes from one address, and every spec's
// browser signs in from 127.0.0.1. The guest and the admin here are other people on other
// networks, so their codes are asked for from addresses of their own (127.0.0.x on Linux, where
// all of 127/8 is loopback): only the owner's browser sign-up counts against the run's budget.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  baseURL,
  cardTitles,
  expect,
  freshPhone,
  kolkataDate,
  newAxePage,
  outboxCode,
  seriousViolations,
  openMenu,
  openSignedIn,
  test,
  type StoredSession,
} from './fixtures';

test.describe.configure({ mode: 'serial' });

const api = (path: string) => `${baseURL()}${path}`;
const ADMIN = '+919000000000';

interface Session extends StoredSession {
  user: { id: number; fullName: string; role: string };
}

interface OwnerListing {
  id: number;
  slug: string;
  title: string;
  status: string;
  address: string;
  location: string;
  version: number;
  photos: { id: number; status: string; alt: string }[];
  missing: Record<string, string>;
}

interface BookingView {
  id: number;
  code: string;
  status: string;
  paymentMethod: string;
}

/** What the second test takes over from the first. */
const made: {
  listing?: { id: number; slug: string; title: string };
  owner?: Session;
  guest?: Session;
  booking?: BookingView;
  bookingStart?: string;
} = {};

const bearer = (session: { token: string }) => ({ Authorization: `Bearer ${session.token}` });

/** Soft: a page's violations fail the test at its end, after the rest of the journey has been checked too. */
async function noSeriousViolations(page: Page, label: string) {
  expect.soft(await seriousViolations(page, label), `axe on ${label}`).toEqual([]);
}

/** Loopback addresses the API-side people send from (see the top of the file). */
const FROM = { guest: '127.0.0.21', admin: '127.0.0.22' } as const;

/**
 * POSTs JSON from `localAddress` when the server is on this machine's loopback, else as usual
 * (a server elsewhere, or a system where only 127.0.0.1 exists).
 */
function postFrom(
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; retryAfter?: string; text: string }> {
  const url = new URL(api(path));
  const local = url.protocol === 'http:' && url.hostname === '127.0.0.1';
  const data = JSON.stringify(body);
  const send = (from: string | undefined) =>
    new Promise<{ status: number; retryAfter?: string; text: string }>((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method: 'POST',
          localAddress: from,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], text }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  return local
    ? send(localAddress).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRNOTAVAIL') return send(undefined);
        throw error;
      })
    : send(undefined);
}

/** A send-otp call from `from`, once more after the countdown if another spec asked for the same number just before. */
async function sendCode(from: string, path: string, data: unknown): Promise<void> {
  let sent = await postFrom(from, path, data);
  if (sent.status === 429) {
    const wait = Number(sent.retryAfter ?? '31');
    expect(wait, `${path} rate-limited for ${wait} s: ${sent.text}`).toBeLessThanOrEqual(65);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
    sent = await postFrom(from, path, data);
  }
  expect(sent.status, `POST ${path} → ${sent.status} ${sent.text}`).toBe(200);
}

/** A new guest account through the sign-up API (both codes from the dev outbox), signed in. */
async function signUpGuest(request: APIRequestContext, fullName: string): Promise<Session> {
  const role = 'user';
  const phone = `+91${freshPhone()}`;
  const email = `guest-${Date.now()}-${phone.slice(-4)}@example.com`;
  await sendCode(FROM.guest, '/api/auth/otp/send-otp', { identifier: phone, type: 'sms', purpose: 'register' });
  await sendCode(FROM.guest, '/api/auth/otp/send-otp', { identifier: email, type: 'email', purpose: 'register' });
  const [code, emailCode] = [await outboxCode(request, phone), await outboxCode(request, email)];
  const response = await request.post(api('/api/auth/otp/verify-otp-register'), {
    data: {
      identifier: phone,
      code,
      type: 'sms',
      userData: { fullName, email, phone, role, acceptTerms: true, emailCode },
    },
  });
  expect(response.ok(), `verify-otp-register → ${response.status()} ${await response.text()}`).toBeTruthy();
  const body = (await response.json()) as { data: Session };
  return body.data;
}

async function signInAdmin(request: APIRequestContext): Promise<{ adminToken: string; csrfToken: string }> {
  await sendCode(FROM.admin, '/api/v1/admin/auth/send-otp', { phone: ADMIN });
  const otp = await outboxCode(request, ADMIN);
  const response = await request.post(api('/api/v1/admin/auth/verify-otp'), { data: { phone: ADMIN, otp } });
  expect(response.ok(), `admin verify-otp → ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { data: { adminToken: string; csrfToken: string } }).data;
}

async function ownerListing(request: APIRequestContext, owner: { token: string }, id: number): Promise<OwnerListing> {
  const response = await request.get(api(`/api/v1/owner/properties/${id}`), { headers: bearer(owner) });
  expect(response.ok(), `owner property ${id} → ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { data: OwnerListing }).data;
}

/** The session the app keeps in localStorage. */
async function sessionOf(page: Page): Promise<Session> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token')!,
    refreshToken: localStorage.getItem('refreshToken')!,
    user: JSON.parse(localStorage.getItem('user')!),
  }));
}

/**
 * Three real JPEGs (over 800 px wide) to upload: the largest JPEG copy of the cover photo of three
 * demo farmhouses, saved as files the way a phone would hand them over.
 */
async function demoPhotoFiles(request: APIRequestContext, dir: (name: string) => string): Promise<string[]> {
  const search = await request.get(api('/api/v1/properties?perPage=3&sort=price_asc'));
  const slugs = ((await search.json()) as { data: { slug: string }[] }).data.map((p) => p.slug);
  expect(slugs).toHaveLength(3);
  const files: string[] = [];
  for (const [i, slug] of slugs.entries()) {
    const detail = await request.get(api(`/api/v1/properties/${slug}`));
    const { photos } = (
      (await detail.json()) as { data: { photos: { variants: { url: string; width: number; format: string }[] }[] } }
    ).data;
    const jpeg = photos[0].variants.filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
    expect(jpeg?.width, `a JPEG copy of ${slug}'s cover`).toBeGreaterThanOrEqual(800);
    const image = await request.get(new URL(jpeg.url, baseURL()).toString());
    expect(image.ok()).toBeTruthy();
    expect(image.headers()['content-type']).toMatch(/^image\/jpeg/);
    const file = dir(`farmhouse-${i + 1}.jpg`);
    writeFileSync(file, await image.body());
    files.push(file);
  }
  return files;
}

/** The editor's save line ("Saving…", "Saved", "Unsaved changes"). */
const saveLine = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });

async function continueTo(page: Page, step: string, stepId: string) {
  await page.getByRole('button', { name: `Continue to ${step}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]step=${stepId}$`));
  await expect(page.getByRole('heading', { level: 2, name: step })).toBeFocused();
}

test('a new owner lists a farmhouse, the admin approves it, a guest finds it and books it', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const run = `${Date.now()}`.slice(-5);
  const title = `Tamarind Court Farmhouse ${run}`;
  const description =
    'A quiet mango orchard with a 40-foot pool, two lawns for games and a covered pavilion for dinners under the stars.';
  const address = `Survey No. ${run}, Chilkur Road, near the lake, Telangana 500075`;
  const guests = 14;
  const halfDayPrice = 7_500;

  // The locality with the fewest live farmhouses, so the new one is on the first page of results.
  const statsResponse = await request.get(api('/api/v1/properties/locations/statistics'));
  const stats = ((await statsResponse.json()) as { data: { slug: string; name: string; count: number }[] }).data;
  const locality = [...stats].sort((a, b) => a.count - b.count || a.slug.localeCompare(b.slug))[0];
  expect(locality.count, 'room on the first page of results').toBeLessThan(12);

  const files = await test.step('three JPEG photos to upload', () =>
    demoPhotoFiles(request, (name) => testInfo.outputPath(name)));

  const ownerTab = await newAxePage(browser, testInfo);
  const guestTab = await newAxePage(browser, testInfo);
  try {
    const page = ownerTab.page;

    await test.step('a new owner signs up in the browser', async () => {
      const phone = freshPhone();
      const email = `owner-${Date.now()}-${phone.slice(-4)}@example.com`;
      await page.goto('/');
      await openMenu(page);
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login', exact: true }).click();
      await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
      const form = page.getByRole('dialog', { name: 'Sign up' });
      await form.getByLabel('Full name').fill('Meena Kumari');
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Mobile number').fill(phone);
      await form.getByText('List my property as an owner').click();
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Create account' }).click();
      const verify = page.getByRole('dialog', { name: 'Verify Phone & Email' });
      await expect(verify).toBeVisible();
      await verify.getByLabel('SMS code').fill(await outboxCode(request, `+91${phone}`));
      await verify.getByLabel('Email code').fill(await outboxCode(request, email));
      await verify.getByRole('button', { name: 'Verify & Create Account' }).click();
      await expect(verify).toBeHidden();
      made.owner = await sessionOf(page);
      expect(made.owner.user.role).toBe('owner');
      // The cookie choice made (account.spec tests the banner), so it never covers the editor's buttons.
      await page.evaluate((id) => localStorage.setItem(`cookieConsent:${id}`, 'essential'), made.owner.user.id);
    });

    await test.step('the dashboard has no listings yet and offers to list one', async () => {
      await page.goto('/owner/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Owner dashboard' })).toBeVisible();
      const yours = page.getByRole('region', { name: 'Your listings' });
      await expect(yours.getByText(/^No listings yet/)).toBeVisible();
      await yours.getByRole('link', { name: 'List a new farmhouse' }).click();
      await expect(page).toHaveURL(/\/owner\/property\/create$/);
      await expect(page.getByRole('heading', { level: 1, name: 'List a new farmhouse' })).toBeVisible();
    });

    let id = 0;
    await test.step('Basics: title, type, locality, guests, rooms, half-day price, description', async () => {
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Type of place').selectOption('farmhouse');
      const localitySelect = page.getByLabel('Locality', { exact: true });
      await expect(localitySelect.locator(`option[value="${locality.slug}"]`)).toHaveCount(1);
      await localitySelect.selectOption(locality.slug);
      await page.getByLabel('Maximum guests').fill(String(guests));
      await page.getByLabel('Bedrooms').fill('4');
      await page.getByLabel('Bathrooms').fill('3');
      await page.getByLabel('Half-day price (12 hours)').fill(String(halfDayPrice));
      await page.getByLabel('Description', { exact: true }).fill(description);
      // The price is read back in Indian grouping.
      await expect(page.getByText('₹7,500', { exact: true })).toBeVisible();
      await noSeriousViolations(page, 'editor: Basics (create)');

      await page.getByRole('button', { name: 'Continue to Location' }).click();
      await page.waitForURL(/\/owner\/property\/edit\/\d+\?step=location$/);
      id = Number(/\/edit\/(\d+)/.exec(page.url())![1]);
      await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
      await expect(page.getByText('Draft', { exact: true })).toBeVisible();
      const saved = await ownerListing(request, made.owner!, id);
      expect(saved).toMatchObject({ title, status: 'draft', location: locality.slug, description });
    });

    await test.step('Location: the address saves itself 3 s after typing stops', async () => {
      await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
      await expect(page.getByLabel('Locality', { exact: true })).toHaveValue(locality.slug);
      const field = page.getByLabel('Address', { exact: true });
      await field.click();
      await field.fill(address);
      // Still in the field, nothing left it: the change waits, then saves on its own.
      await expect(saveLine(page, 'Unsaved changes')).toBeVisible();
      await expect(saveLine(page, 'Saved')).toBeVisible();
      await expect(field).toBeFocused();
      await expect.poll(async () => (await ownerListing(request, made.owner!, id)).address).toBe(address);
      await page.waitForLoadState('networkidle');
      await noSeriousViolations(page, 'editor: Location');
    });

    await test.step('Photos: three JPEGs upload, process and show as ready; the first is captioned', async () => {
      await continueTo(page, 'Photos', 'photos');
      await expect(page.getByText(/^No photos yet/)).toBeVisible();
      await page.getByLabel('Choose photos').setInputFiles(files);
      const grid = page.getByRole('list', { name: 'Your photos, cover first' });
      // Sent one after another, then resized on the server: generous on a busy two-core machine.
      await expect(grid.getByRole('listitem')).toHaveCount(3, { timeout: 120_000 });
      await expect(page.getByRole('list', { name: 'Uploads' })).toHaveCount(0, { timeout: 120_000 });
      await expect(grid.getByText('Processing…')).toHaveCount(0, { timeout: 120_000 });
      await expect(grid.getByRole('img')).toHaveCount(3);
      for (const img of await grid.getByRole('img').all()) {
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
      await expect(grid.getByRole('listitem').first().getByText('Cover', { exact: true })).toBeVisible();

      const caption = page.getByLabel('Description of photo 1');
      await caption.fill('Pool and lawn at sunset');
      await caption.press('Tab');
      await expect(grid.getByRole('listitem').first().getByText('Saved', { exact: true })).toBeVisible();
      const saved = await ownerListing(request, made.owner!, id);
      expect(saved.photos.map((p) => p.status)).toEqual(['ready', 'ready', 'ready']);
      expect(saved.photos[0].alt).toBe('Pool and lawn at sunset');
      await noSeriousViolations(page, 'editor: Photos with three photos');
    });

    await test.step('Amenities & house rules', async () => {
      await continueTo(page, 'Amenities & house rules', 'amenities');
      const amenities = page.getByRole('group', { name: 'Amenities' }).getByRole('checkbox');
      await expect(amenities.first()).toBeVisible();
      await amenities.nth(0).check();
      await amenities.nth(1).check();
      await page.getByRole('textbox', { name: 'House rules' }).fill('No loud music after 22:00.\nNo pets in the pool.');
      await expect(saveLine(page, 'Saved')).toBeVisible();
      await noSeriousViolations(page, 'editor: Amenities & house rules');
    });

    await test.step('Pricing, Slots & turnover, Calendar sync: each step passes axe', async () => {
      await continueTo(page, 'Pricing', 'pricing');
      await expect(page.getByLabel('Full-day price (24 hours)')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noSeriousViolations(page, 'editor: Pricing');
      await continueTo(page, 'Slots & turnover', 'slots');
      await expect(page.getByLabel('Day slot starts at')).toHaveValue('09:00');
      await noSeriousViolations(page, 'editor: Slots & turnover');
      await continueTo(page, 'Calendar sync', 'calendar');
      await expect(page.getByRole('button', { name: 'Create export link' })).toBeVisible();
      await noSeriousViolations(page, 'editor: Calendar sync');
    });

    await test.step('Review & submit: nothing missing; submitted, it is under review', async () => {
      await continueTo(page, 'Review & submit', 'review');
      await expect(page.getByText('Everything needed is in place.')).toBeVisible();
      await noSeriousViolations(page, 'editor: Review & submit');
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(
        page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Under review' }) }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
      expect((await ownerListing(request, made.owner!, id)).status).toBe('pending_review');
      await noSeriousViolations(page, 'editor: under review');
    });

    await test.step('Your listings shows it under review, with its cover, locality and price', async () => {
      await page.getByRole('link', { name: 'Owner dashboard' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Owner dashboard' })).toBeVisible();
      const card = page.getByRole('region', { name: 'Your listings' }).getByRole('article', { name: title });
      await expect(card.getByText('Under review', { exact: true })).toBeVisible();
      await expect(card).toContainText(`${locality.name} · ₹7,500 per half day`);
      const cover = card.locator('img');
      await expect.poll(() => cover.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect(card.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
        'href',
        `/owner/property/edit/${id}`,
      );
      await page.waitForLoadState('networkidle');
      await noSeriousViolations(page, '/owner/dashboard with Your listings');
    });

    await test.step('Preview shows it as guests will see it, before it is live, and nothing guest-only is asked for', async () => {
      const guestOnly: string[] = [];
      const watch = (r: { url: () => string }) => {
        if (/\/api\/v1\/properties\/[^/]+\/(availability|quote|reviews)|\/api\/analytics\//.test(r.url()))
          guestOnly.push(r.url());
      };
      page.on('request', watch);
      const card = page.getByRole('region', { name: 'Your listings' }).getByRole('article', { name: title });
      await card.getByRole('link', { name: `Preview ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/owner/property/preview/${id}$`));
      const banner = page.getByRole('region', { name: 'Preview' });
      await expect(banner.getByText('Under review', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Price and booking' })).toContainText('₹7,500 / half day');
      await expect(page.getByRole('region', { name: 'Price and booking' })).toContainText(
        'Booking, dates and messages open to guests once your listing is published.',
      );
      await expect(page.getByRole('region', { name: 'House rules' })).toContainText('No pets in the pool.');
      await expect(page.getByRole('region', { name: 'About this place' })).toContainText(description);
      await expect(page.getByRole('img', { name: 'Pool and lawn at sunset' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noSeriousViolations(page, '/owner/property/preview/{id} under review');
      page.off('request', watch);
      expect(guestOnly).toEqual([]);
      await banner.getByRole('link', { name: 'Back to the editor' }).click();
      await expect(page).toHaveURL(new RegExp(`/owner/property/edit/${id}$`));
      await page.getByRole('link', { name: 'Owner dashboard' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Owner dashboard' })).toBeVisible();
    });

    await test.step('the demo admin approves it (the console’s API call)', async () => {
      const admin = await signInAdmin(request);
      const response = await request.post(api(`/api/v1/admin/properties/${id}/approve`), {
        headers: { Authorization: `Bearer ${admin.adminToken}`, 'X-CSRF-Token': admin.csrfToken },
      });
      expect(response.ok(), `approve → ${response.status()} ${await response.text()}`).toBeTruthy();
      const approved = ((await response.json()) as { data: OwnerListing }).data;
      expect(approved.status).toBe('published');
      made.listing = { id, slug: approved.slug, title };
      // The owner sees it live.
      await page.reload();
      const card = page.getByRole('region', { name: 'Your listings' }).getByRole('article', { name: title });
      await expect(card.getByText('Live', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: `Preview ${title}` })).toHaveAttribute(
        'href',
        `/owner/property/preview/${id}`,
      );
      made.owner = await sessionOf(page);
    });

    await test.step('a new guest searches the locality and finds it by its title', async () => {
      made.guest = await signUpGuest(request, 'Arjun Varma');
      const g = guestTab.page;
      await openSignedIn(g, made.guest!, '/', { cookieChoice: 'essential' });
      const search = g.getByRole('search', { name: 'Search farmhouses' });
      const where = search.getByRole('combobox', { name: 'Location' });
      await where.fill(locality.name);
      await search.getByRole('option', { name: new RegExp(`^${locality.name},`) }).click();
      await search.getByLabel('Guests').fill('12');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(g).toHaveURL(/\/search\?/);
      await expect(g.getByRole('heading', { level: 1 })).toHaveText(`Farmhouses near ${locality.name}`);
      await expect(cardTitles(g).filter({ hasText: title })).toHaveCount(1);
      await g.getByRole('link', { name: title, exact: true }).click();
      await expect(g).toHaveURL(new RegExp(`/property/${made.listing!.slug}(\\?|$)`));
      await expect(g.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });

    await test.step('the guest sees its three photos', async () => {
      const g = guestTab.page;
      // The carousel comes at the guest's first key, tap or scroll (the first photo is there before).
      await g.keyboard.press('Shift');
      const gallery = g.getByRole('region', { name: `Photos of ${title}` });
      await expect(gallery).toBeVisible();
      await expect(gallery.getByRole('button', { name: /^Show photo \d/ })).toHaveCount(3);
      await expect(gallery.getByRole('button', { name: 'Show photo 1: Pool and lawn at sunset' })).toBeVisible();
      const shown = gallery.getByRole('img', { name: 'Pool and lawn at sunset' }).first();
      await expect.poll(() => shown.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    });

    await test.step('the guest books a half day, paying cash, and sees it pending', async () => {
      const g = guestTab.page;
      const date = kolkataDate(30);
      const calculator = g.getByRole('region', { name: 'Price and booking' });
      await calculator.getByLabel('Date').fill(date);
      await calculator.getByRole('link', { name: 'Book now' }).click();
      await expect(g).toHaveURL(new RegExp(`/book/${made.listing!.slug}\\?`));
      await expect(g.getByText('Your booking', { exact: true })).toBeVisible();
      await expect(g.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(g.getByRole('radio', { name: /^Day slot, from 09:00, free/ })).toBeChecked();
      await g.getByText('Cash at property', { exact: true }).click();
      await expect(g.getByRole('radio', { name: 'Cash at property' })).toBeChecked();
      await g.getByRole('button', { name: /^Confirm booking · ₹/ }).click();
      await g.waitForURL(/[?&]booking=\d+/);
      const bookingId = Number(new URL(g.url()).searchParams.get('booking'));
      const read = await request.get(api(`/api/v1/bookings/${bookingId}`), { headers: bearer(made.guest!) });
      expect(read.ok()).toBeTruthy();
      const booking = ((await read.json()) as { data: BookingView }).data;
      expect(booking).toMatchObject({ status: 'pending', paymentMethod: 'cash' });
      made.booking = booking;
      made.bookingStart = `${date}T09:00:00+05:30`;

      await g.goto('/bookings');
      const card = g.getByRole('article').filter({ hasText: booking.code });
      await expect(card.getByText('Pending', { exact: true })).toBeVisible();
      await expect(card).toContainText(title);
    });
  } finally {
    await ownerTab.context.close();
    await guestTab.context.close();
  }
});

/** `20261224T033000Z`: an instant as an iCal UTC date-time. */
function icalUtc(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `YYYYMMDD` of a `YYYY-MM-DD` date, `days` later. */
function icalDate(date: string, days = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

/** An iCal feed as another site would serve it, on 127.0.0.1 and a free port. */
async function serveCalendar(body: string): Promise<{ url: string; server: Server; hits: () => number }> {
  let hits = 0;
  const server = createServer((_request, res) => {
    hits += 1;
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/other-site/calendar.ics`, server, hits: () => hits };
}

test('calendar sync: the export link lists the guest’s booking; an imported feed blocks a date for guests', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  expect(made.listing && made.owner && made.guest && made.booking, 'the first test’s listing and booking').toBeTruthy();
  const { id, slug, title } = made.listing!;
  const blockedDate = kolkataDate(33);
  const feed = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other Site//Calendar//EN',
    'BEGIN:VEVENT',
    `UID:e2e-${Date.now()}@other-site.example`,
    `DTSTAMP:${icalUtc(new Date().toISOString())}`,
    `DTSTART;VALUE=DATE:${icalDate(blockedDate)}`,
    `DTEND;VALUE=DATE:${icalDate(blockedDate, 1)}`,
    'SUMMARY:Reserved elsewhere',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const other = await serveCalendar(feed);

  const availability = async () => {
    const response = await request.get(
      api(`/api/v1/properties/${slug}/availability?from=${blockedDate}&to=${blockedDate}`),
    );
    expect(response.ok()).toBeTruthy();
    const { days } = (
      (await response.json()) as { data: { days: { date: string; slots: { halfDay: boolean; fullDay: boolean }[] }[] } }
    ).data;
    return days.find((d) => d.date === blockedDate)!.slots;
  };
  expect(
    (await availability()).some((s) => s.halfDay),
    `${blockedDate} is free before the import`,
  ).toBe(true);

  const ownerTab = await newAxePage(browser, testInfo);
  const guestTab = await newAxePage(browser, testInfo);
  try {
    const page = ownerTab.page;
    let exportUrl = '';
    await test.step('the calendar step makes an export link that serves the guest’s booking as text/calendar', async () => {
      await openSignedIn(page, made.owner!, `/owner/property/edit/${id}?step=calendar`, { cookieChoice: 'essential' });
      await expect(page.getByRole('heading', { level: 2, name: 'Calendar sync' })).toBeVisible();
      await page.getByRole('button', { name: 'Create export link' }).click();
      const link = page.getByLabel('Export link');
      await expect(link).toHaveValue(/\/ical\/[0-9a-f]{64}\.ics$/);
      exportUrl = await link.inputValue();
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();

      const response = await request.get(exportUrl);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
      const text = await response.text();
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      const events = text.split('BEGIN:VEVENT').slice(1);
      const booked = events.find((e) => e.includes(`DTSTART:${icalUtc(made.bookingStart!)}`));
      expect(booked, `an event at ${made.bookingStart} in\n${text}`).toBeDefined();
      expect(booked).toContain('SUMMARY:Booked — half day');
      expect(booked).toContain(
        `DTEND:${icalUtc(new Date(Date.parse(made.bookingStart!) + 12 * 3_600_000).toISOString())}`,
      );
    });

    await test.step('a feed on a local server is imported and blocks its date', async () => {
      await page.getByLabel('Calendar link (iCal)').fill(other.url);
      await page.getByRole('button', { name: 'Add calendar' }).click();
      const item = page.getByRole('listitem').filter({ hasText: other.url });
      await expect(item).toBeVisible({ timeout: 30_000 });
      await expect(item).toContainText('1 stay blocked');
      await expect(item).toContainText(/Last synced .* \(IST\)/);
      await expect(page.getByLabel('Calendar link (iCal)')).toHaveValue('');
      expect(other.hits()).toBeGreaterThanOrEqual(1);
      await noSeriousViolations(page, 'editor: Calendar sync with an export link and an import');
      await expect.poll(async () => (await availability()).map((s) => s.halfDay || s.fullDay)).toEqual([false, false]);
    });

    await test.step('the guest is offered no start time on the blocked date', async () => {
      const g = guestTab.page;
      const query = new URLSearchParams({
        start: `${blockedDate}T09:00:00+05:30`,
        type: 'half_day',
        days: '1',
        guests: '2',
      });
      await openSignedIn(g, made.guest!, `/book/${slug}?${query.toString()}`, { cookieChoice: 'essential' });
      await expect(g.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(g.getByRole('group', { name: 'Start time' }).getByRole('alert')).toHaveText(
        'No free start time on this date. Please pick another date.',
      );
      // The next day is untouched.
      const free = new URLSearchParams({
        start: `${kolkataDate(34)}T09:00:00+05:30`,
        type: 'half_day',
        days: '1',
        guests: '2',
      });
      await g.goto(`/book/${slug}?${free.toString()}`);
      await expect(g.getByRole('radio', { name: /^Day slot, from 09:00, free/ })).toBeVisible();
    });
  } finally {
    await ownerTab.context.close();
    await guestTab.context.close();
    await new Promise((resolve) => other.server.close(resolve));
  }
});
