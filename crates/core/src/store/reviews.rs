//! Queries of reviews from stays and owners' replies. The rules live in `crate::reviews`.

use diesel::prelude::*;

use super::models::{NewReview, ReviewRow};
use super::schema::{bookings, properties, reviews};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{BookingId, PropertyId, ReviewId, UserId};
use crate::kinds::booking::BookingStatus;
use crate::kinds::listing::ListingStatus;

/// A review with the listing it is about and that listing's owner.
pub type ReviewOfListing = (ReviewRow, String, String, UserId);

/// The review of each of `ids` that has one: (booking, review).
pub fn ids_for_bookings(
    conn: &mut DbConnection,
    ids: &[BookingId],
) -> Result<Vec<(BookingId, i64)>, CoreError> {
    let rows: Vec<(Option<BookingId>, i64)> = reviews::table
        .filter(reviews::booking_id.eq_any(ids.iter().map(|i| Some(*i))))
        .select((reviews::booking_id, reviews::id))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(b, r)| b.map(|b| (b, r)))
        .collect())
}

/// How many reviews property `id` has, shown or hidden.
pub fn count_of_property(conn: &mut DbConnection, id: PropertyId) -> Result<i64, CoreError> {
    Ok(reviews::table
        .filter(reviews::property_id.eq(id))
        .count()
        .get_result(conn)?)
}

pub fn insert(conn: &mut DbConnection, row: &NewReview) -> Result<ReviewId, CoreError> {
    Ok(diesel::insert_into(reviews::table)
        .values(row)
        .returning(reviews::id)
        .get_result(conn)?)
}

/// Moves one rating into (`sign` 1) or out of (`sign` -1) its property's sums, which the page,
/// the search sort and the locality averages read. The edit time moves too, so catalogue caches
/// keyed on the newest edit see the change at once.
pub fn adjust_rating(
    conn: &mut DbConnection,
    property: PropertyId,
    rating: i32,
    sign: i64,
    now: i64,
) -> Result<(), CoreError> {
    adjust_rating_sums(conn, property, rating, sign)?;
    diesel::update(properties::table.find(property))
        .set(properties::updated_at.eq(now))
        .execute(conn)?;
    Ok(())
}

/// [`adjust_rating`] without touching the edit time (seeding history, where no cache is warm).
pub fn adjust_rating_sums(
    conn: &mut DbConnection,
    property: PropertyId,
    rating: i32,
    sign: i64,
) -> Result<(), CoreError> {
    diesel::update(properties::table.find(property))
        .set((
            properties::rating_count.eq(properties::rating_count + sign),
            properties::rating_sum.eq(properties::rating_sum + sign * i64::from(rating)),
        ))
        .execute(conn)?;
    Ok(())
}

/// One review guests can see (not hidden), with its listing's slug, title and owner.
pub fn shown(conn: &mut DbConnection, id: ReviewId) -> Result<Option<ReviewOfListing>, CoreError> {
    Ok(reviews::table
        .inner_join(properties::table)
        .filter(reviews::id.eq(id))
        .filter(reviews::hidden_at.is_null())
        .select((
            ReviewRow::as_select(),
            properties::slug,
            properties::title,
            properties::owner_id,
        ))
        .first(conn)
        .optional()?)
}

/// Writes the owner's reply, or replaces it (`edited`); the first reply keeps its time.
pub fn set_reply(
    conn: &mut DbConnection,
    id: ReviewId,
    text: &str,
    edited: bool,
    now: i64,
) -> Result<(), CoreError> {
    let target = reviews::table.find(id);
    if edited {
        diesel::update(target)
            .set((reviews::reply.eq(text), reviews::reply_edited_at.eq(now)))
            .execute(conn)?;
    } else {
        diesel::update(target)
            .set((reviews::reply.eq(text), reviews::replied_at.eq(now)))
            .execute(conn)?;
    }
    Ok(())
}

/// The newest reviews guests can see, site-wide: shown, on published listings.
pub fn recent(conn: &mut DbConnection, limit: i64) -> Result<Vec<ReviewOfListing>, CoreError> {
    Ok(reviews::table
        .inner_join(properties::table)
        .filter(reviews::hidden_at.is_null())
        .filter(properties::status.eq(ListingStatus::Published))
        .order((reviews::created_at.desc(), reviews::id.desc()))
        .limit(limit)
        .select((
            ReviewRow::as_select(),
            properties::slug,
            properties::title,
            properties::owner_id,
        ))
        .load(conn)?)
}

/// Reviews of `owner`'s listings that guests can see, newest first, and how many in all;
/// `unanswered` keeps those without a reply.
pub fn of_owner(
    conn: &mut DbConnection,
    owner: UserId,
    unanswered: bool,
    offset: i64,
    limit: i64,
) -> Result<(Vec<ReviewOfListing>, i64), CoreError> {
    let base = || {
        let q = reviews::table
            .inner_join(properties::table)
            .filter(properties::owner_id.eq(owner))
            .filter(reviews::hidden_at.is_null())
            .into_boxed::<crate::store::MultiBackend>();
        if unanswered {
            q.filter(reviews::reply.is_null())
        } else {
            q
        }
    };
    let rows = base()
        .order((reviews::created_at.desc(), reviews::id.desc()))
        .offset(offset)
        .limit(limit)
        .select((
            ReviewRow::as_select(),
            properties::slug,
            properties::title,
            properties::owner_id,
        ))
        .load(conn)?;
    let total = base().count().get_result(conn)?;
    Ok((rows, total))
}

/// Confirmed stays that ended in `ended` (a half-open range of times) whose guest was not yet
/// asked for a review and has not written one, oldest first.
pub fn due_reminders(
    conn: &mut DbConnection,
    ended: (i64, i64),
    limit: i64,
) -> Result<Vec<BookingId>, CoreError> {
    let reviewed = reviews::table
        .filter(reviews::booking_id.is_not_null())
        .select(reviews::booking_id.assume_not_null());
    Ok(bookings::table
        .filter(bookings::status.eq(BookingStatus::Confirmed))
        .filter(bookings::review_reminded_at.is_null())
        .filter(bookings::ends_at.ge(ended.0))
        .filter(bookings::ends_at.lt(ended.1))
        .filter(bookings::id.ne_all(reviewed))
        .order(bookings::ends_at.asc())
        .limit(limit)
        .select(bookings::id)
        .load(conn)?)
}

/// Marks the reminder of `booking` as sent; false when another worker already did.
pub fn claim_reminder(
    conn: &mut DbConnection,
    booking: BookingId,
    now: i64,
) -> Result<bool, CoreError> {
    Ok(diesel::update(
        bookings::table
            .find(booking)
            .filter(bookings::review_reminded_at.is_null()),
    )
    .set(bookings::review_reminded_at.eq(now))
    .execute(conn)?
        == 1)
}
