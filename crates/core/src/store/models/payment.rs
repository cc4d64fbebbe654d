//! Online payments (`payments`).

use diesel::prelude::*;

use crate::ids::{BookingId, PaymentId};
use crate::kinds::payment::OrderStatus;
use crate::store::schema::payments;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = payments)]
pub struct PaymentRow {
    pub id: PaymentId,
    pub booking_id: BookingId,
    pub provider: String,
    pub provider_order_id: String,
    pub provider_payment_id: Option<String>,
    pub amount_paise: i64,
    pub currency: String,
    pub status: OrderStatus,
    pub created_at: i64,
    pub updated_at: i64,
    /// The part of `amount_paise` that is the booking's security deposit.
    pub deposit_paise: i64,
    /// Which part of the price it pays.
    pub part: crate::kinds::plan::PaymentPart,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = payments)]
pub struct NewPayment {
    pub booking_id: BookingId,
    pub provider: String,
    pub provider_order_id: String,
    pub amount_paise: i64,
    pub currency: String,
    pub status: OrderStatus,
    pub created_at: i64,
    pub updated_at: i64,
    /// The part of `amount_paise` that is the booking's security deposit.
    pub deposit_paise: i64,
    /// Which part of the price it pays.
    pub part: crate::kinds::plan::PaymentPart,
}
