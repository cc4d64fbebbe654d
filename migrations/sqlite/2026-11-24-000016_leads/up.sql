-- Leads (PRODUCT.md §3 "Lead", §4 "A lead is marked converted when a lead is captured"): a visitor's
-- phone or e-mail given, with consent, for the FIRST500 offer or a price alert. One row per
-- contact, purpose and listing; asking again refreshes the consent time.
CREATE TABLE leads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- phone (+91XXXXXXXXXX) or email (lower case).
    contact_kind TEXT NOT NULL,
    contact TEXT NOT NULL,
    -- first500 or price_alert.
    purpose TEXT NOT NULL,
    -- A price alert's listing; 0 when the lead is not about one listing.
    property_id BIGINT NOT NULL DEFAULT 0,
    -- Signed in when it was captured.
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    -- Where it was captured (exit_intent, ...).
    source TEXT NOT NULL,
    consent_at BIGINT NOT NULL,
    converted_at BIGINT,
    created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX leads_contact_purpose ON leads (contact, purpose, property_id);
CREATE INDEX leads_created ON leads (created_at);
