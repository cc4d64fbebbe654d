//! An owner's word on a cash stay (PRODUCT.md "Money and the ledger"), or on the balance of a
//! payment plan paid in cash at the property (`events::cash_at_property`): from the start of a
//! confirmed cash stay until 48 hours after it, the owner says once whether the cash was collected
//! (the commission, its GST and the TDS then post as owed by them) or the guest did not come.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{events, Ledger};
use crate::auth::User;
use crate::error::CoreError;
use crate::ids::BookingId;
use crate::jobs::{Job, Next};
use crate::kinds::booking::BookingStatus;
use crate::kinds::ledger::CashOutcome;
use crate::store::bookings as sb;
use crate::store::ledger::{self as db, CashMarkRow};
use crate::store::{write_transaction, DbConnection, Store};
use crate::time::SharedClock;
use crate::time::{from_epoch, to_ist_rfc3339};

/// How long after a cash stay starts its owner may mark it.
pub const CASH_MARK_WINDOW_SECONDS: i64 = 48 * 3_600;

/// The memo of an owner's "collected" mark.
pub const COLLECTED_BY_OWNER: &str = "Cash collected by the owner";
/// The memo when the owner's window closed unmarked.
pub const COLLECTED_BY_DEFAULT: &str = "Cash counted as collected: not marked within 48 hours";
/// Who a window's close names.
pub const CLOSED_BY: &str = "system:cash";
/// The outbox event of the owner's notice that a window closed unmarked.
pub const CASH_CLOSED: &str = "cash_closed";
/// Stays one pass closes (the rest wait for the next pass).
const CLOSE_BATCH: i64 = 200;

/// Closes the window of confirmed cash stay `booking_id` when it has passed unmarked: the stay
/// counts as collected, as the owner's own mark would (the commission, its GST and TDS owed),
/// recorded as marked by the system, and the owner is told. `false` when there was nothing to
/// do: marked (by the owner, or by another server's pass a moment ago), no longer confirmed, or
/// the window still open. Runs in the caller's write transaction: the mark's primary key makes a
/// second pass (on this server or another) post nothing.
pub fn close_window_in(
    c: &mut DbConnection,
    booking_id: BookingId,
    now: i64,
) -> Result<bool, CoreError> {
    let Some(b) = sb::booking(c, booking_id)? else {
        return Ok(false);
    };
    if events::cash_at_property(&b) == 0
        || b.status != BookingStatus::Confirmed
        || now <= b.starts_at + CASH_MARK_WINDOW_SECONDS
    {
        return Ok(false);
    }
    let Some(p) = sb::property(c, b.property_id)? else {
        return Ok(false);
    };
    let mark = CashMarkRow {
        booking_id: b.id,
        outcome: CashOutcome::Collected,
        marked_by: p.owner_id,
        created_at: now,
        by_system: true,
    };
    if !db::insert_cash_mark(c, &mark)? {
        return Ok(false);
    }
    events::cash_collected(c, &b, p.owner_id, COLLECTED_BY_DEFAULT, CLOSED_BY, now)?;
    if let Some(owner) = crate::store::support::user(c, p.owner_id)? {
        let s = events::cash_split(&b, events::rates_at(c, now)?);
        let args = [
            ("code", b.code.clone().into()),
            ("farmhouse", p.title.clone().into()),
            (
                "amount",
                crate::money::paise_en_in(crate::money::Paise(
                    s.commission + s.gst_on_commission + s.tds,
                ))
                .into(),
            ),
        ];
        crate::notifications::enqueue_notice(c, &owner, CASH_CLOSED, "cash-closed", &args, now)?;
    }
    Ok(true)
}

/// Every confirmed cash stay whose owner's window closed unmarked by `now`, closed (see
/// `close_window_in`), one transaction each; how many this pass closed. Two passes at once (two
/// servers) close each stay once: the loser's insert of the mark is refused and its transaction
/// rolled back with the entry.
pub async fn close_windows(store: &Store, now: i64) -> Result<usize, CoreError> {
    let mut closed = 0;
    loop {
        let due = store
            .run(move |c| db::unmarked_cash_stays(c, now - CASH_MARK_WINDOW_SECONDS, CLOSE_BATCH))
            .await?;
        let n = due.len();
        for id in due {
            match store
                .run(move |c| write_transaction(c, |c| close_window_in(c, id, now)))
                .await
            {
                Ok(true) => closed += 1,
                Ok(false)
                | Err(CoreError::Conflict {
                    code: "ALREADY_EXISTS",
                    ..
                }) => {}
                Err(e) => return Err(e),
            }
        }
        if (n as i64) < CLOSE_BATCH {
            return Ok(closed);
        }
    }
}

/// The background job closing cash windows every `every`.
pub fn close_windows_job(store: Store, clock: SharedClock, every: std::time::Duration) -> Job {
    Job::new("cash windows", every, move || {
        let (store, clock) = (store.clone(), clock.clone());
        async move {
            match close_windows(&store, clock.now().timestamp()).await {
                Ok(n) if n > 0 => tracing::info!(stays = n, "cash windows closed as collected"),
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(error = %e, "closing cash windows failed; trying again later")
                }
            }
            Next::Wait
        }
    })
}

/// What `POST /api/v1/owner/bookings/{id}/cash` carries.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CashMarkRequest {
    /// collected or no_show.
    #[schema(required = true, value_type = CashOutcomeName)]
    pub outcome: Option<String>,
}

/// collected (the guest paid the cash) or no_show (the guest did not come).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CashOutcomeName {
    Collected,
    NoShow,
}

/// A cash stay's mark as the owner made it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CashMark {
    pub booking_id: i64,
    /// collected or no_show.
    pub outcome: String,
    /// RFC 3339, Asia/Kolkata.
    pub marked_at: String,
    /// The commission, its GST and TDS now owed on this stay, in paise (0 for no_show).
    pub commission_owed_paise: i64,
}

fn not_cash() -> CoreError {
    CoreError::Conflict {
        code: "NOT_A_CASH_STAY",
        message: refusal!("err-b-cash-not-cash-stay"),
    }
}

fn not_open() -> CoreError {
    CoreError::Conflict {
        code: "CASH_MARK_CLOSED",
        message: refusal!("err-b-cash-mark-closed"),
    }
}

fn already_marked() -> CoreError {
    CoreError::Conflict {
        code: "CASH_ALREADY_MARKED",
        message: refusal!("err-b-cash-already-marked"),
    }
}

fn outcome_of(request: &CashMarkRequest) -> Result<CashOutcome, CoreError> {
    request
        .outcome
        .as_deref()
        .map(str::trim)
        .and_then(|s| s.parse::<CashOutcome>().ok())
        .ok_or_else(|| CoreError::field("outcome", refusal!("err-b-cash-outcome")))
}

impl Ledger {
    /// The owner marks their own confirmed cash stay once, within the window. Someone else's
    /// booking is "not found"; an online-paid one, one out of its window and a second mark are
    /// refused (409), and nothing changes.
    pub async fn mark_cash(
        &self,
        booking_id: BookingId,
        owner: &User,
        request: &CashMarkRequest,
    ) -> Result<CashMark, CoreError> {
        let outcome = outcome_of(request)?;
        let (owner_id, at) = (owner.id, self.clock.now().timestamp());
        let owed = self
            .store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = sb::booking(c, booking_id)?
                        .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                    match sb::property(c, b.property_id)? {
                        Some(p) if p.owner_id == owner_id => {}
                        _ => return Err(CoreError::NotFound(crate::Missing::Booking)),
                    }
                    if events::cash_at_property(&b) == 0 {
                        return Err(not_cash());
                    }
                    if db::cash_mark(c, b.id)?.is_some() {
                        return Err(already_marked());
                    }
                    if b.status != BookingStatus::Confirmed
                        || at < b.starts_at
                        || at > b.starts_at + CASH_MARK_WINDOW_SECONDS
                    {
                        return Err(not_open());
                    }
                    let mark = CashMarkRow {
                        booking_id: b.id,
                        outcome,
                        marked_by: owner_id,
                        created_at: at,
                        by_system: false,
                    };
                    match db::insert_cash_mark(c, &mark) {
                        Ok(true) => {}
                        Ok(false)
                        | Err(CoreError::Conflict {
                            code: "ALREADY_EXISTS",
                            ..
                        }) => return Err(already_marked()),
                        Err(e) => return Err(e),
                    }
                    if outcome != CashOutcome::Collected {
                        return Ok(0);
                    }
                    let actor = format!("user:{owner_id}");
                    events::cash_collected(c, &b, owner_id, COLLECTED_BY_OWNER, &actor, at)?;
                    let s = events::cash_split(&b, events::rates_at(c, at)?);
                    Ok(s.commission + s.gst_on_commission + s.tds)
                })
            })
            .await
            .map_err(|e| match e {
                // The same mark committed by a concurrent request.
                CoreError::Conflict {
                    code: "ALREADY_EXISTS",
                    ..
                } => already_marked(),
                other => other,
            })?;
        Ok(CashMark {
            booking_id: booking_id.get(),
            outcome: outcome.as_str().into(),
            marked_at: to_ist_rfc3339(from_epoch(at)),
            commission_owed_paise: owed,
        })
    }
}
