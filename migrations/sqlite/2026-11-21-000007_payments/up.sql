-- Payments of card and UPI bookings through a provider (simulated or Razorpay), and the webhook
-- events already processed, so a redelivered event changes nothing.

-- One provider order per payment attempt of a booking; a failed attempt may be followed by a new
-- order. Money in paise, times in epoch seconds.
CREATE TABLE payments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id BIGINT NOT NULL REFERENCES bookings (id),
    provider TEXT NOT NULL CHECK (provider IN ('simulated', 'razorpay')),
    provider_order_id TEXT NOT NULL UNIQUE,
    provider_payment_id TEXT,
    amount_paise BIGINT NOT NULL CHECK (amount_paise > 0),
    currency TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'failed')),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX payments_booking ON payments (booking_id, created_at);

-- Webhook events by the provider's event id (X-Razorpay-Event-Id, else the body's SHA-256).
CREATE TABLE payment_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    provider TEXT NOT NULL,
    event_id TEXT NOT NULL,
    event TEXT NOT NULL,
    provider_order_id TEXT,
    outcome TEXT NOT NULL,
    received_at BIGINT NOT NULL,
    UNIQUE (provider, event_id)
);
