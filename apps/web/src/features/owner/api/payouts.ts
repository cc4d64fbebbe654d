// Owner payouts: where the owner is paid (`/api/v1/owner/payout-details`, changed only with a
// fresh code sent to the account's phone, so a stolen session cannot redirect the money), what
// the ledger owes them (`/api/v1/owner/earnings`, one month of stays and payouts) and the month's
// statement as a CSV or PDF file (docs/PRODUCT.md "Money and the ledger").
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { fetchFile, saveFile } from '@/lib/file-download';
import { todayInKolkata } from '@/lib/format';

// These types mirror the server's payouts contract by hand until the OpenAPI document has them.

export type PayoutMethod = 'upi' | 'bank';

export interface PayoutDetails {
  method: PayoutMethod;
  /** Never the full number: "••••umar@okhdfc", "HDFC0001234 ••••4321". */
  masked: string;
  holderName: string;
  ifsc: string | null;
  /** RFC 3339, +05:30. */
  addedAt: string;
  /** RFC 3339: payouts to these details wait until then (24 h after a change). */
  payableFrom: string;
  /** The GST registration the owner's tax invoices carry; null when they gave none. */
  legalName?: string | null;
  gstin?: string | null;
}

export interface PayoutCodeSent {
  /** The account's phone, masked. */
  identifier: string;
  /** Seconds before another code may be asked for. */
  resendAfter: number;
}

/** An owner registered for GST: their legal name and GSTIN (both, or neither). */
interface GstRegistration {
  legalName?: string;
  gstin?: string;
}

export type SavePayoutDetails =
  | ({ method: 'upi'; vpa: string; holderName: string; code: string } & GstRegistration)
  | ({ method: 'bank'; accountNumber: string; ifsc: string; holderName: string; code: string } & GstRegistration);

/** `disputed`: a guest reported a problem; the earnings are held until staff resolve it. */
export type StayEarningState = 'upcoming' | 'available' | 'paid_out' | 'owed' | 'cancelled' | 'disputed';

export interface StayEarning {
  bookingId: number;
  bookingCode: string;
  propertyTitle: string;
  startsAt: string;
  paidOnline: boolean;
  pricePaise: number;
  commissionPaise: number;
  gstPaise: number;
  withheldPaise: number;
  /** Negative on a cash stay: the commission the owner owes. */
  netPaise: number;
  availableAt: string | null;
  state: StayEarningState;
}

export type PayoutStatus = 'queued' | 'processing' | 'processed' | 'failed' | 'reversed';

export interface Payout {
  id: number;
  reference: string;
  amountPaise: number;
  status: PayoutStatus;
  /** Masked. */
  destination: string;
  utr: string | null;
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
}

export interface Earnings {
  availablePaise: number;
  owedPaise: number;
  upcomingPaise: number;
  upcoming: { availableAt: string; amountPaise: number }[];
  paidOutPaise: number;
  /** Held by guests' disputes until staff resolve them. */
  disputedPaise: number;
  minimumPayoutPaise: number;
  /** Staff have held this owner's payouts. */
  held: boolean;
  payoutDetails: PayoutDetails | null;
  stays: StayEarning[];
  payouts: Payout[];
}

export const PAYOUT_DETAILS_PATH = '/api/v1/owner/payout-details';
export const PAYOUT_CODE_PATH = '/api/v1/owner/payout-details/send-otp';
export const EARNINGS_PATH = '/api/v1/owner/earnings';
export const STATEMENT_PATH = '/api/v1/owner/earnings/statement';
/** 403 when the save carried no code: the change needs a fresh one. */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';

export type StatementFormat = 'csv' | 'pdf';

const STATEMENT_TYPES: Record<StatementFormat, string> = { csv: 'text/csv', pdf: 'application/pdf' };

/** The current month in Asia/Kolkata, `YYYY-MM` (the server's default too). */
export function currentMonth(now: Date = new Date()): string {
  return todayInKolkata(now).slice(0, 7);
}

/** The month's statement file's address (the link's href; a click fetches it with the token). */
export function statementHref(month: string, format: StatementFormat): string {
  return `${STATEMENT_PATH}?${new URLSearchParams({ month, format }).toString()}`;
}

export const payoutKeys = {
  details: ['owner', 'payout-details'] as const,
  earnings: ['owner', 'earnings'] as const,
  month: (month: string) => ['owner', 'earnings', month] as const,
};

export function getPayoutDetails(signal?: AbortSignal): Promise<PayoutDetails | null> {
  return apiGet<PayoutDetails | null>(PAYOUT_DETAILS_PATH, undefined, signal);
}

export function usePayoutDetails() {
  return useQuery({
    queryKey: payoutKeys.details,
    queryFn: ({ signal }) => getPayoutDetails(signal),
    // An absent answer (no details yet) is a value, not a missing one.
    select: (details) => details ?? null,
  });
}

export async function sendPayoutCode(): Promise<PayoutCodeSent> {
  return (await apiRequest<PayoutCodeSent>(PAYOUT_CODE_PATH, { method: 'POST' })).data;
}

export const useSendPayoutCode = () => useMutation({ mutationFn: sendPayoutCode });

export async function savePayoutDetails(body: SavePayoutDetails): Promise<PayoutDetails> {
  return (await apiRequest<PayoutDetails>(PAYOUT_DETAILS_PATH, { method: 'PUT', body })).data;
}

export function useSavePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutDetails,
    onSuccess: (details) => {
      queryClient.setQueryData(payoutKeys.details, details);
      // The earnings page shows the details and whether the owner can be paid.
      void queryClient.invalidateQueries({ queryKey: payoutKeys.earnings });
    },
  });
}

export function getEarnings(month: string, signal?: AbortSignal): Promise<Earnings> {
  return apiGet<Earnings>(EARNINGS_PATH, { month }, signal);
}

export function useEarnings(month: string) {
  return useQuery({
    queryKey: payoutKeys.month(month),
    queryFn: ({ signal }) => getEarnings(month, signal),
    // The last month's figures stay on screen (marked busy) while another month loads.
    placeholderData: keepPreviousData,
  });
}

/** Fetches the month's statement with the owner's token and saves it. */
export async function downloadStatement({ month, format }: { month: string; format: StatementFormat }) {
  const { blob, filename } = await fetchFile(statementHref(month, format), STATEMENT_TYPES[format]);
  saveFile({ blob, filename: filename ?? `hyderabad-escapes-statement-${month}.${format}` });
}

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });

/** The platform's invoice to the owner for a month's commission (PDF), once the month is over. */
export function commissionInvoiceHref(month: string): string {
  return `/api/v1/owner/commission-invoices/${encodeURIComponent(month)}?format=pdf`;
}

/** Fetches the month's commission invoice with the owner's token and saves it. */
export async function downloadCommissionInvoice(month: string) {
  const { blob, filename } = await fetchFile(commissionInvoiceHref(month), 'application/pdf');
  saveFile({ blob, filename: filename ?? `commission-invoice-${month}.pdf` });
}

export const useDownloadCommissionInvoice = () => useMutation({ mutationFn: downloadCommissionInvoice });
