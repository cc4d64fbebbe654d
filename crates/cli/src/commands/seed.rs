use clap::Args;
use escapes_demo::{self as seed, SeedReport};

use crate::settings::Settings;

#[derive(Args)]
#[group(required = true, multiple = false)]
pub struct Opts {
    /// The demo marketplace: localities, farmhouses with images, owners, guests, reviews, bookings,
    /// conversations, one admin.
    #[arg(long)]
    demo: bool,
    /// N more properties for load tests (adds the demo data first if missing).
    #[arg(long, value_name = "N")]
    synthetic: Option<usize>,
    /// Print the report as JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(settings: &Settings, opts: Opts) -> anyhow::Result<()> {
    let store = settings.open_store()?;
    let now = chrono::Utc::now();
    let started = std::time::Instant::now();
    let report = match opts.synthetic {
        Some(n) => seed::seed_synthetic(&store, &settings.uploads_dir(), n, now)?,
        None => seed::seed_demo(&store, &settings.uploads_dir(), now)?,
    };
    crate::output::print(report_text(&report, opts.json, started.elapsed()))
}

fn report_text(r: &SeedReport, json: bool, took: std::time::Duration) -> String {
    if json {
        return serde_json::json!({
            "users": r.users, "locations": r.locations, "properties": r.properties,
            "images": r.images, "reviews": r.reviews, "blocks": r.blocks,
            "bookings": r.bookings, "conversations": r.conversations, "messages": r.messages,
            "seconds": took.as_secs_f64(),
        })
        .to_string();
    }
    let mut text = String::from("added         count\n");
    for (what, n) in [
        ("users", r.users),
        ("locations", r.locations),
        ("properties", r.properties),
        ("images", r.images),
        ("reviews", r.reviews),
        ("blocks", r.blocks),
        ("bookings", r.bookings),
        ("conversations", r.conversations),
        ("messages", r.messages),
    ] {
        text.push_str(&format!("{what:<13} {n:>5}\n"));
    }
    text.push_str(&format!("({:.1} s)", took.as_secs_f64()));
    text
}
