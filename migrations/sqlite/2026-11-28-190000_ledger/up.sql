-- The money ledger (PRODUCT.md "Money and the ledger"): an append-only double-entry journal.
-- An entry is one money event (a payment captured, a stay confirmed, a cancellation, a refund
-- opened, processed or failed, cash collected, a staff adjustment) and its lines always sum to
-- zero. Amounts are whole paise, signed: a positive amount is a debit, a negative one a credit.
-- Entries and lines are never changed or deleted; a mistake is undone by a new entry.
CREATE TABLE ledger_entries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('payment_captured', 'booking_confirmed', 'booking_cancelled',
        'refund_opened', 'refund_processed', 'refund_failed', 'refund_reopened', 'cash_collected',
        'adjustment')),
    booking_id BIGINT REFERENCES bookings (id),
    payment_id BIGINT REFERENCES payments (id),
    refund_id BIGINT REFERENCES refunds (id),
    -- Why: the event in words, or the staff's reason for an adjustment.
    memo TEXT NOT NULL,
    -- Who caused it: a user id ("user:12"), a staff name or a job ("system:refunds").
    actor TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX ledger_entries_booking ON ledger_entries (booking_id);
CREATE INDEX ledger_entries_created ON ledger_entries (created_at, id);

CREATE TABLE ledger_lines (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    entry_id BIGINT NOT NULL REFERENCES ledger_entries (id),
    account TEXT NOT NULL CHECK (account IN ('guest_payments', 'guest_advances', 'owner_payable',
        'cash_commission_owed', 'commission_revenue', 'gst_on_commission_payable', 'tcs_payable',
        'tds_payable', 'refunds_payable', 'refunds_failed', 'promotions_expense',
        'adjustments_expense')),
    -- The owner of a per-owner account, the provider of a per-provider one.
    owner_id BIGINT REFERENCES users (id),
    provider TEXT,
    amount_paise BIGINT NOT NULL CHECK (amount_paise <> 0),
    -- When an owner's money becomes theirs to be paid (epoch seconds); owner_payable only.
    available_at BIGINT,
    CHECK ((account IN ('owner_payable', 'cash_commission_owed')) = (owner_id IS NOT NULL)),
    CHECK ((account = 'guest_payments') = (provider IS NOT NULL)),
    CHECK ((account = 'owner_payable') = (available_at IS NOT NULL))
);
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

-- Each account's running balance, moved by the posting function in the entry's transaction;
-- `escapes ledger check` compares it with the sum of the account's lines. owner_id 0 and
-- provider '' stand for "not per owner" and "not per provider".
CREATE TABLE ledger_balances (
    account TEXT NOT NULL,
    owner_id BIGINT NOT NULL DEFAULT 0,
    provider TEXT NOT NULL DEFAULT '',
    balance_paise BIGINT NOT NULL,
    PRIMARY KEY (account, owner_id, provider)
);

-- Tax the platform withholds from what it pays owners, as data: a rate in basis points from an
-- Asia/Kolkata date on. TCS under CGST Act s.52 (online collections), TDS under Income-tax Act
-- s.194-O (every stay the platform facilitates, cash included).
CREATE TABLE withholding_rates (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    tax TEXT NOT NULL CHECK (tax IN ('tcs', 'tds')),
    rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 10000),
    effective_from TEXT NOT NULL,
    section TEXT NOT NULL,
    UNIQUE (tax, effective_from)
);
INSERT INTO withholding_rates (tax, rate_bp, effective_from, section) VALUES
    ('tcs', 50, '2018-10-01', 'CGST Act s.52'),
    ('tds', 100, '2020-10-01', 'Income-tax Act s.194-O'),
    ('tds', 10, '2024-10-01', 'Income-tax Act s.194-O');

-- The owner's word on a cash stay, once: the cash was collected, or the guest did not come.
CREATE TABLE cash_marks (
    booking_id BIGINT PRIMARY KEY REFERENCES bookings (id),
    outcome TEXT NOT NULL CHECK (outcome IN ('collected', 'no_show')),
    marked_by BIGINT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL
);
