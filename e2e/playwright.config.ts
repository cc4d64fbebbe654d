// End-to-end tests against the real `escapes` server with the demo data (see support/global-setup.ts).
// Chromium is the Debian package at /usr/bin/chromium; Playwright cannot download browsers here.
import { defineConfig, devices } from '@playwright/test';

const CI = Boolean(process.env.CI);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A 360 × 800 phone: the size the product is designed for first. */
const phone = {
  viewport: { width: 360, height: 800 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two cores: the debug server and two browsers at a time.
  workers: 2,
  reporter: 'list',
  // Generous: the debug server and Chromium share two cores, sometimes with a cargo build.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    // Set by support/global-setup.ts before the workers start.
    baseURL: process.env.ESCAPES_E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The guest app registers a service worker, whose own requests page.route cannot see: specs
    // run without it, except pwa.spec.ts, which tests it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'phone', use: { ...phone } },
    {
      // The main journey once more at desktop width, where the header and search bar differ.
      name: 'desktop',
      testMatch: /journey\.spec\.ts/,
      use: { viewport: { width: 1280, height: 900 } },
    },
  ],
});
