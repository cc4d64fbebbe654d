//! Row types read by the store; the seeder's insert forms live beside their batch inserts in store/seed.rs.
use diesel::prelude::*;

use crate::store::schema::{
    amenities, held_intervals, locations, properties, property_images, reviews,
};

#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = locations)]
pub struct LocationRow {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub district: String,
    pub description: String,
    pub latitude: f64,
    pub longitude: f64,
    pub distance_km: f64,
}

#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = properties)]
pub struct PropertyRow {
    pub id: i64,
    pub slug: String,
    pub owner_id: i64,
    pub location_id: i64,
    pub title: String,
    pub description: String,
    pub property_type: String,
    pub address: String,
    pub latitude: f64,
    pub longitude: f64,
    pub distance_km: f64,
    pub half_day_price_paise: i64,
    pub full_day_price_paise: Option<i64>,
    pub cleaning_fee_paise: i64,
    pub bedrooms: i32,
    pub bathrooms: i32,
    pub max_guests: i32,
    pub day_slot_minute: i32,
    pub night_slot_minute: i32,
    pub house_rules: String,
    pub check_in_notes: String,
    pub published: bool,
    pub rating_count: i64,
    pub rating_sum: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = property_images)]
pub struct PropertyImageRow {
    pub id: i64,
    pub property_id: i64,
    pub position: i32,
    pub alt: String,
    pub path: String,
    pub width: i32,
    pub height: i32,
    pub thumb_path: String,
    pub thumb_width: i32,
    pub thumb_height: i32,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = amenities)]
pub struct AmenityRow {
    pub id: i64,
    pub slug: String,
    pub name: String,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = reviews)]
pub struct ReviewRow {
    pub id: i64,
    pub property_id: i64,
    pub user_id: Option<i64>,
    pub user_name: String,
    pub rating: i32,
    pub comment: String,
    pub created_at: i64,
}

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
