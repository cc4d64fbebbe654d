//! A booking's price lines (`booking_price_lines`).

use diesel::prelude::*;

use crate::ids::BookingId;
use crate::store::schema::booking_price_lines;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = booking_price_lines)]
pub struct PriceLineRow {
    pub booking_id: BookingId,
    pub position: i32,
    pub kind: String,
    pub code: Option<String>,
    pub label: String,
    pub amount_paise: i64,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = booking_price_lines)]
pub struct NewPriceLine {
    pub booking_id: BookingId,
    pub position: i32,
    pub kind: String,
    pub code: Option<String>,
    pub label: String,
    pub amount_paise: i64,
}
