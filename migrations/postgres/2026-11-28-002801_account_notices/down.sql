DELETE FROM notification_outbox WHERE event = 'email_changed' OR (booking_id IS NULL AND alert_id IS NULL);
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free'));
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_subject_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_subject_check
    CHECK ((booking_id IS NULL) <> (alert_id IS NULL));
