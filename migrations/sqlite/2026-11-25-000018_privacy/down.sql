-- SQLite cannot drop a column with a CHECK or change one in place: tables are copied back.
DROP INDEX notification_outbox_user_event;
DELETE FROM notification_outbox WHERE alert_id IS NOT NULL;
CREATE TABLE notification_outbox_old (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    destination TEXT NOT NULL,
    subject TEXT,
    body TEXT NOT NULL,
    booking_id BIGINT NOT NULL REFERENCES bookings (id),
    event TEXT NOT NULL CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT
);
INSERT INTO notification_outbox_old SELECT id, user_id, channel, destination, subject, body, booking_id,
    event, status, attempts, next_attempt_at, last_error, created_at, sent_at FROM notification_outbox;
DROP TABLE notification_outbox;
ALTER TABLE notification_outbox_old RENAME TO notification_outbox;
CREATE INDEX notification_outbox_due ON notification_outbox (status, next_attempt_at);
CREATE INDEX notification_outbox_booking ON notification_outbox (booking_id);

DELETE FROM otp_challenges WHERE purpose = 'erasure';
CREATE TABLE otp_challenges_old (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    identifier TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'guest', 'admin_login', 'email_change')),
    code_hash TEXT NOT NULL,
    ip TEXT,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    consumed_at BIGINT,
    failed_attempts INTEGER NOT NULL DEFAULT 0
);
INSERT INTO otp_challenges_old SELECT * FROM otp_challenges;
DROP TABLE otp_challenges;
ALTER TABLE otp_challenges_old RENAME TO otp_challenges;
CREATE INDEX otp_challenges_identifier_created ON otp_challenges (identifier, created_at);
CREATE INDEX otp_challenges_ip_created ON otp_challenges (ip, created_at);

CREATE TABLE consent_log_old (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    choice TEXT NOT NULL CHECK (choice IN ('all', 'essential')),
    policy_version TEXT NOT NULL,
    user_agent TEXT,
    created_at BIGINT NOT NULL
);
INSERT INTO consent_log_old SELECT id, user_id, choice, policy_version, user_agent, created_at
FROM consent_log WHERE purpose = 'analytics' AND choice IS NOT NULL;
DROP TABLE consent_log;
ALTER TABLE consent_log_old RENAME TO consent_log;
CREATE INDEX consent_log_user ON consent_log (user_id, id);
CREATE INDEX consent_log_created ON consent_log (created_at);

DROP TABLE alert_unsubscribe_tokens;
DROP TABLE price_alerts;
DROP TABLE saved_properties;
-- A column's own CHECK does not stop SQLite dropping it.
ALTER TABLE users DROP COLUMN erased_at;
ALTER TABLE users DROP COLUMN language;
