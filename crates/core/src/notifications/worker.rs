//! The outbox worker: claims due rows, sends them through the `Delivery` providers, and marks each
//! sent, due again after a backoff, or failed for good after `MAX_ATTEMPTS`. Several workers
//! (threads or servers) may run at once: a claim is a guarded UPDATE, so each row goes to one.

use std::time::Duration;

use tokio::sync::watch;
use tokio::task::JoinSet;

use crate::delivery::Delivery;
use crate::error::CoreError;
use crate::jobs::{self, Job, Next};
use crate::store::notifications::{self as db, NotificationRow};
use crate::store::write_transaction;
use crate::store::Store;
use crate::time::SharedClock;

/// Attempts before a notification is given up as `failed`.
pub const MAX_ATTEMPTS: i32 = 6;

/// Wait after the n-th failed attempt: 30 s, 2 min, 10 min, 1 h, 6 h (then it is failed, about
/// seven hours after the event: past that, news of a booking is stale).
const RETRY_DELAYS: [i64; (MAX_ATTEMPTS - 1) as usize] = [30, 120, 600, 3_600, 6 * 3_600];

/// How long a claimed row stays with its worker. A send is cut off well before this (see
/// `SEND_TIMEOUT`), so a row is only sent again when its worker stopped mid-send.
pub const LEASE_SECONDS: i64 = 300;
const SEND_TIMEOUT: Duration = Duration::from_secs(120);

/// Rows one pass of the background task takes.
const BATCH: i64 = 32;

/// Seconds to wait after failed attempt number `attempts`, or `None` when that was the last.
pub fn retry_delay(attempts: i32) -> Option<i64> {
    usize::try_from(attempts - 1)
        .ok()
        .and_then(|i| RETRY_DELAYS.get(i).copied())
}

/// What one pass did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Processed {
    pub claimed: usize,
    pub sent: usize,
    /// Failed this time, due again later.
    pub retrying: usize,
    /// Failed for the last time.
    pub failed: usize,
}

#[derive(Clone)]
pub struct Notifier {
    store: Store,
    delivery: Delivery,
}

impl Notifier {
    pub fn new(store: Store, delivery: Delivery) -> Self {
        Self { store, delivery }
    }

    /// Sends up to `limit` notifications due at `now` (epoch seconds).
    pub async fn process_due(&self, now: i64, limit: i64) -> Result<Processed, CoreError> {
        let rows = self
            .store
            .run(move |c| {
                write_transaction(c, |c| db::claim_due(c, now, now + LEASE_SECONDS, limit))
            })
            .await?;
        let mut processed = Processed {
            claimed: rows.len(),
            ..Processed::default()
        };
        if rows.is_empty() {
            return Ok(processed);
        }
        let mut sends = JoinSet::new();
        for row in rows {
            let delivery = self.delivery.clone();
            sends.spawn(async move {
                let outcome = match tokio::time::timeout(SEND_TIMEOUT, send(&delivery, &row)).await
                {
                    Ok(result) => result.map_err(|e| e.to_string()),
                    Err(_) => Err(format!(
                        "no answer from the provider within {} s",
                        SEND_TIMEOUT.as_secs()
                    )),
                };
                (row, outcome)
            });
        }
        let mut outcomes = Vec::new();
        while let Some(done) = sends.join_next().await {
            let (row, outcome) =
                done.map_err(|e| CoreError::Internal(anyhow::anyhow!("send task failed: {e}")))?;
            match &outcome {
                Ok(()) => processed.sent += 1,
                Err(error) => match retry_delay(row.attempts) {
                    Some(delay) => {
                        processed.retrying += 1;
                        tracing::warn!(id = row.id, booking = ?row.booking_id, alert = ?row.alert_id, channel = %row.channel, attempt = row.attempts, retry_in_s = delay, %error, "notification not sent; will retry");
                    }
                    None => {
                        processed.failed += 1;
                        tracing::error!(id = row.id, booking = ?row.booking_id, alert = ?row.alert_id, channel = %row.channel, attempt = row.attempts, %error, "notification not sent; giving up");
                    }
                },
            }
            outcomes.push((row.id, row.attempts, outcome));
        }
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    for (id, attempt, outcome) in &outcomes {
                        match outcome {
                            Ok(()) => db::mark_sent(c, *id, *attempt, now)?,
                            Err(error) => {
                                let retry_at = retry_delay(*attempt).map(|d| now + d);
                                db::mark_attempt_failed(c, *id, *attempt, error, retry_at)?
                            }
                        };
                    }
                    Ok(())
                })
            })
            .await?;
        Ok(processed)
    }

    /// Processes the outbox every `every`; a full batch is followed at once by the next.
    pub fn job(self, clock: SharedClock, every: Duration) -> Job {
        Job::new("notification worker", every, move || {
            let (notifier, clock) = (self.clone(), clock.clone());
            async move {
                match notifier.process_due(clock.now().timestamp(), BATCH).await {
                    Ok(p) if p.claimed as i64 == BATCH => Next::Now,
                    Ok(_) => Next::Wait,
                    Err(e) => {
                        tracing::warn!(error = %e, "notification worker: pass failed; trying again shortly");
                        Next::Wait
                    }
                }
            }
        })
    }

    /// Runs [`Notifier::job`] until `stop` turns true (or its sender goes), finishing the pass
    /// under way first.
    pub async fn run(self, clock: SharedClock, every: Duration, stop: watch::Receiver<bool>) {
        jobs::run(self.job(clock, every), stop).await
    }
}

async fn send(delivery: &Delivery, row: &NotificationRow) -> Result<(), CoreError> {
    match row.channel.as_str() {
        "sms" => delivery.sms.send_sms(&row.destination, &row.body).await,
        "email" => {
            delivery
                .email
                .send_email(
                    &row.destination,
                    row.subject.as_deref().unwrap_or(""),
                    &row.body,
                )
                .await
        }
        other => Err(CoreError::Delivery(format!("unknown channel {other}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_back_off_then_stop() {
        let delays: Vec<Option<i64>> = (1..=MAX_ATTEMPTS).map(retry_delay).collect();
        assert_eq!(
            delays,
            vec![
                Some(30),
                Some(120),
                Some(600),
                Some(3_600),
                Some(21_600),
                None
            ]
        );
        assert_eq!(retry_delay(0), None);
    }
}
