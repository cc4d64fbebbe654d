//! What each money event posts (PRODUCT.md "Money and the ledger"). Each function runs inside the
//! transaction of the state change it records and posts through `journal::post`, so the change
//! and its entry commit or fail together. Only money actually captured moves: a booking whose
//! payment never came through (or is paid in cash) posts nothing until cash is collected.

use chrono::Datelike;

use super::journal::{post, Event, Line};
use crate::error::CoreError;
use crate::ids::UserId;
use crate::kinds::booking::PaymentMethod;
use crate::kinds::ledger::{Account, EntryKind, Withholding};
use crate::kinds::payment::{OrderStatus, RefundStatus};
use crate::money::Paise;
use crate::pricing::{COMMISSION_BP, GST_ON_COMMISSION_BP};
use crate::store::bookings::{self as sb, BookingRow};
use crate::store::ledger as db;
use crate::store::models::{LineRow, PaymentRow};
use crate::store::refunds::RefundRow;
use crate::store::DbConnection;

/// An online-paid stay's earnings become the owner's this long after the stay starts.
pub const AVAILABLE_AFTER_START_SECONDS: i64 = 24 * 3_600;

/// Who the entries of the system's own work name.
pub const SYSTEM: &str = "system";

/// The withholding rates in force on a day, in basis points.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Rates {
    pub tcs_bp: i64,
    pub tds_bp: i64,
}

/// The rates of `withholding_rates` in force on the Asia/Kolkata date of `at`.
pub fn rates_at(c: &mut DbConnection, at: i64) -> Result<Rates, CoreError> {
    let d = crate::time::from_epoch(at)
        .with_timezone(&crate::time::IST)
        .date_naive();
    let day = format!("{:04}-{:02}-{:02}", d.year(), d.month(), d.day());
    let mut rates = Rates::default();
    // Oldest first: the last one on or before the day wins.
    for r in db::withholding_rates(c)? {
        if r.effective_from.as_str() <= day.as_str() {
            match r.tax {
                Withholding::Tcs => rates.tcs_bp = i64::from(r.rate_bp),
                Withholding::Tds => rates.tds_bp = i64::from(r.rate_bp),
            }
        }
    }
    Ok(rates)
}

/// A stay's money split between the owner, the platform and the tax authorities (paise).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    /// What the guest paid (the booking's total).
    pub paid: i64,
    /// The discount the platform pays for (FIRST500).
    pub discount: i64,
    pub commission: i64,
    pub gst_on_commission: i64,
    pub tcs: i64,
    pub tds: i64,
    /// The owner's net: paid + discount − commission − its GST − TCS − TDS.
    pub net: i64,
}

/// The split of booking `b`. Commission is `COMMISSION_BP` of the price before discounts, fees
/// and GST (pricing.rs); GST on it 18 %; TCS and TDS are withheld on the owner's taxable value
/// (price and cleaning fee, before GST), TCS only when the platform collected the money online
/// (CGST Act s.52), TDS on every stay (Income-tax Act s.194-O counts cash paid to the owner too).
pub fn split(b: &BookingRow, rates: Rates) -> Split {
    let online = b.payment_method != PaymentMethod::Cash;
    let taxable = Paise(b.subtotal_paise + b.cleaning_paise);
    let commission = Paise(b.subtotal_paise).percent_bp(COMMISSION_BP).0;
    let gst_on_commission = Paise(commission).percent_bp(GST_ON_COMMISSION_BP).0;
    let tcs = if online {
        taxable.percent_bp(rates.tcs_bp).0
    } else {
        0
    };
    let tds = taxable.percent_bp(rates.tds_bp).0;
    Split {
        paid: b.total_paise,
        discount: b.discount_paise,
        commission,
        gst_on_commission,
        tcs,
        tds,
        net: b.total_paise + b.discount_paise - commission - gst_on_commission - tcs - tds,
    }
}

/// What booking `b` leaves to be paid in cash at the property (paise): the whole price of a cash
/// stay, the balance of a payment plan paid there, else nothing.
pub fn cash_at_property(b: &BookingRow) -> i64 {
    if b.payment_method == PaymentMethod::Cash {
        b.total_paise
    } else if b.balance_method == Some(crate::kinds::plan::BalanceMethod::Cash)
        && crate::plans::has_balance(b)
    {
        b.total_paise - b.advance_paise
    } else {
        0
    }
}

/// The platform's part of the cash `b` collects at the property (`cash_at_property`): the
/// commission, its GST, the TDS and the discount the platform pays, in proportion to that cash
/// (the advance of a plan paid its own share online, at confirmation). No TCS: it is withheld
/// only from money collected online.
pub fn cash_split(b: &BookingRow, rates: Rates) -> Split {
    let whole = split(b, rates);
    let part = cash_at_property(b);
    let scale = |a: i64| -> i64 {
        if part == b.total_paise || b.total_paise <= 0 {
            return a;
        }
        scaled(a, part, b.total_paise)
    };
    let (discount, commission) = (scale(whole.discount), scale(whole.commission));
    let (gst_on_commission, tds) = (scale(whole.gst_on_commission), scale(whole.tds));
    Split {
        paid: part,
        discount,
        commission,
        gst_on_commission,
        tcs: 0,
        tds,
        net: part + discount - commission - gst_on_commission - tds,
    }
}

/// The earnings side of an online stay as lines summing to −`paid` (the guest's money they
/// account for): the owner's net, commission, its GST and withholdings as credits, the discount
/// the platform pays as a debit.
fn earnings(owner: UserId, s: &Split, available_at: i64) -> Vec<Line> {
    vec![
        Line::on(Account::PromotionsExpense, s.discount),
        Line::owner_payable(owner, -s.net, available_at),
        Line::on(Account::CommissionRevenue, -s.commission),
        Line::on(Account::GstOnCommissionPayable, -s.gst_on_commission),
        Line::on(Account::TcsPayable, -s.tcs),
        Line::on(Account::TdsPayable, -s.tds),
    ]
}

/// `a × num / den`, rounded half away from zero (`den` > 0).
fn scaled(a: i64, num: i64, den: i64) -> i64 {
    let x = i128::from(a) * i128::from(num);
    let d = i128::from(den);
    let q = (x.abs() * 2 + d) / (2 * d);
    (if x < 0 { -q } else { q }) as i64
}

/// `num / den` of `lines` (which sum to −`den`), as lines summing to exactly −`num`: each line
/// rounded to the nearest paisa, the owner's line taking what rounding leaves.
pub fn share(lines: &[Line], num: i64, den: i64) -> Vec<Line> {
    if den == 0 || num == den {
        return lines.to_vec();
    }
    let scale = |a: i64| scaled(a, num, den);
    let mut out: Vec<Line> = lines
        .iter()
        .map(|l| Line {
            amount: scale(l.amount),
            ..l.clone()
        })
        .collect();
    let others: i64 = out
        .iter()
        .filter(|l| l.account != Account::OwnerPayable)
        .map(|l| l.amount)
        .sum();
    if let Some(owner) = out.iter_mut().find(|l| l.account == Account::OwnerPayable) {
        owner.amount = -num - others;
    }
    out
}

fn owner_of(c: &mut DbConnection, b: &BookingRow) -> Result<UserId, CoreError> {
    Ok(sb::property(c, b.property_id)?
        .ok_or(CoreError::NotFound(crate::Missing::Property))?
        .owner_id)
}

/// What was captured for `b`'s price: its deposit apart (held on its own), and without a
/// payment refunded on its own (a second balance payment), never more than the total.
fn captured(c: &mut DbConnection, b: &BookingRow) -> Result<i64, CoreError> {
    let paid = crate::store::refunds::paid_payments(c, b.id)?;
    let first_balance = paid
        .iter()
        .filter(|p| p.part == crate::kinds::plan::PaymentPart::Balance)
        .map(|p| p.id)
        .min();
    Ok(paid
        .iter()
        .filter(|p| {
            p.part != crate::kinds::plan::PaymentPart::Balance || Some(p.id) == first_balance
        })
        .map(|p| p.amount_paise - p.deposit_paise)
        .sum::<i64>()
        .min(b.total_paise))
}

/// A payment captured at the provider: the money is held for the guest until the stay is
/// confirmed or the booking ends.
pub fn payment_captured(
    c: &mut DbConnection,
    b: &BookingRow,
    p: &PaymentRow,
    at: i64,
) -> Result<(), CoreError> {
    debug_assert_eq!(p.status, OrderStatus::Paid);
    let event = Event {
        payment_id: Some(p.id),
        ..Event::booking(
            EntryKind::PaymentCaptured,
            b.id,
            &format!(
                "Payment {} captured",
                p.provider_payment_id
                    .as_deref()
                    .unwrap_or(&p.provider_order_id)
            ),
            &format!("provider:{}", p.provider),
            at,
        )
    };
    post(
        c,
        &event,
        vec![
            Line::provider(&p.provider, p.amount_paise),
            Line::on(Account::GuestAdvances, -p.amount_paise),
        ],
    )?;
    Ok(())
}

/// The owner confirmed an online-paid stay: the guest's money becomes the owner's earnings
/// (available `AVAILABLE_AFTER_START_SECONDS` after the start), the platform's commission with
/// its GST, and the withholdings. A cash stay posts nothing until the cash is collected.
pub fn booking_confirmed(
    c: &mut DbConnection,
    b: &BookingRow,
    actor: &str,
    at: i64,
) -> Result<(), CoreError> {
    if b.payment_method == PaymentMethod::Cash {
        return Ok(());
    }
    let paid = captured(c, b)?;
    if paid <= 0 {
        return Ok(());
    }
    let owner = owner_of(c, b)?;
    let s = split(b, rates_at(c, at)?);
    let mut lines = share(
        &earnings(owner, &s, b.starts_at + AVAILABLE_AFTER_START_SECONDS),
        paid,
        b.total_paise,
    );
    lines.push(Line::on(Account::GuestAdvances, paid));
    let event = Event::booking(
        EntryKind::BookingConfirmed,
        b.id,
        "Stay confirmed",
        actor,
        at,
    );
    post(c, &event, lines)?;
    Ok(())
}

/// The guest's money on a booking as its entries left it: held (guest_advances, positive), and
/// the earnings lines of its confirmation with the amount they account for.
struct Held {
    advances: i64,
    confirmed: Option<(Vec<Line>, i64)>,
}

fn held(c: &mut DbConnection, b: &BookingRow) -> Result<Held, CoreError> {
    let mut out = Held {
        advances: 0,
        confirmed: None,
    };
    let line = |l: &LineRow| Line {
        account: l.account,
        owner_id: l.owner_id,
        provider: l.provider.clone(),
        amount: l.amount_paise,
        available_at: l.available_at,
    };
    for (entry, lines) in db::booking_entries(c, b.id)? {
        for l in &lines {
            if l.account == Account::GuestAdvances {
                out.advances -= l.amount_paise;
            }
        }
        // The confirmation, and a balance paid after it, are one stay's earnings together.
        if matches!(
            entry.kind,
            EntryKind::BookingConfirmed | EntryKind::BalanceConfirmed
        ) {
            let advance: i64 = lines
                .iter()
                .filter(|l| l.account == Account::GuestAdvances)
                .map(|l| l.amount_paise)
                .sum();
            let (mut earned, mut amount) = out.confirmed.take().unwrap_or_default();
            for l in lines.iter().filter(|l| l.account != Account::GuestAdvances) {
                let l = line(l);
                match earned.iter_mut().find(|e: &&mut Line| {
                    e.account == l.account
                        && e.owner_id == l.owner_id
                        && e.provider == l.provider
                        && e.available_at == l.available_at
                }) {
                    Some(e) => e.amount += l.amount,
                    None => earned.push(l),
                }
            }
            amount += advance;
            out.confirmed = Some((earned, amount));
        }
    }
    Ok(out)
}

/// The balance of `amount` of booking `b`'s payment plan was paid after the owner confirmed the
/// stay: it becomes earnings in the proportions the confirmation posted (the same rates and
/// availability), leaving the guest's money held for the booking.
pub fn balance_confirmed(
    c: &mut DbConnection,
    b: &BookingRow,
    amount: i64,
    actor: &str,
    at: i64,
) -> Result<(), CoreError> {
    if b.payment_method == PaymentMethod::Cash || amount <= 0 {
        return Ok(());
    }
    let mut lines = match held(c, b)?.confirmed {
        Some((earned, confirmed)) if confirmed > 0 => share(&earned, amount, confirmed),
        // Confirmed with nothing captured yet: the split as a confirmation would post it.
        _ => {
            let owner = owner_of(c, b)?;
            let s = split(b, rates_at(c, at)?);
            share(
                &earnings(owner, &s, b.starts_at + AVAILABLE_AFTER_START_SECONDS),
                amount,
                b.total_paise,
            )
        }
    };
    lines.push(Line::on(Account::GuestAdvances, amount));
    let event = Event::booking(
        EntryKind::BalanceConfirmed,
        b.id,
        "Balance paid on a confirmed stay",
        actor,
        at,
    );
    post(c, &event, lines)?;
    Ok(())
}

/// The lines undoing `refund` of `earned` (a confirmation's earnings lines, accounting for
/// `amount`), summing to exactly `refund`. The owner's part is taken back when it would have
/// become theirs, or at `at` when that time has passed: recovered from their balance.
pub fn reversal(earned: &[Line], refund: i64, amount: i64, at: i64) -> Vec<Line> {
    share(earned, refund, amount)
        .into_iter()
        .map(|l| Line {
            amount: -l.amount,
            available_at: l.available_at.map(|t| t.max(at)),
            ..l
        })
        .collect()
}

/// A booking ended (cancelled, rejected, expired) with `refunds` opened for the guest. The
/// refunded share of a confirmed stay's earnings is reversed (the owner's part at its own
/// availability, or at once when it was already available: recovered from the balance); money
/// held for an unconfirmed booking goes to the refund, and what the guest forfeits under the
/// cancellation rule becomes the owner's earnings as a stay's would.
pub fn booking_ended(
    c: &mut DbConnection,
    b: &BookingRow,
    refunds: &[RefundRow],
    memo: &str,
    actor: &str,
    at: i64,
) -> Result<(), CoreError> {
    let refund: i64 = refunds.iter().map(|r| r.amount_paise).sum();
    let h = held(c, b)?;
    let mut lines = vec![Line::on(Account::RefundsPayable, -refund)];
    match h.confirmed {
        Some((earned, amount)) => {
            let from_earnings = refund.min(amount);
            lines.extend(reversal(&earned, from_earnings, amount, at));
            lines.push(Line::on(Account::GuestAdvances, refund - from_earnings));
        }
        None => {
            let kept = h.advances - refund;
            if kept < 0 {
                return Err(CoreError::Internal(anyhow::anyhow!(
                    "booking {}: a refund of {refund} paise from {} held",
                    b.code,
                    h.advances
                )));
            }
            lines.push(Line::on(Account::GuestAdvances, h.advances));
            if kept > 0 {
                let owner = owner_of(c, b)?;
                let s = split(b, rates_at(c, at)?);
                let available = b.starts_at + AVAILABLE_AFTER_START_SECONDS;
                lines.extend(share(&earnings(owner, &s, available), kept, b.total_paise));
            }
        }
    }
    let event = Event::booking(EntryKind::BookingCancelled, b.id, memo, actor, at);
    post(c, &event, lines)?;
    Ok(())
}

/// A refund opened on its own (a payment that arrived after its booking ended): the held money
/// is owed back to the guest.
pub fn refund_opened(c: &mut DbConnection, r: &RefundRow, at: i64) -> Result<(), CoreError> {
    refund_moved(
        c,
        r,
        EntryKind::RefundOpened,
        (Account::GuestAdvances, None),
        (Account::RefundsPayable, None),
        at,
    )
}

/// The provider paid a refund back: the money leaves the provider account.
pub fn refund_processed(c: &mut DbConnection, r: &RefundRow, at: i64) -> Result<(), CoreError> {
    let provider = Some(r.provider.as_str());
    refund_moved(
        c,
        r,
        EntryKind::RefundProcessed,
        (Account::RefundsPayable, None),
        (Account::GuestPayments, provider),
        at,
    )
}

/// A refund failed for the last time: still owed, now waiting for staff.
pub fn refund_failed(c: &mut DbConnection, r: &RefundRow, at: i64) -> Result<(), CoreError> {
    refund_moved(
        c,
        r,
        EntryKind::RefundFailed,
        (Account::RefundsPayable, None),
        (Account::RefundsFailed, None),
        at,
    )
}

/// Staff sent a failed refund again: owed through the provider once more.
pub fn refund_reopened(
    c: &mut DbConnection,
    r: &RefundRow,
    actor: &str,
    at: i64,
) -> Result<(), CoreError> {
    let event = refund_event(r, EntryKind::RefundReopened, actor, at);
    post(
        c,
        &event,
        vec![
            Line::on(Account::RefundsFailed, r.amount_paise),
            Line::on(Account::RefundsPayable, -r.amount_paise),
        ],
    )?;
    Ok(())
}

fn refund_event(r: &RefundRow, kind: EntryKind, actor: &str, at: i64) -> Event {
    Event {
        refund_id: Some(r.id),
        payment_id: r.payment_id,
        ..Event::booking(kind, r.booking_id, &r.reason, actor, at)
    }
}

/// Moves a refund's amount from `debit` to `credit`.
fn refund_moved(
    c: &mut DbConnection,
    r: &RefundRow,
    kind: EntryKind,
    debit: (Account, Option<&str>),
    credit: (Account, Option<&str>),
    at: i64,
) -> Result<(), CoreError> {
    let line = |(account, provider): (Account, Option<&str>), amount: i64| match provider {
        Some(p) => Line::provider(p, amount),
        None => Line::on(account, amount),
    };
    let event = refund_event(r, kind, &format!("{SYSTEM}:refunds"), at);
    post(
        c,
        &event,
        vec![line(debit, r.amount_paise), line(credit, -r.amount_paise)],
    )?;
    Ok(())
}

/// The owner collected a cash stay's money: the commission with its GST and the TDS are theirs to
/// pay the platform (netted from their next payout), less the discount the platform pays for. When
/// the discount is the larger, the difference is owed to the owner at once. The same entry posts
/// when the owner's window closes unmarked (`cash::close_windows_in`), with its own memo.
pub fn cash_collected(
    c: &mut DbConnection,
    b: &BookingRow,
    owner: UserId,
    memo: &str,
    actor: &str,
    at: i64,
) -> Result<(), CoreError> {
    let s = cash_split(b, rates_at(c, at)?);
    let owed = s.commission + s.gst_on_commission + s.tds - s.discount;
    let owner_line = if owed >= 0 {
        Line::cash_owed(owner, owed)
    } else {
        Line::owner_payable(owner, owed, at)
    };
    let lines = vec![
        owner_line,
        Line::on(Account::PromotionsExpense, s.discount),
        Line::on(Account::CommissionRevenue, -s.commission),
        Line::on(Account::GstOnCommissionPayable, -s.gst_on_commission),
        Line::on(Account::TdsPayable, -s.tds),
    ];
    let event = Event::booking(EntryKind::CashCollected, b.id, memo, actor, at);
    post(c, &event, lines)?;
    Ok(())
}

/// Staff's adjustment of an owner's balance: positive in the owner's favour, negative recovered
/// from them; available at once.
pub fn adjustment(
    c: &mut DbConnection,
    owner: UserId,
    amount: i64,
    reason: &str,
    actor: &str,
    at: i64,
) -> Result<Option<i64>, CoreError> {
    let event = Event {
        kind: EntryKind::Adjustment,
        booking_id: None,
        payment_id: None,
        refund_id: None,
        payout_id: None,
        memo: reason.to_string(),
        actor: actor.to_string(),
        at,
    };
    post(
        c,
        &event,
        vec![
            Line::owner_payable(owner, -amount, at),
            Line::on(Account::AdjustmentsExpense, amount),
        ],
    )
}

/// Whether a refund in `status` still owes the guest through `account`.
pub(crate) fn refund_account(status: RefundStatus) -> Option<Account> {
    match status {
        RefundStatus::Pending => Some(Account::RefundsPayable),
        RefundStatus::Failed => Some(Account::RefundsFailed),
        RefundStatus::Processed => None,
    }
}

/// The line on the platform's funds at the payout provider `provider`.
fn payout_funds(provider: &str, amount: i64) -> Line {
    Line {
        provider: Some(provider.to_string()),
        ..Line::on(Account::PayoutFunds, amount)
    }
}

fn payout_event(kind: EntryKind, payout_id: i64, memo: &str, actor: &str, at: i64) -> Event {
    Event {
        kind,
        booking_id: None,
        payment_id: None,
        refund_id: None,
        payout_id: Some(payout_id),
        memo: memo.to_string(),
        actor: actor.to_string(),
        at,
    }
}

/// Payout `payout_id` of `amount` left for `owner`: their available balance moves to money in
/// transit, and what they owed on cash stays (`netted`) is settled from it on the way.
pub fn payout_sent(
    c: &mut DbConnection,
    payout_id: i64,
    owner: UserId,
    amount: i64,
    netted: i64,
    at: i64,
) -> Result<(), CoreError> {
    let event = payout_event(
        EntryKind::PayoutSent,
        payout_id,
        &format!("Payout {}", crate::kinds::payout::reference(payout_id)),
        SYSTEM,
        at,
    );
    post(
        c,
        &event,
        vec![
            Line::owner_payable(owner, amount + netted, at),
            Line::cash_owed(owner, -netted),
            Line::on(Account::PayoutsInTransit, -amount),
        ],
    )?;
    Ok(())
}

/// The provider paid payout `payout_id` out of the platform's funds there.
pub fn payout_settled(
    c: &mut DbConnection,
    payout_id: i64,
    provider: &str,
    amount: i64,
    actor: &str,
    at: i64,
) -> Result<(), CoreError> {
    let memo = format!(
        "Payout {} paid out",
        crate::kinds::payout::reference(payout_id)
    );
    let event = payout_event(EntryKind::PayoutSettled, payout_id, &memo, actor, at);
    post(
        c,
        &event,
        vec![
            Line::on(Account::PayoutsInTransit, amount),
            payout_funds(provider, -amount),
        ],
    )?;
    Ok(())
}

/// Payout `payout_id` failed (`settled` false: it never left) or was reversed after it was paid
/// out (`settled` true: the money came back to the funds): the owner's balance gets it back at
/// once.
#[allow(clippy::too_many_arguments)]
pub fn payout_returned(
    c: &mut DbConnection,
    payout_id: i64,
    owner: UserId,
    provider: &str,
    amount: i64,
    settled: bool,
    actor: &str,
    at: i64,
) -> Result<(), CoreError> {
    let memo = format!(
        "Payout {} returned",
        crate::kinds::payout::reference(payout_id)
    );
    let event = payout_event(EntryKind::PayoutReturned, payout_id, &memo, actor, at);
    let from = if settled {
        payout_funds(provider, amount)
    } else {
        Line::on(Account::PayoutsInTransit, amount)
    };
    post(
        c,
        &event,
        vec![from, Line::owner_payable(owner, -amount, at)],
    )?;
    Ok(())
}

/// A guest disputed booking `b` before its earnings became the owner's: what the owner's payable
/// holds for it moves to disputed_earnings, so it is neither upcoming nor available (nor paid
/// out) until staff resolve the dispute. Each part leaves the payable at the time it would have
/// become available, so the owner's upcoming money for that time drops by exactly it.
pub fn stay_disputed(
    c: &mut DbConnection,
    b: &BookingRow,
    actor: &str,
    at: i64,
) -> Result<i64, CoreError> {
    let owner = owner_of(c, b)?;
    let mut by_time: std::collections::BTreeMap<i64, i64> = std::collections::BTreeMap::new();
    for (entry, lines) in db::booking_entries(c, b.id)? {
        // What the owner kept of a security deposit is not the stay's earnings.
        if entry.kind == EntryKind::DepositSettled {
            continue;
        }
        for l in lines {
            if let (Account::OwnerPayable, Some(t)) = (l.account, l.available_at) {
                if l.owner_id == Some(owner) {
                    *by_time.entry(t).or_default() -= l.amount_paise;
                }
            }
        }
    }
    let held: i64 = by_time.values().sum();
    let mut lines: Vec<Line> = by_time
        .into_iter()
        .map(|(t, amount)| Line::owner_payable(owner, amount, t))
        .collect();
    lines.push(Line::disputed(owner, -held));
    let event = Event::booking(
        EntryKind::StayDisputed,
        b.id,
        "Stay disputed by the guest",
        actor,
        at,
    );
    post(c, &event, lines)?;
    Ok(held)
}

/// Staff resolved the dispute of booking `b`: its held earnings go back to the owner's payable,
/// available at `available_at` (at once for a release; for a refund, the time the cancellation
/// that follows takes them back at, so the two cancel out).
pub fn dispute_resolved(
    c: &mut DbConnection,
    b: &BookingRow,
    available_at: i64,
    memo: &str,
    actor: &str,
    at: i64,
) -> Result<i64, CoreError> {
    let owner = owner_of(c, b)?;
    let mut held = 0i64;
    for (_, lines) in db::booking_entries(c, b.id)? {
        for l in lines {
            if l.account == Account::DisputedEarnings {
                held -= l.amount_paise;
            }
        }
    }
    let event = Event::booking(EntryKind::DisputeResolved, b.id, memo, actor, at);
    post(
        c,
        &event,
        vec![
            Line::disputed(owner, held),
            Line::owner_payable(owner, -held, available_at),
        ],
    )?;
    Ok(held)
}

/// Booking `b`'s security deposit of `amount` came with payment `p`: it leaves the guest's money
/// for the booking and is held apart in deposits_held, nobody's earnings, until it is released or
/// a claim on it is settled.
pub fn deposit_collected(
    c: &mut DbConnection,
    b: &BookingRow,
    p: &PaymentRow,
    amount: i64,
    at: i64,
) -> Result<(), CoreError> {
    let event = Event {
        payment_id: Some(p.id),
        ..Event::booking(
            EntryKind::DepositCollected,
            b.id,
            "Security deposit held",
            &format!("provider:{}", p.provider),
            at,
        )
    };
    post(
        c,
        &event,
        vec![
            Line::on(Account::GuestAdvances, amount),
            Line::on(Account::DepositsHeld, -amount),
        ],
    )?;
    Ok(())
}

/// Booking `b`'s deposit of `amount`, paid online, leaves deposits_held: `kept` becomes its owner's
/// payable, available at once (never commission's: it is not a stay's price), and the rest is
/// owed back to the guest through `refund`, opened in the same transaction. `kind` is
/// `DepositReleased` for a return in full, `DepositSettled` for a claim's outcome.
#[allow(clippy::too_many_arguments)]
pub fn deposit_settled(
    c: &mut DbConnection,
    b: &BookingRow,
    kind: EntryKind,
    amount: i64,
    kept: i64,
    refund: Option<&RefundRow>,
    memo: &str,
    actor: &str,
    at: i64,
) -> Result<(), CoreError> {
    let returned = amount - kept;
    if kept < 0 || returned < 0 || refund.map_or(0, |r| r.amount_paise) != returned {
        return Err(CoreError::Internal(anyhow::anyhow!(
            "booking {}: a deposit of {amount} paise settled as {kept} kept and {} refunded",
            b.code,
            refund.map_or(0, |r| r.amount_paise)
        )));
    }
    let owner = owner_of(c, b)?;
    let event = Event {
        refund_id: refund.map(|r| r.id),
        payment_id: refund.and_then(|r| r.payment_id),
        ..Event::booking(kind, b.id, memo, actor, at)
    };
    post(
        c,
        &event,
        vec![
            Line::on(Account::DepositsHeld, amount),
            Line::owner_payable(owner, -kept, at),
            Line::on(Account::RefundsPayable, -returned),
        ],
    )?;
    Ok(())
}
