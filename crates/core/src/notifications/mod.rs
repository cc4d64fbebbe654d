//! Booking notifications through a durable outbox: `enqueue_booking` writes the guest's and the
//! owner's SMS and e-mail rows inside the caller's write transaction (so they commit, or roll
//! back, with the booking change), and the worker (`worker::Notifier`) sends them afterwards
//! through the `Delivery` providers, retrying failures with backoff.

pub mod account;
pub mod texts;
pub mod worker;
pub use crate::kinds::outbox;

pub use account::{enqueue_email_changed, enqueue_notice};
pub use outbox::{BookingEvent, OutboxStatus};
pub use worker::{Notifier, Processed, LEASE_SECONDS, MAX_ATTEMPTS};

use crate::error::CoreError;
use crate::ids::BookingId;
use crate::money::Paise;
use crate::slots::BookingType;
use crate::store::account::{self as accounts, UserRow};
use crate::store::bookings as sb;
use crate::store::notifications::{self as db, NewNotification};
use crate::store::DbConnection;
use texts::{Facts, Reader};

/// Writes the notifications of `event` for booking `booking_id`: SMS and e-mail to the guest and
/// to the property's owner, each only where the user has that address and has not turned that
/// channel off in their notification preferences (without a choice, both are on). Call it inside
/// the write transaction that changes the booking, after the change, so the texts show the
/// booking as it now is. Returns how many rows it wrote.
pub fn enqueue_booking(
    conn: &mut DbConnection,
    booking_id: BookingId,
    event: BookingEvent,
    now: i64,
) -> Result<usize, CoreError> {
    enqueue_to(
        conn,
        booking_id,
        event,
        &[Reader::Guest, Reader::Owner],
        now,
    )
}

/// Writes the guest's notifications of `event` again, and only theirs (support resends a
/// confirmation the guest says never arrived; the owner already knows). The outbox keeps no
/// uniqueness on (booking, event), so these are fresh rows beside the first ones, sent anew.
pub fn enqueue_booking_to_guest(
    conn: &mut DbConnection,
    booking_id: BookingId,
    event: BookingEvent,
    now: i64,
) -> Result<usize, CoreError> {
    enqueue_to(conn, booking_id, event, &[Reader::Guest], now)
}

fn enqueue_to(
    conn: &mut DbConnection,
    booking_id: BookingId,
    event: BookingEvent,
    readers: &[Reader],
    now: i64,
) -> Result<usize, CoreError> {
    let b = sb::booking(conn, booking_id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
    let property =
        sb::property(conn, b.property_id)?.ok_or(CoreError::NotFound(crate::Missing::Property))?;
    let guest = accounts::user(conn, b.guest_id)?;
    let owner = accounts::user(conn, property.owner_id)?;
    let facts = Facts {
        code: b.code.clone(),
        property: property.title.clone(),
        full_day: b.booking_type == BookingType::FullDay,
        starts_at: b.starts_at,
        ends_at: b.ends_at,
        days: b.days,
        guests: b.guests,
        total: Paise(b.total_paise),
        payment_method: b.payment_method,
        payment_status: b.payment_status,
        refund: b.refund_paise.map(Paise),
        cancelled_by: b.cancelled_by,
        expires_at: b.expires_at,
        guest_name: guest.full_name.clone(),
        supplier_name: owner.full_name.clone(),
        invoice_number: crate::store::invoices::invoice_of(conn, b.id)?.map(|d| d.number),
    };
    let mut written = 0;
    for reader in readers {
        let user = match reader {
            Reader::Guest => &guest,
            Reader::Owner => &owner,
        };
        // Some events (a late payment's refund) are the guest's business only.
        if *reader == Reader::Owner && !event.tells_owner() {
            continue;
        }
        written += enqueue_for(conn, user, *reader, event, &facts, booking_id, now)?;
    }
    Ok(written)
}

fn enqueue_for(
    conn: &mut DbConnection,
    user: &UserRow,
    reader: Reader,
    event: BookingEvent,
    facts: &Facts,
    booking_id: BookingId,
    now: i64,
) -> Result<usize, CoreError> {
    let (sms_on, email_on) = match accounts::preferences(conn, user.id)? {
        Some(p) => (p.booking_sms, p.booking_email),
        None => (true, true),
    };
    let message = texts::compose(event, reader, facts, user.language);
    let present = |s: &Option<String>| {
        s.as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
    };
    let mut rows = Vec::new();
    if let (true, Some(phone)) = (sms_on, present(&user.phone)) {
        rows.push(("sms", phone, None, message.sms.clone()));
    }
    if let (true, Some(email)) = (email_on, present(&user.email)) {
        rows.push((
            "email",
            email,
            Some(message.subject.clone()),
            message.email.clone(),
        ));
    }
    let written = rows.len();
    for (channel, destination, subject, body) in rows {
        db::insert(
            conn,
            &NewNotification {
                user_id: user.id,
                channel: channel.into(),
                destination,
                subject,
                body,
                booking_id: Some(booking_id),
                event: event.as_str().to_string(),
                status: OutboxStatus::Pending,
                attempts: 0,
                next_attempt_at: now,
                created_at: now,
                alert_id: None,
            },
        )?;
    }
    Ok(written)
}
