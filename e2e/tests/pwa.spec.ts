// The guest app as a PWA (PRODUCT.md §2, §8, §9): the web app manifest and its icons; the service worker
// registers and controls the page; a page seen before opens offline with the offline notice, and
// one never loaded in full opens from the app shell; Your Bookings offline shows the bookings last
// loaded, with their codes and addresses, also when it was reached by tapping, and signing out
// removes them from the device; offline is no error toast; nothing personal lands in the worker's
// caches; and a new sw.js on the server brings the Update / Later prompt, Update reloading the page
// into it.
// The other specs block service workers (playwright.config.ts); this one allows them. The update
// test runs its own server over a copy of the built app, so it can change sw.js there.
// Demo guest 9000000112 (demo bookings, used by no other spec) signs in from 127.0.0.71.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { repo, startServer } from '../support/server';
import { api, bearer, cashBooking, recordToasts, shownToasts, signInAs } from './console-helpers';
import {
  apiSearch,
  baseURL,
  expect,
  kolkataDate,
  openMenu,
  newAxePage,
  openSignedIn,
  seriousViolations,
  test,
} from './fixtures';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = 'You are offline. Showing what was saved on this device.';
const GUEST_PHONE = '+919000000112';
const FROM = '127.0.0.71';

/** Waits until the app's service worker (registered after the page's load event) controls `page`. */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'the service worker controls the page',
      timeout: 60_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** Every URL in the worker's caches (Cache Storage), as paths with their query. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        paths.push(url.pathname + url.search);
      }
    }
    return paths;
  });
}

test('the manifest names the app with its icons, and the service worker registers and controls the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(`${baseURL()}${href}`);
  expect(answer.ok()).toBeTruthy();
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Hyderabad Escapes',
    start_url: '/',
    display: 'standalone',
    theme_color: '#9a3412',
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const png = await request.get(`${baseURL()}${icon.src}`);
    expect(png.ok(), `${icon.src} → ${png.status()}`).toBeTruthy();
    expect(png.headers()['content-type']).toBe('image/png');
  }

  await controlled(page);
  // The app's code and its shell (index.html, the offline fallback) are precached.
  const cached = await cachedPaths(page);
  expect(cached.some((path) => /^\/assets\/index-[\w-]+\.js/.test(path))).toBe(true);
  expect(cached.some((path) => path.startsWith('/manifest.webmanifest'))).toBe(true);
  expect(cached.some((path) => path.startsWith('/index.html'))).toBe(true);
  // Online, the start page still comes from the server with its first view, not the shell.
  const home = await page.goto('/');
  expect(await home!.text()).toContain('<meta property="og:title"');
});

test('a page seen before opens offline with the offline notice; one never seen opens from the app shell', async ({
  page,
  context,
  request,
}) => {
  const [property] = (await apiSearch(request, 'location=moinabad')).items;
  await page.goto('/');
  await controlled(page);
  await page.goto(`/property/${property.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

  // Back online, the notice goes.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

  // Offline, a page never opened opens from the app shell, under the offline notice.
  await context.setOffline(true);
  await page.goto('/safety');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await context.setOffline(false);
});

test('offline, Your Bookings reached by tapping and the start page open with the saved bookings, and offline is no error', async ({
  page,
  context,
  request,
}) => {
  // A demo reviewer's account (no other spec signs in with it) with a booking of its own.
  const guest = await signInAs(request, '127.0.0.72', '+919000002002');
  const booking = await cashBooking(request, guest, 10, kolkataDate(40));
  await recordToasts(page);
  await openSignedIn(page, guest, '/', { cookieChoice: 'essential' });
  await controlled(page);
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Your Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Your Bookings', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: booking.code })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Bookings', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: booking.code })).toBeVisible();

  // The installed app's start page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hyderabad Escapes' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  // Give a failed unread-count call time to show its toast, had it one.
  await page.waitForTimeout(1_500);
  expect((await shownToasts(page)).filter((toast) => /unread/i.test(toast))).toEqual([]);
  await expect(page.locator('header').getByText('?', { exact: true })).toHaveCount(0);
  await context.setOffline(false);
});

test('Your Bookings offline shows the bookings last loaded with their codes and addresses; signing out removes them', async ({
  page,
  context,
  request,
}) => {
  const guest = await signInAs(request, FROM, GUEST_PHONE);
  const mine = await request.get(api('/api/v1/users/me/bookings?page=1&perPage=10'), { headers: bearer(guest) });
  expect(mine.ok()).toBeTruthy();
  const { data: bookings } = (await mine.json()) as {
    data: { code: string; property: { title: string; address: string } }[];
  };
  expect(bookings.length, `demo bookings of ${GUEST_PHONE}`).toBeGreaterThan(0);

  await openSignedIn(page, guest, '/bookings', { cookieChoice: 'essential' });
  await controlled(page);
  // Loaded once under the worker, so the page itself is kept too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Bookings', level: 1 })).toBeVisible();
  for (const booking of bookings)
    await expect(page.getByRole('article').filter({ hasText: booking.code })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Bookings', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expect(page.getByText(/These are your bookings as saved on this device on/)).toBeVisible();
  for (const booking of bookings) {
    const card = page.getByRole('article').filter({ hasText: booking.code });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: booking.property.title })).toBeVisible();
    expect(booking.property.address).not.toBe('');
    await expect(card.getByText(booking.property.address, { exact: true })).toBeVisible();
  }

  // Nothing personal went into the worker's caches: only the catalogue's public reads.
  const cachedApi = (await cachedPaths(page)).filter((path) => path.startsWith('/api/'));
  expect(
    cachedApi.filter((path) => !/^\/api\/(properties\/featured|v1\/(properties|locations|catalogue)\b)/.test(path)),
  ).toEqual([]);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  const saved = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('savedForOffline:')));
  expect(await saved()).toEqual([`savedForOffline:bookings:${guest.user.id}`]);
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await saved()).toEqual([]);
});

test('a new version brings Update or Later; Later puts it off, Update reloads the page into it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'escapes-pwa-'));
  const webDir = join(dataDir, 'web');
  cpSync(join(repo, 'apps/web/dist'), webDir, { recursive: true });
  const server = await startServer({ dataDir, args: ['--web-dir', webDir], removeDataDir: true });
  // AxeBuilder needs a page from browser.newContext(); this one lets the worker run.
  const { page, context } = await newAxePage(browser, testInfo, server.url, 'allow');
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  try {
    await page.goto('/privacy-policy');
    await controlled(page);

    // The server now has a new version: a changed sw.js, found by the next update check.
    const sw = join(webDir, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// a new version ${Date.now()}\n`);
    const checkForUpdate = () =>
      page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
    await checkForUpdate();

    const update = page.getByRole('button', { name: 'Update' });
    const later = page.getByRole('button', { name: 'Later' });
    await expect(page.getByRole('region', { name: 'A new version is available' })).toBeVisible();
    await expect(update).toBeVisible();
    await expect(later).toBeVisible();
    // Within the 360 px screen, and clean for axe.
    const box = await page.getByRole('region', { name: 'A new version is available' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await seriousViolations(page, 'the update prompt')).toEqual([]);

    await later.click();
    await expect(update).toBeHidden();

    // The new version still waits: the next page load offers it again.
    await page.reload();
    await expect(update).toBeVisible();
    await page.evaluate(() => {
      (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await update.click();
    // The new worker takes over and the page reloads (a fresh window has no mark).
    await expect
      .poll(() =>
        page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate ?? false).catch(() => true),
      )
      .toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await controlled(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    await expect(update).toBeHidden();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await context.close();
    await server.stop();
  }
});
