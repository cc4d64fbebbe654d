//! Messages (`messages`).

use diesel::prelude::*;

use crate::ids::{ConversationId, MessageId, PropertyId, UserId};
use crate::store::schema::messages;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = messages)]
pub struct MessageRow {
    pub id: MessageId,
    pub conversation_id: ConversationId,
    pub sender_id: UserId,
    pub recipient_id: UserId,
    pub property_id: PropertyId,
    pub content: String,
    pub message_type: String,
    pub media_url: Option<String>,
    pub client_message_id: Option<String>,
    pub delivery_status: String,
    pub is_read: bool,
    pub read_at: Option<i64>,
    pub delivered_at: i64,
    pub created_at: i64,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = messages)]
pub struct NewMessage {
    pub conversation_id: ConversationId,
    pub sender_id: UserId,
    pub recipient_id: UserId,
    pub property_id: PropertyId,
    pub content: String,
    pub message_type: String,
    pub media_url: Option<String>,
    pub client_message_id: Option<String>,
    pub delivery_status: String,
    pub is_read: bool,
    pub delivered_at: i64,
    pub created_at: i64,
}
