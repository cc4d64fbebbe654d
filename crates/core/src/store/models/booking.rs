//! Booking rows (`bookings`).

use diesel::prelude::*;

use crate::ids::{BookingId, PropertyId, UserId};
use crate::kinds::booking::{BookingStatus, CancelledBy, PaymentMethod, PaymentStatus};
use crate::slots::BookingType;
use crate::store::schema::bookings;

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = bookings)]
pub struct BookingRow {
    pub id: BookingId,
    pub code: String,
    pub property_id: PropertyId,
    pub guest_id: UserId,
    pub booking_type: BookingType,
    pub starts_at: i64,
    pub ends_at: i64,
    pub days: i32,
    pub guests: i32,
    pub status: BookingStatus,
    pub payment_method: PaymentMethod,
    pub payment_status: PaymentStatus,
    pub subtotal_paise: i64,
    pub discount_paise: i64,
    pub cleaning_paise: i64,
    pub gst_paise: i64,
    pub total_paise: i64,
    pub coupon_code: Option<String>,
    pub refund_paise: Option<i64>,
    pub cancelled_by: Option<CancelledBy>,
    pub cancel_reason: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    pub expires_at: i64,
    /// The refundable security deposit the listing asked when the booking was made (never part
    /// of the price or the total).
    pub deposit_paise: i64,
    /// The advance a payment plan asked at booking (0: the whole price was asked at once).
    pub advance_paise: i64,
    /// When the balance is due (UTC seconds; the end of an Asia/Kolkata day), with an advance.
    pub balance_due_at: Option<i64>,
    /// How the balance is paid, with an advance.
    pub balance_method: Option<crate::kinds::plan::BalanceMethod>,
    /// When the balance was paid online.
    pub balance_paid_at: Option<i64>,
    /// How many of the two balance reminders were sent.
    pub balance_reminders: i32,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = bookings)]
pub struct NewBooking {
    pub code: String,
    pub property_id: PropertyId,
    pub guest_id: UserId,
    pub booking_type: BookingType,
    pub starts_at: i64,
    pub ends_at: i64,
    pub days: i32,
    pub guests: i32,
    pub status: BookingStatus,
    pub payment_method: PaymentMethod,
    pub payment_status: PaymentStatus,
    pub subtotal_paise: i64,
    pub discount_paise: i64,
    pub cleaning_paise: i64,
    pub gst_paise: i64,
    pub total_paise: i64,
    pub coupon_code: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    pub expires_at: i64,
    /// The refundable security deposit the listing asked when the booking was made (never part
    /// of the price or the total).
    pub deposit_paise: i64,
    /// The advance a payment plan asked at booking (0: the whole price was asked at once).
    pub advance_paise: i64,
    /// When the balance is due (UTC seconds; the end of an Asia/Kolkata day), with an advance.
    pub balance_due_at: Option<i64>,
    /// How the balance is paid, with an advance.
    pub balance_method: Option<crate::kinds::plan::BalanceMethod>,
    /// When the balance was paid online.
    pub balance_paid_at: Option<i64>,
    /// How many of the two balance reminders were sent.
    pub balance_reminders: i32,
}
