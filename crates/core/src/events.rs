//! Domain events for the realtime layer: core announces what changed after the change is
//! committed; whoever listens (the socket.io fan-out in escapes-http) decides who hears it.
//! The bus is in-process. Several instances reach each other's clients through the socket.io
//! adapter, not through this bus, so an event is published once, where the change happened.

use serde::Serialize;
use utoipa::ToSchema;

use crate::i18n;
use crate::ids::{BookingId, PropertyId};
use crate::kinds::listing::ListingStatus;
use crate::language::Language;
use crate::store::bookings as sb;
use crate::{CoreError, Store};

pub mod relay;
pub use crate::kinds::bus;
pub use bus::{DomainEvent, EventBus, SessionsEnded};

/// PRODUCT.md §7 `booking_update`: sent to the guest and to the property's owner.
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
    /// The readers' languages, for the `notification` that goes with it (not sent).
    #[serde(skip)]
    #[schema(ignore)]
    pub guest_language: Language,
    #[serde(skip)]
    #[schema(ignore)]
    pub owner_language: Language,
}

/// PRODUCT.md §7 `notification`: one user's in-app notice, in their language.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Notice {
    /// Who reads it.
    #[serde(skip)]
    pub to: i64,
    /// `info` or `warning`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub title: String,
    pub message: String,
    pub link: String,
}

/// The notice a booking change brings to whoever must act or learn the outcome, if anyone.
pub fn booking_notice(b: &BookingUpdate) -> Option<Notice> {
    let (to, language, id, link) = match (b.status.as_str(), b.payment_status.as_str()) {
        ("pending", "paid") => (
            b.owner_id,
            b.owner_language,
            "notice-paid",
            "/owner/dashboard",
        ),
        ("pending", "unpaid") => (
            b.owner_id,
            b.owner_language,
            "notice-requested",
            "/owner/dashboard",
        ),
        ("confirmed", _) => (
            b.guest_id,
            b.guest_language,
            "notice-confirmed",
            "/bookings",
        ),
        ("rejected", _) => (b.guest_id, b.guest_language, "notice-rejected", "/bookings"),
        ("expired", _) => (b.guest_id, b.guest_language, "notice-expired", "/bookings"),
        ("cancelled", _) => (
            b.owner_id,
            b.owner_language,
            "notice-cancelled",
            "/owner/dashboard",
        ),
        _ => return None,
    };
    let args = [
        ("code", b.code.as_str().into()),
        ("property", b.property_title.as_str().into()),
    ];
    Some(Notice {
        to,
        kind: if matches!(b.status.as_str(), "rejected" | "expired" | "cancelled") {
            "warning"
        } else {
            "info"
        },
        title: i18n::text(language, &format!("{id}.title"), &args),
        message: i18n::text(language, &format!("{id}.message"), &args),
        link: link.into(),
    })
}

/// PRODUCT.md §7 `property_update`: sent to the owner, and to every open page when the listing is public.
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
            let guest_language = crate::store::account::user(c, b.guest_id)?.language;
            let owner_language = crate::store::account::user(c, p.owner_id)?.language;
            Ok(Some(BookingUpdate {
                guest_language,
                owner_language,
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

    #[test]
    fn a_booking_notice_goes_to_who_must_act_in_their_language() {
        let update = |status: &str, payment: &str| BookingUpdate {
            booking_id: 9,
            code: "HE-7K3Q9P".into(),
            property_id: 1,
            property_title: "Alpha Farm".into(),
            guest_id: 2,
            owner_id: 3,
            status: status.into(),
            payment_status: payment.into(),
            guest_language: Language::Te,
            owner_language: Language::En,
        };
        let request = booking_notice(&update("pending", "unpaid")).unwrap();
        assert_eq!(
            (
                request.to,
                request.kind,
                request.title.as_str(),
                request.link.as_str()
            ),
            (3, "info", "New booking request", "/owner/dashboard")
        );
        assert_eq!(
            request.message,
            "Booking HE-7K3Q9P for Alpha Farm is waiting for your answer."
        );
        let declined = booking_notice(&update("rejected", "unpaid")).unwrap();
        assert_eq!((declined.to, declined.kind), (2, "warning"));
        assert!(declined.message.contains("HE-7K3Q9P") && declined.message.contains("Alpha Farm"));
        assert!(
            !declined.title.is_ascii(),
            "Telugu for the guest: {}",
            declined.title
        );
        assert_eq!(booking_notice(&update("completed", "paid")), None);
        // The payload is REALTIME.md's: type, title, message, link; not who reads it.
        let json = serde_json::to_value(&request).unwrap();
        assert_eq!(
            json.as_object().unwrap().keys().collect::<Vec<_>>(),
            ["link", "message", "title", "type"]
        );
    }
}
