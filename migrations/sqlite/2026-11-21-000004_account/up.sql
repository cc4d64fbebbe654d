-- Account settings, the cookie-consent log, admin sessions and the support audit trail.

-- Which kind of client a session belongs to: the guest/owner app ('app') or the admin console
-- ('admin'). Admin endpoints accept only admin sessions, so an app token never reaches them.
ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'app';

-- Notification choices; a user without a row has the defaults (all on except marketing).
CREATE TABLE notification_preferences (
    user_id BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    booking_sms BOOLEAN NOT NULL DEFAULT 1,
    booking_email BOOLEAN NOT NULL DEFAULT 1,
    message_email BOOLEAN NOT NULL DEFAULT 1,
    marketing_email BOOLEAN NOT NULL DEFAULT 0,
    updated_at BIGINT NOT NULL
);

-- Every cookie-consent choice, append-only: the admin consent dashboard reads it, and the
-- latest row per user is that user's current choice.
CREATE TABLE consent_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    choice TEXT NOT NULL CHECK (choice IN ('all', 'essential')),
    policy_version TEXT NOT NULL,
    user_agent TEXT,
    created_at BIGINT NOT NULL
);
CREATE INDEX consent_log_user ON consent_log (user_id, id);
CREATE INDEX consent_log_created ON consent_log (created_at);

-- What support staff did that bypassed a rule (a forced code resend, a cancellation), and why.
CREATE TABLE support_audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    reason TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX support_audit_created ON support_audit (created_at);
