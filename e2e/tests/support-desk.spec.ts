// The support desk's command line is another process beside the server (issue 13 "Live
// everywhere"): a cancel from `escapes booking cancel` reaches the guest's open page over its
// realtime link, as one from the console does, because the server relays what the CLI wrote to
// the shared database's domain_events table.
//
// Demo guest 9000000108 is used by no other spec; its API sign-in sends from its own loopback
// address.
import { spawnSync } from 'node:child_process';
import { test, expect, openSignedIn, kolkataDate } from './fixtures';
import { api, cashBooking, desktopContext, realtimeConnected, signInAs } from './console-helpers';
import { serverBinary } from '../support/server';

const GUEST = '+919000000108';
const FROM = '127.0.0.34';

test('a cancel from the support CLI reaches the guest’s open page without a reload', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const guest = await signInAs(request, FROM, GUEST);
  const booking = await cashBooking(request, guest, 5, kolkataDate(60));
  const dataDir = process.env.ESCAPES_E2E_DATA_DIR;
  expect(dataDir, 'ESCAPES_E2E_DATA_DIR (set by the global setup)').toBeTruthy();

  const context = await desktopContext(browser);
  try {
    const page = await context.newPage();
    const told: string[] = [];
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('booking_update')) told.push(frame.payload);
      });
    });
    const connected = realtimeConnected(page);
    await openSignedIn(page, guest, '/bookings', { cookieChoice: 'essential' });
    await connected;
    await expect(page.getByText(booking.code)).toBeVisible();

    const cli = spawnSync(
      serverBinary(),
      [
        '--data-dir',
        dataDir!,
        'booking',
        'cancel',
        booking.code,
        '--reason',
        'Guest called support to cancel',
        '--refund',
        'full',
      ],
      { encoding: 'utf8', timeout: 60_000, env: { ...process.env, ESCAPES_ACTOR: 'e2e-support' } },
    );
    expect(cli.status, `escapes booking cancel: ${cli.stderr}`).toBe(0);

    // The server relays the CLI's event within its 1 s poll; the open page hears it.
    await expect
      .poll(() => told.find((t) => t.includes(booking.code) && t.includes('"cancelled"')), { timeout: 15_000 })
      .toBeTruthy();
    const guestView = await request.get(api(`/api/v1/bookings/${booking.id}`), {
      headers: { Authorization: `Bearer ${guest.token}` },
    });
    expect(((await guestView.json()) as { data: { status: string } }).data.status).toBe('cancelled');
  } finally {
    await context.close();
  }
});
