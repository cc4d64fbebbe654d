//! Reviews (`reviews`).

use diesel::prelude::*;

use crate::ids::{PropertyId, UserId};
use crate::store::schema::reviews;

// The whole row as the table has it; not every reader needs every column.
#[allow(dead_code)]
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = reviews)]
pub struct ReviewRow {
    pub id: i64,
    pub property_id: PropertyId,
    pub user_id: Option<UserId>,
    pub user_name: String,
    pub rating: i32,
    pub comment: String,
    pub created_at: i64,
}
