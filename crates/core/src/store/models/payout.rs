//! Owners' payout details (`payout_accounts`), the provider's ids for them
//! (`payout_fund_accounts`), payouts (`payouts`) and staff holds (`payout_holds`).

use diesel::prelude::*;

use crate::ids::UserId;
use crate::kinds::payout::{PayoutMethod, PayoutStatus};
use crate::store::schema::{payout_accounts, payout_fund_accounts, payout_holds, payouts};

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = payout_accounts)]
pub struct PayoutAccountRow {
    pub id: i64,
    pub owner_id: UserId,
    pub method: PayoutMethod,
    pub vpa: Option<String>,
    pub account_number: Option<String>,
    pub ifsc: Option<String>,
    pub holder_name: String,
    pub created_at: i64,
    pub payable_from: i64,
    pub retired_at: Option<i64>,
    /// The owner's legal name as registered for GST, with their GSTIN (both or neither).
    pub legal_name: Option<String>,
    pub gstin: Option<String>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = payout_accounts)]
pub struct NewPayoutAccount {
    pub owner_id: UserId,
    pub method: PayoutMethod,
    pub vpa: Option<String>,
    pub account_number: Option<String>,
    pub ifsc: Option<String>,
    pub holder_name: String,
    pub created_at: i64,
    pub payable_from: i64,
    pub legal_name: Option<String>,
    pub gstin: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = payout_fund_accounts)]
pub struct FundAccountRow {
    pub payout_account_id: i64,
    pub provider: String,
    pub contact_id: String,
    pub fund_account_id: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = payouts)]
pub struct PayoutRow {
    pub id: i64,
    pub owner_id: UserId,
    pub payout_account_id: i64,
    pub amount_paise: i64,
    pub run_key: String,
    pub status: PayoutStatus,
    pub provider: String,
    pub provider_payout_id: Option<String>,
    pub utr: Option<String>,
    pub failure_reason: Option<String>,
    pub attempts: i32,
    pub next_attempt_at: i64,
    pub created_at: i64,
    pub sent_at: Option<i64>,
    pub settled_at: Option<i64>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = payouts)]
pub struct NewPayout {
    pub owner_id: UserId,
    pub payout_account_id: i64,
    pub amount_paise: i64,
    pub run_key: String,
    pub status: PayoutStatus,
    pub provider: String,
    pub next_attempt_at: i64,
    pub created_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = payout_holds)]
pub struct PayoutHoldRow {
    pub owner_id: UserId,
    pub reason: String,
    pub held_by: String,
    pub created_at: i64,
}
