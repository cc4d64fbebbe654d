//! The closed sets a booking row stores as text: its status, its payment's state, how it is paid,
//! and who cancelled or rejected it. The store reads and writes them through these types, so a
//! rule compares variants, never spellings.

use serde::Serialize;

use crate::text_enum::text_enum;

text_enum! {
    /// Where a booking stands (PRODUCT.md §4 "Booking status"): pending until the owner answers or it runs out.
    pub enum BookingStatus("booking status") {
        Pending = "pending",
        Confirmed = "confirmed",
        Rejected = "rejected",
        Cancelled = "cancelled",
        Expired = "expired",
    }
}

impl BookingStatus {
    /// Statuses that hold the slot (and count as a booking for FIRST500).
    pub const HOLDING: [Self; 2] = [Self::Pending, Self::Confirmed];

    pub fn holds_slot(self) -> bool {
        Self::HOLDING.contains(&self)
    }
}

text_enum! {
    /// The state of a booking's money: cash starts unpaid (paid at the property), card and UPI
    /// start pending until the provider answers.
    pub enum PaymentStatus("payment status") {
        Unpaid = "unpaid",
        Pending = "pending",
        Paid = "paid",
        Failed = "failed",
        Refunded = "refunded",
    }
}

// No doc comment on this one: utoipa would put it in the OpenAPI schema, which must not change.
text_enum! {
    #[derive(Serialize, utoipa::ToSchema)]
    #[serde(rename_all = "snake_case")]
    pub enum PaymentMethod("payment method") {
        Cash = "cash",
        Upi = "upi",
        CreditCard = "credit_card",
        DebitCard = "debit_card",
    }
}

impl PaymentMethod {
    /// A method as a request spells it (surrounding spaces allowed).
    pub fn parse(s: &str) -> Option<Self> {
        s.trim().parse().ok()
    }

    /// Cash is paid at the property; the others wait for the payment provider.
    pub fn initial_payment_status(self) -> PaymentStatus {
        match self {
            Self::Cash => PaymentStatus::Unpaid,
            _ => PaymentStatus::Pending,
        }
    }
}

text_enum! {
    /// Who ended a booking early: the guest cancelling, the owner rejecting, or support.
    pub enum CancelledBy("cancelled by") {
        Guest = "guest",
        Owner = "owner",
        Support = "support",
    }
}
