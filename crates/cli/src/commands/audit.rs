//! `escapes audit`: the audit trail support reads: who did what to whose data, from the console,
//! the command line or the system, newest first. Read-only, as everywhere in the product.

use std::sync::Arc;

use clap::Args;
use escapes_core::audit::{self, AuditEntry, AuditFilter};
use escapes_core::bookings::Bookings;
use escapes_core::page::ListRequest;
use escapes_core::time::{SharedClock, SystemClock};

use crate::output::{self, explain, or_dash, Refusal};
use crate::settings::Settings;

#[derive(Args)]
pub struct Opts {
    /// Rows about this person's data or by them as staff: a user id, phone or e-mail.
    #[arg(long)]
    user: Option<String>,
    /// Rows about one booking: its id or code (e.g. HE-7K3Q9P).
    #[arg(long)]
    booking: Option<String>,
    /// From this day (yyyy-mm-dd, Asia/Kolkata) or RFC 3339 time on.
    #[arg(long)]
    since: Option<String>,
    /// Before this day (yyyy-mm-dd, Asia/Kolkata) or RFC 3339 time.
    #[arg(long)]
    until: Option<String>,
    /// Most rows to print (1–500).
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(i64).range(1..=500))]
    limit: i64,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

fn instant(flag: &str, text: Option<&str>) -> anyhow::Result<Option<i64>> {
    text.map(|t| {
        audit::parse_instant(t).ok_or_else(|| {
            anyhow::Error::new(Refusal::Invalid(format!(
                "{flag}: give a date (yyyy-mm-dd) or an RFC 3339 time, not {t:?}"
            )))
        })
    })
    .transpose()
}

fn table(rows: &[AuditEntry]) -> comfy_table::Table {
    let mut t = output::table(["when", "who", "via", "action", "target", "reason"]);
    for r in rows {
        t.add_row(vec![
            output::ist_text(&r.created_at),
            r.actor.clone(),
            r.channel.clone(),
            r.action.clone(),
            format!("{} {}", r.target_kind, r.target_id),
            or_dash(Some(r.reason.as_str()).filter(|s| !s.is_empty())),
        ]);
    }
    t
}

pub fn run(settings: &Settings, o: Opts) -> anyhow::Result<()> {
    let store = settings.open_store()?;
    let rt = output::runtime()?;
    let since = instant("--since", o.since.as_deref())?;
    let until = instant("--until", o.until.as_deref())?;
    let user = match &o.user {
        Some(u) => Some(
            rt.block_on(escapes_core::support::find_user(&store, u))
                .map_err(|e| explain(e, u))?
                .id
                .get(),
        ),
        None => None,
    };
    let booking = match &o.booking {
        Some(b) => {
            let clock: SharedClock = Arc::new(SystemClock);
            let bookings = Bookings::new(store.clone(), clock);
            let view = rt
                .block_on(bookings.support_show(b))
                .map_err(|e| explain(e, b))?;
            Some(view.booking.id)
        }
        None => None,
    };
    let filter = AuditFilter {
        user,
        booking,
        since,
        until,
        ..Default::default()
    };
    let req = ListRequest {
        sort: "id".into(),
        descending: true,
        start: 0,
        end: o.limit - 1,
    };
    let page = rt
        .block_on(audit::list(&store, req, filter))
        .map_err(|e| explain(e, "audit"))?;
    // Nothing found is exit 1, as for every other support command (README "Support commands").
    if page.items.is_empty() {
        if o.json {
            output::print_json(&serde_json::Value::Array(Vec::new()))?;
        }
        return Err(anyhow::Error::new(Refusal::NotFound(
            "Nothing in the audit trail matches.".into(),
        )));
    }
    if o.json {
        return output::print_json(&serde_json::to_value(&page.items)?);
    }
    output::print(table(&page.items))?;
    if page.total > page.items.len() as u64 {
        output::print(format!(
            "{} of {} rows; --limit shows more.",
            page.items.len(),
            page.total
        ))?;
    }
    Ok(())
}
