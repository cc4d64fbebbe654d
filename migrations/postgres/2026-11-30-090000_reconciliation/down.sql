DROP INDEX ledger_entries_refund;
DROP INDEX ledger_entries_payment;
DROP INDEX payouts_status_settled;
DROP INDEX payouts_created;
DROP INDEX refunds_status_updated;
DROP INDEX payments_status_updated;
