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
        /// The day after a stay, its guest is asked for a review (the guest only).
        ReviewReminder = "review_reminder",
    }
}

impl BookingEvent {
    /// Whether the property's owner hears of it too; a refund is between the guest and us.
    pub fn tells_owner(self) -> bool {
        !matches!(self, Self::LatePaymentRefund | Self::ReviewReminder)
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
