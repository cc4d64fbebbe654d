import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Header } from '@/app/layout/Header';
import {
  guestUser,
  record,
  renderWithAuth,
  sessionBody,
  storeCredentials,
  type SeenRequest,
} from '@/testing/auth-harness';
import { ok } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { AlertNoticesSlot } from '../AlertNoticesSlot';
import { AlertMeButton } from '../components/AlertMeButton';
import { todayIso } from '../format';
import { KEPT_ALERTS_KEY, MAX_KEPT_ALERTS, keepAlert, type KeptAlert } from '../kept';

const ALERTS = '/api/v1/users/me/alerts';
const inDays = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));
const DATE = inDays(7);

const banyan: KeptAlert = {
  propertyId: 12,
  propertyTitle: 'Banyan Grove',
  kind: 'price_drop',
  bookingType: 'full_day',
  date: DATE,
};
const mango: KeptAlert = {
  propertyId: 30,
  propertyTitle: 'Mango Meadows',
  kind: 'date_free',
  bookingType: 'half_day',
  date: inDays(9),
};
const lotus: KeptAlert = {
  propertyId: 41,
  propertyTitle: 'Lotus Farm',
  kind: 'price_drop',
  bookingType: 'half_day',
  date: inDays(3),
};

function stored(): unknown {
  const raw = localStorage.getItem(KEPT_ALERTS_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** The alert the server would answer with, for the posted body. */
function created(body: unknown, id = 1) {
  return HttpResponse.json(
    ok({
      alert: {
        id,
        propertyTitle: 'x',
        propertySlug: 'x',
        baselinePaise: null,
        createdAt: '2026-11-20T10:00:00Z',
        firedAt: null,
        ...(body as object),
      },
    }),
    { status: 201 },
  );
}

function signedIn() {
  storeCredentials(guestUser);
  server.use(
    http.get('/api/v1/auth/me', () => HttpResponse.json({ success: true, user: guestUser, data: { user: guestUser } })),
  );
}

/** The header (its Login opens the sign-in modal, no gate), the page frame's alert slot, a farmhouse's Alert me. */
function Page() {
  return (
    <>
      <Header />
      <AlertNoticesSlot />
      <AlertMeButton propertyId={12} propertyTitle="Banyan Grove" />
    </>
  );
}

async function signInThroughModal(user: ReturnType<typeof renderWithAuth>['user']) {
  record('post', '/api/auth/otp/send-otp', () =>
    HttpResponse.json({ success: true, data: { identifier: '+919876543210', resendAfter: 60 } }),
  );
  record('post', '/api/auth/otp/verify-otp-login', () => HttpResponse.json(sessionBody(guestUser)));
  await user.click(screen.getByRole('link', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
  await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
  await user.type(await within(dialog).findByLabelText('Verification code'), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));
  await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
}

beforeAll(async () => {
  // Compiled once here, so "no offer" is not just "not loaded yet".
  await import('../components/KeptAlertsOffer');
  await import('../components/AlertDialog');
});

describe('a price alert whose sign-in was skipped (PRODUCT.md §4 soft gate)', () => {
  it('is kept on this device, then offered at sign-in; Set alert sends it and forgets the device copy', async () => {
    const posts = record('post', ALERTS, (body) => created(body));
    const { user } = renderWithAuth(<Page />);

    await user.click(screen.getByRole('button', { name: 'Alert me' }));
    const form = await screen.findByRole('dialog', { name: 'Alert me' });
    await user.type(within(form).getByLabelText('Date you want'), DATE);
    await user.click(within(form).getByRole('button', { name: 'Create alert' }));
    const gate = await screen.findByRole('dialog', { name: 'Sign in to get alerts' });
    expect(
      within(gate).getByText('If you skip, we keep the alert on this device and offer it again when you sign in.'),
    ).toBeInTheDocument();
    await user.click(within(gate).getByRole('button', { name: 'Not now' }));

    expect(await screen.findByText('Alert kept on this device')).toBeInTheDocument();
    expect(screen.getByText('Sign in here and we will offer to set your alert for Banyan Grove.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toEqual({ offeredTo: null, items: [banyan] });
    expect(posts).toEqual([]);

    await signInThroughModal(user);
    const offer = await screen.findByRole('region', { name: 'Set the alert you asked for?' });
    expect(within(offer).getByRole('listitem')).toHaveTextContent(
      /^Banyan Grove: Tell me when the price drops, Price drop · Full day, /,
    );
    // Bound to the account it was offered to.
    expect(stored()).toEqual({ offeredTo: guestUser.id, items: [banyan] });
    expect(posts).toEqual([]);

    await user.click(within(offer).getByRole('button', { name: 'Set alert' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Set the alert you asked for?' })).not.toBeInTheDocument(),
    );
    expect(posts).toEqual<SeenRequest[]>([
      {
        path: ALERTS,
        body: { propertyId: 12, kind: 'price_drop', bookingType: 'full_day', date: DATE },
        authorization: 'Bearer access-1',
      },
    ]);
    expect(stored()).toBeNull();
    expect(await screen.findByText('Alert set')).toBeInTheDocument();
    expect(screen.getByText('We will tell you about Banyan Grove.')).toBeInTheDocument();
  });

  it('No thanks forgets the kept alerts without asking the server', async () => {
    keepAlert(mango);
    keepAlert(banyan);
    signedIn();
    const posts = record('post', ALERTS, (body) => created(body));
    const { user } = renderWithAuth(<AlertNoticesSlot />);
    const offer = await screen.findByRole('region', { name: 'Set the 2 alerts you asked for?' });
    expect(
      within(offer)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual(['Banyan Grove', 'Mango Meadows']);
    await user.click(within(offer).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /asked for/ })).not.toBeInTheDocument());
    expect(stored()).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(posts).toEqual([]);
  });

  it('keeps what the server refused and says so; what was set (or was already open) is forgotten', async () => {
    keepAlert(lotus);
    keepAlert(mango);
    keepAlert(banyan);
    signedIn();
    const posts = record('post', ALERTS, (body) => {
      const { propertyId } = body as { propertyId: number };
      if (propertyId === mango.propertyId) {
        return HttpResponse.json(
          { success: false, error: { code: 'CONFLICT', message: 'You already have this alert' } },
          { status: 409 },
        );
      }
      if (propertyId === lotus.propertyId) {
        return HttpResponse.json(
          { success: false, error: { code: 'INTERNAL', message: 'Something went wrong on our side' } },
          { status: 500 },
        );
      }
      return created(body);
    });
    const { user } = renderWithAuth(<AlertNoticesSlot />);
    const offer = await screen.findByRole('region', { name: 'Set the 3 alerts you asked for?' });
    await user.click(within(offer).getByRole('button', { name: 'Set 3 alerts' }));

    expect(await within(offer).findByRole('alert')).toHaveTextContent(
      'The alert was not set; it is still kept on this device. Something went wrong on our side',
    );
    expect(posts.map((seen) => (seen.body as { propertyId: number }).propertyId)).toEqual([12, 30, 41]);
    expect(within(offer).getAllByRole('listitem')).toHaveLength(1);
    expect(within(offer).getByRole('listitem')).toHaveTextContent(/^Lotus Farm:/);
    expect(within(offer).getByRole('button', { name: 'Set alert' })).toBeEnabled();
    expect(stored()).toEqual({ offeredTo: guestUser.id, items: [lotus] });
    expect(await screen.findByText('2 alerts set')).toBeInTheDocument();
  });

  it('ignores what does not parse as kept alerts, and forgets it', async () => {
    localStorage.setItem(KEPT_ALERTS_KEY, '{"items": [not json');
    signedIn();
    renderWithAuth(<AlertNoticesSlot />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await waitFor(() => expect(localStorage.getItem(KEPT_ALERTS_KEY)).toBeNull());
    expect(screen.queryByRole('region', { name: /asked for/ })).not.toBeInTheDocument();
  });

  it('offers only the entries that are whole kept alerts for a day still to come', async () => {
    localStorage.setItem(
      KEPT_ALERTS_KEY,
      JSON.stringify({
        offeredTo: 'me',
        items: [
          null,
          'Banyan Grove',
          { ...banyan, kind: 'cheaper' },
          { ...banyan, propertyId: -4 },
          { ...banyan, propertyTitle: '' },
          { ...banyan, date: '2020-01-01' },
          { ...banyan, date: 'soon' },
          { ...mango, extra: '<script>' },
          mango,
        ],
      }),
    );
    signedIn();
    renderWithAuth(<AlertNoticesSlot />);
    const offer = await screen.findByRole('region', { name: 'Set the alert you asked for?' });
    expect(within(offer).getByRole('listitem')).toHaveTextContent(/^Mango Meadows: /);
    // The list is stamped with the account after the offer renders (an effect): wait for it.
    await waitFor(() => expect(stored()).toEqual({ offeredTo: guestUser.id, items: [mango] }));
  });

  it('is never offered to another account that signs in on the device later', async () => {
    localStorage.setItem(KEPT_ALERTS_KEY, JSON.stringify({ offeredTo: guestUser.id + 1, items: [banyan] }));
    signedIn();
    const posts = record('post', ALERTS, (body) => created(body));
    renderWithAuth(<AlertNoticesSlot />);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await waitFor(() => expect(localStorage.getItem(KEPT_ALERTS_KEY)).toBeNull());
    expect(screen.queryByRole('region', { name: /asked for/ })).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });
});

describe('the kept list on the device', () => {
  it(`holds the newest ${MAX_KEPT_ALERTS}, once each; a list already offered to an account, or one that does not parse, is replaced`, () => {
    for (let day = 1; day <= MAX_KEPT_ALERTS + 2; day += 1)
      expect(keepAlert({ ...banyan, date: inDays(day) })).toBe(true);
    keepAlert({ ...banyan, date: inDays(5) });
    const items = (stored() as { items: KeptAlert[] }).items;
    expect(items.map((item) => item.date)).toEqual([5, 7, 6, 4, 3].map(inDays));

    localStorage.setItem(KEPT_ALERTS_KEY, JSON.stringify({ offeredTo: 7, items: [banyan] }));
    keepAlert(mango);
    expect(stored()).toEqual({ offeredTo: null, items: [mango] });

    localStorage.setItem(KEPT_ALERTS_KEY, '[[[');
    expect(keepAlert(banyan)).toBe(true);
    expect(stored()).toEqual({ offeredTo: null, items: [banyan] });
  });
});
