// After booking, the guest reaches the owner and the owner answers where they talk: the guest's
// Your Bookings offers "Message owner", which opens the conversation about that farmhouse; the
// owner's open conversation lists the guest's booking of it with Accept, and Accept confirms it.
// Runs on a server of its own, with axe on both pages.
import { expect, newAxePage, openSignedIn, seriousViolations, test } from './fixtures';
import { seededDataDir, startServer, repo, type RunningServer } from '../support/server';
import { http, signIn, type Session } from '../support/realtime';
import { join } from 'node:path';

test.setTimeout(180_000);

let server: RunningServer;
let guest: Session;
let owner: Session;
let code: string;

/** `YYYY-MM-DD` + `days`. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startServer({
    dataDir: seededDataDir(),
    args: ['--web-dir', join(repo, 'apps/web/dist'), '--admin-dir', join(repo, 'apps/admin/dist')],
    removeDataDir: true,
  });
  guest = await signIn(server.url, '9000000102');
  owner = await signIn(server.url, '9000000003');
  const own = await http<{ id: number; slug: string }[]>(
    server.url,
    'GET',
    '/api/v1/owner/properties',
    undefined,
    owner.token,
  );
  const { id, slug } = own.body.data[0];
  const detail = await http<{ slots: { day: string } }>(server.url, 'GET', `/api/v1/properties/${slug}`);
  const from = addDays(new Date().toISOString().slice(0, 10), 5);
  const availability = await http<{ days: { date: string; slots: { halfDay: boolean }[] }[] }>(
    server.url,
    'GET',
    `/api/v1/properties/${slug}/availability?from=${from}&to=${addDays(from, 30)}`,
  );
  const free = availability.body.data.days.find((d) => d.slots[0]?.halfDay);
  expect(free, 'a free day slot').toBeDefined();
  const start = `${free!.date}T${detail.body.data.slots.day}:00+05:30`;
  const quote = await http<{ total: number }>(server.url, 'POST', `/api/v1/properties/${id}/quote`, {
    bookingType: 'half_day',
    start,
    guests: 2,
  });
  const made = await fetch(`${server.url}/api/v1/bookings`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${guest.token}`,
      'Idempotency-Key': `e2e-chat-${Date.now()}`,
    },
    body: JSON.stringify({
      propertyId: id,
      bookingType: 'half_day',
      start,
      guests: 2,
      paymentMethod: 'cash',
      expectedTotal: quote.body.data.total,
    }),
  });
  expect(made.status, await made.clone().text()).toBe(201);
  code = ((await made.json()) as { data: { code: string } }).data.code;
});

test.afterAll(async () => {
  await server?.stop();
});

test('the guest messages the owner from Your Bookings; the owner accepts the booking in the chat', async ({
  browser,
}, testInfo) => {
  const g = await newAxePage(browser, testInfo, server.url);
  const o = await newAxePage(browser, testInfo, server.url);
  let conversation = '';

  await test.step('Your Bookings → Message owner opens the conversation', async () => {
    await openSignedIn(g.page, guest, '/bookings');
    const card = g.page.getByRole('article').filter({ hasText: code });
    await expect(card).toBeVisible();
    expect(await seriousViolations(g.page, '/bookings')).toEqual([]);
    await card.getByRole('button', { name: 'Message owner' }).click();
    await expect(g.page).toHaveURL(/\/messages\?conversation=\d+/);
    conversation = new URL(g.page.url()).searchParams.get('conversation')!;
    await g.page.getByRole('textbox', { name: 'Message', exact: true }).fill(`About ${code}: can we arrive at 8?`);
    await g.page.getByRole('button', { name: 'Send' }).click();
  });

  await test.step('the owner sees the booking in the conversation and accepts it', async () => {
    await openSignedIn(o.page, owner, `/owner/messages?conversation=${conversation}`);
    const bookings = o.page.getByRole('region', { name: `Bookings by ${guest.user.fullName}` });
    await expect(bookings.getByText(code)).toBeVisible();
    expect(await seriousViolations(o.page, '/owner/messages')).toEqual([]);
    await bookings.getByRole('button', { name: `Accept ${code}` }).click();
    await expect(bookings.getByText('Confirmed')).toBeVisible();
    const mine = await http<{ code: string; status: string }[]>(
      server.url,
      'GET',
      '/api/v1/users/me/bookings',
      undefined,
      guest.token,
    );
    expect(mine.body.data.find((b) => b.code === code)?.status).toBe('confirmed');
  });

  await g.context.close();
  await o.context.close();
});
