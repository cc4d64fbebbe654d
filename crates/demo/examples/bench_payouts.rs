//! Payout run benchmark (`scripts/bench.sh payouts`, release build): 10,000 owners, each with a
//! UPI id, and 100,000 stays' earnings on the ledger (ten per owner, available), then times core
//! `Payouts::run` (one payout per owner, each made with its ledger entry in its own transaction)
//! and the sender handing them all to the simulated provider. Target (issue 30): the run under
//! 60 s. Then `ledger check` must find the books right. Prints a Markdown table per backend.
//!
//! Settings: BENCH_DATABASE_URL (PostgreSQL server for the throwaway database; default
//! postgres://postgres@127.0.0.1:5432/test), BENCH_BACKENDS (default "sqlite,postgres"),
//! BENCH_OWNERS (default 10000), BENCH_STAYS_PER_OWNER (default 10).

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use escapes_core::auth::role::Role;
use escapes_core::bulk::{self, CatalogueSeed, UserSeed};
use escapes_core::ids::UserId;
use escapes_core::ledger::Ledger;
use escapes_core::payouts::simulated::SimulatedPayouts;
use escapes_core::payouts::{Payouts, PayoutsConfig};
use escapes_core::testing::{owners_with_earnings, TestDatabase};
use escapes_core::time::{from_epoch, ManualClock, SharedClock};

/// Friday 15 January 2027, 13:20 IST.
const NOW: i64 = 1_800_000_000;

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name)
        .ok()
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.to_string())
}

async fn bench(
    db: TestDatabase,
    name: &str,
    owners: usize,
    per_owner: usize,
) -> anyhow::Result<bool> {
    let store = db.store()?;
    let seed = CatalogueSeed {
        users: (0..owners)
            .map(|i| UserSeed {
                phone: format!("+9170{i:08}"),
                full_name: format!("Owner {i}"),
                email: None,
                role: Role::Owner,
                created_at: 0,
            })
            .collect(),
        locations: vec![],
        amenities: vec![],
        properties: vec![],
    };
    bulk::add_catalogue(&store, &seed)?;
    let ids: Vec<UserId> = store.run_blocking(escapes_core::testing::owner_ids)?;
    let credits: Vec<(UserId, i64)> = ids
        .iter()
        .flat_map(|id| (0..per_owner).map(move |s| (*id, 400_000 + (s as i64) * 1_357)))
        .collect();
    let started = Instant::now();
    owners_with_earnings(&store, &ids, &credits, NOW - 86_400)?;
    let seeded = started.elapsed();
    let clock: SharedClock = Arc::new(ManualClock::at(from_epoch(NOW)));
    let payouts = Payouts::from_config(
        store.clone(),
        clock.clone(),
        PayoutsConfig::Simulated(SimulatedPayouts::from_server_secret(b"bench")),
    )?;
    let started = Instant::now();
    let report = payouts.run().await?;
    let run = started.elapsed();
    let started = Instant::now();
    let mut sent = 0;
    loop {
        let n = payouts.send_due().await?;
        if n == 0 {
            break;
        }
        sent += n;
    }
    let send = started.elapsed();
    let again = payouts.run().await?;
    let check = Ledger::new(store.clone(), clock).check().await?;
    println!("### {name}\n");
    println!("| step | count | seconds |\n|---|---:|---:|");
    println!(
        "| seed: owners with a UPI id, stays' earnings | {} owners, {} stays | {:.1} |",
        ids.len(),
        credits.len(),
        seeded.as_secs_f64()
    );
    println!(
        "| **payout run** | {} payouts, ₹{} | **{:.1}** |",
        report.payouts_made,
        report.total_paise / 100,
        run.as_secs_f64()
    );
    println!(
        "| sender (simulated provider) | {sent} sent | {:.1} |",
        send.as_secs_f64()
    );
    println!(
        "| the run again the same day | {} payouts | |",
        again.payouts_made
    );
    println!(
        "| `ledger check` | {} entries, {} problems | |\n",
        check.entries,
        check.problems.len()
    );
    let ok = report.payouts_made == ids.len()
        && sent == ids.len()
        && again.payouts_made == 0
        && check.is_ok()
        && run.as_secs_f64() < 60.0;
    if !ok {
        eprintln!(
            "{name}: a payout missed, made twice, the books off, or the run over 60 s: {:?}",
            check.problems.first()
        );
    }
    Ok(ok)
}

fn main() -> ExitCode {
    let owners: usize = env_or("BENCH_OWNERS", "10000").parse().unwrap_or(10_000);
    let per_owner: usize = env_or("BENCH_STAYS_PER_OWNER", "10").parse().unwrap_or(10);
    let backends = env_or("BENCH_BACKENDS", "sqlite,postgres");
    let admin = env_or(
        "BENCH_DATABASE_URL",
        "postgres://postgres@127.0.0.1:5432/test",
    );
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    println!("## Payout run ({owners} owners, {per_owner} stays each; release build)\n");
    let mut ok = true;
    for backend in backends.split(',').map(str::trim) {
        let db = match backend {
            "sqlite" => TestDatabase::sqlite(),
            "postgres" => TestDatabase::postgres_on(&admin),
            other => {
                eprintln!("unknown backend {other:?}");
                return ExitCode::FAILURE;
            }
        };
        let name = if backend == "sqlite" {
            "SQLite (file, WAL)"
        } else {
            "PostgreSQL"
        };
        match rt.block_on(bench(db, name, owners, per_owner)) {
            Ok(true) => {}
            Ok(false) => ok = false,
            Err(e) => {
                eprintln!("{name}: {e:#}");
                ok = false;
            }
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
