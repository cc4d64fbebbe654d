//! Refund queries: the rows opened inside a booking's or a payment's transaction, claimed by the
//! refund worker with a lease, and marked processed, due again, or failed. The rules (amounts,
//! backoff, audit) live in `crate::payments::refunds`.

use diesel::prelude::*;

pub use super::models::{NewRefund, RefundRow};
use super::schema::{bookings, payments, refunds};
use super::{DbConnection, MultiBackend as Backend};
use crate::error::CoreError;
use crate::ids::{BookingId, PaymentId, RefundId};
use crate::kinds::booking::PaymentStatus;
use crate::kinds::payment::{OrderStatus, RefundStatus};
use crate::page::{ListRequest, Page};
use crate::store::models::PaymentRow;

pub fn insert(conn: &mut DbConnection, new: &NewRefund) -> Result<RefundRow, CoreError> {
    let id: RefundId = diesel::insert_into(refunds::table)
        .values(new)
        .returning(refunds::id)
        .get_result(conn)?;
    by_id(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Refund))
}

pub fn by_id(conn: &mut DbConnection, id: RefundId) -> Result<Option<RefundRow>, CoreError> {
    Ok(refunds::table
        .find(id)
        .select(RefundRow::as_select())
        .first(conn)
        .optional()?)
}

/// A booking's refunds, oldest first.
pub fn for_booking(
    conn: &mut DbConnection,
    booking_id: BookingId,
) -> Result<Vec<RefundRow>, CoreError> {
    Ok(refunds::table
        .filter(refunds::booking_id.eq(booking_id))
        .order(refunds::id.asc())
        .select(RefundRow::as_select())
        .load(conn)?)
}

/// The refunds of several bookings, oldest first.
pub fn for_bookings(
    conn: &mut DbConnection,
    booking_ids: &[BookingId],
) -> Result<Vec<RefundRow>, CoreError> {
    if booking_ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(refunds::table
        .filter(refunds::booking_id.eq_any(booking_ids))
        .order(refunds::id.asc())
        .select(RefundRow::as_select())
        .load(conn)?)
}

/// A booking's captured payments, oldest first.
pub fn paid_payments(
    conn: &mut DbConnection,
    booking_id: BookingId,
) -> Result<Vec<PaymentRow>, CoreError> {
    Ok(payments::table
        .filter(payments::booking_id.eq(booking_id))
        .filter(payments::status.eq(OrderStatus::Paid))
        .order(payments::id.asc())
        .select(PaymentRow::as_select())
        .load(conn)?)
}

/// Paise already claimed against each of `payment_ids` by refunds in any state (a failed one
/// may still be sent again, so its money is not free to refund twice).
pub fn claimed_by_payment(
    conn: &mut DbConnection,
    payment_ids: &[PaymentId],
    only: Option<RefundStatus>,
) -> Result<Vec<(PaymentId, i64)>, CoreError> {
    if payment_ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut q = refunds::table
        .filter(refunds::payment_id.eq_any(payment_ids.iter().map(|p| Some(*p))))
        .select((refunds::payment_id, refunds::amount_paise))
        .into_boxed::<Backend>();
    if let Some(status) = only {
        q = q.filter(refunds::status.eq(status));
    }
    let rows: Vec<(Option<PaymentId>, i64)> = q.load(conn)?;
    // Summed here: SUM of a BIGINT is NUMERIC on PostgreSQL, and the rows are few.
    let mut sums: Vec<(PaymentId, i64)> = Vec::new();
    for (id, amount) in rows {
        let Some(id) = id else { continue };
        match sums.iter_mut().find(|(p, _)| *p == id) {
            Some((_, sum)) => *sum += amount,
            None => sums.push((id, amount)),
        }
    }
    Ok(sums)
}

/// Claims up to `limit` pending refunds due at `now`, as the notification outbox does: each gets
/// one more attempt and is not due again until `lease_until`, so no other worker sends it while
/// this one does. Run inside a write transaction; on PostgreSQL the rows are locked with SKIP
/// LOCKED, on SQLite the IMMEDIATE transaction lets one writer in, and the UPDATE repeats the
/// due condition, so one refund is never claimed by two workers.
pub fn claim_due(
    conn: &mut DbConnection,
    now: i64,
    lease_until: i64,
    limit: i64,
) -> Result<Vec<RefundRow>, CoreError> {
    let due = refunds::table
        .filter(refunds::status.eq(RefundStatus::Pending))
        .filter(refunds::next_attempt_at.le(now))
        .order((refunds::next_attempt_at.asc(), refunds::id.asc()))
        .limit(limit)
        .select(refunds::id);
    let ids: Vec<RefundId> = match conn {
        DbConnection::Postgresql(c) => due.for_update().skip_locked().load(c)?,
        DbConnection::Sqlite(c) => due.load(c)?,
    };
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    diesel::update(
        refunds::table
            .filter(refunds::id.eq_any(&ids))
            .filter(refunds::status.eq(RefundStatus::Pending))
            .filter(refunds::next_attempt_at.le(now)),
    )
    .set((
        refunds::attempts.eq(refunds::attempts + 1),
        refunds::next_attempt_at.eq(lease_until),
    ))
    .execute(conn)?;
    Ok(refunds::table
        .filter(refunds::id.eq_any(&ids))
        .order(refunds::id.asc())
        .select(RefundRow::as_select())
        .load(conn)?)
}

/// Marks a claimed refund processed. Only the claim that made attempt `attempt` may, so a worker
/// whose lease lapsed cannot overwrite a newer attempt's outcome.
pub fn mark_processed(
    conn: &mut DbConnection,
    id: RefundId,
    attempt: i32,
    provider_refund_id: &str,
    now: i64,
) -> Result<bool, CoreError> {
    let n = diesel::update(
        refunds::table
            .filter(refunds::id.eq(id))
            .filter(refunds::status.eq(RefundStatus::Pending))
            .filter(refunds::attempts.eq(attempt)),
    )
    .set((
        refunds::status.eq(RefundStatus::Processed),
        refunds::provider_refund_id.eq(Some(provider_refund_id)),
        refunds::last_error.eq(None::<String>),
        refunds::updated_at.eq(now),
    ))
    .execute(conn)?;
    Ok(n == 1)
}

/// Records a failed attempt of the claim `attempt`: due again at `retry_at`, or `failed` for good
/// when it is `None`.
pub fn mark_attempt_failed(
    conn: &mut DbConnection,
    id: RefundId,
    attempt: i32,
    error: &str,
    retry_at: Option<i64>,
    now: i64,
) -> Result<bool, CoreError> {
    let target = refunds::table
        .filter(refunds::id.eq(id))
        .filter(refunds::status.eq(RefundStatus::Pending))
        .filter(refunds::attempts.eq(attempt));
    let n = match retry_at {
        Some(at) => diesel::update(target)
            .set((
                refunds::next_attempt_at.eq(at),
                refunds::last_error.eq(Some(error)),
                refunds::updated_at.eq(now),
            ))
            .execute(conn)?,
        None => diesel::update(target)
            .set((
                refunds::status.eq(RefundStatus::Failed),
                refunds::last_error.eq(Some(error)),
                refunds::updated_at.eq(now),
            ))
            .execute(conn)?,
    };
    Ok(n == 1)
}

/// A failed refund pending again, due at `now` with a fresh set of attempts; `false` when it is
/// not failed (any more).
pub fn reopen_failed(conn: &mut DbConnection, id: RefundId, now: i64) -> Result<bool, CoreError> {
    let n = diesel::update(
        refunds::table
            .filter(refunds::id.eq(id))
            .filter(refunds::status.eq(RefundStatus::Failed)),
    )
    .set((
        refunds::status.eq(RefundStatus::Pending),
        refunds::attempts.eq(0),
        refunds::next_attempt_at.eq(now),
        refunds::updated_at.eq(now),
    ))
    .execute(conn)?;
    Ok(n == 1)
}

/// A booking whose late payment goes back: its payment reads refunded, for `refund_paise`.
pub fn set_booking_refunded(
    conn: &mut DbConnection,
    booking_id: BookingId,
    refund_paise: i64,
    now: i64,
) -> Result<(), CoreError> {
    diesel::update(bookings::table.find(booking_id))
        .set((
            bookings::payment_status.eq(PaymentStatus::Refunded),
            bookings::refund_paise.eq(Some(refund_paise)),
            bookings::updated_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

/// The refunds of the console's list, with their booking's code, and how many match.
pub fn list(
    c: &mut DbConnection,
    req: &ListRequest,
    status: Option<RefundStatus>,
    booking_id: Option<BookingId>,
) -> Result<Page<(RefundRow, String)>, CoreError> {
    // Built twice (count and page) because boxed queries cannot be cloned.
    let filtered = || {
        let mut q = refunds::table
            .inner_join(bookings::table)
            .into_boxed::<Backend>();
        if let Some(status) = status {
            q = q.filter(refunds::status.eq(status));
        }
        if let Some(id) = booking_id {
            q = q.filter(refunds::booking_id.eq(id));
        }
        q
    };
    let total = filtered().count().get_result::<i64>(c)?;
    let mut q = filtered();
    q = match (req.sort.as_str(), req.descending) {
        ("amountPaise", false) => q.order((refunds::amount_paise.asc(), refunds::id.asc())),
        ("amountPaise", true) => q.order((refunds::amount_paise.desc(), refunds::id.desc())),
        ("createdAt", false) => q.order((refunds::created_at.asc(), refunds::id.asc())),
        ("createdAt", true) => q.order((refunds::created_at.desc(), refunds::id.desc())),
        (_, false) => q.order(refunds::id.asc()),
        (_, true) => q.order(refunds::id.desc()),
    };
    let rows = q
        .select((RefundRow::as_select(), bookings::code))
        .offset(req.start)
        .limit(req.limit())
        .load(c)?;
    Ok(req.page(rows, total))
}

/// The payments of the console's list, with their booking's code, and how many match.
pub fn list_payments(
    c: &mut DbConnection,
    req: &ListRequest,
    status: Option<OrderStatus>,
    booking_id: Option<BookingId>,
) -> Result<Page<(PaymentRow, String)>, CoreError> {
    let filtered = || {
        let mut q = payments::table
            .inner_join(bookings::table)
            .into_boxed::<Backend>();
        if let Some(status) = status {
            q = q.filter(payments::status.eq(status));
        }
        if let Some(id) = booking_id {
            q = q.filter(payments::booking_id.eq(id));
        }
        q
    };
    let total = filtered().count().get_result::<i64>(c)?;
    let mut q = filtered();
    q = match (req.sort.as_str(), req.descending) {
        ("amountPaise", false) => q.order((payments::amount_paise.asc(), payments::id.asc())),
        ("amountPaise", true) => q.order((payments::amount_paise.desc(), payments::id.desc())),
        ("createdAt", false) => q.order((payments::created_at.asc(), payments::id.asc())),
        ("createdAt", true) => q.order((payments::created_at.desc(), payments::id.desc())),
        (_, false) => q.order(payments::id.asc()),
        (_, true) => q.order(payments::id.desc()),
    };
    let rows = q
        .select((PaymentRow::as_select(), bookings::code))
        .offset(req.start)
        .limit(req.limit())
        .load(c)?;
    Ok(req.page(rows, total))
}
