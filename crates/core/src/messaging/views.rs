//! What the messaging calls and events answer with (PRODUCT.md §3 Message, Conversation, Block record
//! and the realtime payloads), camelCase, instants in Asia/Kolkata RFC 3339.

use serde::Serialize;
use utoipa::ToSchema;

use crate::ids::UserId;
use crate::kinds::role::Role;
use crate::store::messaging::{ConversationRow, MessageRow, PartyRow, PropertyCard};
use crate::time::{from_epoch, to_ist_rfc3339};

fn ist(epoch: i64) -> String {
    to_ist_rfc3339(from_epoch(epoch))
}

/// One message (PRODUCT.md §3 Message).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageView {
    pub id: i64,
    pub conversation_id: i64,
    pub sender_id: i64,
    pub recipient_id: i64,
    pub property_id: i64,
    pub content: String,
    /// text, image, file, or inquiry (a guest's first text message about a property).
    pub message_type: String,
    pub media_url: Option<String>,
    pub client_message_id: Option<String>,
    pub is_read: bool,
    pub read_at: Option<String>,
    /// The reader (the recipient) once read.
    pub read_by: Option<i64>,
    pub delivered_at: String,
    /// delivered, then read (PRODUCT.md §4 Message delivery).
    pub delivery_status: String,
    pub created_at: String,
}

impl MessageView {
    pub fn of(m: MessageRow) -> Self {
        Self {
            id: m.id.get(),
            conversation_id: m.conversation_id.get(),
            sender_id: m.sender_id.get(),
            recipient_id: m.recipient_id.get(),
            property_id: m.property_id.get(),
            content: m.content,
            message_type: m.message_type,
            media_url: m.media_url,
            client_message_id: m.client_message_id,
            is_read: m.is_read,
            read_at: m.read_at.map(ist),
            read_by: m.is_read.then_some(m.recipient_id.get()),
            delivered_at: ist(m.delivered_at),
            delivery_status: m.delivery_status,
            created_at: ist(m.created_at),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConversationProperty {
    pub id: i64,
    pub slug: String,
    pub title: String,
    /// Thumbnail of the first picture.
    pub image: Option<String>,
}

/// The other side of a conversation: a name and a role, never contact details.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Party {
    pub id: i64,
    pub full_name: String,
    /// user, owner or admin.
    pub role: String,
}

/// One conversation as the signed-in user sees it (PRODUCT.md §3 Conversation).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConversationView {
    pub id: i64,
    pub property: ConversationProperty,
    pub other_party: Party,
    /// guest or owner: the signed-in user's side.
    pub my_role: String,
    pub guest_id: i64,
    pub owner_id: i64,
    /// Messages to the signed-in user not yet read.
    pub unread_count: i64,
    /// Archived by the signed-in user (each side archives on its own).
    pub archived: bool,
    pub last_message: Option<MessageView>,
    pub last_message_at: Option<String>,
    pub blocked_by_me: bool,
    pub blocked_by_them: bool,
    pub created_at: String,
}

/// What a conversation view is made of, loaded in batches by the caller.
pub(crate) struct ConversationParts<'a> {
    pub row: ConversationRow,
    pub viewer: UserId,
    pub property: Option<&'a PropertyCard>,
    pub other: Option<&'a PartyRow>,
    pub last: Option<MessageRow>,
    pub unread: i64,
    pub blocked_by_me: bool,
    pub blocked_by_them: bool,
}

impl ConversationView {
    pub(crate) fn of(p: ConversationParts<'_>) -> Self {
        let c = p.row;
        let other_id = c.other(p.viewer);
        Self {
            id: c.id.get(),
            property: match p.property {
                Some(card) => ConversationProperty {
                    id: card.id.get(),
                    slug: card.slug.clone(),
                    title: card.title.clone(),
                    image: card.image.clone(),
                },
                None => ConversationProperty {
                    id: c.property_id.get(),
                    slug: String::new(),
                    title: String::new(),
                    image: None,
                },
            },
            other_party: match p.other {
                Some(u) => Party {
                    id: u.id.get(),
                    full_name: u.full_name.clone(),
                    role: u.role.as_str().into(),
                },
                None => Party {
                    id: other_id.get(),
                    full_name: String::new(),
                    role: Role::User.as_str().into(),
                },
            },
            my_role: if c.guest_id == p.viewer {
                "guest"
            } else {
                "owner"
            }
            .into(),
            guest_id: c.guest_id.get(),
            owner_id: c.owner_id.get(),
            unread_count: p.unread,
            archived: c.archived_for(p.viewer),
            last_message_at: p.last.as_ref().map(|m| ist(m.created_at)),
            last_message: p.last.map(MessageView::of),
            blocked_by_me: p.blocked_by_me,
            blocked_by_them: p.blocked_by_them,
            created_at: ist(c.created_at),
        }
    }
}

/// A user's unread messages after a change: in one conversation and in all.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnreadCounts {
    pub user_id: i64,
    pub conversation_id: i64,
    /// Unread in this conversation.
    pub conversation_unread_count: i64,
    /// Unread in all conversations (what the header badge shows).
    pub unread_count: i64,
}

/// A read receipt (PRODUCT.md §3 realtime payloads), for the message's sender.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReadReceipt {
    pub message_id: i64,
    pub conversation_id: i64,
    pub read_by: i64,
    pub read_at: String,
    pub delivery_status: String,
    /// Whom the receipt goes to.
    #[serde(skip)]
    pub sender_id: i64,
}

/// What marking several messages read changed.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkedRead {
    /// The messages this call marked read; those read before are left as they were.
    pub message_ids: Vec<i64>,
    pub read_by: i64,
    pub read_at: String,
    /// The reader's unread messages left in all conversations.
    pub unread_count: i64,
    /// Per conversation a marked message was in, the reader's unread messages left there.
    pub conversations: Vec<ConversationUnread>,
    /// One receipt per marked message, for its sender.
    #[serde(skip)]
    pub receipts: Vec<ReadReceipt>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConversationUnread {
    pub conversation_id: i64,
    pub unread_count: i64,
}

/// One message marked read by its recipient.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageRead {
    pub message: MessageView,
    /// The reader's unread messages left in all conversations.
    pub unread_count: i64,
    /// The reader's unread messages left in this message's conversation.
    pub conversation_unread_count: i64,
    /// False when the message was already read (nothing changed, no receipt to send).
    #[serde(skip)]
    pub newly_read: bool,
}

/// A block (PRODUCT.md §3 Block record).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = UserBlock)]
pub struct BlockView {
    /// The blocked user.
    pub user_id: i64,
    pub reason: Option<String>,
    /// Who blocked (the signed-in user).
    pub blocked_by: i64,
    pub created_at: String,
}

impl BlockView {
    pub(crate) fn of(b: crate::store::messaging::UserBlockRow) -> Self {
        Self {
            user_id: b.blocked_id.get(),
            reason: b.reason,
            blocked_by: b.blocker_id.get(),
            created_at: ist(b.created_at),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Unblocked {
    pub user_id: i64,
    /// The signed-in user.
    pub unblocked_by: i64,
    /// False when there was no block to lift.
    pub was_blocked: bool,
}

/// Whether messages between the signed-in user and `userId` are blocked, and by whom.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlockStatus {
    pub user_id: i64,
    /// Either side blocked the other.
    pub is_blocked: bool,
    pub blocked_by_me: bool,
    pub blocked_by_them: bool,
    /// The signed-in user's reason, when they blocked.
    pub reason: Option<String>,
}
