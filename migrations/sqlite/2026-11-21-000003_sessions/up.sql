-- Sign-in sessions. A session is one refresh-token family: every refresh rotates its token, and
-- presenting a token that was already rotated revokes the whole session. Times are UTC epoch
-- seconds; tokens are stored only as SHA-256 hex.
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    -- After this the refresh tokens stop working and the user signs in again.
    expires_at BIGINT NOT NULL,
    revoked_at BIGINT
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE refresh_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id BIGINT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    -- Set when this token was exchanged for the next one; using it again is reuse.
    rotated_at BIGINT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);
