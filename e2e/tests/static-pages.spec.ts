// Information pages load with their own h1 (one per page), and the admin console starts at its
// sign-in screen.
import { expect, test } from './fixtures';

const PAGES = [
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/terms-of-service', h1: 'Terms of Service' },
  { path: '/cookie-policy', h1: 'Cookie Policy' },
  { path: '/help', h1: 'Help centre' },
  { path: '/safety', h1: 'Safety' },
  { path: '/faq', h1: 'Frequently asked questions' },
];

for (const { path, h1 } of PAGES) {
  test(`${path} loads with its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(h1));
    // The footer (below the fold) arrives once the page has loaded, without any scroll, key or tap.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (path === '/privacy-policy') {
      await expect(page.getByRole('main')).toContainText('Digital Personal Data Protection Act, 2023');
    }
  });
}

test('/admin shows the react-admin sign-in screen at /admin/login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expect(page).toHaveTitle(/Admin/);
  // One redirect, not a burst of log-outs: Back stays usable (about:blank, /admin, /admin/login at most).
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
});
