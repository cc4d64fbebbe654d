-- Only owner accounts keep a running balance (crates/core/src/ledger/journal.rs): a platform-wide
-- account's row was moved by every capture and confirmation, so concurrent bookings queued on
-- it. Its balance is the sum of its lines.
DELETE FROM ledger_balances WHERE owner_id = 0;
