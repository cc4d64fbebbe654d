-- The reconciliation of provider payments and payouts against the ledger (`escapes ledger
-- reconcile`, GET /api/v1/admin/reconciliation) reads each side by day: captured payments and
-- processed refunds by when they changed, payouts by when they were made and settled, and the
-- ledger's entries by the payment, refund or payout they record.
CREATE INDEX payments_status_updated ON payments (status, updated_at);
CREATE INDEX refunds_status_updated ON refunds (status, updated_at);
CREATE INDEX payouts_created ON payouts (created_at);
CREATE INDEX payouts_status_settled ON payouts (status, settled_at);
CREATE INDEX ledger_entries_payment ON ledger_entries (payment_id);
CREATE INDEX ledger_entries_refund ON ledger_entries (refund_id);
