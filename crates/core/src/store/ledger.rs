//! Ledger queries: entries and lines appended (never changed), owner accounts' running balances
//! moved in the same transaction, and the reads `ledger check` and the owner's balance need. The rules
//! (which lines an event posts, that they balance) live in `crate::ledger`.

use diesel::prelude::*;

pub use super::models::{
    BalanceRow, CashMarkRow, DisputeRow, EntryRow, LineRow, NewDispute, NewEntry, NewLine,
    WithholdingRateRow,
};
use super::schema::{
    booking_disputes, cash_marks, ledger_balances, ledger_entries, ledger_lines, withholding_rates,
};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{BookingId, UserId};
use crate::kinds::ledger::{Account, DisputeStatus};

pub fn insert_entry(conn: &mut DbConnection, new: &NewEntry) -> Result<i64, CoreError> {
    Ok(diesel::insert_into(ledger_entries::table)
        .values(new)
        .returning(ledger_entries::id)
        .get_result(conn)?)
}

pub fn insert_lines(conn: &mut DbConnection, lines: &[NewLine]) -> Result<(), CoreError> {
    insert_rows!(conn, ledger_lines::table, lines)?;
    Ok(())
}

/// Moves one owner account's running balance by `delta`, creating its row on first use. One
/// upsert, so two transactions posting to a new account at once both count (PostgreSQL waits on
/// the row).
pub fn add_to_balance(
    conn: &mut DbConnection,
    account: Account,
    owner_id: i64,
    delta: i64,
) -> Result<(), CoreError> {
    use diesel::upsert::excluded;
    use ledger_balances::dsl as b;
    // The typed upsert on each backend's own connection, so the statement is prepared once per
    // connection rather than on every posting.
    macro_rules! upsert {
        ($c:expr) => {
            diesel::insert_into(ledger_balances::table)
                .values((
                    b::account.eq(account.as_str()),
                    b::owner_id.eq(owner_id),
                    b::balance_paise.eq(delta),
                ))
                .on_conflict((b::account, b::owner_id, b::provider))
                .do_update()
                .set(b::balance_paise.eq(b::balance_paise + excluded(b::balance_paise)))
                .execute($c)
        };
    }
    match conn {
        DbConnection::Sqlite(c) => upsert!(c)?,
        DbConnection::Postgresql(c) => upsert!(c)?,
    };
    Ok(())
}

pub fn balances(conn: &mut DbConnection) -> Result<Vec<BalanceRow>, CoreError> {
    Ok(ledger_balances::table
        .select(BalanceRow::as_select())
        .load(conn)?)
}

/// Every entry, oldest first.
pub fn entries(conn: &mut DbConnection) -> Result<Vec<EntryRow>, CoreError> {
    Ok(ledger_entries::table
        .order(ledger_entries::id.asc())
        .select(EntryRow::as_select())
        .load(conn)?)
}

/// Every line, by entry.
pub fn lines(conn: &mut DbConnection) -> Result<Vec<LineRow>, CoreError> {
    Ok(ledger_lines::table
        .order((ledger_lines::entry_id.asc(), ledger_lines::id.asc()))
        .select(LineRow::as_select())
        .load(conn)?)
}

/// A booking's entries with their lines, oldest first.
pub fn booking_entries(
    conn: &mut DbConnection,
    booking_id: BookingId,
) -> Result<Vec<(EntryRow, Vec<LineRow>)>, CoreError> {
    let entries: Vec<EntryRow> = ledger_entries::table
        .filter(ledger_entries::booking_id.eq(booking_id))
        .order(ledger_entries::id.asc())
        .select(EntryRow::as_select())
        .load(conn)?;
    let ids: Vec<i64> = entries.iter().map(|e| e.id).collect();
    let lines: Vec<LineRow> = ledger_lines::table
        .filter(ledger_lines::entry_id.eq_any(&ids))
        .order(ledger_lines::id.asc())
        .select(LineRow::as_select())
        .load(conn)?;
    Ok(entries
        .into_iter()
        .map(|e| {
            let mine = lines
                .iter()
                .filter(|l| l.entry_id == e.id)
                .cloned()
                .collect();
            (e, mine)
        })
        .collect())
}

/// An owner's lines on the per-owner accounts.
pub fn owner_lines(conn: &mut DbConnection, owner_id: UserId) -> Result<Vec<LineRow>, CoreError> {
    Ok(ledger_lines::table
        .filter(ledger_lines::owner_id.eq(owner_id))
        .order(ledger_lines::id.asc())
        .select(LineRow::as_select())
        .load(conn)?)
}

pub fn withholding_rates(conn: &mut DbConnection) -> Result<Vec<WithholdingRateRow>, CoreError> {
    Ok(withholding_rates::table
        .order(withholding_rates::effective_from.asc())
        .select(WithholdingRateRow::as_select())
        .load(conn)?)
}

/// Records the owner's word on a cash stay; `false` when the stay already has one. Two marks at
/// once: the primary key refuses the second (ALREADY_EXISTS), and its transaction with it.
pub fn insert_cash_mark(conn: &mut DbConnection, mark: &CashMarkRow) -> Result<bool, CoreError> {
    if cash_mark(conn, mark.booking_id)?.is_some() {
        return Ok(false);
    }
    diesel::insert_into(cash_marks::table)
        .values(mark)
        .execute(conn)?;
    Ok(true)
}

pub fn cash_mark(
    conn: &mut DbConnection,
    booking_id: BookingId,
) -> Result<Option<CashMarkRow>, CoreError> {
    Ok(cash_marks::table
        .find(booking_id)
        .select(CashMarkRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn cash_marks(conn: &mut DbConnection) -> Result<Vec<CashMarkRow>, CoreError> {
    Ok(cash_marks::table
        .select(CashMarkRow::as_select())
        .load(conn)?)
}

/// Every captured payment.
pub fn captured_payments(
    conn: &mut DbConnection,
) -> Result<Vec<crate::store::models::PaymentRow>, CoreError> {
    use super::schema::payments;
    Ok(payments::table
        .filter(payments::status.eq(crate::kinds::payment::OrderStatus::Paid))
        .select(crate::store::models::PaymentRow::as_select())
        .load(conn)?)
}

/// Every refund.
pub fn refunds(conn: &mut DbConnection) -> Result<Vec<crate::store::models::RefundRow>, CoreError> {
    use super::schema::refunds;
    Ok(refunds::table
        .select(crate::store::models::RefundRow::as_select())
        .load(conn)?)
}

/// The bookings of `ids`, with the owner of each one's property.
pub fn bookings_with_owners(
    conn: &mut DbConnection,
    ids: &[BookingId],
) -> Result<Vec<(crate::store::models::BookingRow, UserId)>, CoreError> {
    use super::schema::{bookings, properties};
    let mut out = Vec::new();
    for chunk in ids.chunks(500) {
        let rows: Vec<(crate::store::models::BookingRow, UserId)> = bookings::table
            .inner_join(properties::table)
            .filter(bookings::id.eq_any(chunk))
            .select((
                crate::store::models::BookingRow::as_select(),
                properties::owner_id,
            ))
            .load(conn)?;
        out.extend(rows);
    }
    Ok(out)
}

/// Makes the caller's (just begun) transaction read one snapshot throughout: PostgreSQL's
/// default lets each statement see other transactions' commits; SQLite's write transaction
/// already holds the only writer.
pub fn one_snapshot(conn: &mut DbConnection) -> Result<(), CoreError> {
    use diesel::connection::SimpleConnection;
    if let DbConnection::Postgresql(c) = conn {
        c.batch_execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")?;
    }
    Ok(())
}

/// Entries with their lines, for the entry ids given, oldest first.
fn entries_with_lines(
    conn: &mut DbConnection,
    ids: &[i64],
) -> Result<Vec<(EntryRow, Vec<LineRow>)>, CoreError> {
    let mut out = Vec::new();
    // Bounded batches keep the IN lists within every backend's limit.
    for chunk in ids.chunks(5_000) {
        let entries: Vec<EntryRow> = ledger_entries::table
            .filter(ledger_entries::id.eq_any(chunk))
            .order(ledger_entries::id.asc())
            .select(EntryRow::as_select())
            .load(conn)?;
        let lines: Vec<LineRow> = ledger_lines::table
            .filter(ledger_lines::entry_id.eq_any(chunk))
            .order(ledger_lines::id.asc())
            .select(LineRow::as_select())
            .load(conn)?;
        let mut by_entry: std::collections::HashMap<i64, Vec<LineRow>> =
            std::collections::HashMap::new();
        for l in lines {
            by_entry.entry(l.entry_id).or_default().push(l);
        }
        for e in entries {
            let mine = by_entry.remove(&e.id).unwrap_or_default();
            out.push((e, mine));
        }
    }
    Ok(out)
}

/// A payout's entries with their lines, oldest first.
pub fn payout_entries(
    conn: &mut DbConnection,
    payout_id: i64,
) -> Result<Vec<(EntryRow, Vec<LineRow>)>, CoreError> {
    let ids: Vec<i64> = ledger_entries::table
        .filter(ledger_entries::payout_id.eq(payout_id))
        .select(ledger_entries::id)
        .load(conn)?;
    entries_with_lines(conn, &ids)
}

/// The entries about a booking that moved `owner`'s money, with all their lines.
pub fn owner_booking_entries(
    conn: &mut DbConnection,
    owner: UserId,
) -> Result<Vec<(EntryRow, Vec<LineRow>)>, CoreError> {
    let ids: Vec<i64> = ledger_lines::table
        .inner_join(ledger_entries::table)
        .filter(ledger_lines::owner_id.eq(owner))
        .filter(ledger_entries::booking_id.is_not_null())
        .select(ledger_lines::entry_id)
        .distinct()
        .load(conn)?;
    entries_with_lines(conn, &ids)
}

/// Confirmed cash stays that began before `started_before` and have no cash mark: their
/// owner's window to mark them has closed.
pub fn unmarked_cash_stays(
    conn: &mut DbConnection,
    started_before: i64,
    limit: i64,
) -> Result<Vec<BookingId>, CoreError> {
    use super::schema::bookings;
    use crate::kinds::booking::{BookingStatus, PaymentMethod};
    Ok(bookings::table
        .filter(bookings::status.eq(BookingStatus::Confirmed))
        // A cash stay, or a payment plan's balance paid in cash at the property.
        .filter(
            bookings::payment_method
                .eq(PaymentMethod::Cash)
                .or(bookings::balance_method
                    .eq(crate::kinds::plan::BalanceMethod::Cash)
                    .and(bookings::advance_paise.gt(0))
                    .and(bookings::balance_due_at.is_not_null())),
        )
        .filter(bookings::starts_at.lt(started_before))
        .filter(diesel::dsl::not(diesel::dsl::exists(
            cash_marks::table.filter(cash_marks::booking_id.eq(bookings::id)),
        )))
        .order(bookings::starts_at.asc())
        .limit(limit)
        .select(bookings::id)
        .load(conn)?)
}

/// Records a guest's dispute. A second dispute of the booking is refused by the unique index
/// (ALREADY_EXISTS), with its transaction.
pub fn insert_dispute(conn: &mut DbConnection, new: &NewDispute) -> Result<i64, CoreError> {
    Ok(diesel::insert_into(booking_disputes::table)
        .values(new)
        .returning(booking_disputes::id)
        .get_result(conn)?)
}

/// The dispute of a booking, if its guest made one.
pub fn dispute_of(
    conn: &mut DbConnection,
    booking_id: BookingId,
) -> Result<Option<DisputeRow>, CoreError> {
    Ok(booking_disputes::table
        .filter(booking_disputes::booking_id.eq(booking_id))
        .select(DisputeRow::as_select())
        .first(conn)
        .optional()?)
}

/// The disputes of the bookings `ids`.
pub fn disputes_of(
    conn: &mut DbConnection,
    ids: &[BookingId],
) -> Result<Vec<DisputeRow>, CoreError> {
    Ok(booking_disputes::table
        .filter(booking_disputes::booking_id.eq_any(ids))
        .select(DisputeRow::as_select())
        .load(conn)?)
}

/// Every dispute (for the check).
pub fn disputes(conn: &mut DbConnection) -> Result<Vec<DisputeRow>, CoreError> {
    Ok(booking_disputes::table
        .order(booking_disputes::id.asc())
        .select(DisputeRow::as_select())
        .load(conn)?)
}

/// Closes an open dispute as `status`; `false` when it was no longer open (resolved by someone
/// else since it was read).
pub fn resolve_dispute(
    conn: &mut DbConnection,
    id: i64,
    status: DisputeStatus,
    by: &str,
    reason: &str,
    at: i64,
) -> Result<bool, CoreError> {
    let n = diesel::update(
        booking_disputes::table
            .filter(booking_disputes::id.eq(id))
            .filter(booking_disputes::status.eq(DisputeStatus::Open)),
    )
    .set((
        booking_disputes::status.eq(status),
        booking_disputes::resolved_at.eq(Some(at)),
        booking_disputes::resolved_by.eq(Some(by)),
        booking_disputes::resolution_reason.eq(Some(reason)),
    ))
    .execute(conn)?;
    Ok(n == 1)
}
