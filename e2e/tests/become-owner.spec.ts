// Becoming an owner on a 360 px phone: "List your farmhouse" is in the menu for visitors and
// guests; the page fits the screen in every language (its list and the support e-mail uncut);
// "Create an owner account" opens /register with the owner type chosen; the new owner lands on
// the owner dashboard, without the guest offer. And a chat's header shows the other person's
// whole name at 360 px. Axe clean throughout.
// A demo reviewer (+919000002003, from 127.0.0.73) opens the chat; no other spec signs in with it.
import { signInAs, api, bearer } from './console-helpers';
import {
  expect,
  freshPhone,
  newAxePage,
  openMenu,
  openSignedIn,
  outboxCode,
  seriousViolations,
  test,
} from './fixtures';

const LANGUAGES = ['en', 'te', 'hi'] as const;

test('List your farmhouse fits a 360 px phone in every language, its list and e-mail uncut', async ({
  browser,
}, testInfo) => {
  const { page, context } = await newAxePage(browser, testInfo);
  try {
    for (const lang of LANGUAGES) {
      await page.goto(`/list-your-farmhouse?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `/list-your-farmhouse?lang=${lang} is ${width} px wide`).toBeLessThanOrEqual(360);
      // Every item of the page's lists and the e-mail link inside the screen.
      const outside = await page.evaluate(
        () =>
          [...document.querySelectorAll('main li, main a[href^="mailto:"]')]
            .map((el) => el.getBoundingClientRect())
            .filter((box) => box.left < 0 || box.right > 360).length,
      );
      expect(outside, `items outside the screen in ${lang}`).toBe(0);
      expect(await seriousViolations(page, `/list-your-farmhouse in ${lang}`)).toEqual([]);
    }
  } finally {
    await context.close();
  }
});

test('a visitor finds List your farmhouse in the menu and becomes an owner who lands on the dashboard', async ({
  browser,
  request,
}, testInfo) => {
  const { page, context } = await newAxePage(browser, testInfo);
  try {
    await page.goto('/');
    const menu = await openMenu(page);
    expect(await seriousViolations(page, 'the menu with List your farmhouse')).toEqual([]);
    await menu.getByRole('link', { name: 'List your farmhouse' }).click();
    await expect(page).toHaveURL(/\/list-your-farmhouse$/);

    await page.getByRole('link', { name: 'Create an owner account' }).click();
    await expect(page).toHaveURL(/\/register\?role=owner$/);
    await expect(page.getByRole('radio', { name: 'List my property as an owner' })).toBeChecked();
    expect(await seriousViolations(page, '/register?role=owner')).toEqual([]);

    const phone = freshPhone();
    const email = `new-owner-${Date.now()}-${phone.slice(-4)}@example.com`;
    const form = page.getByRole('main');
    await form.getByLabel('Full name').fill('Sunitha Reddy');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Mobile number').fill(phone);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByLabel('SMS code').fill(await outboxCode(request, `+91${phone}`));
    await form.getByLabel('Email code').fill(await outboxCode(request, email));
    await form.getByRole('button', { name: 'Verify & Create Account' }).click();

    await expect(page).toHaveURL(/\/owner\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Owner dashboard' })).toBeVisible();
    // No guest offer for an owner.
    await expect(page.getByText('FIRST500')).toHaveCount(0);
    // An owner's menu has the dashboard instead.
    const ownerMenu = await openMenu(page);
    await expect(ownerMenu.getByRole('link', { name: 'List your farmhouse' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a chat header shows the whole names and the farmhouse at 360 px, for the guest and for the owner', async ({
  page,
  request,
}) => {
  const owner = await signInAs(request, '127.0.0.73', '+919000000003');
  const guest = await signInAs(request, '127.0.0.73', '+919000002003');
  const listed = await request.get(api('/api/v1/owner/properties'), { headers: bearer(owner) });
  const { id } = ((await listed.json()) as { data: { id: number }[] }).data[0];
  const opened = await request.post(api('/api/v1/conversations'), { headers: bearer(guest), data: { propertyId: id } });
  expect(opened.ok(), `open conversation → ${opened.status()}`).toBeTruthy();
  const conversation = ((await opened.json()) as { data: { id: number } }).data;

  /** Neither the other person's name nor the farmhouse's title is cut, and nothing scrolls sideways. */
  async function headerUncut(who: string) {
    const title = page.locator('#thread-title');
    await expect(title).toBeVisible();
    const name = (await title.textContent())!.trim();
    expect(name.split(' ').length, name).toBeGreaterThan(1);
    const farmhouse = page.locator('header:has(#thread-title) p').first();
    await expect(farmhouse).toBeVisible();
    for (const line of [title, farmhouse]) {
      const text = (await line.textContent())!.trim();
      const cut = await line.evaluate(
        (el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === 'ellipsis',
      );
      expect(cut, `${who}: "${text}" is cut`).toBe(false);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page, `the ${who}'s chat at 360 px`)).toEqual([]);
  }

  await openSignedIn(page, guest, `/messages?conversation=${conversation.id}`, { cookieChoice: 'essential' });
  await headerUncut('guest');
  await openSignedIn(page, owner, `/owner/messages?conversation=${conversation.id}`, { cookieChoice: 'essential' });
  await expect(page.locator('#thread-title')).toHaveText(guest.user.fullName);
  await headerUncut('owner');
});
