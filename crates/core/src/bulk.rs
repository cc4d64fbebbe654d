//! Adding data in bulk, for the demo and synthetic generator (`escapes-demo`) and load tests: the
//! catalogue (accounts, localities, amenities, listings with pictures, reviews and blocks) added
//! where missing in one transaction, and a [`Batch`] of bookings and conversations that already
//! happened, recorded through the same steps as the live flows. Callers never see the database.

use chrono::{DateTime, Utc};

use crate::bookings::history;
pub use crate::bookings::history::{ListingFacts, Outcome, PastBooking};
use crate::error::CoreError;
use crate::ids::{BookingId, PropertyId, ReviewId, UserId};
use crate::money::Paise;
use crate::slots::Interval;
use crate::store::bookings as sb;
pub use crate::store::bulk::{
    AmenitySeed, BlockSeed, CatalogueSeed, CatalogueTotals, ImageSeed, LocationSeed, PropertySeed,
    ReviewSeed, SeedCounts, StoredImage, UserSeed, PROPERTY_ID_PLACEHOLDER,
};
pub use crate::store::messaging::SeedLine as ConversationLine;
use crate::store::{bulk, messaging, notifications, write_transaction, DbConnection, Store};

/// Adds what `seed` names and is missing, in one transaction; the rows added. Existing rows are
/// left as they are (a demo phone that signed up as a plain user is only promoted).
pub fn add_catalogue(store: &Store, seed: &CatalogueSeed) -> Result<SeedCounts, CoreError> {
    store.run_blocking(|conn| bulk::apply(conn, seed))
}

/// The picture rows of the listings with these slugs, whoever added them.
pub fn images_of_properties(
    store: &Store,
    slugs: &[String],
) -> Result<Vec<StoredImage>, CoreError> {
    store.run_blocking(|conn| bulk::images_of_properties(conn, slugs))
}

/// The highest listing id so far (0 when there is none).
pub fn max_property_id(store: &Store) -> Result<i64, CoreError> {
    store.run_blocking(bulk::max_property_id)
}

/// Which of these slugs are taken.
pub fn existing_property_slugs(
    store: &Store,
    slugs: &[String],
) -> Result<std::collections::HashSet<String>, CoreError> {
    store.run_blocking(|conn| bulk::existing_property_slugs(conn, slugs))
}

/// How much of the catalogue exists.
pub fn totals(store: &Store) -> Result<CatalogueTotals, CoreError> {
    store.run_blocking(bulk::totals)
}

/// Writes of one transaction: all of them land, or none.
pub struct Batch<'c> {
    conn: &'c mut DbConnection,
    now: i64,
}

/// Runs `f` in one write transaction at the moment `now`.
pub fn write<T>(
    store: &Store,
    now: DateTime<Utc>,
    f: impl FnOnce(&mut Batch<'_>) -> Result<T, CoreError>,
) -> Result<T, CoreError> {
    let now = now.timestamp();
    store.run_blocking(|conn| write_transaction(conn, |conn| f(&mut Batch { conn, now })))
}

impl Batch<'_> {
    /// Whether any of these booking codes exists.
    pub fn any_booking_code(&mut self, codes: &[String]) -> Result<bool, CoreError> {
        Ok(sb::count_codes(self.conn, codes)? > 0)
    }

    pub fn user_id_by_phone(&mut self, phone: &str) -> Result<Option<UserId>, CoreError> {
        sb::user_id_by_phone(self.conn, phone)
    }

    pub fn listing(&mut self, slug: &str) -> Result<Option<ListingFacts>, CoreError> {
        let Some(id) = sb::property_id_by_slug(self.conn, slug)? else {
            return Ok(None);
        };
        Ok(sb::property(self.conn, id)?.map(|p| ListingFacts {
            id: p.id,
            owner_id: p.owner_id,
            half_day_price: Paise(p.half_day_price_paise),
            full_day_price: p.full_day_price_paise.map(Paise),
            cleaning_fee: Paise(p.cleaning_fee_paise),
            max_guests: p.max_guests,
            day_slot_minute: p.day_slot_minute,
            night_slot_minute: p.night_slot_minute,
        }))
    }

    /// Whether nothing (booking or block) holds any part of `interval` on the listing.
    pub fn is_free(
        &mut self,
        property_id: PropertyId,
        interval: Interval,
    ) -> Result<bool, CoreError> {
        Ok(!sb::overlaps_a_hold(
            self.conn,
            property_id,
            interval.start,
            interval.end,
        )?)
    }

    /// Records a booking that already happened on `listing`; its id.
    pub fn record_booking(
        &mut self,
        listing: &ListingFacts,
        booking: &PastBooking,
    ) -> Result<BookingId, CoreError> {
        history::record(self.conn, listing, booking, self.now)
    }

    /// How many reviews listing `id` has, shown or hidden.
    pub fn review_count(&mut self, id: PropertyId) -> Result<i64, CoreError> {
        crate::store::reviews::count_of_property(self.conn, id)
    }

    /// Adds `review` of the stay `booking` (a confirmed stay already had on `listing`, begun at
    /// `stayed_at`) by `guest`, and moves the listing's rating sums with it; its id.
    pub fn add_stay_review(
        &mut self,
        listing: &ListingFacts,
        booking: BookingId,
        stayed_at: i64,
        guest: UserId,
        review: &ReviewSeed,
    ) -> Result<ReviewId, CoreError> {
        let id = crate::store::reviews::insert(
            self.conn,
            &crate::store::models::NewReview {
                property_id: listing.id,
                user_id: Some(guest),
                user_name: review.user_name.clone(),
                rating: review.rating,
                comment: review.comment.clone(),
                created_at: review.created_at,
                booking_id: Some(booking),
                stayed_at: Some(stayed_at),
            },
        )?;
        crate::store::reviews::adjust_rating_sums(self.conn, listing.id, review.rating, 1)?;
        Ok(id)
    }

    /// Marks the notifications of these bookings as sent (history is not told again).
    pub fn mark_notifications_sent(&mut self, booking_ids: &[BookingId]) -> Result<(), CoreError> {
        notifications::mark_sent_when_written(self.conn, booking_ids)?;
        Ok(())
    }

    /// Adds a conversation between the guest of `guest_phone` and the owner of listing `slug`
    /// unless it is there already (or either is missing); the messages added.
    pub fn add_conversation(
        &mut self,
        guest_phone: &str,
        slug: &str,
        lines: &[ConversationLine<'_>],
    ) -> Result<usize, CoreError> {
        messaging::seed_conversation(self.conn, guest_phone, slug, lines)
    }
}
