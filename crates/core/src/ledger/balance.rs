//! An owner's balance as the ledger has it: available now, upcoming (with the time each part
//! becomes available), held by a guest's dispute, and owed to the platform (cash stays' commission, refunds recovered past
//! what was available); a negative balance carries forward as owed.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use crate::error::CoreError;
use crate::ids::UserId;
use crate::kinds::ledger::Account;
use crate::store::ledger as db;
use crate::store::DbConnection;
use crate::time::{from_epoch, to_ist_rfc3339};

/// Money that becomes the owner's at one time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Upcoming {
    /// RFC 3339, Asia/Kolkata.
    pub available_at: String,
    pub amount_paise: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnerBalance {
    pub owner_id: i64,
    /// Theirs now and not paid out, after what they owe is netted (never negative).
    pub available_paise: i64,
    /// What they owe the platform after netting what is available (never negative).
    pub owed_paise: i64,
    /// Earnings of stays still to become available, soonest first.
    pub upcoming: Vec<Upcoming>,
    pub upcoming_paise: i64,
    /// Earnings of stays a guest disputed, held until staff resolve the dispute.
    pub disputed_paise: i64,
}

/// The balance of `owner` at `now` (epoch seconds). Credits on owner_payable are owed to the
/// owner, debits on cash_commission_owed are owed by them.
pub fn owner_balance_in(
    c: &mut DbConnection,
    owner: UserId,
    now: i64,
) -> Result<OwnerBalance, CoreError> {
    let mut net = 0i64;
    let mut disputed = 0i64;
    let mut upcoming: BTreeMap<i64, i64> = BTreeMap::new();
    for l in db::owner_lines(c, owner)? {
        match (l.account, l.available_at) {
            (Account::OwnerPayable, Some(at)) if at > now => {
                *upcoming.entry(at).or_default() -= l.amount_paise;
            }
            (Account::OwnerPayable, _) | (Account::CashCommissionOwed, _) => {
                net -= l.amount_paise;
            }
            (Account::DisputedEarnings, _) => disputed -= l.amount_paise,
            _ => {}
        }
    }
    let upcoming: Vec<Upcoming> = upcoming
        .into_iter()
        .filter(|(_, amount)| *amount != 0)
        .map(|(at, amount)| Upcoming {
            available_at: to_ist_rfc3339(from_epoch(at)),
            amount_paise: amount,
        })
        .collect();
    Ok(OwnerBalance {
        owner_id: owner.get(),
        available_paise: net.max(0),
        owed_paise: (-net).max(0),
        upcoming_paise: upcoming.iter().map(|u| u.amount_paise).sum(),
        upcoming,
        disputed_paise: disputed,
    })
}

/// What the ledger owes `owner` now (owner_payable lines available by `now`) and what they owe
/// on cash stays, apart: a payout pays the first less the second and settles both. A disputed
/// stay's earnings are on disputed_earnings, so no payout takes them until staff release them.
pub fn payable_now(c: &mut DbConnection, owner: UserId, now: i64) -> Result<(i64, i64), CoreError> {
    let (mut payable, mut owed) = (0i64, 0i64);
    for l in db::owner_lines(c, owner)? {
        match (l.account, l.available_at) {
            (Account::OwnerPayable, Some(at)) if at > now => {}
            (Account::OwnerPayable, _) => payable -= l.amount_paise,
            (Account::CashCommissionOwed, _) => owed += l.amount_paise,
            _ => {}
        }
    }
    Ok((payable, owed))
}
