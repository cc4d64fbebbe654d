-- Owner payouts (PRODUCT.md "Money and the ledger"): where an owner is paid, the payouts sent
-- there, staff holds, and the ledger's payout entries. SQLite cannot change a CHECK in place: the
-- ledger's two tables are renamed aside, copied into new ones and dropped (their append-only
-- triggers dropped first and made again on the new tables); the OTP and outbox tables are copied.

-- Changing payout details asks for a fresh code sent to the account's phone.
CREATE TABLE otp_challenges_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    identifier TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'guest', 'admin_login', 'email_change', 'erasure', 'payout_details')),
    code_hash TEXT NOT NULL,
    ip TEXT,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    consumed_at BIGINT,
    failed_attempts INTEGER NOT NULL DEFAULT 0
);
INSERT INTO otp_challenges_new SELECT * FROM otp_challenges;
DROP TABLE otp_challenges;
ALTER TABLE otp_challenges_new RENAME TO otp_challenges;
CREATE INDEX otp_challenges_identifier_created ON otp_challenges (identifier, created_at);
CREATE INDEX otp_challenges_ip_created ON otp_challenges (ip, created_at);

-- Where an owner is paid: a UPI id or a bank account. A change adds a row and retires the one
-- before it; payouts to a changed account wait until payable_from (24 h, against a takeover).
CREATE TABLE payout_accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_id BIGINT NOT NULL REFERENCES users (id),
    method TEXT NOT NULL CHECK (method IN ('upi', 'bank')),
    vpa TEXT,
    account_number TEXT,
    ifsc TEXT,
    holder_name TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    payable_from BIGINT NOT NULL,
    retired_at BIGINT,
    CHECK ((method = 'upi') = (vpa IS NOT NULL)),
    CHECK ((method = 'bank') = (account_number IS NOT NULL AND ifsc IS NOT NULL))
);
CREATE UNIQUE INDEX payout_accounts_current ON payout_accounts (owner_id) WHERE retired_at IS NULL;

-- The payout provider's own ids for a payout account (RazorpayX's contact and fund account),
-- made once per account and provider.
CREATE TABLE payout_fund_accounts (
    payout_account_id BIGINT NOT NULL REFERENCES payout_accounts (id),
    provider TEXT NOT NULL,
    contact_id TEXT NOT NULL,
    fund_account_id TEXT NOT NULL,
    PRIMARY KEY (payout_account_id, provider)
);

-- One payout of an owner's available balance. run_key names what made it ("run:2026-11-28" for
-- the daily run, "again:17" for staff sending payout 17 again), so however many servers run the
-- payout run at once, an owner gets one payout per run. The reference (PO-000017) is the
-- provider's idempotency key: sending again after a crash answers the payout already made.
CREATE TABLE payouts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_id BIGINT NOT NULL REFERENCES users (id),
    payout_account_id BIGINT NOT NULL REFERENCES payout_accounts (id),
    amount_paise BIGINT NOT NULL CHECK (amount_paise > 0),
    run_key TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('queued', 'processing', 'processed', 'failed', 'reversed')),
    provider TEXT NOT NULL,
    provider_payout_id TEXT UNIQUE,
    utr TEXT,
    failure_reason TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    -- When a sender may (re)try a queued payout; a claim's lease pushes it forward.
    next_attempt_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    sent_at BIGINT,
    settled_at BIGINT,
    UNIQUE (owner_id, run_key)
);
CREATE INDEX payouts_status_due ON payouts (status, next_attempt_at);
CREATE INDEX payouts_owner_created ON payouts (owner_id, created_at);

-- Staff hold an owner's payouts (with a reason) until they release them.
CREATE TABLE payout_holds (
    owner_id BIGINT PRIMARY KEY REFERENCES users (id),
    reason TEXT NOT NULL,
    held_by TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

-- The ledger gains the payout entries (sent, settled, returned) and two accounts: money on its
-- way to owners, and the platform's funds at the payout provider.
DROP TRIGGER ledger_entries_no_update;
DROP TRIGGER ledger_entries_no_delete;
DROP TRIGGER ledger_lines_no_update;
DROP TRIGGER ledger_lines_no_delete;
DROP INDEX ledger_entries_booking;
DROP INDEX ledger_entries_created;
DROP INDEX ledger_lines_entry;
DROP INDEX ledger_lines_owner;
ALTER TABLE ledger_lines RENAME TO ledger_lines_old;
ALTER TABLE ledger_entries RENAME TO ledger_entries_old;
CREATE TABLE ledger_entries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('payment_captured', 'booking_confirmed', 'booking_cancelled',
        'refund_opened', 'refund_processed', 'refund_failed', 'refund_reopened', 'cash_collected',
        'adjustment', 'payout_sent', 'payout_settled', 'payout_returned')),
    booking_id BIGINT REFERENCES bookings (id),
    payment_id BIGINT REFERENCES payments (id),
    refund_id BIGINT REFERENCES refunds (id),
    memo TEXT NOT NULL,
    actor TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    payout_id BIGINT REFERENCES payouts (id)
);
INSERT INTO ledger_entries (id, kind, booking_id, payment_id, refund_id, memo, actor, created_at)
SELECT id, kind, booking_id, payment_id, refund_id, memo, actor, created_at FROM ledger_entries_old;
CREATE TABLE ledger_lines (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    entry_id BIGINT NOT NULL REFERENCES ledger_entries (id),
    account TEXT NOT NULL CHECK (account IN ('guest_payments', 'guest_advances', 'owner_payable',
        'cash_commission_owed', 'commission_revenue', 'gst_on_commission_payable', 'tcs_payable',
        'tds_payable', 'refunds_payable', 'refunds_failed', 'promotions_expense',
        'adjustments_expense', 'payouts_in_transit', 'payout_funds')),
    owner_id BIGINT REFERENCES users (id),
    provider TEXT,
    amount_paise BIGINT NOT NULL CHECK (amount_paise <> 0),
    available_at BIGINT,
    CHECK ((account IN ('owner_payable', 'cash_commission_owed')) = (owner_id IS NOT NULL)),
    CHECK ((account IN ('guest_payments', 'payout_funds')) = (provider IS NOT NULL)),
    CHECK ((account = 'owner_payable') = (available_at IS NOT NULL))
);
INSERT INTO ledger_lines SELECT * FROM ledger_lines_old;
DROP TABLE ledger_lines_old;
DROP TABLE ledger_entries_old;
CREATE INDEX ledger_entries_booking ON ledger_entries (booking_id);
CREATE INDEX ledger_entries_created ON ledger_entries (created_at, id);
CREATE INDEX ledger_entries_payout ON ledger_entries (payout_id);
CREATE INDEX ledger_lines_entry ON ledger_lines (entry_id);
CREATE INDEX ledger_lines_owner ON ledger_lines (owner_id, account);
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN
    SELECT RAISE(ABORT, 'the ledger is append-only');
END;
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
BEGIN
    SELECT RAISE(ABORT, 'the ledger is append-only');
END;
CREATE TRIGGER ledger_lines_no_update BEFORE UPDATE ON ledger_lines
BEGIN
    SELECT RAISE(ABORT, 'the ledger is append-only');
END;
CREATE TRIGGER ledger_lines_no_delete BEFORE DELETE ON ledger_lines
BEGIN
    SELECT RAISE(ABORT, 'the ledger is append-only');
END;

-- Payout notices (sent, failed, details changed) go through the outbox as account notices.
CREATE TABLE notification_outbox_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    destination TEXT NOT NULL,
    subject TEXT,
    body TEXT NOT NULL,
    booking_id BIGINT REFERENCES bookings (id),
    event TEXT NOT NULL CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free', 'email_changed', 'payout_sent', 'payout_failed', 'payout_details_changed')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT,
    alert_id BIGINT REFERENCES price_alerts (id),
    CHECK (booking_id IS NULL OR alert_id IS NULL)
);
INSERT INTO notification_outbox_new SELECT * FROM notification_outbox;
DROP TABLE notification_outbox;
ALTER TABLE notification_outbox_new RENAME TO notification_outbox;
CREATE INDEX notification_outbox_due ON notification_outbox (status, next_attempt_at);
CREATE INDEX notification_outbox_booking ON notification_outbox (booking_id);
CREATE INDEX notification_outbox_user_event ON notification_outbox (user_id, event, created_at);
