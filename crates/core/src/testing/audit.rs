//! Read-only consistency checks over bookings, holds, price lines and notifications: each query
//! counts the rows that break one invariant, so a healthy database answers zero everywhere. Plain
//! SQL that SQLite and PostgreSQL both run.

use diesel::prelude::*;
use diesel::sql_types::BigInt;

use crate::error::CoreError;
use crate::store::DbConnection;

/// One invariant: what it promises, and the query counting the rows that break it.
pub const CHECKS: [(&str, &str); 8] = [
    (
        "two holds of one property overlap",
        "SELECT COUNT(*) AS n FROM held_intervals a JOIN held_intervals b \
         ON a.property_id = b.property_id AND a.id < b.id AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at",
    ),
    (
        "a pending or confirmed booking does not have exactly one hold of its own interval",
        "SELECT COUNT(*) AS n FROM bookings b WHERE b.status IN ('pending', 'confirmed') AND \
         (SELECT COUNT(*) FROM held_intervals h WHERE h.kind = 'booking' AND h.booking_id = b.id \
          AND h.property_id = b.property_id AND h.starts_at = b.starts_at AND h.ends_at = b.ends_at) <> 1",
    ),
    (
        "a booking hold belongs to no pending or confirmed booking",
        "SELECT COUNT(*) AS n FROM held_intervals h WHERE h.kind = 'booking' AND NOT EXISTS \
         (SELECT 1 FROM bookings b WHERE b.id = h.booking_id AND b.status IN ('pending', 'confirmed'))",
    ),
    (
        "a booking has no price breakdown",
        "SELECT COUNT(*) AS n FROM bookings b WHERE NOT EXISTS \
         (SELECT 1 FROM booking_price_lines l WHERE l.booking_id = b.id)",
    ),
    (
        "a booking's price lines do not add up to its total",
        "SELECT COUNT(*) AS n FROM bookings b WHERE b.total_paise <> \
         (SELECT COALESCE(SUM(l.amount_paise), 0) FROM booking_price_lines l WHERE l.booking_id = b.id)",
    ),
    (
        "a booking's stored subtotal, discount, fee and tax do not add up to its total",
        "SELECT COUNT(*) AS n FROM bookings b \
         WHERE b.subtotal_paise - b.discount_paise + b.cleaning_paise + b.gst_paise <> b.total_paise",
    ),
    (
        "a booking has no 'created' notification",
        "SELECT COUNT(*) AS n FROM bookings b WHERE NOT EXISTS \
         (SELECT 1 FROM notification_outbox o WHERE o.booking_id = b.id AND o.event = 'created')",
    ),
    (
        "a cancelled booking has no 'cancelled' notification",
        "SELECT COUNT(*) AS n FROM bookings b WHERE b.status = 'cancelled' AND NOT EXISTS \
         (SELECT 1 FROM notification_outbox o WHERE o.booking_id = b.id AND o.event = 'cancelled')",
    ),
];

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// Each invariant of `CHECKS` with the number of rows breaking it.
pub fn run(conn: &mut DbConnection) -> Result<Vec<(&'static str, i64)>, CoreError> {
    CHECKS
        .iter()
        .map(|(what, sql)| Ok((*what, diesel::sql_query(*sql).get_result::<Count>(conn)?.n)))
        .collect()
}

/// How many bookings, cancellations and notification rows there are.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub bookings: i64,
    pub cancelled: i64,
    pub notifications: i64,
    pub created_notifications: i64,
    pub cancelled_notifications: i64,
}

pub fn counts(conn: &mut DbConnection) -> Result<Counts, CoreError> {
    use crate::kinds::booking::BookingStatus;
    use crate::notifications::outbox::BookingEvent;
    use crate::store::schema::{bookings, notification_outbox as outbox};
    let events = |conn: &mut DbConnection, event: BookingEvent| -> Result<i64, CoreError> {
        Ok(outbox::table
            .filter(outbox::event.eq(event))
            .count()
            .get_result(conn)?)
    };
    Ok(Counts {
        bookings: bookings::table.count().get_result(conn)?,
        cancelled: bookings::table
            .filter(bookings::status.eq(BookingStatus::Cancelled))
            .count()
            .get_result(conn)?,
        notifications: outbox::table.count().get_result(conn)?,
        created_notifications: events(conn, BookingEvent::Created)?,
        cancelled_notifications: events(conn, BookingEvent::Cancelled)?,
    })
}
