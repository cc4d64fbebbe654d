-- Account notices (an e-mail change, told to the old address and the phone) go through the
-- outbox as well; they are about neither a booking nor an alert. A row names at most one of
-- the two (an erased user's alert rows keep neither).
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_subject_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_subject_check
    CHECK (booking_id IS NULL OR alert_id IS NULL);
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free', 'email_changed'));
