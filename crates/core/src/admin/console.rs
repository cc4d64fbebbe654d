//! The console's lists and record pages beyond users and consents (docs/ADMIN_API.md):
//! properties, bookings, reviews, reported conversations, one user's whole picture, and the
//! dashboard's figures. Names and times are filled in here, so the HTTP layer only translates.

use std::collections::HashMap;

use chrono::{Duration, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::filters::{
    BookingFilter, ConversationFilter, PropertyFilter, ReviewFilter, BOOKING_SORTS,
    CONVERSATION_SORTS, PROPERTY_SORTS, REVIEW_SORTS,
};
use crate::audit::{self, Record, Staff};
use crate::auth::role::NewAccounts;
use crate::bookings::policy::RefundPreview;
use crate::bookings::BookingStatus;
use crate::error::CoreError;
use crate::ids::UserId;
use crate::money::Paise;
use crate::page::{ListRequest, Page};
use crate::payments::refunds::{self, PaymentFilter, PaymentListRow, RefundListRow};
use crate::store::console::{self as db, BookingListRow, PropertyListRow};
use crate::store::{write_transaction, DbConnection, Store};
use crate::time::{from_epoch, ist_instant, to_ist_rfc3339, today_ist};

fn ist(epoch: i64) -> String {
    to_ist_rfc3339(from_epoch(epoch))
}

type Person = (String, Option<String>, Option<String>);

fn people(c: &mut DbConnection, ids: Vec<i64>) -> Result<HashMap<i64, Person>, CoreError> {
    let mut ids = ids;
    ids.sort_unstable();
    ids.dedup();
    Ok(db::people(c, &ids)?
        .into_iter()
        .map(|(id, name, phone, email)| (id, (name, phone, email)))
        .collect())
}

fn name_of(people: &HashMap<i64, Person>, id: i64) -> String {
    people.get(&id).map(|p| p.0.clone()).unwrap_or_default()
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleProperty {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub status: String,
    pub owner_id: i64,
    pub owner_name: String,
    pub owner_phone: Option<String>,
    pub owner_email: Option<String>,
    pub locality: String,
    pub half_day_price_paise: i64,
    pub full_day_price_paise: Option<i64>,
    pub cover_url: Option<String>,
    pub status_reason: Option<String>,
    pub updated_at: String,
    pub created_at: String,
}

fn property_rows(
    c: &mut DbConnection,
    rows: Vec<PropertyListRow>,
) -> Result<Vec<ConsoleProperty>, CoreError> {
    let owners = people(c, rows.iter().map(|r| r.owner_id).collect())?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let covers: HashMap<i64, String> = db::covers(c, &ids)?.into_iter().collect();
    let localities: HashMap<i64, String> = crate::store::listings::localities(c)?
        .into_iter()
        .map(|l| (l.id.get(), l.name))
        .collect();
    Ok(rows
        .into_iter()
        .map(|r| {
            let owner = owners.get(&r.owner_id).cloned().unwrap_or_default();
            ConsoleProperty {
                id: r.id,
                slug: r.slug,
                title: r.title,
                status: r.status.as_str().into(),
                owner_id: r.owner_id,
                owner_name: owner.0,
                owner_phone: owner.1,
                owner_email: owner.2,
                locality: localities.get(&r.location_id).cloned().unwrap_or_default(),
                half_day_price_paise: r.half_day_price_paise,
                full_day_price_paise: r.full_day_price_paise,
                cover_url: covers.get(&r.id).cloned(),
                status_reason: r.status_reason,
                updated_at: ist(r.updated_at),
                created_at: ist(r.created_at),
            }
        })
        .collect())
}

pub async fn properties(
    store: &Store,
    req: ListRequest,
    filter: PropertyFilter,
) -> Result<Page<ConsoleProperty>, CoreError> {
    let req = req.checked(PROPERTY_SORTS)?;
    store
        .run(move |c| db::properties(c, &req, &filter)?.try_map_all(|rows| property_rows(c, rows)))
        .await
}

/// One listing's list row, for the record page (which adds the listing itself).
pub async fn property(store: &Store, id: i64) -> Result<ConsoleProperty, CoreError> {
    let filter = PropertyFilter {
        ids: Some(vec![id]),
        ..Default::default()
    };
    properties(store, one(), filter)
        .await?
        .items
        .pop()
        .ok_or(CoreError::NotFound("property"))
}

fn one() -> ListRequest {
    ListRequest::first_by_id(1, false)
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleBooking {
    pub id: i64,
    pub code: String,
    pub property_id: i64,
    pub property_title: String,
    pub guest_id: i64,
    pub guest_name: String,
    pub guest_phone: Option<String>,
    pub guest_email: Option<String>,
    pub owner_id: i64,
    pub owner_name: String,
    pub booking_type: String,
    pub starts_at: String,
    pub ends_at: String,
    pub guests: i32,
    pub status: String,
    pub payment_method: String,
    pub payment_status: String,
    pub total_paise: i64,
    pub refund_paise: Option<i64>,
    /// The newest refund's state (pending, processed, failed), if the booking has one.
    pub refund_status: Option<String>,
    pub cancelled_by: Option<String>,
    pub cancel_reason: Option<String>,
    pub created_at: String,
}

fn booking_rows(
    c: &mut DbConnection,
    rows: Vec<BookingListRow>,
) -> Result<Vec<ConsoleBooking>, CoreError> {
    let mut property_ids: Vec<i64> = rows.iter().map(|r| r.property_id).collect();
    property_ids.sort_unstable();
    property_ids.dedup();
    let props: HashMap<i64, (String, i64)> = db::property_names(c, &property_ids)?
        .into_iter()
        .map(|(id, title, owner)| (id, (title, owner)))
        .collect();
    let mut person_ids: Vec<i64> = rows.iter().map(|r| r.guest_id).collect();
    person_ids.extend(props.values().map(|(_, owner)| *owner));
    let who = people(c, person_ids)?;
    let ids: Vec<crate::ids::BookingId> = rows
        .iter()
        .map(|r| crate::ids::BookingId::new(r.id))
        .collect();
    // Oldest first, so the last one seen per booking is its newest.
    let refund_states: HashMap<i64, String> = crate::store::refunds::for_bookings(c, &ids)?
        .into_iter()
        .map(|r| (r.booking_id.get(), r.status.as_str().to_string()))
        .collect();
    Ok(rows
        .into_iter()
        .map(|r| {
            let (title, owner) = props.get(&r.property_id).cloned().unwrap_or_default();
            let guest = who.get(&r.guest_id).cloned().unwrap_or_default();
            ConsoleBooking {
                id: r.id,
                code: r.code,
                property_id: r.property_id,
                property_title: title,
                guest_id: r.guest_id,
                guest_name: guest.0,
                guest_phone: guest.1,
                guest_email: guest.2,
                owner_id: owner,
                owner_name: name_of(&who, owner),
                booking_type: r.booking_type,
                starts_at: ist(r.starts_at),
                ends_at: ist(r.ends_at),
                guests: r.guests,
                status: r.status.as_str().into(),
                payment_method: r.payment_method,
                payment_status: r.payment_status.as_str().into(),
                total_paise: r.total_paise,
                refund_paise: r.refund_paise,
                refund_status: refund_states.get(&r.id).cloned(),
                cancelled_by: r.cancelled_by,
                cancel_reason: r.cancel_reason,
                created_at: ist(r.created_at),
            }
        })
        .collect())
}

pub async fn bookings(
    store: &Store,
    req: ListRequest,
    filter: BookingFilter,
) -> Result<Page<ConsoleBooking>, CoreError> {
    let req = req.checked(BOOKING_SORTS)?;
    store
        .run(move |c| db::bookings(c, &req, &filter)?.try_map_all(|rows| booking_rows(c, rows)))
        .await
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleNotification {
    pub channel: String,
    pub event: String,
    pub status: String,
    pub created_at: String,
    pub sent_at: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleBookingDetail {
    #[serde(flatten)]
    pub booking: ConsoleBooking,
    pub price_lines: Vec<PriceLine>,
    pub payments: Vec<PaymentListRow>,
    pub refunds: Vec<RefundListRow>,
    pub notifications: Vec<ConsoleNotification>,
    pub conversation_id: Option<i64>,
    /// What cancelling now would refund, by choice (the cancel dialog says it); null once the
    /// booking can no longer be cancelled.
    pub refund_preview: Option<RefundPreview>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceLine {
    pub label: String,
    pub amount_paise: i64,
}

pub async fn booking(store: &Store, id: i64, now: i64) -> Result<ConsoleBookingDetail, CoreError> {
    let booking_id = crate::ids::BookingId::new(id);
    let every = ListRequest::first_by_id(50, false);
    let payment_filter = PaymentFilter {
        booking_id: Some(booking_id),
        ..Default::default()
    };
    let mut detail = store
        .run(move |c| {
            let filter = BookingFilter {
                ids: Some(vec![id]),
                ..Default::default()
            };
            let page = db::bookings(c, &one(), &filter)?;
            let booking = booking_rows(c, page.items)?
                .pop()
                .ok_or(CoreError::NotFound("booking"))?;
            let record = crate::store::bookings::record(c, crate::ids::BookingId::new(id))?;
            // The same rule `cancel_in` refunds by, at this moment.
            let refund_preview = record.as_ref().and_then(|r| {
                let b = &r.booking;
                RefundPreview::of(
                    b.status,
                    b.payment_status,
                    b.payment_method,
                    Paise(b.total_paise),
                    b.starts_at,
                    now,
                )
            });
            let price_lines = record
                .map(|r| r.lines)
                .unwrap_or_default()
                .into_iter()
                .map(|l| PriceLine {
                    label: l.label,
                    amount_paise: l.amount_paise,
                })
                .collect();
            let notifications = db::notifications_of(c, id)?
                .into_iter()
                .map(
                    |(channel, event, status, created, sent)| ConsoleNotification {
                        channel,
                        event,
                        status,
                        created_at: ist(created),
                        sent_at: sent.map(ist),
                    },
                )
                .collect();
            let conversation_id = db::conversation_of(c, booking.guest_id, booking.property_id)?;
            Ok(ConsoleBookingDetail {
                booking,
                price_lines,
                payments: Vec::new(),
                refunds: Vec::new(),
                notifications,
                conversation_id,
                refund_preview,
            })
        })
        .await?;
    detail.payments = refunds::payments(store, every, payment_filter).await?.items;
    detail.refunds = refunds::for_booking(store, booking_id).await?;
    Ok(detail)
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleReview {
    pub id: i64,
    pub property_id: i64,
    pub property_title: String,
    pub user_id: Option<i64>,
    pub user_name: String,
    pub rating: i32,
    pub comment: String,
    pub created_at: String,
    pub hidden: bool,
    pub hidden_reason: Option<String>,
}

pub async fn reviews(
    store: &Store,
    req: ListRequest,
    filter: ReviewFilter,
) -> Result<Page<ConsoleReview>, CoreError> {
    let req = req.checked(REVIEW_SORTS)?;
    let page = store.run(move |c| db::reviews(c, &req, &filter)).await?;
    Ok(page.map(|r| ConsoleReview {
        id: r.id,
        property_id: r.property_id,
        property_title: r.property_title,
        user_id: r.user_id,
        user_name: r.user_name,
        rating: r.rating,
        comment: r.comment,
        created_at: ist(r.created_at),
        hidden: r.hidden_at.is_some(),
        hidden_reason: r.hidden_reason,
    }))
}

pub async fn review(store: &Store, id: i64) -> Result<ConsoleReview, CoreError> {
    let filter = ReviewFilter {
        ids: Some(vec![id]),
        ..Default::default()
    };
    reviews(store, one(), filter)
        .await?
        .items
        .pop()
        .ok_or(CoreError::NotFound("review"))
}

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
                    .ok_or(CoreError::NotFound("conversation"))?;
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

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleSession {
    pub id: i64,
    pub kind: String,
    pub created_at: String,
    pub expires_at: String,
}

/// A user's bookings (newest 50), listings and live sessions, for the user's record page.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserPicture {
    pub bookings: Vec<ConsoleBooking>,
    pub listings: Vec<ConsoleProperty>,
    pub sessions: Vec<ConsoleSession>,
}

pub async fn user_picture(store: &Store, id: i64, now: i64) -> Result<UserPicture, CoreError> {
    store
        .run(move |c| {
            let newest = ListRequest::first_by_id(50, true);
            let mine = BookingFilter {
                guest_id: Some(id),
                ..Default::default()
            };
            let rows = db::bookings(c, &newest, &mine)?.items;
            let bookings = booking_rows(c, rows)?;
            let owned = PropertyFilter {
                owner_id: Some(id),
                ..Default::default()
            };
            let rows = db::properties(c, &newest, &owned)?.items;
            let listings = property_rows(c, rows)?;
            let sessions = db::live_sessions(c, UserId::new(id), now)?
                .into_iter()
                .map(|(sid, kind, created, expires)| ConsoleSession {
                    id: sid,
                    kind,
                    created_at: ist(created),
                    expires_at: ist(expires),
                })
                .collect();
            Ok(UserPicture {
                bookings,
                listings,
                sessions,
            })
        })
        .await
}

#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DayFigures {
    pub bookings: i64,
    /// Of those, confirmed by their owner: only these count towards GMV.
    pub confirmed: i64,
    pub gmv_paise: i64,
}

#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeekFigures {
    pub bookings: i64,
    /// Of those, confirmed by their owner: only these count towards GMV.
    pub confirmed: i64,
    pub gmv_paise: i64,
    pub cancellations: i64,
    /// New guest accounts, counted as the Analytics screen counts them.
    pub new_users: i64,
    pub new_owners: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SeriesPoint {
    /// IST date, `YYYY-MM-DD`.
    pub date: String,
    pub bookings: i64,
    pub gmv_paise: i64,
    /// Confirmed ones of the day's bookings (the ones in its GMV).
    #[serde(skip)]
    pub confirmed: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    pub today: DayFigures,
    pub week: WeekFigures,
    pub pending_review: i64,
    pub refunds_pending: i64,
    pub series: Vec<SeriesPoint>,
}

/// Bookings that count towards GMV: confirmed by the owner (stays that already happened stay
/// confirmed), not requests still waiting nor those cancelled, rejected or expired.
fn counts_as_gmv(status: BookingStatus) -> bool {
    status == BookingStatus::Confirmed
}

/// The dashboard's figures at `now`: IST today, the last 7 IST days, and 30 days by IST date.
pub async fn dashboard(store: &Store, now: chrono::DateTime<Utc>) -> Result<Dashboard, CoreError> {
    let today = today_ist(now);
    let first = today - Duration::days(29);
    let from = ist_instant(first, 0).timestamp();
    let to = ist_instant(today + Duration::days(1), 0).timestamp();
    let week_from = ist_instant(today - Duration::days(6), 0).timestamp();
    store
        .run(move |c| {
            let made = db::bookings_made(c, from, to)?;
            let mut series: Vec<SeriesPoint> = (0..30)
                .map(|i| SeriesPoint {
                    date: (first + Duration::days(i)).format("%Y-%m-%d").to_string(),
                    bookings: 0,
                    gmv_paise: 0,
                    confirmed: 0,
                })
                .collect();
            let mut week = WeekFigures::default();
            for (at, status, total) in made {
                let day = today_ist(from_epoch(at));
                let i = (day - first).num_days();
                let Some(point) = usize::try_from(i).ok().and_then(|i| series.get_mut(i)) else {
                    continue;
                };
                point.bookings += 1;
                let confirmed = counts_as_gmv(status);
                let gmv = if confirmed { total } else { 0 };
                point.gmv_paise += gmv;
                point.confirmed += i64::from(confirmed);
                if at >= week_from {
                    week.bookings += 1;
                    week.confirmed += i64::from(confirmed);
                    week.gmv_paise += gmv;
                }
            }
            let last = series.last().cloned();
            week.cancellations = db::cancellations(c, week_from, to)?;
            let new = NewAccounts::tally(&crate::store::analytics::new_accounts(c, week_from, to)?);
            week.new_users = new.users;
            week.new_owners = new.owners;
            Ok(Dashboard {
                today: DayFigures {
                    bookings: last.as_ref().map_or(0, |p| p.bookings),
                    confirmed: last.as_ref().map_or(0, |p| p.confirmed),
                    gmv_paise: last.map_or(0, |p| p.gmv_paise),
                },
                week,
                pending_review: db::listings_waiting(c)?,
                refunds_pending: db::refunds_pending(c)?,
                series,
            })
        })
        .await
}
