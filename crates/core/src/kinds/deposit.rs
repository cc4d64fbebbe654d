//! The closed sets `booking_deposits` stores as text: how a security deposit was collected, where
//! it stands, and staff's decision on a disputed claim (the rules are `deposits`).

use crate::text_enum::text_enum;

text_enum! {
    /// How the guest paid the deposit.
    pub enum DepositMethod("deposit method") {
        /// With the booking's online payment (card or UPI), held by the platform.
        Online = "online",
        /// In cash at check-in, to the owner or their caretaker, who recorded a receipt.
        Cash = "cash",
    }
}

text_enum! {
    /// Where a collected deposit stands.
    pub enum DepositStatus("deposit status") {
        /// Collected, no claim on it (yet).
        Held = "held",
        /// Returned to the guest in full (refunded, or marked returned for cash).
        Released = "released",
        /// The owner claimed part or all of it; the guest has 48 hours to answer.
        Claimed = "claimed",
        /// The guest disputed the claim; waiting for staff.
        Disputed = "disputed",
        /// The guest accepted the claim (or did not answer in time): settled.
        Accepted = "accepted",
        /// Staff decided the disputed claim: settled.
        Decided = "decided",
    }
}

impl DepositStatus {
    /// Whether the deposit is still held (not yet returned or settled).
    pub fn is_open(self) -> bool {
        matches!(self, Self::Held | Self::Claimed | Self::Disputed)
    }
}

text_enum! {
    /// Staff's decision on a disputed claim.
    pub enum DepositDecision("deposit decision") {
        /// The owner keeps all they claimed.
        Full = "full",
        /// The owner keeps part of what they claimed.
        Part = "part",
        /// The owner keeps nothing; the guest gets the whole deposit back.
        Nothing = "none",
    }
}
