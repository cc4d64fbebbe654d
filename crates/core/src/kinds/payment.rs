//! The state of one order at the payment provider, as `payments.status` stores it.

use crate::text_enum::text_enum;

text_enum! {
    /// An order is created at the provider, then paid or failed; a failed booking payment gets a
    /// new order, never a second answer on the same one.
    pub enum OrderStatus("payment order status") {
        Created = "created",
        Paid = "paid",
        Failed = "failed",
    }
}

text_enum! {
    /// A refund waits (and is retried) until the provider has processed it, or is failed once its
    /// attempts are used up; staff may send a failed one again.
    pub enum RefundStatus("refund status") {
        Pending = "pending",
        Processed = "processed",
        Failed = "failed",
    }
}
