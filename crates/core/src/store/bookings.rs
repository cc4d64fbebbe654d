//! Booking queries: the booking row and its price lines, the held interval it owns, and the
//! idempotency keys of booking requests. The rules live in `crate::bookings`; the callers there
//! run these inside one write transaction.

use diesel::dsl::case_when;
use diesel::prelude::*;
use diesel::sql_types::BigInt;

use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::models::PropertyRow;
use super::models::RefundRow;
pub use super::models::{BookingRow, NewBooking, NewPriceLine, PriceLineRow};
use super::schema::{
    booking_price_lines, bookings, held_intervals, idempotency_keys, properties, users,
};
use super::{DbConnection, MultiBackend as Backend};
use crate::error::CoreError;
use crate::ids::{BlockId, BookingId, PropertyId, UserId};
use crate::kinds::booking::{BookingStatus, CancelledBy, PaymentMethod, PaymentStatus};

/// PostgreSQL's exclusion constraint on `held_intervals` (migration 000001).
const NO_OVERLAP_CONSTRAINT: &str = "held_intervals_no_overlap";

/// A booking row with its property's slug, title and address, as the record queries select them.
type RecordRow = (BookingRow, String, String, String);

/// A booking with what its views show beside it.
#[derive(Debug, Clone)]
pub struct BookingRecord {
    pub booking: BookingRow,
    pub property_slug: String,
    pub property_title: String,
    /// Where the farmhouse is: the guest's booking shows it (also offline, from the saved copy).
    pub property_address: String,
    /// The farmhouse's owner, who supplies the stay: the guest's receipt names them.
    pub supplier_name: String,
    pub lines: Vec<PriceLineRow>,
    /// Its refunds through the payment provider, oldest first.
    pub refunds: Vec<RefundRow>,
    /// The guest's review of the stay, once written.
    pub review_id: Option<i64>,
    /// The guest's dispute of the stay, once reported.
    pub dispute: Option<super::ledger::DisputeRow>,
    /// Its GST documents (the tax invoice, credit notes), oldest first.
    pub documents: Vec<super::models::TaxDocumentRow>,
    /// Its security deposit, once collected, and the photos of a claim on it.
    pub deposit: Option<super::deposits::DepositRow>,
    pub deposit_photos: Vec<super::deposits::ClaimPhotoRow>,
}

/// The stored request hash and booking of `(user_id, key)`, if that key was used.
pub fn find_key(
    conn: &mut DbConnection,
    user_id: UserId,
    key: &str,
) -> Result<Option<(String, BookingId)>, CoreError> {
    Ok(idempotency_keys::table
        .filter(idempotency_keys::user_id.eq(user_id))
        .filter(idempotency_keys::key.eq(key))
        .select((idempotency_keys::request_hash, idempotency_keys::booking_id))
        .first(conn)
        .optional()?)
}

pub fn insert_key(
    conn: &mut DbConnection,
    user_id: UserId,
    key: &str,
    request_hash: &str,
    booking_id: BookingId,
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
pub fn count_with_status(
    conn: &mut DbConnection,
    user_id: UserId,
    statuses: &[BookingStatus],
) -> Result<i64, CoreError> {
    Ok(bookings::table
        .filter(bookings::guest_id.eq(user_id))
        .filter(bookings::status.eq_any(statuses))
        .count()
        .get_result(conn)?)
}

/// Serialises one guest's booking transactions on PostgreSQL (SQLite's IMMEDIATE transaction
/// already does), so two concurrent first bookings cannot both take FIRST500.
pub fn lock_guest(conn: &mut DbConnection, user_id: UserId) -> Result<(), CoreError> {
    if let DbConnection::Postgresql(c) = conn {
        diesel::sql_query("SELECT id FROM users WHERE id = $1 FOR UPDATE")
            .bind::<diesel::sql_types::BigInt, _>(user_id)
            .execute(c)?;
    }
    Ok(())
}

pub fn code_exists(conn: &mut DbConnection, code: &str) -> Result<bool, CoreError> {
    let found = bookings::table
        .filter(bookings::code.eq(code))
        .select(bookings::id)
        .first::<i64>(conn)
        .optional()?;
    Ok(found.is_some())
}

/// Whether any hold of `property_id` overlaps `[start, end)`.
pub fn overlaps_a_hold(
    conn: &mut DbConnection,
    property_id: PropertyId,
    start: i64,
    end: i64,
) -> Result<bool, CoreError> {
    let found = held_intervals::table
        .filter(held_intervals::property_id.eq(property_id))
        .filter(held_intervals::starts_at.lt(end))
        .filter(held_intervals::ends_at.gt(start))
        .select(held_intervals::id)
        .first::<i64>(conn)
        .optional()?;
    Ok(found.is_some())
}

pub fn insert_booking(
    conn: &mut DbConnection,
    new: &NewBooking,
    lines: &[NewPriceLine],
) -> Result<BookingId, CoreError> {
    let id: BookingId = diesel::insert_into(bookings::table)
        .values(new)
        .returning(bookings::id)
        .get_result(conn)?;
    // One row at a time: the two-backend connection has no portable batch insert.
    for line in lines {
        let line = NewPriceLine {
            booking_id: id,
            ..line.clone()
        };
        diesel::insert_into(booking_price_lines::table)
            .values(&line)
            .execute(conn)?;
    }
    Ok(id)
}

/// Makes this transaction the only one changing `property_id`'s held intervals until it ends
/// (PostgreSQL; SQLite's writers already take turns). Without it two transactions inserting
/// overlapping holds each wait on the other's row in the exclusion constraint, and one dies in
/// a deadlock after a second; with it the second waits, then sees the first's hold and stops.
/// Every insert of a hold takes it first, so the order is always this lock, then rows.
pub fn lock_property_holds(
    conn: &mut DbConnection,
    property_id: PropertyId,
) -> Result<(), CoreError> {
    if let DbConnection::Postgresql(c) = conn {
        // The two-key form has its own key space, apart from the one-key locks of `otp`.
        diesel::sql_query("SELECT pg_advisory_xact_lock(1, hashint8($1))")
            .bind::<diesel::sql_types::BigInt, _>(property_id)
            .execute(c)?;
    }
    Ok(())
}

/// Holds `[start, end)` of `property_id` for `booking_id`. `Ok(false)` when PostgreSQL's
/// exclusion constraint refuses it: another transaction holds an overlapping interval.
pub fn insert_booking_hold(
    conn: &mut DbConnection,
    property_id: PropertyId,
    start: i64,
    end: i64,
    booking_id: BookingId,
    now: i64,
) -> Result<bool, CoreError> {
    Ok(insert_hold(
        conn,
        property_id,
        start,
        end,
        "booking",
        Some(booking_id),
        None,
        now,
    )?
    .is_some())
}

/// An owner's block of `[start, end)`; its id, or `None` when PostgreSQL's exclusion
/// constraint refuses it.
pub fn insert_block(
    conn: &mut DbConnection,
    property_id: PropertyId,
    start: i64,
    end: i64,
    note: Option<&str>,
    now: i64,
) -> Result<Option<BlockId>, CoreError> {
    Ok(insert_hold(conn, property_id, start, end, "block", None, note, now)?.map(BlockId::new))
}

#[allow(clippy::too_many_arguments)]
fn insert_hold(
    conn: &mut DbConnection,
    property_id: PropertyId,
    start: i64,
    end: i64,
    kind: &str,
    booking_id: Option<BookingId>,
    note: Option<&str>,
    now: i64,
) -> Result<Option<i64>, CoreError> {
    lock_property_holds(conn, property_id)?;
    let inserted = diesel::insert_into(held_intervals::table)
        .values((
            held_intervals::property_id.eq(property_id),
            held_intervals::starts_at.eq(start),
            held_intervals::ends_at.eq(end),
            held_intervals::kind.eq(kind),
            held_intervals::booking_id.eq(booking_id),
            held_intervals::note.eq(note),
            held_intervals::created_at.eq(now),
        ))
        .returning(held_intervals::id)
        .get_result::<i64>(conn);
    match inserted {
        Ok(id) => Ok(Some(id)),
        Err(DieselError::DatabaseError(kind, info))
            if info.constraint_name() == Some(NO_OVERLAP_CONSTRAINT)
                || (matches!(kind, DatabaseErrorKind::Unknown)
                    && info.message().contains(NO_OVERLAP_CONSTRAINT)) =>
        {
            Ok(None)
        }
        Err(e) => Err(e.into()),
    }
}

pub fn release_booking_hold(
    conn: &mut DbConnection,
    booking_id: BookingId,
) -> Result<usize, CoreError> {
    Ok(diesel::delete(
        held_intervals::table
            .filter(held_intervals::kind.eq("booking"))
            .filter(held_intervals::booking_id.eq(booking_id)),
    )
    .execute(conn)?)
}

pub fn booking(conn: &mut DbConnection, id: BookingId) -> Result<Option<BookingRow>, CoreError> {
    Ok(bookings::table
        .find(id)
        .select(BookingRow::as_select())
        .first(conn)
        .optional()?)
}

/// Marks a booking cancelled with its refund; the caller has checked it may be.
pub fn set_cancelled(
    conn: &mut DbConnection,
    id: BookingId,
    refund_paise: i64,
    payment_status: PaymentStatus,
    cancelled_by: CancelledBy,
    reason: Option<&str>,
    now: i64,
) -> Result<bool, CoreError> {
    // Guarded by the status, so two cancellations at once cannot both refund.
    let n = diesel::update(
        bookings::table
            .find(id)
            .filter(bookings::status.eq_any(BookingStatus::HOLDING)),
    )
    .set((
        bookings::status.eq(BookingStatus::Cancelled),
        bookings::refund_paise.eq(Some(refund_paise)),
        bookings::payment_status.eq(payment_status),
        bookings::cancelled_by.eq(Some(cancelled_by)),
        bookings::cancel_reason.eq(reason),
        bookings::updated_at.eq(now),
    ))
    .execute(conn)?;
    Ok(n == 1)
}

pub fn property(conn: &mut DbConnection, id: PropertyId) -> Result<Option<PropertyRow>, CoreError> {
    Ok(properties::table
        .find(id)
        .select(PropertyRow::as_select())
        .first(conn)
        .optional()?)
}

fn records(conn: &mut DbConnection, rows: Vec<RecordRow>) -> Result<Vec<BookingRecord>, CoreError> {
    let ids: Vec<BookingId> = rows.iter().map(|(b, ..)| b.id).collect();
    let mut lines: Vec<PriceLineRow> = booking_price_lines::table
        .filter(booking_price_lines::booking_id.eq_any(&ids))
        .order((
            booking_price_lines::booking_id.asc(),
            booking_price_lines::position.asc(),
        ))
        .select(PriceLineRow::as_select())
        .load(conn)?;
    let mut refunds = super::refunds::for_bookings(conn, &ids)?;
    let reviews = super::reviews::ids_for_bookings(conn, &ids)?;
    let property_ids: Vec<PropertyId> = rows.iter().map(|(b, ..)| b.property_id).collect();
    let suppliers: Vec<(PropertyId, String)> = properties::table
        .inner_join(users::table.on(users::id.eq(properties::owner_id)))
        .filter(properties::id.eq_any(&property_ids))
        .select((properties::id, users::full_name))
        .load(conn)?;
    let mut disputes = super::ledger::disputes_of(conn, &ids)?;
    let mut documents = super::invoices::for_bookings(conn, &ids)?;
    let mut deposits = super::deposits::of_many(conn, &ids)?;
    let deposit_photos = super::deposits::photos_of_many(conn, &ids)?;
    Ok(rows
        .into_iter()
        .map(
            |(booking, property_slug, property_title, property_address)| {
                let mine: Vec<PriceLineRow>;
                (mine, lines) = lines.drain(..).partition(|l| l.booking_id == booking.id);
                let its: Vec<RefundRow>;
                (its, refunds) = refunds.drain(..).partition(|r| r.booking_id == booking.id);
                let docs: Vec<super::models::TaxDocumentRow>;
                (docs, documents) = documents
                    .drain(..)
                    .partition(|d| d.booking_id == Some(booking.id));
                let supplier_name = suppliers
                    .iter()
                    .find(|(p, _)| *p == booking.property_id)
                    .map(|(_, name)| name.clone())
                    .unwrap_or_default();
                BookingRecord {
                    property_slug,
                    property_title,
                    property_address,
                    supplier_name,
                    lines: mine,
                    refunds: its,
                    documents: docs,
                    review_id: reviews
                        .iter()
                        .find(|(b, _)| *b == booking.id)
                        .map(|(_, r)| *r),
                    dispute: disputes
                        .iter()
                        .position(|d| d.booking_id == booking.id)
                        .map(|i| disputes.swap_remove(i)),
                    deposit: deposits
                        .iter()
                        .position(|d| d.booking_id == booking.id)
                        .map(|i| deposits.swap_remove(i)),
                    deposit_photos: deposit_photos
                        .iter()
                        .filter(|p| p.booking_id == booking.id)
                        .cloned()
                        .collect(),
                    booking,
                }
            },
        )
        .collect())
}

pub fn record(conn: &mut DbConnection, id: BookingId) -> Result<Option<BookingRecord>, CoreError> {
    let row = bookings::table
        .inner_join(properties::table)
        .filter(bookings::id.eq(id))
        .select((
            BookingRow::as_select(),
            properties::slug,
            properties::title,
            properties::address,
        ))
        .first::<RecordRow>(conn)
        .optional()?;
    Ok(records(conn, row.into_iter().collect())?.pop())
}

/// A guest's bookings, newest first, and how many there are in all.
pub fn guest_records(
    conn: &mut DbConnection,
    guest_id: UserId,
    offset: i64,
    limit: i64,
) -> Result<(Vec<BookingRecord>, i64), CoreError> {
    let rows = bookings::table
        .inner_join(properties::table)
        .filter(bookings::guest_id.eq(guest_id))
        .order((bookings::created_at.desc(), bookings::id.desc()))
        .offset(offset)
        .limit(limit)
        .select((
            BookingRow::as_select(),
            properties::slug,
            properties::title,
            properties::address,
        ))
        .load::<RecordRow>(conn)?;
    let total = bookings::table
        .filter(bookings::guest_id.eq(guest_id))
        .count()
        .get_result(conn)?;
    Ok((records(conn, rows)?, total))
}

pub fn booking_by_code(
    conn: &mut DbConnection,
    code: &str,
) -> Result<Option<BookingRow>, CoreError> {
    Ok(bookings::table
        .filter(bookings::code.eq(code))
        .select(BookingRow::as_select())
        .first(conn)
        .optional()?)
}

/// Moves a pending booking to `status` (confirmed, rejected or expired). Guarded by
/// `status = 'pending'`, so of two concurrent answers (or an answer and the expiry sweep) only
/// one changes the row; `Ok(false)` for the other.
#[allow(clippy::too_many_arguments)]
pub fn settle_pending(
    conn: &mut DbConnection,
    id: BookingId,
    status: BookingStatus,
    payment_status: PaymentStatus,
    refund_paise: Option<i64>,
    by: Option<CancelledBy>,
    reason: Option<&str>,
    now: i64,
) -> Result<bool, CoreError> {
    let n = diesel::update(
        bookings::table
            .find(id)
            .filter(bookings::status.eq(BookingStatus::Pending)),
    )
    .set((
        bookings::status.eq(status),
        bookings::payment_status.eq(payment_status),
        bookings::refund_paise.eq(refund_paise),
        bookings::cancelled_by.eq(by),
        bookings::cancel_reason.eq(reason),
        bookings::updated_at.eq(now),
    ))
    .execute(conn)?;
    Ok(n == 1)
}

/// Pending bookings past their answer deadline, or (card and UPI) still unpaid since
/// `unpaid_created_before`; at most `limit` ids.
pub fn due_to_expire(
    conn: &mut DbConnection,
    now: i64,
    unpaid_created_before: i64,
    limit: i64,
) -> Result<Vec<BookingId>, CoreError> {
    Ok(bookings::table
        .filter(bookings::status.eq(BookingStatus::Pending))
        .filter(
            bookings::expires_at.le(now).or(bookings::payment_method
                .ne(PaymentMethod::Cash)
                .and(
                    bookings::payment_status
                        .eq_any([PaymentStatus::Pending, PaymentStatus::Failed]),
                )
                .and(bookings::created_at.le(unpaid_created_before))),
        )
        .order(bookings::id.asc())
        .limit(limit)
        .select(bookings::id)
        .load(conn)?)
}

/// Deletes the idempotency keys made before `before`; how many.
pub fn delete_keys_before(conn: &mut DbConnection, before: i64) -> Result<usize, CoreError> {
    Ok(
        diesel::delete(idempotency_keys::table.filter(idempotency_keys::created_at.lt(before)))
            .execute(conn)?,
    )
}

/// The guest a booking's owner sees.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct GuestRow {
    pub id: UserId,
    pub full_name: String,
    pub phone: Option<String>,
}

pub fn guests(conn: &mut DbConnection, ids: &[UserId]) -> Result<Vec<GuestRow>, CoreError> {
    Ok(users::table
        .filter(users::id.eq_any(ids))
        .select((users::id, users::full_name, users::phone))
        .load(conn)?)
}

/// The bookings of `owner_id`'s properties, and how many match: pending first, then the stays
/// that have not ended by `now`, soonest first, then the ended ones, latest first (an owner with
/// years of history still opens on what comes next).
pub fn owner_records(
    conn: &mut DbConnection,
    owner_id: UserId,
    status: Option<BookingStatus>,
    property_id: Option<PropertyId>,
    guest_id: Option<UserId>,
    now: i64,
    (offset, limit): (i64, i64),
) -> Result<(Vec<BookingRecord>, i64), CoreError> {
    // Built twice (count and page) because boxed queries cannot be cloned.
    let filtered = || {
        let mut q = bookings::table
            .inner_join(properties::table)
            .filter(properties::owner_id.eq(owner_id))
            .into_boxed::<Backend>();
        if let Some(s) = status {
            q = q.filter(bookings::status.eq(s));
        }
        if let Some(p) = property_id {
            q = q.filter(bookings::property_id.eq(p));
        }
        if let Some(g) = guest_id {
            q = q.filter(bookings::guest_id.eq(g));
        }
        q
    };
    let total = filtered().count().get_result(conn)?;
    let rows = filtered()
        // false sorts before true on both databases: pending first.
        .order((
            bookings::status.ne(BookingStatus::Pending),
            bookings::ends_at.le(now),
            case_when(
                bookings::ends_at.le(now),
                0_i64.into_sql::<BigInt>() - bookings::starts_at,
            )
            .otherwise(bookings::starts_at),
            bookings::id.asc(),
        ))
        .offset(offset)
        .limit(limit)
        .select((
            BookingRow::as_select(),
            properties::slug,
            properties::title,
            properties::address,
        ))
        .load::<RecordRow>(conn)?;
    Ok((records(conn, rows)?, total))
}

/// What support's booking list is narrowed by (see `bookings::owner::SupportFilter`).
pub struct SupportBookingQuery<'a> {
    /// Every one must be the guest (two different people match nothing).
    pub guests: Vec<UserId>,
    pub owner: Option<UserId>,
    /// A slug, or part of a title.
    pub property: Option<&'a str>,
    pub status: Option<BookingStatus>,
    /// Stays overlapping [from, to); either end open.
    pub window: (Option<i64>, Option<i64>),
}

/// Support's bookings matching every part of `query`, by start; at most `limit`.
pub fn support_records(
    conn: &mut DbConnection,
    query: &SupportBookingQuery<'_>,
    limit: i64,
) -> Result<Vec<BookingRecord>, CoreError> {
    use super::text::{contains_pattern, lower};
    let mut q = bookings::table
        .inner_join(properties::table)
        .into_boxed::<Backend>();
    for g in &query.guests {
        q = q.filter(bookings::guest_id.eq(*g));
    }
    if let Some(o) = query.owner {
        q = q.filter(properties::owner_id.eq(o));
    }
    if let Some(p) = query.property {
        q = q.filter(
            properties::slug
                .eq(p.to_string())
                .or(lower(properties::title)
                    .like(contains_pattern(p))
                    .escape('\\')),
        );
    }
    if let Some(s) = query.status {
        q = q.filter(bookings::status.eq(s));
    }
    if let Some(end) = query.window.1 {
        q = q.filter(bookings::starts_at.lt(end));
    }
    if let Some(start) = query.window.0 {
        q = q.filter(bookings::ends_at.gt(start));
    }
    let rows = q
        .order((bookings::starts_at.asc(), bookings::id.asc()))
        .limit(limit)
        .select((
            BookingRow::as_select(),
            properties::slug,
            properties::title,
            properties::address,
        ))
        .load::<RecordRow>(conn)?;
    records(conn, rows)
}

/// An owner's property as the dashboard lists it.
/// One owner block.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct BlockRow {
    pub id: BlockId,
    pub property_id: PropertyId,
    pub starts_at: i64,
    pub ends_at: i64,
    pub note: Option<String>,
}

/// The blocks of `property_id` overlapping `[start, end)`, by start.
pub fn blocks(
    conn: &mut DbConnection,
    property_id: PropertyId,
    start: i64,
    end: i64,
) -> Result<Vec<BlockRow>, CoreError> {
    Ok(held_intervals::table
        .filter(held_intervals::property_id.eq(property_id))
        .filter(held_intervals::kind.eq("block"))
        .filter(held_intervals::starts_at.lt(end))
        .filter(held_intervals::ends_at.gt(start))
        .order((held_intervals::starts_at.asc(), held_intervals::id.asc()))
        .select((
            held_intervals::id,
            held_intervals::property_id,
            held_intervals::starts_at,
            held_intervals::ends_at,
            held_intervals::note,
        ))
        .load(conn)?)
}

/// Deletes block `id` of `property_id` (never a booking's hold); whether there was one.
pub fn delete_block(
    conn: &mut DbConnection,
    property_id: PropertyId,
    id: BlockId,
) -> Result<bool, CoreError> {
    let n = diesel::delete(
        held_intervals::table
            .filter(held_intervals::id.eq(id))
            .filter(held_intervals::property_id.eq(property_id))
            .filter(held_intervals::kind.eq("block")),
    )
    .execute(conn)?;
    Ok(n == 1)
}

pub fn property_id_by_slug(
    conn: &mut DbConnection,
    slug: &str,
) -> Result<Option<PropertyId>, CoreError> {
    Ok(properties::table
        .filter(properties::slug.eq(slug))
        .select(properties::id)
        .first(conn)
        .optional()?)
}

/// Whether any property has the slug `text` or a title containing it (any case).
pub fn any_property_matching(conn: &mut DbConnection, text: &str) -> Result<bool, CoreError> {
    use super::text::{contains_pattern, lower};
    Ok(diesel::select(diesel::dsl::exists(
        properties::table.filter(
            properties::slug.eq(text).or(lower(properties::title)
                .like(contains_pattern(text))
                .escape('\\')),
        ),
    ))
    .get_result(conn)?)
}

/// How many of `codes` are booking codes already.
pub fn count_codes(conn: &mut DbConnection, codes: &[String]) -> Result<i64, CoreError> {
    Ok(bookings::table
        .filter(bookings::code.eq_any(codes))
        .count()
        .get_result(conn)?)
}

pub fn user_id_by_phone(conn: &mut DbConnection, phone: &str) -> Result<Option<UserId>, CoreError> {
    Ok(users::table
        .filter(users::phone.eq(phone))
        .select(users::id)
        .first(conn)
        .optional()?)
}
