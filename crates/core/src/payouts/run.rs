//! The payout run, the sender and the settling. A payout is made in one transaction with its
//! ledger entry (the owner's balance moves to money in transit), so the run pays nobody twice:
//! one payout per owner per run key (a unique index), and an owner's payouts are made one at a
//! time (the first statement takes the owner's ledger row). The sender claims a queued payout
//! with a lease and hands it to the provider under its reference, the idempotency key, so a
//! sender that died after sending sends the same payout again, not a second one. What the
//! provider says (a webhook, or asking it) moves a payout once: a move from a state it is no
//! longer in changes nothing, so a webhook replayed ten times counts once.

use std::time::Duration;

use serde::Serialize;
use utoipa::ToSchema;

use super::provider::{Destination, PayoutOrder, ProviderPayout, ProviderPayoutStatus};
use super::{details, reference, statement, Payouts, MINIMUM_PAYOUT_PAISE};
use crate::audit::{Record, Staff, Target};
use crate::error::CoreError;
use crate::ids::UserId;
use crate::jobs::{Job, Next};
use crate::kinds::ledger::Account;
use crate::kinds::payout::PayoutStatus;
use crate::ledger::events;
use crate::money::{paise_en_in, Paise};
use crate::notifications::account::{PAYOUT_FAILED, PAYOUT_SENT};
use crate::reason::required_reason;
use crate::store::payouts::{self as db, FundAccountRow, NewPayout, PayoutRow};
use crate::store::{write_transaction, DbConnection};

/// A claimed payout is another sender's to try again after this long (a sender that died).
pub const SEND_LEASE_SECONDS: i64 = 120;
/// A payout the provider keeps refusing fails after this many tries (its money comes back).
pub const MAX_SEND_ATTEMPTS: i32 = 8;
/// Payouts one sender pass takes.
const BATCH: i64 = 50;

/// What one run did.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RunReport {
    /// The run's key ("run:2026-11-28").
    pub run_key: String,
    /// Owners with money on the books.
    pub owners_seen: usize,
    /// Payouts made by this run.
    pub payouts_made: usize,
    pub total_paise: i64,
    /// Owners passed over: on hold, without payout details (or changed ones still waiting),
    /// under the minimum, or already paid by this run.
    pub held: usize,
    pub without_details: usize,
    pub under_minimum: usize,
    pub already_paid: usize,
}

/// What a webhook did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WebhookOutcome {
    /// A payout moved.
    Applied,
    /// Nothing to do: an event already applied, one about something else, or an unknown payout.
    Ignored,
}

enum Made {
    Paid(Box<PayoutRow>),
    Held,
    NoDetails,
    UnderMinimum,
    AlreadyPaid,
}

/// The Asia/Kolkata day's run key.
pub fn run_key_for(now: i64) -> String {
    format!(
        "run:{}",
        crate::time::today_ist(crate::time::from_epoch(now))
    )
}

/// Makes the payout of `owner`'s available balance under `run_key`, with its ledger entry, in
/// one transaction; or says why not.
fn make_payout(
    c: &mut DbConnection,
    owner: UserId,
    run_key: &str,
    provider: &str,
    now: i64,
) -> Result<Made, CoreError> {
    write_transaction(c, |c| {
        // The owner's payouts are made one at a time: this takes the owner's ledger row (the
        // first the entry below moves), so a second maker waits and then sees this one's entry.
        crate::store::ledger::add_to_balance(c, Account::CashCommissionOwed, owner.get(), 0)?;
        if db::hold(c, owner)?.is_some() {
            return Ok(Made::Held);
        }
        if db::payout_by_run(c, owner, run_key)?.is_some() {
            return Ok(Made::AlreadyPaid);
        }
        let Some(account) = db::current_account(c, owner)?.filter(|a| a.payable_from <= now) else {
            return Ok(Made::NoDetails);
        };
        let (available, cash_owed) = crate::ledger::balance::payable_now(c, owner, now)?;
        let amount = available - cash_owed;
        if amount < MINIMUM_PAYOUT_PAISE {
            return Ok(Made::UnderMinimum);
        }
        let payout = db::insert_payout(
            c,
            &NewPayout {
                owner_id: owner,
                payout_account_id: account.id,
                amount_paise: amount,
                run_key: run_key.to_string(),
                status: PayoutStatus::Queued,
                provider: provider.to_string(),
                next_attempt_at: now,
                created_at: now,
            },
        )?;
        events::payout_sent(c, payout.id, owner, amount, cash_owed.max(0), now)?;
        Ok(Made::Paid(Box::new(payout)))
    })
}

impl Payouts {
    /// Today's run: every owner with money on the books gets one payout of their available
    /// balance, unless held, without payout details, or under the minimum. Safe to run on many
    /// servers at once and again the same day: the run key makes one payout per owner.
    pub async fn run(&self) -> Result<RunReport, CoreError> {
        let now = self.now();
        self.run_with_key(&run_key_for(now), now).await
    }

    async fn run_with_key(&self, run_key: &str, now: i64) -> Result<RunReport, CoreError> {
        // Cash stays whose owner's window closed unmarked count as collected first, so the run
        // nets their commission from what it pays instead of paying it out.
        crate::ledger::cash::close_windows(&self.store, now).await?;
        let owners = self.store.run(db::owners_with_money).await?;
        let mut report = RunReport {
            run_key: run_key.to_string(),
            owners_seen: owners.len(),
            ..RunReport::default()
        };
        let provider = self.provider.name();
        for owner in owners {
            let key = run_key.to_string();
            let made = self
                .store
                .run(move |c| make_payout(c, owner, &key, provider, now))
                .await;
            match made {
                Ok(Made::Paid(p)) => {
                    report.payouts_made += 1;
                    report.total_paise += p.amount_paise;
                }
                Ok(Made::Held) => report.held += 1,
                Ok(Made::NoDetails) => report.without_details += 1,
                Ok(Made::UnderMinimum) => report.under_minimum += 1,
                // Another server made it first (the unique index refused this one).
                Ok(Made::AlreadyPaid)
                | Err(CoreError::Conflict {
                    code: "ALREADY_EXISTS",
                    ..
                }) => report.already_paid += 1,
                Err(e) => return Err(e),
            }
        }
        Ok(report)
    }

    /// Staff send a failed or reversed payout again: a new payout of what is available now
    /// (the failed one's money came back to the balance), audited with the reason.
    pub async fn send_again(
        &self,
        staff: &Staff,
        id: i64,
        reason: &str,
    ) -> Result<statement::PayoutView, CoreError> {
        let reason = required_reason(reason)?;
        let (staff, now, provider) = (staff.clone(), self.now(), self.provider.name());
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let failed = db::payout(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Payout))?;
                    if !failed.status.returned() {
                        return Err(CoreError::Conflict {
                            code: "PAYOUT_NOT_FAILED",
                            message: refusal!("err-b-payout-not-failed"),
                        });
                    }
                    let key = format!("again:{id}");
                    let made = match make_payout(c, failed.owner_id, &key, provider, now)? {
                        Made::Paid(p) => *p,
                        Made::AlreadyPaid => db::payout_by_run(c, failed.owner_id, &key)?
                            .ok_or(CoreError::NotFound(crate::Missing::Payout))?,
                        Made::Held => {
                            return Err(CoreError::Conflict {
                                code: "PAYOUTS_HELD",
                                message: refusal!("err-b-payout-held"),
                            })
                        }
                        Made::NoDetails | Made::UnderMinimum => {
                            return Err(CoreError::Conflict {
                                code: "NOTHING_TO_PAY",
                                message: crate::Said::staff_only(
                                    "Nothing to send: the owner's available balance is under the minimum, or they have no payout details in force",
                                ),
                            })
                        }
                    };
                    crate::audit::record(
                        c,
                        &staff,
                        Record {
                            action: "payout.send_again",
                            target: Target::user(failed.owner_id),
                            reason: &reason,
                            before: Some(serde_json::json!({"payout": reference(id), "status": failed.status.as_str()})),
                            after: Some(serde_json::json!({"payout": reference(made.id), "amountPaise": made.amount_paise})),
                        },
                        now,
                    )?;
                    let account = db::account(c, made.payout_account_id)?;
                    Ok(statement::payout_view(&made, account.as_ref(), None))
                })
            })
            .await
    }

    /// Hands due queued payouts to the provider, each claimed by one sender at a time; how many
    /// were claimed.
    pub async fn send_due(&self) -> Result<usize, CoreError> {
        let now = self.now();
        let due = self
            .store
            .run(move |c| db::due_queued(c, now, BATCH))
            .await?;
        let mut claimed = 0;
        for p in due {
            let id = p.id;
            let mine = self
                .store
                .run(move |c| db::claim(c, id, now, now + SEND_LEASE_SECONDS))
                .await?;
            if !mine {
                continue;
            }
            claimed += 1;
            let attempts = p.attempts + 1;
            match self.send_one(&p).await {
                Ok(answer) => {
                    let actor = format!("provider:{}", self.provider.name());
                    self.apply(id, &answer, &actor).await?;
                }
                Err(CoreError::PaymentProvider(why)) => {
                    tracing::warn!(payout = %reference(id), attempt = attempts, error = %why, "payout not sent");
                    if attempts >= MAX_SEND_ATTEMPTS {
                        let gave_up = ProviderPayout {
                            id: String::new(),
                            status: ProviderPayoutStatus::Failed,
                            utr: None,
                            reason: Some(why),
                        };
                        self.apply(id, &gave_up, "system:payouts").await?;
                    } else {
                        // 1, 2, 4, … minutes, at most an hour.
                        let wait = (60i64 << (attempts - 1).min(6)).min(3_600);
                        self.store
                            .run(move |c| db::retry_later(c, id, now + wait, &why))
                            .await?;
                    }
                }
                Err(e) => return Err(e),
            }
        }
        Ok(claimed)
    }

    async fn send_one(&self, p: &PayoutRow) -> Result<ProviderPayout, CoreError> {
        let (account_id, owner, provider) = (p.payout_account_id, p.owner_id, self.provider.name());
        let (account, user, kept) = self
            .store
            .run(move |c| {
                Ok((
                    db::account(c, account_id)?
                        .ok_or(CoreError::NotFound(crate::Missing::Payout))?,
                    crate::store::support::user(c, owner)?,
                    db::fund_account(c, account_id, provider)?,
                ))
            })
            .await?;
        let fund_account_id = match kept {
            Some(k) => k.fund_account_id,
            None => {
                let to = Destination {
                    payout_account_id: account.id,
                    method: account.method,
                    vpa: account.vpa.clone(),
                    account_number: account.account_number.clone(),
                    ifsc: account.ifsc.clone(),
                    holder_name: account.holder_name.clone(),
                    owner_id: owner.get(),
                    owner_phone: user.as_ref().and_then(|u| u.phone.clone()),
                    owner_email: user.as_ref().and_then(|u| u.email.clone()),
                };
                let made = self.provider.fund_account(&to).await?;
                let row = FundAccountRow {
                    payout_account_id: account.id,
                    provider: provider.to_string(),
                    contact_id: made.contact_id,
                    fund_account_id: made.fund_account_id.clone(),
                };
                self.store
                    .run(move |c| db::keep_fund_account(c, &row))
                    .await?;
                made.fund_account_id
            }
        };
        let order = PayoutOrder {
            reference: reference(p.id),
            amount_paise: p.amount_paise,
            fund_account_id,
            method: account.method,
        };
        self.provider.send(&order).await
    }

    /// Moves payout `id` as the provider's `answer` says, with its ledger entry and the owner's
    /// notice, in one transaction. A move from a state the payout is no longer in does nothing.
    pub(super) async fn apply(
        &self,
        id: i64,
        answer: &ProviderPayout,
        actor: &str,
    ) -> Result<bool, CoreError> {
        let (answer, actor, now) = (answer.clone(), actor.to_string(), self.now());
        self.store
            .run(move |c| write_transaction(c, |c| apply_in(c, id, &answer, &actor, now)))
            .await
    }

    /// Asks the provider about payouts it has had for a while with no word (a missed webhook;
    /// the simulated provider settles this way); how many moved.
    pub async fn settle_due(&self) -> Result<usize, CoreError> {
        let now = self.now();
        let before = now - self.provider.settle_check_after_seconds();
        let waiting = self
            .store
            .run(move |c| db::processing_sent_before(c, before, BATCH))
            .await?;
        let mut moved = 0;
        for p in waiting {
            let Some(pid) = p.provider_payout_id.clone() else {
                continue;
            };
            match self.provider.fetch(&pid).await {
                Ok(answer) if answer.status != ProviderPayoutStatus::Processing => {
                    if self
                        .apply(p.id, &answer, &format!("provider:{}", self.provider.name()))
                        .await?
                    {
                        moved += 1;
                    }
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(payout = %reference(p.id), error = %e, "cannot ask about a payout")
                }
            }
        }
        Ok(moved)
    }

    /// A webhook from the payout provider: 401 for a bad signature (nothing changes), otherwise
    /// the payout it names moves once however often it is sent.
    pub async fn webhook(&self, body: &[u8], signature: &str) -> Result<WebhookOutcome, CoreError> {
        if !self.provider.verify_webhook(body, signature) {
            tracing::warn!("payout webhook with a bad signature refused");
            return Err(CoreError::Unauthorized(crate::Said::staff_only(
                "The webhook signature (X-Razorpay-Signature) does not match the body.",
            )));
        }
        let Some(event) = super::razorpayx::parse_webhook(body)? else {
            return Ok(WebhookOutcome::Ignored);
        };
        let pid = event.payout.id.clone();
        let by_reference = event.reference.as_deref().and_then(super::parse_reference);
        let found = self
            .store
            .run(move |c| {
                Ok(match db::payout_by_provider_id(c, &pid)? {
                    Some(p) => Some(p),
                    None => match by_reference {
                        Some(id) => db::payout(c, id)?,
                        None => None,
                    },
                })
            })
            .await?;
        let Some(payout) = found else {
            tracing::warn!(provider_payout = %event.payout.id, "a webhook about a payout we do not know");
            return Ok(WebhookOutcome::Ignored);
        };
        let actor = format!("provider:{}", self.provider.name());
        Ok(if self.apply(payout.id, &event.payout, &actor).await? {
            WebhookOutcome::Applied
        } else {
            WebhookOutcome::Ignored
        })
    }

    /// The simulated provider's failure, forced from its local page: the payout fails as a
    /// `payout.failed` webhook would make it. Only while the simulated provider is in use.
    pub async fn simulated_fail(&self, reference_text: &str) -> Result<bool, CoreError> {
        if self.provider.name() != "simulated" {
            return Err(CoreError::NotFound(crate::Missing::Payout));
        }
        let id = super::parse_reference(reference_text)
            .ok_or(CoreError::NotFound(crate::Missing::Payout))?;
        let answer = ProviderPayout {
            id: super::simulated::SimulatedPayouts::payout_id(&reference(id)),
            status: ProviderPayoutStatus::Failed,
            utr: None,
            reason: Some("The bank refused the account (simulated)".into()),
        };
        self.apply(id, &answer, "provider:simulated").await
    }

    /// The background jobs: the daily run (passes hourly; the run key pays once a day), the
    /// sender and the settling.
    pub fn jobs(&self, run_every: Duration, send_every: Duration) -> Vec<Job> {
        let run = self.clone();
        let send = self.clone();
        vec![
            Job::new("payout run", run_every, move || {
                let p = run.clone();
                async move {
                    match p.run().await {
                        Ok(r) if r.payouts_made > 0 => {
                            tracing::info!(run = %r.run_key, payouts = r.payouts_made, paise = r.total_paise, "payout run");
                        }
                        Ok(_) => {}
                        Err(e) => {
                            tracing::warn!(error = %e, "payout run failed; trying again later")
                        }
                    }
                    Next::Wait
                }
            }),
            Job::new("payout sender", send_every, move || {
                let p = send.clone();
                async move {
                    let sent = p.send_due().await;
                    let settled = p.settle_due().await;
                    match (sent, settled) {
                        (Ok(n), Ok(_)) if n as i64 == BATCH => Next::Now,
                        (Err(e), _) | (_, Err(e)) => {
                            tracing::warn!(error = %e, "payout sender: pass failed; trying again shortly");
                            Next::Wait
                        }
                        _ => Next::Wait,
                    }
                }
            }),
        ]
    }
}

fn apply_in(
    c: &mut DbConnection,
    id: i64,
    answer: &ProviderPayout,
    actor: &str,
    now: i64,
) -> Result<bool, CoreError> {
    let p = db::payout(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Payout))?;
    let pid = (!answer.id.is_empty()).then_some(answer.id.as_str());
    use PayoutStatus as S;
    let moved = match answer.status {
        ProviderPayoutStatus::Processing => {
            let moved = db::move_status(c, id, &[S::Queued], S::Processing, pid, None, None, now)?;
            if moved {
                tell(c, &p, PAYOUT_SENT, "payout-sent", None, now)?;
            }
            moved
        }
        ProviderPayoutStatus::Processed => {
            let moved = db::move_status(
                c,
                id,
                &[S::Queued, S::Processing],
                S::Processed,
                pid,
                answer.utr.as_deref(),
                None,
                now,
            )?;
            if moved {
                events::payout_settled(c, id, &p.provider, p.amount_paise, actor, now)?;
                if p.status == S::Queued {
                    tell(c, &p, PAYOUT_SENT, "payout-sent", None, now)?;
                }
            }
            moved
        }
        ProviderPayoutStatus::Failed | ProviderPayoutStatus::Reversed => {
            let reason = answer
                .reason
                .clone()
                .unwrap_or_else(|| "The provider gave no reason".to_string());
            let to = if answer.status == ProviderPayoutStatus::Failed {
                S::Failed
            } else {
                S::Reversed
            };
            let settled = p.status == S::Processed;
            let from: &[S] = if to == S::Reversed {
                &[S::Queued, S::Processing, S::Processed]
            } else {
                &[S::Queued, S::Processing]
            };
            let moved = db::move_status(
                c,
                id,
                from,
                to,
                pid,
                answer.utr.as_deref(),
                Some(&reason),
                now,
            )?;
            if moved {
                events::payout_returned(
                    c,
                    id,
                    p.owner_id,
                    &p.provider,
                    p.amount_paise,
                    settled,
                    actor,
                    now,
                )?;
                tell(c, &p, PAYOUT_FAILED, "payout-failed", Some(&reason), now)?;
            }
            moved
        }
    };
    Ok(moved)
}

/// The owner's notice of payout `p`, through the outbox in this transaction.
fn tell(
    c: &mut DbConnection,
    p: &PayoutRow,
    event: &'static str,
    key: &str,
    reason: Option<&str>,
    now: i64,
) -> Result<(), CoreError> {
    let Some(user) = crate::store::support::user(c, p.owner_id)? else {
        return Ok(());
    };
    let destination = db::account(c, p.payout_account_id)?
        .as_ref()
        .map(details::masked)
        .unwrap_or_default();
    let mut args = vec![
        ("reference", reference(p.id).into()),
        ("amount", paise_en_in(Paise(p.amount_paise)).into()),
        ("destination", destination.into()),
    ];
    if let Some(r) = reason {
        args.push(("reason", r.to_string().into()));
    }
    crate::notifications::enqueue_notice(c, &user, event, key, &args, now)?;
    Ok(())
}
