-- The durable outbox of booking notifications: rows are written in the booking's own write
-- transaction and sent afterwards by a background worker, so a stop between the commit and the
-- send loses nothing.
CREATE TABLE notification_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    -- E.164 phone or e-mail address, as it was when the event happened.
    destination TEXT NOT NULL,
    -- E-mail subject; NULL for a text.
    subject TEXT,
    body TEXT NOT NULL,
    booking_id BIGINT NOT NULL REFERENCES bookings (id),
    event TEXT NOT NULL CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    -- When a worker may (re)try it; a claimed row's lease pushes this forward while it is sent.
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT
);
CREATE INDEX notification_outbox_due ON notification_outbox (status, next_attempt_at);
CREATE INDEX notification_outbox_booking ON notification_outbox (booking_id);
