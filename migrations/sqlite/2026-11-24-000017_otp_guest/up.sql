-- The full modal's send-otp names no purpose (PRODUCT.md §7): its codes are 'guest' ones, which serve
-- both verify-otp-login and verify-otp-register. SQLite cannot change a CHECK in place, so the
-- table is rebuilt with its rows and indexes.
CREATE TABLE otp_challenges_new (
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
INSERT INTO otp_challenges_new
    (id, identifier, channel, purpose, code_hash, ip, created_at, expires_at, consumed_at, failed_attempts)
SELECT id, identifier, channel, purpose, code_hash, ip, created_at, expires_at, consumed_at, failed_attempts
FROM otp_challenges;
DROP TABLE otp_challenges;
ALTER TABLE otp_challenges_new RENAME TO otp_challenges;
CREATE INDEX otp_challenges_identifier_created ON otp_challenges (identifier, created_at);
CREATE INDEX otp_challenges_ip_created ON otp_challenges (ip, created_at);
