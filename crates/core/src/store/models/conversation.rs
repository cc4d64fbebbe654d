//! Conversations (`conversations`).

use diesel::prelude::*;

use crate::ids::{ConversationId, MessageId, PropertyId, UserId};
use crate::store::schema::conversations;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = conversations)]
pub struct ConversationRow {
    pub id: ConversationId,
    pub guest_id: UserId,
    pub owner_id: UserId,
    pub property_id: PropertyId,
    pub guest_archived: bool,
    pub owner_archived: bool,
    pub last_message_id: Option<MessageId>,
    pub last_activity_at: i64,
    pub created_at: i64,
}
