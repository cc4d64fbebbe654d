DELETE FROM otp_challenges WHERE purpose = 'guest';
CREATE TABLE otp_challenges_old (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    identifier TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'admin_login', 'email_change')),
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
