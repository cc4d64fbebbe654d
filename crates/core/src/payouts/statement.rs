//! The owner's money as they read it (`/owner/earnings`): the balance, a line per stay (price,
//! commission, GST on it, withheld tax, net) and per payout, for one month; and a payout as
//! staff read it, with its ledger lines. Everything is read from the ledger and the payouts, so
//! the statement and `ledger check` can never disagree.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::details::{self, PayoutDetailsView};
use super::{reference, Payouts, MINIMUM_PAYOUT_PAISE};
use crate::error::CoreError;
use crate::ids::{BookingId, UserId};
use crate::kinds::booking::{BookingStatus, PaymentMethod};
use crate::kinds::ledger::Account;
use crate::kinds::payout::PayoutStatus;
use crate::ledger::OwnerBalance;
use crate::store::payouts::{self as db, PayoutAccountRow, PayoutRow};
use crate::store::DbConnection;
use crate::time::{from_epoch, to_ist_rfc3339};

/// A payout as owners and staff read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PayoutView {
    pub id: i64,
    /// PO-000123.
    pub reference: String,
    pub owner_id: i64,
    /// The owner's name (staff lists only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner_name: Option<String>,
    pub amount_paise: i64,
    /// queued, processing, processed, failed or reversed.
    pub status: String,
    /// Where it went, masked.
    pub destination: String,
    /// simulated or razorpayx.
    pub provider: String,
    pub provider_payout_id: Option<String>,
    /// The bank's reference once paid out.
    pub utr: Option<String>,
    /// Why it failed or was reversed (or why the last try to send it did not go through).
    pub failure_reason: Option<String>,
    pub attempts: i32,
    /// RFC 3339, Asia/Kolkata.
    pub created_at: String,
    pub sent_at: Option<String>,
    pub settled_at: Option<String>,
}

pub fn payout_view(
    p: &PayoutRow,
    account: Option<&PayoutAccountRow>,
    owner_name: Option<String>,
) -> PayoutView {
    let at = |t: Option<i64>| t.map(|t| to_ist_rfc3339(from_epoch(t)));
    PayoutView {
        id: p.id,
        reference: reference(p.id),
        owner_id: p.owner_id.get(),
        owner_name,
        amount_paise: p.amount_paise,
        status: p.status.as_str().to_string(),
        destination: account.map(details::masked).unwrap_or_default(),
        provider: p.provider.clone(),
        provider_payout_id: p.provider_payout_id.clone(),
        utr: p.utr.clone(),
        // A queued payout's last refusal is kept for staff; the owner reads it once it failed.
        failure_reason: p.failure_reason.clone(),
        attempts: p.attempts,
        created_at: to_ist_rfc3339(from_epoch(p.created_at)),
        sent_at: at(p.sent_at),
        settled_at: at(p.settled_at),
    }
}

/// One ledger line as staff read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LedgerLineView {
    pub entry_id: i64,
    /// The event: payout_sent, payout_settled, payout_returned.
    pub kind: String,
    pub account: String,
    /// Signed paise: positive debits, negative credits.
    pub amount_paise: i64,
    pub memo: String,
    pub actor: String,
    pub created_at: String,
}

/// A payout with its ledger lines.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PayoutDetail {
    #[serde(flatten)]
    pub payout: PayoutView,
    pub ledger: Vec<LedgerLineView>,
}

pub(super) fn payout_detail(c: &mut DbConnection, id: i64) -> Result<PayoutDetail, CoreError> {
    let p = db::payout(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Payout))?;
    let account = db::account(c, p.payout_account_id)?;
    let name = crate::store::support::user(c, p.owner_id)?.map(|u| u.full_name);
    let mut ledger = Vec::new();
    for (entry, lines) in crate::store::ledger::payout_entries(c, id)? {
        for l in lines {
            ledger.push(LedgerLineView {
                entry_id: entry.id,
                kind: entry.kind.as_str().to_string(),
                account: l.account.as_str().to_string(),
                amount_paise: l.amount_paise,
                memo: entry.memo.clone(),
                actor: entry.actor.clone(),
                created_at: to_ist_rfc3339(from_epoch(entry.created_at)),
            });
        }
    }
    Ok(PayoutDetail {
        payout: payout_view(&p, account.as_ref(), name),
        ledger,
    })
}

/// One stay on the owner's statement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StayEarning {
    pub booking_id: i64,
    /// HE-BJD55N.
    pub booking_code: String,
    pub property_title: String,
    /// RFC 3339, Asia/Kolkata.
    pub starts_at: String,
    pub paid_online: bool,
    /// What the stay earned before the platform's share (the guest's price; a cash stay's is
    /// what the owner collected).
    pub price_paise: i64,
    pub commission_paise: i64,
    pub gst_paise: i64,
    /// TCS and TDS withheld.
    pub withheld_paise: i64,
    /// The owner's: positive paid to them, negative owed by them (a cash stay's commission).
    pub net_paise: i64,
    /// When the net became or becomes theirs (RFC 3339); none for a cash stay.
    pub available_at: Option<String>,
    /// upcoming, available, paid_out, owed, cancelled or disputed (held until staff resolve the
    /// guest's dispute).
    pub state: String,
}

/// The owner's earnings page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Earnings {
    /// The month shown, yyyy-mm (Asia/Kolkata).
    pub month: String,
    pub available_paise: i64,
    pub owed_paise: i64,
    pub upcoming_paise: i64,
    pub upcoming: Vec<crate::ledger::Upcoming>,
    /// Held by guests' disputes until staff resolve them.
    pub disputed_paise: i64,
    /// Paid out in all (payouts processed, less any reversed).
    pub paid_out_paise: i64,
    pub minimum_payout_paise: i64,
    /// Staff hold this owner's payouts.
    pub held: bool,
    pub payout_details: Option<PayoutDetailsView>,
    /// The month's stays, by start.
    pub stays: Vec<StayEarning>,
    /// The month's payouts, newest first.
    pub payouts: Vec<PayoutView>,
}

pub use crate::time::month_bounds;

/// The current month in Asia/Kolkata, yyyy-mm.
pub fn month_of(now: i64) -> String {
    crate::time::today_ist(from_epoch(now))
        .format("%Y-%m")
        .to_string()
}

/// What one booking's entries say of the owner's money.
#[derive(Default)]
struct StaySums {
    net: i64,
    commission: i64,
    gst: i64,
    withheld: i64,
    available_at: Option<i64>,
    /// When the owner came to owe on it (a cash stay's mark).
    owed_since: Option<i64>,
    /// Held by the guest's open dispute.
    disputed: i64,
}

/// Every stay of `owner` with ledger lines, from their lines.
fn stay_sums(
    c: &mut DbConnection,
    owner: UserId,
) -> Result<BTreeMap<BookingId, StaySums>, CoreError> {
    let mut out: BTreeMap<BookingId, StaySums> = BTreeMap::new();
    for (entry, lines) in crate::store::ledger::owner_booking_entries(c, owner)? {
        let Some(booking) = entry.booking_id else {
            continue;
        };
        let s = out.entry(booking).or_default();
        for l in lines {
            match l.account {
                Account::OwnerPayable if l.owner_id == Some(owner) => {
                    s.net -= l.amount_paise;
                    if let Some(at) = l.available_at {
                        s.available_at = Some(s.available_at.map_or(at, |a: i64| a.max(at)));
                    }
                }
                Account::CashCommissionOwed if l.owner_id == Some(owner) => {
                    s.net -= l.amount_paise;
                    s.owed_since = Some(entry.created_at);
                }
                Account::DisputedEarnings if l.owner_id == Some(owner) => {
                    s.net -= l.amount_paise;
                    s.disputed -= l.amount_paise;
                }
                Account::CommissionRevenue => s.commission -= l.amount_paise,
                Account::GstOnCommissionPayable => s.gst -= l.amount_paise,
                Account::TcsPayable | Account::TdsPayable => s.withheld -= l.amount_paise,
                _ => {}
            }
        }
    }
    Ok(out)
}

pub(super) fn earnings_in(
    c: &mut DbConnection,
    owner: UserId,
    month: &str,
    now: i64,
) -> Result<Earnings, CoreError> {
    let (from, to) = month_bounds(month).ok_or_else(|| {
        CoreError::field("month", crate::Said::staff_only("month must be yyyy-mm"))
    })?;
    let balance: OwnerBalance = crate::ledger::balance::owner_balance_in(c, owner, now)?;
    let all_payouts = db::owner_payouts(c, owner, i64::MIN, i64::MAX)?;
    // A payout takes everything available when it is made, so a stay available before a
    // payout that did not come back was paid by it.
    let paid_at: Vec<i64> = all_payouts
        .iter()
        .filter(|p| !p.status.returned())
        .map(|p| p.created_at)
        .collect();
    let paid_by_then = |t: i64| paid_at.iter().any(|&p| p >= t);
    let paid_out_paise = all_payouts
        .iter()
        .filter(|p| p.status == PayoutStatus::Processed)
        .map(|p| p.amount_paise)
        .sum();
    let sums = stay_sums(c, owner)?;
    let mut stays = Vec::new();
    for (booking_id, s) in sums {
        let Some(b) = crate::store::bookings::booking(c, booking_id)? else {
            continue;
        };
        if b.starts_at < from || b.starts_at >= to {
            continue;
        }
        let title = crate::store::bookings::property(c, b.property_id)?
            .map(|p| p.title)
            .unwrap_or_default();
        let online = b.payment_method != PaymentMethod::Cash;
        let ended = matches!(
            b.status,
            BookingStatus::Cancelled | BookingStatus::Rejected | BookingStatus::Expired
        );
        let state = if s.disputed != 0 {
            "disputed"
        } else if s.net < 0 {
            if s.owed_since.is_some_and(&paid_by_then) {
                "paid_out"
            } else {
                "owed"
            }
        } else if ended && s.net == 0 {
            "cancelled"
        } else {
            match s.available_at {
                Some(at) if at > now => "upcoming",
                Some(at) if paid_by_then(at) => "paid_out",
                _ => "available",
            }
        };
        let price = if online {
            s.net + s.commission + s.gst + s.withheld
        } else {
            b.total_paise + b.discount_paise
        };
        stays.push(StayEarning {
            booking_id: b.id.get(),
            booking_code: b.code.clone(),
            property_title: title,
            starts_at: to_ist_rfc3339(from_epoch(b.starts_at)),
            paid_online: online,
            price_paise: price,
            commission_paise: s.commission,
            gst_paise: s.gst,
            withheld_paise: s.withheld,
            net_paise: s.net,
            available_at: if online {
                s.available_at.map(|t| to_ist_rfc3339(from_epoch(t)))
            } else {
                None
            },
            state: state.to_string(),
        });
    }
    stays.sort_by(|a, b| a.starts_at.cmp(&b.starts_at));
    let mut payouts = Vec::new();
    for p in all_payouts
        .iter()
        .filter(|p| p.created_at >= from && p.created_at < to)
    {
        let account = db::account(c, p.payout_account_id)?;
        payouts.push(payout_view(p, account.as_ref(), None));
    }
    Ok(Earnings {
        month: month.trim().to_string(),
        available_paise: balance.available_paise,
        owed_paise: balance.owed_paise,
        upcoming_paise: balance.upcoming_paise,
        upcoming: balance.upcoming,
        disputed_paise: balance.disputed_paise,
        paid_out_paise,
        minimum_payout_paise: MINIMUM_PAYOUT_PAISE,
        held: db::hold(c, owner)?.is_some(),
        payout_details: db::current_account(c, owner)?.as_ref().map(details::view),
        stays,
        payouts,
    })
}

impl Payouts {
    /// The owner's earnings page for `month` (yyyy-mm, Asia/Kolkata; this month when none).
    pub async fn earnings(
        &self,
        owner: UserId,
        month: Option<&str>,
    ) -> Result<Earnings, CoreError> {
        let now = self.now();
        let month = month
            .map(str::trim)
            .filter(|m| !m.is_empty())
            .map_or_else(|| month_of(now), str::to_string);
        self.store
            .run(move |c| earnings_in(c, owner, &month, now))
            .await
    }
}

/// Whole rupees and paise as a spreadsheet reads them: 1234.50, -596.50.
fn rupees_cell(paise: i64) -> String {
    let sign = if paise < 0 { "-" } else { "" };
    let p = paise.unsigned_abs();
    format!("{sign}{}.{:02}", p / 100, p % 100)
}

/// Text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first)
/// is kept as text with a leading apostrophe: a farmhouse's name is the owner's own words.
fn text_cell(text: &str) -> String {
    match text.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{text}"),
        _ => text.to_string(),
    }
}

/// The month's statement as CSV (UTF-8, headings in `language`): a line per stay, a blank line,
/// then a line per payout. Amounts in rupees to the paisa, times in Asia/Kolkata.
pub fn statement_csv(
    e: &Earnings,
    language: crate::language::Language,
) -> Result<Vec<u8>, CoreError> {
    let t = |id: &str| crate::i18n::text(language, id, &[]);
    let when = |rfc: &str| {
        chrono::DateTime::parse_from_rfc3339(rfc)
            .map(|d| d.format("%Y-%m-%d %H:%M").to_string())
            .unwrap_or_else(|_| rfc.to_string())
    };
    let fail = |e: csv::Error| CoreError::Internal(anyhow::anyhow!("statement CSV: {e}"));
    let mut w = csv::WriterBuilder::new()
        .flexible(true)
        .from_writer(Vec::new());
    w.write_record(
        [
            "statement-col-booking",
            "statement-col-farmhouse",
            "statement-col-starts",
            "statement-col-paid",
            "statement-col-price",
            "statement-col-commission",
            "statement-col-gst",
            "statement-col-withheld",
            "statement-col-net",
            "statement-col-state",
        ]
        .map(t),
    )
    .map_err(fail)?;
    for s in &e.stays {
        w.write_record([
            s.booking_code.clone(),
            text_cell(&s.property_title),
            when(&s.starts_at),
            t(if s.paid_online {
                "statement-paid-online"
            } else {
                "statement-paid-cash"
            }),
            rupees_cell(s.price_paise),
            rupees_cell(s.commission_paise),
            rupees_cell(s.gst_paise),
            rupees_cell(s.withheld_paise),
            rupees_cell(s.net_paise),
            t(&format!("statement-state-{}", s.state)),
        ])
        .map_err(fail)?;
    }
    w.write_record([""]).map_err(fail)?;
    w.write_record(
        [
            "statement-col-payout",
            "statement-col-amount",
            "statement-col-status",
            "statement-col-to",
            "statement-col-utr",
            "statement-col-made",
            "statement-col-reason",
        ]
        .map(t),
    )
    .map_err(fail)?;
    for p in &e.payouts {
        w.write_record([
            p.reference.clone(),
            rupees_cell(p.amount_paise),
            t(&format!("statement-status-{}", p.status)),
            p.destination.clone(),
            p.utr.clone().unwrap_or_default(),
            when(&p.created_at),
            text_cell(p.failure_reason.as_deref().unwrap_or_default()),
        ])
        .map_err(fail)?;
    }
    w.into_inner()
        .map_err(|e| CoreError::Internal(anyhow::anyhow!("statement CSV: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_statement_reads_in_the_owners_language_and_runs_no_formula() {
        let e = Earnings {
            month: "2026-12".into(),
            available_paise: 0,
            owed_paise: 0,
            upcoming_paise: 0,
            upcoming: vec![],
            disputed_paise: 0,
            paid_out_paise: 0,
            minimum_payout_paise: MINIMUM_PAYOUT_PAISE,
            held: false,
            payout_details: None,
            stays: vec![StayEarning {
                booking_id: 1,
                booking_code: "HE-BJD55N".into(),
                property_title: "=HYPERLINK(\"http://x\")".into(),
                starts_at: "2026-12-03T09:00:00+05:30".into(),
                paid_online: false,
                price_paise: 577_500,
                commission_paise: 50_000,
                gst_paise: 9_000,
                withheld_paise: 550,
                net_paise: -59_550,
                available_at: None,
                state: "owed".into(),
            }],
            payouts: vec![],
        };
        let en =
            String::from_utf8(statement_csv(&e, crate::language::Language::En).unwrap()).unwrap();
        let mut lines = en.lines();
        assert_eq!(
            lines.next().unwrap(),
            "Booking,Farmhouse,Starts (IST),Paid,Price (₹),Commission (₹),GST on commission (₹),Tax withheld (₹),Net (₹),State"
        );
        assert_eq!(
            lines.next().unwrap(),
            "HE-BJD55N,\"'=HYPERLINK(\"\"http://x\"\")\",2026-12-03 09:00,Cash,5775.00,500.00,90.00,5.50,-595.50,Owed"
        );
        let te =
            String::from_utf8(statement_csv(&e, crate::language::Language::Te).unwrap()).unwrap();
        assert!(te.starts_with("బుకింగ్,"), "{te}");
        assert!(te.contains(",నగదు,") && te.contains(",బాకీ"), "{te}");
    }
}
