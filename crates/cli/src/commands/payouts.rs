//! `escapes payouts run|list|show`: owners' payouts as support and finance staff run and read
//! them (PRODUCT.md "Money and the ledger"). `run` is the daily run the server does on its own
//! (safe beside it: each owner is paid once per day) and hands the payouts to the provider;
//! `list` and `show` read them, `show` with the payout's ledger lines.

use std::sync::Arc;

use clap::{Args, Subcommand, ValueEnum};
use escapes_core::kinds::payout::PayoutStatus;
use escapes_core::ledger::Ledger;
use escapes_core::money::{paise_en_in, Paise};
use escapes_core::page::ListRequest;
use escapes_core::payouts::{parse_reference, PayoutFilter, PayoutView};
use escapes_core::time::{SharedClock, SystemClock};

use crate::output::{self, explain, or_dash, Refusal};
use crate::settings::{PayoutProvider, Secret, Settings};

#[derive(Subcommand)]
pub enum PayoutsCommand {
    /// Today's payout run: every owner's available balance above ₹100 in one payout (owners on
    /// hold, without payout details or under the minimum are passed over), then sent to the
    /// provider. Run again the same day, it pays nobody twice.
    Run(RunOpts),
    /// Payouts, newest first.
    List(ListOpts),
    /// One payout (PO-000123) with its ledger lines.
    Show {
        /// The payout's reference (PO-000123) or id.
        reference: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args)]
pub struct RunOpts {
    #[command(flatten)]
    secret: Secret,
    #[command(flatten)]
    provider: PayoutProvider,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum StatusArg {
    Queued,
    Processing,
    Processed,
    Failed,
    Reversed,
}

impl From<StatusArg> for PayoutStatus {
    fn from(s: StatusArg) -> Self {
        match s {
            StatusArg::Queued => Self::Queued,
            StatusArg::Processing => Self::Processing,
            StatusArg::Processed => Self::Processed,
            StatusArg::Failed => Self::Failed,
            StatusArg::Reversed => Self::Reversed,
        }
    }
}

#[derive(Args)]
pub struct ListOpts {
    /// Only this owner's payouts (their phone, ten digits or +91…).
    #[arg(long)]
    owner: Option<String>,
    #[arg(long, value_enum)]
    status: Option<StatusArg>,
    /// At most this many (newest first).
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(i64).range(1..=500))]
    limit: i64,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn table(rows: &[PayoutView]) -> comfy_table::Table {
    let mut t = output::table([
        "payout", "owner", "amount", "status", "to", "made", "utr", "reason",
    ]);
    for p in rows {
        t.add_row(vec![
            p.reference.clone(),
            format!(
                "{} ({})",
                p.owner_name.as_deref().unwrap_or("-"),
                p.owner_id
            ),
            paise_en_in(Paise(p.amount_paise)),
            p.status.clone(),
            p.destination.clone(),
            output::ist_text(&p.created_at),
            or_dash(p.utr.as_deref()),
            or_dash(p.failure_reason.as_deref()),
        ]);
    }
    t
}

pub fn run(settings: &Settings, command: PayoutsCommand) -> anyhow::Result<()> {
    let store = settings.open_store()?.relay_events_to_server();
    let rt = output::runtime()?;
    let clock: SharedClock = Arc::new(SystemClock);
    match command {
        PayoutsCommand::Run(o) => {
            let secret = settings.secret(&o.secret)?;
            let payouts = o.provider.payouts(store, clock, &secret)?;
            let report = rt
                .block_on(payouts.run())
                .map_err(|e| explain(e, "payouts"))?;
            let sent = rt
                .block_on(payouts.send_due())
                .map_err(|e| explain(e, "payouts"))?;
            if o.json {
                let mut v = serde_json::to_value(&report)?;
                v["handedToProvider"] = sent.into();
                return output::print_json(&v);
            }
            output::print(format_args!(
                "Payout run {}: {} payout(s) made, {} in all; {} handed to the provider.\n\
                 Passed over: {} on hold, {} without payout details in force, {} under {}, {} already paid by this run ({} owners with money on the books).",
                report.run_key,
                report.payouts_made,
                paise_en_in(Paise(report.total_paise)),
                sent,
                report.held,
                report.without_details,
                report.under_minimum,
                paise_en_in(Paise(escapes_core::payouts::MINIMUM_PAYOUT_PAISE)),
                report.already_paid,
                report.owners_seen
            ))
        }
        PayoutsCommand::List(o) => {
            let owner = match &o.owner {
                Some(phone) => {
                    let ledger = Ledger::new(store.clone(), clock.clone());
                    Some(
                        rt.block_on(ledger.owner_by_phone(phone))
                            .map_err(|e| explain(e, phone))?,
                    )
                }
                None => None,
            };
            let filter = PayoutFilter {
                owner,
                status: o.status.map(Into::into),
                from: None,
                to: None,
            };
            let req = ListRequest {
                sort: "id".into(),
                descending: true,
                start: 0,
                end: o.limit - 1,
            };
            let page = rt
                .block_on(escapes_core::payouts::list(&store, filter, req))
                .map_err(|e| explain(e, "payouts"))?;
            if page.items.is_empty() {
                if o.json {
                    output::print_json(&serde_json::Value::Array(Vec::new()))?;
                }
                return Err(anyhow::Error::new(Refusal::NotFound(
                    "No payouts match.".into(),
                )));
            }
            if o.json {
                return output::print_json(&serde_json::to_value(&page.items)?);
            }
            output::print(table(&page.items))?;
            if page.total > page.items.len() as u64 {
                output::print(format!(
                    "{} of {} payouts; --limit shows more.",
                    page.items.len(),
                    page.total
                ))?;
            }
            Ok(())
        }
        PayoutsCommand::Show { reference, json } => {
            let id = parse_reference(&reference).ok_or_else(|| {
                anyhow::Error::new(Refusal::NotFound(format!(
                    "{reference:?} is not a payout reference (PO-000123)"
                )))
            })?;
            let detail = rt
                .block_on(escapes_core::payouts::show(&store, id))
                .map_err(|e| explain(e, &reference))?;
            if json {
                return output::print_json(&serde_json::to_value(&detail)?);
            }
            output::print(table(std::slice::from_ref(&detail.payout)))?;
            let mut lines = output::table(["entry", "event", "account", "amount", "at", "by"]);
            for l in &detail.ledger {
                lines.add_row(vec![
                    l.entry_id.to_string(),
                    l.kind.clone(),
                    l.account.clone(),
                    paise_en_in(Paise(l.amount_paise)),
                    output::ist_text(&l.created_at),
                    l.actor.clone(),
                ]);
            }
            output::print(lines)
        }
    }
}
