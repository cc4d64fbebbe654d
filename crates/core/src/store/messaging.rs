//! Messaging queries: conversations, their messages and unread counts, and users' blocks. The
//! rules live in `crate::messaging`; the writes there run inside one write transaction.

use diesel::dsl::count_star;
use diesel::prelude::*;

use crate::kinds::listing::ListingStatus;

pub use super::models::{ConversationRow, MessageRow, NewMessage, UserBlockRow};
use super::schema::{conversations, messages, properties, property_images, user_blocks, users};
use super::{DbConnection, MultiBackend as Backend};
use crate::error::CoreError;
use crate::ids::{ConversationId, MessageId, PropertyId, UserId};
use crate::kinds::role::Role;

impl ConversationRow {
    pub fn has(&self, user_id: UserId) -> bool {
        self.guest_id == user_id || self.owner_id == user_id
    }

    /// The other side of `user_id` (who must be one side).
    pub fn other(&self, user_id: UserId) -> UserId {
        if self.guest_id == user_id {
            self.owner_id
        } else {
            self.guest_id
        }
    }

    pub fn archived_for(&self, user_id: UserId) -> bool {
        if self.guest_id == user_id {
            self.guest_archived
        } else {
            self.owner_archived
        }
    }
}

/// The few user fields a conversation shows of the other side (never a phone or e-mail).
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct PartyRow {
    pub id: UserId,
    pub full_name: String,
    pub role: Role,
}

/// The property a conversation is about, with its first picture's thumbnail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropertyCard {
    pub id: PropertyId,
    pub slug: String,
    pub title: String,
    pub owner_id: UserId,
    pub published: bool,
    pub image: Option<String>,
}

pub fn property_card(
    conn: &mut DbConnection,
    id: PropertyId,
) -> Result<Option<PropertyCard>, CoreError> {
    Ok(property_cards(conn, &[id])?.pop())
}

pub fn property_cards(
    conn: &mut DbConnection,
    ids: &[PropertyId],
) -> Result<Vec<PropertyCard>, CoreError> {
    let rows: Vec<(PropertyId, String, String, UserId, ListingStatus)> = properties::table
        .filter(properties::id.eq_any(ids))
        .select((
            properties::id,
            properties::slug,
            properties::title,
            properties::owner_id,
            properties::status,
        ))
        .load(conn)?;
    let images: Vec<(PropertyId, i32, String)> = property_images::table
        .filter(property_images::property_id.eq_any(ids))
        .select((
            property_images::property_id,
            property_images::position,
            property_images::thumb_path,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, slug, title, owner_id, status)| {
            let image = images
                .iter()
                .filter(|(p, _, _)| *p == id)
                .min_by_key(|(_, position, _)| *position)
                .map(|(_, _, path)| path.clone());
            PropertyCard {
                id,
                slug,
                title,
                owner_id,
                published: status.is_public(),
                image,
            }
        })
        .collect())
}

pub fn parties(conn: &mut DbConnection, ids: &[UserId]) -> Result<Vec<PartyRow>, CoreError> {
    Ok(users::table
        .filter(users::id.eq_any(ids))
        .select((users::id, users::full_name, users::role))
        .load(conn)?)
}

pub fn conversation(
    conn: &mut DbConnection,
    id: ConversationId,
) -> Result<Option<ConversationRow>, CoreError> {
    Ok(conversations::table
        .find(id)
        .select(ConversationRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn find_conversation(
    conn: &mut DbConnection,
    guest_id: UserId,
    property_id: PropertyId,
) -> Result<Option<ConversationRow>, CoreError> {
    Ok(conversations::table
        .filter(conversations::guest_id.eq(guest_id))
        .filter(conversations::property_id.eq(property_id))
        .select(ConversationRow::as_select())
        .first(conn)
        .optional()?)
}

/// Inserts the conversation; a concurrent twin makes this a unique violation (ALREADY_EXISTS).
pub fn insert_conversation(
    conn: &mut DbConnection,
    guest_id: UserId,
    owner_id: UserId,
    property_id: PropertyId,
    now: i64,
) -> Result<ConversationRow, CoreError> {
    // Returning the id only: the two-backend connection cannot return a whole row.
    let id: ConversationId = diesel::insert_into(conversations::table)
        .values((
            conversations::guest_id.eq(guest_id),
            conversations::owner_id.eq(owner_id),
            conversations::property_id.eq(property_id),
            conversations::guest_archived.eq(false),
            conversations::owner_archived.eq(false),
            conversations::last_activity_at.eq(now),
            conversations::created_at.eq(now),
        ))
        .returning(conversations::id)
        .get_result(conn)?;
    conversation(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Conversation))
}

/// `user_id`'s conversations on one side of the archive, most recent activity first.
pub fn conversations_of(
    conn: &mut DbConnection,
    user_id: UserId,
    archived: bool,
    offset: i64,
    limit: i64,
) -> Result<(Vec<ConversationRow>, i64), CoreError> {
    let mine = || {
        conversations::table
            .filter(
                conversations::guest_id
                    .eq(user_id)
                    .and(conversations::guest_archived.eq(archived))
                    .or(conversations::owner_id
                        .eq(user_id)
                        .and(conversations::owner_archived.eq(archived))),
            )
            .into_boxed::<Backend>()
    };
    let total = mine().count().get_result(conn)?;
    let rows = mine()
        .order((
            conversations::last_activity_at.desc(),
            conversations::id.desc(),
        ))
        .offset(offset)
        .limit(limit)
        .select(ConversationRow::as_select())
        .load(conn)?;
    Ok((rows, total))
}

pub fn set_archived(
    conn: &mut DbConnection,
    c: &ConversationRow,
    user_id: UserId,
    archived: bool,
) -> Result<(), CoreError> {
    let target = conversations::table.find(c.id);
    if c.guest_id == user_id {
        diesel::update(target)
            .set(conversations::guest_archived.eq(archived))
            .execute(conn)?;
    } else {
        diesel::update(target)
            .set(conversations::owner_archived.eq(archived))
            .execute(conn)?;
    }
    Ok(())
}

pub fn touch_conversation(
    conn: &mut DbConnection,
    id: ConversationId,
    message_id: MessageId,
    at: i64,
) -> Result<(), CoreError> {
    diesel::update(conversations::table.find(id))
        .set((
            conversations::last_message_id.eq(Some(message_id)),
            conversations::last_activity_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn message(conn: &mut DbConnection, id: MessageId) -> Result<Option<MessageRow>, CoreError> {
    Ok(messages::table
        .find(id)
        .select(MessageRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn messages_by_ids(
    conn: &mut DbConnection,
    ids: &[MessageId],
) -> Result<Vec<MessageRow>, CoreError> {
    Ok(messages::table
        .filter(messages::id.eq_any(ids))
        .select(MessageRow::as_select())
        .load(conn)?)
}

pub fn by_client_id(
    conn: &mut DbConnection,
    sender_id: UserId,
    client_id: &str,
) -> Result<Option<MessageRow>, CoreError> {
    Ok(messages::table
        .filter(messages::sender_id.eq(sender_id))
        .filter(messages::client_message_id.eq(client_id))
        .select(MessageRow::as_select())
        .first(conn)
        .optional()?)
}

/// Whether `sender_id` has written in the conversation before.
pub fn has_written(
    conn: &mut DbConnection,
    conversation_id: ConversationId,
    sender_id: UserId,
) -> Result<bool, CoreError> {
    let found = messages::table
        .filter(messages::conversation_id.eq(conversation_id))
        .filter(messages::sender_id.eq(sender_id))
        .select(messages::id)
        .first::<i64>(conn)
        .optional()?;
    Ok(found.is_some())
}

pub fn insert_message(conn: &mut DbConnection, new: &NewMessage) -> Result<MessageRow, CoreError> {
    let id: MessageId = diesel::insert_into(messages::table)
        .values(new)
        .returning(messages::id)
        .get_result(conn)?;
    message(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Message))
}

/// Up to `limit` messages of a conversation after message `after` (0: from the first), oldest first.
pub fn thread(
    conn: &mut DbConnection,
    conversation_id: ConversationId,
    after: i64,
    limit: i64,
) -> Result<Vec<MessageRow>, CoreError> {
    Ok(messages::table
        .filter(messages::conversation_id.eq(conversation_id))
        .filter(messages::id.gt(after))
        .order(messages::id.asc())
        .limit(limit)
        .select(MessageRow::as_select())
        .load(conn)?)
}

/// Filters of `GET /api/v1/messages`, already checked.
#[derive(Debug, Clone, Default)]
pub struct MessageFilter {
    pub property_id: Option<PropertyId>,
    pub message_type: Option<String>,
    pub status: Option<String>,
    pub is_read: Option<bool>,
}

/// Messages `user_id` sent or received that match `f`, newest first, and how many match.
pub fn messages_of(
    conn: &mut DbConnection,
    user_id: UserId,
    f: &MessageFilter,
    offset: i64,
    limit: i64,
) -> Result<(Vec<MessageRow>, i64), CoreError> {
    // Built twice (count and page) because boxed queries cannot be cloned.
    let filtered = || {
        let mut q = messages::table
            .filter(
                messages::sender_id
                    .eq(user_id)
                    .or(messages::recipient_id.eq(user_id)),
            )
            .into_boxed::<Backend>();
        if let Some(p) = f.property_id {
            q = q.filter(messages::property_id.eq(p));
        }
        if let Some(t) = &f.message_type {
            q = q.filter(messages::message_type.eq(t.clone()));
        }
        if let Some(s) = &f.status {
            q = q.filter(messages::delivery_status.eq(s.clone()));
        }
        if let Some(r) = f.is_read {
            q = q.filter(messages::is_read.eq(r));
        }
        q
    };
    let total = filtered().count().get_result(conn)?;
    let rows = filtered()
        .order(messages::id.desc())
        .offset(offset)
        .limit(limit)
        .select(MessageRow::as_select())
        .load(conn)?;
    Ok((rows, total))
}

/// Messages to `user_id` not yet read, in all conversations.
pub fn unread_total(conn: &mut DbConnection, user_id: UserId) -> Result<i64, CoreError> {
    Ok(messages::table
        .filter(messages::recipient_id.eq(user_id))
        .filter(messages::is_read.eq(false))
        .count()
        .get_result(conn)?)
}

/// (conversation, messages to `user_id` not yet read) for those of `ids` with any.
pub fn unread_by_conversation(
    conn: &mut DbConnection,
    user_id: UserId,
    ids: &[ConversationId],
) -> Result<Vec<(ConversationId, i64)>, CoreError> {
    Ok(messages::table
        .filter(messages::recipient_id.eq(user_id))
        .filter(messages::is_read.eq(false))
        .filter(messages::conversation_id.eq_any(ids))
        .group_by(messages::conversation_id)
        .select((messages::conversation_id, count_star()))
        .load(conn)?)
}

/// Marks read the unread messages to `reader_id` in `conversation_id`, all of them or only
/// `only` ones; the ids it changed, oldest first.
pub fn mark_read(
    conn: &mut DbConnection,
    reader_id: UserId,
    conversation_id: Option<ConversationId>,
    only: Option<&[MessageId]>,
    at: i64,
) -> Result<Vec<MessageId>, CoreError> {
    let mut q = messages::table
        .filter(messages::recipient_id.eq(reader_id))
        .filter(messages::is_read.eq(false))
        .into_boxed::<Backend>();
    if let Some(c) = conversation_id {
        q = q.filter(messages::conversation_id.eq(c));
    }
    if let Some(ids) = only {
        q = q.filter(messages::id.eq_any(ids.to_vec()));
    }
    let ids: Vec<MessageId> = q
        .order(messages::id.asc())
        .select(messages::id)
        .load(conn)?;
    if !ids.is_empty() {
        diesel::update(
            messages::table
                .filter(messages::id.eq_any(&ids))
                .filter(messages::is_read.eq(false)),
        )
        .set((
            messages::is_read.eq(true),
            messages::read_at.eq(Some(at)),
            messages::delivery_status.eq("read"),
        ))
        .execute(conn)?;
    }
    Ok(ids)
}

pub fn user_exists(conn: &mut DbConnection, id: UserId) -> Result<bool, CoreError> {
    Ok(users::table
        .find(id)
        .select(users::id)
        .first::<i64>(conn)
        .optional()?
        .is_some())
}

pub fn block(
    conn: &mut DbConnection,
    blocker_id: UserId,
    blocked_id: UserId,
) -> Result<Option<UserBlockRow>, CoreError> {
    Ok(user_blocks::table
        .filter(user_blocks::blocker_id.eq(blocker_id))
        .filter(user_blocks::blocked_id.eq(blocked_id))
        .select(UserBlockRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn insert_block(conn: &mut DbConnection, row: &UserBlockRow) -> Result<(), CoreError> {
    diesel::insert_into(user_blocks::table)
        .values((
            user_blocks::blocker_id.eq(row.blocker_id),
            user_blocks::blocked_id.eq(row.blocked_id),
            user_blocks::reason.eq(row.reason.clone()),
            user_blocks::created_at.eq(row.created_at),
        ))
        .execute(conn)?;
    Ok(())
}

/// Whether a block was there to remove.
pub fn delete_block(
    conn: &mut DbConnection,
    blocker_id: UserId,
    blocked_id: UserId,
) -> Result<bool, CoreError> {
    let n = diesel::delete(
        user_blocks::table
            .filter(user_blocks::blocker_id.eq(blocker_id))
            .filter(user_blocks::blocked_id.eq(blocked_id)),
    )
    .execute(conn)?;
    Ok(n > 0)
}

/// Of `others`, those `user_id` blocked and those who blocked `user_id`.
pub fn blocks_between(
    conn: &mut DbConnection,
    user_id: UserId,
    others: &[UserId],
) -> Result<(Vec<UserId>, Vec<UserId>), CoreError> {
    let by_me = user_blocks::table
        .filter(user_blocks::blocker_id.eq(user_id))
        .filter(user_blocks::blocked_id.eq_any(others))
        .select(user_blocks::blocked_id)
        .load(conn)?;
    let by_them = user_blocks::table
        .filter(user_blocks::blocked_id.eq(user_id))
        .filter(user_blocks::blocker_id.eq_any(others))
        .select(user_blocks::blocker_id)
        .load(conn)?;
    Ok((by_me, by_them))
}

/// Everyone `user_id` shares a conversation with, either side, each once.
pub fn counterparts(conn: &mut DbConnection, user_id: UserId) -> Result<Vec<UserId>, CoreError> {
    let mut ids: Vec<UserId> = conversations::table
        .filter(conversations::guest_id.eq(user_id))
        .select(conversations::owner_id)
        .load(conn)?;
    ids.extend(
        conversations::table
            .filter(conversations::owner_id.eq(user_id))
            .select(conversations::guest_id)
            .load::<UserId>(conn)?,
    );
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}

/// One message of a demo conversation: who wrote it, when, and whether it has been read.
pub struct SeedLine<'a> {
    pub from_guest: bool,
    pub at: i64,
    pub content: &'a str,
    pub read_at: Option<i64>,
}

/// Stores a demo conversation between the account of `guest_phone` and the owner of the
/// property `slug`, unless it is there already (or either is missing); the messages it added.
pub fn seed_conversation(
    conn: &mut DbConnection,
    guest_phone: &str,
    slug: &str,
    lines: &[SeedLine<'_>],
) -> Result<usize, CoreError> {
    let guest: Option<UserId> = users::table
        .filter(users::phone.eq(guest_phone))
        .select(users::id)
        .first(conn)
        .optional()?;
    let property: Option<(PropertyId, UserId)> = properties::table
        .filter(properties::slug.eq(slug))
        .select((properties::id, properties::owner_id))
        .first(conn)
        .optional()?;
    let (Some(guest), Some((property_id, owner))) = (guest, property) else {
        return Ok(0);
    };
    if guest == owner || find_conversation(conn, guest, property_id)?.is_some() {
        return Ok(0);
    }
    let Some(first) = lines.first() else {
        return Ok(0);
    };
    let conversation = insert_conversation(conn, guest, owner, property_id, first.at)?;
    // As the server does: the guest's first message is an inquiry, whoever wrote first.
    let mut guest_has_written = false;
    for line in lines {
        let (sender_id, recipient_id) = if line.from_guest {
            (guest, owner)
        } else {
            (owner, guest)
        };
        let row = insert_message(
            conn,
            &NewMessage {
                conversation_id: conversation.id,
                sender_id,
                recipient_id,
                property_id,
                content: line.content.to_string(),
                message_type: if line.from_guest && !guest_has_written {
                    "inquiry"
                } else {
                    "text"
                }
                .into(),
                media_url: None,
                client_message_id: None,
                delivery_status: "delivered".into(),
                is_read: false,
                delivered_at: line.at,
                created_at: line.at,
            },
        )?;
        guest_has_written |= line.from_guest;
        if let Some(at) = line.read_at {
            mark_read(conn, recipient_id, None, Some(&[row.id]), at)?;
        }
        touch_conversation(conn, conversation.id, row.id, line.at)?;
    }
    Ok(lines.len())
}
