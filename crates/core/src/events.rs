//! Domain events for the realtime layer: core announces what changed after the change is
//! committed; whoever listens (the socket.io fan-out in escapes-http) decides who hears it.
//! The bus is in-process. Several instances reach each other's clients through the socket.io
//! adapter, not through this bus, so an event is published once, where the change happened.

use serde::Serialize;
use utoipa::ToSchema;

use crate::ids::{BookingId, PropertyId};
use crate::listings::ListingStatus;
use crate::store::bookings as sb;
use crate::{CoreError, Store};

pub mod bus;
pub mod relay;
pub use bus::{DomainEvent, EventBus, SessionsEnded};

/// SPEC §7 `booking_update`: sent to the guest and to the property's owner.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingUpdate {
    pub booking_id: i64,
    pub code: String,
    pub property_id: i64,
    pub property_title: String,
    pub guest_id: i64,
    pub owner_id: i64,
    pub status: String,
    pub payment_status: String,
}

/// SPEC §7 `property_update`: sent to the owner, and to every open page when the listing is public.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PropertyUpdate {
    pub property_id: i64,
    pub owner_id: i64,
    pub status: ListingStatus,
}

impl PropertyUpdate {
    /// Whether guests' pages should hear of it: a published listing changed, or one was just
    /// taken off the site (unlisted).
    pub fn is_public_news(&self) -> bool {
        matches!(
            self.status,
            ListingStatus::Published | ListingStatus::Unlisted
        )
    }
}

/// The booking as the `booking_update` event tells it, or None once it no longer exists.
pub async fn booking_update(
    store: &Store,
    booking_id: BookingId,
) -> Result<Option<BookingUpdate>, CoreError> {
    store
        .run(move |c| {
            let Some(b) = sb::booking(c, booking_id)? else {
                return Ok(None);
            };
            let Some(p) = sb::property(c, b.property_id)? else {
                return Ok(None);
            };
            Ok(Some(BookingUpdate {
                booking_id: b.id.get(),
                code: b.code,
                property_id: p.id.get(),
                property_title: p.title,
                guest_id: b.guest_id.get(),
                owner_id: p.owner_id.get(),
                status: b.status.as_str().into(),
                payment_status: b.payment_status.as_str().into(),
            }))
        })
        .await
}

/// The property as the `property_update` event tells it.
pub async fn property_update(
    store: &Store,
    property_id: PropertyId,
) -> Result<Option<PropertyUpdate>, CoreError> {
    store
        .run(move |c| {
            Ok(sb::property(c, property_id)?.map(|p| PropertyUpdate {
                property_id: p.id.get(),
                owner_id: p.owner_id.get(),
                status: p.status,
            }))
        })
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_listings_are_news_to_every_open_page() {
        let update = |status| PropertyUpdate {
            property_id: 1,
            owner_id: 2,
            status,
        };
        assert!(update(ListingStatus::Published).is_public_news());
        assert!(update(ListingStatus::Unlisted).is_public_news());
        for private in [
            ListingStatus::Draft,
            ListingStatus::PendingReview,
            ListingStatus::ChangesRequested,
        ] {
            assert!(!update(private).is_public_news(), "{private:?}");
        }
    }
}
