-- The console's actions (PRODUCT.md "Console, support desk and audit"): a suspended account, a
-- hidden review, and domain events that another process (the support CLI) hands to the server.
ALTER TABLE users ADD COLUMN suspended_at BIGINT;
ALTER TABLE users ADD COLUMN suspended_reason TEXT;

ALTER TABLE reviews ADD COLUMN hidden_at BIGINT;
ALTER TABLE reviews ADD COLUMN hidden_reason TEXT;
CREATE INDEX reviews_visible ON reviews (property_id, hidden_at);

-- Written by a process without sockets (the CLI); the server relays each row once to the open
-- pages (relayed_at is claimed by one server) and prunes relayed rows after a day.
CREATE TABLE domain_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    subject_id BIGINT NOT NULL,
    detail TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    relayed_at BIGINT
);
CREATE INDEX domain_events_unrelayed ON domain_events (relayed_at, id);
