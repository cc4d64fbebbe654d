//! The closed sets of owner payouts as `payouts.status` and `payout_accounts.method` store them
//! (the rules are `payouts`).

use crate::text_enum::text_enum;

text_enum! {
    /// Where a payout is: made and waiting to be sent (queued), with the provider (processing),
    /// paid out (processed), or failed or reversed (its money is the owner's balance again).
    pub enum PayoutStatus("payout status") {
        Queued = "queued",
        Processing = "processing",
        Processed = "processed",
        Failed = "failed",
        Reversed = "reversed",
    }
}

impl PayoutStatus {
    /// Whether the payout's money has come back to the owner's balance.
    pub fn returned(self) -> bool {
        matches!(self, Self::Failed | Self::Reversed)
    }
}

text_enum! {
    /// How an owner is paid.
    pub enum PayoutMethod("payout method") {
        Upi = "upi",
        Bank = "bank",
    }
}

/// Our reference of payout `id`, as owners, staff and the provider see it (`PO-000017`).
pub fn reference(id: i64) -> String {
    format!("PO-{id:06}")
}
