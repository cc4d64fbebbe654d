-- Fewer index entries written per posting (a capture and a confirmation each post an entry in
-- their transaction; BENCHMARKS.md, "Ledger posting on paid bookings"): the indexes on ids most
-- entries leave empty, and on the owner most lines have none of, skip those rows.
DROP INDEX ledger_entries_booking;
DROP INDEX ledger_entries_payout;
DROP INDEX ledger_entries_payment;
DROP INDEX ledger_entries_refund;
DROP INDEX ledger_lines_owner;
CREATE INDEX ledger_entries_booking ON ledger_entries (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX ledger_entries_payout ON ledger_entries (payout_id) WHERE payout_id IS NOT NULL;
CREATE INDEX ledger_entries_payment ON ledger_entries (payment_id) WHERE payment_id IS NOT NULL;
CREATE INDEX ledger_entries_refund ON ledger_entries (refund_id) WHERE refund_id IS NOT NULL;
CREATE INDEX ledger_lines_owner ON ledger_lines (owner_id, account) WHERE owner_id IS NOT NULL;
