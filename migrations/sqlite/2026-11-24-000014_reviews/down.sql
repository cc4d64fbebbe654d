DELETE FROM notification_outbox WHERE event = 'review_reminder';
CREATE TABLE notification_outbox_old (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    destination TEXT NOT NULL,
    subject TEXT,
    body TEXT NOT NULL,
    booking_id BIGINT NOT NULL REFERENCES bookings (id),
    event TEXT NOT NULL CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT
);
INSERT INTO notification_outbox_old (id, user_id, channel, destination, subject, body, booking_id,
    event, status, attempts, next_attempt_at, last_error, created_at, sent_at)
SELECT id, user_id, channel, destination, subject, body, booking_id,
    event, status, attempts, next_attempt_at, last_error, created_at, sent_at
FROM notification_outbox;
DROP TABLE notification_outbox;
ALTER TABLE notification_outbox_old RENAME TO notification_outbox;
CREATE INDEX notification_outbox_due ON notification_outbox (status, next_attempt_at);
CREATE INDEX notification_outbox_booking ON notification_outbox (booking_id);
DROP INDEX bookings_review_reminder;
ALTER TABLE bookings DROP COLUMN review_reminded_at;
DROP INDEX reviews_recent;
DROP INDEX reviews_one_per_booking;
ALTER TABLE reviews DROP COLUMN reply_edited_at;
ALTER TABLE reviews DROP COLUMN replied_at;
ALTER TABLE reviews DROP COLUMN reply;
ALTER TABLE reviews DROP COLUMN stayed_at;
ALTER TABLE reviews DROP COLUMN booking_id;
