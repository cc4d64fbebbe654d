DROP INDEX notification_outbox_user_event;
DELETE FROM notification_outbox WHERE alert_id IS NOT NULL;
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder'));
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_subject_check;
ALTER TABLE notification_outbox DROP COLUMN alert_id;
ALTER TABLE notification_outbox ALTER COLUMN booking_id SET NOT NULL;
DELETE FROM otp_challenges WHERE purpose = 'erasure';
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
    CHECK (purpose IN ('login', 'register', 'guest', 'admin_login', 'email_change'));
DELETE FROM consent_log WHERE purpose <> 'analytics' OR choice IS NULL;
DROP INDEX consent_log_user;
CREATE INDEX consent_log_user ON consent_log (user_id, id);
ALTER TABLE consent_log DROP COLUMN language;
ALTER TABLE consent_log DROP COLUMN granted;
ALTER TABLE consent_log DROP COLUMN purpose;
ALTER TABLE consent_log ALTER COLUMN choice SET NOT NULL;
DROP TABLE alert_unsubscribe_tokens;
DROP TABLE price_alerts;
DROP TABLE saved_properties;
ALTER TABLE users DROP COLUMN erased_at;
ALTER TABLE users DROP COLUMN language;
