-- Undoing payment plans drops the balance entries and reminders with them.
DELETE FROM notification_outbox WHERE event = 'balance_reminder';
DROP TRIGGER ledger_lines_no_delete;
DROP TRIGGER ledger_entries_no_delete;
DELETE FROM ledger_lines WHERE entry_id IN (SELECT id FROM ledger_entries WHERE kind = 'balance_confirmed');
DELETE FROM ledger_entries WHERE kind = 'balance_confirmed';
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
BEGIN
    SELECT RAISE(ABORT, 'the ledger is append-only');
END;
CREATE TRIGGER ledger_lines_no_delete BEFORE DELETE ON ledger_lines
BEGIN
    SELECT RAISE(ABORT, 'the ledger is append-only');
END;
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
        'deposit_collected', 'deposit_released', 'deposit_settled')),
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

-- The outbox without the balance reminders.
CREATE TABLE notification_outbox_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id BIGINT NOT NULL REFERENCES users (id),
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    destination TEXT NOT NULL,
    subject TEXT,
    body TEXT NOT NULL,
    booking_id BIGINT REFERENCES bookings (id),
    event TEXT NOT NULL CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free', 'email_changed', 'payout_sent', 'payout_failed', 'payout_details_changed', 'dispute_opened', 'dispute_resolved', 'cash_closed', 'deposit_claimed', 'deposit_settled')),
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

DROP INDEX bookings_balance_due;
ALTER TABLE payments DROP COLUMN part;
ALTER TABLE bookings DROP COLUMN balance_reminders;
ALTER TABLE bookings DROP COLUMN balance_paid_at;
ALTER TABLE bookings DROP COLUMN balance_method;
ALTER TABLE bookings DROP COLUMN balance_due_at;
ALTER TABLE bookings DROP COLUMN advance_paise;
DROP TABLE property_payment_plans;
