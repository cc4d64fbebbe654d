-- A guest's report of a problem with a stay (a dispute) holds its earnings until staff resolve
-- it, and a cash stay its owner did not mark within 48 hours counts as collected, marked by the
-- system (PRODUCT.md "Money and the ledger").

-- One dispute per booking: the guest's reason, and staff's resolution (release the earnings to
-- the owner, or refund the guest) with their reason.
CREATE TABLE booking_disputes (
    id BIGSERIAL PRIMARY KEY,
    booking_id BIGINT NOT NULL UNIQUE REFERENCES bookings (id),
    guest_id BIGINT NOT NULL REFERENCES users (id),
    reason TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'released', 'refunded')),
    created_at BIGINT NOT NULL,
    resolved_at BIGINT,
    resolved_by TEXT,
    resolution_reason TEXT,
    CHECK ((status = 'open') = (resolved_at IS NULL))
);
CREATE INDEX booking_disputes_status ON booking_disputes (status, created_at);

-- A cash mark the system made when the owner's window closed unmarked (marked_by is the owner
-- whose stay it is).
ALTER TABLE cash_marks ADD COLUMN by_system BOOLEAN NOT NULL DEFAULT FALSE;

-- The ledger gains the dispute entries and an account per owner for earnings held by a dispute.
-- The per-owner CHECK had no name; it is found by what it says.
DO $$
DECLARE c record;
BEGIN
    FOR c IN SELECT conname FROM pg_constraint
        WHERE contype = 'c' AND conrelid = 'ledger_lines'::regclass
            AND pg_get_constraintdef(oid) LIKE '%owner_id IS NOT NULL%'
    LOOP
        EXECUTE format('ALTER TABLE ledger_lines DROP CONSTRAINT %I', c.conname);
    END LOOP;
END
$$;
ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_owner_check
    CHECK ((account IN ('owner_payable', 'cash_commission_owed', 'disputed_earnings')) = (owner_id IS NOT NULL));
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('payment_captured', 'booking_confirmed', 'booking_cancelled',
        'refund_opened', 'refund_processed', 'refund_failed', 'refund_reopened', 'cash_collected',
        'adjustment', 'payout_sent', 'payout_settled', 'payout_returned',
        'stay_disputed', 'dispute_resolved'));
ALTER TABLE ledger_lines DROP CONSTRAINT ledger_lines_account_check;
ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_account_check CHECK (account IN ('guest_payments', 'guest_advances', 'owner_payable',
        'cash_commission_owed', 'commission_revenue', 'gst_on_commission_payable', 'tcs_payable',
        'tds_payable', 'refunds_payable', 'refunds_failed', 'promotions_expense',
        'adjustments_expense', 'payouts_in_transit', 'payout_funds', 'disputed_earnings'));

-- Dispute and closed-window notices go through the outbox.
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free', 'email_changed', 'payout_sent', 'payout_failed', 'payout_details_changed', 'dispute_opened', 'dispute_resolved', 'cash_closed'));
