//! The refundable security deposit (PRODUCT.md "Security deposits"): the owner sets one per
//! listing, the booking keeps the amount it was made with, and the guest pays it apart from the
//! price, online with the payment that pays the stay in full, or in cash at check-in (the owner
//! records the receipt). An online deposit is held in the ledger's deposits_held, never in
//! earnings; a cash one stays with the owner and is only recorded. 48 hours after check-out it is
//! released (refunded, or marked returned for cash) unless the owner claimed from it in that
//! window; the guest accepts or disputes a claim within 48 hours (silence accepts), and staff
//! decide a disputed one. Every change is a status update conditional on the status it was read in,
//! so two servers running the background job settle each deposit once.

pub mod service;
pub mod views;

use serde_json::json;

pub use crate::kinds::deposit::{DepositDecision, DepositMethod, DepositStatus};
pub use service::Deposits;
pub use views::{
    CashDepositRequest, ClaimRequest, DecisionRequest, DepositClaimRow, DepositView,
    GuestDisputeRequest,
};

use crate::audit::{self, Record, Staff, Target};
use crate::error::CoreError;
use crate::ids::{BookingId, UserId};
use crate::jobs::{Job, Next};
use crate::kinds::booking::{BookingStatus, PaymentMethod};
use crate::kinds::ledger::EntryKind;
use crate::kinds::payment::RefundStatus;
use crate::ledger::events;
use crate::money::{paise_en_in, Paise};
use crate::store::bookings::{self as sb, BookingRow};
use crate::store::deposits::{self as db, DepositRow};
use crate::store::models::PaymentRow;
use crate::store::refunds::{self as sr, NewRefund, RefundRow};
use crate::store::{write_transaction, DbConnection, Store};
use crate::time::SharedClock;

/// The largest deposit a listing may ask, ₹50,000 (in paise).
pub const MAX_DEPOSIT_PAISE: i64 = 5_000_000;
/// How long after check-out the owner may claim from a deposit; unclaimed, it is released then.
pub const CLAIM_WINDOW_SECONDS: i64 = 48 * 3_600;
/// How long the guest has to accept or dispute a claim; unanswered, it counts as accepted.
pub const ANSWER_WINDOW_SECONDS: i64 = 48 * 3_600;
/// The most photos a claim may show.
pub const MAX_CLAIM_PHOTOS: usize = 6;
/// How early before check-in the owner may record a cash deposit (the caretaker may take it on
/// arrival, a little before the slot starts).
pub const CASH_EARLY_SECONDS: i64 = 12 * 3_600;
/// The longest cash receipt number or note.
pub const MAX_RECEIPT_CHARS: usize = 100;
/// Who the system's own work names (the audit trail, the ledger's entries).
pub const SYSTEM: &str = "deposits";
/// The outbox events of the deposit notices.
pub const DEPOSIT_CLAIMED: &str = "deposit_claimed";
pub const DEPOSIT_SETTLED: &str = "deposit_settled";
/// Deposits one pass of the background job settles (the rest wait for the next pass).
const BATCH: i64 = 200;

/// Which payment of a booking is being made (`plans`).
pub use crate::kinds::plan::PaymentPart;

/// The one rule of how much of booking `b`'s security deposit is due with the payment `part`
/// (paise): all of it with the payment that completes the price online (the full payment, or the
/// balance after an advance), none with an advance, and none online for a cash booking (its
/// deposit is paid in cash at check-in).
pub fn due_with(b: &BookingRow, part: PaymentPart) -> i64 {
    if b.payment_method == PaymentMethod::Cash {
        return 0;
    }
    match part {
        PaymentPart::Full | PaymentPart::Balance => b.deposit_paise.max(0),
        PaymentPart::Advance => 0,
    }
}

/// Until when the owner of `b` may claim from its deposit: 48 hours after check-out.
pub fn claim_window_closes(b: &BookingRow) -> i64 {
    b.ends_at + CLAIM_WINDOW_SECONDS
}

/// Whether the owner of `b` may claim from deposit `d` at `now`: a held deposit of a confirmed
/// stay, from check-out until the window closes (both ends included).
pub fn can_claim(b: &BookingRow, d: &DepositRow, now: i64) -> bool {
    d.status == DepositStatus::Held
        && b.status == BookingStatus::Confirmed
        && now >= b.ends_at
        && now <= claim_window_closes(b)
}

/// Until when the guest may answer the claim on `d` (none before it is claimed).
pub fn answer_window_closes(d: &DepositRow) -> Option<i64> {
    d.claimed_at.map(|t| t + ANSWER_WINDOW_SECONDS)
}

/// Whether the guest may accept or dispute the claim on `d` at `now`.
pub fn can_answer(d: &DepositRow, now: i64) -> bool {
    d.status == DepositStatus::Claimed && answer_window_closes(d).is_some_and(|end| now <= end)
}

/// Whether the owner of a confirmed booking `b` may record its deposit as paid in cash at `now`:
/// a deposit is asked, none was collected yet, and the stay is about to start or under way.
pub fn can_record_cash(b: &BookingRow, collected: bool, now: i64) -> bool {
    !collected
        && b.deposit_paise > 0
        && b.status == BookingStatus::Confirmed
        && now >= b.starts_at - CASH_EARLY_SECONDS
        && now <= b.ends_at
}

/// What the owner keeps under staff's `decision` on a claim of `claimed` paise: all of it, none,
/// or `part` (more than nothing and less than the claim); anything else is refused on the field.
pub fn kept_under(
    decision: DepositDecision,
    claimed: i64,
    part: Option<i64>,
) -> Result<i64, CoreError> {
    match decision {
        DepositDecision::Full => Ok(claimed),
        DepositDecision::Nothing => Ok(0),
        DepositDecision::Part => match part {
            Some(p) if p > 0 && p < claimed => Ok(p),
            // The console's decision (staff read English).
            _ => Err(CoreError::field(
                "keptPaise",
                crate::Said::staff_only(format!(
                    "For part, keptPaise must be more than 0 and less than the claim of {}",
                    paise_en_in(Paise(claimed))
                )),
            )),
        },
    }
}

/// The owner of booking `b`.
pub(crate) fn owner_of(c: &mut DbConnection, b: &BookingRow) -> Result<UserId, CoreError> {
    Ok(sb::property(c, b.property_id)?
        .ok_or(CoreError::NotFound(crate::Missing::Property))?
        .owner_id)
}

/// Inside the transaction that recorded payment `p` of booking `b` paid (and `b` still holds its
/// slot): the deposit the payment carried is recorded held and moves to deposits_held. Nothing when
/// the payment carried none, or the deposit is already recorded.
pub(crate) fn collect_online_in(
    c: &mut DbConnection,
    b: &BookingRow,
    p: &PaymentRow,
    at: i64,
) -> Result<(), CoreError> {
    if p.deposit_paise <= 0 {
        return Ok(());
    }
    let row = DepositRow {
        booking_id: b.id,
        amount_paise: p.deposit_paise,
        method: DepositMethod::Online,
        status: DepositStatus::Held,
        payment_id: Some(p.id),
        cash_receipt: None,
        recorded_by: None,
        collected_at: at,
        claim_amount_paise: None,
        claim_reason: None,
        claimed_at: None,
        answered_at: None,
        dispute_reason: None,
        decision: None,
        decision_reason: None,
        decided_by: None,
        kept_paise: None,
        refund_id: None,
        settled_at: None,
    };
    if db::insert(c, &row)? {
        events::deposit_collected(c, b, p, p.deposit_paise, at)?;
    }
    Ok(())
}

/// Opens the refund of `amount` of deposit `d` on the payment that carried it.
fn open_refund(
    c: &mut DbConnection,
    b: &BookingRow,
    d: &DepositRow,
    amount: i64,
    reason: &str,
    at: i64,
) -> Result<Option<RefundRow>, CoreError> {
    if amount <= 0 {
        return Ok(None);
    }
    let payment = match d.payment_id {
        Some(id) => crate::store::payments::by_id(c, id)?,
        None => None,
    }
    .ok_or_else(|| {
        CoreError::Internal(anyhow::anyhow!(
            "booking {}: its deposit names no payment",
            b.code
        ))
    })?;
    let claimed = sr::claimed_by_payment(c, &[payment.id], None)?
        .first()
        .map_or(0, |(_, s)| *s);
    if payment.amount_paise - claimed < amount {
        return Err(CoreError::Internal(anyhow::anyhow!(
            "booking {}: a deposit refund of {amount} paise, but only {} of its payment is left",
            b.code,
            payment.amount_paise - claimed
        )));
    }
    Ok(Some(sr::insert(
        c,
        &NewRefund {
            booking_id: b.id,
            payment_id: Some(payment.id),
            amount_paise: amount,
            status: RefundStatus::Pending,
            provider: payment.provider,
            reason: reason.to_string(),
            attempts: 0,
            next_attempt_at: at,
            created_at: at,
            updated_at: at,
        },
    )?))
}

/// Settles deposit `d` of booking `b`, already moved to its final status (with `kept`) by the
/// caller's conditional update: the owner keeps `kept`, the rest goes back (refunded for a deposit paid online, recorded as returned for
/// cash), the ledger posts it, and guest and owner are told.
#[allow(clippy::too_many_arguments)]
fn settle_in(
    c: &mut DbConnection,
    b: &BookingRow,
    d: &DepositRow,
    kind: EntryKind,
    kept: i64,
    memo: &str,
    actor: &str,
    at: i64,
) -> Result<(), CoreError> {
    let returned = d.amount_paise - kept;
    let refund = match d.method {
        DepositMethod::Online => {
            let refund = open_refund(c, b, d, returned, memo, at)?;
            events::deposit_settled(
                c,
                b,
                kind,
                d.amount_paise,
                kept,
                refund.as_ref(),
                memo,
                actor,
                at,
            )?;
            refund
        }
        // The cash is with the owner: they hand back the rest; the platform's books never held it.
        DepositMethod::Cash => None,
    };
    if let Some(r) = &refund {
        db::set_refund(c, b.id, r.id)?;
    }
    if kind == EntryKind::DepositSettled {
        tell_settled(c, b, d, kept, at)?;
    }
    Ok(())
}

/// Releases held deposit `d` of booking `b` in full. `false` when it was no longer held.
fn release_in(
    c: &mut DbConnection,
    b: &BookingRow,
    d: &DepositRow,
    memo: &str,
    actor: &str,
    at: i64,
) -> Result<bool, CoreError> {
    if !db::settle(c, b.id, DepositStatus::Held, DepositStatus::Released, 0, at)? {
        return Ok(false);
    }
    settle_in(c, b, d, EntryKind::DepositReleased, 0, memo, actor, at)?;
    Ok(true)
}

/// Inside the transaction that ends booking `b` (cancelled, rejected, expired): a deposit still
/// held goes back in full with it. A claimed or disputed one keeps its own course.
pub(crate) fn return_on_end_in(
    c: &mut DbConnection,
    b: &BookingRow,
    actor: &str,
    at: i64,
) -> Result<(), CoreError> {
    let Some(d) = db::of(c, b.id)? else {
        return Ok(());
    };
    if d.status == DepositStatus::Held {
        release_in(
            c,
            b,
            &d,
            "Security deposit returned: the booking ended",
            actor,
            at,
        )?;
    }
    Ok(())
}

fn system_audit(
    c: &mut DbConnection,
    b: &BookingRow,
    action: &'static str,
    reason: &str,
    before: serde_json::Value,
    after: serde_json::Value,
    at: i64,
) -> Result<(), CoreError> {
    audit::record(
        c,
        &Staff::system(SYSTEM),
        Record {
            action,
            target: Target::booking(&b.code, b.id, b.guest_id),
            reason,
            before: Some(before),
            after: Some(after),
        },
        at,
    )
    .map(drop)
}

/// Releases booking `booking_id`'s deposit when its claim window closed unclaimed by `now`;
/// `false` when there was nothing to do (claimed, released by another pass, window open).
pub fn release_due_in(
    c: &mut DbConnection,
    booking_id: BookingId,
    now: i64,
) -> Result<bool, CoreError> {
    let (Some(b), Some(d)) = (sb::booking(c, booking_id)?, db::of(c, booking_id)?) else {
        return Ok(false);
    };
    if d.status != DepositStatus::Held || now <= claim_window_closes(&b) {
        return Ok(false);
    }
    let memo = match d.method {
        DepositMethod::Online => "Security deposit refunded: no claim within 48 hours of check-out",
        DepositMethod::Cash => {
            "Security deposit marked returned: no claim within 48 hours of check-out"
        }
    };
    if !release_in(c, &b, &d, memo, &format!("system:{SYSTEM}"), now)? {
        return Ok(false);
    }
    system_audit(
        c,
        &b,
        "deposit.release",
        memo,
        json!({"deposit": "held", "amountPaise": d.amount_paise}),
        json!({"deposit": "released", "method": d.method.as_str()}),
        now,
    )?;
    Ok(true)
}

/// Accepts booking `booking_id`'s claim for its guest when they did not answer by `now`: the
/// owner keeps what they claimed. `false` when there was nothing to do.
pub fn accept_unanswered_in(
    c: &mut DbConnection,
    booking_id: BookingId,
    now: i64,
) -> Result<bool, CoreError> {
    let (Some(b), Some(d)) = (sb::booking(c, booking_id)?, db::of(c, booking_id)?) else {
        return Ok(false);
    };
    if d.status != DepositStatus::Claimed || answer_window_closes(&d).is_none_or(|end| now <= end) {
        return Ok(false);
    }
    let kept = d.claim_amount_paise.unwrap_or(0);
    if !db::settle(
        c,
        b.id,
        DepositStatus::Claimed,
        DepositStatus::Accepted,
        kept,
        now,
    )? {
        return Ok(false);
    }
    db::set_answer(c, b.id, None, now)?;
    let memo = "Deposit claim accepted: the guest did not answer within 48 hours";
    settle_in(
        c,
        &b,
        &d,
        EntryKind::DepositSettled,
        kept,
        memo,
        &format!("system:{SYSTEM}"),
        now,
    )?;
    system_audit(
        c,
        &b,
        "deposit.accept",
        memo,
        json!({"deposit": "claimed", "claimPaise": kept}),
        json!({"deposit": "accepted", "keptPaise": kept}),
        now,
    )?;
    Ok(true)
}

/// One pass of the background work at `now`: deposits whose claim window closed unclaimed are
/// released, claims the guest left unanswered are accepted, one transaction each. Answers how
/// many of each. Two passes at once (two servers) settle each deposit once: the loser's
/// conditional update changes nothing and it moves on.
pub async fn settle_due(store: &Store, now: i64) -> Result<(usize, usize), CoreError> {
    let (mut released, mut accepted) = (0, 0);
    loop {
        let due = store
            .run(move |c| db::due_release(c, now - CLAIM_WINDOW_SECONDS, BATCH))
            .await?;
        for id in &due {
            let id = *id;
            if store
                .run(move |c| write_transaction(c, |c| release_due_in(c, id, now)))
                .await?
            {
                released += 1;
                store.events().booking_changed(id);
            }
        }
        if (due.len() as i64) < BATCH {
            break;
        }
    }
    loop {
        let due = store
            .run(move |c| db::due_acceptance(c, now - ANSWER_WINDOW_SECONDS, BATCH))
            .await?;
        for id in &due {
            let id = *id;
            if store
                .run(move |c| write_transaction(c, |c| accept_unanswered_in(c, id, now)))
                .await?
            {
                accepted += 1;
                store.events().booking_changed(id);
            }
        }
        if (due.len() as i64) < BATCH {
            break;
        }
    }
    Ok((released, accepted))
}

/// The background job releasing and accepting deposits every `every`.
pub fn settle_job(store: Store, clock: SharedClock, every: std::time::Duration) -> Job {
    Job::new("security deposits", every, move || {
        let (store, clock) = (store.clone(), clock.clone());
        async move {
            match settle_due(&store, clock.now().timestamp()).await {
                Ok((0, 0)) => {}
                Ok((released, accepted)) => {
                    tracing::info!(released, accepted, "security deposits settled")
                }
                Err(e) => {
                    tracing::warn!(error = %e, "settling security deposits failed; trying again later")
                }
            }
            Next::Wait
        }
    })
}

/// Tells guest and owner of booking `b` how the claim on deposit `d` was settled.
fn tell_settled(
    c: &mut DbConnection,
    b: &BookingRow,
    d: &DepositRow,
    kept: i64,
    at: i64,
) -> Result<(), CoreError> {
    let Some(p) = sb::property(c, b.property_id)? else {
        return Ok(());
    };
    let args = [
        ("code", b.code.clone().into()),
        ("farmhouse", p.title.clone().into()),
        ("kept", paise_en_in(Paise(kept)).into()),
        ("returned", paise_en_in(Paise(d.amount_paise - kept)).into()),
    ];
    for user in [b.guest_id, p.owner_id] {
        if let Some(u) = crate::store::support::user(c, user)? {
            crate::notifications::enqueue_notice(
                c,
                &u,
                DEPOSIT_SETTLED,
                "deposit-settled",
                &args,
                at,
            )?;
        }
    }
    Ok(())
}

/// Tells the guest of booking `b` about the owner's claim on its deposit.
fn tell_claimed(
    c: &mut DbConnection,
    b: &BookingRow,
    amount: i64,
    reason: &str,
    answer_by: i64,
    at: i64,
) -> Result<(), CoreError> {
    let Some(p) = sb::property(c, b.property_id)? else {
        return Ok(());
    };
    let Some(guest) = crate::store::support::user(c, b.guest_id)? else {
        return Ok(());
    };
    let by = crate::time::from_epoch(answer_by).with_timezone(&crate::time::IST);
    let args = [
        ("code", b.code.clone().into()),
        ("farmhouse", p.title.clone().into()),
        ("amount", paise_en_in(Paise(amount)).into()),
        ("reason", reason.to_string().into()),
        ("until", by.format("%d-%m-%Y %H:%M").to_string().into()),
    ];
    crate::notifications::enqueue_notice(c, &guest, DEPOSIT_CLAIMED, "deposit-claimed", &args, at)?;
    Ok(())
}

#[cfg(test)]
mod tests;
