//! Conversations (`conversations`).

use diesel::prelude::*;

use crate::store::schema::conversations;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = conversations)]
pub struct ConversationRow {
    pub id: i64,
    pub guest_id: i64,
    pub owner_id: i64,
    pub property_id: i64,
    pub guest_archived: bool,
    pub owner_archived: bool,
    pub last_message_id: Option<i64>,
    pub last_activity_at: i64,
    pub created_at: i64,
}
