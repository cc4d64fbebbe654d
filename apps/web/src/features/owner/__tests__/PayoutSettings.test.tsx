// Settings → Payouts: an owner adds or changes where they are paid behind a code sent to their
// phone; the form checks what the server checks, shows each refusal under its field, and only the
// masked details are ever shown once saved.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { guestUser, owner } from '@/testing/auth-harness';
import { signIn } from '@/testing/booking-fixtures';
import { renderRoute } from '@/testing/render';
import type { SessionUser } from '@/lib/session';
import type { PayoutDetails } from '../api/payouts';

const PATH = '/api/v1/owner/payout-details';
const SEND = '/api/v1/owner/payout-details/send-otp';

const upiDetails: PayoutDetails = {
  method: 'upi',
  masked: '••••umar@okhdfc',
  holderName: 'Ravi Kumar Reddy',
  ifsc: null,
  addedAt: '2099-01-01T09:30:00+05:30',
  payableFrom: '2099-01-02T09:30:00+05:30',
};

const ok = (data: unknown) => HttpResponse.json({ success: true, data });
const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ success: false, message, error: { code, message, fields } }, { status });

interface Wire {
  method: string;
  path: string;
  body: unknown;
}

/** The settings page's other calls, the payout details (none at first) and a log of every payout call. */
function arrange({
  user = owner,
  details = null,
  save = (body) => ok({ ...upiDetails, ...(body as object) }),
  send = () => ok({ identifier: '+91******0001', resendAfter: 30 }),
}: {
  user?: SessionUser;
  details?: PayoutDetails | null;
  save?: (body: unknown) => Response;
  send?: () => Response;
} = {}) {
  signIn(user);
  const wire: Wire[] = [];
  server.use(
    // An owner's pages start loading the dashboard's listings after the page loads (lib/prefetch-hints).
    http.get('/api/properties/owner/me', () => ok([])),
    http.get('/api/v1/users/me/consent', () =>
      ok({ choice: 'essential', policyVersion: '2026-11-01', decidedAt: '2026-10-01T04:30:00Z' }),
    ),
    http.get('/api/v1/users/me/notification-preferences', () =>
      ok({ bookingSms: true, bookingEmail: true, messageEmail: true, marketingEmail: false }),
    ),
    http.get(PATH, () => {
      wire.push({ method: 'GET', path: PATH, body: undefined });
      return ok(details);
    }),
    http.post(SEND, () => {
      wire.push({ method: 'POST', path: SEND, body: undefined });
      return send();
    }),
    http.put(PATH, async ({ request }) => {
      const body = (await request.json()) as unknown;
      wire.push({ method: 'PUT', path: PATH, body });
      return save(body);
    }),
  );
  return wire;
}

async function openPayouts() {
  const view = renderRoute('/settings');
  const payouts = await screen.findByRole('region', { name: 'Payouts' });
  return { ...view, payouts };
}

/** Opens the form, fills the UPI details and asks for a code. */
async function upiUpToCode(user: ReturnType<typeof renderRoute>['user'], payouts: HTMLElement) {
  await user.click(await within(payouts).findByRole('button', { name: 'Add payout details' }));
  await user.type(within(payouts).getByRole('textbox', { name: 'UPI id' }), 'ravi.kumar@okhdfc');
  await user.type(within(payouts).getByRole('textbox', { name: "Account holder's name" }), 'Ravi Kumar Reddy');
  await user.click(within(payouts).getByRole('button', { name: 'Send code' }));
  return within(payouts).findByRole('textbox', { name: '6-digit code' });
}

describe('Settings → Payouts', () => {
  it('is not shown to a guest, who is never asked for payout details', async () => {
    const wire = arrange({ user: guestUser });
    renderRoute('/settings');
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payouts' })).not.toBeInTheDocument();
    expect(wire).toEqual([]);
  });

  it('adds a UPI id behind the phone code, sends exactly the UPI fields, then shows only the masked id', async () => {
    const wire = arrange();
    const { user, payouts } = await openPayouts();
    expect(
      await within(payouts).findByText(
        'You have not added payout details yet. Add your UPI id or bank account to be paid.',
      ),
    ).toBeInTheDocument();

    await user.click(within(payouts).getByRole('button', { name: 'Add payout details' }));
    // Focus moves into the form, to its heading.
    expect(within(payouts).getByRole('heading', { name: 'Add payout details' })).toHaveFocus();
    expect(within(payouts).getByRole('radio', { name: 'UPI id' })).toBeChecked();
    await user.type(within(payouts).getByRole('textbox', { name: 'UPI id' }), 'ravi.kumar@okhdfc');
    await user.type(within(payouts).getByRole('textbox', { name: "Account holder's name" }), 'Ravi Kumar Reddy');
    await user.click(within(payouts).getByRole('button', { name: 'Send code' }));

    expect(await within(payouts).findByRole('status')).toHaveTextContent(
      'Code sent to +91******0001. Enter it below to save.',
    );
    const code = within(payouts).getByRole('textbox', { name: '6-digit code' });
    expect(code).toHaveFocus();
    expect(within(payouts).getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();

    await user.type(code, '123456');
    await user.click(within(payouts).getByRole('button', { name: 'Save payout details' }));

    expect(
      await within(payouts).findByText(
        'Payout details saved. For your safety, payouts to a changed account start 24 hours after the change.',
      ),
    ).toHaveFocus();
    expect(wire.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', path: SEND, body: undefined },
      {
        method: 'PUT',
        path: PATH,
        body: { method: 'upi', vpa: 'ravi.kumar@okhdfc', holderName: 'Ravi Kumar Reddy', code: '123456' },
      },
    ]);
    expect(within(payouts).getByText('••••umar@okhdfc')).toBeInTheDocument();
    expect(within(payouts).getByText('Payouts to these details start 2 Jan 2099, 9:30 am.')).toBeInTheDocument();
    expect(within(payouts).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    // The full id typed is gone from the page: no input keeps it and no text repeats it.
    expect(within(payouts).queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('ravi.kumar@okhdfc');
  });

  it('sends a bank account with its IFSC in capitals and the account number as digits', async () => {
    const wire = arrange({
      save: () => ok({ ...upiDetails, method: 'bank', masked: 'HDFC0001234 ••••9012', ifsc: 'HDFC0001234' }),
    });
    const { user, payouts } = await openPayouts();
    await user.click(await within(payouts).findByRole('button', { name: 'Add payout details' }));
    await user.click(within(payouts).getByRole('radio', { name: 'Bank account' }));
    expect(within(payouts).queryByRole('textbox', { name: 'UPI id' })).not.toBeInTheDocument();
    await user.type(within(payouts).getByRole('textbox', { name: 'Account number' }), '1234 5678 9012');
    const ifsc = within(payouts).getByRole('textbox', { name: 'IFSC' });
    await user.type(ifsc, 'hdfc0001234');
    expect(ifsc).toHaveValue('HDFC0001234');
    await user.type(within(payouts).getByRole('textbox', { name: "Account holder's name" }), '  Ravi Kumar Reddy ');
    await user.click(within(payouts).getByRole('button', { name: 'Send code' }));
    await user.type(await within(payouts).findByRole('textbox', { name: '6-digit code' }), '654321');
    await user.click(within(payouts).getByRole('button', { name: 'Save payout details' }));

    expect(await within(payouts).findByText('HDFC0001234 ••••9012')).toBeInTheDocument();
    expect(wire.find((call) => call.method === 'PUT')?.body).toEqual({
      method: 'bank',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      holderName: 'Ravi Kumar Reddy',
      code: '654321',
    });
    expect(document.body).not.toHaveTextContent('123456789012');
  });

  it('adds a GST registration: a GSTIN failing its check is refused before a code is sent, a valid one is sent and shown', async () => {
    const wire = arrange({
      save: (body) =>
        ok({ ...upiDetails, legalName: 'Ravi Reddy Farms LLP', gstin: (body as { gstin: string }).gstin }),
    });
    const { user, payouts } = await openPayouts();
    await user.click(await within(payouts).findByRole('button', { name: 'Add payout details' }));
    await user.type(within(payouts).getByRole('textbox', { name: 'UPI id' }), 'ravi.kumar@okhdfc');
    await user.type(within(payouts).getByRole('textbox', { name: "Account holder's name" }), 'Ravi Kumar Reddy');
    await user.type(within(payouts).getByRole('textbox', { name: 'Legal name as registered' }), 'Ravi Reddy Farms LLP');
    const gstin = within(payouts).getByRole('textbox', { name: 'GSTIN' });
    await user.type(gstin, '36aabcs1429b1zo');
    expect(gstin).toHaveValue('36AABCS1429B1ZO');
    await user.click(within(payouts).getByRole('button', { name: 'Send code' }));
    expect(await within(payouts).findByText('Enter a valid 15-character GSTIN')).toBeInTheDocument();
    expect(wire.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.clear(gstin);
    await user.type(gstin, '36AABCS1429B1ZV');
    await user.click(within(payouts).getByRole('button', { name: 'Send code' }));
    await user.type(await within(payouts).findByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(within(payouts).getByRole('button', { name: 'Save payout details' }));
    expect(await within(payouts).findByText('Ravi Reddy Farms LLP · 36AABCS1429B1ZV')).toBeInTheDocument();
    expect(wire.find((call) => call.method === 'PUT')?.body).toEqual({
      method: 'upi',
      vpa: 'ravi.kumar@okhdfc',
      holderName: 'Ravi Kumar Reddy',
      legalName: 'Ravi Reddy Farms LLP',
      gstin: '36AABCS1429B1ZV',
      code: '123456',
    });
  });

  it('refuses a malformed UPI id under its field and sends nothing', async () => {
    const wire = arrange();
    const { user, payouts } = await openPayouts();
    await user.click(await within(payouts).findByRole('button', { name: 'Add payout details' }));
    const vpa = within(payouts).getByRole('textbox', { name: 'UPI id' });
    await user.type(vpa, 'ravi@');
    await user.type(within(payouts).getByRole('textbox', { name: "Account holder's name" }), 'Ravi Kumar Reddy');
    await user.click(within(payouts).getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(vpa).toHaveAccessibleDescription(/^Enter a UPI id like yourname@okhdfc/));
    expect(vpa).toHaveAttribute('aria-invalid', 'true');
    expect(vpa).toHaveFocus();
    expect(within(payouts).queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
    expect(wire.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says a code is needed when the server answers STEP_UP_REQUIRED, and offers to send one again', async () => {
    arrange({ save: () => refusal(403, 'STEP_UP_REQUIRED', 'A fresh code is required') });
    const { user, payouts } = await openPayouts();
    await user.type(await upiUpToCode(user, payouts), '123456');
    await user.click(within(payouts).getByRole('button', { name: 'Save payout details' }));

    expect(await within(payouts).findByRole('alert')).toHaveTextContent(
      'To change where you are paid, send a code to your phone, enter it, then save.',
    );
    expect(within(payouts).getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(within(payouts).queryByText('••••umar@okhdfc')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the code under the code field", async () => {
    arrange({
      save: () => refusal(400, 'VALIDATION_ERROR', 'Validation failed', { code: 'The code is wrong or has expired' }),
    });
    const { user, payouts } = await openPayouts();
    const code = await upiUpToCode(user, payouts);
    await user.type(code, '000000');
    await user.click(within(payouts).getByRole('button', { name: 'Save payout details' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is wrong or has expired'));
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal of a detail under that field", async () => {
    arrange({
      save: () => refusal(400, 'VALIDATION_ERROR', 'Validation failed', { vpa: 'This UPI id does not exist' }),
    });
    const { user, payouts } = await openPayouts();
    await user.type(await upiUpToCode(user, payouts), '123456');
    await user.click(within(payouts).getByRole('button', { name: 'Save payout details' }));

    const vpa = within(payouts).getByRole('textbox', { name: 'UPI id' });
    await waitFor(() => expect(vpa).toHaveAccessibleDescription(/^This UPI id does not exist/));
    expect(vpa).toHaveFocus();
  });

  it('says how long to wait when a code was asked for too soon', async () => {
    const wire = arrange({
      send: () =>
        HttpResponse.json(
          { success: false, message: 'Too many codes requested', error: { code: 'RATE_LIMITED' } },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
    });
    const { user, payouts } = await openPayouts();
    await user.click(await within(payouts).findByRole('button', { name: 'Add payout details' }));
    await user.type(within(payouts).getByRole('textbox', { name: 'UPI id' }), 'ravi.kumar@okhdfc');
    await user.type(within(payouts).getByRole('textbox', { name: "Account holder's name" }), 'Ravi Kumar Reddy');
    await user.click(within(payouts).getByRole('button', { name: 'Send code' }));
    expect(await within(payouts).findByRole('alert')).toHaveTextContent(
      'Too many attempts - Please wait 42 seconds before requesting another OTP',
    );
    expect(wire.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(within(payouts).queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
  });

  it('shows saved details masked with the date payouts to them start, and Change', async () => {
    arrange({ details: upiDetails });
    const { user, payouts } = await openPayouts();
    expect(await within(payouts).findByText('••••umar@okhdfc')).toBeInTheDocument();
    expect(within(payouts).getByText('Ravi Kumar Reddy')).toBeInTheDocument();
    expect(within(payouts).getByText('Payouts to these details start 2 Jan 2099, 9:30 am.')).toBeInTheDocument();
    const change = within(payouts).getByRole('button', { name: 'Change' });
    await user.click(change);
    expect(within(payouts).getByRole('heading', { name: 'Change payout details' })).toHaveFocus();
    expect(
      within(payouts).getByText('Payouts to the new details start 24 hours after you save them.'),
    ).toBeInTheDocument();
    await user.click(within(payouts).getByRole('button', { name: 'Cancel' }));
    expect(within(payouts).getByRole('button', { name: 'Change' })).toHaveFocus();
  });
});
