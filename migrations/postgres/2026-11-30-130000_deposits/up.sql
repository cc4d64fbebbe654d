-- The refundable security deposit (PRODUCT.md "Security deposits"): the owner sets one per
-- listing (0 to 50,000 rupees), each booking keeps the amount it was made with, and what was
-- collected (online with the payment, or in cash at check-in) sits in its own ledger account
-- (deposits_held) until it is released or a claim on it is settled.

ALTER TABLE properties ADD COLUMN security_deposit_paise BIGINT NOT NULL DEFAULT 0
    CHECK (security_deposit_paise BETWEEN 0 AND 5000000);
ALTER TABLE bookings ADD COLUMN deposit_paise BIGINT NOT NULL DEFAULT 0 CHECK (deposit_paise >= 0);
-- The part of a payment's amount that is the deposit (the rest pays the booking's total).
ALTER TABLE payments ADD COLUMN deposit_paise BIGINT NOT NULL DEFAULT 0 CHECK (deposit_paise >= 0);

-- One deposit per booking, once collected: how, where it stands, the owner's claim on it, the
-- guest's answer and staff's decision, and how it was settled (kept by the owner, returned).
CREATE TABLE booking_deposits (
    booking_id BIGINT PRIMARY KEY REFERENCES bookings (id),
    amount_paise BIGINT NOT NULL CHECK (amount_paise > 0),
    method TEXT NOT NULL CHECK (method IN ('online', 'cash')),
    status TEXT NOT NULL CHECK (status IN ('held', 'released', 'claimed', 'disputed', 'accepted', 'decided')),
    payment_id BIGINT REFERENCES payments (id),
    cash_receipt TEXT,
    recorded_by BIGINT REFERENCES users (id),
    collected_at BIGINT NOT NULL,
    claim_amount_paise BIGINT CHECK (claim_amount_paise > 0 AND claim_amount_paise <= amount_paise),
    claim_reason TEXT,
    claimed_at BIGINT,
    answered_at BIGINT,
    dispute_reason TEXT,
    decision TEXT CHECK (decision IN ('full', 'part', 'none')),
    decision_reason TEXT,
    decided_by TEXT,
    kept_paise BIGINT CHECK (kept_paise >= 0 AND kept_paise <= amount_paise),
    refund_id BIGINT REFERENCES refunds (id),
    settled_at BIGINT,
    CHECK ((method = 'online') = (payment_id IS NOT NULL)),
    CHECK ((status IN ('held', 'released')) = (claimed_at IS NULL)),
    CHECK ((status IN ('released', 'accepted', 'decided')) = (settled_at IS NOT NULL))
);
CREATE INDEX booking_deposits_status ON booking_deposits (status, claimed_at);

-- Up to six photos of what a claim is for, kept privately (only the booking's owner, its guest
-- and staff see them).
CREATE TABLE deposit_claim_photos (
    id BIGSERIAL PRIMARY KEY,
    booking_id BIGINT NOT NULL REFERENCES booking_deposits (booking_id),
    path TEXT NOT NULL,
    content_type TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX deposit_claim_photos_booking ON deposit_claim_photos (booking_id, id);

-- The ledger gains the deposit entries and the account deposits are held in.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('payment_captured', 'booking_confirmed', 'booking_cancelled',
        'refund_opened', 'refund_processed', 'refund_failed', 'refund_reopened', 'cash_collected',
        'adjustment', 'payout_sent', 'payout_settled', 'payout_returned',
        'stay_disputed', 'dispute_resolved',
        'deposit_collected', 'deposit_released', 'deposit_settled'));
ALTER TABLE ledger_lines DROP CONSTRAINT ledger_lines_account_check;
ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_account_check CHECK (account IN ('guest_payments', 'guest_advances', 'owner_payable',
        'cash_commission_owed', 'commission_revenue', 'gst_on_commission_payable', 'tcs_payable',
        'tds_payable', 'refunds_payable', 'refunds_failed', 'promotions_expense',
        'adjustments_expense', 'payouts_in_transit', 'payout_funds', 'disputed_earnings',
        'deposits_held'));


-- Deposit claim and outcome notices go through the outbox.
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free', 'email_changed', 'payout_sent', 'payout_failed', 'payout_details_changed', 'dispute_opened', 'dispute_resolved', 'cash_closed', 'deposit_claimed', 'deposit_settled'));
