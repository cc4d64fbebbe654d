//! What the owner's editor and dashboard read (money in whole rupees, times RFC 3339 IST).

use serde::Serialize;
use utoipa::ToSchema;

use super::fields::PriceRuleInput;
use super::status::{Actor, ListingStatus};
pub use crate::kinds::photo::{PhotoCopy, PhotoFormat};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListingPhoto {
    pub id: i64,
    /// processing (being resized), ready, or failed (the owner should upload it again).
    pub status: String,
    pub alt: String,
    /// The largest JPEG copy, once ready.
    #[schema(required = true)]
    pub url: Option<String>,
    pub width: i32,
    pub height: i32,
    /// Smallest first.
    pub variants: Vec<PhotoCopy>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarImportView {
    pub id: i64,
    pub url: String,
    /// RFC 3339 IST of the last fetch that worked.
    #[schema(required = true)]
    pub last_synced_at: Option<String>,
    /// Why the last fetch failed, if it did.
    #[schema(required = true)]
    pub last_error: Option<String>,
    /// Intervals the last good fetch blocked.
    pub blocked_count: i32,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarSync {
    /// The secret export feed to paste into Airbnb, Booking.com or Google Calendar.
    #[schema(required = true)]
    pub export_url: Option<String>,
    pub imports: Vec<CalendarImportView>,
}

/// A listing as its owner (or an admin) edits it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnerListing {
    pub id: i64,
    pub slug: String,
    pub status: ListingStatus,
    /// Why changes were requested, or why it was unlisted.
    #[schema(required = true)]
    pub status_reason: Option<String>,
    #[schema(required = true)]
    pub unlisted_by: Option<Actor>,
    /// Send it back with the next change; a save with an older one is refused (409 STALE_EDIT).
    pub version: i64,
    pub title: String,
    /// The locality's slug.
    pub location: String,
    pub location_name: String,
    #[schema(required = true)]
    pub proposed_locality: Option<String>,
    pub description: String,
    pub property_type: String,
    pub address: String,
    pub latitude: f64,
    pub longitude: f64,
    pub half_day_price: i64,
    #[schema(required = true)]
    pub full_day_price: Option<i64>,
    #[schema(required = true)]
    pub weekend_half_day_price: Option<i64>,
    #[schema(required = true)]
    pub weekend_full_day_price: Option<i64>,
    pub cleaning_fee: i64,
    /// The refundable security deposit in rupees (0: none).
    pub security_deposit: i64,
    /// The payment plan: 0 (the whole price at booking) or the advance in percent (20 to 50).
    pub advance_percent: i32,
    /// With an advance, how many days before the stay the balance is due (1 to 14).
    pub balance_due_days: i32,
    /// With an advance, how the balance is paid.
    pub balance_method: crate::plans::BalanceMethod,
    pub amenities: Vec<String>,
    pub bedrooms: i32,
    pub bathrooms: i32,
    pub max_guests: i32,
    pub house_rules: String,
    pub check_in_notes: String,
    pub day_slot: String,
    pub night_slot: String,
    pub turnover_minutes: i32,
    pub price_rules: Vec<PriceRuleInput>,
    pub photos: Vec<ListingPhoto>,
    pub calendar: CalendarSync,
    /// What still stops it from being submitted: field → message. Empty when it can go to review.
    pub missing: std::collections::BTreeMap<String, String>,
    /// RFC 3339 IST.
    pub updated_at: String,
}

/// A line of the owner's "Your listings".
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListingSummary {
    pub id: i64,
    pub slug: String,
    pub title: String,
    /// Guests can see and book it (status `published`).
    pub published: bool,
    pub status: ListingStatus,
    #[schema(required = true)]
    pub status_reason: Option<String>,
    #[schema(required = true)]
    pub unlisted_by: Option<Actor>,
    pub locality: String,
    pub half_day_price: i64,
    pub photo_count: i64,
    /// The first photo's smallest copy.
    #[schema(required = true)]
    pub cover: Option<String>,
    /// Owner's phone, for support and admins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner_phone: Option<String>,
    pub updated_at: String,
}

/// Who owns a listing, as support reads it out to a caller.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ListingOwner {
    pub id: i64,
    pub name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
}

/// A listing as `escapes property show` prints it: the staff view and its owner.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SupportListing {
    #[serde(flatten)]
    pub listing: OwnerListing,
    pub owner: ListingOwner,
}
