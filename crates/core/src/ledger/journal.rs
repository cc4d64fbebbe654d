//! The one posting function: an entry and its lines appended in the caller's transaction, the
//! owner accounts' running balances moved with them, and an entry whose lines do not sum to zero
//! refused. Nothing here updates or deletes a line (the database refuses it too).

use crate::error::CoreError;
use crate::ids::{BookingId, PaymentId, RefundId, UserId};
use crate::kinds::ledger::{Account, EntryKind};
use crate::store::ledger::{self as db, NewEntry, NewLine};
use crate::store::DbConnection;

/// A line before it is posted. `amount` is signed paise: positive debits, negative credits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub account: Account,
    pub owner_id: Option<UserId>,
    pub provider: Option<String>,
    pub amount: i64,
    /// When an owner's money becomes theirs (owner_payable only).
    pub available_at: Option<i64>,
}

impl Line {
    /// A line on an account that is neither per owner nor per provider.
    pub fn on(account: Account, amount: i64) -> Self {
        Self {
            account,
            owner_id: None,
            provider: None,
            amount,
            available_at: None,
        }
    }

    pub fn provider(provider: &str, amount: i64) -> Self {
        Self {
            provider: Some(provider.to_string()),
            ..Self::on(Account::GuestPayments, amount)
        }
    }

    /// The owner's payable, theirs to be paid from `available_at`.
    pub fn owner_payable(owner: UserId, amount: i64, available_at: i64) -> Self {
        Self {
            owner_id: Some(owner),
            available_at: Some(available_at),
            ..Self::on(Account::OwnerPayable, amount)
        }
    }

    /// A disputed stay's earnings of `owner`, held until staff resolve the dispute.
    pub fn disputed(owner: UserId, amount: i64) -> Self {
        Self {
            owner_id: Some(owner),
            ..Self::on(Account::DisputedEarnings, amount)
        }
    }

    pub fn cash_owed(owner: UserId, amount: i64) -> Self {
        Self {
            owner_id: Some(owner),
            ..Self::on(Account::CashCommissionOwed, amount)
        }
    }
}

/// What an entry records and who caused it.
#[derive(Debug, Clone)]
pub struct Event {
    pub kind: EntryKind,
    pub booking_id: Option<BookingId>,
    pub payment_id: Option<PaymentId>,
    pub refund_id: Option<RefundId>,
    pub payout_id: Option<i64>,
    pub memo: String,
    pub actor: String,
    pub at: i64,
}

impl Event {
    pub fn booking(
        kind: EntryKind,
        booking_id: BookingId,
        memo: &str,
        actor: &str,
        at: i64,
    ) -> Self {
        Self {
            kind,
            booking_id: Some(booking_id),
            payment_id: None,
            refund_id: None,
            payout_id: None,
            memo: memo.to_string(),
            actor: actor.to_string(),
            at,
        }
    }
}

/// Why an entry cannot be posted: a programming error, never a user's.
fn refused(event: &Event, why: String) -> CoreError {
    CoreError::Internal(anyhow::anyhow!(
        "ledger entry {} refused: {why}",
        event.kind
    ))
}

/// Posts `event` with `lines` inside the caller's write transaction; the entry's id, or `None`
/// when every line is zero (nothing moved). Refuses an entry that does not balance, and a line
/// whose owner, provider or availability does not fit its account.
pub fn post(
    c: &mut DbConnection,
    event: &Event,
    lines: Vec<Line>,
) -> Result<Option<i64>, CoreError> {
    let lines: Vec<Line> = lines.into_iter().filter(|l| l.amount != 0).collect();
    if lines.is_empty() || cfg!(feature = "bench-without-ledger") {
        return Ok(None);
    }
    let sum: i128 = lines.iter().map(|l| i128::from(l.amount)).sum();
    if sum != 0 {
        return Err(refused(
            event,
            format!("its lines sum to {sum} paise, not zero"),
        ));
    }
    for l in &lines {
        if l.account.per_owner() != l.owner_id.is_some()
            || l.account.per_provider() != l.provider.is_some()
            || (l.account == Account::OwnerPayable) != l.available_at.is_some()
        {
            return Err(refused(event, format!("a malformed {} line", l.account)));
        }
    }
    let entry_id = db::insert_entry(
        c,
        &NewEntry {
            kind: event.kind,
            booking_id: event.booking_id,
            payment_id: event.payment_id,
            refund_id: event.refund_id,
            payout_id: event.payout_id,
            memo: event.memo.chars().take(500).collect(),
            actor: event.actor.chars().take(200).collect(),
            created_at: event.at,
        },
    )?;
    let rows: Vec<NewLine> = lines
        .iter()
        .map(|l| NewLine {
            entry_id,
            account: l.account,
            owner_id: l.owner_id,
            provider: l.provider.clone(),
            amount_paise: l.amount,
            available_at: l.available_at,
        })
        .collect();
    db::insert_lines(c, &rows)?;
    // A running balance per owner account touched, in a fixed order so two transactions on
    // PostgreSQL never wait on each other's rows in opposite orders. Platform-wide accounts keep
    // none: every capture and confirmation touches them, so their rows would queue every
    // concurrent booking behind one lock (BENCHMARKS.md, "Ledger posting on paid bookings");
    // their balances are the sums of their lines.
    let mut moves: Vec<(&'static str, i64, Account, i64)> = Vec::new();
    for l in lines.iter().filter(|l| l.account.per_owner()) {
        let key = (l.account.as_str(), l.owner_id.map_or(0, |o| o.get()));
        match moves.iter_mut().find(|m| (m.0, m.1) == key) {
            Some(m) => m.3 += l.amount,
            None => moves.push((key.0, key.1, l.account, l.amount)),
        }
    }
    moves.sort_by_key(|m| (m.0, m.1));
    for (_, owner, account, delta) in moves {
        if delta != 0 {
            db::add_to_balance(c, account, owner, delta)?;
        }
    }
    Ok(Some(entry_id))
}
