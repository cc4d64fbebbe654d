//! Owner payouts (PRODUCT.md "Money and the ledger"): where an owner is paid (`details`), the
//! daily run that pays each owner's available balance (`run`), the sender that hands payouts to
//! the provider once (`send`), what the provider says became of them (`settle`: webhooks and
//! asking), staff holds and "send again", and the owner's statement (`statement`; the file they
//! download, CSV or PDF: `statement_file`, `statement_pdf`). Every money move posts through
//! `crate::ledger::events` in the transaction of the payout's change.

pub mod details;
pub mod provider;
pub mod razorpayx;
mod run;
pub mod simulated;
pub mod statement;
pub mod statement_file;
pub mod statement_pdf;

use std::sync::Arc;

use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;

pub use crate::store::payouts::PayoutFilter;
pub use details::{PayoutDetailsRequest, PayoutDetailsView};
pub use provider::{PayoutProvider, ProviderPayout, ProviderPayoutStatus};
pub use run::{RunReport, WebhookOutcome};
pub use statement::{Earnings, PayoutView, StayEarning};
pub use statement_file::{StatementFile, StatementFormat};

use crate::audit::{ActorRole, Channel, Record, Staff, Target};
use crate::auth::otp::{self, OtpService, Purpose, Sent};
use crate::auth::User;
use crate::error::CoreError;
use crate::ids::UserId;
use crate::page::{ListRequest, Page};
use crate::reason::required_reason;
use crate::store::payouts::{self as db, NewPayoutAccount, PayoutHoldRow};
use crate::store::{write_transaction, Store};
use crate::time::{from_epoch, to_ist_rfc3339, SharedClock};

/// No payout is made of less than this (₹100); a smaller balance waits for the next run.
pub const MINIMUM_PAYOUT_PAISE: i64 = 10_000;
/// Payouts to changed details wait this long (a takeover's payout can still be stopped).
pub const CHANGED_DETAILS_WAIT_SECONDS: i64 = 24 * 3_600;

pub use crate::kinds::payout::reference;

/// The payout id in a reference (`PO-000017`, `po-17`, `17`).
pub fn parse_reference(text: &str) -> Option<i64> {
    let t = text.trim();
    let digits = t
        .strip_prefix("PO-")
        .or_else(|| t.strip_prefix("po-"))
        .unwrap_or(t);
    digits.parse::<i64>().ok().filter(|id| *id > 0)
}

/// The payouts service: owners' details, the run, the sender, the settling, staff actions.
#[derive(Clone)]
pub struct Payouts {
    store: Store,
    clock: SharedClock,
    provider: Arc<dyn PayoutProvider>,
}

/// An owner's payouts put on hold by staff.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PayoutHold {
    pub owner_id: i64,
    pub reason: String,
    pub held_by: String,
    /// RFC 3339, Asia/Kolkata.
    pub held_at: String,
}

fn hold_view(row: &PayoutHoldRow) -> PayoutHold {
    PayoutHold {
        owner_id: row.owner_id.get(),
        reason: row.reason.clone(),
        held_by: row.held_by.clone(),
        held_at: to_ist_rfc3339(from_epoch(row.created_at)),
    }
}

fn step_up() -> CoreError {
    CoreError::Forbidden {
        code: "STEP_UP_REQUIRED",
        message: refusal!("err-b-payout-step-up"),
    }
}

/// The payout provider to use.
#[derive(Debug, Clone)]
pub enum PayoutsConfig {
    Simulated(simulated::SimulatedPayouts),
    RazorpayX(razorpayx::RazorpayXConfig),
}

impl Payouts {
    /// The service over the configured provider; a bad RazorpayX setting stops the start here.
    pub fn from_config(
        store: Store,
        clock: SharedClock,
        config: PayoutsConfig,
    ) -> Result<Self, CoreError> {
        let provider: Arc<dyn PayoutProvider> = match config {
            PayoutsConfig::Simulated(s) => Arc::new(s),
            PayoutsConfig::RazorpayX(c) => Arc::new(razorpayx::RazorpayX::new(c)?),
        };
        Ok(Self::new(store, clock, provider))
    }

    pub fn new(store: Store, clock: SharedClock, provider: Arc<dyn PayoutProvider>) -> Self {
        Self {
            store,
            clock,
            provider,
        }
    }

    /// `simulated` or `razorpayx`.
    pub fn provider_name(&self) -> &'static str {
        self.provider.name()
    }

    fn now(&self) -> i64 {
        self.clock.now().timestamp()
    }

    /// The owner's current payout details, masked; `None` before any are entered.
    pub async fn details(&self, owner: UserId) -> Result<Option<PayoutDetailsView>, CoreError> {
        Ok(self
            .store
            .run(move |c| db::current_account(c, owner))
            .await?
            .as_ref()
            .map(details::view))
    }

    /// Sends the fresh code a change of payout details asks for, to the account's phone (or its
    /// e-mail when it has no phone).
    pub async fn send_details_code(
        &self,
        otp: &OtpService,
        user: &User,
        ip: Option<&str>,
    ) -> Result<Sent, CoreError> {
        let (identifier, channel) = crate::auth::profile::step_up_channel(user)?;
        let sent = otp
            .send_in(
                Some(user.language),
                &identifier,
                channel,
                Purpose::PayoutDetails,
                ip,
                otp::COUNTDOWN_MODAL,
            )
            .await?;
        Ok(Sent {
            identifier: crate::auth::profile::mask(&identifier),
            resend_after: sent.resend_after,
        })
    }

    /// Sets where the owner is paid, once the fresh code proves they hold the account's phone:
    /// the details are checked for form (every wrong field named), the old ones retired, payouts
    /// to changed details wait `CHANGED_DETAILS_WAIT_SECONDS`, the change is audited and the
    /// owner told by SMS and e-mail, all in one transaction.
    pub async fn set_details(
        &self,
        otp: &OtpService,
        user: &User,
        request: &PayoutDetailsRequest,
    ) -> Result<PayoutDetailsView, CoreError> {
        let checked = details::check(request, &user.full_name)?;
        let code = request
            .code
            .as_deref()
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .ok_or_else(step_up)?;
        crate::auth::account::check_code(code, "code")?;
        let (identifier, _) = crate::auth::profile::step_up_channel(user)?;
        otp.verify(&identifier, Purpose::PayoutDetails, code)
            .await?;
        let (owner, now) = (user.id, self.now());
        let actor = Staff {
            user_id: Some(owner),
            name: format!("{} (owner {}, signed in)", user.full_name, owner),
            role: ActorRole::System,
            channel: Channel::System,
        };
        let row = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let before = db::current_account(c, owner)?;
                    let payable_from = match &before {
                        Some(_) => now + CHANGED_DETAILS_WAIT_SECONDS,
                        None => now,
                    };
                    let row = db::replace_account(
                        c,
                        &NewPayoutAccount {
                            owner_id: owner,
                            method: checked.method,
                            vpa: checked.vpa.clone(),
                            account_number: checked.account_number.clone(),
                            ifsc: checked.ifsc.clone(),
                            holder_name: checked.holder_name.clone(),
                            created_at: now,
                            payable_from,
                            legal_name: checked.gst.as_ref().map(|(n, _)| n.clone()),
                            gstin: checked.gst.as_ref().map(|(_, g)| g.clone()),
                        },
                    )?;
                    crate::audit::record(
                        c,
                        &actor,
                        Record {
                            action: "payout_details.change",
                            target: Target::user(owner),
                            reason: "changed by the owner with a fresh code",
                            before: before
                                .as_ref()
                                .map(|b| json!({"details": details::masked(b)})),
                            after: Some(json!({
                                "details": details::masked(&row),
                                "payableFrom": to_ist_rfc3339(from_epoch(payable_from)),
                            })),
                        },
                        now,
                    )?;
                    if let Some(u) = crate::store::support::user(c, owner)? {
                        crate::notifications::enqueue_notice(
                            c,
                            &u,
                            crate::notifications::account::PAYOUT_DETAILS_CHANGED,
                            "payout-details-changed",
                            &[
                                ("destination", details::masked(&row).into()),
                                ("from", crate::time::ist_day_time_label(payable_from).into()),
                            ],
                            now,
                        )?;
                    }
                    Ok(row)
                })
            })
            .await?;
        Ok(details::view(&row))
    }

    /// Payouts matching `filter`, newest first, for the console and the CLI.
    pub async fn list(
        &self,
        filter: PayoutFilter,
        request: ListRequest,
    ) -> Result<Page<PayoutView>, CoreError> {
        list(&self.store, filter, request).await
    }

    /// One payout with its ledger lines.
    pub async fn show(&self, id: i64) -> Result<statement::PayoutDetail, CoreError> {
        show(&self.store, id).await
    }

    /// Staff hold an owner's payouts with a reason: the run skips them until released.
    pub async fn hold(
        &self,
        staff: &Staff,
        owner: UserId,
        reason: &str,
    ) -> Result<PayoutHold, CoreError> {
        let reason = required_reason(reason)?;
        let (staff, now) = (staff.clone(), self.now());
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    if crate::store::support::user(c, owner)?.is_none() {
                        return Err(CoreError::NotFound(crate::Missing::User));
                    }
                    if db::hold(c, owner)?.is_some() {
                        return Err(CoreError::Conflict {
                            code: "PAYOUTS_HELD",
                            message: refusal!("err-b-payout-held"),
                        });
                    }
                    let row = PayoutHoldRow {
                        owner_id: owner,
                        reason: reason.clone(),
                        held_by: staff.name.clone(),
                        created_at: now,
                    };
                    db::insert_hold(c, &row)?;
                    crate::audit::record(
                        c,
                        &staff,
                        Record {
                            action: "payouts.hold",
                            target: Target::user(owner),
                            reason: &reason,
                            before: None,
                            after: Some(json!({"held": true})),
                        },
                        now,
                    )?;
                    Ok(hold_view(&row))
                })
            })
            .await
    }

    /// Staff release a hold with a reason; the next run pays what is available.
    pub async fn release(
        &self,
        staff: &Staff,
        owner: UserId,
        reason: &str,
    ) -> Result<(), CoreError> {
        let reason = required_reason(reason)?;
        let (staff, now) = (staff.clone(), self.now());
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let Some(before) = db::hold(c, owner)? else {
                        return Err(CoreError::Conflict {
                            code: "PAYOUTS_NOT_HELD",
                            message: refusal!("err-b-payout-not-held"),
                        });
                    };
                    db::delete_hold(c, owner)?;
                    crate::audit::record(
                        c,
                        &staff,
                        Record {
                            action: "payouts.release",
                            target: Target::user(owner),
                            reason: &reason,
                            before: Some(json!({"held": true, "reason": before.reason})),
                            after: Some(json!({"held": false})),
                        },
                        now,
                    )?;
                    Ok(())
                })
            })
            .await
    }

    /// An owner's balance and the hold on their payouts (staff's view); "not found" for nobody.
    pub async fn owner_money(
        &self,
        owner: UserId,
    ) -> Result<(crate::ledger::OwnerBalance, Option<PayoutHold>), CoreError> {
        let now = self.now();
        self.store
            .run(move |c| {
                if crate::store::support::user(c, owner)?.is_none() {
                    return Err(CoreError::NotFound(crate::Missing::User));
                }
                let balance = crate::ledger::balance::owner_balance_in(c, owner, now)?;
                Ok((balance, db::hold(c, owner)?.as_ref().map(hold_view)))
            })
            .await
    }
}

/// Payouts matching `filter`, newest first (the console and the CLI read them; no provider).
pub async fn list(
    store: &Store,
    filter: PayoutFilter,
    request: ListRequest,
) -> Result<Page<PayoutView>, CoreError> {
    let request = request.checked(&["id"])?;
    let (offset, limit) = (request.start, request.limit());
    let rows = store
        .run(move |c| {
            let (rows, total) = db::list(c, &filter, offset, limit)?;
            let mut out = Vec::with_capacity(rows.len());
            for (row, name) in rows {
                let account = db::account(c, row.payout_account_id)?;
                out.push(statement::payout_view(&row, account.as_ref(), Some(name)));
            }
            Ok((out, total))
        })
        .await?;
    Ok(request.page(rows.0, rows.1))
}

/// One payout with its ledger lines.
pub async fn show(store: &Store, id: i64) -> Result<statement::PayoutDetail, CoreError> {
    store.run(move |c| statement::payout_detail(c, id)).await
}

// Last: the refusal catalog's check reads a file's code up to its first test attribute.
#[cfg(test)]
mod tests;
