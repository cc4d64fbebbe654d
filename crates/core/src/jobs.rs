//! Background jobs: a pass a service runs on its own every so often (booking expiry, the outbox,
//! refunds, calendar imports, review reminders, sweeps), all run by one loop, so each keeps the
//! same rules. `background::server` lists the server's; `escapes serve` starts them ([`start`])
//! and stops them after the last request ([`Running::stop`]).
//!
//! Several servers may share one database. A job that works on shared rows then runs on one
//! server at a time, the one holding its lease ([`Leases`], the `job_leases` table): the holder
//! renews it every [`LEASE_RENEW_EVERY`], and a lease not renewed for [`LEASE_TTL`] is free, so a
//! killed server's jobs pass to another within a minute. Jobs on a server's own memory (caches,
//! its sockets, its rate limiters) run on every server ([`Job::on_every_instance`]).

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;

use crate::store::Store;
use crate::time::SharedClock;

/// How long a lease holds without being renewed.
pub const LEASE_TTL: Duration = Duration::from_secs(30);
/// How often a server renews the leases it holds and asks for the ones it does not.
pub const LEASE_RENEW_EVERY: Duration = Duration::from_secs(10);

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
    every_instance: bool,
}

impl Job {
    /// `pass` logs its own outcome; it answers whether the next pass should come at once. With
    /// leases, the job runs on one server at a time.
    pub fn new<F, Fut>(name: &'static str, every: Duration, pass: F) -> Self
    where
        F: Fn() -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Next> + Send + 'static,
    {
        Self {
            name,
            every,
            pass: Box::new(move || Box::pin(pass())),
            every_instance: false,
        }
    }

    /// Runs on every server, lease or not: the job works on the server's own memory.
    pub fn on_every_instance(mut self) -> Self {
        self.every_instance = true;
        self
    }
}

/// One server's hold on the jobs' leases in the shared database.
#[derive(Clone)]
pub struct Leases {
    store: Store,
    clock: SharedClock,
    holder: Arc<str>,
    ttl: Duration,
    renew_every: Duration,
}

impl Leases {
    /// This server's leases, under a holder name of its own (process id and a random part).
    pub fn new(store: Store, clock: SharedClock) -> Self {
        let holder = format!("{}-{:016x}", std::process::id(), rand::random::<u64>());
        Self {
            store,
            clock,
            holder: holder.into(),
            ttl: LEASE_TTL,
            renew_every: LEASE_RENEW_EVERY,
        }
    }

    /// Shorter or longer leases (tests).
    pub fn with_timing(mut self, ttl: Duration, renew_every: Duration) -> Self {
        self.ttl = ttl;
        self.renew_every = renew_every;
        self
    }

    pub fn holder(&self) -> &str {
        &self.holder
    }

    /// Takes or renews `name`'s lease; a database that cannot answer counts as not holding it,
    /// since no other server can be shown not to.
    async fn take(&self, name: &'static str) -> bool {
        let now = self.clock.now().timestamp();
        let until = now + self.ttl.as_secs().max(1) as i64;
        let holder = self.holder.clone();
        match self
            .store
            .run(move |c| crate::store::leases::take(c, name, &holder, now, until))
            .await
        {
            Ok(held) => held,
            Err(e) => {
                tracing::warn!(error = %e, task = name, "job lease could not be renewed");
                false
            }
        }
    }

    async fn release(&self, name: &'static str) {
        let holder = self.holder.clone();
        if let Err(e) = self
            .store
            .run(move |c| crate::store::leases::release(c, name, &holder))
            .await
        {
            tracing::warn!(error = %e, task = name, "job lease could not be given back");
        }
    }
}

/// Jobs started together, until [`Running::stop`].
pub struct Running {
    stop: watch::Sender<bool>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

/// Starts every job of `jobs` on its own task, each pass on this server.
pub fn start(jobs: Vec<Job>) -> Running {
    start_with(jobs, None)
}

/// Starts every job of `jobs` on its own task; with `leases`, a job on shared rows passes only
/// while this server holds its lease.
pub fn start_with(jobs: Vec<Job>, leases: Option<Leases>) -> Running {
    let (stop, stopped) = watch::channel(false);
    let tasks = jobs
        .into_iter()
        .map(|job| match &leases {
            Some(leases) if !job.every_instance => {
                tokio::spawn(run_leased(job, stopped.clone(), leases.clone()))
            }
            _ => tokio::spawn(run(job, stopped.clone())),
        })
        .collect();
    Running { stop, tasks }
}

impl Running {
    /// Lets each job finish the pass under way, then ends them all (giving their leases back).
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        for task in self.tasks {
            let _ = task.await;
        }
    }

    /// Ends every job at once, mid-pass, without giving a lease back: what a killed server
    /// leaves behind (tests).
    pub fn abort(self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

/// A task that ends with the future awaiting it: an aborted job takes its pass and its lease
/// keeper down with it, as a killed server would.
struct AbortOnDrop<T>(tokio::task::JoinHandle<T>);

impl<T> Drop for AbortOnDrop<T> {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// One pass of `job` on its own task, so one that panics is logged and the next runs as usual.
async fn pass(job: &Job) -> Next {
    let mut task = AbortOnDrop(tokio::spawn((job.pass)()));
    match (&mut task.0).await {
        Ok(next) => next,
        Err(e) => {
            tracing::error!(error = %e, task = job.name, "background pass failed");
            Next::Wait
        }
    }
}

/// The one loop: a pass at once, then one after every pause (or at once while a pass says more
/// is waiting), until `stop` turns true or its sender goes; a pass under way is finished first.
pub async fn run(job: Job, mut stop: watch::Receiver<bool>) {
    tracing::info!(every_s = job.every.as_secs_f64(), "{} started", job.name);
    while !*stop.borrow() {
        if pass(&job).await == Next::Now {
            continue;
        }
        tokio::select! {
            _ = tokio::time::sleep(job.every) => {}
            changed = stop.changed() => if changed.is_err() { break },
        }
    }
    tracing::info!("{} stopped", job.name);
}

/// The loop of [`run`] while this server holds `job`'s lease: a pass at once whenever the lease
/// is taken (its last holder may have died mid-pass), none while another server holds it. The
/// lease is renewed beside the passes, so a long pass keeps it, and given back after the last.
async fn run_leased(job: Job, mut stop: watch::Receiver<bool>, leases: Leases) {
    tracing::info!(
        every_s = job.every.as_secs_f64(),
        "{} started (leased)",
        job.name
    );
    let (held_tx, mut held) = watch::channel(false);
    let mut keeper = AbortOnDrop(tokio::spawn(keep(
        job.name,
        leases.clone(),
        held_tx,
        stop.clone(),
    )));
    'run: while !*stop.borrow() {
        while !*held.borrow_and_update() {
            tokio::select! {
                changed = held.changed() => if changed.is_err() { break 'run },
                changed = stop.changed() => if changed.is_err() || *stop.borrow() { break 'run },
            }
        }
        if pass(&job).await == Next::Now {
            continue;
        }
        tokio::select! {
            _ = tokio::time::sleep(job.every) => {}
            // Lost (or lost and taken again): the loop looks again.
            changed = held.changed() => if changed.is_err() { break },
            changed = stop.changed() => if changed.is_err() { break },
        }
    }
    let _ = (&mut keeper.0).await;
    leases.release(job.name).await;
    tracing::info!("{} stopped", job.name);
}

/// Takes or renews `name`'s lease every `renew_every` until `stop`, telling `held` when that
/// changes.
async fn keep(
    name: &'static str,
    leases: Leases,
    held: watch::Sender<bool>,
    mut stop: watch::Receiver<bool>,
) {
    while !*stop.borrow() {
        let now_held = leases.take(name).await;
        held.send_if_modified(|was| std::mem::replace(was, now_held) != now_held);
        tokio::select! {
            _ = tokio::time::sleep(leases.renew_every) => {}
            changed = stop.changed() => if changed.is_err() { break },
        }
    }
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

#[cfg(test)]
mod lease_tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Instant;

    use crate::testing::{run_async, TestDatabase};
    use crate::time::SystemClock;

    const TTL: Duration = Duration::from_secs(2);
    const RENEW: Duration = Duration::from_millis(200);

    /// Passes begun and finished by one server; each pass takes 300 ms.
    #[derive(Clone, Default)]
    struct Passes {
        begun: Arc<AtomicUsize>,
        finished: Arc<AtomicUsize>,
    }

    impl Passes {
        fn job(&self, name: &'static str) -> Job {
            let passes = self.clone();
            Job::new(name, Duration::from_millis(100), move || {
                let passes = passes.clone();
                async move {
                    passes.begun.fetch_add(1, Ordering::SeqCst);
                    tokio::time::sleep(Duration::from_millis(300)).await;
                    passes.finished.fetch_add(1, Ordering::SeqCst);
                    Next::Wait
                }
            })
        }
        fn begun(&self) -> usize {
            self.begun.load(Ordering::SeqCst)
        }
        fn mid_pass(&self) -> bool {
            self.begun() > self.finished.load(Ordering::SeqCst)
        }
    }

    async fn until(what: &str, within: Duration, done: impl Fn() -> bool) -> Duration {
        let from = Instant::now();
        while !done() {
            assert!(from.elapsed() < within, "{what} within {within:?}");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        from.elapsed()
    }

    async fn holder(store: &Store, name: &'static str) -> Option<String> {
        store
            .run(move |c| crate::store::leases::holder_of(c, name))
            .await
            .unwrap()
            .map(|(holder, _)| holder)
    }

    async fn one_server_runs_a_leased_job_and_a_killed_ones_passes_on(db: TestDatabase) {
        let clock: SharedClock = Arc::new(SystemClock);
        let server = |store: Store| Leases::new(store, clock.clone()).with_timing(TTL, RENEW);
        // Three servers: three pools over one database.
        let (a_leases, b_leases, c_leases) = (
            server(db.store().unwrap()),
            server(db.store().unwrap()),
            server(db.store().unwrap()),
        );
        let store = db.store().unwrap();
        let (a, b, c) = (Passes::default(), Passes::default(), Passes::default());
        let (a_own, b_own) = (Passes::default(), Passes::default());
        let a_jobs = start_with(
            vec![a.job("sweep"), a_own.job("cache").on_every_instance()],
            Some(a_leases.clone()),
        );
        until(
            "the first server's first pass",
            Duration::from_secs(5),
            || a.begun() > 0,
        )
        .await;
        let b_jobs = start_with(
            vec![b.job("sweep"), b_own.job("cache").on_every_instance()],
            Some(b_leases.clone()),
        );
        tokio::time::sleep(Duration::from_millis(1_500)).await;
        assert!(a.begun() >= 3, "the holder passes on: {}", a.begun());
        assert_eq!(
            b.begun(),
            0,
            "the other server waits while the lease is held"
        );
        assert!(
            a_own.begun() >= 3 && b_own.begun() >= 3,
            "each server runs its own job"
        );
        assert_eq!(
            holder(&store, "sweep").await.as_deref(),
            Some(a_leases.holder())
        );

        // Killed in the middle of a pass: no more passes, no renewal, the lease left standing.
        until("a pass under way", Duration::from_secs(5), || a.mid_pass()).await;
        a_jobs.abort();
        let a_begun = a.begun();
        let taken_over = until("the other server's first pass", TTL * 3, || b.begun() > 0).await;
        // Expiry is counted in whole seconds: up to a second past the TTL, then one renewal.
        assert!(
            taken_over <= TTL + Duration::from_secs(1) + RENEW * 2,
            "{taken_over:?}"
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(a.begun(), a_begun, "the killed server runs nothing more");
        assert_eq!(
            holder(&store, "sweep").await.as_deref(),
            Some(b_leases.holder())
        );

        // A server that stops gives its lease back: the next takes it at its next try.
        let c_jobs = start_with(vec![c.job("sweep")], Some(c_leases.clone()));
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(c.begun(), 0);
        b_jobs.stop().await;
        let handed_over = until("the third server's first pass", TTL * 3, || c.begun() > 0).await;
        assert!(
            handed_over < TTL,
            "given back, not expired: {handed_over:?}"
        );
        c_jobs.stop().await;
        assert_eq!(
            holder(&store, "sweep").await,
            None,
            "the last one gave it back too"
        );
    }

    #[test]
    fn one_server_runs_a_leased_job_and_a_killed_ones_passes_on_sqlite() {
        run_async(
            TestDatabase::sqlite(),
            one_server_runs_a_leased_job_and_a_killed_ones_passes_on,
        );
    }

    #[test]
    fn one_server_runs_a_leased_job_and_a_killed_ones_passes_on_postgres() {
        match TestDatabase::postgres() {
            Some(db) => run_async(db, one_server_runs_a_leased_job_and_a_killed_ones_passes_on),
            None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL job leases not run"),
        }
    }
}
