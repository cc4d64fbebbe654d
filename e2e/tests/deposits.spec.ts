// A security deposit claimed, disputed and decided (issue 31): the demo's stay with a deposit
// still held (owner 9000000008, guest 9000000119, yesterday's day slot, paid online with its
// ₹2,000 deposit; crates/demo/src/bookings.rs) is claimed from by its owner on the dashboard
// (₹1,500, a reason and a photo), disputed by its guest in Your Bookings, and decided in part by
// the admin in the console's Deposit claims queue; `escapes ledger check` holds after.
// The owner and guest numbers are used by no other spec for this; their codes leave from
// loopback addresses of their own (console-helpers.ts).
import { spawnSync } from 'node:child_process';
import { expect, openSignedIn, test as base } from './fixtures';
import {
  api,
  bearer,
  demoJpeg,
  desktopContext,
  sharedAdminState,
  signInAs,
  type StorageState,
} from './console-helpers';
import { serverBinary } from '../support/server';

const OWNER = '+919000000008';
const GUEST = '+919000000119';
const FROM = { owner: '127.0.0.91', guest: '127.0.0.92' } as const;

const test = base.extend<object, { adminState: StorageState }>({
  adminState: [async ({ browser }, use) => use(await sharedAdminState(browser)), { scope: 'worker', timeout: 180_000 }],
});

interface OwnerBooking {
  id: number;
  code: string;
  deposit?: { status: string; canClaim: boolean; amount: number };
}

function ledgerCheck() {
  const dataDir = process.env.ESCAPES_E2E_DATA_DIR;
  expect(dataDir, 'ESCAPES_E2E_DATA_DIR (set by the global setup)').toBeTruthy();
  const run = spawnSync(serverBinary(), ['--data-dir', dataDir!, 'ledger', 'check'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, `escapes ledger check: ${run.stdout}${run.stderr}`).toBe(0);
}

test('an owner claims from a deposit, the guest disputes it, and the admin decides part of it', async ({
  browser,
  request,
  adminState,
}) => {
  test.setTimeout(240_000);
  const owner = await signInAs(request, FROM.owner, OWNER);
  const guest = await signInAs(request, FROM.guest, GUEST);

  const stay = await test.step('the demo stay with a held deposit (API)', async () => {
    const res = await request.get(api('/api/v1/owner/bookings?status=confirmed&perPage=50'), {
      headers: bearer(owner),
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const bookings = ((await res.json()) as { data: OwnerBooking[] }).data;
    const held = bookings.find((b) => b.deposit?.status === 'held' && b.deposit.canClaim);
    expect(held, 'a stay of owner 9000000008 whose deposit may be claimed').toBeTruthy();
    return held!;
  });

  const ownerContext = await desktopContext(browser);
  try {
    const page = await ownerContext.newPage();
    await test.step('the owner claims ₹1,500 with a reason and a photo', async () => {
      await openSignedIn(page, owner, '/owner/dashboard');
      const card = page.getByRole('article', { name: new RegExp(`^${stay.code} from`) });
      await expect(card.getByText('Security deposit (refundable): ₹2,000')).toBeVisible();
      await card.getByRole('button', { name: 'Claim from deposit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Claim from the ₹2,000 deposit' });
      await dialog.getByLabel('Amount in rupees').fill('1500');
      await dialog.getByLabel('What is it for?').fill('A broken garden chair and a stained mattress');
      await dialog
        .getByLabel('Photos (up to 6)')
        .setInputFiles({ name: 'chair.jpg', mimeType: 'image/jpeg', buffer: await demoJpeg(request) });
      await dialog.getByRole('button', { name: 'Send claim' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText(/the owner claimed ₹1,500/)).toBeVisible();
    });
  } finally {
    await ownerContext.close();
  }

  const guestContext = await desktopContext(browser);
  try {
    const page = await guestContext.newPage();
    await test.step('the guest reads the claim and disputes it', async () => {
      await openSignedIn(page, guest, '/bookings');
      const card = page.getByRole('article').filter({ hasText: stay.code });
      await expect(card.getByText(/Claim of ₹1,500: A broken garden chair/)).toBeVisible();
      await expect(card.getByRole('img', { name: 'Claim photo 1' })).toBeVisible();
      await card.getByRole('button', { name: 'Dispute the claim' }).click();
      const dialog = page.getByRole('dialog', { name: 'Dispute the claim of ₹1,500' });
      await dialog.getByLabel('Why is the claim wrong?').fill('The chair was already broken when we arrived');
      await dialog.getByRole('button', { name: 'Send dispute' }).click();
      await expect(card.getByText(/claim disputed; our team will decide/)).toBeVisible();
    });
  } finally {
    await guestContext.close();
  }

  const adminContext = await desktopContext(browser, adminState);
  try {
    const page = await adminContext.newPage();
    await test.step('the admin decides from the Deposit claims queue: the owner keeps ₹500', async () => {
      await page.goto('/admin/deposit-claims');
      await expect(page.getByRole('heading', { level: 1, name: 'Deposit claims' })).toBeVisible();
      await page.getByRole('row').filter({ hasText: stay.code }).click();
      await expect(page.getByText('The chair was already broken when we arrived')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Claim evidence 1 of 1' })).toBeVisible();
      await page.getByRole('button', { name: 'Owner keeps part' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /Owner keeps/ }).fill('500');
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('The photos show one chair broken by the guests');
      await dialog.getByRole('button', { name: 'Decide: part' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /decided in part/ })).toBeVisible();
      await page.goto(`/admin/bookings/${stay.id}/show`);
      const panel = page.getByRole('region', { name: 'Security deposit' });
      await expect(panel.getByText('Decided')).toBeVisible();
      // Each figure beside its label: ₹1,500 claimed, ₹500 kept by the owner, ₹1,500 back to the guest.
      const value = (label: string) =>
        panel.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd');
      await expect(value('Claimed')).toHaveText('₹1,500');
      await expect(value('Owner kept')).toHaveText('₹500');
      await expect(value('Returned')).toHaveText('₹1,500');
    });
  } finally {
    await adminContext.close();
  }

  // The guest's booking says what comes back; the books hold.
  const res = await request.get(api(`/api/v1/bookings/${stay.id}`), { headers: bearer(guest) });
  const deposit = ((await res.json()) as { data: { deposit: { status: string; kept: number; returned: number } } }).data
    .deposit;
  expect(deposit).toMatchObject({ status: 'decided', kept: 500, returned: 1_500 });
  ledgerCheck();
});
