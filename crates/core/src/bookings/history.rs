//! Bookings that already happened, recorded in bulk (demo data, load tests): each goes through the
//! booking flow's own steps (priced by `pricing::price`, stored pending with its price lines, hold
//! and notifications, then confirmed, cancelled under the refund rule or rejected) at its own
//! past moments, so the rows look exactly like ones the flow made.

use super::status::{BookingStatus, CancelledBy, PaymentMethod, PaymentStatus};
use super::{cancel_in, line_sum, policy, price_lines, RefundChoice};
use crate::error::CoreError;
use crate::ids::{BookingId, PropertyId, UserId};
use crate::money::Paise;
use crate::notifications::{self, BookingEvent};
use crate::pricing::{self, LineKind, PriceInput};
use crate::slots::{BookingType, Interval};
use crate::store::bookings::{self as sb, NewBooking};
use crate::store::DbConnection;

const HOUR: i64 = 3_600;
const DAY: i64 = 86_400;

/// What became of a recorded booking after the guest made it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Still waiting for the owner's answer.
    Pending,
    /// Confirmed by the owner, still to come.
    Confirmed,
    /// Confirmed, and the stay is over (paid, cash included, at the property).
    Stayed,
    /// Confirmed, then cancelled by the guest under the published rule, with this reason.
    Cancelled { reason: String },
    /// Declined by the owner with this reason; money taken online is refunded in full.
    Rejected { reason: String },
}

/// What recording a stay needs to know of its listing.
#[derive(Debug, Clone)]
pub struct ListingFacts {
    pub id: PropertyId,
    pub owner_id: UserId,
    pub half_day_price: Paise,
    pub full_day_price: Option<Paise>,
    pub cleaning_fee: Paise,
    pub max_guests: i32,
    /// Minutes after IST midnight that the day and the night slot start.
    pub day_slot_minute: i32,
    pub night_slot_minute: i32,
}

/// One booking to record: the slot is the caller's to choose free (see `Batch::is_free`).
#[derive(Debug, Clone)]
pub struct PastBooking {
    pub code: String,
    pub guest_id: UserId,
    pub interval: Interval,
    pub guests: i32,
    pub method: PaymentMethod,
    /// When the guest booked (Unix seconds).
    pub booked_at: i64,
    pub outcome: Outcome,
    /// The refundable security deposit the booking asked (paid with an online payment, held).
    pub deposit: Paise,
}

/// Records `b` on listing `p`; its id. `now` bounds when a cancellation can have happened.
pub(crate) fn record(
    conn: &mut DbConnection,
    p: &ListingFacts,
    b: &PastBooking,
    now: i64,
) -> Result<BookingId, CoreError> {
    let interval = b.interval;
    let booking_type = if interval.end - interval.start > 12 * HOUR {
        BookingType::FullDay
    } else {
        BookingType::HalfDay
    };
    let days = ((interval.end - interval.start) / DAY).max(1) as u32;
    let breakdown = pricing::price(&PriceInput {
        booking_type,
        days,
        half_day_price: p.half_day_price,
        full_day_price: p.full_day_price,
        cleaning_fee: p.cleaning_fee,
        coupon: None,
        start: None,
        weekend: None,
        rules: Vec::new(),
    })
    .map_err(|e| CoreError::Internal(anyhow::anyhow!("booking {}: {e}", b.code)))?;
    let sum = |kind: LineKind| line_sum(&breakdown, kind);
    let created = b.booked_at;
    // Online payments went through at booking (an unpaid one would have expired after 30 min).
    let payment_status = if b.method == PaymentMethod::Cash {
        PaymentStatus::Unpaid
    } else {
        PaymentStatus::Paid
    };
    let new = NewBooking {
        code: b.code.clone(),
        property_id: p.id,
        guest_id: b.guest_id,
        booking_type,
        starts_at: interval.start,
        ends_at: interval.end,
        days: days as i32,
        guests: b.guests.clamp(1, p.max_guests),
        status: BookingStatus::Pending,
        payment_method: b.method,
        payment_status,
        subtotal_paise: sum(LineKind::Base),
        discount_paise: -sum(LineKind::Discount),
        cleaning_paise: sum(LineKind::Fee),
        gst_paise: sum(LineKind::Tax),
        total_paise: breakdown.total.0,
        coupon_code: None,
        created_at: created,
        updated_at: created,
        expires_at: (created + policy::PENDING_ANSWER_SECONDS).min(interval.start),
        deposit_paise: b.deposit.0.max(0),
        // Past bookings were paid in full at booking (no payment plan).
        advance_paise: 0,
        balance_due_at: None,
        balance_method: None,
        balance_paid_at: None,
        balance_reminders: 0,
    };
    let lines = price_lines(&breakdown);
    let id = sb::insert_booking(conn, &new, &lines)?;
    if !sb::insert_booking_hold(conn, p.id, interval.start, interval.end, id, created)? {
        return Err(CoreError::Internal(anyhow::anyhow!(
            "booking {}: its slot is taken",
            b.code
        )));
    }
    notifications::enqueue_booking(conn, id, BookingEvent::Created, created)?;

    // The owner answers within a few hours.
    let answered = created + 2 * HOUR + (id.get() % 5) * HOUR;
    // A stay had or to come that was paid online was paid through the provider at booking: its
    // payment is recorded and captured, so its owner's earnings are real money in the ledger.
    // (Cancelled and rejected ones stay unrecorded: their refunds would be made up.)
    if b.method != PaymentMethod::Cash && matches!(b.outcome, Outcome::Stayed | Outcome::Confirmed)
    {
        let payment = crate::store::payments::insert(
            conn,
            &crate::store::models::NewPayment {
                booking_id: id,
                provider: "simulated".into(),
                provider_order_id: format!("order_demo_{}", b.code.replace('-', "")),
                amount_paise: new.total_paise + new.deposit_paise,
                currency: "INR".into(),
                status: crate::kinds::payment::OrderStatus::Created,
                created_at: created,
                updated_at: created,
                deposit_paise: new.deposit_paise,
                part: crate::plans::PaymentPart::Full,
            },
        )?;
        crate::store::payments::set_paid(
            conn,
            payment.id,
            &format!("pay_demo_{}", b.code.replace('-', "")),
            created,
        )?;
        let paid = crate::store::payments::by_id(conn, payment.id)?
            .ok_or(CoreError::NotFound(crate::Missing::Payment))?;
        let booking = sb::booking(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
        crate::ledger::events::payment_captured(conn, &booking, &paid, created)?;
        crate::deposits::collect_online_in(conn, &booking, &paid, created)?;
    }
    match &b.outcome {
        Outcome::Pending => {}
        Outcome::Stayed | Outcome::Confirmed | Outcome::Cancelled { .. } => {
            let settled = if b.outcome == Outcome::Stayed {
                PaymentStatus::Paid
            } else {
                payment_status
            };
            sb::settle_pending(
                conn,
                id,
                BookingStatus::Confirmed,
                settled,
                None,
                None,
                None,
                answered,
            )?;
            let pending =
                sb::booking(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
            crate::ledger::events::booking_confirmed(conn, &pending, "system:history", answered)?;
            crate::invoices::invoice_in(conn, &pending, answered)?;
            notifications::enqueue_booking(conn, id, BookingEvent::Confirmed, answered)?;
            // The owner of a cash stay had said the cash came, a few hours after it began.
            if b.outcome == Outcome::Stayed && b.method == PaymentMethod::Cash {
                let marked = (pending.starts_at + 3 * HOUR).min(now);
                crate::store::ledger::insert_cash_mark(
                    conn,
                    &crate::store::ledger::CashMarkRow {
                        booking_id: id,
                        outcome: crate::kinds::ledger::CashOutcome::Collected,
                        marked_by: p.owner_id,
                        created_at: marked,
                        by_system: false,
                    },
                )?;
                let owner = p.owner_id;
                crate::ledger::events::cash_collected(
                    conn,
                    &pending,
                    owner,
                    crate::ledger::cash::COLLECTED_BY_OWNER,
                    "system:history",
                    marked,
                )?;
            }
            if let Outcome::Cancelled { reason } = &b.outcome {
                let booking =
                    sb::booking(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                // Before the stay began: a stay under way cannot be cancelled.
                let at = (answered + DAY)
                    .min(now - HOUR)
                    .max(answered + HOUR)
                    .min(booking.starts_at - 60);
                cancel_in(
                    conn,
                    &booking,
                    CancelledBy::Guest,
                    RefundChoice::Policy,
                    Some(reason),
                    at,
                )?;
            }
        }
        Outcome::Rejected { reason } => {
            let (status, refund) = if payment_status == PaymentStatus::Paid {
                let row =
                    sb::booking(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                (
                    PaymentStatus::Refunded,
                    Some(super::refund::captured_base(conn, &row)?.0),
                )
            } else {
                (payment_status, None)
            };
            sb::settle_pending(
                conn,
                id,
                BookingStatus::Rejected,
                status,
                refund,
                Some(CancelledBy::Owner),
                Some(reason),
                answered,
            )?;
            let pending =
                sb::booking(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
            crate::ledger::events::booking_ended(
                conn,
                &pending,
                &[],
                "Rejected by the owner",
                "system:history",
                answered,
            )?;
            sb::release_booking_hold(conn, id)?;
            notifications::enqueue_booking(conn, id, BookingEvent::Rejected, answered)?;
        }
    }
    Ok(id)
}
