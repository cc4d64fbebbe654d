//! The ledger's journal (`ledger_entries`, `ledger_lines`), running balances
//! (`ledger_balances`), withholding rates (`withholding_rates`) and owners' cash marks
//! (`cash_marks`).

use diesel::prelude::*;

use crate::ids::{BookingId, PaymentId, RefundId, UserId};
use crate::kinds::ledger::{Account, CashOutcome, DisputeStatus, EntryKind, Withholding};
use crate::store::schema::{
    booking_disputes, cash_marks, ledger_balances, ledger_entries, ledger_lines, withholding_rates,
};

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = ledger_entries)]
pub struct EntryRow {
    pub id: i64,
    pub kind: EntryKind,
    pub booking_id: Option<BookingId>,
    pub payment_id: Option<PaymentId>,
    pub refund_id: Option<RefundId>,
    pub memo: String,
    pub actor: String,
    pub created_at: i64,
    pub payout_id: Option<i64>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = ledger_entries)]
pub struct NewEntry {
    pub kind: EntryKind,
    pub booking_id: Option<BookingId>,
    pub payment_id: Option<PaymentId>,
    pub refund_id: Option<RefundId>,
    pub memo: String,
    pub actor: String,
    pub created_at: i64,
    pub payout_id: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = ledger_lines)]
pub struct LineRow {
    pub id: i64,
    pub entry_id: i64,
    pub account: Account,
    pub owner_id: Option<UserId>,
    pub provider: Option<String>,
    pub amount_paise: i64,
    pub available_at: Option<i64>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = ledger_lines)]
pub struct NewLine {
    pub entry_id: i64,
    pub account: Account,
    pub owner_id: Option<UserId>,
    pub provider: Option<String>,
    pub amount_paise: i64,
    pub available_at: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = ledger_balances)]
pub struct BalanceRow {
    pub account: String,
    pub owner_id: i64,
    pub provider: String,
    pub balance_paise: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = withholding_rates)]
pub struct WithholdingRateRow {
    pub id: i64,
    pub tax: Withholding,
    pub rate_bp: i32,
    pub effective_from: String,
    pub section: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = cash_marks)]
pub struct CashMarkRow {
    pub booking_id: BookingId,
    pub outcome: CashOutcome,
    pub marked_by: UserId,
    pub created_at: i64,
    /// The system marked it when the owner's window closed unmarked.
    pub by_system: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = booking_disputes)]
pub struct DisputeRow {
    pub id: i64,
    pub booking_id: BookingId,
    pub guest_id: UserId,
    pub reason: String,
    pub status: DisputeStatus,
    pub created_at: i64,
    pub resolved_at: Option<i64>,
    pub resolved_by: Option<String>,
    pub resolution_reason: Option<String>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = booking_disputes)]
pub struct NewDispute {
    pub booking_id: BookingId,
    pub guest_id: UserId,
    pub reason: String,
    pub status: DisputeStatus,
    pub created_at: i64,
}
