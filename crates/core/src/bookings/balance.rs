//! The background work of payment plans (`plans` holds the rules): an online balance is
//! reminded 48 h and 12 h before its deadline, and unpaid at the deadline its booking is
//! cancelled through the one cancellation rule (`cancel_in`). Each change is an update
//! conditional on the state it was read in, so two servers send each reminder and cancel once.

use crate::audit::{self, Record, Staff, Target};
use crate::error::CoreError;
use crate::ids::BookingId;
use crate::jobs::{Job, Next};
use crate::kinds::booking::CancelledBy;
use crate::money::{rupees_en_in, Paise};
use crate::plans::{
    balance_left, deadline_day, overdue, reminders_due, BalanceMethod, BALANCE_REMINDER,
    REMINDERS_BEFORE_SECONDS, SYSTEM,
};
use crate::store::bookings as sb;
use crate::store::plans as db;
use crate::store::{write_transaction, DbConnection, Store};
use crate::time::SharedClock;

/// Bookings one pass of the job handles (the rest wait for the next pass).
const BATCH: i64 = 200;

/// Sends booking `id`'s next balance reminder when one is due at `now`; `false` when there was
/// nothing to send (paid, ended, sent by another pass).
pub fn remind_in(
    c: &mut DbConnection,
    id: BookingId,
    now: i64,
    base: &str,
) -> Result<bool, CoreError> {
    let Some(b) = sb::booking(c, id)? else {
        return Ok(false);
    };
    let Some(due_at) = b.balance_due_at else {
        return Ok(false);
    };
    let due = reminders_due(due_at, now);
    if overdue(&b, now)
        || balance_left(&b) == 0
        || b.balance_method != Some(BalanceMethod::Online)
        || !b.status.holds_slot()
        || due <= b.balance_reminders
    {
        return Ok(false);
    }
    // A reminder missed (the server was down) is not sent late on top of the next one.
    if !db::set_reminded(c, b.id, due)? {
        return Ok(false);
    }
    let (Some(p), Some(guest)) = (
        sb::property(c, b.property_id)?,
        crate::store::support::user(c, b.guest_id)?,
    ) else {
        return Ok(true);
    };
    let args = [
        ("code", b.code.clone().into()),
        ("farmhouse", p.title.clone().into()),
        ("amount", rupees_en_in(Paise(balance_left(&b))).into()),
        (
            "date",
            deadline_day(due_at).format("%d-%m-%Y").to_string().into(),
        ),
        ("url", format!("{base}/bookings?pay={}", b.id.get()).into()),
    ];
    crate::notifications::enqueue_notice(
        c,
        &guest,
        BALANCE_REMINDER,
        "balance-reminder",
        &args,
        now,
    )?;
    Ok(true)
}

/// Cancels booking `id` when its online balance is unpaid at its deadline by `now`, through the
/// one cancellation rule (`bookings::cancel_in`): the advance is refunded as that rule says for
/// the moment. `false` when there was nothing to do (paid, ended, cash balance, not due).
pub fn cancel_overdue_in(c: &mut DbConnection, id: BookingId, now: i64) -> Result<bool, CoreError> {
    let Some(b) = sb::booking(c, id)? else {
        return Ok(false);
    };
    if !overdue(&b, now) || b.starts_at <= now {
        return Ok(false);
    }
    let reason = format!(
        "The balance of {} was not paid by {}",
        rupees_en_in(Paise(balance_left(&b))),
        deadline_day(b.balance_due_at.unwrap_or(now)).format("%d-%m-%Y")
    );
    // The guest did not pay what they agreed to: the rule a guest's own cancellation follows.
    let refund = super::cancel_in(
        c,
        &b,
        CancelledBy::Guest,
        super::RefundChoice::Policy,
        Some(&reason),
        now,
    )?;
    audit::record(
        c,
        &Staff::system(SYSTEM),
        Record {
            action: "booking.balance_unpaid",
            target: Target::booking(&b.code, b.id, b.guest_id),
            reason: &reason,
            before: Some(serde_json::json!({"status": b.status.as_str()})),
            after: Some(serde_json::json!({"status": "cancelled", "refundPaise": refund.0})),
        },
        now,
    )?;
    Ok(true)
}

/// One pass of the payment plans' background work at `now`: balances unpaid at their deadline
/// cancel their bookings, then the reminders due are sent, one transaction each. Answers how
/// many of each.
pub async fn run_due(store: &Store, now: i64, base: &str) -> Result<(usize, usize), CoreError> {
    let (mut cancelled, mut reminded) = (0, 0);
    loop {
        let due = store
            .run(move |c| db::balance_due_by(c, now, i32::MAX, BATCH))
            .await?;
        let mut done = 0;
        for id in &due {
            let id = *id;
            let outcome = store
                .run(move |c| write_transaction(c, |c| cancel_overdue_in(c, id, now)))
                .await;
            let cancelled = match outcome {
                Ok(done) => done,
                // Another server (or the guest) ended it between the read and the update; its
                // transaction rolled back whatever this one began.
                Err(CoreError::Conflict {
                    code: "BOOKING_NOT_CANCELLABLE",
                    ..
                }) => false,
                Err(e) => return Err(e),
            };
            if cancelled {
                done += 1;
                store.events().booking_changed(id);
            }
        }
        cancelled += done;
        // Whatever was not cancelled (a stay already begun) stays due: stop rather than loop.
        if (due.len() as i64) < BATCH || done == 0 {
            break;
        }
    }
    let first = REMINDERS_BEFORE_SECONDS[0];
    loop {
        let due = store
            .run(move |c| db::balance_due_by(c, now + first, 2, BATCH))
            .await?;
        let mut done = 0;
        for id in &due {
            let (id, base) = (*id, base.to_string());
            if store
                .run(move |c| write_transaction(c, |c| remind_in(c, id, now, &base)))
                .await?
            {
                done += 1;
            }
        }
        reminded += done;
        if (due.len() as i64) < BATCH || done == 0 {
            break;
        }
    }
    Ok((cancelled, reminded))
}

/// The background job cancelling unpaid balances and sending reminders every `every`; `base` is
/// the site's public address the reminders link to.
pub fn job(store: Store, clock: SharedClock, base: String, every: std::time::Duration) -> Job {
    Job::new("payment plans", every, move || {
        let (store, clock, base) = (store.clone(), clock.clone(), base.clone());
        async move {
            match run_due(&store, clock.now().timestamp(), &base).await {
                Ok((0, 0)) => {}
                Ok((cancelled, reminded)) => {
                    tracing::info!(cancelled, reminded, "payment plans: balances handled")
                }
                Err(e) => {
                    tracing::warn!(error = %e, "payment plans pass failed; trying again later")
                }
            }
            Next::Wait
        }
    })
}
