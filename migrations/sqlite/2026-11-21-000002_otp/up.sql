-- One-time codes for sign-in, sign-up, admin sign-in and e-mail change, and the dev outbox the
-- console SMS and e-mail providers write to. Times are UTC epoch seconds.
CREATE TABLE otp_challenges (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- E.164 phone (+91XXXXXXXXXX) or lower-cased e-mail address.
    identifier TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'admin_login', 'email_change')),
    -- HMAC-SHA256(secret, identifier|purpose|code), hex; never the code.
    code_hash TEXT NOT NULL,
    ip TEXT,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    consumed_at BIGINT,
    failed_attempts INTEGER NOT NULL DEFAULT 0
);
-- Rate limits count sends per identifier and per IP over a window.
CREATE INDEX otp_challenges_identifier_created ON otp_challenges (identifier, created_at);
CREATE INDEX otp_challenges_ip_created ON otp_challenges (ip, created_at);

CREATE TABLE dev_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    recipient TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX dev_outbox_recipient_created ON dev_outbox (recipient, created_at);
