//! Security deposit queries: a deposit recorded once per booking, moved from one status to the next
//! only by an update conditional on the status it was read in (so two servers, or a person and the
//! background job, never both settle one), the claims' photos, and the console's queue. The rules
//! (windows, amounts, the ledger's entries) live in `crate::deposits`.

use diesel::prelude::*;

pub use super::models::{ClaimPhotoRow, DepositRow, NewClaimPhoto};
use super::schema::{booking_deposits, bookings, deposit_claim_photos, properties};
use super::{DbConnection, MultiBackend as Backend};
use crate::error::CoreError;
use crate::ids::{BookingId, RefundId};
use crate::kinds::booking::BookingStatus;
use crate::kinds::deposit::{DepositDecision, DepositStatus};
use crate::page::{ListRequest, Page};

/// Records a collected deposit; `false` when the booking already has one (collected by a
/// concurrent request a moment ago).
pub fn insert(conn: &mut DbConnection, row: &DepositRow) -> Result<bool, CoreError> {
    if of(conn, row.booking_id)?.is_some() {
        return Ok(false);
    }
    diesel::insert_into(booking_deposits::table)
        .values(row)
        .execute(conn)?;
    Ok(true)
}

/// The deposit of a booking, once collected.
pub fn of(conn: &mut DbConnection, booking_id: BookingId) -> Result<Option<DepositRow>, CoreError> {
    Ok(booking_deposits::table
        .find(booking_id)
        .select(DepositRow::as_select())
        .first(conn)
        .optional()?)
}

/// The deposits of the bookings `ids`.
pub fn of_many(conn: &mut DbConnection, ids: &[BookingId]) -> Result<Vec<DepositRow>, CoreError> {
    Ok(booking_deposits::table
        .filter(booking_deposits::booking_id.eq_any(ids))
        .select(DepositRow::as_select())
        .load(conn)?)
}

/// Every deposit (for the check).
pub fn all(conn: &mut DbConnection) -> Result<Vec<DepositRow>, CoreError> {
    Ok(booking_deposits::table
        .order(booking_deposits::booking_id.asc())
        .select(DepositRow::as_select())
        .load(conn)?)
}

/// Held deposits of confirmed stays that ended before `ended_before`, oldest first.
pub fn due_release(
    conn: &mut DbConnection,
    ended_before: i64,
    limit: i64,
) -> Result<Vec<BookingId>, CoreError> {
    Ok(booking_deposits::table
        .inner_join(bookings::table.on(bookings::id.eq(booking_deposits::booking_id)))
        .filter(booking_deposits::status.eq(DepositStatus::Held))
        .filter(bookings::status.eq(BookingStatus::Confirmed))
        .filter(bookings::ends_at.lt(ended_before))
        .order(bookings::ends_at.asc())
        .limit(limit)
        .select(booking_deposits::booking_id)
        .load(conn)?)
}

/// Claims made before `claimed_before` that the guest has not answered, oldest first.
pub fn due_acceptance(
    conn: &mut DbConnection,
    claimed_before: i64,
    limit: i64,
) -> Result<Vec<BookingId>, CoreError> {
    Ok(booking_deposits::table
        .filter(booking_deposits::status.eq(DepositStatus::Claimed))
        .filter(booking_deposits::claimed_at.lt(claimed_before))
        .order(booking_deposits::claimed_at.asc())
        .limit(limit)
        .select(booking_deposits::booking_id)
        .load(conn)?)
}

/// Moves the deposit from `from` to `to` where nothing else changes with it (a claim disputed);
/// `false` when it was no longer `from` (changed by someone else since it was read).
pub fn move_status(
    conn: &mut DbConnection,
    booking_id: BookingId,
    from: DepositStatus,
    to: DepositStatus,
) -> Result<bool, CoreError> {
    let n = diesel::update(
        booking_deposits::table
            .filter(booking_deposits::booking_id.eq(booking_id))
            .filter(booking_deposits::status.eq(from)),
    )
    .set(booking_deposits::status.eq(to))
    .execute(conn)?;
    Ok(n == 1)
}

/// The owner's claim: a held deposit moves to claimed with it; `false` when it was no longer held.
pub fn claim(
    conn: &mut DbConnection,
    booking_id: BookingId,
    amount: i64,
    reason: &str,
    at: i64,
) -> Result<bool, CoreError> {
    let n = diesel::update(
        booking_deposits::table
            .filter(booking_deposits::booking_id.eq(booking_id))
            .filter(booking_deposits::status.eq(DepositStatus::Held)),
    )
    .set((
        booking_deposits::status.eq(DepositStatus::Claimed),
        booking_deposits::claim_amount_paise.eq(Some(amount)),
        booking_deposits::claim_reason.eq(Some(reason)),
        booking_deposits::claimed_at.eq(Some(at)),
    ))
    .execute(conn)?;
    Ok(n == 1)
}

/// The guest's answer (with their reason when they dispute).
pub fn set_answer(
    conn: &mut DbConnection,
    booking_id: BookingId,
    dispute_reason: Option<&str>,
    at: i64,
) -> Result<(), CoreError> {
    diesel::update(booking_deposits::table.find(booking_id))
        .set((
            booking_deposits::answered_at.eq(Some(at)),
            booking_deposits::dispute_reason.eq(dispute_reason),
        ))
        .execute(conn)?;
    Ok(())
}

/// Staff's decision on a disputed claim.
pub fn set_decision(
    conn: &mut DbConnection,
    booking_id: BookingId,
    decision: DepositDecision,
    reason: &str,
    by: &str,
) -> Result<(), CoreError> {
    diesel::update(booking_deposits::table.find(booking_id))
        .set((
            booking_deposits::decision.eq(Some(decision)),
            booking_deposits::decision_reason.eq(Some(reason)),
            booking_deposits::decided_by.eq(Some(by)),
        ))
        .execute(conn)?;
    Ok(())
}

/// Settles the deposit from `from` to `to` (released, accepted or decided), the owner keeping
/// `kept`; `false` when it was no longer `from` (settled by someone else since it was read).
pub fn settle(
    conn: &mut DbConnection,
    booking_id: BookingId,
    from: DepositStatus,
    to: DepositStatus,
    kept: i64,
    at: i64,
) -> Result<bool, CoreError> {
    let n = diesel::update(
        booking_deposits::table
            .filter(booking_deposits::booking_id.eq(booking_id))
            .filter(booking_deposits::status.eq(from)),
    )
    .set((
        booking_deposits::status.eq(to),
        booking_deposits::kept_paise.eq(Some(kept)),
        booking_deposits::settled_at.eq(Some(at)),
    ))
    .execute(conn)?;
    Ok(n == 1)
}

/// The refund that returned what the owner did not keep.
pub fn set_refund(
    conn: &mut DbConnection,
    booking_id: BookingId,
    refund_id: RefundId,
) -> Result<(), CoreError> {
    diesel::update(booking_deposits::table.find(booking_id))
        .set(booking_deposits::refund_id.eq(Some(refund_id)))
        .execute(conn)?;
    Ok(())
}

pub fn insert_photo(conn: &mut DbConnection, new: &NewClaimPhoto) -> Result<i64, CoreError> {
    Ok(diesel::insert_into(deposit_claim_photos::table)
        .values(new)
        .returning(deposit_claim_photos::id)
        .get_result(conn)?)
}

/// A deposit's claim photos, oldest first.
pub fn photos(
    conn: &mut DbConnection,
    booking_id: BookingId,
) -> Result<Vec<ClaimPhotoRow>, CoreError> {
    Ok(deposit_claim_photos::table
        .filter(deposit_claim_photos::booking_id.eq(booking_id))
        .order(deposit_claim_photos::id.asc())
        .select(ClaimPhotoRow::as_select())
        .load(conn)?)
}

/// The claim photos of the deposits of `ids`, oldest first: one query for a list of bookings.
pub fn photos_of_many(
    conn: &mut DbConnection,
    ids: &[BookingId],
) -> Result<Vec<ClaimPhotoRow>, CoreError> {
    Ok(deposit_claim_photos::table
        .filter(deposit_claim_photos::booking_id.eq_any(ids))
        .order(deposit_claim_photos::id.asc())
        .select(ClaimPhotoRow::as_select())
        .load(conn)?)
}

/// A deposit's claims for the console, with the booking's code and the farmhouse's title,
/// narrowed to one status when given, and how many match.
pub fn list(
    c: &mut DbConnection,
    req: &ListRequest,
    status: Option<DepositStatus>,
) -> Result<Page<(DepositRow, String, String)>, CoreError> {
    let filtered = || {
        let mut q = booking_deposits::table
            .inner_join(bookings::table.on(bookings::id.eq(booking_deposits::booking_id)))
            .inner_join(properties::table.on(properties::id.eq(bookings::property_id)))
            .filter(booking_deposits::claimed_at.is_not_null())
            .into_boxed::<Backend>();
        if let Some(status) = status {
            q = q.filter(booking_deposits::status.eq(status));
        }
        q
    };
    let total = filtered().count().get_result::<i64>(c)?;
    let mut q = filtered();
    q = match (req.sort.as_str(), req.descending) {
        ("claimAmountPaise", false) => q.order((
            booking_deposits::claim_amount_paise.asc(),
            booking_deposits::booking_id.asc(),
        )),
        ("claimAmountPaise", true) => q.order((
            booking_deposits::claim_amount_paise.desc(),
            booking_deposits::booking_id.desc(),
        )),
        ("id", false) => q.order(booking_deposits::booking_id.asc()),
        ("id", true) => q.order(booking_deposits::booking_id.desc()),
        (_, false) => q.order((
            booking_deposits::claimed_at.asc(),
            booking_deposits::booking_id.asc(),
        )),
        (_, true) => q.order((
            booking_deposits::claimed_at.desc(),
            booking_deposits::booking_id.desc(),
        )),
    };
    let rows = q
        .select((DepositRow::as_select(), bookings::code, properties::title))
        .offset(req.start)
        .limit(req.limit())
        .load(c)?;
    Ok(req.page(rows, total))
}
