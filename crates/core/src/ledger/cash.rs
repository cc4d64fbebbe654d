//! An owner's word on a cash stay (PRODUCT.md "Money and the ledger"): from the start of a
//! confirmed cash stay until 48 hours after it, the owner says once whether the cash was collected
//! (the commission, its GST and the TDS then post as owed by them) or the guest did not come.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{events, Ledger};
use crate::auth::User;
use crate::error::CoreError;
use crate::ids::BookingId;
use crate::kinds::booking::{BookingStatus, PaymentMethod};
use crate::kinds::ledger::CashOutcome;
use crate::store::bookings as sb;
use crate::store::ledger::{self as db, CashMarkRow};
use crate::store::write_transaction;
use crate::time::{from_epoch, to_ist_rfc3339};

/// How long after a cash stay starts its owner may mark it.
pub const CASH_MARK_WINDOW_SECONDS: i64 = 48 * 3_600;

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
                    if b.payment_method != PaymentMethod::Cash {
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
                    events::cash_collected(c, &b, owner_id, &actor, at)?;
                    let s = events::split(&b, events::rates_at(c, at)?);
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
