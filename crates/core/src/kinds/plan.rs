//! The closed sets of payment plans as `properties.balance_method`, `bookings.balance_method` and
//! `payments.part` store them (the rules are `plans`).

use crate::text_enum::text_enum;

text_enum! {
    /// How the balance after an advance is paid.
    #[derive(serde::Serialize, utoipa::ToSchema)]
    #[serde(rename_all = "snake_case")]
    pub enum BalanceMethod("balance method") {
        /// Online (card or UPI) by the deadline; unpaid then, the booking is cancelled.
        Online = "online",
        /// In cash at the property; the deadline cancels nothing.
        Cash = "cash",
    }
}

text_enum! {
    /// Which part of a booking's price a payment pays.
    #[derive(serde::Serialize, utoipa::ToSchema)]
    #[serde(rename_all = "snake_case")]
    pub enum PaymentPart("payment part") {
        /// The whole price at once (no plan, or a plan too close to the stay).
        Full = "full",
        /// The advance of a payment plan, at booking.
        Advance = "advance",
        /// The balance of a payment plan, by its deadline.
        Balance = "balance",
    }
}
