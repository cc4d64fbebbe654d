-- Owners' listings (PRODUCT.md "Listings and their life"): a status instead of a published flag,
-- a version for optimistic concurrency, weekend and dated prices, a turnover gap, photo variants
-- and calendar sync.
ALTER TABLE properties ADD COLUMN status TEXT NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'pending_review', 'published', 'changes_requested', 'unlisted'));
-- Listings taken down before statuses existed were taken down by the platform (account erasure).
ALTER TABLE properties ADD COLUMN unlisted_by TEXT CHECK (unlisted_by IS NULL OR unlisted_by IN ('owner', 'admin'));
UPDATE properties SET status = 'published' WHERE published;
UPDATE properties SET status = 'unlisted', unlisted_by = 'admin' WHERE NOT published;
ALTER TABLE properties DROP COLUMN published;
ALTER TABLE properties ADD COLUMN status_reason TEXT;
ALTER TABLE properties ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE properties ADD COLUMN turnover_minutes INTEGER NOT NULL DEFAULT 0
    CHECK (turnover_minutes BETWEEN 0 AND 360);
ALTER TABLE properties ADD COLUMN proposed_locality TEXT;
CREATE INDEX properties_status ON properties (status);

-- Prices other than the usual: the weekend's (Friday night to Sunday), and festivals' and
-- seasons' over whole Asia/Kolkata dates (both ends included, yyyy-mm-dd): a fixed price per
-- slot or a percentage on the usual one.
CREATE TABLE price_rules (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    property_id BIGINT NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('weekend', 'dated')),
    label TEXT NOT NULL,
    starts_on TEXT,
    ends_on TEXT,
    half_day_price_paise BIGINT CHECK (half_day_price_paise IS NULL OR half_day_price_paise > 0),
    full_day_price_paise BIGINT CHECK (full_day_price_paise IS NULL OR full_day_price_paise > 0),
    percent INTEGER CHECK (percent IS NULL OR percent BETWEEN -90 AND 500),
    CHECK (kind = 'weekend' OR (starts_on IS NOT NULL AND ends_on IS NOT NULL AND ends_on >= starts_on)),
    CHECK ((percent IS NULL) <> (half_day_price_paise IS NULL))
);
CREATE INDEX price_rules_property ON price_rules (property_id, starts_on);
CREATE UNIQUE INDEX price_rules_one_weekend ON price_rules (property_id) WHERE kind = 'weekend';

-- Uploaded photos are processed off the request path; variants is a JSON list of the copies.
ALTER TABLE property_images ADD COLUMN status TEXT NOT NULL DEFAULT 'ready'
    CHECK (status IN ('processing', 'ready', 'failed'));
ALTER TABLE property_images ADD COLUMN variants TEXT NOT NULL DEFAULT '[]';
ALTER TABLE property_images ADD COLUMN original_path TEXT;

-- The secret export feed `/ical/{token}.ics`; a new token revokes the old one.
CREATE TABLE calendar_feeds (
    property_id BIGINT PRIMARY KEY REFERENCES properties (id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

CREATE TABLE calendar_imports (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    property_id BIGINT NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    last_synced_at BIGINT,
    last_error TEXT,
    blocked_count INTEGER NOT NULL DEFAULT 0,
    next_sync_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (property_id, url)
);
CREATE INDEX calendar_imports_due ON calendar_imports (next_sync_at);
-- An imported interval is a block that the import owns and replaces on every refresh.
ALTER TABLE held_intervals ADD COLUMN import_id BIGINT REFERENCES calendar_imports (id) ON DELETE CASCADE;
