//! The notification outbox (`notification_outbox`).

use diesel::prelude::*;

use crate::ids::{BookingId, UserId};
use crate::kinds::outbox::OutboxStatus;
use crate::store::schema::notification_outbox as outbox;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = outbox)]
pub struct NotificationRow {
    pub id: i64,
    pub user_id: UserId,
    pub channel: String,
    pub destination: String,
    pub subject: Option<String>,
    pub body: String,
    /// The booking told of, or None for an alert's message.
    pub booking_id: Option<BookingId>,
    /// A `BookingEvent`, or `price_drop` / `date_free` for an alert.
    pub event: String,
    pub status: OutboxStatus,
    pub attempts: i32,
    pub next_attempt_at: i64,
    pub last_error: Option<String>,
    pub created_at: i64,
    pub sent_at: Option<i64>,
    pub alert_id: Option<i64>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = outbox)]
pub struct NewNotification {
    pub user_id: UserId,
    pub channel: String,
    pub destination: String,
    pub subject: Option<String>,
    pub body: String,
    /// The booking told of, or None for an alert's message.
    pub booking_id: Option<BookingId>,
    /// A `BookingEvent`, or `price_drop` / `date_free` for an alert.
    pub event: String,
    pub status: OutboxStatus,
    pub attempts: i32,
    pub next_attempt_at: i64,
    pub created_at: i64,
    pub alert_id: Option<i64>,
}
