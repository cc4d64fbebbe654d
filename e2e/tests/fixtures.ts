// Shared test fixtures: every page may talk only to the test server (map tiles and any other
// outside request are aborted at once, so nothing waits on a network that is not there), plus
// helpers for dates in Asia/Kolkata, the catalogue API and axe.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';

export { expect };

export function baseURL(): string {
  const url = process.env.ESCAPES_E2E_BASE_URL;
  if (!url) throw new Error('ESCAPES_E2E_BASE_URL is not set (global setup did not run?)');
  return url;
}

/** Abort every request that is not for the test server (OpenStreetMap tiles above all). */
export async function stayLocal(context: BrowserContext, base: string = baseURL()): Promise<void> {
  const origin = new URL(base).origin;
  await context.route(
    (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
    (route) => route.abort('internetdisconnected'),
  );
}

export const test = base.extend<{ context: BrowserContext }>({
  context: async ({ context }, use) => {
    await stayLocal(context);
    // The server's Content-Security-Policy must never block what the apps themselves do.
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** `YYYY-MM-DD` for today + `days` in Asia/Kolkata. */
export function kolkataDate(days = 0): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** ₹ amounts the way en-IN groups them: ₹500, ₹12,744, ₹1,25,000. */
export const INR = /^−?₹(?:\d{1,2},(?:\d{2},)*)?\d{1,3}$/;
export const INR_IN_TEXT = /₹(?:\d{1,2},(?:\d{2},)*)?\d{1,3}(?![\d,])/;

export interface Summary {
  slug: string;
  title: string;
  location: string;
  locationSlug: string;
  maxGuests: number;
  halfDayPrice: number;
  fullDayPrice: number | null;
}

/** The catalogue API's answer for a search query string, for comparing with what the page shows. */
export async function apiSearch(
  request: APIRequestContext,
  query: string,
): Promise<{ items: Summary[]; total: number }> {
  const params = new URLSearchParams(query);
  if (!params.has('perPage')) params.set('perPage', '12');
  const response = await request.get(`${baseURL()}/api/v1/properties?${params.toString()}`);
  expect(response.ok(), `GET /api/v1/properties?${params} → ${response.status()}`).toBeTruthy();
  const body = (await response.json()) as { data: Summary[]; meta: { total: number } };
  return { items: body.data, total: body.meta.total };
}

/** Titles of the property cards in a results list, in order. */
export function cardTitles(page: Page) {
  return page.getByRole('article').getByRole('heading', { level: 3 });
}

/**
 * A page from `browser.newContext()` (what AxeBuilder needs) with the project's viewport, locale
 * and time zone, service-worker setting, reduced motion, and outside requests aborted.
 */
export async function newAxePage(
  browser: Browser,
  testInfo: TestInfo,
  base: string = baseURL(),
  serviceWorkers: 'allow' | 'block' | undefined = testInfo.project.use.serviceWorkers,
): Promise<{ page: Page; context: BrowserContext }> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: base,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'reduce',
    serviceWorkers,
  });
  await stayLocal(context, base);
  return { page: await context.newPage(), context };
}

/** WCAG 2.0/2.1 A and AA rules; returns the serious and critical violations, printed when any. */
export async function seriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length > 0) {
    const report = bad
      .map(
        (v) =>
          `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
          v.nodes
            .slice(0, 8)
            .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`)
            .join('\n'),
      )
      .join('\n');
    console.log(`axe on ${label}: ${bad.length} serious/critical violation(s)\n${report}`);
  }
  return bad.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** What a signed-in page keeps in localStorage (PRODUCT.md §3 session). */
export interface StoredSession {
  token: string;
  refreshToken: string;
  user: { id: number };
}

/**
 * Puts `session` where the app keeps it and opens `path` as a fresh page load. A new page first
 * loads a light static page of the context's server, so localStorage has an origin.
 */
export async function openSignedIn(
  page: Page,
  session: StoredSession,
  path: string,
  options: { cookieChoice?: 'essential' } = {},
): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/privacy-policy');
  await page.evaluate(
    ({ s, cookieChoice }) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('refreshToken', s.refreshToken);
      localStorage.setItem('user', JSON.stringify(s.user));
      if (cookieChoice) localStorage.setItem(`cookieConsent:${s.user.id}`, cookieChoice);
    },
    { s: session, cookieChoice: options.cookieChoice },
  );
  await page.goto(path);
}

/** A fresh Indian mobile number (10 digits, starting 98) that no demo account uses. */
export function freshPhone(): string {
  return `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

interface OutboxEntry {
  channel: string;
  to: string;
  body: string;
  createdAt: string;
}

/**
 * The newest one-time code sent to `to` (a +91 phone or an e-mail) through the console providers
 * (`GET /api/dev/outbox`), waiting for one that is not in `skip` (codes already used).
 */
export async function outboxCode(request: APIRequestContext, to: string, skip: string[] = []): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${baseURL()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return undefined;
        const body = (await response.json()) as { data?: OutboxEntry[] } | OutboxEntry[];
        const entries = Array.isArray(body) ? body : (body.data ?? []);
        code = entries
          .map((entry) => /\b(\d{6})\b/.exec(entry.body)?.[1])
          .find((found) => found && !skip.includes(found));
        return code;
      },
      { message: `a code for ${to} in the dev outbox`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/**
 * Opens the phone menu and returns it. A tap on the loading shell's header (drawn before the first
 * page's code arrives) counts too: the menu stays open when the page's own header replaces it.
 */
export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}
