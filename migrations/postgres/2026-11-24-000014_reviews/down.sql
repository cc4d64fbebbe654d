DELETE FROM notification_outbox WHERE event = 'review_reminder';
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund'));
DROP INDEX bookings_review_reminder;
ALTER TABLE bookings DROP COLUMN review_reminded_at;
DROP INDEX reviews_recent;
DROP INDEX reviews_one_per_booking;
ALTER TABLE reviews DROP COLUMN reply_edited_at;
ALTER TABLE reviews DROP COLUMN replied_at;
ALTER TABLE reviews DROP COLUMN reply;
ALTER TABLE reviews DROP COLUMN stayed_at;
ALTER TABLE reviews DROP COLUMN booking_id;
