//! Refunds through the payment provider (`refunds`).

use diesel::prelude::*;

use crate::ids::{BookingId, PaymentId, RefundId};
use crate::kinds::payment::RefundStatus;
use crate::store::schema::refunds;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = refunds)]
pub struct RefundRow {
    pub id: RefundId,
    pub booking_id: BookingId,
    pub payment_id: Option<PaymentId>,
    pub amount_paise: i64,
    pub status: RefundStatus,
    pub provider: String,
    pub provider_refund_id: Option<String>,
    pub reason: String,
    pub attempts: i32,
    pub last_error: Option<String>,
    pub next_attempt_at: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = refunds)]
pub struct NewRefund {
    pub booking_id: BookingId,
    pub payment_id: Option<PaymentId>,
    pub amount_paise: i64,
    pub status: RefundStatus,
    pub provider: String,
    pub reason: String,
    pub attempts: i32,
    pub next_attempt_at: i64,
    pub created_at: i64,
    pub updated_at: i64,
}
