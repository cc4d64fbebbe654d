import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, stubResource } from '../../testing/console';
import { api, server } from '../../testing/server';

const invoice = {
  id: 7,
  kind: 'invoice',
  number: 'HE/26-27/000123',
  financialYear: '2026-27',
  issuedAt: '2026-12-05T10:00:00+05:30',
  bookingId: 55,
  reference: 'HE-7K3P9Q',
  refundId: null,
  originalNumber: null,
  ownerId: 12,
  guestId: 30,
  month: null,
  supplier: {
    name: 'Hyderabad Escapes Private Limited',
    gstin: '36AAGCH4312K1ZM',
    address: 'Jubilee Hills, Hyderabad',
    state: 'Telangana (36)',
  },
  supplierIsOperator: true,
  recipient: { name: 'Acme Traders', gstin: '27AAPFU0939F1ZV', address: null, state: 'Maharashtra (27)' },
  placeOfSupply: 'Telangana (36)',
  sac: '996311',
  description: 'Farmhouse stay at Banyan Grove',
  taxablePaise: 550000,
  rateBp: 500,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 27500,
  totalPaise: 577500,
  amountInWords: 'Rupees Five Thousand Seven Hundred Seventy Five Only',
};
const commission = {
  ...invoice,
  id: 8,
  kind: 'commission_invoice',
  number: 'HEM/26-27/000001',
  bookingId: null,
  reference: 'Commission 2026-11',
  recipient: { name: 'Ravi Kumar', gstin: null, address: null, state: null },
  sac: '998599',
  rateBp: 1800,
  taxablePaise: 100000,
  cgstPaise: 9000,
  sgstPaise: 9000,
  igstPaise: 0,
  totalPaise: 118000,
};
const note = {
  ...invoice,
  id: 9,
  kind: 'credit_note',
  number: 'HEC/26-27/000004',
  originalNumber: 'HE/26-27/000123',
  refundId: 3,
};

afterEach(() => vi.restoreAllMocks());

describe('tax invoices', () => {
  it('lists number, kind, booking, recipient with GSTIN, taxable value, tax and total, and filters by kind', async () => {
    const seen = stubResource('invoices', (f) => [invoice, commission].filter((d) => !f.kind || d.kind === f.kind));
    const user = renderSignedIn('/admin/invoices');
    const grid = await screen.findByRole('table');
    const [first, second] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    for (const text of ['Stay invoice', 'Acme Traders (27AAPFU0939F1ZV)', '₹5,500.00', 'IGST ₹275.00', '₹5,775.00']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).getByRole('link', { name: 'HE/26-27/000123' })).toHaveAttribute(
      'href',
      '/admin/invoices/7/show',
    );
    expect(within(first).getByRole('link', { name: 'HE-7K3P9Q' })).toHaveAttribute('href', '/admin/bookings/55/show');
    for (const text of ['Commission invoice', 'Commission 2026-11', 'CGST + SGST ₹180.00']) {
      expect(within(second).getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Commission invoice' }));
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ kind: 'commission_invoice' }));
    await waitFor(() => expect(screen.queryByText('HE/26-27/000123')).not.toBeInTheDocument());
  });

  it("downloads a document's PDF with the admin's token under the server's file name", async () => {
    stubResource('invoices', () => [invoice]);
    const asked: { url: string; authorization: string | null }[] = [];
    server.use(
      http.get(api('/api/v1/admin/tax-documents/:id/file'), ({ request }) => {
        asked.push({
          url: new URL(request.url).pathname + new URL(request.url).search,
          authorization: request.headers.get('Authorization'),
        });
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="tax-invoice-HE-26-27-000123.pdf"',
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = renderSignedIn('/admin/invoices');
    await user.click(await screen.findByRole('button', { name: 'PDF of HE/26-27/000123' }));
    await waitFor(() => expect(saved).toEqual(['tax-invoice-HE-26-27-000123.pdf']));
    expect(asked).toEqual([
      { url: '/api/v1/admin/tax-documents/7/file?format=pdf', authorization: 'Bearer admin-token-1' },
    ]);
  });

  it('shows one invoice as issued: parties, place of supply, SAC, the tax split and the words', async () => {
    stubResource(
      'invoices',
      () => [invoice],
      () => invoice,
    );
    renderSignedIn('/admin/invoices/7/show');
    expect(await screen.findByText('Telangana (36)')).toBeInTheDocument();
    for (const text of ['996311', 'IGST @ 5%', '₹275.00', 'Rupees Five Thousand Seven Hundred Seventy Five Only']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/Acme Traders · GSTIN 27AAPFU0939F1ZV · Maharashtra \(27\)/)).toBeInTheDocument();
  });
});

describe('credit notes', () => {
  it('lists credit notes with the invoice they correct on their page', async () => {
    stubResource(
      'credit-notes',
      () => [note],
      () => note,
    );
    renderSignedIn('/admin/credit-notes');
    expect(await screen.findByRole('link', { name: 'HEC/26-27/000004' })).toHaveAttribute(
      'href',
      '/admin/credit-notes/9/show',
    );
    expect(screen.queryByRole('combobox', { name: 'Kind' })).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    stubResource('credit-notes', () => []);
    renderSignedIn('/admin/credit-notes');
    expect(await screen.findByText('No credit notes yet')).toBeInTheDocument();
  });
});
