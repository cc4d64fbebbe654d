//! Booking queries: the booking row and its price lines, the held interval it owns, and the
//! idempotency keys of booking requests. The rules live in `crate::bookings`; the callers there
//! run these inside one write transaction.

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::models::PropertyRow;
use super::schema::{booking_price_lines, bookings, held_intervals, idempotency_keys, properties};
use super::DbConnection;
use crate::error::CoreError;

/// PostgreSQL's exclusion constraint on `held_intervals` (migration 000001).
const NO_OVERLAP_CONSTRAINT: &str = "held_intervals_no_overlap";

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = bookings)]
pub struct BookingRow {
    pub id: i64,
    pub code: String,
    pub property_id: i64,
    pub guest_id: i64,
    pub booking_type: String,
    pub starts_at: i64,
    pub ends_at: i64,
    pub days: i32,
    pub guests: i32,
    pub status: String,
    pub payment_method: String,
    pub payment_status: String,
    pub subtotal_paise: i64,
    pub discount_paise: i64,
    pub cleaning_paise: i64,
    pub gst_paise: i64,
    pub total_paise: i64,
    pub coupon_code: Option<String>,
    pub refund_paise: Option<i64>,
    pub cancelled_by: Option<String>,
    pub cancel_reason: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    pub expires_at: i64,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = bookings)]
pub struct NewBooking {
    pub code: String,
    pub property_id: i64,
    pub guest_id: i64,
    pub booking_type: String,
    pub starts_at: i64,
    pub ends_at: i64,
    pub days: i32,
    pub guests: i32,
    pub status: String,
    pub payment_method: String,
    pub payment_status: String,
    pub subtotal_paise: i64,
    pub discount_paise: i64,
    pub cleaning_paise: i64,
    pub gst_paise: i64,
    pub total_paise: i64,
    pub coupon_code: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    pub expires_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = booking_price_lines)]
pub struct PriceLineRow {
    pub booking_id: i64,
    pub position: i32,
    pub kind: String,
    pub code: Option<String>,
    pub label: String,
    pub amount_paise: i64,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = booking_price_lines)]
pub struct NewPriceLine {
    pub booking_id: i64,
    pub position: i32,
    pub kind: String,
    pub code: Option<String>,
    pub label: String,
    pub amount_paise: i64,
}

/// A booking with what its views show beside it.
#[derive(Debug, Clone)]
pub struct BookingRecord {
    pub booking: BookingRow,
    pub property_slug: String,
    pub property_title: String,
    pub lines: Vec<PriceLineRow>,
}

/// The stored request hash and booking of `(user_id, key)`, if that key was used.
pub fn find_key(conn: &mut DbConnection, user_id: i64, key: &str) -> Result<Option<(String, i64)>, CoreError> {
    Ok(idempotency_keys::table
        .filter(idempotency_keys::user_id.eq(user_id))
        .filter(idempotency_keys::key.eq(key))
        .select((idempotency_keys::request_hash, idempotency_keys::booking_id))
        .first(conn)
        .optional()?)
}

pub fn insert_key(
    conn: &mut DbConnection,
    user_id: i64,
    key: &str,
    request_hash: &str,
    booking_id: i64,
    now: i64,
) -> Result<(), CoreError> {
    diesel::insert_into(idempotency_keys::table)
        .values((
            idempotency_keys::user_id.eq(user_id),
            idempotency_keys::key.eq(key),
            idempotency_keys::request_hash.eq(request_hash),
            idempotency_keys::booking_id.eq(booking_id),
            idempotency_keys::created_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

/// Bookings of `user_id` in one of `statuses`.
pub fn count_with_status(conn: &mut DbConnection, user_id: i64, statuses: &[&str]) -> Result<i64, CoreError> {
    Ok(bookings::table
        .filter(bookings::guest_id.eq(user_id))
        .filter(bookings::status.eq_any(statuses.iter().map(|s| s.to_string()).collect::<Vec<_>>()))
        .count()
        .get_result(conn)?)
}

/// Serialises one guest's booking transactions on PostgreSQL (SQLite's IMMEDIATE transaction
/// already does), so two concurrent first bookings cannot both take FIRST500.
pub fn lock_guest(conn: &mut DbConnection, user_id: i64) -> Result<(), CoreError> {
    if let DbConnection::Postgresql(c) = conn {
        diesel::sql_query("SELECT id FROM users WHERE id = $1 FOR UPDATE")
            .bind::<diesel::sql_types::BigInt, _>(user_id)
            .execute(c)?;
    }
    Ok(())
}

pub fn code_exists(conn: &mut DbConnection, code: &str) -> Result<bool, CoreError> {
    let found = bookings::table.filter(bookings::code.eq(code)).select(bookings::id).first::<i64>(conn).optional()?;
    Ok(found.is_some())
}

/// Whether any hold of `property_id` overlaps `[start, end)`.
pub fn overlaps_a_hold(conn: &mut DbConnection, property_id: i64, start: i64, end: i64) -> Result<bool, CoreError> {
    let found = held_intervals::table
        .filter(held_intervals::property_id.eq(property_id))
        .filter(held_intervals::starts_at.lt(end))
        .filter(held_intervals::ends_at.gt(start))
        .select(held_intervals::id)
        .first::<i64>(conn)
        .optional()?;
    Ok(found.is_some())
}

pub fn insert_booking(conn: &mut DbConnection, new: &NewBooking, lines: &[NewPriceLine]) -> Result<i64, CoreError> {
    let id: i64 = diesel::insert_into(bookings::table).values(new).returning(bookings::id).get_result(conn)?;
    // One row at a time: the two-backend connection has no portable batch insert.
    for line in lines {
        let line = NewPriceLine { booking_id: id, ..line.clone() };
        diesel::insert_into(booking_price_lines::table).values(&line).execute(conn)?;
    }
    Ok(id)
}

/// Holds `[start, end)` of `property_id` for `booking_id`. `Ok(false)` when PostgreSQL's
/// exclusion constraint refuses it: another transaction holds an overlapping interval.
pub fn insert_booking_hold(
    conn: &mut DbConnection,
    property_id: i64,
    start: i64,
    end: i64,
    booking_id: i64,
    now: i64,
) -> Result<bool, CoreError> {
    let inserted = diesel::insert_into(held_intervals::table)
        .values((
            held_intervals::property_id.eq(property_id),
            held_intervals::starts_at.eq(start),
            held_intervals::ends_at.eq(end),
            held_intervals::kind.eq("booking"),
            held_intervals::booking_id.eq(Some(booking_id)),
            held_intervals::created_at.eq(now),
        ))
        .execute(conn);
    match inserted {
        Ok(_) => Ok(true),
        Err(DieselError::DatabaseError(kind, info))
            if info.constraint_name() == Some(NO_OVERLAP_CONSTRAINT)
                || (matches!(kind, DatabaseErrorKind::Unknown) && info.message().contains(NO_OVERLAP_CONSTRAINT)) =>
        {
            Ok(false)
        }
        Err(e) => Err(e.into()),
    }
}

pub fn release_booking_hold(conn: &mut DbConnection, booking_id: i64) -> Result<usize, CoreError> {
    Ok(diesel::delete(
        held_intervals::table
            .filter(held_intervals::kind.eq("booking"))
            .filter(held_intervals::booking_id.eq(booking_id)),
    )
    .execute(conn)?)
}

pub fn booking(conn: &mut DbConnection, id: i64) -> Result<Option<BookingRow>, CoreError> {
    Ok(bookings::table.find(id).select(BookingRow::as_select()).first(conn).optional()?)
}

/// Marks a booking cancelled with its refund; the caller has checked it may be.
pub fn set_cancelled(
    conn: &mut DbConnection,
    id: i64,
    refund_paise: i64,
    payment_status: &str,
    cancelled_by: &str,
    reason: Option<&str>,
    now: i64,
) -> Result<(), CoreError> {
    diesel::update(bookings::table.find(id))
        .set((
            bookings::status.eq("cancelled"),
            bookings::refund_paise.eq(Some(refund_paise)),
            bookings::payment_status.eq(payment_status),
            bookings::cancelled_by.eq(Some(cancelled_by)),
            bookings::cancel_reason.eq(reason),
            bookings::updated_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn property(conn: &mut DbConnection, id: i64) -> Result<Option<PropertyRow>, CoreError> {
    Ok(properties::table.find(id).select(PropertyRow::as_select()).first(conn).optional()?)
}

fn records(conn: &mut DbConnection, rows: Vec<(BookingRow, String, String)>) -> Result<Vec<BookingRecord>, CoreError> {
    let ids: Vec<i64> = rows.iter().map(|(b, _, _)| b.id).collect();
    let mut lines: Vec<PriceLineRow> = booking_price_lines::table
        .filter(booking_price_lines::booking_id.eq_any(&ids))
        .order((booking_price_lines::booking_id.asc(), booking_price_lines::position.asc()))
        .select(PriceLineRow::as_select())
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(booking, property_slug, property_title)| {
            let mine: Vec<PriceLineRow>;
            (mine, lines) = lines.drain(..).partition(|l| l.booking_id == booking.id);
            BookingRecord { booking, property_slug, property_title, lines: mine }
        })
        .collect())
}

pub fn record(conn: &mut DbConnection, id: i64) -> Result<Option<BookingRecord>, CoreError> {
    let row = bookings::table
        .inner_join(properties::table)
        .filter(bookings::id.eq(id))
        .select((BookingRow::as_select(), properties::slug, properties::title))
        .first::<(BookingRow, String, String)>(conn)
        .optional()?;
    Ok(records(conn, row.into_iter().collect())?.pop())
}

/// A guest's bookings, newest first, and how many there are in all.
pub fn guest_records(
    conn: &mut DbConnection,
    guest_id: i64,
    offset: i64,
    limit: i64,
) -> Result<(Vec<BookingRecord>, i64), CoreError> {
    let rows = bookings::table
        .inner_join(properties::table)
        .filter(bookings::guest_id.eq(guest_id))
        .order((bookings::created_at.desc(), bookings::id.desc()))
        .offset(offset)
        .limit(limit)
        .select((BookingRow::as_select(), properties::slug, properties::title))
        .load::<(BookingRow, String, String)>(conn)?;
    let total = bookings::table.filter(bookings::guest_id.eq(guest_id)).count().get_result(conn)?;
    Ok((records(conn, rows)?, total))
}
