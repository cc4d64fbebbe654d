//! Paid-booking benchmark (`scripts/bench.sh confirmations`, release build): the money path of a
//! booking through core, on a throwaway SQLite file (WAL) and PostgreSQL database. Each booking
//! is made for UPI, ordered and paid at the simulated provider (`Payments::order`,
//! `Payments::simulated_finish`: the capture) and accepted by its owner (`Bookings::confirm`).
//! Since issue 30 the capture and the confirmation each post a ledger entry in their
//! transaction; built with the feature `bench-without-ledger` it gives the figure without
//! posting (`scripts/ab-confirmations.sh` runs both).
//!
//! Prints, per database, bookings per second for the whole path and for the two money steps
//! alone (pay + confirm), one at a time and with concurrency, then checks that every booking
//! ended confirmed and paid. Exits non-zero when one did not.
//!
//! Settings: BENCH_DATABASE_URL (PostgreSQL server; default
//! postgres://postgres@127.0.0.1:5432/test), BENCH_BACKENDS (default "sqlite,postgres"),
//! BENCH_CONCURRENCY (default 16), BENCH_DAYS (days of distinct slots per run, default 10:
//! 60 farmhouses × 2 slots × days bookings).

mod bench_farms;

use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bench_farms::{day, env_or, guest_phone, owner_phone};
use escapes_core::auth::User;
use escapes_core::bookings::{BookingRequest, Bookings};
use escapes_core::bulk::{self, CatalogueSeed};
use escapes_core::catalogue::{Catalogue, QuoteRequest};
use escapes_core::ids::BookingId;
use escapes_core::payments::{Payments, PaymentsConfig, Simulated};
use escapes_core::store::support;
use escapes_core::testing::TestDatabase;
use escapes_core::time::{ist_instant, to_ist_rfc3339, ManualClock, SharedClock};
use escapes_core::{CoreError, Store};

const PROPERTIES: usize = 60;
const OWNERS: usize = 6;
const GUESTS: usize = 200;

fn seed() -> CatalogueSeed {
    bench_farms::seed(OWNERS, GUESTS, PROPERTIES)
}

struct Bench {
    bookings: Bookings,
    payments: Payments,
    guests: Vec<User>,
    /// Owner of each bench farmhouse, by index.
    owners: Vec<User>,
    property_ids: Vec<i64>,
    half_day_total: i64,
}

#[derive(Default)]
struct Tally {
    confirmed: usize,
    errors: Vec<String>,
    whole: Vec<Duration>,
    money: Vec<Duration>,
}

async fn user(store: &Store, phone: String) -> Result<User, CoreError> {
    Ok(store
        .run(move |c| support::users_by_phone(c, &phone))
        .await?
        .remove(0)
        .into())
}

impl Bench {
    async fn open(store: Store) -> Result<Self, CoreError> {
        bulk::add_catalogue(&store, &seed())?;
        let clock: SharedClock = Arc::new(ManualClock::at(ist_instant(day(0), 480)));
        let catalogue = Catalogue::new(store.clone(), clock.clone());
        let mut property_ids = Vec::new();
        for i in 0..PROPERTIES {
            property_ids.push(catalogue.property(&format!("bench-farm-{i}")).await?.id);
        }
        let mut guests = Vec::new();
        for i in 0..GUESTS {
            guests.push(user(&store, guest_phone(i)).await?);
        }
        let mut owners = Vec::new();
        for i in 0..PROPERTIES {
            owners.push(user(&store, owner_phone(i % OWNERS)).await?);
        }
        let q = QuoteRequest {
            booking_type: Some("half_day".into()),
            start: Some(to_ist_rfc3339(ist_instant(day(300), 540))),
            days: None,
            guests: Some(6),
            coupon_code: None,
        };
        let half_day_total = catalogue.quote("bench-farm-0", &q).await?.total;
        let simulated = Simulated::new(b"bench-key-secret", b"bench-webhook-secret");
        Ok(Self {
            bookings: Bookings::new(store.clone(), clock.clone()),
            payments: Payments::new(store, clock, PaymentsConfig::Simulated(simulated))?,
            guests,
            owners,
            property_ids,
            half_day_total,
        })
    }

    /// One booking through its money path; the times of the whole path and of pay + confirm.
    async fn paid_booking(
        &self,
        i: usize,
        property: usize,
        start: chrono::DateTime<chrono::Utc>,
    ) -> Result<(Duration, Duration), String> {
        let guest = &self.guests[i % GUESTS];
        let request = BookingRequest {
            property_id: Some(self.property_ids[property]),
            booking_type: Some("half_day".into()),
            start: Some(to_ist_rfc3339(start)),
            days: None,
            guests: Some(6),
            coupon_code: None,
            payment_method: Some("upi".into()),
            expected_total: Some(self.half_day_total),
            gstin: None,
            business_name: None,
        };
        let whole = Instant::now();
        let key = format!("bench-confirm-{i}-{}", rand::random::<u64>());
        let created = self
            .bookings
            .create(guest, Some(&key), &request)
            .await
            .map_err(|e| format!("create: {e}"))?;
        let id = BookingId::new(created.booking.id);
        let order = self
            .payments
            .order(id, guest)
            .await
            .map_err(|e| format!("order: {e}"))?;
        let money = Instant::now();
        self.payments
            .simulated_finish(&order.order_id, true)
            .await
            .map_err(|e| format!("pay: {e}"))?;
        self.bookings
            .confirm(id, &self.owners[property])
            .await
            .map_err(|e| format!("confirm: {e}"))?;
        Ok((whole.elapsed(), money.elapsed()))
    }

    /// Books every (day, farmhouse, slot) of `days` with `concurrency` workers.
    async fn run(
        self: &Arc<Self>,
        days: std::ops::Range<u32>,
        concurrency: usize,
    ) -> (Duration, Tally) {
        let slots: Arc<Vec<(usize, chrono::DateTime<chrono::Utc>)>> = Arc::new(
            days.flat_map(|d| {
                (0..PROPERTIES)
                    .flat_map(move |p| [540, 1260].map(|minute| (p, ist_instant(day(d), minute))))
            })
            .collect(),
        );
        let next = Arc::new(AtomicUsize::new(0));
        let tally = Arc::new(Mutex::new(Tally::default()));
        let started = Instant::now();
        let workers: Vec<_> = (0..concurrency)
            .map(|_| {
                let (bench, slots, next, tally) =
                    (self.clone(), slots.clone(), next.clone(), tally.clone());
                tokio::spawn(async move {
                    loop {
                        let i = next.fetch_add(1, Ordering::SeqCst);
                        let Some(&(property, start)) = slots.get(i) else {
                            break;
                        };
                        let result = bench.paid_booking(i, property, start).await;
                        let mut t = tally.lock().unwrap();
                        match result {
                            Ok((whole, money)) => {
                                t.confirmed += 1;
                                t.whole.push(whole);
                                t.money.push(money);
                            }
                            Err(e) => t.errors.push(e),
                        }
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
}

fn p(sorted: &[Duration], pct: usize) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[(sorted.len() * pct / 100).min(sorted.len() - 1)].as_secs_f64() * 1000.0
}

async fn bench_backend(
    name: &str,
    store: Store,
    concurrency: usize,
    days: u32,
    violations: &mut Vec<String>,
) -> Result<(), CoreError> {
    let bench = Arc::new(Bench::open(store.clone()).await?);
    println!("\n### {name}\n");
    println!("| run | bookings | paid bookings/s | pay + confirm only, per s of their time | whole p50 / p99 ms | pay + confirm p50 / p99 ms | errors |");
    println!("|---|---:|---:|---:|---|---|---:|");
    let mut first_day = 1;
    for c in [1, concurrency] {
        let (elapsed, mut t) = bench.run(first_day..first_day + days, c).await;
        first_day += days;
        t.whole.sort();
        t.money.sort();
        let money_secs: f64 = t.money.iter().map(Duration::as_secs_f64).sum();
        println!(
            "| {c} at a time | {} | {:.0} | {:.0} | {:.2} / {:.2} | {:.2} / {:.2} | {} |",
            t.confirmed,
            t.confirmed as f64 / elapsed.as_secs_f64(),
            t.confirmed as f64 * c as f64 / money_secs.max(1e-9),
            p(&t.whole, 50),
            p(&t.whole, 99),
            p(&t.money, 50),
            p(&t.money, 99),
            t.errors.len()
        );
        let expected = days as usize * PROPERTIES * 2;
        if t.confirmed != expected {
            violations.push(format!(
                "{name}, {c} at a time: {} of {expected} bookings confirmed and paid; first error: {}",
                t.confirmed,
                t.errors.first().map(String::as_str).unwrap_or("none")
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
    let concurrency: usize = env_or("BENCH_CONCURRENCY", "16")
        .parse()
        .expect("BENCH_CONCURRENCY is a number");
    let days: u32 = env_or("BENCH_DAYS", "10")
        .parse()
        .expect("BENCH_DAYS is a number");
    println!(
        "## Paid bookings (core: create, order, simulated capture, owner confirm; release build)"
    );
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
        if let Err(e) = bench_backend(name, store, concurrency, days, &mut violations).await {
            violations.push(format!("{name}: the run stopped: {e}"));
        }
    }
    if violations.is_empty() {
        println!("\nEvery booking confirmed and paid.");
        ExitCode::SUCCESS
    } else {
        println!("\n**{} violation(s):**", violations.len());
        for v in &violations {
            println!("- {v}");
        }
        ExitCode::FAILURE
    }
}
