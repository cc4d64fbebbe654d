// A guest and an owner in two browser contexts exchange messages live (issue 5): the guest
// contacts the owner from the property page, the owner's open thread shows the guest's next
// message without a reload, the owner's reply reaches the guest, and the guest's messages turn
// read (✓✓). Runs on a server of its own (its own sign-in limits), with axe on both inboxes.
import { expect, newAxePage, openSignedIn, seriousViolations, test } from './fixtures';
import { seededDataDir, startServer, repo, type RunningServer } from '../support/server';
import { http, signIn, type Session } from '../support/realtime';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

test.setTimeout(180_000);

let server: RunningServer;
let guest: Session;
let owner: Session;
let slug: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startServer({
    dataDir: seededDataDir(),
    args: ['--web-dir', join(repo, 'apps/web/dist'), '--admin-dir', join(repo, 'apps/admin/dist')],
    removeDataDir: true,
  });
  guest = await signIn(server.url, '9000000101');
  owner = await signIn(server.url, '9000000003');
  const properties = await http<{ slug: string }[]>(
    server.url,
    'GET',
    '/api/v1/owner/properties',
    undefined,
    owner.token,
  );
  slug = properties.body.data[0].slug;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Nothing wider than the phone screen (no sideways scrolling). */
async function fitsTheScreen(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, 'page width').toBeLessThanOrEqual(client);
}

/** The open conversation's messages (the list beside it previews the last one too). */
const thread = (page: Page) => page.getByRole('list', { name: /^Messages with / });

test('guest and owner exchange messages live', async ({ browser }, testInfo) => {
  const g = await newAxePage(browser, testInfo, server.url);
  const o = await newAxePage(browser, testInfo, server.url);

  await test.step('the guest contacts the owner from the property page and writes', async () => {
    await openSignedIn(g.page, guest, `/property/${slug}`);
    await g.page.getByRole('button', { name: 'Contact owner' }).click();
    await expect(g.page).toHaveURL(/\/messages\?conversation=\d+/);
    await g.page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Hello! Is the farmhouse free next Saturday?');
    await g.page.getByRole('button', { name: 'Send' }).click();
    await expect(thread(g.page).getByText('Hello! Is the farmhouse free next Saturday?')).toBeVisible();
    await fitsTheScreen(g.page);
  });

  await test.step('the owner sees it with its unread count and opens the thread', async () => {
    await openSignedIn(o.page, owner, '/owner/messages');
    const conversation = o.page.getByRole('link', { name: new RegExp(`${guest.user.fullName}.*1 unread`) });
    await expect(conversation).toBeVisible();
    expect(await seriousViolations(o.page, '/owner/messages')).toEqual([]);
    await conversation.click();
    await expect(thread(o.page).getByText('Hello! Is the farmhouse free next Saturday?')).toBeVisible();
    await fitsTheScreen(o.page);
  });

  await test.step('the guest’s next message appears in the owner’s open thread without a reload', async () => {
    await g.page.getByRole('textbox', { name: 'Message', exact: true }).fill('We are 12 people.');
    await g.page.getByRole('button', { name: 'Send' }).click();
    await expect(thread(o.page).getByText('We are 12 people.')).toBeVisible();
  });

  await test.step('the owner replies, the guest sees it live, and the guest’s messages show read', async () => {
    await o.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Yes, Saturday is free. Welcome!');
    await o.page.keyboard.press('Enter');
    await expect(thread(g.page).getByText('Yes, Saturday is free. Welcome!')).toBeVisible();
    await expect(g.page.getByText('Read', { exact: true }).first()).toBeAttached();
    expect(await seriousViolations(g.page, '/messages')).toEqual([]);
  });

  await g.context.close();
  await o.context.close();
});
