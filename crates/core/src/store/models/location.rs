//! Localities (`locations`).

use diesel::prelude::*;

use crate::ids::LocationId;
use crate::store::schema::locations;

#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = locations)]
pub struct LocationRow {
    pub id: LocationId,
    pub slug: String,
    pub name: String,
    pub district: String,
    pub description: String,
    pub latitude: f64,
    pub longitude: f64,
    pub distance_km: f64,
}
