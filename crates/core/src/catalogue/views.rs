//! What the catalogue answers with: the JSON shapes of docs/API.md (money in whole rupees).

use std::collections::BTreeMap;

use chrono::Datelike;
use serde::Serialize;
use utoipa::ToSchema;

use crate::kinds::listing::ListingStatus;
use crate::pricing::LineKind;
use crate::slots::{BookingType, SlotKind};
use crate::store::models::ReviewRow;
use crate::time::{from_epoch, to_ist_rfc3339, today_ist};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PhotoVariant {
    pub url: String,
    pub width: i32,
    pub height: i32,
    /// "webp" or "jpeg": pages offer WebP first in `<picture>`, JPEG as the fallback.
    pub format: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Photo {
    pub url: String,
    pub width: i32,
    pub height: i32,
    pub alt: String,
    /// Smallest first, for `srcset`.
    pub variants: Vec<PhotoVariant>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RatingSummary {
    /// Mean rating to one decimal; 0 when there is no review.
    pub average: f64,
    pub count: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PropertySummary {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub location: String,
    pub location_slug: String,
    pub property_type: String,
    pub half_day_price: i64,
    #[schema(required = true)]
    pub full_day_price: Option<i64>,
    pub bedrooms: i32,
    pub max_guests: i32,
    pub latitude: f64,
    pub longitude: f64,
    pub distance_km: f64,
    pub rating: RatingSummary,
    #[schema(required = true)]
    pub photo: Option<Photo>,
    pub amenities: Vec<String>,
    /// Only when the search named a check-in date: slot starts that date free for the stay.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub available_slots: Option<Vec<SlotKind>>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RatingDetail {
    pub average: f64,
    pub count: i64,
    /// Count of reviews per star, "1" to "5".
    pub distribution: BTreeMap<String, i64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlotClock {
    pub day: String,
    pub night: String,
}

/// One property with every PRODUCT.md §3 Property field and what its page needs.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PropertyDetail {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub location: String,
    pub location_slug: String,
    pub description: String,
    pub property_type: String,
    /// Image paths (PRODUCT.md §3), largest size.
    pub images: Vec<String>,
    pub photos: Vec<Photo>,
    pub half_day_price: i64,
    #[schema(required = true)]
    pub full_day_price: Option<i64>,
    pub cleaning_fee: i64,
    /// The refundable security deposit in whole rupees (0: none); never part of the price.
    pub security_deposit: i64,
    pub amenities: Vec<String>,
    pub bedrooms: i32,
    pub bathrooms: i32,
    pub max_guests: i32,
    pub latitude: f64,
    pub longitude: f64,
    pub address: String,
    pub distance_km: f64,
    pub owner_first_name: String,
    pub rating: RatingDetail,
    pub slots: SlotClock,
    pub check_in_notes: String,
    pub house_rules: Vec<String>,
}

/// An owner's preview of one of their listings: the guest page's fields and where the listing
/// stands, so the preview says whether guests see it without asking for the listing again.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListingPreview {
    #[serde(flatten)]
    pub property: PropertyDetail,
    pub status: ListingStatus,
}

/// The owner's answer under a review.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewReply {
    pub text: String,
    /// RFC 3339 in Asia/Kolkata.
    pub replied_at: String,
    /// When the owner last changed it, if they did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edited_at: Option<String>,
}

/// A review as guests read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewView {
    pub id: i64,
    /// First name and initial, e.g. "Sravani K.".
    pub user_name: String,
    pub rating: i32,
    pub comment: String,
    /// RFC 3339 in Asia/Kolkata.
    pub created_at: String,
    /// "YYYY-MM" (Asia/Kolkata) of the stay the review is about: shown as "Verified stay" with
    /// its month. Absent on reviews from before stays were required.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stay_month: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reply: Option<ReviewReply>,
}

impl ReviewView {
    pub fn of(r: ReviewRow) -> Self {
        let reply = match (r.reply, r.replied_at) {
            (Some(text), Some(at)) => Some(ReviewReply {
                text,
                replied_at: to_ist_rfc3339(from_epoch(at)),
                edited_at: r.reply_edited_at.map(|t| to_ist_rfc3339(from_epoch(t))),
            }),
            _ => None,
        };
        Self {
            id: r.id.get(),
            user_name: r.user_name,
            rating: r.rating,
            comment: r.comment,
            created_at: to_ist_rfc3339(from_epoch(r.created_at)),
            stay_month: r.stayed_at.map(|t| {
                let d = today_ist(from_epoch(t));
                format!("{:04}-{:02}", d.year(), d.month())
            }),
            reply,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocationStat {
    pub slug: String,
    pub name: String,
    pub count: i64,
    #[schema(required = true)]
    pub lowest_half_day_price: Option<i64>,
    #[schema(required = true)]
    pub average_rating: Option<f64>,
    pub latitude: f64,
    pub longitude: f64,
    pub distance_km: f64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocationDetail {
    #[serde(flatten)]
    pub stat: LocationStat,
    pub description: String,
    pub district: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NamedSlug {
    pub slug: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceRange {
    pub min: i64,
    pub max: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchFilters {
    pub amenities: Vec<NamedSlug>,
    pub property_types: Vec<NamedSlug>,
    pub price_range: PriceRange,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlotAvailability {
    pub slot: SlotKind,
    /// RFC 3339 slot start in Asia/Kolkata.
    pub start: String,
    pub half_day: bool,
    pub full_day: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DayAvailability {
    pub date: String,
    pub slots: Vec<SlotAvailability>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Availability {
    pub property_id: i64,
    pub timezone: &'static str,
    pub days: Vec<DayAvailability>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteLine {
    pub kind: LineKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<&'static str>,
    pub label: String,
    /// Whole rupees; discounts are negative.
    pub amount: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteView {
    pub booking_type: BookingType,
    pub start: String,
    pub end: String,
    pub days: u32,
    pub guests: i32,
    pub available: bool,
    pub lines: Vec<QuoteLine>,
    pub total: i64,
    /// The refundable security deposit in whole rupees, paid apart from the total (0: none).
    pub security_deposit: i64,
    /// With the listing's payment plan, paid online: the advance now and the balance by a date
    /// ("Pay ₹X now, ₹Y by <date>"); null when the whole price is paid at booking.
    pub schedule: Option<crate::plans::ScheduleView>,
    pub currency: &'static str,
    /// Why the coupon asked for is not applied to this signed-in guest (the price is without
    /// it), e.g. FIRST500 after a first booking; null when it applies or none was asked.
    #[schema(required = true)]
    pub coupon_note: Option<String>,
}
