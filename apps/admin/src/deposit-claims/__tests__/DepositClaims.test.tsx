import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordAction, renderSignedIn, stubResource } from '../../testing/console';
import { server } from '../../testing/server';

const disputed = {
  id: 41,
  bookingCode: 'HE-7K3P9Q',
  propertyTitle: 'Banyan Grove Farmhouse',
  amountPaise: 200000,
  method: 'online',
  status: 'disputed',
  claimAmountPaise: 150000,
  claimReason: 'A broken chair',
  claimedAt: '2026-12-06T04:30:00Z',
  disputeReason: 'It was broken when we came',
  answeredAt: '2026-12-06T06:30:00Z',
  decision: null,
  decisionReason: null,
  decidedBy: null,
  keptPaise: null,
  photos: [{ id: 7, url: '/api/v1/admin/deposit-claims/41/photos/7' }],
};
const accepted = { ...disputed, id: 42, bookingCode: 'HE-2B4C6D', status: 'accepted', keptPaise: 50000 };

describe('deposit claims', () => {
  it('lists the disputed claims first, and narrows by status', async () => {
    const seen = stubResource('deposit-claims', (f) =>
      [disputed, accepted].filter((r) => !f.status || r.status === f.status),
    );
    const user = renderSignedIn('/admin/deposit-claims');
    const grid = await screen.findByRole('table');
    const rows = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    expect(rows).toHaveLength(1);
    for (const text of ['HE-7K3P9Q', 'Banyan Grove Farmhouse', '₹1,500 of ₹2,000', 'Disputed: decide']) {
      expect(within(rows[0]).getByText(text)).toBeInTheDocument();
    }
    expect(seen[0].filter).toEqual({ status: 'disputed' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ status: 'accepted' }));
  });

  it('shows the claim with its photos, and a part decision needs an amount below the claim and a reason', async () => {
    stubResource(
      'deposit-claims',
      () => [disputed],
      () => disputed,
    );
    const photos: string[] = [];
    server.use(
      http.get('*/api/v1/admin/deposit-claims/41/photos/7', ({ request }) => {
        photos.push(request.headers.get('Authorization') ?? '');
        return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } });
      }),
    );
    const decisions = recordAction('deposit-claims', 'decide', () =>
      HttpResponse.json({ success: true, data: { ...disputed, status: 'decided', keptPaise: 50000 } }),
    );
    const user = renderSignedIn('/admin/deposit-claims/41/show');
    expect(await screen.findByText('A broken chair')).toBeInTheDocument();
    expect(screen.getByText('It was broken when we came')).toBeInTheDocument();
    await waitFor(() => expect(photos).toHaveLength(1));
    expect(photos[0]).toMatch(/^Bearer /);

    await user.click(screen.getByRole('button', { name: 'Owner keeps part' }));
    const dialog = await screen.findByRole('dialog');
    // The dialog gives the reason the focus once it is in: typing before that would be split.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus());
    await user.type(within(dialog).getByRole('textbox', { name: /Owner keeps/ }), '1500');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'One chair only');
    await user.click(within(dialog).getByRole('button', { name: 'Decide: part' }));
    expect(await within(dialog).findByText(/less than the claim/)).toBeInTheDocument();
    expect(decisions).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /Owner keeps/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Owner keeps/ }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Decide: part' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toMatchObject({
      url: '/api/v1/admin/deposit-claims/41/decide',
      body: { decision: 'part', keptPaise: 50000, reason: 'One chair only' },
      csrf: 'csrf-1',
    });
  });

  it.each([
    ['Owner keeps the claim', 'Decide: full', 'full'],
    ['Guest gets it all back', 'Decide: none', 'none'],
  ])('"%s" needs a reason, then posts the decision', async (button, confirm, decision) => {
    stubResource(
      'deposit-claims',
      () => [disputed],
      () => disputed,
    );
    server.use(http.get('*/api/v1/admin/deposit-claims/41/photos/7', () => new HttpResponse(null, { status: 404 })));
    const decisions = recordAction('deposit-claims', 'decide', () =>
      HttpResponse.json({ success: true, data: { ...disputed, status: 'decided' } }),
    );
    const user = renderSignedIn('/admin/deposit-claims/41/show');
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(decisions).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Checked the photos');
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toMatchObject({ body: { decision, reason: 'Checked the photos' }, csrf: 'csrf-1' });
  });

  it('offers no decision on a claim that is not disputed', async () => {
    stubResource(
      'deposit-claims',
      () => [accepted],
      () => accepted,
    );
    server.use(http.get('*/api/v1/admin/deposit-claims/42/photos/7', () => new HttpResponse(null, { status: 404 })));
    renderSignedIn('/admin/deposit-claims/42/show');
    expect(await screen.findByText('A broken chair')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Owner keeps part' })).not.toBeInTheDocument();
  });
});
