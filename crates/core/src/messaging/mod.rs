//! Messaging (PRODUCT.md §3, §4, §7): a guest and a property's owner talk in one conversation per guest
//! and property; messages are stored first (delivered), then read by their recipient; a user can
//! block another. The REST routes and the realtime socket call these same functions, and each
//! write answers with what both need to tell the other side (the stored message, the recipient's
//! unread counts, read receipts).

pub mod views;

use std::collections::{BTreeSet, HashMap};

use serde::Deserialize;

use crate::error::{CoreError, FieldErrors};
use crate::ids::{ConversationId, MessageId, PropertyId, UserId};
use crate::page::Page;
use crate::store::messaging::{
    self as sm, ConversationRow, MessageFilter, MessageRow, NewMessage, UserBlockRow,
};
use crate::store::write_transaction;
use crate::store::{DbConnection, Store};
use crate::time::{from_epoch, to_ist_rfc3339, SharedClock};
pub use views::{
    BlockStatus, BlockView, ConversationUnread, ConversationView, MarkedRead, MessageRead,
    MessageView, ReadReceipt, Unblocked, UnreadCounts,
};

/// Longest message, in characters (the limit).
pub const MAX_CONTENT_CHARS: usize = 4_000;
const MAX_CLIENT_ID_CHARS: usize = 100;
const MAX_MEDIA_URL_CHARS: usize = 2_000;
const MAX_REASON_CHARS: usize = 500;
/// Default and largest page of a conversation's messages.
pub const THREAD_PAGE: u32 = 50;
pub const THREAD_PAGE_MAX: u32 = 100;

/// Kinds a client may send; `inquiry` is given by the server to a guest's first text message.
const SENDABLE_TYPES: [&str; 3] = ["text", "image", "file"];
pub const MESSAGE_TYPES: [&str; 4] = ["text", "image", "file", "inquiry"];
pub const DELIVERY_STATUSES: [&str; 2] = ["delivered", "read"];

/// A repeated `clientMessageId`: the answer carries the stored message (PRODUCT.md §8).
pub const DUPLICATE_MESSAGE: &str = "DUPLICATE_MESSAGE";
/// The recipient blocked the sender.
pub const BLOCKED_BY_RECIPIENT: &str = "BLOCKED_BY_RECIPIENT";
/// The sender blocked the recipient.
pub const RECIPIENT_BLOCKED: &str = "RECIPIENT_BLOCKED";
/// An owner cannot open a conversation about their own property.
pub const OWN_PROPERTY: &str = "OWN_PROPERTY";
/// Only a message's recipient can mark it read.
pub const NOT_RECIPIENT: &str = "NOT_RECIPIENT";
pub const CANNOT_BLOCK_SELF: &str = "CANNOT_BLOCK_SELF";
/// A refusal of a signed-in user's action, under its own code.
fn refused(code: &'static str, message: &str) -> CoreError {
    CoreError::Forbidden {
        code,
        message: message.into(),
    }
}

fn blocked_by_recipient() -> CoreError {
    refused(
        BLOCKED_BY_RECIPIENT,
        "You can't message this user: they are not accepting messages from you.",
    )
}

fn recipient_blocked() -> CoreError {
    refused(
        RECIPIENT_BLOCKED,
        "You blocked this user. Unblock them to send a message.",
    )
}

fn conversation_not_found() -> CoreError {
    CoreError::NotFound("conversation")
}

/// A message to send: the body of `POST /api/v1/messages`, of
/// `POST /api/v1/conversations/{id}/messages` (which takes the conversation from the path) and
/// of the socket's `send_message`.
#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendMessage {
    /// The conversation (POST /api/v1/messages and send_message).
    pub conversation_id: Option<i64>,
    /// POST /api/v1/messages without a conversationId: a guest writes to the property's owner
    /// (the conversation is opened if needed); the owner names the guest with recipientId.
    pub property_id: Option<i64>,
    pub recipient_id: Option<i64>,
    /// 1 to 4,000 characters after trimming.
    #[schema(required = true, value_type = String)]
    pub content: Option<String>,
    /// text (default), image or file.
    pub message_type: Option<String>,
    /// The picture or file of an image or file message: https://… or /uploads/….
    pub media_url: Option<String>,
    /// The sender's own id for this message (at most 100 characters): a repeat is answered
    /// 409 DUPLICATE_MESSAGE with the stored message instead of storing it twice.
    pub client_message_id: Option<String>,
}

/// A message checked and ready to store.
#[derive(Debug)]
struct Draft {
    content: String,
    message_type: String,
    media_url: Option<String>,
    client_message_id: Option<String>,
}

const MEDIA_URL_MESSAGE: &str = "mediaUrl must be the path of a file uploaded here (/uploads/…)";

/// A normalised path under our own `/uploads/`: plain segments of letters, digits, `.`, `-` and
/// `_`, none empty, `.` or `..`. Another host's address would let a sender see who opened the
/// message (a tracking pixel); `..` or an escape could point at the API itself.
fn own_upload_path(url: &str) -> bool {
    let Some(rest) = url.strip_prefix("/uploads/") else {
        return false;
    };
    rest.split('/').all(|segment| {
        !segment.is_empty()
            && segment != "."
            && segment != ".."
            && segment
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
    })
}

fn draft(req: &SendMessage) -> Result<Draft, CoreError> {
    let mut errors = FieldErrors::new();
    let content = req
        .content
        .as_deref()
        .map(str::trim)
        .unwrap_or("")
        .to_string();
    if content.is_empty() {
        errors.insert("content".into(), "Message cannot be empty".into());
    } else if content.chars().count() > MAX_CONTENT_CHARS {
        errors.insert(
            "content".into(),
            "Message cannot exceed 4,000 characters".into(),
        );
    } else if content
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    {
        // Sockets reach this without the HTTP layer's check; PostgreSQL cannot store a NUL.
        errors.insert(
            "content".into(),
            "content cannot contain control characters".into(),
        );
    }
    let message_type = req
        .message_type
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .unwrap_or("text");
    if !SENDABLE_TYPES.contains(&message_type) {
        errors.insert(
            "messageType".into(),
            "messageType must be text, image or file".into(),
        );
    }
    let media_url = req
        .media_url
        .as_deref()
        .map(str::trim)
        .filter(|u| !u.is_empty())
        .map(str::to_string);
    match (&media_url, message_type) {
        (None, "image" | "file") => {
            errors.insert(
                "mediaUrl".into(),
                "mediaUrl is required for an image or file message".into(),
            );
        }
        (Some(_), "text") => {
            errors.insert(
                "mediaUrl".into(),
                "mediaUrl is only for image and file messages".into(),
            );
        }
        (Some(u), _) if u.chars().count() > MAX_MEDIA_URL_CHARS || !own_upload_path(u) => {
            errors.insert("mediaUrl".into(), MEDIA_URL_MESSAGE.into());
        }
        _ => {}
    }
    let client_message_id = match req.client_message_id.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(id)
            if id.chars().count() > MAX_CLIENT_ID_CHARS || id.chars().any(char::is_control) =>
        {
            errors.insert(
                "clientMessageId".into(),
                "clientMessageId must be 1 to 100 visible characters".into(),
            );
            None
        }
        Some(id) => Some(id.to_string()),
    };
    if !errors.is_empty() {
        return Err(CoreError::validation(errors));
    }
    Ok(Draft {
        content,
        message_type: message_type.to_string(),
        media_url,
        client_message_id,
    })
}

/// A stored message, and what the other side is to be told.
#[derive(Debug, Clone)]
pub struct Sent {
    pub message: MessageView,
    /// The same `clientMessageId` was sent before: `message` is the stored one, nothing new
    /// was stored, and nobody needs telling again.
    pub duplicate: bool,
    /// The recipient's unread counts with this message.
    pub recipient_unread: UnreadCounts,
}

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
                errors.insert(
                    "propertyId".into(),
                    "propertyId must be a property id".into(),
                );
                None
            }
        });
        let message_type = given(&self.message_type);
        if message_type
            .as_deref()
            .is_some_and(|t| !MESSAGE_TYPES.contains(&t))
        {
            errors.insert(
                "messageType".into(),
                "messageType must be text, image, file or inquiry".into(),
            );
        }
        let status = given(&self.status);
        if status
            .as_deref()
            .is_some_and(|s| !DELIVERY_STATUSES.contains(&s))
        {
            errors.insert("status".into(), "status must be delivered or read".into());
        }
        let is_read = given(&self.is_read).and_then(|r| match r.as_str() {
            "true" => Some(true),
            "false" => Some(false),
            _ => {
                errors.insert("isRead".into(), "isRead must be true or false".into());
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

/// Body of `POST /api/v1/users/block`.
#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
// Named apart from the owner calendar's date blocks in the OpenAPI document.
#[schema(as = UserBlockRequest)]
pub struct BlockRequest {
    #[schema(required = true, value_type = i64)]
    pub user_id: Option<i64>,
    /// Why, in the user's words (optional, at most 500 characters).
    pub reason: Option<String>,
}

pub struct Messaging {
    store: Store,
    clock: SharedClock,
    limits: Limits,
}

/// How fast one user may send messages and typing signals, whichever door they use (REST or
/// socket): a person never needs more, and a script flooding a conversation gets RATE_LIMITED.
struct Limits {
    messages: governor::DefaultKeyedRateLimiter<UserId>,
    typing: governor::DefaultKeyedRateLimiter<UserId>,
}

/// A burst of 20 messages, then one a second.
const MESSAGE_BURST: u32 = 20;
/// A burst of 10 typing signals, then two a second (the client sends one per few keystrokes).
const TYPING_BURST: u32 = 10;
/// Users remembered by a limiter before the quiet ones are forgotten.
const LIMITER_KEYS: usize = 10_000;
pub const RATE_LIMITED_MESSAGE: &str =
    "You are sending messages too quickly. Please wait a moment and try again.";

fn quota(period_ms: u64, burst: u32) -> governor::Quota {
    governor::Quota::with_period(std::time::Duration::from_millis(period_ms.max(1)))
        .expect("a positive period")
        .allow_burst(std::num::NonZeroU32::new(burst.max(1)).expect("a positive burst"))
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            messages: governor::RateLimiter::keyed(quota(1_000, MESSAGE_BURST)),
            typing: governor::RateLimiter::keyed(quota(500, TYPING_BURST)),
        }
    }
}

fn admit(
    limiter: &governor::DefaultKeyedRateLimiter<UserId>,
    user: UserId,
) -> Result<(), CoreError> {
    if limiter.len() > LIMITER_KEYS {
        limiter.retain_recent();
    }
    limiter
        .check_key(&user)
        .map_err(|_| CoreError::RateLimited {
            message: RATE_LIMITED_MESSAGE.into(),
            retry_after: 2,
        })
}

impl Messaging {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self {
            store,
            clock,
            limits: Limits::default(),
        }
    }

    /// Lets each user send `per_minute` messages a minute after a burst of `burst` (load tests
    /// send far more than a person would).
    pub fn with_message_limit(mut self, per_minute: u32, burst: u32) -> Self {
        let period_ms = 60_000 / u64::from(per_minute.max(1));
        self.limits.messages = governor::RateLimiter::keyed(quota(period_ms, burst));
        self
    }

    /// Whether `user_id` may send another typing signal now (RATE_LIMITED if not).
    pub fn typing_allowed(&self, user_id: UserId) -> Result<(), CoreError> {
        admit(&self.limits.typing, user_id)
    }

    fn now(&self) -> i64 {
        self.clock.now().timestamp()
    }

    /// Gets or opens the conversation of `user` (the guest) with the owner of `property_id`.
    pub async fn open_conversation(
        &self,
        user_id: UserId,
        property_id: Option<PropertyId>,
    ) -> Result<Opened, CoreError> {
        let property_id =
            property_id.ok_or_else(|| CoreError::field("propertyId", "propertyId is required"))?;
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
    async fn open_row(
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
                        .ok_or(CoreError::NotFound("property"))?;
                    if property.owner_id == user_id {
                        return Err(refused(
                            OWN_PROPERTY,
                            "This is your own property: guests write to you about it, you cannot write to yourself.",
                        ));
                    }
                    if let Some(existing) = sm::find_conversation(c, user_id, property_id)? {
                        return Ok((existing, false));
                    }
                    if sm::block(c, property.owner_id, user_id)?.is_some() {
                        return Err(blocked_by_recipient());
                    }
                    Ok((sm::insert_conversation(c, user_id, property.owner_id, property_id, now)?, true))
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
                    .ok_or(CoreError::NotFound("property"))?;
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
                        views::ConversationView::of(views::ConversationParts {
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
                    errors.insert(
                        "cursor".into(),
                        "cursor must be the nextCursor of a previous page or a message id".into(),
                    );
                    0
                }),
        };
        let limit = limit.unwrap_or(THREAD_PAGE);
        if !(1..=THREAD_PAGE_MAX).contains(&limit) {
            errors.insert(
                "limit".into(),
                format!("limit must be 1 to {THREAD_PAGE_MAX}"),
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

    /// Sends into conversation `conversation_id` (ignoring the request's own conversationId):
    /// stored first, delivered on storing. A guest's first text message is an inquiry to the
    /// owner. A repeated `clientMessageId` answers with the stored message (`duplicate`).
    pub async fn send(
        &self,
        sender_id: UserId,
        conversation_id: ConversationId,
        req: &SendMessage,
    ) -> Result<Sent, CoreError> {
        let draft = draft(req)?;
        admit(&self.limits.messages, sender_id)?;
        let now = self.now();
        let client_id = draft.client_message_id.clone();
        let outcome = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    store_message(c, sender_id, conversation_id, draft, now)
                })
            })
            .await;
        let (row, duplicate) = match outcome {
            Ok(v) => v,
            // The same clientMessageId committed by a concurrent request.
            Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                message,
            }) => {
                let Some(id) = client_id else {
                    return Err(CoreError::Internal(anyhow::anyhow!(
                        "unexpected unique violation: {message}"
                    )));
                };
                let stored = self
                    .store
                    .run(move |c| sm::by_client_id(c, sender_id, &id))
                    .await?;
                (stored.ok_or_else(conversation_not_found)?, true)
            }
            Err(e) => return Err(e),
        };
        let recipient_unread = self
            .unread_counts(row.recipient_id, row.conversation_id)
            .await?;
        Ok(Sent {
            message: MessageView::of(row),
            duplicate,
            recipient_unread,
        })
    }

    /// `POST /api/v1/messages`: into `conversationId`; else about `propertyId`, a guest to its
    /// owner (opening the conversation) or the owner to the guest `recipientId`.
    pub async fn send_message(
        &self,
        sender_id: UserId,
        req: &SendMessage,
    ) -> Result<Sent, CoreError> {
        // Checked before a conversation is opened, so bad input opens nothing.
        draft(req)?;
        if let Some(id) = req.conversation_id {
            return self.send(sender_id, ConversationId::new(id), req).await;
        }
        let Some(property_id) = req.property_id.map(PropertyId::new) else {
            return Err(CoreError::field(
                "conversationId",
                "Give conversationId, or propertyId to write to the property's owner",
            ));
        };
        let card = self
            .store
            .run(move |c| sm::property_card(c, property_id))
            .await?
            .ok_or(CoreError::NotFound("property"))?;
        let conversation_id = if card.owner_id == sender_id {
            let guest = req.recipient_id.map(UserId::new).ok_or_else(|| {
                CoreError::field(
                    "recipientId",
                    "recipientId is required: the guest to answer",
                )
            })?;
            self.store
                .run(move |c| sm::find_conversation(c, guest, property_id))
                .await?
                .ok_or_else(conversation_not_found)?
                .id
        } else {
            self.open_row(sender_id, property_id).await?.0.id
        };
        self.send(sender_id, conversation_id, req).await
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
            return Err(CoreError::field(
                "messageIds",
                "messageIds must list 1 to 500 message ids",
            ));
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
            .ok_or(CoreError::NotFound("message"))?;
        if message.recipient_id != user_id {
            return Err(refused(
                NOT_RECIPIENT,
                "Only the recipient of a message can mark it read.",
            ));
        }
        let marked = self.mark(user_id, None, Some(vec![message_id])).await?;
        let row = self
            .store
            .run(move |c| sm::message(c, message_id))
            .await?
            .ok_or(CoreError::NotFound("message"))?;
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

    /// `user_id` blocks `userId`: they can no longer message `user_id`. Blocking again keeps the
    /// first block (and its reason).
    pub async fn block(&self, user_id: UserId, req: &BlockRequest) -> Result<BlockView, CoreError> {
        let other = req
            .user_id
            .map(UserId::new)
            .ok_or_else(|| CoreError::field("userId", "userId is required"))?;
        let reason = req
            .reason
            .as_deref()
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(str::to_string);
        if reason
            .as_ref()
            .is_some_and(|r| r.chars().count() > MAX_REASON_CHARS)
        {
            return Err(CoreError::field(
                "reason",
                "reason cannot exceed 500 characters",
            ));
        }
        if other == user_id {
            return Err(CoreError::Validation {
                message: "You cannot block yourself.".into(),
                fields: [(
                    "userId".to_string(),
                    "You cannot block yourself.".to_string(),
                )]
                .into(),
            });
        }
        let now = self.now();
        let outcome = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    if !sm::user_exists(c, other)? {
                        return Err(CoreError::NotFound("user"));
                    }
                    if let Some(existing) = sm::block(c, user_id, other)? {
                        return Ok(existing);
                    }
                    let row = UserBlockRow {
                        blocker_id: user_id,
                        blocked_id: other,
                        reason,
                        created_at: now,
                    };
                    sm::insert_block(c, &row)?;
                    Ok(row)
                })
            })
            .await;
        let row = match outcome {
            Ok(row) => row,
            Err(CoreError::Conflict {
                code: "ALREADY_EXISTS",
                ..
            }) => self
                .store
                .run(move |c| sm::block(c, user_id, other))
                .await?
                .ok_or(CoreError::NotFound("user"))?,
            Err(e) => return Err(e),
        };
        Ok(BlockView::of(row))
    }

    /// Lifts `user_id`'s block of `other`, if there was one.
    pub async fn unblock(&self, user_id: UserId, other: UserId) -> Result<Unblocked, CoreError> {
        let was_blocked = self
            .store
            .run(move |c| {
                if !sm::user_exists(c, other)? {
                    return Err(CoreError::NotFound("user"));
                }
                sm::delete_block(c, user_id, other)
            })
            .await?;
        Ok(Unblocked {
            user_id: other.get(),
            unblocked_by: user_id.get(),
            was_blocked,
        })
    }

    /// Whom `user_id`'s online status concerns: everyone they share a conversation with, except
    /// where either side blocked the other.
    pub async fn status_audience(&self, user_id: UserId) -> Result<Vec<UserId>, CoreError> {
        self.store
            .run(move |c| {
                let others = sm::counterparts(c, user_id)?;
                let (by_me, by_them) = sm::blocks_between(c, user_id, &others)?;
                Ok(others
                    .into_iter()
                    .filter(|o| !by_me.contains(o) && !by_them.contains(o))
                    .collect())
            })
            .await
    }

    /// Whether `user_id` and `other` blocked each other.
    pub async fn block_status(
        &self,
        user_id: UserId,
        other: UserId,
    ) -> Result<BlockStatus, CoreError> {
        self.store
            .run(move |c| {
                if !sm::user_exists(c, other)? {
                    return Err(CoreError::NotFound("user"));
                }
                let mine = sm::block(c, user_id, other)?;
                let theirs = sm::block(c, other, user_id)?;
                Ok(BlockStatus {
                    user_id: other.get(),
                    is_blocked: mine.is_some() || theirs.is_some(),
                    blocked_by_me: mine.is_some(),
                    blocked_by_them: theirs.is_some(),
                    reason: mine.and_then(|b| b.reason),
                })
            })
            .await
    }
}

/// Inside one write transaction: the conversation is the sender's, the message not a repeat,
/// no block stands between the two; then the message is stored and the conversation moved up.
fn store_message(
    c: &mut DbConnection,
    sender_id: UserId,
    conversation_id: ConversationId,
    draft: Draft,
    now: i64,
) -> Result<(MessageRow, bool), CoreError> {
    let conversation = sm::conversation(c, conversation_id)?
        .filter(|r| r.has(sender_id))
        .ok_or_else(conversation_not_found)?;
    if let Some(id) = &draft.client_message_id {
        if let Some(stored) = sm::by_client_id(c, sender_id, id)? {
            return Ok((stored, true));
        }
    }
    let recipient_id = conversation.other(sender_id);
    if sm::block(c, recipient_id, sender_id)?.is_some() {
        return Err(blocked_by_recipient());
    }
    if sm::block(c, sender_id, recipient_id)?.is_some() {
        return Err(recipient_blocked());
    }
    let inquiry = draft.message_type == "text"
        && sender_id == conversation.guest_id
        && !sm::has_written(c, conversation.id, sender_id)?;
    let new = NewMessage {
        conversation_id: conversation.id,
        sender_id,
        recipient_id,
        property_id: conversation.property_id,
        content: draft.content,
        message_type: if inquiry {
            "inquiry".into()
        } else {
            draft.message_type
        },
        media_url: draft.media_url,
        client_message_id: draft.client_message_id,
        delivery_status: "delivered".into(),
        is_read: false,
        delivered_at: now,
        created_at: now,
    };
    let row = sm::insert_message(c, &new)?;
    sm::touch_conversation(c, conversation.id, row.id, now)?;
    Ok((row, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(content: &str) -> SendMessage {
        SendMessage {
            content: Some(content.into()),
            ..Default::default()
        }
    }

    #[test]
    fn content_is_trimmed_and_limited_to_4000_characters() {
        assert_eq!(draft(&text("  hello  ")).unwrap().content, "hello");
        assert!(draft(&text("   ")).is_err());
        assert!(draft(&SendMessage::default()).is_err());
        assert!(
            draft(&text(&"అ".repeat(4_000))).is_ok(),
            "characters, not bytes"
        );
        assert!(draft(&text(&"a".repeat(4_001))).is_err());
    }

    #[test]
    fn content_keeps_lines_but_refuses_other_control_characters() {
        assert_eq!(
            draft(&text("Gate code:\n\t4412\r\nThanks"))
                .unwrap()
                .content,
            "Gate code:\n\t4412\r\nThanks"
        );
        for bad in ["a\u{0}b", "bell\u{7}", "c1\u{85}end"] {
            match draft(&text(bad)) {
                Err(CoreError::Validation { fields, .. }) => assert_eq!(
                    fields["content"], "content cannot contain control characters",
                    "{bad:?}"
                ),
                other => panic!("{bad:?}: {other:?}"),
            }
        }
    }

    #[test]
    fn media_goes_with_image_and_file_messages_only() {
        let mut m = text("look");
        m.message_type = Some("image".into());
        assert!(draft(&m).is_err(), "an image needs its mediaUrl");
        m.media_url = Some("/uploads/chat/1.jpg".into());
        assert_eq!(draft(&m).unwrap().message_type, "image");
        m.media_url = Some("javascript:alert(1)".into());
        assert!(draft(&m).is_err());
        let mut t = text("hi");
        t.media_url = Some("https://example.in/a.jpg".into());
        assert!(draft(&t).is_err());
        t.media_url = None;
        t.message_type = Some("inquiry".into());
        assert!(draft(&t).is_err(), "inquiry is given by the server");
    }

    #[test]
    fn media_is_only_a_normalised_path_of_our_uploads() {
        let mut m = text("look");
        m.message_type = Some("file".into());
        for ok in [
            "/uploads/chat/1.jpg",
            "/uploads/chat/2026/gate_photo-2.webp",
        ] {
            m.media_url = Some(ok.into());
            assert!(draft(&m).is_ok(), "{ok}");
        }
        for bad in [
            "/uploads/../api/dev/outbox",
            "/uploads/chat/./1.jpg",
            "/uploads//1.jpg",
            "/uploads/chat/%2e%2e/x",
            "/uploads/chat/1.jpg?track=me",
            "/uploads/",
            "https://tracker.example/pixel.gif",
            "//evil.example/uploads/a.jpg",
        ] {
            m.media_url = Some(bad.into());
            match draft(&m) {
                Err(CoreError::Validation { fields, .. }) => {
                    assert_eq!(fields["mediaUrl"], MEDIA_URL_MESSAGE, "{bad}")
                }
                other => panic!("{bad}: {other:?}"),
            }
        }
    }

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
