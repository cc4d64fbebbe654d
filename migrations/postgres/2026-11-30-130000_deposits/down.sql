-- Undoing deposits drops their ledger entries with them (the append-only triggers are paused for it).
DELETE FROM notification_outbox WHERE event IN ('deposit_claimed', 'deposit_settled');
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free', 'email_changed', 'payout_sent', 'payout_failed', 'payout_details_changed', 'dispute_opened', 'dispute_resolved', 'cash_closed'));
ALTER TABLE ledger_lines DISABLE TRIGGER USER;
ALTER TABLE ledger_entries DISABLE TRIGGER USER;
DELETE FROM ledger_lines WHERE entry_id IN (SELECT id FROM ledger_entries WHERE kind IN ('deposit_collected', 'deposit_released', 'deposit_settled'));
DELETE FROM ledger_entries WHERE kind IN ('deposit_collected', 'deposit_released', 'deposit_settled');
DELETE FROM ledger_balances WHERE account = 'deposits_held';
ALTER TABLE ledger_lines ENABLE TRIGGER USER;
ALTER TABLE ledger_entries ENABLE TRIGGER USER;
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

DROP TABLE deposit_claim_photos;
DROP TABLE booking_deposits;
ALTER TABLE payments DROP COLUMN deposit_paise;
ALTER TABLE bookings DROP COLUMN deposit_paise;
ALTER TABLE properties DROP COLUMN security_deposit_paise;
