//! Owner analytics benchmark (`scripts/bench.sh analytics`, release build): stores a million
//! analytics events over the last 90 days (nine in ten for one listing), counts the past days
//! as `serve`'s sweep does, then times core `OwnerAnalyticsService::figures` for one listing and
//! for all of its owner's, over 7, 30 and 90 days (today's events read raw). Target (issue 14):
//! under 100 ms. Prints a Markdown table per backend.
//!
//! Settings: BENCH_DATABASE_URL (PostgreSQL server for the throwaway database; default
//! postgres://postgres@127.0.0.1:5432/test), BENCH_BACKENDS (default "sqlite,postgres"),
//! BENCH_EVENTS (default 1000000), BENCH_RUNS (timed calls per case, default 30).

use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::{Days, NaiveDate};
use escapes_core::analytics::owner::{OwnerAnalyticsQuery, OwnerAnalyticsService};
use escapes_core::auth::role::Role;
use escapes_core::bulk::{self, CatalogueSeed, LocationSeed, PropertySeed, UserSeed};
use escapes_core::catalogue::Catalogue;
use escapes_core::store::analytics::{self as db, NewEvent};
use escapes_core::store::support;
use escapes_core::testing::TestDatabase;
use escapes_core::time::{ist_instant, ManualClock, SharedClock};
use escapes_core::{CoreError, Store};

const LISTINGS: usize = 12;
const OWNER_PHONE: &str = "+919000001111";
const DAYS: u64 = 90;
const WRITE_CHUNK: usize = 20_000;
/// The daily spread's share for the first listing, in tenths.
const HOT_TENTHS: usize = 9;

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name)
        .ok()
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.to_string())
}

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2027, 3, 31).unwrap()
}

fn seed() -> CatalogueSeed {
    let users = vec![UserSeed {
        phone: OWNER_PHONE.into(),
        full_name: "Bench Owner".into(),
        email: Some("owner@bench.example".into()),
        role: Role::Owner,
        created_at: 0,
    }];
    let properties = (0..LISTINGS)
        .map(|i| PropertySeed {
            slug: format!("analytics-farm-{i}"),
            owner_phone: OWNER_PHONE.into(),
            location_slug: "moinabad".into(),
            title: format!("Analytics Farm {i}"),
            description: "A farmhouse for the analytics benchmark.".into(),
            property_type: "farmhouse".into(),
            address: "Moinabad".into(),
            latitude: 17.3,
            longitude: 78.2,
            distance_km: 20.0,
            half_day_price_paise: 500_000 + i as i64 * 10_000,
            full_day_price_paise: Some(900_000),
            cleaning_fee_paise: 0,
            bedrooms: 3,
            bathrooms: 2,
            max_guests: 20,
            day_slot_minute: 540,
            night_slot_minute: 1260,
            house_rules: String::new(),
            check_in_notes: String::new(),
            created_at: 0,
            amenity_slugs: vec![],
            images: vec![],
            reviews: vec![],
            blocks: vec![],
        })
        .collect();
    CatalogueSeed {
        users,
        locations: vec![LocationSeed {
            slug: "moinabad".into(),
            name: "Moinabad".into(),
            district: "Ranga Reddy".into(),
            description: "Orchards west of the city.".into(),
            latitude: 17.326,
            longitude: 78.27,
            distance_km: 22.0,
        }],
        amenities: vec![],
        properties,
    }
}

/// Event `n` of `total`: spread evenly over the 90 days up to now, mostly views.
fn event(n: usize, total: usize, ids: &[i64], now: i64) -> NewEvent {
    let span = DAYS as i64 * 86_400;
    let at = now - span + (n as i64 * span) / total as i64;
    let listing = if n % 10 < HOT_TENTHS {
        ids[0]
    } else {
        ids[1 + n % (ids.len() - 1)]
    };
    let name = match n % 20 {
        0 | 1 => "chat_link_clicked",
        2 => "phone_call_clicked",
        _ => "property_viewed",
    };
    NewEvent {
        name: name.into(),
        session_id: format!("bench-session-{}", n / 7),
        user_id: None,
        property_id: Some(listing),
        page: Some("/property/analytics-farm-0".into()),
        device: "mobile".into(),
        detail: "{\"source\":\"search\"}".into(),
        occurred_at: at,
        received_at: at,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i].as_secs_f64() * 1_000.0
}

async fn bench_backend(
    name: &str,
    store: Store,
    events: usize,
    runs: usize,
) -> Result<bool, CoreError> {
    bulk::add_catalogue(&store, &seed())?;
    let now = ist_instant(today(), 18 * 60);
    let clock: SharedClock = Arc::new(ManualClock::at(now));
    let catalogue = Catalogue::new(store.clone(), clock.clone());
    let mut ids = Vec::new();
    for i in 0..LISTINGS {
        ids.push(catalogue.property(&format!("analytics-farm-{i}")).await?.id);
    }
    let owner: escapes_core::auth::User = store
        .run(|c| support::users_by_phone(c, OWNER_PHONE))
        .await?
        .remove(0)
        .into();

    let started = Instant::now();
    let ids_for_writes = ids.clone();
    let now_s = now.timestamp();
    store
        .run(move |c| {
            let mut n = 0;
            while n < events {
                let end = (n + WRITE_CHUNK).min(events);
                let rows: Vec<NewEvent> = (n..end)
                    .map(|i| event(i, events, &ids_for_writes, now_s))
                    .collect();
                db::insert_events(c, &rows)?;
                n = end;
            }
            Ok(())
        })
        .await?;
    let written = started.elapsed();

    let started = Instant::now();
    store
        .run(move |c| {
            for back in 0..=DAYS {
                let day = today() - Days::new(back);
                let from = ist_instant(day, 0).timestamp();
                db::aggregate_day(c, &day.to_string(), from, from + 86_400)?;
            }
            Ok(())
        })
        .await?;
    let counted = started.elapsed();
    println!(
        "\n### {name}\n\n{events} events written in {:.1} s ({:.0}/s); {} days counted in {:.1} s.\n",
        written.as_secs_f64(),
        events as f64 / written.as_secs_f64(),
        DAYS + 1,
        counted.as_secs_f64()
    );

    let service = OwnerAnalyticsService::new(store.clone(), clock);
    println!("| case | p50 ms | p99 ms | max ms | views in the answer |");
    println!("|---|---:|---:|---:|---:|");
    let mut within = true;
    for days in [7u64, 30, 90] {
        for (label, listing) in [("one listing", Some(ids[0])), ("all 12 listings", None)] {
            let query = OwnerAnalyticsQuery {
                from: Some((today() - Days::new(days - 1)).to_string()),
                to: Some(today().to_string()),
                property_id: listing,
            };
            // One untimed call warms the page cache and the connection.
            let views = service.figures(&owner, &query).await?.totals.views;
            let mut times = Vec::with_capacity(runs);
            for _ in 0..runs {
                let t = Instant::now();
                service.figures(&owner, &query).await?;
                times.push(t.elapsed());
            }
            times.sort();
            let p99 = percentile(&times, 0.99);
            within &= p99 < 100.0;
            println!(
                "| {days} days, {label} | {:.2} | {:.2} | {:.2} | {views} |",
                percentile(&times, 0.5),
                p99,
                times.last().unwrap().as_secs_f64() * 1_000.0
            );
        }
    }
    Ok(within)
}

#[tokio::main(flavor = "multi_thread")]
async fn main() -> ExitCode {
    let backends = env_or("BENCH_BACKENDS", "sqlite,postgres");
    let admin_url = env_or(
        "BENCH_DATABASE_URL",
        "postgres://postgres@127.0.0.1:5432/test",
    );
    let events: usize = env_or("BENCH_EVENTS", "1000000")
        .parse()
        .expect("BENCH_EVENTS is a number");
    let runs: usize = env_or("BENCH_RUNS", "30")
        .parse()
        .expect("BENCH_RUNS is a number");
    println!("## Owner analytics over {events} stored events (core `OwnerAnalyticsService::figures`, release build)");
    let mut all_within = true;
    for backend in backends.split(',').map(str::trim) {
        let (name, db) = match backend {
            "sqlite" => ("SQLite (file, WAL)", TestDatabase::sqlite()),
            "postgres" => (
                "PostgreSQL (throwaway database)",
                TestDatabase::postgres_on(&admin_url),
            ),
            other => {
                eprintln!("unknown backend {other:?} in BENCH_BACKENDS (known: sqlite, postgres)");
                return ExitCode::FAILURE;
            }
        };
        let store = match Store::connect(db.url(), 4).and_then(|s| s.migrate().map(|_| s)) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{name}: {e}");
                return ExitCode::FAILURE;
            }
        };
        match bench_backend(name, store, events, runs).await {
            Ok(within) => all_within &= within,
            Err(e) => {
                eprintln!("{name}: the run stopped: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    if all_within {
        println!("\nEvery case's p99 is under 100 ms.");
        ExitCode::SUCCESS
    } else {
        println!("\n**A case's p99 is 100 ms or more.**");
        ExitCode::FAILURE
    }
}
