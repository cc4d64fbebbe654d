//! What the API shows of a security deposit and what its requests carry. Guests and owners read
//! whole rupees; the console reads paise. Instants are RFC 3339 in Asia/Kolkata.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{answer_window_closes, can_answer, can_claim, can_record_cash, claim_window_closes};
use crate::kinds::deposit::DepositStatus;
use crate::money::Paise;
use crate::store::bookings::BookingRow;
use crate::store::models::{ClaimPhotoRow, DepositRow, RefundRow};
use crate::time::{from_epoch, to_ist_rfc3339};

fn ist(t: i64) -> String {
    to_ist_rfc3339(from_epoch(t))
}

fn rupees(p: i64) -> i64 {
    Paise(p).rupees()
}

/// The address a claim photo is read from by the booking's guest and its owner (with their
/// session's bearer token).
pub fn photo_url(booking_id: i64, photo_id: i64) -> String {
    format!("/api/v1/bookings/{booking_id}/deposit/photos/{photo_id}")
}

/// The address staff read a claim photo from in the console.
pub fn console_photo_url(booking_id: i64, photo_id: i64) -> String {
    format!("/api/v1/admin/deposit-claims/{booking_id}/photos/{photo_id}")
}

/// A photo of what a claim is for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClaimPhoto {
    pub id: i64,
    /// Where it is read, with the reader's bearer token.
    pub url: String,
}

impl ClaimPhoto {
    pub fn of(p: &ClaimPhotoRow) -> Self {
        Self {
            id: p.id,
            url: photo_url(p.booking_id.get(), p.id),
        }
    }
}

/// The owner's claim on a deposit, the guest's answer and staff's decision.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepositClaimView {
    /// What the owner claims, whole rupees.
    pub amount: i64,
    pub reason: String,
    pub claimed_at: String,
    /// Until when the guest may accept or dispute it; unanswered, it counts as accepted.
    pub answer_by: String,
    pub photos: Vec<ClaimPhoto>,
    /// When the guest accepted or disputed it (or the system accepted it for them).
    #[schema(required = true)]
    pub answered_at: Option<String>,
    /// The guest's reason for disputing it.
    #[schema(required = true)]
    pub dispute_reason: Option<String>,
    /// Staff's decision on a disputed claim: full, part or none.
    #[schema(required = true)]
    pub decision: Option<String>,
    #[schema(required = true)]
    pub decision_reason: Option<String>,
}

/// A booking's refundable security deposit: never part of its price or total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepositView {
    /// The deposit, whole rupees.
    pub amount: i64,
    /// due (asked, not collected yet), held, released, claimed, disputed, accepted or decided.
    pub status: String,
    /// online (with the payment) or cash (at check-in); null while due.
    #[schema(required = true)]
    pub method: Option<String>,
    /// The receipt number or note the owner recorded for cash.
    #[schema(required = true)]
    pub cash_receipt: Option<String>,
    #[schema(required = true)]
    pub collected_at: Option<String>,
    /// Until when the owner may claim from it (48 hours after check-out).
    pub claim_until: String,
    #[schema(required = true)]
    pub claim: Option<DepositClaimView>,
    /// Once settled: what the owner kept and what went back to the guest, whole rupees.
    #[schema(required = true)]
    pub kept: Option<i64>,
    #[schema(required = true)]
    pub returned: Option<i64>,
    /// The refund of what went back (a deposit paid online): pending, processed or failed.
    #[schema(required = true)]
    pub refund_status: Option<String>,
    #[schema(required = true)]
    pub settled_at: Option<String>,
    /// Whether the owner may record it as paid in cash now.
    pub can_record_cash: bool,
    /// Whether the owner may claim from it now.
    pub can_claim: bool,
    /// Whether the guest may accept or dispute the claim now.
    pub can_answer: bool,
}

impl DepositView {
    /// The deposit of booking `b` at `now`; `None` when the booking asks none.
    pub fn of(
        b: &BookingRow,
        d: Option<&DepositRow>,
        photos: &[ClaimPhotoRow],
        refunds: &[RefundRow],
        now: i64,
    ) -> Option<Self> {
        let amount = d.map_or(b.deposit_paise, |d| d.amount_paise);
        if amount <= 0 {
            return None;
        }
        let claim = d.and_then(|d| {
            Some(DepositClaimView {
                amount: rupees(d.claim_amount_paise?),
                reason: d.claim_reason.clone().unwrap_or_default(),
                claimed_at: ist(d.claimed_at?),
                answer_by: ist(answer_window_closes(d)?),
                photos: photos.iter().map(ClaimPhoto::of).collect(),
                answered_at: d.answered_at.map(ist),
                dispute_reason: d.dispute_reason.clone(),
                decision: d.decision.map(|x| x.as_str().to_string()),
                decision_reason: d.decision_reason.clone(),
            })
        });
        let settled = d.filter(|d| !d.status.is_open());
        Some(Self {
            amount: rupees(amount),
            status: d.map_or("due", |d| d.status.as_str()).to_string(),
            method: d.map(|d| d.method.as_str().to_string()),
            cash_receipt: d.and_then(|d| d.cash_receipt.clone()),
            collected_at: d.map(|d| ist(d.collected_at)),
            claim_until: ist(claim_window_closes(b)),
            claim,
            kept: settled.map(|d| rupees(d.kept_paise.unwrap_or(0))),
            returned: settled.map(|d| rupees(d.amount_paise - d.kept_paise.unwrap_or(0))),
            refund_status: d
                .and_then(|d| d.refund_id)
                .and_then(|id| refunds.iter().find(|r| r.id == id))
                .map(|r| r.status.as_str().to_string()),
            settled_at: settled.and_then(|d| d.settled_at).map(ist),
            can_record_cash: can_record_cash(b, d.is_some(), now),
            can_claim: d.is_some_and(|d| can_claim(b, d, now)),
            can_answer: d.is_some_and(|d| can_answer(d, now)),
        })
    }
}

/// A deposit claim as the console's queue lists it (money in paise).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepositClaimRow {
    /// The booking's id (a deposit's id is its booking's).
    pub id: i64,
    pub booking_code: String,
    pub property_title: String,
    pub amount_paise: i64,
    /// online or cash.
    pub method: String,
    /// claimed, disputed, accepted or decided.
    pub status: String,
    pub claim_amount_paise: i64,
    pub claim_reason: String,
    pub claimed_at: String,
    #[schema(required = true)]
    pub dispute_reason: Option<String>,
    #[schema(required = true)]
    pub answered_at: Option<String>,
    #[schema(required = true)]
    pub decision: Option<String>,
    #[schema(required = true)]
    pub decision_reason: Option<String>,
    #[schema(required = true)]
    pub decided_by: Option<String>,
    #[schema(required = true)]
    pub kept_paise: Option<i64>,
    pub photos: Vec<ClaimPhoto>,
}

impl DepositClaimRow {
    pub fn of(d: DepositRow, code: String, title: String, photos: &[ClaimPhotoRow]) -> Self {
        Self {
            id: d.booking_id.get(),
            booking_code: code,
            property_title: title,
            amount_paise: d.amount_paise,
            method: d.method.as_str().into(),
            status: d.status.as_str().into(),
            claim_amount_paise: d.claim_amount_paise.unwrap_or(0),
            claim_reason: d.claim_reason.unwrap_or_default(),
            claimed_at: d.claimed_at.map(ist).unwrap_or_default(),
            dispute_reason: d.dispute_reason,
            answered_at: d.answered_at.map(ist),
            decision: d.decision.map(|x| x.as_str().into()),
            decision_reason: d.decision_reason,
            decided_by: d.decided_by,
            kept_paise: (!d.status.is_open()).then(|| d.kept_paise.unwrap_or(0)),
            photos: photos
                .iter()
                .filter(|p| p.booking_id == d.booking_id)
                .map(|p| ClaimPhoto {
                    id: p.id,
                    url: console_photo_url(p.booking_id.get(), p.id),
                })
                .collect(),
        }
    }
}

/// `POST /api/v1/owner/bookings/{id}/deposit/cash`.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CashDepositRequest {
    /// The receipt number or a note of who took it (1–100 characters).
    #[schema(required = true, value_type = String)]
    pub receipt: Option<String>,
}

/// `POST /api/v1/owner/bookings/{id}/deposit/claim`.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClaimRequest {
    /// Whole rupees, at least ₹1 and at most the deposit.
    #[schema(required = true, value_type = i64)]
    pub amount: Option<i64>,
    /// What it is for (required, at most 500 characters).
    #[schema(required = true, value_type = String, schema_with = crate::api_schema::required_reason)]
    pub reason: Option<String>,
}

/// `POST /api/v1/bookings/{id}/deposit/dispute`.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuestDisputeRequest {
    /// Why the claim is wrong (required, at most 500 characters).
    #[schema(required = true, value_type = String, schema_with = crate::api_schema::required_reason)]
    pub reason: Option<String>,
}

/// `POST /api/v1/admin/deposit-claims/{id}/decide`.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionRequest {
    /// full (the owner keeps the claim), part (`keptPaise` of it) or none (all back to the guest).
    #[schema(required = true, value_type = String)]
    pub decision: Option<String>,
    /// What the owner keeps, in paise, for part: more than 0 and less than the claim.
    pub kept_paise: Option<i64>,
    /// Staff's reason (required, at most 500 characters).
    #[schema(required = true, value_type = String, schema_with = crate::api_schema::required_reason)]
    pub reason: Option<String>,
}

/// Whether `status` is a claim's (the console's queue lists only claimed deposits).
pub fn is_claim_status(status: DepositStatus) -> bool {
    matches!(
        status,
        DepositStatus::Claimed
            | DepositStatus::Disputed
            | DepositStatus::Accepted
            | DepositStatus::Decided
    )
}
