// Owner analytics (PRODUCT.md §2 /owner/analytics and /analytics, §6 owners' menu): the demo owner signed
// in through the API with a code from the dev outbox opens the page at 360 px, sees their figures
// as the API gives them for the same 30 days with the charts, each listing's figures in a table
// that scrolls inside its own region, picks one listing and sees its price rank, reaches the page
// from the menu and picks a listing from the table's titles, sees the rating by month as a chart,
// and axe finds no serious violation.
import { api, bearer, signInAs, type Session } from './console-helpers';
import { expect, kolkataDate, newAxePage, openMenu, openSignedIn, seriousViolations, test } from './fixtures';

const OWNER = '+919000000001';
// A loopback address of its own, so this spec's code sends do not count against the browsers'.
const FROM = '127.0.0.51';

interface Analytics {
  from: string;
  to: string;
  totals: { views: number; bookings: number; revenue: number; confirmed: number };
  listings: { id: number; title: string; views: number; revenue: number; cancellations: number }[];
  ratingTrend: { month: string; average: number; count: number }[];
  priceRank?: { locality: string } | null;
}

const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(rupees);

test('the demo owner sees their analytics with charts, one listing and its price rank, and axe is clean', async ({
  request,
  browser,
}, testInfo) => {
  const owner: Session = await signInAs(request, FROM, OWNER);
  const from = kolkataDate(-29);
  const to = kolkataDate(0);
  const response = await request.get(api(`/api/v1/owner/analytics?from=${from}&to=${to}`), { headers: bearer(owner) });
  expect(response.ok(), `owner analytics → ${response.status()}`).toBeTruthy();
  const { data } = (await response.json()) as { data: Analytics };

  const { page, context } = await newAxePage(browser, testInfo);
  try {
    await openSignedIn(page, owner, '/owner/analytics', { cookieChoice: 'essential' });
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

    await test.step('the cards match the API for the same 30 days', async () => {
      const revenue = page.locator('dt', { hasText: /^Revenue$/ }).locator('xpath=following-sibling::dd[1]');
      await expect(revenue).toHaveText(inr(data.totals.revenue));
      const views = page.locator('dt', { hasText: /^Views$/ }).locator('xpath=following-sibling::dd[1]');
      await expect(views).toHaveText(new Intl.NumberFormat('en-IN').format(data.totals.views));
      await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
    });

    await test.step('a chart is drawn, with its figures as a table', async () => {
      const charted = data.totals.views + data.totals.bookings > 0;
      expect(
        charted || data.totals.revenue > 0,
        'the demo owner has views, bookings or revenue in the last 30 days',
      ).toBeTruthy();
      await expect(page.locator('[data-chart] svg.recharts-surface').first()).toBeVisible();
      if (charted) {
        await expect(page.getByRole('table', { name: 'Views and bookings by day' })).toBeAttached();
      } else {
        await expect(page.getByText('No views yet in this period.')).toBeVisible();
      }
    });

    await test.step('each listing’s figures in a table that scrolls inside its own region', async () => {
      const region = page.getByRole('region', { name: /^Figures per listing from / });
      await expect(region).toBeVisible();
      for (const listing of data.listings) {
        const row = region.getByRole('row', { name: new RegExp(`^${escape(listing.title)}`) });
        await expect(row.getByRole('cell').first()).toHaveText(count(listing.views));
        await expect(row.getByRole('cell').nth(5)).toHaveText(inr(listing.revenue));
        await expect(row.getByRole('cell').nth(6)).toHaveText(count(listing.cancellations));
      }
      // Wider than the phone, so it scrolls sideways by itself (and takes focus for the keyboard).
      const scrolled = await region.evaluate((el) => {
        el.scrollLeft = 120;
        return { scrollLeft: el.scrollLeft, right: el.getBoundingClientRect().right, tabIndex: el.tabIndex };
      });
      expect(scrolled.scrollLeft).toBeGreaterThan(0);
      expect(scrolled.right).toBeLessThanOrEqual(360 + 1);
      expect(scrolled.tabIndex).toBe(0);
      await region.evaluate((el) => (el.scrollLeft = 0));
    });

    await test.step('nothing on the page is wider than the phone', async () => {
      // The page's own content; a toast sliding in from the edge is not part of it, nor what
      // scrolls inside a region of its own that fits.
      const wide = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const insideScroller = (e: Element) => {
          for (let a = e.parentElement; a && a.tagName !== 'MAIN'; a = a.parentElement) {
            if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX))
              return a.getBoundingClientRect().right <= width + 1;
          }
          return false;
        };
        return [...document.querySelectorAll('main *')]
          .filter((e) => e.getBoundingClientRect().right > width + 1 && !e.closest('.sr-only') && !insideScroller(e))
          .slice(0, 5)
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} (right ${Math.round(e.getBoundingClientRect().right)})`,
          );
      });
      expect(wide, 'elements wider than the phone').toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the page scrolls sideways',
      ).toBeLessThanOrEqual(360);
    });

    await test.step('axe: no serious or critical WCAG 2.1 AA violation', async () => {
      expect(await seriousViolations(page, '/owner/analytics')).toEqual([]);
    });

    await test.step('one listing: its figures and its price rank', async () => {
      const listing = data.listings[0];
      expect(listing, 'the demo owner has a listing').toBeTruthy();
      const one = page.waitForResponse(
        (r) => r.url().includes('/api/v1/owner/analytics') && r.url().includes(`propertyId=${listing!.id}`),
      );
      await page.getByLabel('Listing', { exact: true }).selectOption({ label: listing!.title });
      const body = ((await (await one).json()) as { data: Analytics }).data;
      await expect(page).toHaveURL(new RegExp(`listing=${listing!.id}`));
      const revenue = page.locator('dt', { hasText: /^Revenue$/ }).locator('xpath=following-sibling::dd[1]');
      await expect(revenue).toHaveText(inr(body.totals.revenue));
      if (body.priceRank) {
        await expect(page.getByText(new RegExp(`a half day: .* in ${body.priceRank.locality}`))).toBeVisible();
      }
    });

    await test.step('the 7-day period asks for the last 7 days', async () => {
      const week = page.waitForResponse(
        (r) => r.url().includes('/api/v1/owner/analytics') && r.url().includes(`from=${kolkataDate(-6)}`),
      );
      await page.getByText('7 days', { exact: true }).click();
      expect((await week).ok()).toBeTruthy();
      await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
    });

    await test.step('the menu’s Analytics opens the same page on /analytics', async () => {
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Analytics', exact: true }).click();
      await expect(page).toHaveURL(/\/analytics$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      const revenue = page.locator('dt', { hasText: /^Revenue$/ }).locator('xpath=following-sibling::dd[1]');
      await expect(revenue).toHaveText(inr(data.totals.revenue));
    });

    await test.step('a listing’s title in the table shows its figures alone', async () => {
      const listing = data.listings.at(-1)!;
      const region = page.getByRole('region', { name: /^Figures per listing from / });
      await region.getByRole('link', { name: listing.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/analytics\\?listing=${listing.id}$`));
      await expect(page.getByLabel('Listing', { exact: true })).toHaveValue(String(listing.id));
      await expect(region).toHaveCount(0);
    });

    await test.step('the rating by month is a chart, with each month’s count in its summary and table', async () => {
      // The demo's reviews may all be older than 30 days: the longest period then.
      let trend = data.ratingTrend;
      let path = '/owner/analytics';
      if (trend.length === 0) {
        const response = await request.get(api(`/api/v1/owner/analytics?from=${kolkataDate(-89)}&to=${to}`), {
          headers: bearer(owner),
        });
        trend = ((await response.json()) as { data: Analytics }).data.ratingTrend;
        path = '/owner/analytics?days=90';
      }
      expect(trend.length, 'the demo owner has reviews written in the last 90 days').toBeGreaterThan(0);
      await page.goto(path);
      const section = page.getByRole('region', { name: 'Rating by month' });
      const reviews = trend.reduce((sum, point) => sum + point.count, 0);
      await expect(section.locator('figcaption')).toContainText(`${count(reviews)} review`);
      await expect(section.locator('[data-chart] svg.recharts-surface')).toBeVisible();
      await expect(section.locator('[data-chart] .recharts-line-dots circle')).toHaveCount(trend.length);
      const table = section.getByRole('table', { name: 'Average rating of the reviews written each month' });
      await expect(table.getByRole('row')).toHaveCount(trend.length + 1);
      await expect(table.getByRole('row').nth(1)).toContainText(
        `${trend[0]!.average.toFixed(1)} / 5${count(trend[0]!.count)}`,
      );
    });
  } finally {
    await context.close();
  }
});
