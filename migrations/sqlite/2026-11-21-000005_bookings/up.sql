-- Bookings, their stored price breakdown, and the idempotency keys of booking requests.

-- One booking of one slot (half day) or run of full days. Money in paise, times in epoch seconds.
-- While pending or confirmed, a booking has its row in held_intervals (kind 'booking').
CREATE TABLE bookings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL UNIQUE,
    property_id BIGINT NOT NULL REFERENCES properties (id),
    guest_id BIGINT NOT NULL REFERENCES users (id),
    booking_type TEXT NOT NULL CHECK (booking_type IN ('half_day', 'full_day')),
    starts_at BIGINT NOT NULL,
    ends_at BIGINT NOT NULL,
    days INTEGER NOT NULL,
    guests INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'rejected', 'cancelled', 'expired')),
    payment_method TEXT NOT NULL CHECK (payment_method IN ('cash', 'upi', 'credit_card', 'debit_card')),
    payment_status TEXT NOT NULL CHECK (payment_status IN ('unpaid', 'pending', 'paid', 'failed', 'refunded')),
    subtotal_paise BIGINT NOT NULL,
    discount_paise BIGINT NOT NULL,
    cleaning_paise BIGINT NOT NULL,
    gst_paise BIGINT NOT NULL,
    total_paise BIGINT NOT NULL,
    coupon_code TEXT,
    refund_paise BIGINT,
    cancelled_by TEXT,
    cancel_reason TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    -- When a pending booking the owner has not answered expires.
    expires_at BIGINT NOT NULL,
    CHECK (ends_at > starts_at)
);
CREATE INDEX bookings_guest ON bookings (guest_id, created_at);
CREATE INDEX bookings_property ON bookings (property_id, starts_at);
CREATE INDEX bookings_pending_expiry ON bookings (status, expires_at);

-- The breakdown the guest agreed to, line by line, as pricing::price gave it.
CREATE TABLE booking_price_lines (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id BIGINT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL,
    code TEXT,
    label TEXT NOT NULL,
    amount_paise BIGINT NOT NULL
);
CREATE INDEX booking_price_lines_booking ON booking_price_lines (booking_id, position);

-- A retried booking request returns the booking its key first made (kept at least 24 hours).
CREATE TABLE idempotency_keys (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    booking_id BIGINT NOT NULL REFERENCES bookings (id),
    created_at BIGINT NOT NULL,
    UNIQUE (user_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
