//! The console's reported conversations: the list and one with its messages (an audited read).

use std::collections::HashMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::{ist, name_of, one, people};
use crate::admin::filters::{ConversationFilter, CONVERSATION_SORTS};
use crate::audit::{self, Record, Staff};
use crate::error::CoreError;
use crate::ids::UserId;
use crate::page::{ListRequest, Page};
use crate::store::console as db;
use crate::store::{write_transaction, DbConnection, Store};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleConversation {
    pub id: i64,
    pub property_id: i64,
    pub property_title: String,
    pub guest_id: i64,
    pub guest_name: String,
    pub owner_id: i64,
    pub owner_name: String,
    /// Always true: only reported conversations are listed.
    pub blocked: bool,
    pub message_count: i64,
    pub last_message_at: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleMessage {
    pub id: i64,
    pub sender_id: i64,
    pub sender_name: String,
    pub body: String,
    pub created_at: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleConversationDetail {
    #[serde(flatten)]
    pub conversation: ConsoleConversation,
    pub messages: Vec<ConsoleMessage>,
}

fn conversation_rows(
    c: &mut DbConnection,
    rows: Vec<db::ConversationListRow>,
) -> Result<Vec<ConsoleConversation>, CoreError> {
    let ids: Vec<i64> = rows.iter().map(|r| r.property_id).collect();
    let titles: HashMap<i64, String> = db::property_names(c, &ids)?
        .into_iter()
        .map(|(id, title, _)| (id, title))
        .collect();
    let who = people(
        c,
        rows.iter().flat_map(|r| [r.guest_id, r.owner_id]).collect(),
    )?;
    rows.into_iter()
        .map(|r| {
            Ok(ConsoleConversation {
                id: r.id,
                property_id: r.property_id,
                property_title: titles.get(&r.property_id).cloned().unwrap_or_default(),
                guest_id: r.guest_id,
                guest_name: name_of(&who, r.guest_id),
                owner_id: r.owner_id,
                owner_name: name_of(&who, r.owner_id),
                blocked: true,
                message_count: db::message_count(c, r.id)?,
                last_message_at: ist(r.last_activity_at),
            })
        })
        .collect()
}

pub async fn conversations(
    store: &Store,
    req: ListRequest,
    filter: ConversationFilter,
) -> Result<Page<ConsoleConversation>, CoreError> {
    let req = req.checked(CONVERSATION_SORTS)?;
    store
        .run(move |c| {
            db::reported_conversations(c, &req, &filter)?
                .try_map_all(|rows| conversation_rows(c, rows))
        })
        .await
}

/// A reported conversation with its messages. Reading someone's messages is recorded in the
/// audit trail; a conversation nobody reported is not found, so staff cannot browse chats.
pub async fn conversation(
    store: &Store,
    staff: &Staff,
    id: i64,
    now: i64,
) -> Result<ConsoleConversationDetail, CoreError> {
    let staff = staff.clone();
    store
        .run(move |c| {
            write_transaction(c, |c| {
                let filter = ConversationFilter {
                    ids: Some(vec![id]),
                };
                let page = db::reported_conversations(c, &one(), &filter)?;
                let conversation = conversation_rows(c, page.items)?
                    .pop()
                    .ok_or(CoreError::NotFound(crate::Missing::Conversation))?;
                let who = people(c, vec![conversation.guest_id, conversation.owner_id])?;
                let messages = db::messages_of(c, id)?
                    .into_iter()
                    .map(|(mid, sender, body, at)| ConsoleMessage {
                        id: mid,
                        sender_id: sender,
                        sender_name: name_of(&who, sender),
                        body,
                        created_at: ist(at),
                    })
                    .collect();
                audit::record(
                    c,
                    &staff,
                    Record {
                        action: "conversation.read",
                        target: audit::Target::conversation(id, UserId::new(conversation.guest_id)),
                        reason: "reported conversation",
                        before: None,
                        after: None,
                    },
                    now,
                )?;
                Ok(ConsoleConversationDetail {
                    conversation,
                    messages,
                })
            })
        })
        .await
}
