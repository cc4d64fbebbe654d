//! The money ledger (PRODUCT.md "Money and the ledger"): an append-only double-entry journal in
//! integer paise. Every money event posts one balanced entry through `journal::post` inside the
//! transaction of the state change it records (`events`); nothing is ever updated or deleted, a
//! mistake is reversed by a new entry. This module adds what staff and owners ask of it: the
//! check, the reconciliation with the providers' records, an owner's balance, staff adjustments
//! and owners' marks on cash stays.

pub mod balance;
pub mod cash;
pub mod check;
pub mod events;
pub mod journal;
pub mod reconcile;
#[cfg(test)]
pub(crate) mod tests;

pub use crate::kinds::ledger::{Account, CashOutcome, EntryKind, Withholding};
pub use balance::{OwnerBalance, Upcoming};
pub use cash::{CashMark, CashMarkRequest};
pub use check::CheckReport;
pub use reconcile::Reconciliation;

use serde::Serialize;
use serde_json::json;

use crate::audit::{Record, Staff, Target};
use crate::error::CoreError;
use crate::ids::UserId;
use crate::reason::required_reason;
use crate::store::{write_transaction, Store};
use crate::time::SharedClock;

/// The ledger's service: read by staff and owners, written by staff adjustments and owners'
/// cash marks (every other entry is posted by the event's own area).
#[derive(Clone)]
pub struct Ledger {
    store: Store,
    clock: SharedClock,
}

/// A staff adjustment as posted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Adjusted {
    pub entry_id: i64,
    pub owner_id: i64,
    pub amount_paise: i64,
    pub balance: OwnerBalance,
}

/// The largest staff adjustment either way, ₹1 crore: larger is a typo, and would strain the
/// running balances' integers.
pub const MAX_ADJUSTMENT_PAISE: u64 = 1_000_000_000;

fn unknown_owner() -> CoreError {
    CoreError::NotFound(crate::Missing::User)
}

impl Ledger {
    pub fn new(store: Store, clock: SharedClock) -> Self {
        Self { store, clock }
    }

    /// Every invariant of the books, in one snapshot.
    pub async fn check(&self) -> Result<CheckReport, CoreError> {
        self.store
            .run(|c| write_transaction(c, check::check_in))
            .await
    }

    /// The providers' payments, refunds and payouts against the ledger, per IST day from `from`
    /// to `to` (yyyy-mm-dd, both included, at most `reconcile::MAX_DAYS` days), with every
    /// record on which they disagree.
    pub async fn reconcile(
        &self,
        from: Option<&str>,
        to: Option<&str>,
    ) -> Result<Reconciliation, CoreError> {
        let (from, to) = reconcile::range(from, to)?;
        self.store
            .run(move |c| reconcile::reconcile_in(c, from, to))
            .await
    }

    /// The balance of the owner `owner_id` now.
    pub async fn owner_balance(&self, owner_id: UserId) -> Result<OwnerBalance, CoreError> {
        let now = self.clock.now().timestamp();
        self.store
            .run(move |c| balance::owner_balance_in(c, owner_id, now))
            .await
    }

    /// The owner with this phone (ten digits or +91), for support; "not found" for nobody.
    pub async fn owner_by_phone(&self, phone: &str) -> Result<UserId, CoreError> {
        let phone = crate::auth::otp::normalise_phone(phone, "owner")?;
        self.store
            .run(move |c| crate::store::session::user_by_phone(c, &phone))
            .await?
            .map(|u| u.id)
            .ok_or_else(unknown_owner)
    }

    /// Staff move an owner's balance by `amount_paise` (positive in the owner's favour, negative
    /// recovered from them) with a required reason; the entry and the audit row commit together.
    pub async fn adjust(
        &self,
        staff: &Staff,
        owner_id: UserId,
        amount_paise: i64,
        reason: &str,
    ) -> Result<Adjusted, CoreError> {
        let reason = required_reason(reason)?;
        if amount_paise == 0 {
            return Err(CoreError::field(
                "amount",
                crate::Said::staff_only("amount cannot be zero"),
            ));
        }
        if amount_paise.unsigned_abs() > MAX_ADJUSTMENT_PAISE {
            return Err(CoreError::field(
                "amount",
                crate::Said::staff_only("amount must be at most ₹1,00,00,000 either way"),
            ));
        }
        let staff = staff.clone();
        let at = self.clock.now().timestamp();
        let entry_id = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    if crate::store::support::user(c, owner_id)?.is_none() {
                        return Err(unknown_owner());
                    }
                    let actor = format!("{}:{}", staff.role, staff.name);
                    let id = events::adjustment(c, owner_id, amount_paise, &reason, &actor, at)?
                        .ok_or_else(|| {
                            CoreError::field(
                                "amount",
                                crate::Said::staff_only("amount cannot be zero"),
                            )
                        })?;
                    crate::audit::record(
                        c,
                        &staff,
                        Record {
                            action: "ledger.adjust",
                            target: Target::user(owner_id),
                            reason: &reason,
                            before: None,
                            after: Some(json!({"entryId": id, "amountPaise": amount_paise})),
                        },
                        at,
                    )?;
                    Ok(id)
                })
            })
            .await?;
        Ok(Adjusted {
            entry_id,
            owner_id: owner_id.get(),
            amount_paise,
            balance: self.owner_balance(owner_id).await?,
        })
    }
}
