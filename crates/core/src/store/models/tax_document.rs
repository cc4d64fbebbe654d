//! GST tax documents (`tax_documents`), their numbering counters (`tax_document_counters`) and the
//! business a guest booked for (`booking_tax_details`).

use diesel::prelude::*;

use crate::ids::{BookingId, RefundId, UserId};
use crate::kinds::invoice::DocumentKind;
use crate::store::schema::{booking_tax_details, tax_documents};

/// An issued document: every printed field as it was printed. Never changed.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = tax_documents)]
pub struct TaxDocumentRow {
    pub id: i64,
    pub kind: DocumentKind,
    pub series: String,
    pub financial_year: String,
    pub sequence: i64,
    pub number: String,
    pub booking_id: Option<BookingId>,
    pub refund_id: Option<RefundId>,
    pub original_id: Option<i64>,
    pub owner_id: UserId,
    pub guest_id: Option<UserId>,
    pub month: Option<String>,
    pub reference: String,
    pub issued_at: i64,
    pub supplier_name: String,
    pub supplier_gstin: Option<String>,
    pub supplier_address: String,
    pub supplier_is_operator: bool,
    pub recipient_name: String,
    pub recipient_gstin: Option<String>,
    pub place_of_supply: String,
    pub sac: String,
    pub description: String,
    pub taxable_paise: i64,
    pub rate_bp: i32,
    pub cgst_paise: i64,
    pub sgst_paise: i64,
    pub igst_paise: i64,
    pub total_paise: i64,
}

/// A document to issue; its series, year, sequence and number come from the counter.
#[derive(Debug, Clone, PartialEq, Eq, Insertable)]
#[diesel(table_name = tax_documents)]
pub struct NewTaxDocument {
    pub kind: DocumentKind,
    pub series: String,
    pub financial_year: String,
    pub sequence: i64,
    pub number: String,
    pub booking_id: Option<BookingId>,
    pub refund_id: Option<RefundId>,
    pub original_id: Option<i64>,
    pub owner_id: UserId,
    pub guest_id: Option<UserId>,
    pub month: Option<String>,
    pub reference: String,
    pub issued_at: i64,
    pub supplier_name: String,
    pub supplier_gstin: Option<String>,
    pub supplier_address: String,
    pub supplier_is_operator: bool,
    pub recipient_name: String,
    pub recipient_gstin: Option<String>,
    pub place_of_supply: String,
    pub sac: String,
    pub description: String,
    pub taxable_paise: i64,
    pub rate_bp: i32,
    pub cgst_paise: i64,
    pub sgst_paise: i64,
    pub igst_paise: i64,
    pub total_paise: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = booking_tax_details)]
pub struct BookingTaxDetailsRow {
    pub booking_id: BookingId,
    pub gstin: String,
    pub business_name: String,
}
