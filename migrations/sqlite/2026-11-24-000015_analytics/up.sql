-- Analytics events and performance reports (PRODUCT.md "Analytics", PRODUCT.md §7): what the client
-- sends, without phone, e-mail or name; a session id is the client's random one. Raw rows are
-- kept 90 days; the daily counts are kept.
CREATE TABLE analytics_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    session_id TEXT NOT NULL,
    -- Only a signed-in user who did not choose "Essential Only".
    user_id BIGINT,
    property_id BIGINT,
    -- The page's path, without its query.
    page TEXT,
    -- mobile, tablet or desktop (never the raw user agent).
    device TEXT NOT NULL,
    -- The event's allowed fields as JSON.
    detail TEXT NOT NULL,
    occurred_at BIGINT NOT NULL,
    received_at BIGINT NOT NULL
);
CREATE INDEX analytics_events_occurred ON analytics_events (occurred_at);
CREATE INDEX analytics_events_property ON analytics_events (property_id, name, occurred_at);

CREATE TABLE performance_reports (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT NOT NULL,
    -- home, search, locality, property, booking or other.
    page_type TEXT NOT NULL,
    metric TEXT NOT NULL,
    value DOUBLE NOT NULL,
    device TEXT NOT NULL,
    occurred_at BIGINT NOT NULL,
    received_at BIGINT NOT NULL
);
CREATE INDEX performance_reports_occurred ON performance_reports (occurred_at, metric);

-- Per Asia/Kolkata day, event name and listing (0: not about one listing).
CREATE TABLE analytics_daily (
    day TEXT NOT NULL,
    name TEXT NOT NULL,
    property_id BIGINT NOT NULL,
    events BIGINT NOT NULL,
    sessions BIGINT NOT NULL,
    PRIMARY KEY (day, name, property_id)
);
