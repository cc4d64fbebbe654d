//! Amenities (`amenities`).

use diesel::prelude::*;

use crate::store::schema::amenities;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = amenities)]
pub struct AmenityRow {
    pub id: i64,
    pub slug: String,
    pub name: String,
}
