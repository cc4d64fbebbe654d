//! Security deposits (`booking_deposits`) and the photos of claims on them
//! (`deposit_claim_photos`).

use diesel::prelude::*;

use crate::ids::{BookingId, PaymentId, RefundId, UserId};
use crate::kinds::deposit::{DepositDecision, DepositMethod, DepositStatus};
use crate::store::schema::{booking_deposits, deposit_claim_photos};

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = booking_deposits)]
pub struct DepositRow {
    pub booking_id: BookingId,
    pub amount_paise: i64,
    pub method: DepositMethod,
    pub status: DepositStatus,
    /// The online payment that carried it.
    pub payment_id: Option<PaymentId>,
    /// The receipt number or note the owner recorded for cash.
    pub cash_receipt: Option<String>,
    pub recorded_by: Option<UserId>,
    pub collected_at: i64,
    pub claim_amount_paise: Option<i64>,
    pub claim_reason: Option<String>,
    pub claimed_at: Option<i64>,
    /// When the guest accepted or disputed the claim (or the system accepted it for them).
    pub answered_at: Option<i64>,
    pub dispute_reason: Option<String>,
    pub decision: Option<DepositDecision>,
    pub decision_reason: Option<String>,
    pub decided_by: Option<String>,
    /// What the owner kept once settled (0 for a release).
    pub kept_paise: Option<i64>,
    /// The refund that returned the rest, for a deposit paid online.
    pub refund_id: Option<RefundId>,
    pub settled_at: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = deposit_claim_photos)]
pub struct ClaimPhotoRow {
    pub id: i64,
    pub booking_id: BookingId,
    pub path: String,
    pub content_type: String,
    pub created_at: i64,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = deposit_claim_photos)]
pub struct NewClaimPhoto {
    pub booking_id: BookingId,
    pub path: String,
    pub content_type: String,
    pub created_at: i64,
}
