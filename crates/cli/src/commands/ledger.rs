//! `escapes ledger check|reconcile|balance|adjust`: the money ledger as support and finance staff
//! read it (PRODUCT.md "Money and the ledger"). `check` exits 1 naming every entry, account or
//! booking that is off; `reconcile` compares the providers' payments, refunds and payouts with
//! the ledger per IST day and exits 1 naming every record that differs; `balance` shows an
//! owner's available, upcoming (with dates) and owed money; `adjust` moves an owner's balance
//! with a reason, audited as $ESCAPES_ACTOR (else $USER).

use std::sync::Arc;

use clap::Subcommand;
use escapes_core::kinds::ledger::MoneyFlow;
use escapes_core::ledger::reconcile::Figure;
use escapes_core::ledger::{Ledger, OwnerBalance, Reconciliation};
use escapes_core::money::{paise_en_in, Paise};
use escapes_core::time::{SharedClock, SystemClock};

use crate::output::{self, explain};
use crate::settings::Settings;

#[derive(Subcommand)]
pub enum LedgerCommand {
    /// Every entry balanced, every account equal to the sum of its lines, every paid booking's
    /// money accounted for; exit 1 naming what is off.
    Check {
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// The providers' payments captured, refunds processed and payouts sent, paid out and
    /// returned against the ledger, per day (India time) and provider; exit 1 naming every
    /// payment, refund or payout that differs.
    Reconcile {
        /// First day, yyyy-mm-dd (India time).
        #[arg(long)]
        from: String,
        /// Last day, yyyy-mm-dd, included; at most 92 days in all.
        #[arg(long)]
        to: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// An owner's balance: available now, upcoming with the time each part becomes available,
    /// and owed to the platform.
    Balance {
        /// The owner's phone (ten digits or +91…).
        #[arg(long)]
        owner: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Staff adjustment of an owner's balance, in paise: positive in the owner's favour, negative
    /// recovered from them. Needs a reason; recorded in the audit trail.
    Adjust {
        /// The owner's phone (ten digits or +91…).
        #[arg(long)]
        owner: String,
        /// Signed amount in paise (e.g. 50000 is ₹500 to the owner, -50000 ₹500 from them).
        #[arg(long, allow_negative_numbers = true)]
        paise: i64,
        /// Why (1–500 characters; it goes in the audit trail and on the entry).
        #[arg(long)]
        reason: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// Exact paise with Indian grouping: a ledger line may hold paise, which whole rupees would hide.
fn money(paise: i64) -> String {
    let text = paise_en_in(Paise(paise));
    text.strip_suffix(".00").map(str::to_string).unwrap_or(text)
}

fn balance_text(phone: &str, b: &OwnerBalance) -> String {
    let mut out = format!(
        "Owner {phone} (user {}):\n  available  {}\n  owed       {}\n  upcoming   {}",
        b.owner_id,
        money(b.available_paise),
        money(b.owed_paise),
        money(b.upcoming_paise)
    );
    for u in &b.upcoming {
        out.push_str(&format!(
            "\n    {} from {}",
            money(u.amount_paise),
            output::ist_text(&u.available_at)
        ));
    }
    out
}

fn flow_words(flow: MoneyFlow) -> &'static str {
    match flow {
        MoneyFlow::PaymentsCaptured => "payments captured",
        MoneyFlow::RefundsProcessed => "refunds processed",
        MoneyFlow::PayoutsSent => "payouts sent",
        MoneyFlow::PayoutsSettled => "payouts paid out",
        MoneyFlow::PayoutsReturned => "payouts returned",
    }
}

fn figures_table(figures: &[Figure]) -> comfy_table::Table {
    let mut t = output::table([
        "flow",
        "provider",
        "per provider",
        "per ledger",
        "difference",
    ]);
    for f in figures {
        t.add_row(vec![
            flow_words(f.flow).to_string(),
            f.provider.clone(),
            money(f.provider_paise),
            money(f.ledger_paise),
            money(f.difference_paise),
        ]);
    }
    for column in 2..5 {
        if let Some(c) = t.column_mut(column) {
            c.set_cell_alignment(comfy_table::CellAlignment::Right);
        }
    }
    t
}

fn reconciliation_text(r: &Reconciliation) -> String {
    let mut out = format!("Reconciliation of {} to {} (India time)", r.from, r.to);
    if r.days.is_empty() {
        out.push_str("\nNo payments, refunds or payouts on these days.");
    }
    for day in &r.days {
        out.push_str(&format!(
            "\n\n{}\n{}",
            day.date,
            figures_table(&day.figures)
        ));
    }
    if r.days.len() > 1 {
        out.push_str(&format!(
            "\n\nAll {} days\n{}",
            r.days.len(),
            figures_table(&r.totals)
        ));
    }
    if r.differences.is_empty() {
        return out;
    }
    out.push_str(&format!("\n\nDifferences ({}):", r.differences.len()));
    for d in &r.differences {
        out.push_str(&format!(
            "\n  {}  {}: {}",
            d.date,
            flow_words(d.flow),
            d.message
        ));
    }
    if !r.differences_complete {
        out.push_str("\n  … and more: narrow the range to see them.");
    }
    out
}

pub fn run(settings: &Settings, command: LedgerCommand) -> anyhow::Result<()> {
    let store = settings.open_store()?;
    let rt = output::runtime()?;
    let clock: SharedClock = Arc::new(SystemClock);
    let ledger = Ledger::new(store, clock);
    match command {
        LedgerCommand::Check { json } => {
            let report = rt
                .block_on(ledger.check())
                .map_err(|e| explain(e, "ledger"))?;
            if json {
                output::print_json(&serde_json::to_value(&report)?)?;
            } else {
                for problem in &report.problems {
                    output::print(problem)?;
                }
            }
            if !report.is_ok() {
                anyhow::bail!(
                    "the ledger is off: {} problem(s) in {} entries and {} bookings",
                    report.problems.len(),
                    report.entries,
                    report.bookings
                );
            }
            if json {
                return Ok(());
            }
            output::print(format_args!(
                "The ledger is right: {} entries ({} lines) balanced, {} accounts equal to their lines, {} bookings' money accounted for.",
                report.entries, report.lines, report.accounts, report.bookings
            ))
        }
        LedgerCommand::Reconcile { from, to, json } => {
            let r = rt
                .block_on(ledger.reconcile(Some(&from), Some(&to)))
                .map_err(|e| explain(e, "reconciliation"))?;
            if json {
                output::print_json(&serde_json::to_value(&r)?)?;
            } else {
                output::print(reconciliation_text(&r))?;
            }
            if !r.agrees() {
                let off = r.totals.iter().filter(|f| f.difference_paise != 0).count();
                anyhow::bail!(
                    "the providers' records and the ledger differ: {} record(s){}, {off} figure(s) off",
                    r.differences.len(),
                    if r.differences_complete { "" } else { " or more" }
                );
            }
            if json {
                return Ok(());
            }
            output::print(format_args!(
                "{}No differences: the providers' records and the ledger agree.",
                if r.days.is_empty() { "" } else { "\n" }
            ))
        }
        LedgerCommand::Balance { owner, json } => {
            let id = rt
                .block_on(ledger.owner_by_phone(&owner))
                .map_err(|e| explain(e, &owner))?;
            let balance = rt
                .block_on(ledger.owner_balance(id))
                .map_err(|e| explain(e, &owner))?;
            if json {
                return output::print_json(&serde_json::to_value(&balance)?);
            }
            output::print(balance_text(&owner, &balance))
        }
        LedgerCommand::Adjust {
            owner,
            paise,
            reason,
            json,
        } => {
            let actor = super::otp::actor()?;
            let staff = escapes_core::audit::Staff::cli(&actor)?;
            let id = rt
                .block_on(ledger.owner_by_phone(&owner))
                .map_err(|e| explain(e, &owner))?;
            let adjusted = rt
                .block_on(ledger.adjust(&staff, id, paise, &reason))
                .map_err(|e| explain(e, &owner))?;
            if json {
                return output::print_json(&serde_json::to_value(&adjusted)?);
            }
            output::print(format_args!(
                "Adjusted by {} (entry {}), recorded for {actor}.\n{}",
                money(adjusted.amount_paise),
                adjusted.entry_id,
                balance_text(&owner, &adjusted.balance)
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn money_keeps_its_paise() {
        assert_eq!(super::money(12_345_678), "₹1,23,456.78");
        assert_eq!(super::money(50_000), "₹500");
        assert_eq!(super::money(-5), "-₹0.05");
        assert_eq!(super::money(-1_000_050), "-₹10,000.50");
    }
}
