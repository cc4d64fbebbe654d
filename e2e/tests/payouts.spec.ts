// An owner is paid (issue 30): they enter a UPI id in Settings behind a code sent to their
// phone, the day's payout run (`escapes payouts run`, beside the running server) pays what their
// stays earned, the stays paid in cash netted, and the earnings page and the month's statement
// show it. Demo owner 9000000009 is used by no other spec; the demo's stays had are on the books
// (paid online through the simulated provider, or paid in cash and marked collected).
import { spawnSync } from 'node:child_process';
import { test, expect, openSignedIn, outboxCode } from './fixtures';
import { api, knownCodes, relayFrom, signInAs } from './console-helpers';
import { serverBinary } from '../support/server';

const OWNER = '+919000000009';
const FROM = '127.0.0.42';

interface Stay {
  bookingCode: string;
  paidOnline: boolean;
  netPaise: number;
  state: string;
}
interface Earnings {
  availablePaise: number;
  owedPaise: number;
  stays: Stay[];
  payouts: { reference: string; amountPaise: number; status: string; destination: string }[];
}

function month(offset: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15));
  return d.toISOString().slice(0, 7);
}

test('an owner adds a UPI id, the payout run pays the stays less the cash commission, and the statement shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await signInAs(request, FROM, OWNER);
  const auth = { Authorization: `Bearer ${owner.token}` };
  const earnings = async (m: string) => {
    const res = await request.get(api(`/api/v1/owner/earnings?month=${m}`), { headers: auth });
    expect(res.ok(), await res.text()).toBeTruthy();
    return ((await res.json()) as { data: Earnings }).data;
  };
  const before = await earnings(month(0));
  // The demo's stays had: paid online (available) and in cash (commission owed, netted).
  expect(before.availablePaise).toBeGreaterThan(10_000);
  const months = [await earnings(month(-2)), await earnings(month(-1)), before];
  const cash = months.flatMap((e) => e.stays).filter((s) => !s.paidOnline && s.netPaise < 0);
  expect(cash.length, 'a demo cash stay with its commission owed').toBeGreaterThan(0);

  // Settings → Payouts: a UPI id, saved with the code sent to the phone (the page's send leaves
  // from this spec's own address, see relayFrom).
  await relayFrom(page, FROM, 'POST', '/api/v1/owner/payout-details/send-otp');
  await openSignedIn(page, owner, '/settings#payouts');
  const section = page.getByRole('region', { name: 'Payouts' });
  await section.getByRole('button', { name: 'Add payout details' }).click();
  await section.getByRole('textbox', { name: 'UPI id' }).fill('lakshmi.farms@okhdfc');
  await section.getByRole('textbox', { name: "Account holder's name" }).fill('Lakshmi Devi');
  const skip = await knownCodes(request, OWNER);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByText(/Code sent to/)).toBeVisible();
  const code = await outboxCode(request, OWNER, skip);
  await section.getByLabel('6-digit code').fill(code);
  await section.getByRole('button', { name: 'Save payout details' }).click();
  await expect(section.getByText('••••arms@okhdfc')).toBeVisible();
  await expect(section.getByText('lakshmi.farms@okhdfc')).toHaveCount(0);

  // The day's run, from the support command line beside the server.
  const dataDir = process.env.ESCAPES_E2E_DATA_DIR;
  expect(dataDir, 'ESCAPES_E2E_DATA_DIR (set by the global setup)').toBeTruthy();
  const run = () =>
    spawnSync(serverBinary(), ['--data-dir', dataDir!, 'payouts', 'run', '--json'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, ESCAPES_ACTOR: 'e2e-finance' },
    });
  const first = run();
  expect(first.status, `escapes payouts run: ${first.stderr}`).toBe(0);
  // Run again the same day, it pays nobody twice.
  const again = run();
  expect(again.status, again.stderr).toBe(0);
  expect((JSON.parse(again.stdout) as { payoutsMade: number }).payoutsMade).toBe(0);

  const after = await earnings(month(0));
  expect(after.payouts).toHaveLength(1);
  const payout = after.payouts[0];
  // Everything available, the cash stays' commission already netted from it.
  expect(payout.amountPaise).toBe(before.availablePaise);
  expect(payout.destination).toBe('••••arms@okhdfc');
  expect(after.availablePaise).toBe(0);
  expect(after.owedPaise).toBe(0);
  const settled = [await earnings(month(-2)), await earnings(month(-1)), after].flatMap((e) => e.stays);
  for (const stay of cash) {
    expect(settled.find((s) => s.bookingCode === stay.bookingCode)?.state, stay.bookingCode).toBe('paid_out');
  }

  // The earnings page shows the payout and the month's statement carries it.
  await page.goto('/owner/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByText(payout.reference)).toBeVisible();
  const csv = await request.get(api(`/api/v1/owner/earnings/statement?month=${month(0)}&format=csv`), {
    headers: auth,
  });
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text).toContain(payout.reference);
  expect(text).toContain((payout.amountPaise / 100).toFixed(2));
});
