// API-side arrangements for console.spec: demo people signed in through the API from loopback
// addresses of their own (so their one-time codes do not count against the browsers' 127.0.0.1
// budget of 20 sends per 15 minutes), an owner's listing made and submitted for review, a guest's
// cash booking, and the browser helpers of the console (signing the demo admin in through
// /admin/login once per run for every spec that needs the console, waiting for the web app's
// realtime link).
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { baseURL, expect, outboxCode, stayLocal } from './fixtures';

export const api = (path: string) => `${baseURL()}${path}`;

export interface Session {
  token: string;
  refreshToken: string;
  user: { id: number; fullName: string; role: string };
}

export const bearer = (session: { token: string }) => ({ Authorization: `Bearer ${session.token}` });

interface Posted {
  status: number;
  retryAfter?: string;
  text: string;
}

/**
 * POSTs JSON from `localAddress` (127.0.0.x: all of 127/8 is loopback on Linux) when the server is
 * on this machine's loopback, else as usual.
 */
export function postFrom(localAddress: string, path: string, body: unknown): Promise<Posted> {
  const url = new URL(api(path));
  const local = url.protocol === 'http:' && url.hostname === '127.0.0.1';
  const data = JSON.stringify(body);
  const send = (from: string | undefined) =>
    new Promise<Posted>((resolve, reject) => {
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

/**
 * The page's own `method` requests to `path` leave from `localAddress` instead of the browser's
 * 127.0.0.1 (same headers and body, the answer handed back as is): a step that sends a code from
 * the page then does not spend the browsers' budget of 20 sends per 15 minutes that later specs'
 * sign-ins need.
 */
export async function relayFrom(page: Page, localAddress: string, method: string, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const req = route.request();
      if (req.method() !== method) return route.fallback();
      const url = new URL(req.url());
      const body = req.postDataBuffer() ?? Buffer.alloc(0);
      const headers = { ...(await req.allHeaders()), 'content-length': String(body.length) };
      const send = (from: string | undefined) =>
        new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
          const out = httpRequest(url, { method, localAddress: from, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: Object.fromEntries(
                  Object.entries(res.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
                ),
                body: Buffer.concat(chunks),
              }),
            );
            res.on('error', reject);
          });
          out.on('error', reject);
          out.end(body);
        });
      const answer = await send(localAddress).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRNOTAVAIL') return send(undefined);
        throw error;
      });
      await route.fulfill(answer);
    },
  );
}

/** A send-otp call, once more after the countdown when the number was asked for just before. */
export async function sendCode(from: string, path: string, data: unknown): Promise<void> {
  let sent = await postFrom(from, path, data);
  if (sent.status === 429) {
    const wait = Number(sent.retryAfter ?? '31');
    expect(wait, `${path} rate-limited for ${wait} s: ${sent.text}`).toBeLessThanOrEqual(65);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
    sent = await postFrom(from, path, data);
  }
  expect(sent.status, `POST ${path} → ${sent.status} ${sent.text}`).toBe(200);
}

/** Codes already in the dev outbox for `to`, so a wait for a new one skips them. */
export async function knownCodes(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(api(`/api/dev/outbox?to=${encodeURIComponent(to)}`));
  if (!response.ok()) return [];
  const body = (await response.json()) as { data?: { body: string }[] };
  return (body.data ?? []).map((e) => /\b(\d{6})\b/.exec(e.body)?.[1]).filter((c): c is string => !!c);
}

/** Signs a demo account (`+91…`) in through the guest API, sending from `from`. */
export async function signInAs(request: APIRequestContext, from: string, phone: string): Promise<Session> {
  const skip = await knownCodes(request, phone);
  await sendCode(from, '/api/v1/auth/send-otp', { phone, purpose: 'login' });
  const otp = await outboxCode(request, phone, skip);
  const verified = await request.post(api('/api/v1/auth/verify-otp'), { data: { phone, otp } });
  expect(verified.ok(), `verify-otp ${phone} → ${verified.status()} ${await verified.text()}`).toBeTruthy();
  return ((await verified.json()) as { data: Session }).data;
}

// ---- an owner's listing, submitted for review ----

export interface OwnerListing {
  id: number;
  slug: string;
  title: string;
  status: string;
  version: number;
  photos: { id: number; status: string }[];
  missing: Record<string, string>;
}

export async function ownerListing(request: APIRequestContext, owner: Session, id: number): Promise<OwnerListing> {
  const response = await request.get(api(`/api/v1/owner/properties/${id}`), { headers: bearer(owner) });
  expect(response.ok(), `owner property ${id} → ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { data: OwnerListing }).data;
}

/** A real JPEG over 800 px wide: the largest JPEG copy of a demo farmhouse's cover. */
export async function demoJpeg(request: APIRequestContext): Promise<Buffer> {
  const search = await request.get(api('/api/v1/properties?perPage=1&sort=price_desc'));
  const slug = ((await search.json()) as { data: { slug: string }[] }).data[0].slug;
  const detail = await request.get(api(`/api/v1/properties/${slug}`));
  const { photos } = (
    (await detail.json()) as { data: { photos: { variants: { url: string; width: number; format: string }[] }[] } }
  ).data;
  const jpeg = photos[0].variants.filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
  const image = await request.get(new URL(jpeg.url, baseURL()).toString());
  expect(image.ok(), `GET ${jpeg.url} → ${image.status()}`).toBeTruthy();
  return image.body();
}

/**
 * A new listing by `owner`, complete (every field, one processed photo) and submitted: answers it
 * in `pending_review`.
 */
export async function pendingListing(request: APIRequestContext, owner: Session, title: string): Promise<OwnerListing> {
  const statsResponse = await request.get(api('/api/v1/properties/locations/statistics'));
  const stats = ((await statsResponse.json()) as { data: { slug: string }[] }).data;
  const created = await request.post(api('/api/v1/owner/properties'), {
    headers: bearer(owner),
    data: {
      title,
      propertyType: 'farmhouse',
      location: stats[0].slug,
      address: 'Survey No. 42, Shankarpally Road, near the temple, Telangana 501203',
      maxGuests: 12,
      bedrooms: 3,
      bathrooms: 2,
      halfDayPrice: 6_500,
      description:
        'A guava orchard with a shaded pool, a lawn for cricket and a covered verandah for long dinners with family and friends.',
      amenities: [],
      houseRules: 'No loud music after 22:00.',
    },
  });
  expect(created.ok(), `create listing → ${created.status()} ${await created.text()}`).toBeTruthy();
  const { id } = ((await created.json()) as { data: OwnerListing }).data;

  const upload = await request.post(api(`/api/v1/owner/properties/${id}/photos`), {
    headers: bearer(owner),
    multipart: {
      file: { name: 'orchard.jpg', mimeType: 'image/jpeg', buffer: await demoJpeg(request) },
      alt: 'Pool under the guava trees',
    },
  });
  expect(upload.ok(), `upload photo → ${upload.status()} ${await upload.text()}`).toBeTruthy();
  // Resized on the server: generous on a busy two-core machine.
  await expect
    .poll(async () => (await ownerListing(request, owner, id)).photos.map((p) => p.status).join(','), {
      message: 'the photo processed',
      timeout: 90_000,
    })
    .toBe('ready');

  const ready = await ownerListing(request, owner, id);
  expect(ready.missing, 'nothing stops the listing from going to review').toEqual({});
  const submitted = await request.post(api(`/api/v1/owner/properties/${id}/submit`), {
    headers: bearer(owner),
    data: {},
  });
  expect(submitted.ok(), `submit → ${submitted.status()} ${await submitted.text()}`).toBeTruthy();
  const listing = ((await submitted.json()) as { data: OwnerListing }).data;
  expect(listing.status).toBe('pending_review');
  return listing;
}

// ---- a guest's cash booking ----

export interface BookingView {
  id: number;
  code: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
}

interface Availability {
  days: { date: string; slots: { halfDay: boolean; fullDay: boolean }[] }[];
}

/** `YYYY-MM-DD` + `days`. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A pending cash booking of a half day by `guest` on the demo farmhouse at `index` of the
 * catalogue (price order), on its first date from `from` whose day slot is free.
 */
export async function cashBooking(
  request: APIRequestContext,
  guest: Session,
  index: number,
  from: string,
): Promise<BookingView> {
  const search = await request.get(api(`/api/v1/properties?perPage=12&sort=price_desc`));
  const { slug } = ((await search.json()) as { data: { slug: string }[] }).data[index];
  const detail = await request.get(api(`/api/v1/properties/${slug}`));
  const house = ((await detail.json()) as { data: { id: number; slots: { day: string } } }).data;

  const until = addDays(from, 30);
  const availability = await request.get(api(`/api/v1/properties/${slug}/availability?from=${from}&to=${until}`));
  expect(availability.ok(), `availability → ${availability.status()}`).toBeTruthy();
  const { days } = ((await availability.json()) as { data: Availability }).data;
  const free = days.find((d) => d.slots[0]?.halfDay);
  expect(free, `a free day slot at ${slug} from ${from} to ${until}`).toBeDefined();
  const start = `${free!.date}T${house.slots.day}:00+05:30`;

  const quote = await request.post(api(`/api/v1/properties/${house.id}/quote`), {
    data: { bookingType: 'half_day', start, guests: 2 },
  });
  expect(quote.ok(), `quote → ${quote.status()} ${await quote.text()}`).toBeTruthy();
  const expectedTotal = ((await quote.json()) as { data: { total: number } }).data.total;

  const made = await request.post(api('/api/v1/bookings'), {
    headers: {
      ...bearer(guest),
      'Idempotency-Key': `e2e-console-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: { propertyId: house.id, bookingType: 'half_day', start, guests: 2, paymentMethod: 'cash', expectedTotal },
  });
  expect(made.ok(), `booking → ${made.status()} ${await made.text()}`).toBeTruthy();
  const booking = ((await made.json()) as { data: BookingView }).data;
  expect(booking).toMatchObject({ status: 'pending', paymentMethod: 'cash' });
  return booking;
}

// ---- browsers ----

/** The console's width: a 1,280 px desktop, where the side menu stays open. */
export const DESKTOP = { width: 1280, height: 900 } as const;

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export async function desktopContext(browser: Browser, storageState?: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: DESKTOP,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'reduce',
    storageState,
  });
  await stayLocal(context);
  return context;
}

/**
 * The demo admin signs in at /admin/login with the code from the dev outbox and lands on the
 * dashboard. A send refused by the 30 s countdown (another spec asked for the same number just
 * before) is tried once more after it.
 */
export async function consoleSignIn(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  const e164 = `+91${phone}`;
  const skip = await knownCodes(request, e164);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(phone);
  const codeField = page.getByLabel('6-digit code');
  const refused = page.getByRole('alert').filter({ hasText: /Too many/ });
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(codeField.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    await page.waitForTimeout(31_000);
    await page.getByRole('button', { name: 'Send OTP' }).click();
  }
  await expect(codeField).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'OTP Sent' })).toBeVisible();
  await codeField.fill(await outboxCode(request, e164, skip));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The demo admin's phone, without +91 (as typed at /admin/login). */
export const DEMO_ADMIN_PHONE = '9000000000';

/** Where the demo admin's console session is kept for the run (one file per server port). */
function adminStateFile(): string {
  return join(process.env.ESCAPES_E2E_DATA_DIR ?? tmpdir(), `console-admin-${new URL(baseURL()).port}.json`);
}

/** The session kept by an earlier worker of this run, while the server still takes it. */
async function keptAdminState(): Promise<StorageState | null> {
  const file = adminStateFile();
  if (!existsSync(file)) return null;
  let state: StorageState;
  try {
    state = JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  } catch {
    return null; // being written by another worker
  }
  const token = adminTokenOf(state);
  if (!token) return null;
  const response = await fetch(api('/api/v1/admin/dashboard'), { headers: { Authorization: `Bearer ${token}` } });
  return response.ok ? state : null;
}

/** The console's admin token and CSRF token in a kept browser state. */
export function adminTokenOf(state: StorageState): string | undefined {
  return state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'adminToken')?.value;
}

export function csrfTokenOf(state: StorageState): string | undefined {
  return state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'csrfToken')?.value;
}

/**
 * The demo admin's console session for this run, shared by every spec and worker that needs it
 * (console.spec, console-analytics.spec, and a retry's new worker): the number's codes are 3 per 15
 * minutes and account.spec and listing.spec spend two, so the console signs in once. Workers
 * starting together take a lock file; the other waits for the first one's session.
 */
export async function sharedAdminState(browser: Browser): Promise<StorageState> {
  const file = adminStateFile();
  const lock = `${file}.lock`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    const kept = await keptAdminState();
    if (kept) return kept;
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (fd !== undefined) {
      const request = await playwrightRequest.newContext();
      const context = await desktopContext(browser);
      try {
        const again = await keptAdminState();
        if (again) return again;
        await consoleSignIn(await context.newPage(), request, DEMO_ADMIN_PHONE);
        const state = await context.storageState();
        writeFileSync(file, JSON.stringify(state));
        return state;
      } finally {
        await context.close();
        await request.dispose();
        closeSync(fd);
        rmSync(lock, { force: true });
      }
    }
    // A lock left by a worker that died (or by an earlier run) does not hold the others forever.
    try {
      if (Date.now() - statSync(lock).mtimeMs > 150_000) rmSync(lock, { force: true });
    } catch {
      // gone meanwhile
    }
    if (Date.now() > deadline)
      throw new Error('the demo admin was not signed in to the console by another worker within 150 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Resolves once the web app's realtime link is up: socket.io's CONNECT answer (`40{"sid":…}`)
 * seen on a polling response or a WebSocket frame. Call before the page loads.
 */
export function realtimeConnected(page: Page, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the realtime link did not connect within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const done = () => {
      clearTimeout(timer);
      page.off('response', onResponse);
      page.off('websocket', onSocket);
      resolve();
    };
    const isConnect = (text: string) => /(^|\u001e)40\{"sid"/.test(text);
    const onResponse = async (response: import('@playwright/test').Response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      try {
        if (isConnect(await response.text())) done();
      } catch {
        // the page went away
      }
    };
    const onSocket = (ws: import('@playwright/test').WebSocket) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && isConnect(frame.payload)) done();
      });
    };
    page.on('response', onResponse);
    page.on('websocket', onSocket);
  });
}

/**
 * Records every toast the web app shows (its notifications region's text, title first), from the
 * next page load on: a toast may be replaced by the next one before a check could see it.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __toasts: string[] };
    w.__toasts = [];
    let last = '';
    new MutationObserver(() => {
      const region = document.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]');
      const text = region?.innerText.trim() ?? '';
      if (text && text !== last) w.__toasts.push(text);
      last = text;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The toasts shown so far (see recordToasts), oldest first. */
export function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}
