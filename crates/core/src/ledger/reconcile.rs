//! The reconciliation (`escapes ledger reconcile`, the console's Reconciliation page): over a
//! range of Asia/Kolkata days, per day and provider, the payments captured, refunds processed and
//! payouts sent, paid out and returned as the provider's records (the payments, refunds and
//! payouts tables) say, against what the ledger posted for them; and each record on which the two
//! disagree, named, with both amounts and days. The sums and comparisons run in SQL
//! (`store::reconcile`), so a range costs the same whatever the tables hold.

use std::collections::BTreeMap;

use chrono::{Datelike, Days, NaiveDate};
use serde::Serialize;

use crate::error::{CoreError, FieldErrors};
use crate::kinds::ledger::MoneyFlow;
use crate::kinds::payout::reference;
use crate::money::{paise_en_in, Paise};
use crate::said::Said;
use crate::store::reconcile::{self as db, Disagreement};
use crate::store::DbConnection;
use crate::time::{ist_date_label, ist_instant, parse_date, IST_OFFSET_SECONDS};

/// The longest range, in days: a quarter, as finance closes it.
pub const MAX_DAYS: u64 = 92;

/// At most this many differences are listed; past it the report says the list is cut short
/// (something is wrong wholesale, and the first ones show what).
pub const MAX_DIFFERENCES: usize = 500;

/// The flows in the order they are shown.
const FLOWS: [MoneyFlow; 5] = [
    MoneyFlow::PaymentsCaptured,
    MoneyFlow::RefundsProcessed,
    MoneyFlow::PayoutsSent,
    MoneyFlow::PayoutsSettled,
    MoneyFlow::PayoutsReturned,
];

/// One flow through one provider: what the provider's records say, what the ledger says, and
/// the difference (provider − ledger), in paise.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Figure {
    pub flow: MoneyFlow,
    /// The payment provider (simulated, razorpay) or payout provider (simulated, razorpayx).
    pub provider: String,
    pub provider_paise: i64,
    pub ledger_paise: i64,
    pub difference_paise: i64,
}

/// One IST day's figures.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReconciledDay {
    /// yyyy-mm-dd, an Asia/Kolkata day.
    #[schema(format = Date)]
    pub date: String,
    /// Per flow (in the order payments captured, refunds processed, payouts sent, paid out,
    /// returned), then provider.
    pub figures: Vec<Figure>,
}

/// What is wrong with one record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Problem {
    /// The provider's records have it; the ledger has no entry for it.
    NotInLedger,
    /// The ledger has an entry; the provider's records do not have it so (missing, or in
    /// another state: a failed payment, a pending refund, a payout still with the provider).
    NotAtProvider,
    /// The ledger has more than one entry for it.
    PostedTwice,
    /// The amounts differ.
    AmountDiffers,
    /// The ledger put it under another provider.
    ProviderDiffers,
    /// Both have it, for the same amount, on different days.
    OtherDay,
}

/// One record on which the provider's records and the ledger disagree.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Difference {
    pub flow: MoneyFlow,
    pub problem: Problem,
    /// The IST day it is listed under (the provider's day, else the ledger's), yyyy-mm-dd.
    #[schema(format = Date)]
    pub date: String,
    pub provider: String,
    /// The payment (payments captured), refund (refunds processed) or payout (the payout flows).
    pub payment_id: Option<i64>,
    pub refund_id: Option<i64>,
    pub payout_id: Option<i64>,
    /// PO-000017, for a payout.
    pub payout_reference: Option<String>,
    pub booking_id: Option<i64>,
    pub booking_code: Option<String>,
    /// The provider's amount; null when its records do not have the record so.
    pub provider_paise: Option<i64>,
    /// The provider's IST day, yyyy-mm-dd; null as the amount.
    #[schema(format = Date)]
    pub provider_date: Option<String>,
    /// The record's status in the provider's records (paid, processed, failed …), when it has one.
    pub provider_status: Option<String>,
    /// The ledger's amount; null without an entry.
    pub ledger_paise: Option<i64>,
    /// The IST day of the ledger's (first) entry, yyyy-mm-dd; null without an entry.
    #[schema(format = Date)]
    pub ledger_date: Option<String>,
    /// How many entries the ledger has for it.
    pub ledger_entries: i64,
    /// provider − ledger, a missing side counting as zero.
    pub difference_paise: i64,
    /// The difference in a sentence, for staff.
    pub message: String,
}

/// The reconciliation of a range of IST days.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Reconciliation {
    /// The first day, yyyy-mm-dd (Asia/Kolkata).
    #[schema(format = Date)]
    pub from: String,
    /// The last day, included.
    #[schema(format = Date)]
    pub to: String,
    /// The days on which money moved on either side, oldest first (quiet days are left out).
    pub days: Vec<ReconciledDay>,
    /// The whole range per flow and provider.
    pub totals: Vec<Figure>,
    /// Each record on which the two disagree, by day.
    pub differences: Vec<Difference>,
    /// False when there were more than 500 differences and only the first 500 are listed.
    pub differences_complete: bool,
}

impl Reconciliation {
    /// Whether both sides agree on every day and every record.
    pub fn agrees(&self) -> bool {
        self.differences.is_empty() && self.totals.iter().all(|f| f.difference_paise == 0)
    }
}

/// The range asked for, checked: both days as yyyy-mm-dd, `to` not before `from`, at most
/// [`MAX_DAYS`] days in all; every field's problem named at once.
pub fn range(from: Option<&str>, to: Option<&str>) -> Result<(NaiveDate, NaiveDate), CoreError> {
    let mut fields = FieldErrors::new();
    let mut day = |name: &str, value: Option<&str>| -> Option<NaiveDate> {
        let value = value.map(str::trim).filter(|v| !v.is_empty());
        // Years the clock can hold: a day after the last one must still be a date.
        let parsed = value
            .and_then(parse_date)
            .filter(|d| (1970..=9999).contains(&d.year()));
        if parsed.is_none() {
            let said = match value {
                None => format!("Enter {name} as a date (yyyy-mm-dd)"),
                Some(_) => format!("{name} must be a date as yyyy-mm-dd, such as 2026-11-30"),
            };
            fields.insert(name.to_string(), Said::staff_only(said));
        }
        parsed
    };
    let (from, to) = (day("from", from), day("to", to));
    if let (Some(from), Some(to)) = (from, to) {
        if to < from {
            fields.insert("to".into(), Said::staff_only("to must be on or after from"));
        } else if (to - from).num_days() + 1 > MAX_DAYS as i64 {
            fields.insert(
                "to".into(),
                Said::staff_only(format!(
                    "A reconciliation covers at most {MAX_DAYS} days; {from} to {to} is {} days",
                    (to - from).num_days() + 1
                )),
            );
        }
        if fields.is_empty() {
            return Ok((from, to));
        }
    }
    Err(CoreError::validation(fields))
}

/// The IST day (as SQL counts them: days since 1970-01-01) of an instant.
fn day_of(at: i64) -> i64 {
    (at + IST_OFFSET_SECONDS).div_euclid(86_400)
}

fn date_of_day(day: i64) -> NaiveDate {
    let epoch = NaiveDate::from_ymd_opt(1970, 1, 1).expect("a date");
    if day >= 0 {
        epoch + Days::new(day as u64)
    } else {
        epoch - Days::new(day.unsigned_abs())
    }
}

fn date_text(at: i64) -> String {
    date_of_day(day_of(at)).to_string()
}

/// Reconciles the IST days `from` to `to` (checked by [`range`]) in one snapshot.
pub fn reconcile_in(
    c: &mut DbConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Reconciliation, CoreError> {
    let start = ist_instant(from, 0).timestamp();
    let end = ist_instant(to + Days::new(1), 0).timestamp();
    db::in_one_snapshot(c, |c| {
        // (day, flow's place, provider) → (provider's paise, ledger's paise)
        let mut figures: BTreeMap<(i64, usize, String), (i64, i64)> = BTreeMap::new();
        let mut differences = Vec::new();
        for (place, flow) in FLOWS.iter().enumerate() {
            let totals = db::flow_totals(c, *flow, start, end)?;
            for t in totals.provider {
                figures.entry((t.day, place, t.provider)).or_default().0 += t.paise;
            }
            for t in totals.ledger {
                figures.entry((t.day, place, t.provider)).or_default().1 += t.paise;
            }
            let limit = MAX_DIFFERENCES as i64 + 1;
            for d in db::disagreements(c, *flow, start, end, limit)? {
                differences.push(difference(*flow, &d, start, end));
            }
        }
        Ok(report(from, to, figures, differences))
    })
}

fn figure(flow: MoneyFlow, provider: String, (p, l): (i64, i64)) -> Figure {
    Figure {
        flow,
        provider,
        provider_paise: p,
        ledger_paise: l,
        difference_paise: p - l,
    }
}

fn report(
    from: NaiveDate,
    to: NaiveDate,
    figures: BTreeMap<(i64, usize, String), (i64, i64)>,
    mut differences: Vec<Difference>,
) -> Reconciliation {
    let mut days: Vec<ReconciledDay> = Vec::new();
    let mut totals: BTreeMap<(usize, String), (i64, i64)> = BTreeMap::new();
    for ((day, place, provider), sides) in figures {
        let total = totals.entry((place, provider.clone())).or_default();
        total.0 += sides.0;
        total.1 += sides.1;
        let date = date_of_day(day).to_string();
        if days.last().map(|d| &d.date) != Some(&date) {
            days.push(ReconciledDay {
                date: date.clone(),
                figures: Vec::new(),
            });
        }
        if let Some(d) = days.last_mut() {
            d.figures.push(figure(FLOWS[place], provider, sides));
        }
    }
    let totals = totals
        .into_iter()
        .map(|((place, provider), sides)| figure(FLOWS[place], provider, sides))
        .collect();
    let place = |f: MoneyFlow| FLOWS.iter().position(|x| *x == f).unwrap_or(FLOWS.len());
    differences.sort_by(|a, b| {
        (&a.date, place(a.flow), a.problem).cmp(&(&b.date, place(b.flow), b.problem))
    });
    let complete = differences.len() <= MAX_DIFFERENCES;
    differences.truncate(MAX_DIFFERENCES);
    Reconciliation {
        from: from.to_string(),
        to: to.to_string(),
        days,
        totals,
        differences,
        differences_complete: complete,
    }
}

/// How a flow is named in a sentence: its verb, the provider's table, the ledger's entry kind.
struct Words {
    verb: &'static str,
    table: &'static str,
    entry: &'static str,
    noun: &'static str,
}

fn words(flow: MoneyFlow) -> Words {
    match flow {
        MoneyFlow::PaymentsCaptured => Words {
            verb: "captured",
            table: "payments table",
            entry: "payment_captured",
            noun: "payment",
        },
        MoneyFlow::RefundsProcessed => Words {
            verb: "processed",
            table: "refunds table",
            entry: "refund_processed",
            noun: "refund",
        },
        MoneyFlow::PayoutsSent => Words {
            verb: "made",
            table: "payouts table",
            entry: "payout_sent",
            noun: "payout",
        },
        MoneyFlow::PayoutsSettled => Words {
            verb: "paid out",
            table: "payouts table",
            entry: "payout_settled",
            noun: "payout",
        },
        MoneyFlow::PayoutsReturned => Words {
            verb: "returned",
            table: "payouts table",
            entry: "payout_returned",
            noun: "payout",
        },
    }
}

fn money(paise: i64) -> String {
    paise_en_in(Paise(paise))
}

/// One disagreement found by `store::reconcile`, classified and worded.
fn difference(flow: MoneyFlow, d: &Disagreement, start: i64, end: i64) -> Difference {
    let w = words(flow);
    let payout = matches!(
        flow,
        MoneyFlow::PayoutsSent | MoneyFlow::PayoutsSettled | MoneyFlow::PayoutsReturned
    );
    let name = match (d.item, payout) {
        (Some(id), true) => format!("Payout {}", reference(id)),
        (Some(id), false) => match &d.booking_code {
            Some(code) => format!("{} {id} (booking {code})", capitalised(w.noun)),
            None => format!("{} {id}", capitalised(w.noun)),
        },
        (None, _) => format!("A {} the ledger does not name", w.noun),
    };
    // A reversed payout's settlement is the provider's too, on the ledger's day
    // (store/reconcile.rs says why).
    let reversed = flow == MoneyFlow::PayoutsSettled && d.row_status.as_deref() == Some("reversed");
    let in_state = d.row_in_state == 1 || reversed;
    let row_at = if reversed { d.ledger_at } else { d.row_at }.filter(|_| in_state);
    let row_in_range = row_at.is_some_and(|at| at >= start && at < end);
    let provider_paise = if in_state { d.row_paise } else { None };
    let ledger_paise = (d.entries > 0).then_some(d.ledger_paise);
    let row_day = row_at.map(ist_date_label);
    let ledger_day = d.ledger_at.map(ist_date_label);
    let row_provider = d.row_provider.clone().unwrap_or_default();
    let ledger_provider = d.ledger_provider_min.clone().unwrap_or_default();
    let other_provider = d.entries > 0
        && d.row_provider.is_some()
        && (d.ledger_provider_min != d.row_provider || d.ledger_provider_max != d.row_provider);
    let amount = money(provider_paise.unwrap_or(0));
    let ledger_amount = money(ledger_paise.unwrap_or(0));
    let on = |day: &Option<String>| day.clone().unwrap_or_default();
    let (problem, message) = if !in_state {
        match (&d.item, &d.row_status) {
            (None, _) => (
                Problem::NotAtProvider,
                format!(
                    "The ledger has a {} entry of {ledger_amount} on {} that names no {}",
                    w.entry,
                    on(&ledger_day),
                    w.noun
                ),
            ),
            (Some(_), None) => (
                Problem::NotAtProvider,
                format!(
                    "The ledger has {name} {} for {ledger_amount} on {}, but the {} has no such {}",
                    w.verb,
                    on(&ledger_day),
                    w.table,
                    w.noun
                ),
            ),
            (Some(_), Some(status)) => (
                Problem::NotAtProvider,
                format!(
                    "The ledger has {name} {} for {ledger_amount} on {}, but the {} has it as {status}",
                    w.verb,
                    on(&ledger_day),
                    w.table
                ),
            ),
        }
    } else if d.entries == 0 {
        (
            Problem::NotInLedger,
            format!(
                "{name} was {} for {amount} on {} through {row_provider}, but the ledger has no {} entry for it",
                w.verb,
                on(&row_day),
                w.entry
            ),
        )
    } else if d.entries > 1 {
        (
            Problem::PostedTwice,
            format!(
                "{name} was {} once, for {amount} on {}, but the ledger has {} {} entries for it, coming to {ledger_amount}",
                w.verb,
                on(&row_day),
                d.entries,
                w.entry
            ),
        )
    } else if provider_paise != ledger_paise {
        let when = if row_day == ledger_day {
            String::new()
        } else {
            format!(" on {}", on(&ledger_day))
        };
        (
            Problem::AmountDiffers,
            format!(
                "{name} was {} for {amount} on {}, but the ledger's {} entry says {ledger_amount}{when}",
                w.verb,
                on(&row_day),
                w.entry
            ),
        )
    } else if other_provider {
        (
            Problem::ProviderDiffers,
            format!(
                "{name} was {} through {row_provider}, but the ledger's {} entry puts it under {ledger_provider}",
                w.verb, w.entry
            ),
        )
    } else {
        (
            Problem::OtherDay,
            format!(
                "{name} was {} for {amount} on {}, but the ledger's {} entry is dated {}",
                w.verb,
                on(&row_day),
                w.entry,
                on(&ledger_day)
            ),
        )
    };
    let date = match (row_in_range, row_at, d.ledger_at) {
        (true, Some(at), _) | (false, _, Some(at)) => date_text(at),
        _ => String::new(),
    };
    Difference {
        flow,
        problem,
        date,
        provider: if d.row_provider.is_some() {
            row_provider
        } else {
            ledger_provider
        },
        payment_id: d.item.filter(|_| flow == MoneyFlow::PaymentsCaptured),
        refund_id: d.item.filter(|_| flow == MoneyFlow::RefundsProcessed),
        payout_id: d.item.filter(|_| payout),
        payout_reference: d.item.filter(|_| payout).map(reference),
        booking_id: d.booking_id,
        booking_code: d.booking_code.clone(),
        provider_paise,
        provider_date: row_at.map(date_text),
        provider_status: d.row_status.clone(),
        ledger_paise,
        ledger_date: d.ledger_at.map(date_text),
        ledger_entries: d.entries,
        difference_paise: provider_paise.unwrap_or(0) - ledger_paise.unwrap_or(0),
        message,
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests;
