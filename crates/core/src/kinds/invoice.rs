//! The closed set of GST tax documents as `tax_documents.kind` stores it (the rules are
//! `invoices`).

use crate::text_enum::text_enum;

text_enum! {
    /// A tax invoice for a stay, a credit note for a refund of one, or the platform's monthly
    /// invoice to an owner for its commission.
    pub enum DocumentKind("tax document kind") {
        Invoice = "invoice",
        CreditNote = "credit_note",
        CommissionInvoice = "commission_invoice",
    }
}

impl DocumentKind {
    /// The series its numbers run in, each gap-free per financial year: `HE/26-27/000123`. At
    /// most three letters, so that a number stays within GST's 16 characters (`invoices::number`).
    pub fn series(self) -> &'static str {
        match self {
            Self::Invoice => "HE",
            Self::CreditNote => "HEC",
            Self::CommissionInvoice => "HEM",
        }
    }
}
