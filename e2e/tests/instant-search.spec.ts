// Instant search on a 360 px phone (PRODUCT.md §2): typing in the home page's location field lists the
// demo data's localities and farmhouses from GET /api/v1/search/suggestions; the arrow keys and
// Enter pick one (a locality fills the field and searches by its slug, a farmhouse opens its page);
// axe finds no serious violation with the list open. And the WhatsApp chat link on a farmhouse's
// page names it (PRODUCT.md §1 chat link).
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL, expect, newAxePage, seriousViolations, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

interface Suggestions {
  query: string;
  locations: { slug: string; name: string; count: number }[];
  properties: { id: number; slug: string; title: string; location: string; halfDayPrice: number }[];
}

async function apiSuggestions(request: APIRequestContext, q: string): Promise<Suggestions> {
  const response = await request.get(`${baseURL()}/api/v1/search/suggestions?q=${encodeURIComponent(q)}`);
  expect(response.ok(), `GET /api/v1/search/suggestions?q=${q} → ${response.status()}`).toBeTruthy();
  expect(response.headers()['cache-control']).toContain('max-age=60');
  return ((await response.json()) as { data: Suggestions }).data;
}

/** The demo data's Gandipet (PRODUCT.md "Seed and demo data"), typed as the guest would. */
const PREFIX = 'Gandi';

function searchBar(page: Page) {
  const form = page.getByRole('search', { name: 'Search farmhouses' });
  return {
    form,
    field: form.getByRole('combobox', { name: 'Location' }),
    list: form.getByRole('listbox', { name: 'Suggestions' }),
  };
}

/** The option the field marks active (aria-activedescendant). */
async function activeOption(page: Page) {
  const id = await searchBar(page).field.getAttribute('aria-activedescendant');
  expect(id, 'an option is active').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test('typing a locality prefix lists it; ArrowDown + Enter fills the field and searches it', async ({
  page,
  request,
}) => {
  const expected = await apiSuggestions(request, PREFIX);
  expect(expected.locations.length, `a demo locality starting "${PREFIX}"`).toBeGreaterThan(0);
  const locality = expected.locations[0];

  await page.goto('/');
  const { form, field, list } = searchBar(page);
  await field.click();
  await field.pressSequentially(PREFIX, { delay: 40 });
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  // The groups show exactly what the endpoint answers, in its order.
  const localities = list.getByRole('group', { name: 'Localities' }).getByRole('option');
  await expect(localities).toHaveCount(expected.locations.length);
  await expect(localities.first()).toHaveAccessibleName(
    `${locality.name}, ${locality.count} farmhouse${locality.count === 1 ? '' : 's'}`,
  );
  if (expected.properties.length > 0) {
    const farmhouses = list.getByRole('group', { name: 'Farmhouses' }).getByRole('option');
    await expect(farmhouses).toHaveCount(expected.properties.length);
    await expect(farmhouses.first()).toContainText(expected.properties[0].title);
    await expect(farmhouses.first()).toContainText(/from ₹[\d,]+/);
  }
  // Nothing wider than the phone.
  const box = await list.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360 + 0.5);

  await page.keyboard.press('ArrowDown');
  await expect(await activeOption(page)).toHaveAccessibleName(new RegExp(`^${locality.name},`));
  await expect(await activeOption(page)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(locality.name);
  await expect(list).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?location=${locality.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Farmhouses near ${locality.name}`);
});

test('a farmhouse picked with the arrow keys opens its page, whose WhatsApp link names it', async ({
  page,
  request,
}) => {
  // A farmhouse found by the first word of its title.
  const someFarmhouse = (await apiSuggestions(request, PREFIX)).properties[0];
  expect(someFarmhouse, `a demo farmhouse in "${PREFIX}…"`).toBeDefined();
  const words = someFarmhouse.title.split(' ');
  const typed = words.slice(0, 2).join(' ');
  const expected = await apiSuggestions(request, typed);
  const index = expected.properties.findIndex((p) => p.id === someFarmhouse.id);
  expect(index).toBeGreaterThanOrEqual(0);

  await page.goto('/');
  const { field, list } = searchBar(page);
  await field.click();
  await field.pressSequentially(typed, { delay: 40 });
  await expect(list.getByRole('option', { name: new RegExp(`^${someFarmhouse.title},`) })).toBeVisible();
  // Localities come first, then the farmhouses.
  for (let i = 0; i <= expected.locations.length + index; i++) await page.keyboard.press('ArrowDown');
  await expect(await activeOption(page)).toHaveAccessibleName(new RegExp(`^${someFarmhouse.title},`));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/property/${someFarmhouse.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(someFarmhouse.title);

  // PRODUCT.md §1 chat link, beside Contact owner: a wa.me link in a new tab whose message names the farmhouse.
  const chat = page
    .getByRole('link', { name: 'Chat with us: opens a WhatsApp chat with support in a new tab' })
    .filter({ visible: true });
  await expect(chat).toHaveCount(1);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  const href = new URL((await chat.getAttribute('href'))!);
  expect(href.origin).toBe('https://wa.me');
  expect(href.pathname).toMatch(/^\/91\d{10}$/);
  const text = href.searchParams.get('text')!;
  expect(text).toContain(someFarmhouse.title);
  expect(text).toContain(`${new URL(page.url()).origin}/property/${someFarmhouse.slug}`);
});

test('axe: the home page with the suggestions open has no serious or critical violation', async ({
  browser,
}, testInfo) => {
  const { page, context } = await newAxePage(browser, testInfo);
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const { field, list } = searchBar(page);
    await field.click();
    await field.pressSequentially(PREFIX, { delay: 40 });
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, 'home with instant search open')).toEqual([]);
  } finally {
    await context.close();
  }
});
