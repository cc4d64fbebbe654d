-- Undoing payment plans drops the balance entries and reminders with them (the append-only
-- triggers are paused for it).
DELETE FROM notification_outbox WHERE event = 'balance_reminder';
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired', 'late_payment_refund', 'review_reminder', 'price_drop', 'date_free', 'email_changed', 'payout_sent', 'payout_failed', 'payout_details_changed', 'dispute_opened', 'dispute_resolved', 'cash_closed', 'deposit_claimed', 'deposit_settled'));
ALTER TABLE ledger_lines DISABLE TRIGGER USER;
ALTER TABLE ledger_entries DISABLE TRIGGER USER;
DELETE FROM ledger_lines WHERE entry_id IN (SELECT id FROM ledger_entries WHERE kind = 'balance_confirmed');
DELETE FROM ledger_entries WHERE kind = 'balance_confirmed';
ALTER TABLE ledger_lines ENABLE TRIGGER USER;
ALTER TABLE ledger_entries ENABLE TRIGGER USER;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('payment_captured', 'booking_confirmed', 'booking_cancelled',
        'refund_opened', 'refund_processed', 'refund_failed', 'refund_reopened', 'cash_collected',
        'adjustment', 'payout_sent', 'payout_settled', 'payout_returned',
        'stay_disputed', 'dispute_resolved',
        'deposit_collected', 'deposit_released', 'deposit_settled'));

DROP INDEX bookings_balance_due;
ALTER TABLE payments DROP COLUMN part;
ALTER TABLE bookings DROP COLUMN balance_reminders;
ALTER TABLE bookings DROP COLUMN balance_paid_at;
ALTER TABLE bookings DROP COLUMN balance_method;
ALTER TABLE bookings DROP COLUMN balance_due_at;
ALTER TABLE bookings DROP COLUMN advance_paise;
DROP TABLE property_payment_plans;
