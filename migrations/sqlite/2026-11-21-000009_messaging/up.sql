-- Messaging: one conversation per guest and property, its messages, and users' blocks.

-- The guest and the property's owner talk about one property. Each side archives on its own.
-- last_activity_at orders the lists (the last message, or the creation when there is none).
CREATE TABLE conversations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    guest_id BIGINT NOT NULL REFERENCES users (id),
    owner_id BIGINT NOT NULL REFERENCES users (id),
    property_id BIGINT NOT NULL REFERENCES properties (id),
    guest_archived BOOLEAN NOT NULL DEFAULT FALSE,
    owner_archived BOOLEAN NOT NULL DEFAULT FALSE,
    last_message_id BIGINT,
    last_activity_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (guest_id, property_id),
    CHECK (guest_id <> owner_id)
);
CREATE INDEX conversations_guest ON conversations (guest_id, last_activity_at);
CREATE INDEX conversations_owner ON conversations (owner_id, last_activity_at);

-- A message is delivered once stored, read when its recipient reads it. Unread counts are
-- counted from is_read, never kept beside it, so they cannot drift.
CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id BIGINT NOT NULL REFERENCES conversations (id),
    sender_id BIGINT NOT NULL REFERENCES users (id),
    recipient_id BIGINT NOT NULL REFERENCES users (id),
    property_id BIGINT NOT NULL REFERENCES properties (id),
    content TEXT NOT NULL,
    message_type TEXT NOT NULL DEFAULT 'text' CHECK (message_type IN ('text', 'image', 'file', 'inquiry')),
    media_url TEXT,
    client_message_id TEXT,
    delivery_status TEXT NOT NULL CHECK (delivery_status IN ('delivered', 'read')),
    is_read BOOLEAN NOT NULL DEFAULT FALSE,
    read_at BIGINT,
    delivered_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    -- A retried send with the same clientMessageId finds the stored message.
    UNIQUE (sender_id, client_message_id)
);
CREATE INDEX messages_conversation ON messages (conversation_id, id);
CREATE INDEX messages_unread ON messages (recipient_id, is_read, conversation_id);
CREATE INDEX messages_sender ON messages (sender_id, id);

-- blocker_id no longer takes messages from blocked_id.
CREATE TABLE user_blocks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    blocker_id BIGINT NOT NULL REFERENCES users (id),
    blocked_id BIGINT NOT NULL REFERENCES users (id),
    reason TEXT,
    created_at BIGINT NOT NULL,
    UNIQUE (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
);
CREATE INDEX user_blocks_blocked ON user_blocks (blocked_id);
