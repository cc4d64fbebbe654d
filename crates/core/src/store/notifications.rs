//! The notification outbox: rows written inside a booking's transaction, claimed by workers with
//! a lease, and marked sent or scheduled again. The rules (texts, backoff) live in
//! `crate::notifications`.

use diesel::prelude::*;

pub use super::models::{NewNotification, NotificationRow};
use super::schema::notification_outbox as outbox;
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::BookingId;
use crate::kinds::outbox::OutboxStatus;

pub fn insert(conn: &mut DbConnection, row: &NewNotification) -> Result<(), CoreError> {
    diesel::insert_into(outbox::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

/// Claims up to `limit` pending rows due at `now`: each gets one more attempt and is not due again
/// until `lease_until`, so another worker leaves it alone while this one sends it (and a worker
/// that dies mid-send only delays it). Run inside a write transaction. On PostgreSQL the rows are
/// locked with SKIP LOCKED so concurrent workers take different rows instead of waiting; on
/// SQLite the IMMEDIATE transaction already lets one writer in at a time. The UPDATE repeats the
/// due condition, so a row another worker claimed first is never claimed twice.
pub fn claim_due(
    conn: &mut DbConnection,
    now: i64,
    lease_until: i64,
    limit: i64,
) -> Result<Vec<NotificationRow>, CoreError> {
    let due = outbox::table
        .filter(outbox::status.eq(OutboxStatus::Pending))
        .filter(outbox::next_attempt_at.le(now))
        .order((outbox::next_attempt_at.asc(), outbox::id.asc()))
        .limit(limit)
        .select(outbox::id);
    let ids: Vec<i64> = match conn {
        DbConnection::Postgresql(c) => due.for_update().skip_locked().load(c)?,
        DbConnection::Sqlite(c) => due.load(c)?,
    };
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    diesel::update(
        outbox::table
            .filter(outbox::id.eq_any(&ids))
            .filter(outbox::status.eq(OutboxStatus::Pending))
            .filter(outbox::next_attempt_at.le(now)),
    )
    .set((
        outbox::attempts.eq(outbox::attempts + 1),
        outbox::next_attempt_at.eq(lease_until),
    ))
    .execute(conn)?;
    // The selected rows are this transaction's alone (locked on PostgreSQL, the only writer on
    // SQLite), so each of them now carries this claim.
    Ok(outbox::table
        .filter(outbox::id.eq_any(&ids))
        .order(outbox::id.asc())
        .select(NotificationRow::as_select())
        .load(conn)?)
}

/// Marks a claimed row sent. Only the claim that made attempt `attempt` may: a worker whose lease
/// lapsed and was re-claimed by another does not overwrite the newer attempt's outcome.
pub fn mark_sent(
    conn: &mut DbConnection,
    id: i64,
    attempt: i32,
    now: i64,
) -> Result<bool, CoreError> {
    let n = diesel::update(claimed(id, attempt))
        .set((
            outbox::status.eq(OutboxStatus::Sent),
            outbox::sent_at.eq(Some(now)),
            outbox::last_error.eq(None::<String>),
        ))
        .execute(conn)?;
    Ok(n == 1)
}

/// Marks the pending rows of `booking_ids` sent when they were written: the demo seeder's bookings
/// are history, so a server started on the demo data texts nobody about them.
pub fn mark_sent_when_written(
    conn: &mut DbConnection,
    booking_ids: &[BookingId],
) -> Result<usize, CoreError> {
    Ok(diesel::update(
        outbox::table
            .filter(outbox::booking_id.eq_any(booking_ids))
            .filter(outbox::status.eq(OutboxStatus::Pending)),
    )
    .set((
        outbox::status.eq(OutboxStatus::Sent),
        outbox::attempts.eq(1),
        outbox::sent_at.eq(outbox::created_at.nullable()),
    ))
    .execute(conn)?)
}

/// Records a failed attempt: due again at `retry_at`, or `failed` for good when it is `None`.
pub fn mark_attempt_failed(
    conn: &mut DbConnection,
    id: i64,
    attempt: i32,
    error: &str,
    retry_at: Option<i64>,
) -> Result<bool, CoreError> {
    let target = claimed(id, attempt);
    let n = match retry_at {
        Some(at) => diesel::update(target)
            .set((
                outbox::next_attempt_at.eq(at),
                outbox::last_error.eq(Some(error)),
            ))
            .execute(conn)?,
        None => diesel::update(target)
            .set((
                outbox::status.eq(OutboxStatus::Failed),
                outbox::last_error.eq(Some(error)),
            ))
            .execute(conn)?,
    };
    Ok(n == 1)
}

type Claimed = diesel::dsl::Filter<
    diesel::dsl::Filter<
        diesel::dsl::Filter<outbox::table, diesel::dsl::Eq<outbox::id, i64>>,
        diesel::dsl::Eq<outbox::status, OutboxStatus>,
    >,
    diesel::dsl::Eq<outbox::attempts, i32>,
>;

/// The row `id` while it is still pending under the claim that made attempt `attempt`.
fn claimed(id: i64, attempt: i32) -> Claimed {
    outbox::table
        .filter(outbox::id.eq(id))
        .filter(outbox::status.eq(OutboxStatus::Pending))
        .filter(outbox::attempts.eq(attempt))
}
