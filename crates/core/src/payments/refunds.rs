//! Refunds through the payment provider, tracked to completion. A refund is opened (pending) in
//! the same transaction that ends a paid booking (a cancellation, an owner's rejection, an
//! expiry) or records a payment that came after its booking ended; the refund worker then sends
//! it to the provider and marks it processed, or due again after a backoff, or failed once its
//! attempts are used up. Staff may send a failed one again. Cash and unpaid bookings never get a
//! refund row: no money of theirs is with the provider.
//!
//! The booking itself keeps `paymentStatus = refunded` from the moment a refund is owed (the
//! published set of payment states does not change); the refund's own state (pending, processed,
//! failed) is shown beside it.

use std::sync::Arc;
use std::time::Duration;

use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;

use super::provider::{PaymentProvider, ProviderRefundStatus, RefundRequest};
use super::status::{OrderStatus, RefundStatus};
use crate::audit::{self, Record, Staff, Target};
use crate::error::CoreError;
use crate::ids::{BookingId, PaymentId, RefundId};
use crate::jobs::{Job, Next};
use crate::kinds::booking::PaymentStatus;
use crate::ledger;
use crate::notifications::{self, BookingEvent};
use crate::page::{ListRequest, Page};
use crate::store::bookings::{self as sb, BookingRow};
use crate::store::models::PaymentRow;
use crate::store::refunds::{self as db, NewRefund, RefundRow};
use crate::store::{write_transaction, DbConnection, Store};
use crate::time::{from_epoch, to_ist_rfc3339, SharedClock};

/// Attempts before a refund is given up as `failed` (and left to staff to send again).
pub const MAX_ATTEMPTS: i32 = 6;

/// Wait after the n-th failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h; after the sixth attempt
/// (about nine hours on) a person has to look at it.
const RETRY_DELAYS: [i64; (MAX_ATTEMPTS - 1) as usize] = [60, 300, 1_800, 7_200, 6 * 3_600];

/// How long a claimed refund stays with its worker. A call is cut off well before this (see
/// `SEND_TIMEOUT`), so a refund is only sent again when its worker stopped mid-call, and then
/// with the same receipt, which the provider answers with the refund it already made.
pub const LEASE_SECONDS: i64 = 300;
const SEND_TIMEOUT: Duration = Duration::from_secs(120);

/// Refunds one pass of the background task takes.
const BATCH: i64 = 16;

/// Who the audit trail names for the worker's and the late-payment changes.
const WORKER: &str = "refunds";

/// Seconds to wait after failed attempt number `attempts`, or `None` when that was the last.
pub fn retry_delay(attempts: i32) -> Option<i64> {
    usize::try_from(attempts - 1)
        .ok()
        .and_then(|i| RETRY_DELAYS.get(i).copied())
}

/// A payment captured for a booking that had already ended (cancelled, rejected or expired):
/// inside the caller's transaction that recorded it paid, its whole amount goes back at once,
/// the booking reads refunded, the guest is told, and the system's audit row says why.
pub(crate) fn refund_late_payment_in(
    c: &mut DbConnection,
    b: &BookingRow,
    payment: &PaymentRow,
    at: i64,
) -> Result<Option<RefundRow>, CoreError> {
    let claimed = db::claimed_by_payment(c, &[payment.id], None)?
        .first()
        .map_or(0, |(_, s)| *s);
    let amount = payment.amount_paise - claimed;
    if amount <= 0 || b.status.holds_slot() {
        return Ok(None);
    }
    let reason = format!(
        "Payment {} arrived after the booking was {}",
        payment
            .provider_payment_id
            .as_deref()
            .unwrap_or(&payment.provider_order_id),
        b.status
    );
    let refund = db::insert(
        c,
        &NewRefund {
            booking_id: b.id,
            payment_id: Some(payment.id),
            amount_paise: amount,
            status: RefundStatus::Pending,
            provider: payment.provider.clone(),
            reason: reason.clone(),
            attempts: 0,
            next_attempt_at: at,
            created_at: at,
            updated_at: at,
        },
    )?;
    db::set_booking_refunded(c, b.id, amount, at)?;
    notifications::enqueue_booking(c, b.id, BookingEvent::LatePaymentRefund, at)?;
    audit::record(
        c,
        &Staff::system(WORKER),
        Record {
            action: "payment.late_refund",
            target: Target::booking(&b.code, b.id, b.guest_id),
            reason: &reason,
            before: Some(json!({
                "status": b.status.as_str(), "paymentStatus": b.payment_status.as_str(),
            })),
            after: Some(json!({
                "paymentStatus": PaymentStatus::Refunded.as_str(), "refundId": refund.id,
                "amountPaise": amount, "refundStatus": refund.status.as_str(),
            })),
        },
        at,
    )?;
    Ok(Some(refund))
}

/// A second payment of a booking's balance (two checkouts both paid): inside the caller's
/// transaction that recorded it paid, its whole amount goes back at once and the booking stays
/// as it is, paid by the first; the system's audit row says why.
pub(crate) fn refund_duplicate_in(
    c: &mut DbConnection,
    b: &BookingRow,
    payment: &PaymentRow,
    at: i64,
) -> Result<Option<RefundRow>, CoreError> {
    let claimed = db::claimed_by_payment(c, &[payment.id], None)?
        .first()
        .map_or(0, |(_, s)| *s);
    let amount = payment.amount_paise - claimed;
    if amount <= 0 {
        return Ok(None);
    }
    let reason = format!(
        "Payment {} paid a balance already paid",
        payment
            .provider_payment_id
            .as_deref()
            .unwrap_or(&payment.provider_order_id),
    );
    let refund = db::insert(
        c,
        &NewRefund {
            booking_id: b.id,
            payment_id: Some(payment.id),
            amount_paise: amount,
            status: RefundStatus::Pending,
            provider: payment.provider.clone(),
            reason: reason.clone(),
            attempts: 0,
            next_attempt_at: at,
            created_at: at,
            updated_at: at,
        },
    )?;
    audit::record(
        c,
        &Staff::system(WORKER),
        Record {
            action: "payment.duplicate_refund",
            target: Target::booking(&b.code, b.id, b.guest_id),
            reason: &reason,
            before: None,
            after: Some(json!({
                "refundId": refund.id, "amountPaise": amount,
                "refundStatus": refund.status.as_str(),
            })),
        },
        at,
    )?;
    Ok(Some(refund))
}

/// What one pass of the worker did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Processed {
    pub claimed: usize,
    pub processed: usize,
    /// Failed this time, due again later.
    pub retrying: usize,
    /// Failed for the last time.
    pub failed: usize,
}

/// A claimed refund with what the provider needs to know of it.
struct Claimed {
    refund: RefundRow,
    booking_code: String,
    guest_id: crate::ids::UserId,
    provider_payment_id: Option<String>,
}

/// The refund worker and staff's actions on refunds.
#[derive(Clone)]
pub struct Refunds {
    store: Store,
    provider: Arc<dyn PaymentProvider>,
}

impl Refunds {
    pub fn new(store: Store, provider: Arc<dyn PaymentProvider>) -> Self {
        Self { store, provider }
    }

    /// Sends up to `limit` refunds due at `now` (epoch seconds) to the provider.
    pub async fn process_due(&self, now: i64, limit: i64) -> Result<Processed, CoreError> {
        let claimed = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let rows = db::claim_due(c, now, now + LEASE_SECONDS, limit)?;
                    let mut claimed = Vec::with_capacity(rows.len());
                    for refund in rows {
                        let b = sb::booking(c, refund.booking_id)?
                            .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                        let payment = match refund.payment_id {
                            Some(id) => crate::store::payments::by_id(c, id)?,
                            None => None,
                        };
                        claimed.push(Claimed {
                            booking_code: b.code,
                            guest_id: b.guest_id,
                            provider_payment_id: payment
                                .filter(|p| p.status == OrderStatus::Paid)
                                .and_then(|p| p.provider_payment_id),
                            refund,
                        });
                    }
                    Ok(claimed)
                })
            })
            .await?;
        let mut processed = Processed {
            claimed: claimed.len(),
            ..Processed::default()
        };
        let mut outcomes = Vec::with_capacity(claimed.len());
        // One at a time: refunds are few, and a provider in trouble is not hammered.
        for row in claimed {
            let outcome = self.send(&row).await;
            match &outcome {
                Ok(_) => processed.processed += 1,
                Err(error) => match retry_delay(row.refund.attempts) {
                    Some(delay) => {
                        processed.retrying += 1;
                        tracing::warn!(refund = %row.refund.id, booking = %row.booking_code, attempt = row.refund.attempts, retry_in_s = delay, %error, "refund not made; will retry");
                    }
                    None => {
                        processed.failed += 1;
                        tracing::error!(refund = %row.refund.id, booking = %row.booking_code, attempt = row.refund.attempts, %error, "refund not made; giving up until staff retry it");
                    }
                },
            }
            outcomes.push((row, outcome));
        }
        let changed: Vec<BookingId> = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let mut changed = Vec::new();
                    for (row, outcome) in &outcomes {
                        if record_outcome(c, row, outcome, now)? {
                            changed.push(row.refund.booking_id);
                        }
                    }
                    Ok(changed)
                })
            })
            .await?;
        for id in changed {
            self.store.events().booking_changed(id);
        }
        Ok(processed)
    }

    /// One call to the provider for a claimed refund; the provider's refund id, or why not.
    async fn send(&self, row: &Claimed) -> Result<String, String> {
        let r = &row.refund;
        if r.provider != self.provider.name() {
            return Err(format!(
                "the payment was taken through {} but this server uses {}",
                r.provider,
                self.provider.name()
            ));
        }
        let Some(payment_id) = row.provider_payment_id.clone() else {
            return Err("no captured payment to refund".into());
        };
        let request = RefundRequest {
            payment_id,
            amount_paise: r.amount_paise,
            // The booking code (random) and the row id: the same on every attempt of this
            // refund, never the same for two refunds, even across databases.
            receipt: format!("{}-R{}", row.booking_code, r.id),
        };
        match tokio::time::timeout(SEND_TIMEOUT, self.provider.refund(&request)).await {
            Ok(Ok(made)) => {
                if made.status == ProviderRefundStatus::Pending {
                    // Accepted and with the bank: the provider completes it on its own.
                    tracing::info!(refund = %r.id, provider_refund = %made.id, "refund accepted by the provider, pending at the bank");
                }
                Ok(made.id)
            }
            Ok(Err(e)) => Err(e.to_string()),
            Err(_) => Err(format!(
                "no answer from the provider within {} s",
                SEND_TIMEOUT.as_secs()
            )),
        }
    }

    /// Processes due refunds every `every`; a full batch is followed at once by the next.
    pub fn job(self, clock: SharedClock, every: Duration) -> Job {
        Job::new("refund worker", every, move || {
            let (refunds, clock) = (self.clone(), clock.clone());
            async move {
                match refunds.process_due(clock.now().timestamp(), BATCH).await {
                    Ok(p) if p.claimed as i64 == BATCH => Next::Now,
                    Ok(_) => Next::Wait,
                    Err(e) => {
                        tracing::warn!(error = %e, "refund worker: pass failed; trying again shortly");
                        Next::Wait
                    }
                }
            }
        })
    }

    /// Staff send a failed refund again: pending now, with a fresh set of attempts. 409
    /// `REFUND_NOT_FAILED` for any other state.
    pub async fn retry(
        &self,
        staff: &Staff,
        id: RefundId,
        now: i64,
    ) -> Result<RefundListRow, CoreError> {
        let staff = staff.clone();
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let r = db::by_id(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Refund))?;
                    if r.status != RefundStatus::Failed || !db::reopen_failed(c, id, now)? {
                        return Err(CoreError::Conflict {
                            code: "REFUND_NOT_FAILED",
                            // The console's refunds (staff read English).
                            message: crate::Said::staff_only(format!(
                                "This refund is {}; only a failed refund can be sent again.",
                                r.status
                            )),
                        });
                    }
                    let b = sb::booking(c, r.booking_id)?
                        .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                    let actor = format!("{}:{}", staff.role, staff.name);
                    ledger::events::refund_reopened(c, &r, &actor, now)?;
                    audit::record(
                        c,
                        &staff,
                        Record {
                            action: "refund.retry",
                            target: Target::booking(&b.code, b.id, b.guest_id),
                            reason: r.last_error.as_deref().unwrap_or(""),
                            before: Some(json!({
                                "refundId": r.id, "status": r.status.as_str(), "attempts": r.attempts,
                            })),
                            after: Some(json!({
                                "refundId": r.id, "status": RefundStatus::Pending.as_str(), "attempts": 0,
                            })),
                        },
                        now,
                    )?;
                    let r = db::by_id(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Refund))?;
                    Ok(RefundListRow::of(r, b.code))
                })
            })
            .await
    }
}

/// Stores one attempt's outcome, and its audit row when it was the last word (processed or
/// failed); `false` when the claim was no longer this worker's.
fn record_outcome(
    c: &mut DbConnection,
    row: &Claimed,
    outcome: &Result<String, String>,
    now: i64,
) -> Result<bool, CoreError> {
    let r = &row.refund;
    let target = Target {
        kind: "booking",
        id: row.booking_code.clone(),
        user_id: Some(row.guest_id),
        booking_id: Some(r.booking_id),
    };
    let before =
        json!({"refundId": r.id, "status": RefundStatus::Pending.as_str(), "attempts": r.attempts});
    match outcome {
        Ok(provider_refund_id) => {
            if !db::mark_processed(c, r.id, r.attempts, provider_refund_id, now)? {
                return Ok(false);
            }
            ledger::events::refund_processed(c, r, now)?;
            audit::record(
                c,
                &Staff::system(WORKER),
                Record {
                    action: "refund.processed",
                    target,
                    reason: &r.reason,
                    before: Some(before),
                    after: Some(json!({
                        "refundId": r.id, "status": RefundStatus::Processed.as_str(),
                        "providerRefundId": provider_refund_id, "amountPaise": r.amount_paise,
                    })),
                },
                now,
            )?;
            Ok(true)
        }
        Err(error) => {
            let error: String = error.chars().take(500).collect();
            let retry_at = retry_delay(r.attempts).map(|d| now + d);
            if !db::mark_attempt_failed(c, r.id, r.attempts, &error, retry_at, now)? {
                return Ok(false);
            }
            if retry_at.is_some() {
                return Ok(false);
            }
            ledger::events::refund_failed(c, r, now)?;
            audit::record(
                c,
                &Staff::system(WORKER),
                Record {
                    action: "refund.failed",
                    target,
                    reason: &error,
                    before: Some(before),
                    after: Some(json!({
                        "refundId": r.id, "status": RefundStatus::Failed.as_str(),
                        "amountPaise": r.amount_paise,
                    })),
                },
                now,
            )?;
            Ok(true)
        }
    }
}

fn ist(epoch: i64) -> String {
    to_ist_rfc3339(from_epoch(epoch))
}

/// A refund as the console, the CLI and a booking's record show it (money in paise).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundListRow {
    pub id: i64,
    pub booking_id: i64,
    pub booking_code: String,
    pub payment_id: Option<i64>,
    pub amount_paise: i64,
    /// pending, processed or failed.
    pub status: String,
    pub provider: String,
    pub provider_refund_id: Option<String>,
    pub attempts: i32,
    pub last_error: Option<String>,
    pub reason: String,
    /// When a pending refund is tried next (RFC 3339, Asia/Kolkata).
    pub next_attempt_at: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

impl RefundListRow {
    pub(crate) fn of(r: RefundRow, booking_code: String) -> Self {
        Self {
            id: r.id.get(),
            booking_id: r.booking_id.get(),
            booking_code,
            payment_id: r.payment_id.map(PaymentId::get),
            amount_paise: r.amount_paise,
            status: r.status.as_str().into(),
            provider: r.provider,
            provider_refund_id: r.provider_refund_id,
            attempts: r.attempts,
            last_error: r.last_error,
            reason: r.reason,
            next_attempt_at: (r.status == RefundStatus::Pending).then(|| ist(r.next_attempt_at)),
            created_at: ist(r.created_at),
            updated_at: ist(r.updated_at),
        }
    }
}

/// A payment as the console lists it (money in paise).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentListRow {
    pub id: i64,
    pub booking_id: i64,
    pub booking_code: String,
    pub provider: String,
    pub provider_order_id: String,
    pub provider_payment_id: Option<String>,
    pub amount_paise: i64,
    /// created, paid or failed.
    pub status: String,
    /// What processed refunds have sent back of it.
    pub refunded_paise: i64,
    pub created_at: String,
    pub updated_at: String,
}

/// What the refund lists may be narrowed by.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RefundFilter {
    pub status: Option<RefundStatus>,
    pub booking_id: Option<BookingId>,
}

/// What the payment list may be narrowed by.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PaymentFilter {
    pub status: Option<OrderStatus>,
    pub booking_id: Option<BookingId>,
}

pub const REFUND_SORTS: &[&str] = &["id", "amountPaise", "createdAt"];
pub const PAYMENT_SORTS: &[&str] = &["id", "amountPaise", "createdAt"];

/// A page of refunds, newest first unless asked otherwise.
pub async fn list(
    store: &Store,
    req: ListRequest,
    filter: RefundFilter,
) -> Result<Page<RefundListRow>, CoreError> {
    let req = req.checked(REFUND_SORTS)?;
    Ok(store
        .run(move |c| db::list(c, &req, filter.status, filter.booking_id))
        .await?
        .map(|(r, code)| RefundListRow::of(r, code)))
}

/// One refund.
pub async fn get(store: &Store, id: RefundId) -> Result<RefundListRow, CoreError> {
    store
        .run(move |c| {
            let r = db::by_id(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Refund))?;
            let b = sb::booking(c, r.booking_id)?
                .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
            Ok(RefundListRow::of(r, b.code))
        })
        .await
}

/// A booking's refunds, oldest first.
pub async fn for_booking(
    store: &Store,
    booking_id: BookingId,
) -> Result<Vec<RefundListRow>, CoreError> {
    store
        .run(move |c| {
            let Some(b) = sb::booking(c, booking_id)? else {
                return Err(CoreError::NotFound(crate::Missing::Booking));
            };
            Ok(db::for_booking(c, booking_id)?
                .into_iter()
                .map(|r| RefundListRow::of(r, b.code.clone()))
                .collect())
        })
        .await
}

/// A page of payments with what has been refunded of each, newest first unless asked otherwise.
pub async fn payments(
    store: &Store,
    req: ListRequest,
    filter: PaymentFilter,
) -> Result<Page<PaymentListRow>, CoreError> {
    let req = req.checked(PAYMENT_SORTS)?;
    store
        .run(move |c| {
            let page = db::list_payments(c, &req, filter.status, filter.booking_id)?;
            let ids: Vec<PaymentId> = page.items.iter().map(|(p, _)| p.id).collect();
            let refunded = db::claimed_by_payment(c, &ids, Some(RefundStatus::Processed))?;
            Ok(page.map(|(p, code)| PaymentListRow {
                refunded_paise: refunded
                    .iter()
                    .find(|(id, _)| *id == p.id)
                    .map_or(0, |(_, s)| *s),
                id: p.id.get(),
                booking_id: p.booking_id.get(),
                booking_code: code,
                provider: p.provider,
                provider_order_id: p.provider_order_id,
                provider_payment_id: p.provider_payment_id,
                amount_paise: p.amount_paise,
                status: p.status.as_str().into(),
                created_at: ist(p.created_at),
                updated_at: ist(p.updated_at),
            }))
        })
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_wait_longer_each_time_then_stop() {
        let waits: Vec<Option<i64>> = (1..=MAX_ATTEMPTS).map(retry_delay).collect();
        assert_eq!(
            waits,
            [
                Some(60),
                Some(300),
                Some(1_800),
                Some(7_200),
                Some(21_600),
                None
            ]
        );
        assert_eq!(retry_delay(0), None);
    }
}
