//! Payment plan queries: bookings whose balance reminders or deadline are due, and the balance's
//! own state. The rules live in `crate::plans`.

use diesel::prelude::*;

use super::models::PaymentRow;
use super::schema::{bookings, payments, property_payment_plans as ppp};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::{BookingId, PropertyId};
use crate::kinds::booking::BookingStatus;
use crate::kinds::payment::OrderStatus;
use crate::kinds::plan::{BalanceMethod, PaymentPart};

/// Bookings that still hold their slot with an online balance unpaid and due by `due_by`, the
/// soonest due first; at most `limit` ids. `reminded_below` keeps those with fewer reminders sent.
pub fn balance_due_by(
    conn: &mut DbConnection,
    due_by: i64,
    reminded_below: i32,
    limit: i64,
) -> Result<Vec<BookingId>, CoreError> {
    Ok(bookings::table
        .filter(bookings::balance_due_at.le(due_by))
        .filter(bookings::balance_paid_at.is_null())
        .filter(bookings::advance_paise.gt(0))
        .filter(bookings::balance_method.eq(BalanceMethod::Online))
        .filter(bookings::status.eq_any(BookingStatus::HOLDING))
        .filter(bookings::balance_reminders.lt(reminded_below))
        .order((bookings::balance_due_at.asc(), bookings::id.asc()))
        .limit(limit)
        .select(bookings::id)
        .load(conn)?)
}

/// Records that reminder `to` of booking `id` was sent, if fewer were sent; `false` when another
/// pass sent it first.
pub fn set_reminded(conn: &mut DbConnection, id: BookingId, to: i32) -> Result<bool, CoreError> {
    let n = diesel::update(
        bookings::table
            .find(id)
            .filter(bookings::balance_reminders.lt(to)),
    )
    .set(bookings::balance_reminders.eq(to))
    .execute(conn)?;
    Ok(n == 1)
}

/// Records booking `id`'s balance paid at `at`; `false` when it already was.
pub fn set_balance_paid(
    conn: &mut DbConnection,
    id: BookingId,
    at: i64,
) -> Result<bool, CoreError> {
    let n = diesel::update(
        bookings::table
            .find(id)
            .filter(bookings::balance_paid_at.is_null()),
    )
    .set((
        bookings::balance_paid_at.eq(Some(at)),
        bookings::updated_at.eq(at),
    ))
    .execute(conn)?;
    Ok(n == 1)
}

/// The first paid payment of booking `id`'s balance.
pub fn paid_balance(
    conn: &mut DbConnection,
    id: BookingId,
) -> Result<Option<PaymentRow>, CoreError> {
    Ok(payments::table
        .filter(payments::booking_id.eq(id))
        .filter(payments::part.eq(PaymentPart::Balance))
        .filter(payments::status.eq(OrderStatus::Paid))
        .order((payments::updated_at.asc(), payments::id.asc()))
        .select(PaymentRow::as_select())
        .first(conn)
        .optional()?)
}

/// Listing `id`'s payment plan as stored: (advance percent, balance days, balance method); `None`
/// when the owner never set one (the whole price at booking).
pub fn plan_of(
    conn: &mut DbConnection,
    id: PropertyId,
) -> Result<Option<(i32, i32, BalanceMethod)>, CoreError> {
    Ok(ppp::table
        .find(id)
        .select((ppp::advance_percent, ppp::balance_days, ppp::balance_method))
        .first(conn)
        .optional()?)
}

/// Stores listing `id`'s payment plan; the caller holds a write transaction.
pub fn set_plan(
    conn: &mut DbConnection,
    id: PropertyId,
    (advance, days, method): (i32, i32, BalanceMethod),
    now: i64,
) -> Result<(), CoreError> {
    let n = diesel::update(ppp::table.find(id))
        .set((
            ppp::advance_percent.eq(advance),
            ppp::balance_days.eq(days),
            ppp::balance_method.eq(method),
            ppp::updated_at.eq(now),
        ))
        .execute(conn)?;
    if n == 0 {
        diesel::insert_into(ppp::table)
            .values((
                ppp::property_id.eq(id),
                ppp::advance_percent.eq(advance),
                ppp::balance_days.eq(days),
                ppp::balance_method.eq(method),
                ppp::updated_at.eq(now),
            ))
            .execute(conn)?;
    }
    Ok(())
}
