//! Booking benchmark (`scripts/bench.sh bookings`, release build): calls core `Bookings::create`
//! directly on a throwaway SQLite file (WAL) and PostgreSQL database and measures
//!
//! 1. bookings per second on distinct slots, one at a time and with concurrency;
//! 2. latency when many guests race for one slot;
//! 3. a stress run of randomised concurrent attempts (half and full days, a few hot farmhouses
//!    and dates, some cancelled at once),
//!
//! then reads the database back and checks the invariants (no overlapping holds, one hold per
//! holding booking, a price breakdown adding up to every total, every booking's notifications).
//! Prints a Markdown report; exits non-zero on any violation.
//!
//! Settings: BENCH_DATABASE_URL (PostgreSQL server to make the throwaway database on; default
//! postgres://postgres@127.0.0.1:5432/test), BENCH_BACKENDS (default "sqlite,postgres"),
//! BENCH_STRESS (attempts, default 10000), BENCH_CONCURRENCY (default 16).

mod bench_farms;

use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bench_farms::{day, env_or, guest_phone, today};
use chrono::{DateTime, Utc};
use escapes_core::auth::User;
use escapes_core::bookings::{BookingRequest, Bookings};
use escapes_core::bulk::{self, CatalogueSeed};
use escapes_core::catalogue::{Catalogue, QuoteRequest};
use escapes_core::ids::BookingId;
use escapes_core::store::support;
use escapes_core::testing::{audit, TestDatabase};
use escapes_core::time::{ist_instant, to_ist_rfc3339, ManualClock, SharedClock};
use escapes_core::{CoreError, Store};

const PROPERTIES: usize = 60;
/// Farmhouses that get most of the stress run's attempts.
const HOT: usize = 4;
const GUESTS: usize = 400;
const OWNERS: usize = 6;
/// Distinct-slot runs: days 1..=THROUGHPUT_DAYS after the bench's "today", both slots.
const THROUGHPUT_DAYS: u32 = 50;
/// Contention: rounds, each a fresh slot raced for by RACERS guests at once.
const ROUNDS: usize = 20;
const RACERS: usize = 100;
/// The stress run's window: this many days from day STRESS_FROM.
const STRESS_FROM: u32 = 120;
const STRESS_DAYS: u32 = 14;

fn seed() -> CatalogueSeed {
    bench_farms::seed(OWNERS, GUESTS, PROPERTIES)
}

/// One booking attempt.
#[derive(Clone)]
struct Attempt {
    property: i64,
    full_day: bool,
    start: DateTime<Utc>,
    days: i64,
    guest: usize,
    cancel: bool,
}

struct Bench {
    bookings: Arc<Bookings>,
    guests: Vec<User>,
    property_ids: Vec<i64>,
    /// Totals in rupees: [half day, 1, 2, 3 full days] (every bench farmhouse has the same prices).
    totals: [i64; 4],
}

#[derive(Default)]
struct Tally {
    created: usize,
    slot_taken: usize,
    cancelled: usize,
    errors: Vec<String>,
    latencies: Vec<Duration>,
}

impl Bench {
    async fn open(store: Store) -> Result<Self, CoreError> {
        bulk::add_catalogue(&store, &seed())?;
        let clock: SharedClock = Arc::new(ManualClock::at(ist_instant(today(), 480)));
        let catalogue = Catalogue::new(store.clone(), clock.clone());
        let mut property_ids = Vec::new();
        for i in 0..PROPERTIES {
            property_ids.push(catalogue.property(&format!("bench-farm-{i}")).await?.id);
        }
        let mut guests = Vec::new();
        for i in 0..GUESTS {
            let phone = guest_phone(i);
            guests.push(
                store
                    .run(move |c| support::users_by_phone(c, &phone))
                    .await?
                    .remove(0)
                    .into(),
            );
        }
        let mut totals = [0; 4];
        for (i, (kind, days)) in [
            ("half_day", None),
            ("full_day", Some(1)),
            ("full_day", Some(2)),
            ("full_day", Some(3)),
        ]
        .into_iter()
        .enumerate()
        {
            let q = QuoteRequest {
                booking_type: Some(kind.into()),
                start: Some(to_ist_rfc3339(ist_instant(day(300), 540))),
                days,
                guests: Some(6),
                coupon_code: None,
            };
            totals[i] = catalogue.quote("bench-farm-0", &q).await?.total;
        }
        Ok(Self {
            bookings: Arc::new(Bookings::new(store, clock)),
            guests,
            property_ids,
            totals,
        })
    }

    fn request(&self, a: &Attempt) -> BookingRequest {
        BookingRequest {
            property_id: Some(a.property),
            booking_type: Some(if a.full_day { "full_day" } else { "half_day" }.into()),
            start: Some(to_ist_rfc3339(a.start)),
            days: a.full_day.then_some(a.days),
            guests: Some(6),
            coupon_code: None,
            payment_method: Some("cash".into()),
            expected_total: Some(if a.full_day {
                self.totals[a.days as usize]
            } else {
                self.totals[0]
            }),
            gstin: None,
            business_name: None,
        }
    }

    /// Runs `attempts` with `concurrency` workers; the wall time and what happened.
    async fn run(
        self: &Arc<Self>,
        attempts: Vec<Attempt>,
        concurrency: usize,
    ) -> (Duration, Tally) {
        let attempts = Arc::new(attempts);
        let next = Arc::new(AtomicUsize::new(0));
        let tally = Arc::new(Mutex::new(Tally::default()));
        let started = Instant::now();
        let workers: Vec<_> = (0..concurrency)
            .map(|_| {
                let (bench, attempts, next, tally) =
                    (self.clone(), attempts.clone(), next.clone(), tally.clone());
                tokio::spawn(async move {
                    loop {
                        let i = next.fetch_add(1, Ordering::SeqCst);
                        let Some(a) = attempts.get(i) else { break };
                        bench.attempt(i, a, &tally).await;
                    }
                })
            })
            .collect();
        for w in workers {
            w.await.expect("worker");
        }
        let elapsed = started.elapsed();
        let tally = std::mem::take(&mut *tally.lock().unwrap());
        (elapsed, tally)
    }

    async fn attempt(&self, i: usize, a: &Attempt, tally: &Mutex<Tally>) {
        let guest = &self.guests[a.guest];
        let key = format!("bench-{i}-{}", rand::random::<u64>());
        let t = Instant::now();
        let result = self
            .bookings
            .create(guest, Some(&key), &self.request(a))
            .await;
        let took = t.elapsed();
        let (mut booked, mut slot_taken, mut cancelled, mut error) = (false, false, false, None);
        match result {
            Ok(created) => {
                booked = true;
                if a.cancel {
                    match self
                        .bookings
                        .cancel(BookingId::new(created.booking.id), guest, Some("benchmark"))
                        .await
                    {
                        Ok(_) => cancelled = true,
                        Err(e) => error = Some(format!("cancel: {e}")),
                    }
                }
            }
            Err(CoreError::Conflict {
                code: "SLOT_TAKEN", ..
            }) => slot_taken = true,
            Err(e) => error = Some(format!("create: {e}")),
        }
        let mut t = tally.lock().unwrap();
        t.latencies.push(took);
        t.created += booked as usize;
        t.slot_taken += slot_taken as usize;
        t.cancelled += cancelled as usize;
        if let Some(e) = error {
            t.errors.push(e);
        }
    }
}

fn percentile(sorted: &[Duration], p: usize) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)].as_secs_f64() * 1000.0
}

fn latency_cells(t: &mut Tally) -> String {
    t.latencies.sort();
    let l = &t.latencies;
    format!(
        "{:.2} | {:.2} | {:.2}",
        percentile(l, 50),
        percentile(l, 99),
        l.last().map(|d| d.as_secs_f64() * 1000.0).unwrap_or(0.0)
    )
}

/// A small deterministic generator, so every run makes the same stress mix.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

async fn bench_backend(
    name: &str,
    store: Store,
    concurrency: usize,
    stress: usize,
    violations: &mut Vec<String>,
) -> Result<(), CoreError> {
    let bench = Arc::new(Bench::open(store.clone()).await?);
    let slot = |d: u32, night: bool| ist_instant(day(d), if night { 1260 } else { 540 });
    let mut distinct: Vec<Attempt> = Vec::new();
    for d in 1..=THROUGHPUT_DAYS {
        for p in 0..PROPERTIES {
            for night in [false, true] {
                let guest = distinct.len() % GUESTS;
                distinct.push(Attempt {
                    property: bench.property_ids[p],
                    full_day: false,
                    start: slot(d, night),
                    days: 1,
                    guest,
                    cancel: false,
                });
            }
        }
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    // Shuffled so concurrent requests hit different farmhouses, as real traffic would.
    for i in (1..distinct.len()).rev() {
        distinct.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let serial: Vec<Attempt> = distinct.drain(..1_000).collect();

    println!("\n### {name}\n");
    println!("| run | attempts | concurrency | bookings/s | p50 ms | p99 ms | max ms | booked | slot taken | errors |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut expected_bookings = 0;
    let mut expected_cancelled = 0;
    for (label, attempts, c) in [
        ("distinct slots", serial, 1),
        ("distinct slots", distinct, concurrency),
    ] {
        let n = attempts.len();
        let (took, mut t) = bench.run(attempts, c).await;
        println!(
            "| {label} | {n} | {c} | {:.0} | {} | {} | {} | {} |",
            t.created as f64 / took.as_secs_f64(),
            latency_cells(&mut t),
            t.created,
            t.slot_taken,
            t.errors.len()
        );
        if t.created != n {
            violations.push(format!(
                "{name}: {label} c={c}: {} of {n} distinct-slot bookings failed: {:?}",
                n - t.created,
                t.errors.first()
            ));
        }
        expected_bookings += t.created;
    }

    // Contention: every round, RACERS guests at once for one fresh slot.
    let mut race = Tally::default();
    let started = Instant::now();
    for round in 0..ROUNDS {
        let attempts: Vec<Attempt> = (0..RACERS)
            .map(|g| Attempt {
                property: bench.property_ids[round % HOT],
                full_day: false,
                start: slot(THROUGHPUT_DAYS + 10 + round as u32, false),
                days: 1,
                guest: g,
                cancel: false,
            })
            .collect();
        let (_, t) = bench.run(attempts, RACERS).await;
        if t.created != 1 || t.slot_taken != RACERS - 1 || !t.errors.is_empty() {
            violations.push(format!(
                "{name}: round {round} of {RACERS} racers: {} booked, {} SLOT_TAKEN, errors {:?}",
                t.created,
                t.slot_taken,
                t.errors.first()
            ));
        }
        race.created += t.created;
        race.slot_taken += t.slot_taken;
        race.errors.extend(t.errors);
        race.latencies.extend(t.latencies);
    }
    let took = started.elapsed();
    expected_bookings += race.created;
    println!(
        "| one slot, {RACERS} racers × {ROUNDS} rounds | {} | {RACERS} | {:.0} attempts/s | {} | {} | {} | {} |",
        ROUNDS * RACERS,
        (ROUNDS * RACERS) as f64 / took.as_secs_f64(),
        latency_cells(&mut race),
        race.created,
        race.slot_taken,
        race.errors.len()
    );

    // Stress: most attempts at the hot farmhouses, half and full days of one to three days
    // from either slot, one booking in ten cancelled straight after.
    let attempts: Vec<Attempt> = (0..stress)
        .map(|_| {
            let p = if rng.below(10) < 8 {
                rng.below(HOT as u64) as usize
            } else {
                HOT + rng.below((PROPERTIES - HOT) as u64) as usize
            };
            let full_day = rng.below(2) == 0;
            Attempt {
                property: bench.property_ids[p],
                full_day,
                start: slot(
                    STRESS_FROM + rng.below(STRESS_DAYS as u64) as u32,
                    rng.below(2) == 0,
                ),
                days: if full_day { 1 + rng.below(3) as i64 } else { 1 },
                guest: rng.below(GUESTS as u64) as usize,
                cancel: rng.below(10) == 0,
            }
        })
        .collect();
    let stress_concurrency = concurrency * 2;
    let (took, mut t) = bench.run(attempts, stress_concurrency).await;
    println!(
        "| stress: random half/full days, {HOT} hot farmhouses, {STRESS_DAYS} days | {stress} | {stress_concurrency} | {:.0} attempts/s | {} | {} | {} | {} |",
        stress as f64 / took.as_secs_f64(),
        latency_cells(&mut t),
        t.created,
        t.slot_taken,
        t.errors.len()
    );
    if !t.errors.is_empty() {
        violations.push(format!(
            "{name}: stress: {} attempts failed other than SLOT_TAKEN, e.g. {}",
            t.errors.len(),
            t.errors[0]
        ));
    }
    expected_bookings += t.created;
    expected_cancelled += t.cancelled;

    // The invariants, read back from the database.
    let (checks, counts) = store
        .run(|c| Ok((audit::run(c)?, audit::counts(c)?)))
        .await?;
    println!(
        "\nInvariant check after the runs ({} bookings, {} cancelled, {} notification rows):\n",
        counts.bookings, counts.cancelled, counts.notifications
    );
    for (what, n) in &checks {
        println!(
            "- {} — {}",
            if *n == 0 { "ok" } else { "VIOLATED" },
            if *n == 0 {
                format!("no case of: {what}")
            } else {
                format!("{n} cases of: {what}")
            }
        );
        if *n != 0 {
            violations.push(format!("{name}: {n} cases of: {what}"));
        }
    }
    // Every account of the bench has a phone and an e-mail and the default preferences: four
    // rows (guest and owner, SMS and e-mail) per booking, four more per cancellation.
    let wanted = [
        ("bookings", counts.bookings, expected_bookings as i64),
        (
            "cancelled bookings",
            counts.cancelled,
            expected_cancelled as i64,
        ),
        (
            "'created' notifications",
            counts.created_notifications,
            4 * expected_bookings as i64,
        ),
        (
            "'cancelled' notifications",
            counts.cancelled_notifications,
            4 * expected_cancelled as i64,
        ),
    ];
    for (what, found, expected) in wanted {
        let ok = found == expected;
        println!(
            "- {} — {what}: {found} stored, {expected} expected from the calls that succeeded",
            if ok { "ok" } else { "VIOLATED" }
        );
        if !ok {
            violations.push(format!(
                "{name}: {what}: {found} stored, {expected} expected"
            ));
        }
    }
    Ok(())
}

#[tokio::main(flavor = "multi_thread")]
async fn main() -> ExitCode {
    let backends = env_or("BENCH_BACKENDS", "sqlite,postgres");
    let admin_url = env_or(
        "BENCH_DATABASE_URL",
        "postgres://postgres@127.0.0.1:5432/test",
    );
    let stress: usize = env_or("BENCH_STRESS", "10000")
        .parse()
        .expect("BENCH_STRESS is a number");
    let concurrency: usize = env_or("BENCH_CONCURRENCY", "16")
        .parse()
        .expect("BENCH_CONCURRENCY is a number");
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    println!("## Bookings (core `Bookings::create`, release build, {cores} cores)");
    let mut violations = Vec::new();
    for backend in backends.split(',').map(str::trim) {
        let (name, db) = match backend {
            "sqlite" => (
                "SQLite (file, WAL, synchronous=NORMAL)",
                TestDatabase::sqlite(),
            ),
            "postgres" => (
                "PostgreSQL (throwaway database)",
                TestDatabase::postgres_on(&admin_url),
            ),
            other => {
                eprintln!("unknown backend {other:?} in BENCH_BACKENDS (known: sqlite, postgres)");
                return ExitCode::FAILURE;
            }
        };
        let store = match Store::connect(db.url(), concurrency as u32)
            .and_then(|s| s.migrate().map(|_| s))
        {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{name}: {e}");
                return ExitCode::FAILURE;
            }
        };
        if let Err(e) = bench_backend(name, store, concurrency, stress, &mut violations).await {
            violations.push(format!("{name}: the run stopped: {e}"));
        }
    }
    if violations.is_empty() {
        println!("\nNo violations.");
        ExitCode::SUCCESS
    } else {
        println!("\n**{} violation(s):**", violations.len());
        for v in &violations {
            println!("- {v}");
        }
        ExitCode::FAILURE
    }
}
