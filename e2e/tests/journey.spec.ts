// The guest's main path: search from home by locality and guests, open a farmhouse, price a half
// day and a full day, visit its locality, and land on the not-found page for an unknown address.
import { apiSearch, cardTitles, expect, INR, kolkataDate, test } from './fixtures';

const LOCALITY = { slug: 'moinabad', name: 'Moinabad' };
const GUESTS = 10;

test('home search → property price calculator → locality page → not-found (404)', async ({ page, request }) => {
  // Home: the hero search bar.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hyderabad Escapes' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search farmhouses' });
  const location = search.getByRole('combobox', { name: 'Location' });
  // Instant search suggests the locality as the guest types; picking it fills the field.
  await location.fill(LOCALITY.name.slice(0, 4));
  await search.getByRole('option', { name: new RegExp(`^${LOCALITY.name},`) }).click();
  await expect(location).toHaveValue(LOCALITY.name);
  await search.getByLabel('Guests').fill(String(GUESTS));
  await search.getByRole('button', { name: 'Search' }).click();

  // The URL carries the search.
  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('location')).toBe(LOCALITY.slug);
  expect(url.searchParams.get('guests')).toBe(String(GUESTS));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Farmhouses near ${LOCALITY.name}`);

  // Results: exactly the API's answer, every card in the locality and big enough for the group.
  const expected = await apiSearch(request, url.search);
  expect(expected.total).toBeGreaterThan(0);
  const everything = await apiSearch(request, `location=${LOCALITY.slug}&perPage=100`);
  expect(
    everything.items.some((p) => p.maxGuests < GUESTS),
    'demo data has a smaller farmhouse to leave out',
  ).toBe(true);
  await expect(cardTitles(page)).toHaveText(expected.items.map((p) => p.title));
  await expect(page.getByRole('status').filter({ hasText: /farmhouses? found|Showing/ })).toHaveText(
    expected.total === expected.items.length ? `${expected.total} farmhouses found` : /Showing/,
  );
  const cards = page.getByRole('article');
  for (const text of await cards.allInnerTexts()) {
    expect(text).toContain(`${LOCALITY.name} ·`);
    const capacity = Number(/up to (\d+) guests/.exec(text)?.[1]);
    expect(capacity).toBeGreaterThanOrEqual(GUESTS);
  }

  // Open a farmhouse that offers a full day.
  const chosen = expected.items.find((p) => p.fullDayPrice !== null);
  expect(chosen, 'a result with a full-day price').toBeDefined();
  await page.getByRole('link', { name: chosen!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${chosen!.slug}\\?`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen!.title);

  // Price calculator: pick a date three weeks out, then compare half day and full day.
  const calculator = page.getByRole('region', { name: 'Price and booking' });
  await calculator.getByLabel('Date').fill(kolkataDate(21));
  const total = calculator
    .locator('dl > div')
    .filter({ hasText: /^Total/ })
    .locator('dd');
  const baseLine = calculator.locator('dl > div').first();

  await expect(calculator.getByRole('radio', { name: /Half day/ })).toBeChecked();
  await expect(baseLine.locator('dt')).toHaveText(/Half day/);
  await expect(baseLine.locator('dd')).toHaveText(INR);
  await expect(calculator.locator('[aria-busy="false"]')).toBeVisible();
  await expect(total).toHaveText(INR);
  const halfDayTotal = (await total.textContent())!;
  // The guests of the search came along.
  await expect(calculator.getByLabel('Guests', { exact: true })).toHaveValue(String(GUESTS));

  await calculator.locator('label').filter({ hasText: 'Full day' }).click();
  await expect(calculator.getByRole('radio', { name: /Full day/ })).toBeChecked();
  await expect(baseLine.locator('dt')).toHaveText(/Full day/);
  await expect(calculator.locator('[aria-busy="false"]')).toBeVisible();
  await expect(total).not.toHaveText(halfDayTotal);
  await expect(total).toHaveText(INR);
  const fullDayTotal = (await total.textContent())!;
  const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));
  expect(rupees(fullDayTotal)).toBeGreaterThan(rupees(halfDayTotal));
  // Every line of the breakdown is in rupees with en-IN grouping, and the full-day base is the listed price.
  for (const amount of await calculator.locator('dl dd').allTextContents()) expect(amount.trim()).toMatch(INR);
  await expect(baseLine.locator('dd')).toHaveText(
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
      chosen!.fullDayPrice!,
    ),
  );

  // Its locality page lists the locality's farmhouses.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: `Farmhouses in ${LOCALITY.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/farmhouses/${LOCALITY.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Farmhouses in ${LOCALITY.name}`);
  const locality = await apiSearch(request, `location=${LOCALITY.slug}`);
  await expect(cardTitles(page)).toHaveText(locality.items.map((p) => p.title));
  await expect(cardTitles(page).filter({ hasText: chosen!.title })).toHaveCount(1);
  for (const text of await page.getByRole('article').allInnerTexts()) expect(text).toContain(`${LOCALITY.name} ·`);

  // An unknown address: the not-found page, and the document itself is a 404.
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});
