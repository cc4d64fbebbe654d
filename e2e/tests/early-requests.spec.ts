// The page's first requests start with the HTML (apps/web/src/boot/early-requests.ts): the app
// must pick them up instead of asking twice, and the preloaded photo must be the one it shows.
// The app's own code starts only once the server-rendered first view has been painted.
import type { Page, Request } from '@playwright/test';
import { apiSearch, cardTitles, expect, test } from './fixtures';

function record(page: Page) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    seen.push(url.pathname + url.search);
  });
  return (predicate: (path: string) => boolean) => seen.filter(predicate);
}

test('a property page asks for the property once and downloads its main photo once', async ({ page, request }) => {
  const [property] = (await apiSearch(request, 'location=moinabad')).items;
  const requests = record(page);
  await page.goto(`/property/${property.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
  const photo = page.getByRole('img').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;

  await page.waitForLoadState('networkidle');
  expect(requests((path) => path === `/api/v1/properties/${property.slug}`)).toHaveLength(1);
  expect(requests((path) => path === shown)).toHaveLength(1);
  // The photo was asked for before the app's code could have rendered it: as a preload.
  expect(await page.locator(`link[rel="preload"][as="image"]`).count()).toBe(1);
});

test('a search page asks for its results once', async ({ page, request }) => {
  const requests = record(page);
  await page.goto('/search?location=moinabad&guests=10&sort=price_asc');
  const expected = await apiSearch(request, 'location=moinabad&guests=10&sort=price_asc');
  await expect(cardTitles(page)).toHaveText(expected.items.map((p) => p.title));
  await page.waitForLoadState('networkidle');
  expect(requests((path) => path.startsWith('/api/v1/properties?'))).toHaveLength(1);
  expect(requests((path) => path === '/api/v1/catalogue/filters')).toHaveLength(1);
});

test('the app’s code starts after the first view has been painted, and at once on a page without one', async ({
  page,
  request,
}) => {
  const [property] = (await apiSearch(request, 'location=moinabad')).items;
  const html = await (await request.get(`/property/${property.slug}`)).text();
  expect(html).toContain('data-first-view');
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);

  await page.goto(`/property/${property.slug}`);
  // The app has replaced the first view with its own page.
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.paint).toBeDefined();
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Infinity);

  // No first view (a page the server does not draw): the app starts with the HTML and draws it.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});
