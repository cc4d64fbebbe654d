//! Opening the refund a paid booking is owed, inside the transaction that ends it (a
//! cancellation, an owner's rejection, an expiry) or that records a payment after it ended. The
//! refund worker in `payments::refunds` sends it to the provider.

use crate::error::CoreError;
use crate::ids::PaymentId;
use crate::kinds::booking::PaymentMethod;
use crate::kinds::payment::RefundStatus;
use crate::money::{rupees_en_in, Paise};
use crate::store::bookings::BookingRow;
use crate::store::models::PaymentRow;
use crate::store::refunds::{self as db, NewRefund, RefundRow};
use crate::store::DbConnection;

fn too_much(amount: Paise, refundable: Paise) -> CoreError {
    CoreError::Conflict {
        code: "REFUND_EXCEEDS_PAYMENT",
        message: refusal!(
            "err-b-refund-exceeds-payment",
            amount = rupees_en_in(amount),
            max = rupees_en_in(refundable)
        ),
    }
}

/// What booking `b`'s payments captured for its price (its deposit apart, never more than the
/// total): the base every refund of it starts from.
pub(crate) fn captured_for_price(c: &mut DbConnection, b: &BookingRow) -> Result<i64, CoreError> {
    Ok(db::paid_payments(c, b.id)?
        .iter()
        .map(|p| p.amount_paise - p.deposit_paise)
        .sum::<i64>()
        .min(b.total_paise))
}

/// The amount the cancellation rule applies to for `b`: what was captured online for its price,
/// or (nothing captured: a cash booking, an unpaid one) the total, as before payment plans.
pub(crate) fn captured_base(c: &mut DbConnection, b: &BookingRow) -> Result<Paise, CoreError> {
    if b.payment_method == PaymentMethod::Cash {
        return Ok(Paise(b.total_paise));
    }
    let captured = captured_for_price(c, b)?;
    Ok(Paise(if captured > 0 {
        captured
    } else {
        b.total_paise
    }))
}

/// Opens the refunds of `amount` for booking `b` inside the caller's write transaction: one
/// pending row per captured payment it draws on (oldest first; in practice one). Nothing when the
/// amount is zero, the booking is paid in cash, or no online payment was captured. An amount
/// above what was captured and not yet claimed by other refunds is refused, and the caller's
/// transaction with it.
pub(crate) fn open_in(
    c: &mut DbConnection,
    b: &BookingRow,
    amount: Paise,
    reason: &str,
    at: i64,
) -> Result<Vec<RefundRow>, CoreError> {
    if amount.0 <= 0 || b.payment_method == PaymentMethod::Cash {
        return Ok(Vec::new());
    }
    let paid = db::paid_payments(c, b.id)?;
    if paid.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<PaymentId> = paid.iter().map(|p| p.id).collect();
    let claimed = db::claimed_by_payment(c, &ids, None)?;
    let free = |p: &PaymentRow| {
        let used = claimed
            .iter()
            .find(|(id, _)| *id == p.id)
            .map_or(0, |(_, s)| *s);
        (p.amount_paise - used).max(0)
    };
    let refundable: i64 = paid.iter().map(free).sum();
    if amount.0 > refundable {
        return Err(too_much(amount, Paise(refundable)));
    }
    let mut left = amount.0;
    let mut opened = Vec::new();
    for p in &paid {
        let take = free(p).min(left);
        if take == 0 {
            continue;
        }
        opened.push(db::insert(
            c,
            &NewRefund {
                booking_id: b.id,
                payment_id: Some(p.id),
                amount_paise: take,
                status: RefundStatus::Pending,
                provider: p.provider.clone(),
                reason: reason.to_string(),
                attempts: 0,
                next_attempt_at: at,
                created_at: at,
                updated_at: at,
            },
        )?);
        left -= take;
        if left == 0 {
            break;
        }
    }
    // Each refund of an invoiced stay gets its credit note in the same transaction.
    crate::invoices::credit_notes_in(c, b, &opened, at)?;
    Ok(opened)
}
