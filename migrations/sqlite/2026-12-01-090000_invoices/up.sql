-- GST tax documents: a tax invoice for every confirmed stay, a credit note for every refund of an
-- invoiced stay, and the platform's monthly commission invoice to each owner. Each is numbered in
-- its series per financial year (April to March, Asia/Kolkata) from a counter row moved in the
-- transaction that issues it, so a rollback takes its number back with it: no gap, no reuse.
-- Every printed field is kept in the document's row, which is never changed or deleted.

-- The business a guest books for, given at checkout (optional): the invoice names it.
CREATE TABLE booking_tax_details (
    booking_id BIGINT PRIMARY KEY REFERENCES bookings (id),
    gstin TEXT NOT NULL,
    business_name TEXT NOT NULL
);

-- An owner registered for GST supplies their stays under their own legal name and GSTIN.
ALTER TABLE payout_accounts ADD COLUMN legal_name TEXT;
ALTER TABLE payout_accounts ADD COLUMN gstin TEXT;

CREATE TABLE tax_document_counters (
    series TEXT NOT NULL,
    financial_year TEXT NOT NULL,
    last_number BIGINT NOT NULL,
    PRIMARY KEY (series, financial_year)
);

CREATE TABLE tax_documents (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit_note', 'commission_invoice')),
    series TEXT NOT NULL,
    financial_year TEXT NOT NULL,
    sequence BIGINT NOT NULL CHECK (sequence > 0),
    number TEXT NOT NULL UNIQUE,
    booking_id BIGINT REFERENCES bookings (id),
    refund_id BIGINT REFERENCES refunds (id),
    -- The invoice a credit note corrects.
    original_id BIGINT REFERENCES tax_documents (id),
    -- The owner of the booked farmhouse; the recipient of a commission invoice.
    owner_id BIGINT NOT NULL REFERENCES users (id),
    guest_id BIGINT REFERENCES users (id),
    -- yyyy-mm of a commission invoice.
    month TEXT,
    -- The booking's code as printed.
    reference TEXT NOT NULL,
    issued_at BIGINT NOT NULL,
    supplier_name TEXT NOT NULL,
    supplier_gstin TEXT,
    supplier_address TEXT NOT NULL,
    -- The platform issues it as the e-commerce operator that pays the stay's GST.
    supplier_is_operator BOOLEAN NOT NULL,
    recipient_name TEXT NOT NULL,
    recipient_gstin TEXT,
    place_of_supply TEXT NOT NULL,
    sac TEXT NOT NULL,
    description TEXT NOT NULL,
    taxable_paise BIGINT NOT NULL,
    rate_bp INTEGER NOT NULL,
    cgst_paise BIGINT NOT NULL,
    sgst_paise BIGINT NOT NULL,
    igst_paise BIGINT NOT NULL,
    total_paise BIGINT NOT NULL,
    CHECK (total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
    CHECK ((kind = 'credit_note') = (original_id IS NOT NULL)),
    CHECK ((kind = 'commission_invoice') = (month IS NOT NULL)),
    UNIQUE (series, financial_year, sequence)
);
CREATE UNIQUE INDEX tax_documents_one_invoice ON tax_documents (booking_id) WHERE kind = 'invoice';
CREATE UNIQUE INDEX tax_documents_one_credit_note ON tax_documents (refund_id)
    WHERE refund_id IS NOT NULL;
CREATE UNIQUE INDEX tax_documents_one_commission ON tax_documents (owner_id, month)
    WHERE kind = 'commission_invoice';
CREATE INDEX tax_documents_booking ON tax_documents (booking_id);
CREATE INDEX tax_documents_kind_issued ON tax_documents (kind, issued_at);

CREATE TRIGGER tax_documents_no_update BEFORE UPDATE ON tax_documents
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot change');
END;
CREATE TRIGGER tax_documents_no_delete BEFORE DELETE ON tax_documents
BEGIN
    SELECT RAISE(ABORT, 'an issued tax document cannot change');
END;
