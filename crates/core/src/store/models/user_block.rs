//! Who blocked whom (`user_blocks`).

use diesel::prelude::*;

use crate::store::schema::user_blocks;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = user_blocks)]
pub struct UserBlockRow {
    pub blocker_id: i64,
    pub blocked_id: i64,
    pub reason: Option<String>,
    pub created_at: i64,
}
