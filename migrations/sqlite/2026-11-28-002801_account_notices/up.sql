-- Account notices (an e-mail change, told to the old address and the phone) go through the
-- outbox as well; they are about neither a booking nor an alert. A row names at most one of
-- the two (an erased user's alert rows keep neither). SQLite cannot change a CHECK in place:
-- the table is copied.
CREATE TABLE notification_outbox_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    -- E.164 phone or e-mail address, as it was when the event happened.
    destination TEXT NOT NULL,
    -- E-mail subject; NULL for a text.
    subject TEXT,
    body TEXT NOT NULL,
    booking_id BIGINT REFERENCES bookings (id),
    event TEXT NOT NULL CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free', 'email_changed')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    -- When a worker may (re)try it; a claimed row's lease pushes this forward while it is sent.
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT,
    alert_id BIGINT REFERENCES price_alerts (id),
    CHECK (booking_id IS NULL OR alert_id IS NULL)
);
INSERT INTO notification_outbox_new (id, user_id, channel, destination, subject, body, booking_id,
    event, status, attempts, next_attempt_at, last_error, created_at, sent_at, alert_id)
SELECT id, user_id, channel, destination, subject, body, booking_id,
    event, status, attempts, next_attempt_at, last_error, created_at, sent_at, alert_id
FROM notification_outbox;
DROP TABLE notification_outbox;
ALTER TABLE notification_outbox_new RENAME TO notification_outbox;
CREATE INDEX notification_outbox_due ON notification_outbox (status, next_attempt_at);
CREATE INDEX notification_outbox_booking ON notification_outbox (booking_id);
CREATE INDEX notification_outbox_user_event ON notification_outbox (user_id, event, created_at);
