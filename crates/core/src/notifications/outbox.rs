//! The closed sets a notification outbox row stores as text: which booking event it tells of,
//! and whether it is still to send, sent, or given up on.

use crate::text_enum::text_enum;

text_enum! {
    /// What happened to a booking that its guest and owner hear about.
    pub enum BookingEvent("booking event") {
        Created = "created",
        Confirmed = "confirmed",
        Rejected = "rejected",
        Cancelled = "cancelled",
        Expired = "expired",
        /// A payment came after the booking ended and goes back in full (the guest only).
        LatePaymentRefund = "late_payment_refund",
    }
}

impl BookingEvent {
    /// Whether the property's owner hears of it too; a refund is between the guest and us.
    pub fn tells_owner(self) -> bool {
        self != Self::LatePaymentRefund
    }
}

text_enum! {
    /// A row is pending until it is sent, or failed once its attempts are used up.
    pub enum OutboxStatus("notification status") {
        Pending = "pending",
        Sent = "sent",
        Failed = "failed",
    }
}
