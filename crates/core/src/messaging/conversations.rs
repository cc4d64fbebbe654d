//! Conversations: opening one (a guest with a property's owner), listing and archiving them, and
//! reading their messages a page at a time or by filters.

use std::collections::{BTreeSet, HashMap};

use serde::Deserialize;

use crate::error::{CoreError, FieldErrors};
use crate::ids::{ConversationId, MessageId, PropertyId, UserId};
use crate::page::Page;
use crate::store::messaging::{self as sm, ConversationRow, MessageFilter, MessageRow};
use crate::store::write_transaction;

use super::views::ConversationParts;
use super::{
    blocked_by_recipient, conversation_not_found, refused, ConversationView, MessageView,
    Messaging, DELIVERY_STATUSES, MESSAGE_TYPES, OWN_PROPERTY, THREAD_PAGE, THREAD_PAGE_MAX,
};

/// A conversation, and whether this call opened it.
#[derive(Debug, Clone)]
pub struct Opened {
    pub conversation: ConversationView,
    pub created: bool,
}

/// A page of a conversation's messages, oldest first.
#[derive(Debug, Clone)]
pub struct Thread {
    pub messages: Vec<MessageView>,
    /// Pass as `cursor` for the messages after this page; None when this page is the last.
    pub next_cursor: Option<String>,
    pub limit: u32,
}

/// Raw filters of `GET /api/v1/messages` (PRODUCT.md §3 Message filters).
#[derive(Debug, Clone, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct MessageFilters {
    pub property_id: Option<String>,
    /// text, image, file or inquiry.
    pub message_type: Option<String>,
    /// delivered or read.
    pub status: Option<String>,
    /// true or false.
    pub is_read: Option<String>,
    /// From 1 (default 1).
    pub page: Option<u32>,
    /// 1 to 100 (default 20).
    pub per_page: Option<u32>,
}

impl MessageFilters {
    fn checked(&self) -> Result<MessageFilter, CoreError> {
        let mut errors = FieldErrors::new();
        let given = |v: &Option<String>| {
            v.as_deref()
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
        };
        let property_id = given(&self.property_id).and_then(|p| match p.parse::<i64>() {
            Ok(id) if id > 0 => Some(PropertyId::new(id)),
            _ => {
                errors.insert("propertyId".into(), refusal!("err-h-msg-property-id"));
                None
            }
        });
        let message_type = given(&self.message_type);
        if message_type
            .as_deref()
            .is_some_and(|t| !MESSAGE_TYPES.contains(&t))
        {
            errors.insert("messageType".into(), refusal!("err-h-msg-type-filter"));
        }
        let status = given(&self.status);
        if status
            .as_deref()
            .is_some_and(|s| !DELIVERY_STATUSES.contains(&s))
        {
            errors.insert("status".into(), refusal!("err-h-msg-status"));
        }
        let is_read = given(&self.is_read).and_then(|r| match r.as_str() {
            "true" => Some(true),
            "false" => Some(false),
            _ => {
                errors.insert(
                    "isRead".into(),
                    refusal!("err-h-field-true-false", field = "isRead"),
                );
                None
            }
        });
        if !errors.is_empty() {
            return Err(CoreError::validation(errors));
        }
        Ok(MessageFilter {
            property_id,
            message_type,
            status,
            is_read,
        })
    }
}

impl Messaging {
    /// Gets or opens the conversation of `user` (the guest) with the owner of `property_id`.
    pub async fn open_conversation(
        &self,
        user_id: UserId,
        property_id: Option<PropertyId>,
    ) -> Result<Opened, CoreError> {
        let property_id = property_id.ok_or_else(|| {
            CoreError::field("propertyId", refusal!("err-b-property-id-required"))
        })?;
        let (row, created) = self.open_row(user_id, property_id).await?;
        let conversation = self
            .views(user_id, vec![row])
            .await?
            .pop()
            .ok_or_else(conversation_not_found)?;
        Ok(Opened {
            conversation,
            created,
        })
    }

    /// The guest's conversation about `property_id`, opened if need be; whether it is new.
    pub(super) async fn open_row(
        &self,
        user_id: UserId,
        property_id: PropertyId,
    ) -> Result<(ConversationRow, bool), CoreError> {
        let now = self.now();
        let outcome = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let property = sm::property_card(c, property_id)?
                        .filter(|p| p.published)
                        .ok_or(CoreError::NotFound(crate::Missing::Property))?;
                    if property.owner_id == user_id {
                        return Err(refused(OWN_PROPERTY, refusal!("err-h-msg-own-property")));
                    }
                    if let Some(existing) = sm::find_conversation(c, user_id, property_id)? {
                        return Ok((existing, false));
                    }
                    if sm::block(c, property.owner_id, user_id)?.is_some() {
                        return Err(blocked_by_recipient());
                    }
                    Ok((
                        sm::insert_conversation(c, user_id, property.owner_id, property_id, now)?,
                        true,
                    ))
                })
            })
            .await;
        match outcome {
            Ok(v) => Ok(v),
            // A concurrent first contact opened it between our read and insert.
            Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                ..
            }) => {
                let row = self
                    .store
                    .run(move |c| sm::find_conversation(c, user_id, property_id))
                    .await?
                    .ok_or(CoreError::NotFound(crate::Missing::Property))?;
                Ok((row, false))
            }
            Err(e) => Err(e),
        }
    }

    /// One of `user_id`'s conversations; someone else's is not found, like an unknown one.
    pub async fn conversation(
        &self,
        user_id: UserId,
        id: ConversationId,
    ) -> Result<ConversationView, CoreError> {
        let row = self.own_conversation(user_id, id).await?;
        self.views(user_id, vec![row])
            .await?
            .pop()
            .ok_or_else(conversation_not_found)
    }

    /// The conversation row, when `user_id` is one of its two sides (what `join_conversation`
    /// checks before joining a room).
    pub async fn own_conversation(
        &self,
        user_id: UserId,
        id: ConversationId,
    ) -> Result<ConversationRow, CoreError> {
        self.store
            .run(move |c| sm::conversation(c, id))
            .await?
            .filter(|row| row.has(user_id))
            .ok_or_else(conversation_not_found)
    }

    /// `user_id`'s conversations, archived or not, most recent activity first.
    pub async fn conversations(
        &self,
        user_id: UserId,
        archived: bool,
        page: u32,
        per_page: u32,
    ) -> Result<Page<ConversationView>, CoreError> {
        let (page, per_page) = crate::page::checked_paging(page, per_page)?;
        let offset = (page as i64 - 1) * per_page as i64;
        let (rows, total) = self
            .store
            .run(move |c| sm::conversations_of(c, user_id, archived, offset, per_page as i64))
            .await?;
        Ok(Page {
            items: self.views(user_id, rows).await?,
            page,
            per_page,
            total: total as u64,
        })
    }

    /// Archives or unarchives the conversation for `user_id` only.
    pub async fn set_archived(
        &self,
        user_id: UserId,
        id: ConversationId,
        archived: bool,
    ) -> Result<ConversationView, CoreError> {
        let row = self.own_conversation(user_id, id).await?;
        let row = self
            .store
            .run(move |c| {
                sm::set_archived(c, &row, user_id, archived)?;
                sm::conversation(c, row.id)?.ok_or_else(conversation_not_found)
            })
            .await?;
        self.views(user_id, vec![row])
            .await?
            .pop()
            .ok_or_else(conversation_not_found)
    }

    /// Views of `rows` as `viewer` sees them, loading what they show in a few queries.
    async fn views(
        &self,
        viewer: UserId,
        rows: Vec<ConversationRow>,
    ) -> Result<Vec<ConversationView>, CoreError> {
        if rows.is_empty() {
            return Ok(vec![]);
        }
        self.store
            .run(move |c| {
                let ids: Vec<ConversationId> = rows.iter().map(|r| r.id).collect();
                let others: Vec<UserId> = rows
                    .iter()
                    .map(|r| r.other(viewer))
                    .collect::<BTreeSet<_>>()
                    .into_iter()
                    .collect();
                let property_ids: Vec<PropertyId> = rows
                    .iter()
                    .map(|r| r.property_id)
                    .collect::<BTreeSet<_>>()
                    .into_iter()
                    .collect();
                let last_ids: Vec<MessageId> =
                    rows.iter().filter_map(|r| r.last_message_id).collect();
                let properties = sm::property_cards(c, &property_ids)?;
                let parties = sm::parties(c, &others)?;
                let mut last: HashMap<ConversationId, MessageRow> =
                    sm::messages_by_ids(c, &last_ids)?
                        .into_iter()
                        .map(|m| (m.conversation_id, m))
                        .collect();
                let unread: HashMap<ConversationId, i64> =
                    sm::unread_by_conversation(c, viewer, &ids)?
                        .into_iter()
                        .collect();
                let (by_me, by_them) = sm::blocks_between(c, viewer, &others)?;
                Ok(rows
                    .into_iter()
                    .map(|row| {
                        let other = row.other(viewer);
                        ConversationView::of(ConversationParts {
                            viewer,
                            property: properties.iter().find(|p| p.id == row.property_id),
                            other: parties.iter().find(|u| u.id == other),
                            last: last.remove(&row.id),
                            unread: unread.get(&row.id).copied().unwrap_or(0),
                            blocked_by_me: by_me.contains(&other),
                            blocked_by_them: by_them.contains(&other),
                            row,
                        })
                    })
                    .collect())
            })
            .await
    }

    /// A page of the conversation's messages, oldest first, after message `cursor` (from the
    /// first message without one). A client that polls passes its newest message's id.
    pub async fn thread(
        &self,
        user_id: UserId,
        id: ConversationId,
        cursor: Option<&str>,
        limit: Option<u32>,
    ) -> Result<Thread, CoreError> {
        let mut errors = FieldErrors::new();
        let after = match cursor.map(str::trim).filter(|c| !c.is_empty()) {
            None => 0,
            Some(c) => c
                .parse::<i64>()
                .ok()
                .filter(|n| *n >= 0)
                .unwrap_or_else(|| {
                    errors.insert("cursor".into(), refusal!("err-h-msg-cursor"));
                    0
                }),
        };
        let limit = limit.unwrap_or(THREAD_PAGE);
        if !(1..=THREAD_PAGE_MAX).contains(&limit) {
            errors.insert(
                "limit".into(),
                refusal!("err-h-msg-limit", max = THREAD_PAGE_MAX),
            );
        }
        if !errors.is_empty() {
            return Err(CoreError::validation(errors));
        }
        let row = self.own_conversation(user_id, id).await?;
        // One more than asked says whether another page follows.
        let mut rows = self
            .store
            .run(move |c| sm::thread(c, row.id, after, limit as i64 + 1))
            .await?;
        let more = rows.len() > limit as usize;
        rows.truncate(limit as usize);
        let next_cursor = more
            .then(|| rows.last().map(|m| m.id.to_string()))
            .flatten();
        Ok(Thread {
            messages: rows.into_iter().map(MessageView::of).collect(),
            next_cursor,
            limit,
        })
    }

    /// Messages `user_id` sent or received matching `filters`, newest first.
    pub async fn messages(
        &self,
        user_id: UserId,
        filters: &MessageFilters,
    ) -> Result<Page<MessageView>, CoreError> {
        let filter = filters.checked()?;
        let (page, per_page) =
            crate::page::checked_paging(filters.page.unwrap_or(1), filters.per_page.unwrap_or(20))?;
        let offset = (page as i64 - 1) * per_page as i64;
        let (rows, total) = self
            .store
            .run(move |c| sm::messages_of(c, user_id, &filter, offset, per_page as i64))
            .await?;
        Ok(Page {
            items: rows.into_iter().map(MessageView::of).collect(),
            page,
            per_page,
            total: total as u64,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filters_are_checked() {
        let f = |t: &str, s: &str, r: &str| MessageFilters {
            message_type: Some(t.into()),
            status: Some(s.into()),
            is_read: Some(r.into()),
            ..Default::default()
        };
        let ok = f("inquiry", "read", "true").checked().unwrap();
        assert_eq!(ok.is_read, Some(true));
        match f("sms", "sent", "yes").checked() {
            Err(CoreError::Validation { fields, .. }) => {
                assert_eq!(
                    fields.keys().cloned().collect::<Vec<_>>(),
                    ["isRead", "messageType", "status"]
                );
            }
            other => panic!("{other:?}"),
        }
    }
}
