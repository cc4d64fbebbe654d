// The guest's booking calls: create (with an Idempotency-Key), read one, list their own (the last
// list answer is saved on the device for offline use), cancel, report a problem, and the payment calls that follow a
// UPI or card booking.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_FREQUENT_MS } from '@/config/constants';
import { ApiError, NETWORK_ERROR_STATUS, apiGet, apiRequest } from '@/lib/api-client';
import { readSavedForOffline, saveForOffline } from '@/lib/saved-for-offline/store';
import type { components } from '@/types/schema';
import type { PaymentOrder } from './payment-types';

type Schemas = components['schemas'];

export type Booking = Schemas['BookingView'];
export type BookingRequest = Schemas['BookingRequest'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type { PaymentOrder } from './payment-types';

export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (page: number) => ['bookings', 'mine', page] as const,
  one: (id: number) => ['bookings', 'one', id] as const,
};

/** POST /api/v1/bookings; the same key on a retry answers the first booking, never a second one. */
export async function createBooking(request: BookingRequest, idempotencyKey: string): Promise<Booking> {
  const { data } = await apiRequest<Booking>('/api/v1/bookings', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

export function getBooking(id: number, signal?: AbortSignal): Promise<Booking> {
  return apiGet<Booking>(`/api/v1/bookings/${id}`, undefined, signal);
}

export const bookingQuery = (id: number) =>
  queryOptions({ queryKey: bookingKeys.one(id), queryFn: ({ signal }) => getBooking(id, signal), staleTime: 0 });

/** A card or UPI payment the provider has taken but not yet settled with the server. */
export function awaitingPayment(booking: Booking | undefined): boolean {
  return booking?.paymentStatus === 'pending' && booking.status === 'pending';
}

/** One booking; while its payment is being settled it is asked for again every few seconds. */
export function useBooking(id: number | null) {
  return useQuery({
    ...bookingQuery(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (awaitingPayment(query.state.data) ? POLL_FREQUENT_MS : false),
  });
}

export const MY_BOOKINGS_PER_PAGE = 10;

export async function listMyBookings(page: number, signal?: AbortSignal) {
  const { data, meta } = await apiRequest<Booking[]>('/api/v1/users/me/bookings', {
    params: { page, perPage: MY_BOOKINGS_PER_PAGE },
    signal,
  });
  return { items: data, meta: meta ?? { page, perPage: MY_BOOKINGS_PER_PAGE, total: data.length } };
}

export type MyBookings = Awaited<ReturnType<typeof listMyBookings>> & {
  /** Set when the answer is the one saved on this device, shown because the network failed. */
  savedAt?: string;
};

/** The name of the saved answer (lib/saved-for-offline), one per user. */
export const SAVED_BOOKINGS = 'bookings';

/**
 * The user's bookings from the server, saved on the device as they come; when the network fails,
 * the saved answer for the same page instead (PRODUCT.md §2 PWA: Your Bookings works offline).
 */
export async function myBookingsOrSaved(page: number, userId: number, signal?: AbortSignal): Promise<MyBookings> {
  try {
    const answer = await listMyBookings(page, signal);
    saveForOffline(SAVED_BOOKINGS, userId, answer);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) {
      const saved = readSavedForOffline<MyBookings>(SAVED_BOOKINGS, userId);
      if (saved && saved.value.meta?.page === page) return { ...saved.value, savedAt: saved.savedAt };
    }
    throw error;
  }
}

export function useMyBookings(page: number, userId: number) {
  return useQuery({
    queryKey: bookingKeys.mine(page),
    queryFn: ({ signal }): Promise<MyBookings> => myBookingsOrSaved(page, userId, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export async function cancelBooking(id: number, reason?: string): Promise<Booking> {
  const { data } = await apiRequest<Booking>(`/api/v1/bookings/${id}/cancel`, {
    method: 'PUT',
    body: reason ? { reason } : {},
  });
  return data;
}

/** POST /api/v1/bookings/{id}/dispute: the guest reports a problem with their stay. */
export async function reportProblem(id: number, reason: string): Promise<Booking> {
  const { data } = await apiRequest<Booking>(`/api/v1/bookings/${id}/dispute`, { method: 'POST', body: { reason } });
  return data;
}

export async function createPaymentOrder(bookingId: number): Promise<PaymentOrder> {
  const { data } = await apiRequest<PaymentOrder>(`/api/v1/bookings/${bookingId}/payment-order`, {
    method: 'POST',
    body: {},
  });
  return data;
}

/** POST /api/v1/bookings/{id}/balance-payment: the order paying a payment plan's balance (once
 * paid, the server answers that first payment with `paid: true`). */
export async function createBalanceOrder(bookingId: number): Promise<PaymentOrder> {
  const { data } = await apiRequest<PaymentOrder>(`/api/v1/bookings/${bookingId}/balance-payment`, {
    method: 'POST',
    body: {},
  });
  return data;
}

export interface PaymentVerification {
  bookingId: number;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

export async function verifyPayment(body: PaymentVerification): Promise<Booking> {
  const { data } = await apiRequest<Booking>('/api/v1/payments/verify', { method: 'POST', body });
  return data;
}

export type Deposit = NonNullable<Booking['deposit']>;

/** POST /api/v1/bookings/{id}/deposit/accept: the guest accepts the owner's claim on the deposit. */
export async function acceptDepositClaim(id: number): Promise<Deposit> {
  const { data } = await apiRequest<Deposit>(`/api/v1/bookings/${id}/deposit/accept`, { method: 'POST' });
  return data;
}

/** POST /api/v1/bookings/{id}/deposit/dispute: the guest disputes it, with a reason. */
export async function disputeDepositClaim(id: number, reason: string): Promise<Deposit> {
  const { data } = await apiRequest<Deposit>(`/api/v1/bookings/${id}/deposit/dispute`, {
    method: 'POST',
    body: { reason },
  });
  return data;
}
