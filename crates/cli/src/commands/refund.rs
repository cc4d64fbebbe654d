//! `escapes refund list`: refunds through the payment provider as support reads them when a guest
//! asks "where is my money": by state or by booking, newest first, amounts in ₹ with Indian
//! grouping and times in IST. Read-only; the console sends a failed refund again.

use std::sync::Arc;

use clap::{Args, Subcommand, ValueEnum};
use escapes_core::bookings::Bookings;
use escapes_core::ids::BookingId;
use escapes_core::money::{rupees_en_in, Paise};
use escapes_core::page::ListRequest;
use escapes_core::payments::refunds::{self, RefundFilter, RefundListRow};
use escapes_core::payments::status::RefundStatus;
use escapes_core::time::{SharedClock, SystemClock};

use crate::output::{self, explain, or_dash, Refusal};
use crate::settings::Settings;

#[derive(Subcommand)]
pub enum RefundCommand {
    /// Refunds matching every filter given, newest first; exit 1 when none match.
    List(ListOpts),
}

/// A refund's state as typed on the command line.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum State {
    Pending,
    Processed,
    Failed,
}

impl From<State> for RefundStatus {
    fn from(s: State) -> Self {
        match s {
            State::Pending => RefundStatus::Pending,
            State::Processed => RefundStatus::Processed,
            State::Failed => RefundStatus::Failed,
        }
    }
}

#[derive(Args)]
pub struct ListOpts {
    /// Only refunds in this state.
    #[arg(long, value_enum)]
    status: Option<State>,
    /// Only one booking's refunds: its id or code (e.g. HE-7K3Q9P).
    #[arg(long)]
    booking: Option<String>,
    /// Most rows to print (1–500).
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(i64).range(1..=500))]
    limit: i64,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

fn table(rows: &[RefundListRow]) -> comfy_table::Table {
    let mut t = output::table([
        "id",
        "booking",
        "amount",
        "status",
        "tries",
        "provider refund",
        "opened",
        "updated",
        "last error",
    ]);
    for r in rows {
        t.add_row(vec![
            r.id.to_string(),
            r.booking_code.clone(),
            rupees_en_in(Paise(r.amount_paise)),
            r.status.clone(),
            r.attempts.to_string(),
            or_dash(r.provider_refund_id.as_deref()),
            output::ist_text(&r.created_at),
            output::ist_text(&r.updated_at),
            or_dash(r.last_error.as_deref()),
        ]);
    }
    t
}

pub fn run(settings: &Settings, command: RefundCommand) -> anyhow::Result<()> {
    let RefundCommand::List(o) = command;
    let store = settings.open_store()?;
    let rt = output::runtime()?;
    let booking_id = match &o.booking {
        Some(b) => {
            let clock: SharedClock = Arc::new(SystemClock);
            let view = rt
                .block_on(Bookings::new(store.clone(), clock).support_show(b))
                .map_err(|e| explain(e, b))?;
            Some(BookingId::new(view.booking.id))
        }
        None => None,
    };
    let filter = RefundFilter {
        status: o.status.map(Into::into),
        booking_id,
    };
    let req = ListRequest {
        sort: "id".into(),
        descending: true,
        start: 0,
        end: o.limit - 1,
    };
    let page = rt
        .block_on(refunds::list(&store, req, filter))
        .map_err(|e| explain(e, "refunds"))?;
    if page.items.is_empty() {
        if o.json {
            output::print_json(&serde_json::Value::Array(Vec::new()))?;
        }
        return Err(anyhow::Error::new(Refusal::NotFound(
            "No refunds match.".into(),
        )));
    }
    if o.json {
        return output::print_json(&serde_json::to_value(&page.items)?);
    }
    output::print(table(&page.items))?;
    if page.total > page.items.len() as u64 {
        output::print(format!(
            "{} of {} refunds; --limit shows more.",
            page.items.len(),
            page.total
        ))?;
    }
    Ok(())
}
