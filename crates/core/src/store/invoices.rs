//! GST tax document queries: the numbering counter, issuing (an insert, never an update), reading
//! documents back for a booking, an owner or the console, and the ledger's commission lines a
//! commission invoice is drawn from. The rules live in `crate::invoices`.

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};

pub use super::models::{BookingTaxDetailsRow, NewTaxDocument, TaxDocumentRow};
use super::schema::{
    booking_tax_details, ledger_entries, ledger_lines, tax_document_counters, tax_documents,
};
use super::text::{contains_pattern, lower};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{BookingId, UserId};
use crate::kinds::invoice::DocumentKind;
use crate::kinds::ledger::Account;

#[derive(QueryableByName)]
struct Counted {
    #[diesel(sql_type = BigInt)]
    last_number: i64,
}

/// The next number of `series` in `financial_year`, inside the caller's write transaction: one
/// upsert, so concurrent issuers take turns on the counter's row (PostgreSQL holds its lock to
/// the commit) and a rollback gives the number back.
pub fn next_number(
    conn: &mut DbConnection,
    series: &str,
    financial_year: &str,
) -> Result<i64, CoreError> {
    const UPSERT: &str = "INSERT INTO tax_document_counters (series, financial_year, last_number) \
        VALUES ({1}, {2}, 1) ON CONFLICT (series, financial_year) \
        DO UPDATE SET last_number = tax_document_counters.last_number + 1 RETURNING last_number";
    let sql = |a: &str, b: &str| UPSERT.replace("{1}", a).replace("{2}", b);
    let row: Counted = match conn {
        DbConnection::Sqlite(c) => diesel::sql_query(sql("?", "?"))
            .bind::<Text, _>(series)
            .bind::<Text, _>(financial_year)
            .get_result(c)?,
        DbConnection::Postgresql(c) => diesel::sql_query(sql("$1", "$2"))
            .bind::<Text, _>(series)
            .bind::<Text, _>(financial_year)
            .get_result(c)?,
    };
    Ok(row.last_number)
}

pub fn insert(conn: &mut DbConnection, new: &NewTaxDocument) -> Result<TaxDocumentRow, CoreError> {
    let id: i64 = diesel::insert_into(tax_documents::table)
        .values(new)
        .returning(tax_documents::id)
        .get_result(conn)?;
    document(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::TaxDocument))
}

pub fn document(conn: &mut DbConnection, id: i64) -> Result<Option<TaxDocumentRow>, CoreError> {
    Ok(tax_documents::table
        .find(id)
        .select(TaxDocumentRow::as_select())
        .first(conn)
        .optional()?)
}

/// The documents of these bookings, oldest first.
pub fn for_bookings(
    conn: &mut DbConnection,
    ids: &[BookingId],
) -> Result<Vec<TaxDocumentRow>, CoreError> {
    let mut out = Vec::new();
    for chunk in ids.chunks(5_000) {
        out.extend(
            tax_documents::table
                .filter(tax_documents::booking_id.eq_any(chunk))
                .order(tax_documents::id.asc())
                .select(TaxDocumentRow::as_select())
                .load(conn)?,
        );
    }
    Ok(out)
}

/// The booking's tax invoice, once issued.
pub fn invoice_of(
    conn: &mut DbConnection,
    booking: BookingId,
) -> Result<Option<TaxDocumentRow>, CoreError> {
    Ok(tax_documents::table
        .filter(tax_documents::booking_id.eq(booking))
        .filter(tax_documents::kind.eq(DocumentKind::Invoice))
        .select(TaxDocumentRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn commission_invoice(
    conn: &mut DbConnection,
    owner: UserId,
    month: &str,
) -> Result<Option<TaxDocumentRow>, CoreError> {
    Ok(tax_documents::table
        .filter(tax_documents::kind.eq(DocumentKind::CommissionInvoice))
        .filter(tax_documents::owner_id.eq(owner))
        .filter(tax_documents::month.eq(month))
        .select(TaxDocumentRow::as_select())
        .first(conn)
        .optional()?)
}

/// What the console's lists narrow documents to.
#[derive(Debug, Clone, Default)]
pub struct DocumentFilter {
    pub kinds: Vec<DocumentKind>,
    pub booking: Option<BookingId>,
    pub owner: Option<UserId>,
    pub guest: Option<UserId>,
    /// Part of the number or the booking's code.
    pub q: Option<String>,
    pub financial_year: Option<String>,
    /// Issued from (inclusive) and until (exclusive), epoch seconds.
    pub from: Option<i64>,
    pub to: Option<i64>,
}

/// Documents matching `f`, newest first, and how many match.
pub fn list(
    conn: &mut DbConnection,
    f: &DocumentFilter,
    offset: i64,
    limit: i64,
) -> Result<(Vec<TaxDocumentRow>, i64), CoreError> {
    let query = || {
        let mut q = tax_documents::table.into_boxed();
        if !f.kinds.is_empty() {
            q = q.filter(tax_documents::kind.eq_any(f.kinds.clone()));
        }
        if let Some(b) = f.booking {
            q = q.filter(tax_documents::booking_id.eq(b));
        }
        if let Some(o) = f.owner {
            q = q.filter(tax_documents::owner_id.eq(o));
        }
        if let Some(g) = f.guest {
            q = q.filter(tax_documents::guest_id.eq(g));
        }
        if let Some(text) = &f.q {
            let like = contains_pattern(text);
            q = q.filter(
                lower(tax_documents::number)
                    .like(like.clone())
                    .escape('\\')
                    .or(lower(tax_documents::reference).like(like).escape('\\')),
            );
        }
        if let Some(fy) = &f.financial_year {
            q = q.filter(tax_documents::financial_year.eq(fy.clone()));
        }
        if let Some(from) = f.from {
            q = q.filter(tax_documents::issued_at.ge(from));
        }
        if let Some(to) = f.to {
            q = q.filter(tax_documents::issued_at.lt(to));
        }
        q
    };
    let total: i64 = query().count().get_result(conn)?;
    let rows = query()
        .order(tax_documents::id.desc())
        .offset(offset)
        .limit(limit)
        .select(TaxDocumentRow::as_select())
        .load(conn)?;
    Ok((rows, total))
}

/// Every document's (series, financial year, sequence), for the numbering's check.
pub fn sequences(conn: &mut DbConnection) -> Result<Vec<(String, String, i64)>, CoreError> {
    Ok(tax_documents::table
        .order((
            tax_documents::series.asc(),
            tax_documents::financial_year.asc(),
            tax_documents::sequence.asc(),
        ))
        .select((
            tax_documents::series,
            tax_documents::financial_year,
            tax_documents::sequence,
        ))
        .load(conn)?)
}

/// Every counter: (series, financial year, last number given).
pub fn counters(conn: &mut DbConnection) -> Result<Vec<(String, String, i64)>, CoreError> {
    Ok(tax_document_counters::table
        .order((
            tax_document_counters::series.asc(),
            tax_document_counters::financial_year.asc(),
        ))
        .select((
            tax_document_counters::series,
            tax_document_counters::financial_year,
            tax_document_counters::last_number,
        ))
        .load(conn)?)
}

pub fn insert_tax_details(
    conn: &mut DbConnection,
    row: &BookingTaxDetailsRow,
) -> Result<(), CoreError> {
    diesel::insert_into(booking_tax_details::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

pub fn tax_details(
    conn: &mut DbConnection,
    booking: BookingId,
) -> Result<Option<BookingTaxDetailsRow>, CoreError> {
    Ok(booking_tax_details::table
        .find(booking)
        .select(BookingTaxDetailsRow::as_select())
        .first(conn)
        .optional()?)
}

/// The owners whose stays posted ledger entries in `[from, to)`: those a month's commission
/// invoice may be owed to.
pub fn owners_with_stay_entries(
    conn: &mut DbConnection,
    from: i64,
    to: i64,
) -> Result<Vec<UserId>, CoreError> {
    Ok(ledger_lines::table
        .inner_join(ledger_entries::table)
        .filter(ledger_lines::owner_id.is_not_null())
        .filter(ledger_entries::booking_id.is_not_null())
        .filter(ledger_entries::created_at.ge(from))
        .filter(ledger_entries::created_at.lt(to))
        .select(ledger_lines::owner_id.assume_not_null())
        .distinct()
        .order(ledger_lines::owner_id.assume_not_null())
        .load(conn)?)
}

/// The platform's commission and the GST on it for `owner`'s stays, from the ledger entries
/// posted in `[from, to)` (a cancellation's reversal counts against them): (commission, GST).
pub fn commission_in(
    conn: &mut DbConnection,
    owner: UserId,
    from: i64,
    to: i64,
) -> Result<(i64, i64), CoreError> {
    let entries: Vec<i64> = ledger_lines::table
        .inner_join(ledger_entries::table)
        .filter(ledger_lines::owner_id.eq(owner))
        .filter(ledger_entries::booking_id.is_not_null())
        .filter(ledger_entries::created_at.ge(from))
        .filter(ledger_entries::created_at.lt(to))
        .select(ledger_lines::entry_id)
        .distinct()
        .load(conn)?;
    let (mut commission, mut gst) = (0, 0);
    for chunk in entries.chunks(5_000) {
        let lines: Vec<(Account, i64)> = ledger_lines::table
            .filter(ledger_lines::entry_id.eq_any(chunk))
            .filter(ledger_lines::account.eq_any([
                Account::CommissionRevenue.as_str(),
                Account::GstOnCommissionPayable.as_str(),
            ]))
            .select((ledger_lines::account, ledger_lines::amount_paise))
            .load(conn)?;
        for (account, amount) in lines {
            // Revenue and tax owed are credits: negative amounts.
            match account {
                Account::CommissionRevenue => commission -= amount,
                _ => gst -= amount,
            }
        }
    }
    Ok((commission, gst))
}
