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
-- reminders.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('payment_captured', 'booking_confirmed', 'booking_cancelled',
        'refund_opened', 'refund_processed', 'refund_failed', 'refund_reopened', 'cash_collected',
        'adjustment', 'payout_sent', 'payout_settled', 'payout_returned',
        'stay_disputed', 'dispute_resolved',
        'deposit_collected', 'deposit_released', 'deposit_settled',
        'balance_confirmed'));
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free', 'email_changed', 'payout_sent', 'payout_failed', 'payout_details_changed', 'dispute_opened', 'dispute_resolved', 'cash_closed', 'deposit_claimed', 'deposit_settled', 'balance_reminder'));
