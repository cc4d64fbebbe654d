//! Queries behind the console's lists of properties, bookings, reviews and conversations, its
//! record pages and its dashboard. Rows come back by id; `crate::admin::console` adds the names.

use diesel::dsl::count_star;
use diesel::prelude::*;

use super::schema::{
    bookings, conversations, messages, notification_outbox, properties, property_images, refunds,
    reviews, sessions, user_blocks, users,
};
use super::text::{contains_pattern, lower, lower_opt};
use super::{DbConnection, MultiBackend as Backend};
use crate::error::CoreError;
use crate::ids::UserId;
use crate::kinds::booking::{BookingStatus, PaymentStatus};
use crate::kinds::filters::{BookingFilter, ConversationFilter, PropertyFilter, ReviewFilter};
use crate::kinds::listing::ListingStatus;
use crate::kinds::payment::RefundStatus;
use crate::page::{ListRequest, Page};

#[derive(Debug, Clone, Queryable)]
pub struct PropertyListRow {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub status: ListingStatus,
    pub owner_id: i64,
    pub location_id: i64,
    pub half_day_price_paise: i64,
    pub full_day_price_paise: Option<i64>,
    pub status_reason: Option<String>,
    pub updated_at: i64,
    pub created_at: i64,
}

pub fn properties(
    c: &mut DbConnection,
    req: &ListRequest,
    f: &PropertyFilter,
) -> Result<Page<PropertyListRow>, CoreError> {
    let filtered = || {
        let mut q = properties::table.into_boxed::<Backend>();
        if let Some(text) = f.q.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            let p = contains_pattern(text);
            q = q.filter(
                lower(properties::title)
                    .like(p.clone())
                    .escape('\\')
                    .or(properties::slug.like(p).escape('\\')),
            );
        }
        if let Some(status) = f.status {
            q = q.filter(properties::status.eq(status));
        }
        if let Some(owner) = f.owner_id {
            q = q.filter(properties::owner_id.eq(owner));
        }
        if let Some(ids) = &f.ids {
            q = q.filter(properties::id.eq_any(ids.clone()));
        }
        q
    };
    let total = filtered().count().get_result::<i64>(c)?;
    let q = match (req.sort.as_str(), req.descending) {
        ("title", false) => filtered().order((properties::title.asc(), properties::id.asc())),
        ("title", true) => filtered().order((properties::title.desc(), properties::id.desc())),
        ("status", false) => filtered().order((properties::status.asc(), properties::id.asc())),
        ("status", true) => filtered().order((properties::status.desc(), properties::id.desc())),
        ("updatedAt", false) => {
            filtered().order((properties::updated_at.asc(), properties::id.asc()))
        }
        ("updatedAt", true) => {
            filtered().order((properties::updated_at.desc(), properties::id.desc()))
        }
        ("createdAt", false) => {
            filtered().order((properties::created_at.asc(), properties::id.asc()))
        }
        ("createdAt", true) => {
            filtered().order((properties::created_at.desc(), properties::id.desc()))
        }
        (_, false) => filtered().order(properties::id.asc()),
        (_, true) => filtered().order(properties::id.desc()),
    };
    let rows = q
        .select((
            properties::id,
            properties::slug,
            properties::title,
            properties::status,
            properties::owner_id,
            properties::location_id,
            properties::half_day_price_paise,
            properties::full_day_price_paise,
            properties::status_reason,
            properties::updated_at,
            properties::created_at,
        ))
        .offset(req.start)
        .limit(req.limit())
        .load::<PropertyListRow>(c)?;
    Ok(req.page(rows, total))
}

/// The first ready photo's thumbnail path of each listing.
pub fn covers(c: &mut DbConnection, ids: &[i64]) -> Result<Vec<(i64, String)>, CoreError> {
    let rows: Vec<(i64, i32, String)> = property_images::table
        .filter(property_images::property_id.eq_any(ids))
        .filter(property_images::status.eq("ready"))
        .order((property_images::property_id, property_images::position))
        .select((
            property_images::property_id,
            property_images::position,
            property_images::thumb_path,
        ))
        .load(c)?;
    let mut covers: Vec<(i64, String)> = Vec::new();
    for (id, _, path) in rows {
        if covers.last().map(|(last, _)| *last) != Some(id) {
            covers.push((id, path));
        }
    }
    Ok(covers)
}

/// (id, name, phone, e-mail).
pub type PersonRow = (i64, String, Option<String>, Option<String>);

/// People by id.
pub fn people(c: &mut DbConnection, ids: &[i64]) -> Result<Vec<PersonRow>, CoreError> {
    Ok(users::table
        .filter(users::id.eq_any(ids))
        .select((users::id, users::full_name, users::phone, users::email))
        .load(c)?)
}

/// Listings by id: (id, title, owner id).
pub fn property_names(
    c: &mut DbConnection,
    ids: &[i64],
) -> Result<Vec<(i64, String, i64)>, CoreError> {
    Ok(properties::table
        .filter(properties::id.eq_any(ids))
        .select((properties::id, properties::title, properties::owner_id))
        .load(c)?)
}

#[derive(Debug, Clone, Queryable)]
pub struct BookingListRow {
    pub id: i64,
    pub code: String,
    pub property_id: i64,
    pub guest_id: i64,
    pub booking_type: String,
    pub starts_at: i64,
    pub ends_at: i64,
    pub guests: i32,
    pub status: BookingStatus,
    pub payment_method: String,
    pub payment_status: PaymentStatus,
    pub total_paise: i64,
    pub refund_paise: Option<i64>,
    pub cancelled_by: Option<String>,
    pub cancel_reason: Option<String>,
    pub created_at: i64,
}

pub fn bookings(
    c: &mut DbConnection,
    req: &ListRequest,
    f: &BookingFilter,
) -> Result<Page<BookingListRow>, CoreError> {
    let text = f.q.as_deref().map(str::trim).filter(|t| !t.is_empty());
    // Guests whose phone or e-mail holds the text, found first (few), then matched by id.
    let people: Vec<i64> = match text {
        Some(text) => {
            let p = contains_pattern(text);
            users::table
                .filter(
                    users::phone
                        .like(p.clone())
                        .escape('\\')
                        .or(lower_opt(users::email).like(p).escape('\\')),
                )
                .select(users::id)
                .limit(1000)
                .load(c)?
        }
        None => Vec::new(),
    };
    let filtered = || {
        let mut q = bookings::table.into_boxed::<Backend>();
        if let Some(text) = text {
            let p = contains_pattern(text);
            let people = people.clone();
            q = q.filter(
                lower(bookings::code)
                    .like(p)
                    .escape('\\')
                    .or(bookings::guest_id.eq_any(people)),
            );
        }
        if let Some(status) = f.status {
            q = q.filter(bookings::status.eq(status));
        }
        if let Some(id) = f.property_id {
            q = q.filter(bookings::property_id.eq(id));
        }
        if let Some(id) = f.guest_id {
            q = q.filter(bookings::guest_id.eq(id));
        }
        if let Some(owner) = f.owner_id {
            let owned = properties::table
                .filter(properties::owner_id.eq(owner))
                .select(properties::id);
            q = q.filter(bookings::property_id.eq_any(owned));
        }
        if let Some(from) = f.from {
            q = q.filter(bookings::starts_at.ge(from));
        }
        if let Some(to) = f.to {
            q = q.filter(bookings::starts_at.lt(to));
        }
        if let Some(ids) = &f.ids {
            q = q.filter(bookings::id.eq_any(ids.clone()));
        }
        q
    };
    let total = filtered().count().get_result::<i64>(c)?;
    let q = match (req.sort.as_str(), req.descending) {
        ("code", false) => filtered().order((bookings::code.asc(), bookings::id.asc())),
        ("code", true) => filtered().order((bookings::code.desc(), bookings::id.desc())),
        ("startsAt", false) => filtered().order((bookings::starts_at.asc(), bookings::id.asc())),
        ("startsAt", true) => filtered().order((bookings::starts_at.desc(), bookings::id.desc())),
        ("totalPaise", false) => {
            filtered().order((bookings::total_paise.asc(), bookings::id.asc()))
        }
        ("totalPaise", true) => {
            filtered().order((bookings::total_paise.desc(), bookings::id.desc()))
        }
        ("createdAt", false) => filtered().order((bookings::created_at.asc(), bookings::id.asc())),
        ("createdAt", true) => filtered().order((bookings::created_at.desc(), bookings::id.desc())),
        (_, false) => filtered().order(bookings::id.asc()),
        (_, true) => filtered().order(bookings::id.desc()),
    };
    let rows = q
        .select((
            bookings::id,
            bookings::code,
            bookings::property_id,
            bookings::guest_id,
            bookings::booking_type,
            bookings::starts_at,
            bookings::ends_at,
            bookings::guests,
            bookings::status,
            bookings::payment_method,
            bookings::payment_status,
            bookings::total_paise,
            bookings::refund_paise,
            bookings::cancelled_by,
            bookings::cancel_reason,
            bookings::created_at,
        ))
        .offset(req.start)
        .limit(req.limit())
        .load::<BookingListRow>(c)?;
    Ok(req.page(rows, total))
}

/// (channel, event, status, created, sent).
pub type NotificationRow = (String, String, String, i64, Option<i64>);

/// A booking's notifications, oldest first.
pub fn notifications_of(
    c: &mut DbConnection,
    booking_id: i64,
) -> Result<Vec<NotificationRow>, CoreError> {
    Ok(notification_outbox::table
        .filter(notification_outbox::booking_id.eq(booking_id))
        .order(notification_outbox::id.asc())
        .select((
            notification_outbox::channel,
            notification_outbox::event,
            notification_outbox::status,
            notification_outbox::created_at,
            notification_outbox::sent_at,
        ))
        .load(c)?)
}

/// The conversation between a booking's guest and its property's owner about that property.
pub fn conversation_of(
    c: &mut DbConnection,
    guest: i64,
    property: i64,
) -> Result<Option<i64>, CoreError> {
    Ok(conversations::table
        .filter(conversations::guest_id.eq(guest))
        .filter(conversations::property_id.eq(property))
        .select(conversations::id)
        .first(c)
        .optional()?)
}

#[derive(Debug, Clone, Queryable)]
pub struct ReviewListRow {
    pub id: i64,
    pub property_id: i64,
    pub property_title: String,
    pub user_id: Option<i64>,
    pub user_name: String,
    pub rating: i32,
    pub comment: String,
    pub created_at: i64,
    pub hidden_at: Option<i64>,
    pub hidden_reason: Option<String>,
}

pub fn reviews(
    c: &mut DbConnection,
    req: &ListRequest,
    f: &ReviewFilter,
) -> Result<Page<ReviewListRow>, CoreError> {
    let filtered = || {
        let mut q = reviews::table
            .inner_join(properties::table)
            .into_boxed::<Backend>();
        if let Some(text) = f.q.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            let p = contains_pattern(text);
            q = q.filter(
                lower(reviews::comment)
                    .like(p.clone())
                    .escape('\\')
                    .or(lower(reviews::user_name).like(p).escape('\\')),
            );
        }
        if let Some(id) = f.property_id {
            q = q.filter(reviews::property_id.eq(id));
        }
        match f.hidden {
            Some(true) => q = q.filter(reviews::hidden_at.is_not_null()),
            Some(false) => q = q.filter(reviews::hidden_at.is_null()),
            None => {}
        }
        if let Some(ids) = &f.ids {
            q = q.filter(reviews::id.eq_any(ids.clone()));
        }
        q
    };
    let total = filtered().count().get_result::<i64>(c)?;
    let q = match (req.sort.as_str(), req.descending) {
        ("rating", false) => filtered().order((reviews::rating.asc(), reviews::id.asc())),
        ("rating", true) => filtered().order((reviews::rating.desc(), reviews::id.desc())),
        ("createdAt", false) => filtered().order((reviews::created_at.asc(), reviews::id.asc())),
        ("createdAt", true) => filtered().order((reviews::created_at.desc(), reviews::id.desc())),
        (_, false) => filtered().order(reviews::id.asc()),
        (_, true) => filtered().order(reviews::id.desc()),
    };
    let rows = q
        .select((
            reviews::id,
            reviews::property_id,
            properties::title,
            reviews::user_id,
            reviews::user_name,
            reviews::rating,
            reviews::comment,
            reviews::created_at,
            reviews::hidden_at,
            reviews::hidden_reason,
        ))
        .offset(req.start)
        .limit(req.limit())
        .load::<ReviewListRow>(c)?;
    Ok(req.page(rows, total))
}

#[derive(Debug, Clone, Queryable)]
pub struct ConversationListRow {
    pub id: i64,
    pub property_id: i64,
    pub guest_id: i64,
    pub owner_id: i64,
    pub last_activity_at: i64,
}

/// Conversations in which one side blocked the other: the only ones staff may read (a block is
/// how a guest or an owner reports abuse).
pub fn reported_conversations(
    c: &mut DbConnection,
    req: &ListRequest,
    f: &ConversationFilter,
) -> Result<Page<ConversationListRow>, CoreError> {
    let blocked_pairs: Vec<(i64, i64)> = user_blocks::table
        .select((user_blocks::blocker_id, user_blocks::blocked_id))
        .load(c)?;
    // Few blocks exist next to conversations, so the pairs become an id list here.
    let mut ids: Vec<i64> = Vec::new();
    for chunk in blocked_pairs.chunks(200) {
        for (a, b) in chunk {
            let found: Vec<i64> = conversations::table
                .filter(
                    conversations::guest_id
                        .eq(a)
                        .and(conversations::owner_id.eq(b))
                        .or(conversations::guest_id
                            .eq(b)
                            .and(conversations::owner_id.eq(a))),
                )
                .select(conversations::id)
                .load(c)?;
            ids.extend(found);
        }
    }
    ids.sort_unstable();
    ids.dedup();
    if let Some(wanted) = &f.ids {
        ids.retain(|id| wanted.contains(id));
    }
    let total = ids.len() as i64;
    let mut q = conversations::table
        .filter(conversations::id.eq_any(ids))
        .into_boxed::<Backend>();
    q = match (req.sort.as_str(), req.descending) {
        ("lastMessageAt", false) => q.order((
            conversations::last_activity_at.asc(),
            conversations::id.asc(),
        )),
        ("lastMessageAt", true) => q.order((
            conversations::last_activity_at.desc(),
            conversations::id.desc(),
        )),
        (_, false) => q.order(conversations::id.asc()),
        (_, true) => q.order(conversations::id.desc()),
    };
    let rows = q
        .select((
            conversations::id,
            conversations::property_id,
            conversations::guest_id,
            conversations::owner_id,
            conversations::last_activity_at,
        ))
        .offset(req.start)
        .limit(req.limit())
        .load::<ConversationListRow>(c)?;
    Ok(req.page(rows, total))
}

pub fn message_count(c: &mut DbConnection, conversation: i64) -> Result<i64, CoreError> {
    Ok(messages::table
        .filter(messages::conversation_id.eq(conversation))
        .count()
        .get_result(c)?)
}

/// A conversation's messages, oldest first: (id, sender, body, sent).
pub fn messages_of(
    c: &mut DbConnection,
    conversation: i64,
) -> Result<Vec<(i64, i64, String, i64)>, CoreError> {
    Ok(messages::table
        .filter(messages::conversation_id.eq(conversation))
        .order(messages::id.asc())
        .select((
            messages::id,
            messages::sender_id,
            messages::content,
            messages::created_at,
        ))
        .load(c)?)
}

/// A user's live sessions: (id, kind, created, expires).
pub fn live_sessions(
    c: &mut DbConnection,
    user: UserId,
    now: i64,
) -> Result<Vec<(i64, String, i64, i64)>, CoreError> {
    Ok(sessions::table
        .filter(sessions::user_id.eq(user))
        .filter(sessions::revoked_at.is_null())
        .filter(sessions::expires_at.gt(now))
        .order(sessions::id.desc())
        .select((
            sessions::id,
            sessions::kind,
            sessions::created_at,
            sessions::expires_at,
        ))
        .load(c)?)
}

/// Bookings made in `[from, to)`: (made at, status, total).
pub fn bookings_made(
    c: &mut DbConnection,
    from: i64,
    to: i64,
) -> Result<Vec<(i64, BookingStatus, i64)>, CoreError> {
    Ok(bookings::table
        .filter(bookings::created_at.ge(from))
        .filter(bookings::created_at.lt(to))
        .select((
            bookings::created_at,
            bookings::status,
            bookings::total_paise,
        ))
        .load(c)?)
}

/// Bookings cancelled in `[from, to)` (by their last change).
pub fn cancellations(c: &mut DbConnection, from: i64, to: i64) -> Result<i64, CoreError> {
    Ok(bookings::table
        .filter(bookings::status.eq(BookingStatus::Cancelled))
        .filter(bookings::updated_at.ge(from))
        .filter(bookings::updated_at.lt(to))
        .select(count_star())
        .first(c)?)
}

pub fn refunds_pending(c: &mut DbConnection) -> Result<i64, CoreError> {
    Ok(refunds::table
        .filter(refunds::status.eq(RefundStatus::Pending))
        .select(count_star())
        .first(c)?)
}

pub fn listings_waiting(c: &mut DbConnection) -> Result<i64, CoreError> {
    Ok(properties::table
        .filter(properties::status.eq(ListingStatus::PendingReview))
        .select(count_star())
        .first(c)?)
}
