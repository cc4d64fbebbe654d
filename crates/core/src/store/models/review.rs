//! Reviews (`reviews`).

use diesel::prelude::*;

use crate::store::schema::reviews;

// The whole row as the table has it; not every reader needs every column.
#[allow(dead_code)]
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
