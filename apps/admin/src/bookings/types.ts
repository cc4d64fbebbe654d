// A booking as the admin API sends it (docs/ADMIN_API.md bookings).
export interface PaymentRow {
  id: number;
  bookingId: number;
  bookingCode: string;
  provider: string;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  amountPaise: number;
  status: string;
  refundedPaise: number;
  createdAt: string;
  updatedAt: string;
}

export interface RefundRow {
  id: number;
  bookingId: number;
  bookingCode: string;
  paymentId: number | null;
  amountPaise: number;
  status: string;
  providerRefundId: string | null;
  attempts: number;
  lastError: string | null;
  reason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BookingRecord {
  id: number;
  code: string;
  propertyId: number;
  propertyTitle: string;
  guestId: number;
  guestName: string;
  guestPhone: string | null;
  guestEmail: string | null;
  ownerId: number;
  ownerName: string;
  bookingType: string;
  startsAt: string;
  endsAt: string;
  guests: number;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  totalPaise: number;
  refundPaise: number | null;
  refundStatus: string | null;
  createdAt: string;
  // One record only:
  priceLines?: { label: string; amountPaise: number }[];
  payments?: PaymentRow[];
  refunds?: RefundRow[];
  notifications?: { channel: string; event: string; status: string; createdAt: string }[];
  conversationId?: number | null;
  cancelledBy?: string | null;
  cancelReason?: string | null;
  /** What cancelling now would refund; null once it cannot be cancelled. */
  refundPreview?: { policyPercent: number; policyPaise: number; fullPaise: number; paidOnline: boolean } | null;
}
