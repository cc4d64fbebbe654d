//! The expiry sweep: pending bookings the owner did not answer in time, and card or UPI bookings
//! still unpaid after their payment window, become `expired` and free their slot; idempotency
//! keys past their keeping time are deleted. Safe on several instances at once: each change is
//! an update guarded by `status = 'pending'`.

use std::time::Duration;

use chrono::{DateTime, Utc};

use serde_json::json;

use super::policy;
use super::status::{BookingStatus, PaymentStatus};
use crate::audit::{self, Record, Staff, Target};
use crate::error::CoreError;
use crate::jobs::{Job, Next};
use crate::money::Paise;
use crate::notifications::{self, BookingEvent};
use crate::store::bookings as sb;
use crate::store::write_transaction;
use crate::store::Store;
use crate::time::SharedClock;

/// The audit trail's name for this job.
const SWEEPER: &str = "expiry-sweep";

/// Bookings expired per transaction, so one sweep never holds the write lock for long.
const BATCH: i64 = 200;

/// What one sweep did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sweep {
    pub expired: usize,
    pub keys_deleted: usize,
}

/// Runs the sweep as of `now`.
pub async fn expire_due(store: &Store, now: DateTime<Utc>) -> Result<Sweep, CoreError> {
    let at = now.timestamp();
    let unpaid_before = at - policy::UNPAID_HOLD_SECONDS;
    let mut sweep = Sweep::default();
    loop {
        let (seen, expired) = store
            .run(move |c| {
                write_transaction(c, |c| {
                    let due = sb::due_to_expire(c, at, unpaid_before, BATCH)?;
                    let mut expired = Vec::new();
                    for id in &due {
                        let Some(b) = sb::booking(c, *id)? else {
                            continue;
                        };
                        // A paid booking the owner never answered: all of it goes back.
                        let (payment_status, refund) = if b.payment_status == PaymentStatus::Paid {
                            (
                                PaymentStatus::Refunded,
                                // What was captured (with a plan, the advance until the balance is paid).
                                Some(super::refund::captured_base(c, &b)?.0),
                            )
                        } else {
                            (b.payment_status, None)
                        };
                        // Another instance (or the owner) may have settled it since the read.
                        if sb::settle_pending(
                            c,
                            b.id,
                            BookingStatus::Expired,
                            payment_status,
                            refund,
                            None,
                            None,
                            at,
                        )? {
                            let refunds = match refund {
                                Some(amount) => super::refund::open_in(
                                    c,
                                    &b,
                                    Paise(amount),
                                    "Expired: the owner did not answer in time",
                                    at,
                                )?,
                                None => Vec::new(),
                            };
                            crate::ledger::events::booking_ended(
                                c,
                                &b,
                                &refunds,
                                "Expired",
                                &format!("system:{SWEEPER}"),
                                at,
                            )?;
                            crate::deposits::return_on_end_in(
                                c,
                                &b,
                                &format!("system:{SWEEPER}"),
                                at,
                            )?;
                            sb::release_booking_hold(c, b.id)?;
                            notifications::enqueue_booking(c, b.id, BookingEvent::Expired, at)?;
                            // The system acted on a guest's booking: it goes in the trail.
                            let why = if b.payment_status == PaymentStatus::Pending {
                                "Not paid within the payment window."
                            } else {
                                "The owner did not answer in time."
                            };
                            audit::record(
                                c,
                                &Staff::system(SWEEPER),
                                Record {
                                    action: "booking.expire",
                                    target: Target::booking(&b.code, b.id, b.guest_id),
                                    reason: why,
                                    before: Some(json!({
                                        "status": b.status.as_str(),
                                        "paymentStatus": b.payment_status.as_str(),
                                    })),
                                    after: Some(json!({
                                        "status": BookingStatus::Expired.as_str(),
                                        "paymentStatus": payment_status.as_str(),
                                        "refund": refund.map(|p| Paise(p).rupees()),
                                    })),
                                },
                                at,
                            )?;
                            expired.push(b.id);
                        }
                    }
                    Ok((due.len(), expired))
                })
            })
            .await?;
        sweep.expired += expired.len();
        for id in expired {
            store.events().booking_changed(id);
        }
        if (seen as i64) < BATCH {
            break;
        }
    }
    let keep_from = at - policy::IDEMPOTENCY_KEY_KEEP_SECONDS;
    sweep.keys_deleted = store
        .run(move |c| write_transaction(c, |c| sb::delete_keys_before(c, keep_from)))
        .await?;
    Ok(sweep)
}

/// Runs the sweep every [`policy::SWEEP_EVERY_SECONDS`]; a failed sweep is logged and tried
/// again next time. Stopped between sweeps or after one: each sweep step commits on its own.
pub fn sweep_job(store: Store, clock: SharedClock) -> Job {
    let every = Duration::from_secs(policy::SWEEP_EVERY_SECONDS);
    Job::new("booking sweep", every, move || {
        let (store, clock) = (store.clone(), clock.clone());
        async move {
            match expire_due(&store, clock.now()).await {
                Ok(s) if s.expired > 0 || s.keys_deleted > 0 => {
                    tracing::info!(
                        expired = s.expired,
                        idempotency_keys_deleted = s.keys_deleted,
                        "booking sweep"
                    )
                }
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "booking sweep failed"),
            }
            Next::Wait
        }
    })
}
