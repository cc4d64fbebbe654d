// Search state lives in the URL: a filter or sort change is a history entry that Back undoes, and
// the URL alone, opened elsewhere, shows the same results.
import { apiSearch, cardTitles, expect, test } from './fixtures';

test('filters and sort are in the URL; Back restores the previous results; a shared URL shows the same', async ({
  page,
  context,
  request,
}) => {
  const start = '/search?location=moinabad';
  await page.goto(start);
  const initial = await apiSearch(request, 'location=moinabad');
  await expect(cardTitles(page)).toHaveText(initial.items.map((p) => p.title));

  // Sort by price, low to high.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  const sorted = await apiSearch(request, 'location=moinabad&sort=price_asc');
  const sortedPrices = sorted.items.map((p) => p.halfDayPrice);
  expect(sortedPrices).toEqual([...sortedPrices].sort((a, b) => a - b));
  expect(sorted.items.map((p) => p.title)).not.toEqual(initial.items.map((p) => p.title));
  await expect(cardTitles(page)).toHaveText(sorted.items.map((p) => p.title));
  const sortedUrl = page.url();

  // A filter: only farmhouses with a swimming pool (behind the Filters button on a phone).
  const filtersButton = page.getByRole('button', { name: /^Filters/ });
  if (await filtersButton.isVisible()) await filtersButton.click();
  await page.getByRole('checkbox', { name: 'Swimming pool' }).check();
  await expect(page).toHaveURL(/[?&]amenities=pool/);
  expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
  const filtered = await apiSearch(request, 'location=moinabad&sort=price_asc&amenities=pool');
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.total).toBeLessThan(sorted.total);
  await expect(cardTitles(page)).toHaveText(filtered.items.map((p) => p.title));
  const filteredUrl = page.url();

  // Back: the sorted list without the filter, then the first search.
  await page.goBack();
  await expect(page).toHaveURL(sortedUrl);
  await expect(cardTitles(page)).toHaveText(sorted.items.map((p) => p.title));
  await expect(page.getByRole('checkbox', { name: 'Swimming pool' })).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${start.replace('?', '\\?')}$`));
  await expect(cardTitles(page)).toHaveText(initial.items.map((p) => p.title));
  await expect(page.getByLabel('Sort by')).toHaveValue('recommended');

  // Forward works too.
  await page.goForward();
  await expect(cardTitles(page)).toHaveText(sorted.items.map((p) => p.title));

  // The filtered URL shared with someone else: a new page opened straight at it.
  const shared = await context.newPage();
  await shared.goto(filteredUrl);
  await expect(cardTitles(shared)).toHaveText(filtered.items.map((p) => p.title));
  await expect(shared.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(shared.getByRole('checkbox', { name: 'Swimming pool', includeHidden: true })).toBeChecked();
});
