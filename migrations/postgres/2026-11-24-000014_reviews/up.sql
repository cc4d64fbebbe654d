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

ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder'));
