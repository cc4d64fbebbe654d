//! Read marks: unread counts, and a conversation's or some messages' being read by their
//! recipient, with the receipts their sender is told.

use std::collections::HashMap;

use crate::error::CoreError;
use crate::ids::{ConversationId, MessageId, UserId};
use crate::store::messaging as sm;
use crate::store::write_transaction;
use crate::time::{from_epoch, to_ist_rfc3339};

use super::{
    refused, ConversationUnread, MarkedRead, MessageRead, MessageView, Messaging, ReadReceipt,
    UnreadCounts, NOT_RECIPIENT,
};

impl Messaging {
    /// Messages to `user_id` not yet read, in all conversations (the header badge).
    pub async fn unread_count(&self, user_id: UserId) -> Result<i64, CoreError> {
        self.store.run(move |c| sm::unread_total(c, user_id)).await
    }

    /// `user_id`'s unread counts in one conversation and in all (`unread_count_changed`).
    pub async fn unread_counts(
        &self,
        user_id: UserId,
        conversation_id: ConversationId,
    ) -> Result<UnreadCounts, CoreError> {
        self.store
            .run(move |c| {
                let in_conversation = sm::unread_by_conversation(c, user_id, &[conversation_id])?;
                Ok(UnreadCounts {
                    user_id: user_id.get(),
                    conversation_id: conversation_id.get(),
                    conversation_unread_count: in_conversation
                        .first()
                        .map(|(_, n)| *n)
                        .unwrap_or(0),
                    unread_count: sm::unread_total(c, user_id)?,
                })
            })
            .await
    }

    /// Marks read every message to `user_id` in the conversation (`mark_read`).
    pub async fn mark_conversation_read(
        &self,
        user_id: UserId,
        id: ConversationId,
    ) -> Result<MarkedRead, CoreError> {
        let row = self.own_conversation(user_id, id).await?;
        self.mark(user_id, Some(row.id), None).await
    }

    /// Marks read those of `ids` that were sent to `user_id` (`mark_messages_read`); others are
    /// left alone, so a client cannot learn or touch anyone else's messages.
    pub async fn mark_messages_read(
        &self,
        user_id: UserId,
        ids: &[MessageId],
    ) -> Result<MarkedRead, CoreError> {
        if ids.is_empty() || ids.len() > 500 {
            return Err(CoreError::field("messageIds", refusal!("err-h-msg-ids")));
        }
        self.mark(user_id, None, Some(ids.to_vec())).await
    }

    async fn mark(
        &self,
        user_id: UserId,
        conversation: Option<ConversationId>,
        only: Option<Vec<MessageId>>,
    ) -> Result<MarkedRead, CoreError> {
        let now = self.now();
        let read_at = to_ist_rfc3339(from_epoch(now));
        self.store
            .run(move |c| {
                let (marked, rows) = write_transaction(c, |c| {
                    let marked = sm::mark_read(c, user_id, conversation, only.as_deref(), now)?;
                    let rows = sm::messages_by_ids(c, &marked)?;
                    Ok((marked, rows))
                })?;
                let mut touched: Vec<ConversationId> =
                    rows.iter().map(|m| m.conversation_id).collect();
                touched.extend(conversation);
                touched.sort_unstable();
                touched.dedup();
                let left: HashMap<ConversationId, i64> =
                    sm::unread_by_conversation(c, user_id, &touched)?
                        .into_iter()
                        .collect();
                let mut receipts: Vec<ReadReceipt> = rows
                    .iter()
                    .map(|m| ReadReceipt {
                        message_id: m.id.get(),
                        conversation_id: m.conversation_id.get(),
                        read_by: user_id.get(),
                        read_at: read_at.clone(),
                        delivery_status: "read".into(),
                        sender_id: m.sender_id.get(),
                    })
                    .collect();
                receipts.sort_by_key(|r| r.message_id);
                Ok(MarkedRead {
                    message_ids: marked.iter().map(|id| id.get()).collect(),
                    read_by: user_id.get(),
                    read_at: read_at.clone(),
                    unread_count: sm::unread_total(c, user_id)?,
                    conversations: touched
                        .into_iter()
                        .map(|id| ConversationUnread {
                            conversation_id: id.get(),
                            unread_count: left.get(&id).copied().unwrap_or(0),
                        })
                        .collect(),
                    receipts,
                })
            })
            .await
    }

    /// Marks one message read by its recipient (`PATCH /messages/{id}/read`, `mark_message_read`).
    /// A message of a conversation the user is not in is not found; their own sent one is refused.
    pub async fn mark_message_read(
        &self,
        user_id: UserId,
        message_id: MessageId,
    ) -> Result<MessageRead, CoreError> {
        let message = self
            .store
            .run(move |c| sm::message(c, message_id))
            .await?
            .filter(|m| m.sender_id == user_id || m.recipient_id == user_id)
            .ok_or(CoreError::NotFound(crate::Missing::Message))?;
        if message.recipient_id != user_id {
            return Err(refused(NOT_RECIPIENT, refusal!("err-h-msg-not-recipient")));
        }
        let marked = self.mark(user_id, None, Some(vec![message_id])).await?;
        let row = self
            .store
            .run(move |c| sm::message(c, message_id))
            .await?
            .ok_or(CoreError::NotFound(crate::Missing::Message))?;
        let conversation_unread_count = match marked
            .conversations
            .iter()
            .find(|u| u.conversation_id == row.conversation_id.get())
        {
            Some(u) => u.unread_count,
            None => {
                self.unread_counts(user_id, row.conversation_id)
                    .await?
                    .conversation_unread_count
            }
        };
        Ok(MessageRead {
            message: MessageView::of(row),
            unread_count: marked.unread_count,
            conversation_unread_count,
            newly_read: !marked.message_ids.is_empty(),
        })
    }
}
