//! Who blocked whom (`user_blocks`).

use diesel::prelude::*;

use crate::ids::UserId;
use crate::store::schema::user_blocks;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = user_blocks)]
pub struct UserBlockRow {
    pub blocker_id: UserId,
    pub blocked_id: UserId,
    pub reason: Option<String>,
    pub created_at: i64,
}
