//! Held slots: bookings' holds and owners' blocks (`held_intervals`).

use diesel::prelude::*;

use crate::store::schema::held_intervals;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = held_intervals)]
pub struct HeldIntervalRow {
    pub id: i64,
    pub property_id: i64,
    pub starts_at: i64,
    pub ends_at: i64,
    pub kind: String,
    pub booking_id: Option<i64>,
    pub note: Option<String>,
    pub created_at: i64,
}
