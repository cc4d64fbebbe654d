//! Payment queries: the provider orders of bookings and the webhook events already processed.
//! The rules live in `crate::payments`; the callers there run the writes in one transaction.

use diesel::prelude::*;

pub use super::models::{NewPayment, PaymentRow};
use super::schema::{bookings, payment_events, payments};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{BookingId, PaymentId};
use crate::kinds::booking::PaymentStatus;
use crate::kinds::payment::OrderStatus;

/// The booking's newest order that is still open (created, neither paid nor failed).
pub fn open_order(
    conn: &mut DbConnection,
    booking_id: BookingId,
) -> Result<Option<PaymentRow>, CoreError> {
    Ok(payments::table
        .filter(payments::booking_id.eq(booking_id))
        .filter(payments::status.eq(OrderStatus::Created))
        .order((payments::created_at.desc(), payments::id.desc()))
        .select(PaymentRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn by_id(conn: &mut DbConnection, id: PaymentId) -> Result<Option<PaymentRow>, CoreError> {
    Ok(payments::table
        .find(id)
        .select(PaymentRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn by_order_id(
    conn: &mut DbConnection,
    provider_order_id: &str,
) -> Result<Option<PaymentRow>, CoreError> {
    Ok(payments::table
        .filter(payments::provider_order_id.eq(provider_order_id))
        .select(PaymentRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn insert(conn: &mut DbConnection, new: &NewPayment) -> Result<PaymentRow, CoreError> {
    let id: PaymentId = diesel::insert_into(payments::table)
        .values(new)
        .returning(payments::id)
        .get_result(conn)?;
    by_id(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Payment))
}

pub fn set_paid(
    conn: &mut DbConnection,
    id: PaymentId,
    provider_payment_id: &str,
    now: i64,
) -> Result<bool, CoreError> {
    // Guarded by the status, so a payment verified twice at once is captured (and posted) once.
    let n = diesel::update(
        payments::table
            .find(id)
            .filter(payments::status.ne(OrderStatus::Paid)),
    )
    .set((
        payments::status.eq(OrderStatus::Paid),
        payments::provider_payment_id.eq(Some(provider_payment_id)),
        payments::updated_at.eq(now),
    ))
    .execute(conn)?;
    Ok(n == 1)
}

pub fn set_failed(
    conn: &mut DbConnection,
    id: PaymentId,
    provider_payment_id: Option<&str>,
    now: i64,
) -> Result<(), CoreError> {
    diesel::update(payments::table.find(id))
        .set((
            payments::status.eq(OrderStatus::Failed),
            payments::provider_payment_id.eq(provider_payment_id),
            payments::updated_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

/// Sets the booking's payment state.
pub fn set_booking_payment_status(
    conn: &mut DbConnection,
    booking_id: BookingId,
    status: PaymentStatus,
    now: i64,
) -> Result<(), CoreError> {
    diesel::update(bookings::table.find(booking_id))
        .set((
            bookings::payment_status.eq(status),
            bookings::updated_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn event_seen(
    conn: &mut DbConnection,
    provider: &str,
    event_id: &str,
) -> Result<bool, CoreError> {
    let found = payment_events::table
        .filter(payment_events::provider.eq(provider))
        .filter(payment_events::event_id.eq(event_id))
        .select(payment_events::id)
        .first::<i64>(conn)
        .optional()?;
    Ok(found.is_some())
}

/// Records a processed webhook event; a concurrent copy of it fails here on the unique key.
pub fn insert_event(
    conn: &mut DbConnection,
    provider: &str,
    event_id: &str,
    event: &str,
    provider_order_id: Option<&str>,
    outcome: &str,
    now: i64,
) -> Result<(), CoreError> {
    diesel::insert_into(payment_events::table)
        .values((
            payment_events::provider.eq(provider),
            payment_events::event_id.eq(event_id),
            payment_events::event.eq(event),
            payment_events::provider_order_id.eq(provider_order_id),
            payment_events::outcome.eq(outcome),
            payment_events::received_at.eq(now),
        ))
        .execute(conn)?;
    Ok(())
}
