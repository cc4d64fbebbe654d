-- Payment plans (PRODUCT.md "Payment plans"): a listing asks the whole price at booking (the
-- default, advance_percent 0) or an advance of 20-50 % with the balance due balance_days days
-- before the stay, online or in cash at the property. Each booking keeps the plan it was made
-- with: advance_paise (0: paid in full), the instant the balance is due (UTC seconds), how, and
-- when it was paid. bookings.payment_status keeps its CHECK and means "what is due now is paid"
-- (the advance, once paid): the amount captured is the sum of the booking's paid payments, so
-- refunds read that and no table is rebuilt for a new status.
-- The listing's plan in its own table (properties is at diesel's 32-column limit); no row is
-- the default, the whole price at booking.
CREATE TABLE property_payment_plans (
    property_id BIGINT PRIMARY KEY REFERENCES properties (id),
    advance_percent INTEGER NOT NULL CHECK (advance_percent = 0 OR advance_percent BETWEEN 20 AND 50),
    balance_days INTEGER NOT NULL CHECK (balance_days BETWEEN 1 AND 14),
    balance_method TEXT NOT NULL CHECK (balance_method IN ('online', 'cash')),
    updated_at BIGINT NOT NULL
);
ALTER TABLE bookings ADD COLUMN advance_paise BIGINT NOT NULL DEFAULT 0 CHECK (advance_paise >= 0);
ALTER TABLE bookings ADD COLUMN balance_due_at BIGINT;
ALTER TABLE bookings ADD COLUMN balance_method TEXT CHECK (balance_method IN ('online', 'cash'));
ALTER TABLE bookings ADD COLUMN balance_paid_at BIGINT;
-- How many of the two reminders (48 h and 12 h before the deadline) were sent.
ALTER TABLE bookings ADD COLUMN balance_reminders INTEGER NOT NULL DEFAULT 0
    CHECK (balance_reminders BETWEEN 0 AND 2);
CREATE INDEX bookings_balance_due ON bookings (balance_due_at) WHERE balance_due_at IS NOT NULL AND balance_paid_at IS NULL;
-- Which part of the price a payment pays.
ALTER TABLE payments ADD COLUMN part TEXT NOT NULL DEFAULT 'full' CHECK (part IN ('full', 'advance', 'balance'));

-- The ledger gains the entry of a balance paid after confirmation, and the outbox the balance
-- reminders. SQLite cannot change a CHECK in place: the tables are copied as
-- 2026-11-30-130000_deposits did, keeping the lean shape.
DROP TRIGGER ledger_entries_no_update;
DROP TRIGGER ledger_entries_no_delete;
DROP TRIGGER ledger_lines_no_update;
DROP TRIGGER ledger_lines_no_delete;
DROP INDEX ledger_entries_booking;
DROP INDEX ledger_entries_created;
DROP INDEX ledger_entries_payout;
DROP INDEX ledger_entries_payment;
DROP INDEX ledger_entries_refund;
DROP INDEX ledger_lines_entry;
DROP INDEX ledger_lines_owner;
ALTER TABLE ledger_lines RENAME TO ledger_lines_old;
ALTER TABLE ledger_entries RENAME TO ledger_entries_old;
CREATE TABLE ledger_entries (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('payment_captured', 'booking_confirmed', 'booking_cancelled',
        'refund_opened', 'refund_processed', 'refund_failed', 'refund_reopened', 'cash_collected',
        'adjustment', 'payout_sent', 'payout_settled', 'payout_returned',
        'stay_disputed', 'dispute_resolved',
        'deposit_collected', 'deposit_released', 'deposit_settled',
        'balance_confirmed')),
    booking_id BIGINT REFERENCES bookings (id),
    payment_id BIGINT REFERENCES payments (id),
    refund_id BIGINT REFERENCES refunds (id),
    memo TEXT NOT NULL,
    actor TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    payout_id BIGINT REFERENCES payouts (id)
);
INSERT INTO ledger_entries (id, kind, booking_id, payment_id, refund_id, memo, actor, created_at, payout_id)
SELECT id, kind, booking_id, payment_id, refund_id, memo, actor, created_at, payout_id FROM ledger_entries_old;
CREATE TABLE ledger_lines (
    id INTEGER PRIMARY KEY,
    entry_id BIGINT NOT NULL REFERENCES ledger_entries (id),
    account TEXT NOT NULL CHECK (account IN ('guest_payments', 'guest_advances', 'owner_payable',
        'cash_commission_owed', 'commission_revenue', 'gst_on_commission_payable', 'tcs_payable',
        'tds_payable', 'refunds_payable', 'refunds_failed', 'promotions_expense',
        'adjustments_expense', 'payouts_in_transit', 'payout_funds', 'disputed_earnings',
        'deposits_held')),
    owner_id BIGINT REFERENCES users (id),
    provider TEXT,
    amount_paise BIGINT NOT NULL CHECK (amount_paise <> 0),
    available_at BIGINT,
    CHECK ((account IN ('owner_payable', 'cash_commission_owed', 'disputed_earnings')) = (owner_id IS NOT NULL)),
    CHECK ((account IN ('guest_payments', 'payout_funds')) = (provider IS NOT NULL)),
    CHECK ((account = 'owner_payable') = (available_at IS NOT NULL))
);
INSERT INTO ledger_lines SELECT * FROM ledger_lines_old;
DROP TABLE ledger_lines_old;
DROP TABLE ledger_entries_old;
CREATE INDEX ledger_entries_booking ON ledger_entries (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX ledger_entries_created ON ledger_entries (created_at, id);
CREATE INDEX ledger_entries_payout ON ledger_entries (payout_id) WHERE payout_id IS NOT NULL;
CREATE INDEX ledger_entries_payment ON ledger_entries (payment_id) WHERE payment_id IS NOT NULL;
CREATE INDEX ledger_entries_refund ON ledger_entries (refund_id) WHERE refund_id IS NOT NULL;
CREATE INDEX ledger_lines_entry ON ledger_lines (entry_id);
CREATE INDEX ledger_lines_owner ON ledger_lines (owner_id, account) WHERE owner_id IS NOT NULL;
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

-- The balance reminders go through the outbox.
CREATE TABLE notification_outbox_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    destination TEXT NOT NULL,
    subject TEXT,
    body TEXT NOT NULL,
    booking_id BIGINT REFERENCES bookings (id),
    event TEXT NOT NULL CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free', 'email_changed', 'payout_sent', 'payout_failed', 'payout_details_changed', 'dispute_opened', 'dispute_resolved', 'cash_closed', 'deposit_claimed', 'deposit_settled', 'balance_reminder')),
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
