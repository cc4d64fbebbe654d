//! Reviews (`reviews`).

use diesel::prelude::*;

use crate::ids::{BookingId, PropertyId, ReviewId, UserId};
use crate::store::schema::reviews;

// The whole row as the table has it; not every reader needs every column.
#[allow(dead_code)]
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = reviews)]
pub struct ReviewRow {
    pub id: ReviewId,
    pub property_id: PropertyId,
    pub user_id: Option<UserId>,
    pub user_name: String,
    pub rating: i32,
    pub comment: String,
    pub created_at: i64,
    /// The stay it is about; none for reviews from before stays were required.
    pub booking_id: Option<BookingId>,
    /// When that stay began (its month is shown with "Verified stay").
    pub stayed_at: Option<i64>,
    pub reply: Option<String>,
    pub replied_at: Option<i64>,
    pub reply_edited_at: Option<i64>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = reviews)]
pub struct NewReview {
    pub property_id: PropertyId,
    pub user_id: Option<UserId>,
    pub user_name: String,
    pub rating: i32,
    pub comment: String,
    pub created_at: i64,
    pub booking_id: Option<BookingId>,
    pub stayed_at: Option<i64>,
}
