//! Queries of the console's and support's actions on accounts and reviews. The rules live in
//! `crate::moderation`.

use diesel::prelude::*;

use super::schema::{bookings, properties, reviews, users};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{BookingId, PropertyId, ReviewId, UserId};
use crate::kinds::booking::BookingStatus;
use crate::kinds::listing::{Actor, ListingStatus};
use crate::kinds::role::Role;

/// When and why `user_id` was suspended, if they are.
pub fn suspension(
    conn: &mut DbConnection,
    user_id: UserId,
) -> Result<Option<(i64, String)>, CoreError> {
    let row: Option<(Option<i64>, Option<String>)> = users::table
        .find(user_id)
        .select((users::suspended_at, users::suspended_reason))
        .first(conn)
        .optional()?;
    Ok(match row {
        Some((Some(at), reason)) => Some((at, reason.unwrap_or_default())),
        _ => None,
    })
}

/// Sets or clears the suspension; false when it was already in that state (a racing action).
pub fn set_suspended(
    conn: &mut DbConnection,
    user_id: UserId,
    suspended: Option<(i64, &str)>,
) -> Result<bool, CoreError> {
    let target = users::table.filter(users::id.eq(user_id));
    let n = match suspended {
        Some((at, reason)) => diesel::update(target.filter(users::suspended_at.is_null()))
            .set((
                users::suspended_at.eq(Some(at)),
                users::suspended_reason.eq(Some(reason)),
            ))
            .execute(conn)?,
        None => diesel::update(target.filter(users::suspended_at.is_not_null()))
            .set((
                users::suspended_at.eq(None::<i64>),
                users::suspended_reason.eq(None::<String>),
            ))
            .execute(conn)?,
    };
    Ok(n == 1)
}

pub fn set_role(conn: &mut DbConnection, user_id: UserId, role: Role) -> Result<(), CoreError> {
    diesel::update(users::table.find(user_id))
        .set(users::role.eq(role.as_str()))
        .execute(conn)?;
    Ok(())
}

/// The owner's listings in `status`, and for unlisted ones only those an admin took off with
/// exactly `reason` (how a reinstatement finds what its suspension unlisted).
pub fn listings_of(
    conn: &mut DbConnection,
    owner: UserId,
    status: ListingStatus,
    admin_reason: Option<&str>,
) -> Result<Vec<(PropertyId, String)>, CoreError> {
    let mut query = properties::table
        .filter(properties::owner_id.eq(owner))
        .filter(properties::status.eq(status))
        .select((properties::id, properties::slug))
        .order(properties::id.asc())
        .into_boxed();
    if let Some(reason) = admin_reason {
        query = query
            .filter(properties::unlisted_by.eq(Actor::Admin))
            .filter(properties::status_reason.eq(reason.to_string()));
    }
    Ok(query.load(conn)?)
}

/// How many listings the owner has that guests can see or that wait for review.
pub fn live_listing_count(conn: &mut DbConnection, owner: UserId) -> Result<i64, CoreError> {
    Ok(properties::table
        .filter(properties::owner_id.eq(owner))
        .filter(properties::status.eq_any([ListingStatus::Published, ListingStatus::PendingReview]))
        .count()
        .get_result(conn)?)
}

/// Pending bookings the user made as a guest or that wait on their properties, oldest first.
pub fn pending_bookings_of(
    conn: &mut DbConnection,
    user_id: UserId,
) -> Result<Vec<BookingId>, CoreError> {
    let owned = properties::table
        .filter(properties::owner_id.eq(user_id))
        .select(properties::id);
    Ok(bookings::table
        .filter(bookings::status.eq(BookingStatus::Pending))
        .filter(
            bookings::guest_id
                .eq(user_id)
                .or(bookings::property_id.eq_any(owned)),
        )
        .order(bookings::id.asc())
        .select(bookings::id)
        .load(conn)?)
}

/// A review's property, rating, hidden time and author (none once the account is gone).
pub type ReviewFacts = (PropertyId, i32, Option<i64>, Option<UserId>);

/// A review's [`ReviewFacts`].
pub fn review(conn: &mut DbConnection, id: ReviewId) -> Result<Option<ReviewFacts>, CoreError> {
    Ok(reviews::table
        .find(id)
        .select((
            reviews::property_id,
            reviews::rating,
            reviews::hidden_at,
            reviews::user_id,
        ))
        .first(conn)
        .optional()?)
}

/// Hides or shows a review and moves its rating out of or back into its property's average
/// (the page and search read the property's sums). False when it already was in that state.
pub fn set_review_hidden(
    conn: &mut DbConnection,
    id: ReviewId,
    hidden: Option<(i64, &str)>,
    now: i64,
) -> Result<bool, CoreError> {
    let Some((property, rating, _, _)) = review(conn, id)? else {
        return Ok(false);
    };
    let target = reviews::table.filter(reviews::id.eq(id));
    let (n, sign) = match hidden {
        Some((at, reason)) => (
            diesel::update(target.filter(reviews::hidden_at.is_null()))
                .set((
                    reviews::hidden_at.eq(Some(at)),
                    reviews::hidden_reason.eq(Some(reason)),
                ))
                .execute(conn)?,
            -1,
        ),
        None => (
            diesel::update(target.filter(reviews::hidden_at.is_not_null()))
                .set((
                    reviews::hidden_at.eq(None::<i64>),
                    reviews::hidden_reason.eq(None::<String>),
                ))
                .execute(conn)?,
            1,
        ),
    };
    if n != 1 {
        return Ok(false);
    }
    super::reviews::adjust_rating(conn, property, rating, sign, now)?;
    Ok(true)
}
