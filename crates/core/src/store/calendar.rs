//! Calendar sync queries (`calendar_feeds`, `calendar_imports`, and the held intervals an import
//! owns: blocks whose `import_id` is set). The rules live in `crate::listings::calendar`; its
//! writers run these inside one write transaction.

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::models::CalendarImportRow;
use super::schema::{bookings, calendar_feeds, calendar_imports, held_intervals, properties};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{BookingId, PropertyId};
use crate::slots::BookingType;

/// PostgreSQL's exclusion constraint on `held_intervals` (migration 000001).
const NO_OVERLAP_CONSTRAINT: &str = "held_intervals_no_overlap";

/// Sets the listing's feed token, replacing (and so revoking) the one it had.
pub fn set_feed_token(
    conn: &mut DbConnection,
    property_id: PropertyId,
    token: &str,
    now: i64,
) -> Result<(), CoreError> {
    diesel::delete(calendar_feeds::table.find(property_id)).execute(conn)?;
    diesel::insert_into(calendar_feeds::table)
        .values((
            calendar_feeds::property_id.eq(property_id),
            calendar_feeds::token.eq(token),
            calendar_feeds::created_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

/// Removes the listing's feed token; whether it had one.
pub fn delete_feed_token(
    conn: &mut DbConnection,
    property_id: PropertyId,
) -> Result<bool, CoreError> {
    Ok(diesel::delete(calendar_feeds::table.find(property_id)).execute(conn)? == 1)
}

/// The listing a feed token belongs to, with its title.
pub fn property_of_token(
    conn: &mut DbConnection,
    token: &str,
) -> Result<Option<(PropertyId, String)>, CoreError> {
    let Some(property_id) = calendar_feeds::table
        .filter(calendar_feeds::token.eq(token))
        .select(calendar_feeds::property_id)
        .first::<PropertyId>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    let title = properties::table
        .find(property_id)
        .select(properties::title)
        .first::<String>(conn)
        .optional()?;
    Ok(title.map(|t| (property_id, t)))
}

/// A held interval as the export feed lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportedHold {
    pub id: i64,
    pub starts_at: i64,
    pub ends_at: i64,
    /// The booking's type when a booking holds it; `None` for a block.
    pub booking_type: Option<BookingType>,
}

/// The holds of `property_id` overlapping `[start, end)` that did not come from an import, by
/// start.
pub fn exported_holds(
    conn: &mut DbConnection,
    property_id: PropertyId,
    start: i64,
    end: i64,
) -> Result<Vec<ExportedHold>, CoreError> {
    let rows: Vec<(i64, i64, i64, String, Option<BookingId>)> = held_intervals::table
        .filter(held_intervals::property_id.eq(property_id))
        .filter(held_intervals::import_id.is_null())
        .filter(held_intervals::starts_at.lt(end))
        .filter(held_intervals::ends_at.gt(start))
        .order((held_intervals::starts_at.asc(), held_intervals::id.asc()))
        .select((
            held_intervals::id,
            held_intervals::starts_at,
            held_intervals::ends_at,
            held_intervals::kind,
            held_intervals::booking_id,
        ))
        .load(conn)?;
    let booking_ids: Vec<BookingId> = rows.iter().filter_map(|r| r.4).collect();
    let types: Vec<(BookingId, BookingType)> = if booking_ids.is_empty() {
        Vec::new()
    } else {
        bookings::table
            .filter(bookings::id.eq_any(&booking_ids))
            .select((bookings::id, bookings::booking_type))
            .load(conn)?
    };
    Ok(rows
        .into_iter()
        .map(|(id, starts_at, ends_at, kind, booking_id)| ExportedHold {
            id,
            starts_at,
            ends_at,
            booking_type: match (kind.as_str(), booking_id) {
                ("booking", Some(b)) => Some(
                    types
                        .iter()
                        .find(|(id, _)| *id == b)
                        .map_or(BookingType::HalfDay, |(_, t)| *t),
                ),
                _ => None,
            },
        })
        .collect())
}

/// Import `import_id` if it belongs to `property_id`.
pub fn import(
    conn: &mut DbConnection,
    property_id: PropertyId,
    import_id: i64,
) -> Result<Option<CalendarImportRow>, CoreError> {
    Ok(calendar_imports::table
        .filter(calendar_imports::id.eq(import_id))
        .filter(calendar_imports::property_id.eq(property_id))
        .select(CalendarImportRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn import_by_id(
    conn: &mut DbConnection,
    import_id: i64,
) -> Result<Option<CalendarImportRow>, CoreError> {
    Ok(calendar_imports::table
        .find(import_id)
        .select(CalendarImportRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn count_imports(conn: &mut DbConnection, property_id: PropertyId) -> Result<i64, CoreError> {
    Ok(calendar_imports::table
        .filter(calendar_imports::property_id.eq(property_id))
        .count()
        .get_result(conn)?)
}

pub fn import_url_taken(
    conn: &mut DbConnection,
    property_id: PropertyId,
    url: &str,
) -> Result<bool, CoreError> {
    Ok(diesel::select(diesel::dsl::exists(
        calendar_imports::table
            .filter(calendar_imports::property_id.eq(property_id))
            .filter(calendar_imports::url.eq(url)),
    ))
    .get_result(conn)?)
}

/// A new import of `url`; its id.
pub fn insert_import(
    conn: &mut DbConnection,
    property_id: PropertyId,
    url: &str,
    next_sync_at: i64,
    now: i64,
) -> Result<i64, CoreError> {
    Ok(diesel::insert_into(calendar_imports::table)
        .values((
            calendar_imports::property_id.eq(property_id),
            calendar_imports::url.eq(url),
            calendar_imports::blocked_count.eq(0),
            calendar_imports::next_sync_at.eq(next_sync_at),
            calendar_imports::created_at.eq(now),
        ))
        .returning(calendar_imports::id)
        .get_result(conn)?)
}

/// Deletes import `import_id` of `property_id` and the intervals it blocked; whether there was
/// one. (The foreign key cascades too; deleting the holds first does not depend on it.)
pub fn delete_import(
    conn: &mut DbConnection,
    property_id: PropertyId,
    import_id: i64,
) -> Result<bool, CoreError> {
    if import(conn, property_id, import_id)?.is_none() {
        return Ok(false);
    }
    delete_import_holds(conn, import_id)?;
    let n = diesel::delete(calendar_imports::table.find(import_id)).execute(conn)?;
    Ok(n == 1)
}

/// Imports due for a refresh (`next_sync_at <= now`), most overdue first.
pub fn due_imports(
    conn: &mut DbConnection,
    now: i64,
    limit: i64,
) -> Result<Vec<CalendarImportRow>, CoreError> {
    Ok(calendar_imports::table
        .filter(calendar_imports::next_sync_at.le(now))
        .order((
            calendar_imports::next_sync_at.asc(),
            calendar_imports::id.asc(),
        ))
        .limit(limit)
        .select(CalendarImportRow::as_select())
        .load(conn)?)
}

/// Moves a due import's next refresh to `next_sync_at`; false when it is no longer due (another
/// instance took it), so each due import is fetched once.
pub fn claim_import(
    conn: &mut DbConnection,
    import_id: i64,
    now: i64,
    next_sync_at: i64,
) -> Result<bool, CoreError> {
    let n = diesel::update(
        calendar_imports::table
            .filter(calendar_imports::id.eq(import_id))
            .filter(calendar_imports::next_sync_at.le(now)),
    )
    .set(calendar_imports::next_sync_at.eq(next_sync_at))
    .execute(conn)?;
    Ok(n == 1)
}

/// A fetch that worked: when, how many intervals it blocked, and no error.
pub fn record_sync(
    conn: &mut DbConnection,
    import_id: i64,
    now: i64,
    blocked_count: i32,
    next_sync_at: i64,
) -> Result<(), CoreError> {
    diesel::update(calendar_imports::table.find(import_id))
        .set((
            calendar_imports::last_synced_at.eq(Some(now)),
            calendar_imports::last_error.eq(None::<String>),
            calendar_imports::blocked_count.eq(blocked_count),
            calendar_imports::next_sync_at.eq(next_sync_at),
        ))
        .execute(conn)?;
    Ok(())
}

/// A fetch that failed: why; the last good sync and its blocks stay.
pub fn record_failure(
    conn: &mut DbConnection,
    import_id: i64,
    message: &str,
    next_sync_at: i64,
) -> Result<(), CoreError> {
    diesel::update(calendar_imports::table.find(import_id))
        .set((
            calendar_imports::last_error.eq(Some(message)),
            calendar_imports::next_sync_at.eq(next_sync_at),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn delete_import_holds(conn: &mut DbConnection, import_id: i64) -> Result<usize, CoreError> {
    Ok(
        diesel::delete(held_intervals::table.filter(held_intervals::import_id.eq(import_id)))
            .execute(conn)?,
    )
}

/// Every hold of `property_id` (bookings, blocks, imports) overlapping `[start, end)`.
pub fn holds_between(
    conn: &mut DbConnection,
    property_id: PropertyId,
    start: i64,
    end: i64,
) -> Result<Vec<(i64, i64)>, CoreError> {
    Ok(held_intervals::table
        .filter(held_intervals::property_id.eq(property_id))
        .filter(held_intervals::starts_at.lt(end))
        .filter(held_intervals::ends_at.gt(start))
        .order(held_intervals::starts_at.asc())
        .select((held_intervals::starts_at, held_intervals::ends_at))
        .load(conn)?)
}

/// Blocks `[start, end)` of `property_id` for import `import_id`; its id, or `None` when
/// PostgreSQL's exclusion constraint refuses it (a concurrent transaction holds part of it).
/// The insert runs in a savepoint, so a refusal leaves the caller's transaction usable.
pub fn insert_import_hold(
    conn: &mut DbConnection,
    property_id: PropertyId,
    start: i64,
    end: i64,
    import_id: i64,
    note: &str,
    now: i64,
) -> Result<Option<i64>, CoreError> {
    super::bookings::lock_property_holds(conn, property_id)?;
    let inserted = conn.transaction::<i64, DieselError, _>(|conn| {
        diesel::insert_into(held_intervals::table)
            .values((
                held_intervals::property_id.eq(property_id),
                held_intervals::starts_at.eq(start),
                held_intervals::ends_at.eq(end),
                held_intervals::kind.eq("block"),
                held_intervals::booking_id.eq(None::<BookingId>),
                held_intervals::note.eq(Some(note)),
                held_intervals::created_at.eq(now),
                held_intervals::import_id.eq(Some(import_id)),
            ))
            .returning(held_intervals::id)
            .get_result::<i64>(conn)
    });
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
