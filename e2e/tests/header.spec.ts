// The phone header: the menu sheet with the new-user offer and Call Us, and Explore going home to
// the properties section from another page.
import { expect, test, openMenu } from './fixtures';

test('phone menu shows Call Us with the support number and the FIRST500 offer', async ({ page }) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Open menu' });
  await expect(open).toBeVisible();
  // The desktop links are hidden at 360 px.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await open.click();

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const call = menu.getByRole('link', { name: 'Call Us' });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', 'tel:+914045207788');
  await expect(menu.getByText('+91 40 4520 7788')).toBeVisible();
  await expect(menu.getByText('₹500 off your first booking — code FIRST500')).toBeVisible();
  for (const name of ['Home', 'Explore', 'About', 'Login', 'Sign Up']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }

  // The sheet fits the phone and closes with Escape, returning focus to the button.
  const box = await menu.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360 + 0.5);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
});

test('Explore from another page goes home and scrolls to the properties', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openMenu(page);
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Explore', exact: true }).click();

  await expect(page).toHaveURL(/\/#properties$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  const properties = page.locator('#properties');
  await expect(properties).toBeInViewport();
  // Scrolled down to it, not merely a short page.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const top = await properties.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(-2);
  expect(top).toBeLessThan(200);
});
