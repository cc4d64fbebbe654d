//! Writes analytics rows off the request path: handlers queue rows and answer at once; one task
//! stores what is queued in a transaction per batch of up to [`ROWS_PER_WRITE`] rows. A full
//! queue drops rows (analytics never slows a guest's request); the sweep keeps daily counts and
//! deletes raw rows after [`super::KEEP_DAYS`] days.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use chrono::Days;
use tokio::sync::{mpsc, oneshot};

use crate::error::CoreError;
use crate::jobs::{self, Next};
use crate::store::analytics::{self as db, NewEvent, NewReport};
use crate::store::{write_transaction, Store};
use crate::time::{ist_instant, today_ist, SharedClock};

/// Rows waiting to be written, at most.
const QUEUE: usize = 20_000;
/// Rows per transaction, at most.
pub const ROWS_PER_WRITE: usize = 2_000;

enum Job {
    Events(Vec<NewEvent>),
    Reports(Vec<NewReport>),
    /// Answers once everything queued before it is stored.
    Flush(oneshot::Sender<()>),
}

pub struct Ingest {
    store: Store,
    clock: SharedClock,
    queue: OnceLock<mpsc::Sender<Job>>,
}

impl Ingest {
    pub fn new(store: Store, clock: SharedClock) -> Arc<Self> {
        Arc::new(Self {
            store,
            clock,
            queue: OnceLock::new(),
        })
    }

    pub fn now(&self) -> i64 {
        self.clock.now().timestamp()
    }

    /// The writer starts with the first rows, on the runtime that queues them.
    fn queue(&self) -> &mpsc::Sender<Job> {
        self.queue.get_or_init(|| {
            let (tx, rx) = mpsc::channel(QUEUE / 10);
            tokio::spawn(write_queued(self.store.clone(), rx));
            tx
        })
    }

    /// Queues events; false when the queue is full and they were dropped.
    pub fn events(&self, rows: Vec<NewEvent>) -> bool {
        rows.is_empty() || self.queue().try_send(Job::Events(rows)).is_ok()
    }

    /// Queues performance reports; false when the queue is full and they were dropped.
    pub fn reports(&self, rows: Vec<NewReport>) -> bool {
        rows.is_empty() || self.queue().try_send(Job::Reports(rows)).is_ok()
    }

    /// Waits until everything queued so far is stored (tests, and shutdown).
    pub async fn flush(&self) {
        let (tx, rx) = oneshot::channel();
        if self.queue().send(Job::Flush(tx)).await.is_ok() {
            let _ = rx.await;
        }
    }

    /// Counts yesterday's and today's events (Asia/Kolkata) into the daily rows and deletes raw
    /// rows older than the keeping time; (days counted, rows deleted).
    pub async fn sweep(&self) -> Result<(usize, usize), CoreError> {
        let now = self.clock.now();
        let today = today_ist(now);
        let days: Vec<_> = [today - Days::new(1), today]
            .into_iter()
            .map(|d| {
                let from = ist_instant(d, 0).timestamp();
                (d.to_string(), from, from + 86_400)
            })
            .collect();
        let before = now.timestamp() - super::KEEP_DAYS * 86_400;
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    for (day, from, to) in &days {
                        db::aggregate_day(c, day, *from, *to)?;
                    }
                    Ok((days.len(), db::prune(c, before)?))
                })
            })
            .await
    }

    /// One Asia/Kolkata day's counts: (event, listing or 0, events, distinct sessions).
    pub async fn daily(
        &self,
        day: chrono::NaiveDate,
    ) -> Result<Vec<(String, i64, i64, i64)>, CoreError> {
        let day = day.to_string();
        self.store.run(move |c| db::daily(c, &day)).await
    }

    /// Sweeps every `every`.
    pub fn sweep_job(self: &Arc<Self>, every: Duration) -> jobs::Job {
        let ingest = self.clone();
        jobs::Job::new("analytics sweep", every, move || {
            let ingest = ingest.clone();
            async move {
                match ingest.sweep().await {
                    Ok((_, 0)) => {}
                    Ok((_, n)) => tracing::info!(deleted = n, "old analytics rows deleted"),
                    Err(e) => tracing::warn!(error = %e, "analytics sweep"),
                }
                Next::Wait
            }
        })
    }
}

async fn write_queued(store: Store, mut rx: mpsc::Receiver<Job>) {
    while let Some(first) = rx.recv().await {
        let mut events = Vec::new();
        let mut reports = Vec::new();
        let mut flushes = Vec::new();
        let mut next = Some(first);
        // Whatever else is already waiting goes in the same transaction.
        while let Some(job) = next.take() {
            match job {
                Job::Events(mut rows) => events.append(&mut rows),
                Job::Reports(mut rows) => reports.append(&mut rows),
                Job::Flush(done) => flushes.push(done),
            }
            if events.len() + reports.len() < ROWS_PER_WRITE {
                next = rx.try_recv().ok();
            }
        }
        if !events.is_empty() || !reports.is_empty() {
            let (n_events, n_reports) = (events.len(), reports.len());
            let stored = store
                .run(move |c| {
                    write_transaction(c, |c| {
                        db::insert_events(c, &events)?;
                        db::insert_reports(c, &reports)
                    })
                })
                .await;
            if let Err(e) = stored {
                // Lost, as a full queue would lose them: analytics never holds up the site.
                tracing::warn!(error = %e, events = n_events, reports = n_reports, "analytics rows not stored");
            }
        }
        for done in flushes {
            let _ = done.send(());
        }
    }
}
