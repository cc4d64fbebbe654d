//! What the console may filter and sort its lists by (read by the store's queries too).

use crate::kinds::booking::BookingStatus;
use crate::kinds::listing::ListingStatus;

/// Users list filters: free text over name, phone and e-mail, and the role.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UserFilter {
    pub q: Option<String>,
    pub role: Option<String>,
    pub suspended: Option<bool>,
    pub ids: Option<Vec<i64>>,
}

/// Properties: free text over title and slug, status, owner.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PropertyFilter {
    pub q: Option<String>,
    pub status: Option<ListingStatus>,
    pub owner_id: Option<i64>,
    pub ids: Option<Vec<i64>>,
}

/// Bookings: code, guest phone or e-mail (`q`), status, property, owner, guest, and the stay's
/// start in `[from, to)` (epoch seconds; the console sends IST dates).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BookingFilter {
    pub q: Option<String>,
    pub status: Option<BookingStatus>,
    pub property_id: Option<i64>,
    pub guest_id: Option<i64>,
    pub owner_id: Option<i64>,
    pub from: Option<i64>,
    pub to: Option<i64>,
    pub ids: Option<Vec<i64>>,
}

/// Reviews: free text over comment and author, property, hidden or not.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReviewFilter {
    pub q: Option<String>,
    pub property_id: Option<i64>,
    pub hidden: Option<bool>,
    pub ids: Option<Vec<i64>>,
}

/// Conversations (only reported ones are ever listed).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConversationFilter {
    pub ids: Option<Vec<i64>>,
}

/// Consent-log filters: the choice and the user.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConsentFilter {
    pub choice: Option<String>,
    pub user_id: Option<i64>,
}

pub const PROPERTY_SORTS: &[&str] = &["id", "title", "status", "updatedAt", "createdAt"];
pub const BOOKING_SORTS: &[&str] = &["id", "code", "startsAt", "totalPaise", "createdAt"];
pub const REVIEW_SORTS: &[&str] = &["id", "rating", "createdAt"];
pub const CONVERSATION_SORTS: &[&str] = &["id", "lastMessageAt"];
pub const USER_SORTS: &[&str] = &["id", "fullName", "role", "createdAt"];
pub const CONSENT_SORTS: &[&str] = &["id", "userId", "choice", "createdAt"];
