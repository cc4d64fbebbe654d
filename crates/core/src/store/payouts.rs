//! Payout queries: owners' payout details, payouts and their claims, holds. The rules (who is
//! paid, when, how much) live in `crate::payouts`; the money moves in `crate::ledger`.

use diesel::prelude::*;

pub use super::models::{
    FundAccountRow, NewPayout, NewPayoutAccount, PayoutAccountRow, PayoutHoldRow, PayoutRow,
};
use super::schema::{
    ledger_lines, payout_accounts, payout_fund_accounts, payout_holds, payouts, users,
};
use super::DbConnection;
use crate::error::CoreError;
use crate::ids::UserId;
use crate::kinds::ledger::Account;
use crate::kinds::payout::PayoutStatus;

/// The owner's current payout details.
pub fn current_account(
    conn: &mut DbConnection,
    owner: UserId,
) -> Result<Option<PayoutAccountRow>, CoreError> {
    Ok(payout_accounts::table
        .filter(payout_accounts::owner_id.eq(owner))
        .filter(payout_accounts::retired_at.is_null())
        .select(PayoutAccountRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn account(conn: &mut DbConnection, id: i64) -> Result<Option<PayoutAccountRow>, CoreError> {
    Ok(payout_accounts::table
        .find(id)
        .select(PayoutAccountRow::as_select())
        .first(conn)
        .optional()?)
}

/// Retires the owner's current details and adds `new` as the current ones.
pub fn replace_account(
    conn: &mut DbConnection,
    new: &NewPayoutAccount,
) -> Result<PayoutAccountRow, CoreError> {
    diesel::update(
        payout_accounts::table
            .filter(payout_accounts::owner_id.eq(new.owner_id))
            .filter(payout_accounts::retired_at.is_null()),
    )
    .set(payout_accounts::retired_at.eq(new.created_at))
    .execute(conn)?;
    let id: i64 = diesel::insert_into(payout_accounts::table)
        .values(new)
        .returning(payout_accounts::id)
        .get_result(conn)?;
    account(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Payout))
}

pub fn fund_account(
    conn: &mut DbConnection,
    payout_account_id: i64,
    provider: &str,
) -> Result<Option<FundAccountRow>, CoreError> {
    Ok(payout_fund_accounts::table
        .find((payout_account_id, provider))
        .select(FundAccountRow::as_select())
        .first(conn)
        .optional()?)
}

/// Keeps the provider's ids for a payout account; the first kept wins when two senders made them
/// at once (both name the same account at the provider).
pub fn keep_fund_account(conn: &mut DbConnection, row: &FundAccountRow) -> Result<(), CoreError> {
    if fund_account(conn, row.payout_account_id, &row.provider)?.is_none() {
        diesel::insert_into(payout_fund_accounts::table)
            .values(row)
            .execute(conn)?;
    }
    Ok(())
}

/// Owners with lines on their per-owner accounts, and whether their payouts are held; in id order.
pub fn owners_with_money(conn: &mut DbConnection) -> Result<Vec<UserId>, CoreError> {
    Ok(ledger_lines::table
        .filter(ledger_lines::account.eq_any([
            Account::OwnerPayable.as_str(),
            Account::CashCommissionOwed.as_str(),
        ]))
        .filter(ledger_lines::owner_id.is_not_null())
        .select(ledger_lines::owner_id.assume_not_null())
        .distinct()
        .order(ledger_lines::owner_id.asc())
        .load::<i64>(conn)?
        .into_iter()
        .map(UserId::new)
        .collect())
}

pub fn payout_by_run(
    conn: &mut DbConnection,
    owner: UserId,
    run_key: &str,
) -> Result<Option<PayoutRow>, CoreError> {
    Ok(payouts::table
        .filter(payouts::owner_id.eq(owner))
        .filter(payouts::run_key.eq(run_key))
        .select(PayoutRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn insert_payout(conn: &mut DbConnection, new: &NewPayout) -> Result<PayoutRow, CoreError> {
    let id: i64 = diesel::insert_into(payouts::table)
        .values(new)
        .returning(payouts::id)
        .get_result(conn)?;
    payout(conn, id)?.ok_or(CoreError::NotFound(crate::Missing::Payout))
}

pub fn payout(conn: &mut DbConnection, id: i64) -> Result<Option<PayoutRow>, CoreError> {
    Ok(payouts::table
        .find(id)
        .select(PayoutRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn payout_by_provider_id(
    conn: &mut DbConnection,
    provider_payout_id: &str,
) -> Result<Option<PayoutRow>, CoreError> {
    Ok(payouts::table
        .filter(payouts::provider_payout_id.eq(provider_payout_id))
        .select(PayoutRow::as_select())
        .first(conn)
        .optional()?)
}

/// Queued payouts whose turn has come, oldest first.
pub fn due_queued(
    conn: &mut DbConnection,
    now: i64,
    limit: i64,
) -> Result<Vec<PayoutRow>, CoreError> {
    Ok(payouts::table
        .filter(payouts::status.eq(PayoutStatus::Queued))
        .filter(payouts::next_attempt_at.le(now))
        .order(payouts::id.asc())
        .limit(limit)
        .select(PayoutRow::as_select())
        .load(conn)?)
}

/// Claims queued payout `id` for one sender until `until`: `true` only for the sender whose
/// update found it still queued and due, so two senders never send it at the same time.
pub fn claim(conn: &mut DbConnection, id: i64, now: i64, until: i64) -> Result<bool, CoreError> {
    let n = diesel::update(
        payouts::table
            .filter(payouts::id.eq(id))
            .filter(payouts::status.eq(PayoutStatus::Queued))
            .filter(payouts::next_attempt_at.le(now)),
    )
    .set((
        payouts::next_attempt_at.eq(until),
        payouts::attempts.eq(payouts::attempts + 1),
    ))
    .execute(conn)?;
    Ok(n == 1)
}

/// Moves payout `id` from `from` to `to` with what the provider said; `false` when it was no
/// longer in `from` (someone else moved it first), and nothing changes.
#[allow(clippy::too_many_arguments)]
pub fn move_status(
    conn: &mut DbConnection,
    id: i64,
    from: &[PayoutStatus],
    to: PayoutStatus,
    provider_payout_id: Option<&str>,
    utr: Option<&str>,
    failure_reason: Option<&str>,
    at: i64,
) -> Result<bool, CoreError> {
    let settled = matches!(
        to,
        PayoutStatus::Processed | PayoutStatus::Failed | PayoutStatus::Reversed
    )
    .then_some(at);
    let n = diesel::update(
        payouts::table
            .filter(payouts::id.eq(id))
            .filter(payouts::status.eq_any(from.iter().map(|s| s.as_str()))),
    )
    .set(payouts::status.eq(to))
    .execute(conn)?;
    if n != 1 {
        return Ok(false);
    }
    if let Some(p) = provider_payout_id {
        diesel::update(payouts::table.find(id))
            .set(payouts::provider_payout_id.eq(p))
            .execute(conn)?;
    }
    if let Some(u) = utr {
        diesel::update(payouts::table.find(id))
            .set(payouts::utr.eq(u))
            .execute(conn)?;
    }
    if let Some(r) = failure_reason {
        diesel::update(payouts::table.find(id))
            .set(payouts::failure_reason.eq(r))
            .execute(conn)?;
    }
    if to == PayoutStatus::Processing {
        diesel::update(payouts::table.find(id))
            .set(payouts::sent_at.eq(at))
            .execute(conn)?;
    }
    if let Some(s) = settled {
        diesel::update(payouts::table.find(id))
            .set(payouts::settled_at.eq(s))
            .execute(conn)?;
    }
    Ok(true)
}

/// Pushes a queued payout's next try to `at` after a provider outage, with why.
pub fn retry_later(conn: &mut DbConnection, id: i64, at: i64, why: &str) -> Result<(), CoreError> {
    diesel::update(
        payouts::table
            .filter(payouts::id.eq(id))
            .filter(payouts::status.eq(PayoutStatus::Queued)),
    )
    .set((
        payouts::next_attempt_at.eq(at),
        payouts::failure_reason.eq(why),
    ))
    .execute(conn)?;
    Ok(())
}

/// Payouts with the provider for at least since `sent_before`, to ask the provider about.
pub fn processing_sent_before(
    conn: &mut DbConnection,
    sent_before: i64,
    limit: i64,
) -> Result<Vec<PayoutRow>, CoreError> {
    Ok(payouts::table
        .filter(payouts::status.eq(PayoutStatus::Processing))
        .filter(payouts::sent_at.le(sent_before))
        .order(payouts::id.asc())
        .limit(limit)
        .select(PayoutRow::as_select())
        .load(conn)?)
}

/// An owner's payouts made in `[from, to)`, newest first.
pub fn owner_payouts(
    conn: &mut DbConnection,
    owner: UserId,
    from: i64,
    to: i64,
) -> Result<Vec<PayoutRow>, CoreError> {
    Ok(payouts::table
        .filter(payouts::owner_id.eq(owner))
        .filter(payouts::created_at.ge(from))
        .filter(payouts::created_at.lt(to))
        .order(payouts::id.desc())
        .select(PayoutRow::as_select())
        .load(conn)?)
}

/// Filters of the console's and the CLI's payout list.
#[derive(Debug, Clone, Default)]
pub struct PayoutFilter {
    pub owner: Option<UserId>,
    pub status: Option<PayoutStatus>,
    /// Made at or after (epoch seconds).
    pub from: Option<i64>,
    /// Made before (epoch seconds).
    pub to: Option<i64>,
}

/// Payouts matching `f` with their owner's name, newest first, and how many match.
pub fn list(
    conn: &mut DbConnection,
    f: &PayoutFilter,
    offset: i64,
    limit: i64,
) -> Result<(Vec<(PayoutRow, String)>, i64), CoreError> {
    let query = || {
        let mut q = payouts::table
            .inner_join(users::table.on(users::id.eq(payouts::owner_id)))
            .into_boxed();
        if let Some(o) = f.owner {
            q = q.filter(payouts::owner_id.eq(o));
        }
        if let Some(s) = f.status {
            q = q.filter(payouts::status.eq(s));
        }
        if let Some(from) = f.from {
            q = q.filter(payouts::created_at.ge(from));
        }
        if let Some(to) = f.to {
            q = q.filter(payouts::created_at.lt(to));
        }
        q
    };
    let total: i64 = query().count().get_result(conn)?;
    let rows = query()
        .order(payouts::id.desc())
        .offset(offset)
        .limit(limit)
        .select((PayoutRow::as_select(), users::full_name))
        .load(conn)?;
    Ok((rows, total))
}

pub fn hold(conn: &mut DbConnection, owner: UserId) -> Result<Option<PayoutHoldRow>, CoreError> {
    Ok(payout_holds::table
        .find(owner)
        .select(PayoutHoldRow::as_select())
        .first(conn)
        .optional()?)
}

pub fn insert_hold(conn: &mut DbConnection, row: &PayoutHoldRow) -> Result<(), CoreError> {
    diesel::insert_into(payout_holds::table)
        .values(row)
        .execute(conn)?;
    Ok(())
}

pub fn delete_hold(conn: &mut DbConnection, owner: UserId) -> Result<bool, CoreError> {
    Ok(diesel::delete(payout_holds::table.find(owner)).execute(conn)? == 1)
}

/// Every payout, by id (for `ledger check`).
pub fn all(conn: &mut DbConnection) -> Result<Vec<PayoutRow>, CoreError> {
    Ok(payouts::table
        .order(payouts::id.asc())
        .select(PayoutRow::as_select())
        .load(conn)?)
}
