//! Calendar sync (`calendar_feeds`, `calendar_imports`).

use diesel::prelude::*;

use crate::ids::PropertyId;
use crate::store::schema::calendar_imports;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = calendar_imports)]
pub struct CalendarImportRow {
    pub id: i64,
    pub property_id: PropertyId,
    pub url: String,
    pub last_synced_at: Option<i64>,
    pub last_error: Option<String>,
    pub blocked_count: i32,
    pub next_sync_at: i64,
    pub created_at: i64,
}
