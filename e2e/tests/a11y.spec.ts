// Automated WCAG 2.1 A/AA checks (axe-core) on the guest pages, once their content has loaded:
// no violation of serious or critical impact is allowed.
import type { Page } from '@playwright/test';
import { cardTitles, expect, newAxePage, seriousViolations, test, openMenu } from './fixtures';

const PAGES: { name: string; path: string | (() => Promise<string>); ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Hyderabad Escapes' })).toBeVisible();
      await expect(cardTitles(page).first()).toBeVisible();
    },
  },
  {
    name: 'search results',
    path: '/search?location=moinabad&guests=10',
    ready: async (page) => {
      await expect(cardTitles(page).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /found|Showing/ })).toBeVisible();
    },
  },
  {
    name: 'property',
    path: '/property/banyan-grove-farmhouse-moinabad',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Banyan Grove Farmhouse' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Price and booking' })).toBeVisible();
    },
  },
  {
    name: 'location',
    path: '/farmhouses/moinabad',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Farmhouses in Moinabad' })).toBeVisible();
      await expect(cardTitles(page).first()).toBeVisible();
    },
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    },
  },
  {
    name: 'privacy policy',
    path: '/privacy-policy',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    },
  },
];

for (const { name, path, ready } of PAGES) {
  test(`axe: ${name} has no serious or critical WCAG 2.1 AA violation`, async ({ browser }, testInfo) => {
    const { page, context } = await newAxePage(browser, testInfo);
    try {
      await page.goto(typeof path === 'string' ? path : await path());
      await ready(page);
      // Let lazy parts (photos, calendar) settle so axe sees the page the guest sees.
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, name)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('axe: the open phone menu has no serious or critical violation', async ({ browser }, testInfo) => {
  const { page, context } = await newAxePage(browser, testInfo);
  try {
    await page.goto('/');
    await openMenu(page);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await seriousViolations(page, 'phone menu')).toEqual([]);
  } finally {
    await context.close();
  }
});
