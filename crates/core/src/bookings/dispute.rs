//! A guest's report of a problem with a stay, a dispute (PRODUCT.md "Money and the ledger"): the
//! guest of a confirmed stay paid online reports it from the stay's start until its earnings would
//! become the owner's (24 hours after the start); the earnings are held until staff resolve it, by
//! releasing them to the owner (available at once) or refunding the guest in full (the staff
//! cancellation's path, so the refund posts as any cancellation's does). One dispute per booking.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use super::{end_in, BookingView, Bookings, RefundChoice};
use crate::audit::{Record, Staff, Target};
use crate::auth::User;
use crate::error::CoreError;
use crate::ids::BookingId;
use crate::kinds::booking::{BookingStatus, CancelledBy, PaymentMethod, PaymentStatus};
use crate::kinds::ledger::DisputeStatus;
use crate::ledger::events::{self, AVAILABLE_AFTER_START_SECONDS};
use crate::money::{paise_en_in, Paise};
use crate::reason::required_reason;
use crate::store::bookings::{self as sb, BookingRow};
use crate::store::ledger::{self as db, DisputeRow, NewDispute};
use crate::store::{write_transaction, DbConnection};
use crate::time::{from_epoch, to_ist_rfc3339};

/// The outbox events of the owner's dispute notices.
pub const DISPUTE_OPENED: &str = "dispute_opened";
pub const DISPUTE_RESOLVED: &str = "dispute_resolved";

/// What `POST /api/v1/bookings/{id}/dispute` carries.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DisputeRequest {
    /// What went wrong (required, at most 500 characters).
    #[schema(required = true, value_type = String, schema_with = crate::api_schema::required_reason)]
    pub reason: Option<String>,
}

/// How staff resolve a dispute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DisputeOutcome {
    /// The earnings are the owner's, available at once.
    Release,
    /// The guest gets everything back; the stay earns the owner nothing.
    Refund,
}

impl DisputeOutcome {
    pub fn parse(text: &str) -> Result<Self, CoreError> {
        match text.trim() {
            "release" => Ok(Self::Release),
            "refund" => Ok(Self::Refund),
            _ => Err(CoreError::field(
                "outcome",
                refusal!("err-b-dispute-outcome"),
            )),
        }
    }
}

/// A booking's dispute as its guest (and, with who resolved it, staff) read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DisputeView {
    /// open, released or refunded.
    pub status: String,
    pub reason: String,
    /// RFC 3339, Asia/Kolkata.
    pub created_at: String,
    pub resolved_at: Option<String>,
    /// Staff's reason for the resolution.
    pub resolution_reason: Option<String>,
    /// Who resolved it (staff reads only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolved_by: Option<String>,
}

impl DisputeView {
    pub fn of(d: &DisputeRow, for_staff: bool) -> Self {
        let at = |t: i64| to_ist_rfc3339(from_epoch(t));
        Self {
            status: d.status.as_str().into(),
            reason: d.reason.clone(),
            created_at: at(d.created_at),
            resolved_at: d.resolved_at.map(at),
            resolution_reason: d.resolution_reason.clone(),
            resolved_by: if for_staff {
                d.resolved_by.clone()
            } else {
                None
            },
        }
    }
}

/// Whether the guest of `b` may report a problem at `now`: a confirmed stay paid online, from its
/// start until its earnings would become the owner's, not disputed before.
pub fn can_dispute(b: &BookingRow, disputed: bool, now: i64) -> bool {
    !disputed
        && b.status == BookingStatus::Confirmed
        && b.payment_method != PaymentMethod::Cash
        && b.payment_status == PaymentStatus::Paid
        && now >= b.starts_at
        && now < b.starts_at + AVAILABLE_AFTER_START_SECONDS
}

fn closed() -> CoreError {
    CoreError::Conflict {
        code: "DISPUTE_CLOSED",
        message: refusal!("err-b-dispute-closed"),
    }
}

fn exists() -> CoreError {
    CoreError::Conflict {
        code: "DISPUTE_EXISTS",
        message: refusal!("err-b-dispute-exists"),
    }
}

fn resolved() -> CoreError {
    CoreError::Conflict {
        code: "DISPUTE_RESOLVED",
        message: refusal!("err-b-dispute-resolved"),
    }
}

/// Tells the owner of `b` about its dispute, through the outbox in this transaction.
fn tell_owner(
    c: &mut DbConnection,
    b: &BookingRow,
    key: &str,
    event: &'static str,
    amount: i64,
    reason: Option<&str>,
    now: i64,
) -> Result<(), CoreError> {
    let Some(p) = sb::property(c, b.property_id)? else {
        return Ok(());
    };
    let Some(owner) = crate::store::support::user(c, p.owner_id)? else {
        return Ok(());
    };
    let mut args = vec![
        ("code", b.code.clone().into()),
        ("farmhouse", p.title.clone().into()),
        ("amount", paise_en_in(Paise(amount)).into()),
    ];
    if let Some(r) = reason {
        args.push(("reason", r.to_string().into()));
    }
    crate::notifications::enqueue_notice(c, &owner, event, key, &args, now)?;
    Ok(())
}

impl Bookings {
    /// The guest reports a problem with their stay (see `can_dispute`): the dispute is recorded,
    /// the stay's earnings held, and the owner told, in one transaction. Someone else's booking is
    /// "not found"; a second report is 409 `DISPUTE_EXISTS`; out of the window, a cash, unpaid or
    /// ended booking 409 `DISPUTE_CLOSED`.
    pub async fn dispute(
        &self,
        booking_id: BookingId,
        user: &User,
        reason: Option<&str>,
    ) -> Result<BookingView, CoreError> {
        let reason = required_reason(reason.unwrap_or(""))?;
        let now = self.clock.now();
        let (at, user_id) = (now.timestamp(), user.id);
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b = sb::booking(c, booking_id)?
                        .filter(|b| b.guest_id == user_id)
                        .ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                    if db::dispute_of(c, b.id)?.is_some() {
                        return Err(exists());
                    }
                    if !can_dispute(&b, false, at) {
                        return Err(closed());
                    }
                    db::insert_dispute(
                        c,
                        &NewDispute {
                            booking_id: b.id,
                            guest_id: user_id,
                            reason: reason.clone(),
                            status: DisputeStatus::Open,
                            created_at: at,
                        },
                    )?;
                    let held = events::stay_disputed(c, &b, &format!("user:{user_id}"), at)?;
                    tell_owner(c, &b, "dispute-opened", DISPUTE_OPENED, held, None, at)
                })
            })
            .await
            .map_err(|e| match e {
                // The same report committed by a concurrent request.
                CoreError::Conflict {
                    code: "ALREADY_EXISTS",
                    ..
                } => exists(),
                other => other,
            })?;
        self.store.events().booking_changed(booking_id);
        self.view(booking_id, now).await
    }

    /// Staff resolve booking `key`'s open dispute with a required reason, audited: `Release`
    /// makes the held earnings the owner's at once; `Refund` cancels the booking with a full
    /// refund through the staff cancellation's path (the held earnings go back first, so the
    /// cancellation reverses them as it would any stay's). The owner is told either way.
    pub async fn resolve_dispute(
        &self,
        staff: &Staff,
        key: &str,
        outcome: DisputeOutcome,
        reason: &str,
    ) -> Result<(), CoreError> {
        let reason = required_reason(reason)?;
        let id = self.booking_id_of(key).await?;
        let staff = staff.clone();
        let now: DateTime<Utc> = self.clock.now();
        let at = now.timestamp();
        self.store
            .run(move |c| {
                write_transaction(c, |c| {
                    let b =
                        sb::booking(c, id)?.ok_or(CoreError::NotFound(crate::Missing::Booking))?;
                    let d = db::dispute_of(c, b.id)?.ok_or_else(|| CoreError::Conflict {
                        code: "NO_DISPUTE",
                        message: refusal!("err-b-dispute-none"),
                    })?;
                    if d.status != DisputeStatus::Open {
                        return Err(resolved());
                    }
                    let actor = format!("{}:{}", staff.role, staff.name);
                    let status = match outcome {
                        DisputeOutcome::Release => DisputeStatus::Released,
                        DisputeOutcome::Refund => DisputeStatus::Refunded,
                    };
                    if !db::resolve_dispute(c, d.id, status, &staff.name, &reason, at)? {
                        return Err(resolved());
                    }
                    let memo = format!("Dispute resolved ({status}): {reason}");
                    let held = match outcome {
                        DisputeOutcome::Release => {
                            let held = events::dispute_resolved(c, &b, at, &memo, &actor, at)?;
                            tell_owner(
                                c,
                                &b,
                                "dispute-released",
                                DISPUTE_RESOLVED,
                                held,
                                None,
                                at,
                            )?;
                            held
                        }
                        DisputeOutcome::Refund => {
                            // Back to the payable at the time the cancellation takes it back.
                            let back = (b.starts_at + AVAILABLE_AFTER_START_SECONDS).max(at);
                            let held = events::dispute_resolved(c, &b, back, &memo, &actor, at)?;
                            end_in(
                                c,
                                &b,
                                CancelledBy::Support,
                                RefundChoice::Full,
                                Some(&reason),
                                at,
                            )?;
                            tell_owner(
                                c,
                                &b,
                                "dispute-refunded",
                                DISPUTE_RESOLVED,
                                held,
                                Some(&reason),
                                at,
                            )?;
                            held
                        }
                    };
                    crate::audit::record(
                        c,
                        &staff,
                        Record {
                            action: "booking.dispute.resolve",
                            target: Target::booking(&b.code, b.id, b.guest_id),
                            reason: &reason,
                            before: Some(json!({"dispute": "open", "status": b.status.as_str()})),
                            after: Some(json!({"dispute": status.as_str(), "heldPaise": held})),
                        },
                        at,
                    )
                })
            })
            .await?;
        self.store.events().booking_changed(id);
        Ok(())
    }
}
