// Bookings as the API answers them (docs/API.md "Bookings"), for the booking page and lists.
import { HttpResponse } from 'msw';
import { guestUser, record, storeCredentials } from '@/testing/auth-harness';
import type { SessionUser } from '@/lib/session';
import type { Booking } from '@/features/booking/api/bookings';

export const RULE =
  'Free cancellation up to 72 hours before the start (full refund); 50% refund when cancelled between 24 and 72 hours before; no refund within 24 hours of the start.';

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  // As the server answers: a refund for now only while the booking can still be cancelled.
  const status = overrides.status ?? 'pending';
  const cancellable = status === 'pending' || status === 'confirmed';
  return {
    id: 55,
    code: 'HE-7K3P9Q',
    status: 'pending',
    property: {
      id: 12,
      slug: 'banyan-grove-farmhouse-moinabad',
      title: 'Banyan Grove Farmhouse',
      address: 'Survey No. 41, Himayat Nagar Road, Moinabad',
    },
    supplier: { name: 'Lakshmi Devi' },
    bookingType: 'half_day',
    start: '2026-12-20T21:00:00+05:30',
    end: '2026-12-21T09:00:00+05:30',
    days: 1,
    guests: 6,
    price: {
      lines: [
        { kind: 'base', label: 'Half day', amount: 8500 },
        { kind: 'discount', code: 'FIRST500', label: 'FIRST500 — first booking offer', amount: -500 },
        { kind: 'fee', label: 'Cleaning fee', amount: 800 },
        { kind: 'tax', label: 'GST 18%', amount: 1584 },
      ],
      subtotal: 8800,
      discount: 500,
      cleaningFee: 800,
      gst: 1584,
      total: 10384,
      currency: 'INR',
    },
    paymentMethod: 'cash',
    paymentStatus: 'unpaid',
    couponCode: 'FIRST500',
    cancellation: cancellable ? { rule: RULE, refundPercentNow: 100 } : { rule: RULE },
    canReportProblem: false,
    taxDocuments: [],
    securityDeposit: 0,
    createdAt: '2026-11-21T10:00:00+05:30',
    expiresAt: '2026-11-22T10:00:00+05:30',
    ...overrides,
  };
}

/** A stored session for `user` that the server accepts. */
export function signIn(user: SessionUser = guestUser) {
  storeCredentials(user);
  record('get', '/api/v1/auth/me', () => HttpResponse.json({ success: true, user, data: { user } }));
}
