-- Reach and privacy: a user's language, erasure, saved farmhouses, price and availability
-- alerts, consent by purpose, and the step-up code that erasure asks for.

-- The language messages are written in ('en', 'te', 'hi'); erased_at marks an erased account,
-- whose row stays only as the pseudonym its bookings are kept under.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'te', 'hi'));
ALTER TABLE users ADD COLUMN erased_at BIGINT;

-- Farmhouses a user saved (the heart), synced across their devices.
CREATE TABLE saved_properties (
    user_id BIGINT NOT NULL REFERENCES users (id),
    property_id BIGINT NOT NULL REFERENCES properties (id),
    saved_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, property_id)
);
CREATE INDEX saved_properties_property ON saved_properties (property_id);

-- "Tell me when the price drops / when this date becomes free" for one slot on one date.
CREATE TABLE price_alerts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    property_id BIGINT NOT NULL REFERENCES properties (id),
    kind TEXT NOT NULL CHECK (kind IN ('price_drop', 'date_free')),
    booking_type TEXT NOT NULL CHECK (booking_type IN ('half_day', 'full_day')),
    -- The wanted day (YYYY-MM-DD, Asia/Kolkata) and the slot's start on it.
    stay_date TEXT NOT NULL,
    starts_at BIGINT NOT NULL,
    -- The slot's price when the alert was set (price_drop only).
    baseline_paise BIGINT,
    created_at BIGINT NOT NULL,
    fired_at BIGINT,
    -- Set when the alert stops for good: fired, the date passed, or the farmhouse left the site.
    ended_at BIGINT
);
CREATE INDEX price_alerts_user ON price_alerts (user_id, ended_at);
CREATE INDEX price_alerts_open ON price_alerts (ended_at, starts_at);

-- One-tap unsubscribe links in alert messages: the token's SHA-256 names the user.
CREATE TABLE alert_unsubscribe_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL
);
CREATE INDEX alert_unsubscribe_tokens_user ON alert_unsubscribe_tokens (user_id);

-- Consent by purpose: each row records one purpose granted or withdrawn, under which notice
-- version and in which language it was shown. A cookie choice ('all' / 'essential') is the
-- analytics purpose and keeps its choice; other purposes have none. SQLite cannot change a
-- column or CHECK in place, so the log is copied into the wider table.
CREATE TABLE consent_log_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    choice TEXT CHECK (choice IS NULL OR choice IN ('all', 'essential')),
    policy_version TEXT NOT NULL,
    user_agent TEXT,
    created_at BIGINT NOT NULL,
    purpose TEXT NOT NULL DEFAULT 'analytics' CHECK (purpose IN ('essential', 'analytics', 'marketing')),
    granted BOOLEAN NOT NULL DEFAULT 0,
    language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'te', 'hi'))
);
INSERT INTO consent_log_new (id, user_id, choice, policy_version, user_agent, created_at, purpose, granted, language)
SELECT id, user_id, choice, policy_version, user_agent, created_at, 'analytics', choice = 'all', 'en'
FROM consent_log;
DROP TABLE consent_log;
ALTER TABLE consent_log_new RENAME TO consent_log;
CREATE INDEX consent_log_user ON consent_log (user_id, purpose, id);
CREATE INDEX consent_log_created ON consent_log (created_at);

-- Erasure asks for a fresh code sent to the account's phone.
CREATE TABLE otp_challenges_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    identifier TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'guest', 'admin_login', 'email_change', 'erasure')),
    code_hash TEXT NOT NULL,
    ip TEXT,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    consumed_at BIGINT,
    failed_attempts INTEGER NOT NULL DEFAULT 0
);
INSERT INTO otp_challenges_new SELECT * FROM otp_challenges;
DROP TABLE otp_challenges;
ALTER TABLE otp_challenges_new RENAME TO otp_challenges;
CREATE INDEX otp_challenges_identifier_created ON otp_challenges (identifier, created_at);
CREATE INDEX otp_challenges_ip_created ON otp_challenges (ip, created_at);

-- Alert messages go through the same outbox as booking ones: booking_id becomes optional and
-- alert_id names the alert.
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
    event TEXT NOT NULL CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    -- When a worker may (re)try it; a claimed row's lease pushes this forward while it is sent.
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT,
    alert_id BIGINT REFERENCES price_alerts (id),
    CHECK ((booking_id IS NULL) <> (alert_id IS NULL))
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
CREATE INDEX notification_outbox_user_event ON notification_outbox (user_id, event, created_at);
