//! `escapes ledger check`: every entry balanced, every owner account's running balance equal to
//! the sum of its lines, and every booking's captured money accounted for (held, earned, owed back or
//! returned; a disputed stay's earnings held only while its dispute is open; a security deposit
//! paid online held in deposits_held until it is released or settled, then kept by the owner or
//! owed back, and a cash deposit never in the books), each problem named.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use serde::Serialize;

use super::events::refund_account;
use crate::error::CoreError;
use crate::ids::BookingId;
use crate::kinds::booking::{BookingStatus, PaymentMethod};
use crate::kinds::deposit::DepositMethod;
use crate::kinds::ledger::{Account, CashOutcome, DisputeStatus, EntryKind};
use crate::kinds::payment::RefundStatus;
use crate::store::ledger as db;
use crate::store::DbConnection;

/// What the check looked at and what it found wrong (empty when the books are right).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CheckReport {
    pub entries: usize,
    pub lines: usize,
    pub accounts: usize,
    pub bookings: usize,
    pub problems: Vec<String>,
}

impl CheckReport {
    pub fn is_ok(&self) -> bool {
        self.problems.is_empty()
    }
}

type Key = (String, i64, String);

/// A line of one of a booking's entries: the entry's kind, the account, provider and amount.
type BookingLine = (EntryKind, Account, Option<String>, i64);

fn key_name((account, owner, provider): &Key) -> String {
    match (owner, provider.as_str()) {
        (0, "") => account.clone(),
        (0, p) => format!("{account}[{p}]"),
        (o, _) => format!("{account}[owner {o}]"),
    }
}

/// Runs every check in one read (the caller's transaction gives it one snapshot).
pub fn check_in(c: &mut DbConnection) -> Result<CheckReport, CoreError> {
    db::one_snapshot(c)?;
    let entries = db::entries(c)?;
    let lines = db::lines(c)?;
    let mut report = CheckReport {
        entries: entries.len(),
        lines: lines.len(),
        ..CheckReport::default()
    };
    let problems = &mut report.problems;

    // Every entry balanced, with at least two lines.
    let mut per_entry: HashMap<i64, (i128, usize)> = HashMap::new();
    for l in &lines {
        let e = per_entry.entry(l.entry_id).or_default();
        e.0 += i128::from(l.amount_paise);
        e.1 += 1;
    }
    for e in &entries {
        match per_entry.get(&e.id) {
            Some((0, n)) if *n >= 2 => {}
            Some((sum, n)) => problems.push(format!(
                "entry {} ({}) is not balanced: {n} lines summing to {sum} paise",
                e.id, e.kind
            )),
            None => problems.push(format!("entry {} ({}) has no lines", e.id, e.kind)),
        }
    }

    // Every account's balance is the sum of its lines; an owner account's running balance
    // (journal.rs) must equal it, and a platform-wide account keeps none.
    let mut sums: BTreeMap<Key, i64> = BTreeMap::new();
    for l in &lines {
        let key = (
            l.account.as_str().to_string(),
            l.owner_id.map_or(0, |o| o.get()),
            l.provider.clone().unwrap_or_default(),
        );
        *sums.entry(key).or_default() += l.amount_paise;
    }
    let balances: BTreeMap<Key, i64> = db::balances(c)?
        .into_iter()
        .map(|b| ((b.account, b.owner_id, b.provider), b.balance_paise))
        .collect();
    report.accounts = sums.len();
    for (key, balance) in &balances {
        let per_owner = key.0.parse::<Account>().is_ok_and(Account::per_owner);
        if !per_owner {
            problems.push(format!(
                "account {} holds a running balance of {balance} paise, which only an owner's \
                 account keeps",
                key_name(key)
            ));
        }
    }
    let owner_keys: BTreeSet<&Key> = sums
        .keys()
        .filter(|k| k.0.parse::<Account>().is_ok_and(Account::per_owner))
        .chain(balances.keys().filter(|k| k.1 != 0))
        .collect();
    for key in owner_keys {
        let (sum, balance) = (
            sums.get(key).copied().unwrap_or(0),
            balances.get(key).copied().unwrap_or(0),
        );
        if sum != balance {
            problems.push(format!(
                "account {} holds a balance of {balance} paise but its lines sum to {sum}",
                key_name(key)
            ));
        }
    }

    // Every booking's money accounted for.
    let mut booking_lines: HashMap<BookingId, Vec<BookingLine>> = HashMap::new();
    let entry_of: HashMap<i64, (EntryKind, Option<BookingId>)> = entries
        .iter()
        .map(|e| (e.id, (e.kind, e.booking_id)))
        .collect();
    let mut kinds: HashMap<BookingId, Vec<EntryKind>> = HashMap::new();
    for e in &entries {
        if let Some(b) = e.booking_id {
            kinds.entry(b).or_default().push(e.kind);
        }
    }
    for l in &lines {
        if let Some((kind, Some(b))) = entry_of.get(&l.entry_id) {
            booking_lines.entry(*b).or_default().push((
                *kind,
                l.account,
                l.provider.clone(),
                l.amount_paise,
            ));
        }
    }
    let payments = db::captured_payments(c)?;
    let refunds = db::refunds(c)?;
    let marks: HashMap<BookingId, CashOutcome> = db::cash_marks(c)?
        .into_iter()
        .map(|m| (m.booking_id, m.outcome))
        .collect();
    let disputes: HashMap<BookingId, DisputeStatus> = db::disputes(c)?
        .into_iter()
        .map(|d| (d.booking_id, d.status))
        .collect();
    let deposits: HashMap<BookingId, crate::store::models::DepositRow> =
        crate::store::deposits::all(c)?
            .into_iter()
            .map(|d| (d.booking_id, d))
            .collect();
    let mut ids: BTreeSet<BookingId> = kinds.keys().copied().collect();
    ids.extend(deposits.keys().copied());
    ids.extend(disputes.keys().copied());
    ids.extend(payments.iter().map(|p| p.booking_id));
    ids.extend(refunds.iter().map(|r| r.booking_id));
    ids.extend(marks.keys().copied());
    let ids: Vec<BookingId> = ids.into_iter().collect();
    let bookings = db::bookings_with_owners(c, &ids)?;
    report.bookings = bookings.len();
    let problems = &mut report.problems;
    for (b, _owner) in &bookings {
        let name = format!("booking {} ({})", b.code, b.id);
        let mine = booking_lines.get(&b.id).map(Vec::as_slice).unwrap_or(&[]);
        let on = |account: Account, provider: Option<&str>| -> i64 {
            mine.iter()
                .filter(|(_, a, p, _)| {
                    *a == account && (provider.is_none() || p.as_deref() == provider)
                })
                .map(|(.., amount)| *amount)
                .sum()
        };
        let count = |kind: EntryKind| {
            kinds
                .get(&b.id)
                .map_or(0, |k| k.iter().filter(|x| **x == kind).count())
        };
        let mut providers: BTreeMap<&str, i64> = BTreeMap::new();
        for p in payments.iter().filter(|p| p.booking_id == b.id) {
            *providers.entry(p.provider.as_str()).or_default() += p.amount_paise;
        }
        for r in refunds
            .iter()
            .filter(|r| r.booking_id == b.id && r.status == RefundStatus::Processed)
        {
            *providers.entry(r.provider.as_str()).or_default() -= r.amount_paise;
        }
        for (provider, expected) in &providers {
            let got = on(Account::GuestPayments, Some(provider));
            if got != *expected {
                problems.push(format!(
                    "{name}: {expected} paise captured and not refunded through {provider}, but the ledger holds {got}"
                ));
            }
        }
        let captured: i64 = payments
            .iter()
            .filter(|p| p.booking_id == b.id)
            .map(|p| p.amount_paise)
            .sum();
        for status in [RefundStatus::Pending, RefundStatus::Failed] {
            let Some(account) = refund_account(status) else {
                continue;
            };
            let owed: i64 = refunds
                .iter()
                .filter(|r| r.booking_id == b.id && r.status == status)
                .map(|r| r.amount_paise)
                .sum();
            let got = -on(account, None);
            if got != owed {
                problems.push(format!(
                    "{name}: {owed} paise of {status} refunds, but {account} holds {got}"
                ));
            }
        }
        let online = b.payment_method != PaymentMethod::Cash;
        let confirmations = count(EntryKind::BookingConfirmed);
        let deposit = deposits.get(&b.id);
        // A deposit paid online left the guest's booking money when it was collected.
        let deposit_paid = deposit
            .filter(|d| d.method == DepositMethod::Online)
            .map_or(0, |d| d.amount_paise);
        // A payment refunded on its own while the booking stays on (a second balance payment)
        // left the guest's money when its refund was opened.
        let refunded_alone: i64 = mine
            .iter()
            .filter(|(k, a, ..)| *k == EntryKind::RefundOpened && *a == Account::GuestAdvances)
            .map(|(.., amount)| *amount)
            .sum();
        let for_booking = captured - deposit_paid - refunded_alone;
        let expected_held = match b.status {
            BookingStatus::Pending => for_booking,
            BookingStatus::Confirmed => for_booking - for_booking.min(b.total_paise),
            _ => 0,
        };
        let held = -on(Account::GuestAdvances, None);
        if held != expected_held {
            problems.push(format!(
                "{name} is {} with {captured} paise captured: {expected_held} should be held for the guest, the ledger holds {held}",
                b.status
            ));
        }
        if online && captured > 0 && b.status == BookingStatus::Confirmed && confirmations != 1 {
            problems.push(format!(
                "{name} is confirmed and paid online but has {confirmations} confirmation entries"
            ));
        }
        if confirmations > 1 || (confirmations == 1 && b.status == BookingStatus::Pending) {
            problems.push(format!("{name} has {confirmations} confirmation entries"));
        }
        // A balance paid after confirmation has its own entry, once, after the confirmation.
        let balances = count(EntryKind::BalanceConfirmed);
        if balances > 1 || (balances == 1 && confirmations != 1) {
            problems.push(format!(
                "{name} has {balances} balance entries and {confirmations} confirmation entries"
            ));
        }
        if balances == 1 && b.balance_paid_at.is_none() {
            problems.push(format!("{name} has a balance entry but no balance paid"));
        }
        if count(EntryKind::BookingCancelled) > 1 {
            problems.push(format!("{name} was posted as ended more than once"));
        }
        let collected = count(EntryKind::CashCollected);
        let expected_collected = usize::from(marks.get(&b.id) == Some(&CashOutcome::Collected));
        if collected != expected_collected {
            problems.push(format!(
                "{name} has {collected} cash-collected entries for {expected_collected} marks of cash collected"
            ));
        }
        // A dispute holds earnings only while open: one held entry per dispute, one resolved
        // entry once staff resolved it, and nothing left in disputed_earnings after.
        let dispute = disputes.get(&b.id);
        let (held_entries, resolved_entries) = (
            count(EntryKind::StayDisputed),
            count(EntryKind::DisputeResolved),
        );
        let expected = match dispute {
            None => (0, 0),
            Some(DisputeStatus::Open) => (1, 0),
            Some(_) => (1, 1),
        };
        if (held_entries.min(1), resolved_entries) != expected || held_entries > 1 {
            problems.push(format!(
                "{name} has {held_entries} disputed and {resolved_entries} resolved entries for a dispute {}",
                dispute.map_or("never made", |d| d.as_str())
            ));
        }
        let still_held = on(Account::DisputedEarnings, None);
        if dispute != Some(&DisputeStatus::Open) && still_held != 0 {
            problems.push(format!(
                "{name}: no open dispute, but disputed_earnings holds {} paise for it",
                -still_held
            ));
        }
    }
    for (b, _owner) in &bookings {
        let mine = booking_lines.get(&b.id).map(Vec::as_slice).unwrap_or(&[]);
        let its_payments: Vec<_> = payments.iter().filter(|p| p.booking_id == b.id).collect();
        check_deposit(
            b,
            deposits.get(&b.id),
            mine,
            &its_payments,
            &refunds,
            &mut report.problems,
        );
    }
    let open_online: i64 = deposits
        .values()
        .filter(|d| d.method == DepositMethod::Online && d.status.is_open())
        .map(|d| d.amount_paise)
        .sum();
    let in_account: i64 = -lines
        .iter()
        .filter(|l| l.account == Account::DepositsHeld)
        .map(|l| l.amount_paise)
        .sum::<i64>();
    if in_account != open_online {
        report.problems.push(format!(
            "deposits paid online and not yet settled come to {open_online} paise, but deposits_held holds {in_account}"
        ));
    }
    check_payouts(c, &entries, &lines, &mut report.problems)?;
    Ok(report)
}

/// Booking `b`'s security deposit accounted for: one collected entry of its amount when it was
/// paid online (the payment that carried it saying so), held in deposits_held while open, one
/// released or settled entry once settled, with the owner's kept part on their payable and the
/// rest in the deposit's refund; a cash deposit, or none, with no deposit lines at all.
fn check_deposit(
    b: &crate::store::models::BookingRow,
    deposit: Option<&crate::store::models::DepositRow>,
    mine: &[BookingLine],
    payments: &[&crate::store::models::PaymentRow],
    refunds: &[crate::store::models::RefundRow],
    problems: &mut Vec<String>,
) {
    let name = format!("booking {} ({})", b.code, b.id);
    let sum = |kinds: &[EntryKind], account: Account| -> i64 {
        mine.iter()
            .filter(|(k, a, ..)| kinds.contains(k) && *a == account)
            .map(|(.., amount)| *amount)
            .sum()
    };
    let entries = |kind: EntryKind| mine.iter().any(|(k, ..)| *k == kind);
    let held = -sum(
        &[
            EntryKind::DepositCollected,
            EntryKind::DepositReleased,
            EntryKind::DepositSettled,
        ],
        Account::DepositsHeld,
    );
    // A second balance payment goes back whole (`payments::refunds::refund_duplicate_in`): its
    // deposit part was never held.
    let first_balance = payments
        .iter()
        .filter(|p| p.part == crate::kinds::plan::PaymentPart::Balance)
        .map(|p| p.id)
        .min();
    let carried: i64 = payments
        .iter()
        .filter(|p| {
            p.part != crate::kinds::plan::PaymentPart::Balance || Some(p.id) == first_balance
        })
        .map(|p| p.deposit_paise)
        .sum();
    let online = match deposit {
        Some(d) if d.method == DepositMethod::Online => d,
        other => {
            let any = [
                EntryKind::DepositCollected,
                EntryKind::DepositReleased,
                EntryKind::DepositSettled,
            ]
            .into_iter()
            .any(entries);
            if any || held != 0 {
                problems.push(format!(
                    "{name} has deposit entries but no deposit paid online ({})",
                    other.map_or("none collected", |d| d.method.as_str())
                ));
            }
            if carried > 0 && b.status.holds_slot() {
                problems.push(format!(
                    "{name}: its payments carried a deposit of {carried} paise that is not held"
                ));
            }
            return;
        }
    };
    let amount = online.amount_paise;
    if carried != amount {
        problems.push(format!(
            "{name}: a deposit of {amount} paise is held but its payments carried {carried}"
        ));
    }
    let collected = -sum(&[EntryKind::DepositCollected], Account::DepositsHeld);
    if collected != amount {
        problems.push(format!(
            "{name}: a deposit of {amount} paise, but {collected} was posted as collected"
        ));
    }
    let expected_held = if online.status.is_open() { amount } else { 0 };
    if held != expected_held {
        problems.push(format!(
            "{name}: its deposit is {} and deposits_held should hold {expected_held} paise for it, but holds {held}",
            online.status
        ));
    }
    if online.status.is_open() {
        return;
    }
    let settled_kinds = [EntryKind::DepositReleased, EntryKind::DepositSettled];
    let kept = -sum(&settled_kinds, Account::OwnerPayable);
    let returned = -sum(&settled_kinds, Account::RefundsPayable);
    let expected_kept = online.kept_paise.unwrap_or(0);
    if kept != expected_kept || returned != amount - expected_kept {
        problems.push(format!(
            "{name}: its deposit of {amount} paise was settled as {expected_kept} kept, but the ledger gave the owner {kept} and owed the guest {returned}"
        ));
    }
    let refunded = online
        .refund_id
        .and_then(|id| refunds.iter().find(|r| r.id == id))
        .map_or(0, |r| r.amount_paise);
    if refunded != amount - expected_kept {
        problems.push(format!(
            "{name}: {} paise of its deposit are owed back, but its refund is of {refunded}",
            amount - expected_kept
        ));
    }
}

/// Every payout's money accounted for: one sent entry of its amount, settled once when paid
/// out, returned once when it failed or was reversed, and money in transit equal to the payouts
/// still on their way.
fn check_payouts(
    c: &mut DbConnection,
    entries: &[crate::store::models::EntryRow],
    lines: &[crate::store::models::LineRow],
    problems: &mut Vec<String>,
) -> Result<(), CoreError> {
    use crate::kinds::payout::PayoutStatus as S;
    let mut kinds: HashMap<i64, Vec<(i64, EntryKind)>> = HashMap::new();
    for e in entries {
        if let Some(p) = e.payout_id {
            kinds.entry(p).or_default().push((e.id, e.kind));
        }
    }
    let mut in_transit_by_entry: HashMap<i64, i64> = HashMap::new();
    for l in lines
        .iter()
        .filter(|l| l.account == Account::PayoutsInTransit)
    {
        *in_transit_by_entry.entry(l.entry_id).or_default() += l.amount_paise;
    }
    let mut on_the_way = 0i64;
    for p in crate::store::payouts::all(c)? {
        let name = format!("payout {}", crate::kinds::payout::reference(p.id));
        let mine = kinds.get(&p.id).map(Vec::as_slice).unwrap_or(&[]);
        let count = |k: EntryKind| mine.iter().filter(|(_, x)| *x == k).count();
        let sent: i64 = mine
            .iter()
            .filter(|(_, k)| *k == EntryKind::PayoutSent)
            .map(|(id, _)| -in_transit_by_entry.get(id).copied().unwrap_or(0))
            .sum();
        if count(EntryKind::PayoutSent) != 1 || sent != p.amount_paise {
            problems.push(format!(
                "{name} of {} paise has {} sent entries moving {sent} paise",
                p.amount_paise,
                count(EntryKind::PayoutSent)
            ));
        }
        let (settled, returned) = match p.status {
            S::Queued | S::Processing => (0, 0),
            S::Processed => (1, 0),
            S::Failed => (0, 1),
            // Reversed after or before it was paid out.
            S::Reversed => (count(EntryKind::PayoutSettled).min(1), 1),
        };
        if count(EntryKind::PayoutSettled) != settled
            || count(EntryKind::PayoutReturned) != returned
        {
            problems.push(format!(
                "{name} is {} but has {} settled and {} returned entries",
                p.status,
                count(EntryKind::PayoutSettled),
                count(EntryKind::PayoutReturned)
            ));
        }
        if matches!(p.status, S::Queued | S::Processing) {
            on_the_way += p.amount_paise;
        }
    }
    let in_transit: i64 = -lines
        .iter()
        .filter(|l| l.account == Account::PayoutsInTransit)
        .map(|l| l.amount_paise)
        .sum::<i64>();
    if in_transit != on_the_way {
        problems.push(format!(
            "payouts on their way come to {on_the_way} paise, but payouts_in_transit holds {in_transit}"
        ));
    }
    Ok(())
}
