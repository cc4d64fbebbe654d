//! Issuing GST documents inside the caller's write transaction: the booking's tax invoice with
//! its confirmation, a credit note with each refund of an invoiced booking, and an owner's
//! commission invoice for a month that is over. Every printed field is kept in the row.

use chrono::Datelike;

use super::gstin;
use super::{
    PLACE_OF_SUPPLY, PLATFORM_ADDRESS, PLATFORM_GSTIN, PLATFORM_LEGAL_NAME, SAC_ACCOMMODATION,
    SAC_COMMISSION,
};
use crate::error::CoreError;
use crate::ids::UserId;
use crate::kinds::invoice::DocumentKind;
use crate::store::bookings::BookingRow;
use crate::store::invoices::{self as db, NewTaxDocument, TaxDocumentRow};
use crate::store::models::RefundRow;
use crate::store::DbConnection;
use crate::time::{from_epoch, today_ist};

/// The Indian financial year (April to March) of the Asia/Kolkata date at `at`: "2026-27".
pub fn financial_year(at: i64) -> String {
    let date = today_ist(from_epoch(at));
    let start = if date.month() >= 4 {
        date.year()
    } else {
        date.year() - 1
    };
    format!("{start}-{:02}", (start + 1) % 100)
}

/// A document's number: `HE/26-27/000123` for the financial year "2026-27". GST allows a
/// document number of at most 16 characters (CGST Rules, rule 46(b)), so the year is printed
/// short; the series keeps the year in full (`tax_documents.financial_year`).
pub fn number(series: &str, financial_year: &str, sequence: i64) -> String {
    let short_year = financial_year.get(2..).unwrap_or(financial_year);
    format!("{series}/{short_year}/{sequence:06}")
}

/// The longest number a series prints: GST's limit for a document number.
pub const MAX_NUMBER_CHARS: usize = 16;

/// GST split by where the recipient is: central and state tax halves within Telangana (and for
/// a recipient without a GSTIN), integrated tax for a GSTIN of another state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TaxSplit {
    pub cgst: i64,
    pub sgst: i64,
    pub igst: i64,
}

pub fn split_tax(gst: i64, recipient_gstin: Option<&str>) -> TaxSplit {
    let interstate = recipient_gstin
        .and_then(gstin::state_of)
        .is_some_and(|state| state != gstin::TELANGANA);
    if interstate {
        TaxSplit {
            cgst: 0,
            sgst: 0,
            igst: gst,
        }
    } else {
        let cgst = gst / 2;
        TaxSplit {
            cgst,
            sgst: gst - cgst,
            igst: 0,
        }
    }
}

/// Who supplies a stay, as its invoice prints them.
struct Supplier {
    name: String,
    gstin: Option<String>,
    address: String,
    operator: bool,
}

/// The owner registered for GST (a legal name and GSTIN in their payout details) supplies it
/// themselves; otherwise the platform, as the e-commerce operator that pays its GST.
fn supplier_of(
    c: &mut DbConnection,
    owner: UserId,
    farmhouse_address: &str,
) -> Result<Supplier, CoreError> {
    let account = crate::store::payouts::current_account(c, owner)?;
    if let Some((name, gstin)) = account.and_then(|a| a.legal_name.zip(a.gstin)) {
        return Ok(Supplier {
            name,
            gstin: Some(gstin),
            address: farmhouse_address.to_string(),
            operator: false,
        });
    }
    Ok(Supplier {
        name: PLATFORM_LEGAL_NAME.into(),
        gstin: Some(PLATFORM_GSTIN.into()),
        address: PLATFORM_ADDRESS.into(),
        operator: true,
    })
}

fn name_of(c: &mut DbConnection, user: UserId) -> Result<String, CoreError> {
    Ok(crate::store::support::user(c, user)?
        .map(|u| u.full_name)
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| format!("Account {user}")))
}

/// Numbers `doc` in its series and year (the counter moves in the caller's transaction) and
/// keeps it.
fn issue(c: &mut DbConnection, mut doc: NewTaxDocument) -> Result<TaxDocumentRow, CoreError> {
    let series = doc.kind.series();
    let year = financial_year(doc.issued_at);
    let sequence = db::next_number(c, series, &year)?;
    doc.series = series.to_string();
    doc.number = number(series, &year, sequence);
    doc.financial_year = year;
    doc.sequence = sequence;
    db::insert(c, &doc)
}

/// The GST rate of a booking's stored tax: the slab `pricing` applied, found again from its
/// taxable value and tax.
fn rate_of(taxable: i64, gst: i64) -> i64 {
    crate::pricing::gst_rate_bp_of(crate::money::Paise(taxable), crate::money::Paise(gst))
}

/// The tax invoice of booking `b`, confirmed at `at`, inside the confirmation's transaction.
/// Issued once: a booking that has one keeps it.
pub(crate) fn invoice_in(
    c: &mut DbConnection,
    b: &BookingRow,
    at: i64,
) -> Result<TaxDocumentRow, CoreError> {
    if let Some(existing) = db::invoice_of(c, b.id)? {
        return Ok(existing);
    }
    let property = crate::store::bookings::property(c, b.property_id)?
        .ok_or(CoreError::NotFound(crate::Missing::Property))?;
    let supplier = supplier_of(c, property.owner_id, &property.address)?;
    let (recipient_name, recipient_gstin) = match db::tax_details(c, b.id)? {
        Some(d) => (d.business_name, Some(d.gstin)),
        None => (name_of(c, b.guest_id)?, None),
    };
    let owner_name = name_of(c, property.owner_id)?;
    let taxable = b.total_paise - b.gst_paise;
    let split = split_tax(b.gst_paise, recipient_gstin.as_deref());
    let when = crate::time::ist_day_time_label;
    let description = format!(
        "Farmhouse stay at {}, {} to {} ({} guests), provided by {owner_name}",
        property.title,
        when(b.starts_at),
        when(b.ends_at),
        b.guests
    );
    issue(
        c,
        NewTaxDocument {
            kind: DocumentKind::Invoice,
            series: String::new(),
            financial_year: String::new(),
            sequence: 0,
            number: String::new(),
            booking_id: Some(b.id),
            refund_id: None,
            original_id: None,
            owner_id: property.owner_id,
            guest_id: Some(b.guest_id),
            month: None,
            reference: b.code.clone(),
            issued_at: at,
            supplier_name: supplier.name,
            supplier_gstin: supplier.gstin,
            supplier_address: supplier.address,
            supplier_is_operator: supplier.operator,
            recipient_name,
            recipient_gstin,
            place_of_supply: PLACE_OF_SUPPLY.into(),
            sac: SAC_ACCOMMODATION.into(),
            description,
            taxable_paise: taxable,
            rate_bp: rate_of(taxable, b.gst_paise) as i32,
            cgst_paise: split.cgst,
            sgst_paise: split.sgst,
            igst_paise: split.igst,
            total_paise: b.total_paise,
        },
    )
}

/// A credit note for each of `refunds` (opened for booking `b` at `at`, in the caller's
/// transaction) against the booking's tax invoice: the refund's amount, its taxable value and tax
/// in the invoice's proportion, the last credit taking what is left to the paisa. A booking never
/// confirmed has no invoice, and so no credit note (the money was an advance for a stay never
/// supplied); nothing is credited beyond the invoice.
pub(crate) fn credit_notes_in(
    c: &mut DbConnection,
    b: &BookingRow,
    refunds: &[RefundRow],
    at: i64,
) -> Result<Vec<TaxDocumentRow>, CoreError> {
    let Some(invoice) = db::invoice_of(c, b.id)? else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for refund in refunds {
        let before = db::for_bookings(c, &[b.id])?;
        let credits: Vec<&TaxDocumentRow> = before
            .iter()
            .filter(|d| d.original_id == Some(invoice.id))
            .collect();
        let sum = |f: fn(&TaxDocumentRow) -> i64| credits.iter().map(|d| f(d)).sum::<i64>();
        let left = invoice.total_paise - sum(|d| d.total_paise);
        let amount = refund.amount_paise.min(left);
        if amount <= 0 {
            continue;
        }
        let (taxable, cgst, sgst, igst) = if amount == left {
            (
                invoice.taxable_paise - sum(|d| d.taxable_paise),
                invoice.cgst_paise - sum(|d| d.cgst_paise),
                invoice.sgst_paise - sum(|d| d.sgst_paise),
                invoice.igst_paise - sum(|d| d.igst_paise),
            )
        } else {
            let taxable = (i128::from(amount) * i128::from(invoice.taxable_paise)
                / i128::from(invoice.total_paise.max(1))) as i64;
            let tax = amount - taxable;
            let split = if invoice.igst_paise > 0 {
                TaxSplit {
                    cgst: 0,
                    sgst: 0,
                    igst: tax,
                }
            } else {
                split_tax(tax, None)
            };
            (taxable, split.cgst, split.sgst, split.igst)
        };
        let description = format!(
            "Refund of booking {} against tax invoice {} dated {}: {}",
            b.code,
            invoice.number,
            crate::time::ist_date_label(invoice.issued_at),
            refund.reason
        );
        out.push(issue(
            c,
            NewTaxDocument {
                kind: DocumentKind::CreditNote,
                series: String::new(),
                financial_year: String::new(),
                sequence: 0,
                number: String::new(),
                booking_id: Some(b.id),
                refund_id: Some(refund.id),
                original_id: Some(invoice.id),
                owner_id: invoice.owner_id,
                guest_id: invoice.guest_id,
                month: None,
                reference: invoice.reference.clone(),
                issued_at: at,
                supplier_name: invoice.supplier_name.clone(),
                supplier_gstin: invoice.supplier_gstin.clone(),
                supplier_address: invoice.supplier_address.clone(),
                supplier_is_operator: invoice.supplier_is_operator,
                recipient_name: invoice.recipient_name.clone(),
                recipient_gstin: invoice.recipient_gstin.clone(),
                place_of_supply: invoice.place_of_supply.clone(),
                sac: invoice.sac.clone(),
                description,
                taxable_paise: taxable,
                rate_bp: invoice.rate_bp,
                cgst_paise: cgst,
                sgst_paise: sgst,
                igst_paise: igst,
                total_paise: amount,
            },
        )?);
    }
    Ok(out)
}

/// The platform's invoice to `owner` for its commission in `month` (yyyy-mm, over by `now`),
/// inside the caller's write transaction: the ledger's commission and GST on it for the owner's
/// stays posted that month. Issued once; `None` for a month that earned the platform nothing.
pub(crate) fn commission_invoice_in(
    c: &mut DbConnection,
    owner: UserId,
    month: &str,
    (from, to): (i64, i64),
    now: i64,
) -> Result<Option<TaxDocumentRow>, CoreError> {
    if let Some(existing) = db::commission_invoice(c, owner, month)? {
        return Ok(Some(existing));
    }
    let (commission, gst) = db::commission_in(c, owner, from, to)?;
    if commission <= 0 {
        return Ok(None);
    }
    let account = crate::store::payouts::current_account(c, owner)?;
    let (recipient_name, recipient_gstin) = match account.and_then(|a| a.legal_name.zip(a.gstin)) {
        Some((name, gstin)) => (name, Some(gstin)),
        None => (name_of(c, owner)?, None),
    };
    let gst = gst.max(0);
    let split = split_tax(gst, recipient_gstin.as_deref());
    let label = crate::i18n::ist_format(crate::language::Language::En, from, "%B %Y");
    Ok(Some(issue(
        c,
        NewTaxDocument {
            kind: DocumentKind::CommissionInvoice,
            series: String::new(),
            financial_year: String::new(),
            sequence: 0,
            number: String::new(),
            booking_id: None,
            refund_id: None,
            original_id: None,
            owner_id: owner,
            guest_id: None,
            month: Some(month.to_string()),
            reference: format!("Commission {month}"),
            issued_at: now.max(to),
            supplier_name: PLATFORM_LEGAL_NAME.into(),
            supplier_gstin: Some(PLATFORM_GSTIN.into()),
            supplier_address: PLATFORM_ADDRESS.into(),
            supplier_is_operator: false,
            recipient_name,
            recipient_gstin,
            place_of_supply: PLACE_OF_SUPPLY.into(),
            sac: SAC_COMMISSION.into(),
            description: format!(
                "Marketplace commission on farmhouse stays booked through the platform, {label}"
            ),
            taxable_paise: commission,
            rate_bp: crate::pricing::GST_ON_COMMISSION_BP as i32,
            cgst_paise: split.cgst,
            sgst_paise: split.sgst,
            igst_paise: split.igst,
            total_paise: commission + gst,
        },
    )?))
}

/// What is wrong with the documents' numbering: in each series and year every number from 1 to
/// the counter's last is issued exactly once.
pub fn numbering_problems(c: &mut DbConnection) -> Result<Vec<String>, CoreError> {
    let mut problems = Vec::new();
    let issued = db::sequences(c)?;
    let counters = db::counters(c)?;
    for (series, year, last) in counters.iter().cloned() {
        let got: Vec<i64> = issued
            .iter()
            .filter(|(s, y, _)| *s == series && *y == year)
            .map(|(_, _, n)| *n)
            .collect();
        let expected: Vec<i64> = (1..=last).collect();
        if got != expected {
            problems.push(format!(
                "{series} {year}: counter at {last}, issued {} numbers ({:?}…)",
                got.len(),
                got.iter().take(8).collect::<Vec<_>>()
            ));
        }
    }
    for (series, year, _) in &issued {
        if !counters.iter().any(|(s, y, _)| s == series && y == year) {
            problems.push(format!("{series} {year}: documents without a counter"));
        }
    }
    Ok(problems)
}
