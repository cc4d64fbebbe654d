//! Background jobs: a pass a service runs on its own every so often (booking expiry, the outbox,
//! refunds, calendar imports, review reminders, sweeps), all run by one loop, so each keeps the
//! same rules. `background::server` lists the server's; `escapes serve` starts them ([`start`])
//! and stops them after the last request ([`Running::stop`]).

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use tokio::sync::watch;

/// What a pass says about the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// The next pass comes after the job's pause.
    Wait,
    /// More is waiting (a full batch was taken): the next pass comes at once.
    Now,
}

type Pass = Box<dyn Fn() -> Pin<Box<dyn Future<Output = Next> + Send>> + Send + Sync>;

/// A named pass and the pause between two of them.
pub struct Job {
    name: &'static str,
    every: Duration,
    pass: Pass,
}

impl Job {
    /// `pass` logs its own outcome; it answers whether the next pass should come at once.
    pub fn new<F, Fut>(name: &'static str, every: Duration, pass: F) -> Self
    where
        F: Fn() -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Next> + Send + 'static,
    {
        Self {
            name,
            every,
            pass: Box::new(move || Box::pin(pass())),
        }
    }
}

/// Jobs started together, until [`Running::stop`].
pub struct Running {
    stop: watch::Sender<bool>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

/// Starts every job of `jobs` on its own task.
pub fn start(jobs: Vec<Job>) -> Running {
    let (stop, stopped) = watch::channel(false);
    let tasks = jobs
        .into_iter()
        .map(|job| tokio::spawn(run(job, stopped.clone())))
        .collect();
    Running { stop, tasks }
}

impl Running {
    /// Lets each job finish the pass under way, then ends them all.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        for task in self.tasks {
            let _ = task.await;
        }
    }
}

/// The one loop: a pass at once, then one after every pause (or at once while a pass says more
/// is waiting), until `stop` turns true or its sender goes; a pass under way is finished first.
/// Each pass runs as its own task, so one that panics is logged and the next runs as usual.
pub async fn run(job: Job, mut stop: watch::Receiver<bool>) {
    tracing::info!(every_s = job.every.as_secs_f64(), "{} started", job.name);
    while !*stop.borrow() {
        let next = match tokio::spawn((job.pass)()).await {
            Ok(next) => next,
            Err(e) => {
                tracing::error!(error = %e, task = job.name, "background pass failed");
                Next::Wait
            }
        };
        if next == Next::Now {
            continue;
        }
        tokio::select! {
            _ = tokio::time::sleep(job.every) => {}
            changed = stop.changed() => if changed.is_err() { break },
        }
    }
    tracing::info!("{} stopped", job.name);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    #[tokio::test(start_paused = true)]
    async fn passes_go_on_after_a_panic_and_stop_when_told() {
        let passes = Arc::new(AtomicUsize::new(0));
        let counted = passes.clone();
        let job = Job::new("test", Duration::from_secs(60), move || {
            let counted = counted.clone();
            async move {
                if counted.fetch_add(1, Ordering::SeqCst) == 1 {
                    panic!("one bad pass");
                }
                Next::Wait
            }
        });
        let running = start(vec![job]);
        tokio::time::sleep(Duration::from_secs(150)).await;
        assert_eq!(
            passes.load(Ordering::SeqCst),
            3,
            "at 0 s, 60 s (panics) and 120 s"
        );
        tokio::time::timeout(Duration::from_secs(1), running.stop())
            .await
            .expect("ends once told, without waiting out its pause");
        tokio::time::sleep(Duration::from_secs(600)).await;
        assert_eq!(passes.load(Ordering::SeqCst), 3, "no pass after the stop");
    }

    #[tokio::test(start_paused = true)]
    async fn a_full_batch_is_followed_at_once() {
        let passes = Arc::new(AtomicUsize::new(0));
        let counted = passes.clone();
        let job = Job::new("test", Duration::from_secs(60), move || {
            let counted = counted.clone();
            async move {
                // Three full batches, then the pause.
                if counted.fetch_add(1, Ordering::SeqCst) < 3 {
                    Next::Now
                } else {
                    Next::Wait
                }
            }
        });
        let running = start(vec![job]);
        tokio::time::sleep(Duration::from_secs(30)).await;
        assert_eq!(passes.load(Ordering::SeqCst), 4);
        running.stop().await;
    }
}
