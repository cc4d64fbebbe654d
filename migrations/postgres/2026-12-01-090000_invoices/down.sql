DROP TABLE tax_documents;
DROP FUNCTION tax_documents_immutable();
DROP TABLE tax_document_counters;
ALTER TABLE payout_accounts DROP COLUMN gstin;
ALTER TABLE payout_accounts DROP COLUMN legal_name;
DROP TABLE booking_tax_details;
