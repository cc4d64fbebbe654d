-- Refunds sent to the payment provider and tracked until it has processed them (or until the
-- last retry failed): opened when a paid booking is cancelled, rejected or expires, or when a
-- payment arrives for a booking that already ended. Money in paise, times in epoch seconds.
CREATE TABLE refunds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id BIGINT NOT NULL REFERENCES bookings (id),
    -- The captured payment the money goes back to.
    payment_id BIGINT REFERENCES payments (id),
    amount_paise BIGINT NOT NULL CHECK (amount_paise > 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'processed', 'failed')),
    provider TEXT NOT NULL,
    provider_refund_id TEXT,
    reason TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    -- When a worker may (re)try it; a claimed row's lease pushes this forward while it is sent.
    next_attempt_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX refunds_due ON refunds (status, next_attempt_at);
CREATE INDEX refunds_booking ON refunds (booking_id);

-- The guest is told when a payment that came after the booking ended is refunded. SQLite cannot
-- change a CHECK in place, so the outbox is copied into a table with the wider one.
CREATE TABLE notification_outbox_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    -- E.164 phone or e-mail address, as it was when the event happened.
    destination TEXT NOT NULL,
    -- E-mail subject; NULL for a text.
    subject TEXT,
    body TEXT NOT NULL,
    booking_id BIGINT NOT NULL REFERENCES bookings (id),
    event TEXT NOT NULL CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    -- When a worker may (re)try it; a claimed row's lease pushes this forward while it is sent.
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT
);
INSERT INTO notification_outbox_new (id, user_id, channel, destination, subject, body, booking_id,
    event, status, attempts, next_attempt_at, last_error, created_at, sent_at)
SELECT id, user_id, channel, destination, subject, body, booking_id,
    event, status, attempts, next_attempt_at, last_error, created_at, sent_at
FROM notification_outbox;
DROP TABLE notification_outbox;
ALTER TABLE notification_outbox_new RENAME TO notification_outbox;
CREATE INDEX notification_outbox_due ON notification_outbox (status, next_attempt_at);
CREATE INDEX notification_outbox_booking ON notification_outbox (booking_id);
