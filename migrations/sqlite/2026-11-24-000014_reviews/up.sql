-- Reviews come from stays (PRODUCT.md "Reviews"): one per booking, with the stay's start for
-- "Verified stay" and its month, and the owner's one reply (editable for 24 hours). Reviews
-- written before this (none from a booking) keep a NULL booking.
ALTER TABLE reviews ADD COLUMN booking_id BIGINT REFERENCES bookings (id);
ALTER TABLE reviews ADD COLUMN stayed_at BIGINT;
ALTER TABLE reviews ADD COLUMN reply TEXT;
ALTER TABLE reviews ADD COLUMN replied_at BIGINT;
ALTER TABLE reviews ADD COLUMN reply_edited_at BIGINT;
CREATE UNIQUE INDEX reviews_one_per_booking ON reviews (booking_id);
CREATE INDEX reviews_recent ON reviews (created_at);

-- The day after a stay its guest is asked for a review, once.
ALTER TABLE bookings ADD COLUMN review_reminded_at BIGINT;
CREATE INDEX bookings_review_reminder ON bookings (status, review_reminded_at, ends_at);

-- SQLite cannot change a CHECK in place, so the outbox is copied into a table with the wider one.
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
    event TEXT NOT NULL CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder')),
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
