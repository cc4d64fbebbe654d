// Telugu and Hindi (issue 17): a browser that prefers Telugu sees the home and search pages in
// Telugu, with <html lang> set, prices still ₹ with Indian grouping, and axe clean; the menu's
// switcher changes the language at once and the choice outlives a reload; `?lang=` wins over it.
import type { Browser, TestInfo } from '@playwright/test';
import { signInAs } from './console-helpers';
import {
  expect,
  INR_IN_TEXT,
  newAxePage,
  openMenu,
  openSignedIn,
  seriousViolations,
  stayLocal,
  test,
  baseURL,
} from './fixtures';

/** A phone-sized page whose browser prefers `locale`. */
async function pageIn(browser: Browser, testInfo: TestInfo, locale: string) {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale,
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await stayLocal(context);
  return { page: await context.newPage(), context };
}

test('a Telugu browser sees home and search in Telugu, with rupees as ever', async ({ browser }, testInfo) => {
  const { page, context } = await pageIn(browser, testInfo, 'te-IN');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('heading', { name: 'ప్రత్యేక ఫామ్‌హౌస్‌లు' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'మెనూ తెరవండి' })).toBeVisible();
  expect(await seriousViolations(page, 'home in Telugu')).toEqual([]);

  await page.goto('/search');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('button', { name: /ఫిల్టర్లు/ }).first()).toBeVisible();
  await expect(page.locator('main')).toContainText(INR_IN_TEXT);
  expect(await seriousViolations(page, 'search in Telugu')).toEqual([]);
  await context.close();
});

test('the menu switches the language at once, the choice is kept, and ?lang= wins', async ({ browser }, testInfo) => {
  const { page, context } = await newAxePage(browser, testInfo);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured farmhouses' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'ख़ास फ़ार्महाउस' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'ख़ास फ़ार्महाउस' })).toBeVisible();
  await page.goto('/?lang=te');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('heading', { name: 'ప్రత్యేక ఫామ్‌హౌస్‌లు' })).toBeVisible();
  // An unknown code falls back to English.
  await page.evaluate(() => localStorage.removeItem('language'));
  await page.goto('/?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { name: 'Featured farmhouses' })).toBeVisible();
  await context.close();
});

test('the server speaks the visitor’s language too: the first HTML, and the sign-in code a Telugu screen asks for', async ({
  browser,
  request,
}, testInfo) => {
  // Before any JavaScript: the browser's languages, then the lang cookie the app keeps.
  const home = await request.get(`${baseURL()}/`, { headers: { 'Accept-Language': 'te-IN,te;q=0.9,en;q=0.5' } });
  const homeHtml = await home.text();
  expect(homeHtml).toContain('<html lang="te-IN">');
  expect(homeHtml).toContain('FIRST500తో');
  const search = await request.get(`${baseURL()}/search?location=moinabad`, { headers: { Cookie: 'lang=hi' } });
  expect(await search.text()).toMatch(/<h1[^>]*>Moinabad के पास फ़ार्महाउस<\/h1>/);

  // The app names the language on screen in every request, so the SMS reads in it.
  const { page, context } = await pageIn(browser, testInfo, 'te-IN');
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'సైన్ ఇన్' }).getByRole('button', { name: 'మొబైల్ నంబర్‌తో కొనసాగండి' }).click();
  // A number no other spec uses: codes and their limits are per number.
  const phone = '9876500199';
  await page.getByRole('dialog', { name: 'మీ మొబైల్ నంబర్ ఎంటర్ చేయండి' }).getByLabel('మొబైల్ నంబర్').fill(phone);
  await page.getByRole('button', { name: 'OTP పంపండి' }).click();
  await expect(page.getByRole('dialog', { name: 'OTP ఎంటర్ చేయండి' })).toBeVisible();
  const outbox = await request.get(`${baseURL()}/api/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`);
  const { data } = (await outbox.json()) as { data: { body: string }[] };
  expect(data[0]?.body).toMatch(/^\d{6} మీ Hyderabad Escapes కోడ్\./);
  await context.close();
});

test('signed in, a language chosen holds on the very next load of another page, its server-drawn first view too', async ({
  page,
  request,
}) => {
  // A demo reviewer's account (no other spec signs in with it), its language English.
  const guest = await signInAs(request, '127.0.0.81', '+919000002001');
  await openSignedIn(page, guest, '/');
  await expect(page.getByRole('heading', { name: 'Featured farmhouses' })).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  const faq = await page.goto('/faq');
  const html = await faq!.text();
  expect(html).toContain('<html lang="hi-IN">');
  expect(html).toContain('<title>अक्सर पूछे जाने वाले सवाल | Hyderabad Escapes</title>');
  await expect(page.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeVisible();
  // Still Hindi once the session has been checked with the server.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeVisible();
  // The account follows the choice (the sign-in code and mails read in it).
  const me = await request.get(`${baseURL()}/api/v1/auth/me`, { headers: { Authorization: `Bearer ${guest.token}` } });
  expect(((await me.json()) as { user: { language: string } }).user.language).toBe('hi');
});
