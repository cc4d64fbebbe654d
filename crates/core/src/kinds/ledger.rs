//! The ledger's closed sets as `ledger_entries.kind`, `ledger_lines.account`,
//! `withholding_rates.tax` and `cash_marks.outcome` store them, and the money flows the
//! reconciliation compares (the rules are `ledger`).

use crate::text_enum::text_enum;

text_enum! {
    /// The money event an entry records.
    pub enum EntryKind("ledger entry kind") {
        PaymentCaptured = "payment_captured",
        BookingConfirmed = "booking_confirmed",
        BookingCancelled = "booking_cancelled",
        RefundOpened = "refund_opened",
        RefundProcessed = "refund_processed",
        RefundFailed = "refund_failed",
        RefundReopened = "refund_reopened",
        CashCollected = "cash_collected",
        Adjustment = "adjustment",
        /// A payout left for the owner: their balance moves to money in transit.
        PayoutSent = "payout_sent",
        /// The provider paid it out: in transit leaves the platform's payout funds.
        PayoutSettled = "payout_settled",
        /// It failed or was reversed: the money is the owner's balance again.
        PayoutReturned = "payout_returned",
        /// A guest disputed a stay: its owner's earnings move to disputed_earnings.
        StayDisputed = "stay_disputed",
        /// Staff resolved a dispute: the held earnings go back to the owner's payable (available
        /// at once on a release; for a refund the cancellation that follows reverses them).
        DisputeResolved = "dispute_resolved",
        /// A booking's security deposit was paid online with its payment: held apart.
        DepositCollected = "deposit_collected",
        /// A deposit went back to the guest in full: owed through the provider.
        DepositReleased = "deposit_released",
        /// A claim on a deposit was settled: the kept part is the owner's, the rest owed back.
        DepositSettled = "deposit_settled",
        /// A payment plan's balance was paid after the owner confirmed the stay: it becomes
        /// earnings as the advance did at the confirmation.
        BalanceConfirmed = "balance_confirmed",
    }
}

text_enum! {
    /// An account of the ledger. Debits are positive amounts, credits negative, so an asset or an
    /// expense has a positive balance and a liability or revenue a negative one.
    pub enum Account("ledger account") {
        /// Asset, per provider: guests' money held at the payment provider.
        GuestPayments = "guest_payments",
        /// Liability: money a guest paid for a booking not (yet) earned or refunded.
        GuestAdvances = "guest_advances",
        /// Liability, per owner: what the platform owes the owner, each line with the time it
        /// becomes available.
        OwnerPayable = "owner_payable",
        /// Asset, per owner: commission (with its GST and TDS) an owner owes on cash stays.
        CashCommissionOwed = "cash_commission_owed",
        /// Revenue: the platform's commission.
        CommissionRevenue = "commission_revenue",
        /// Liability: GST (18 %) on the commission, owed to the government.
        GstOnCommissionPayable = "gst_on_commission_payable",
        /// Liability: tax collected at source (CGST Act s.52), owed to the government.
        TcsPayable = "tcs_payable",
        /// Liability: tax deducted at source (Income-tax Act s.194-O), owed to the government.
        TdsPayable = "tds_payable",
        /// Liability: refunds owed to guests and not yet through the provider.
        RefundsPayable = "refunds_payable",
        /// Liability: refunds the provider refused for the last time, waiting for staff.
        RefundsFailed = "refunds_failed",
        /// Expense: discounts the platform pays for (FIRST500).
        PromotionsExpense = "promotions_expense",
        /// Expense: staff adjustments in an owner's favour (negative: recovered from them).
        AdjustmentsExpense = "adjustments_expense",
        /// Liability: payouts sent to owners and not yet paid out by the provider.
        PayoutsInTransit = "payouts_in_transit",
        /// Asset, per provider: the platform's money at the payout provider (payouts draw on it;
        /// topping it up from the payment provider's settlements is a move between the
        /// platform's own accounts, outside this journal).
        PayoutFunds = "payout_funds",
        /// Liability, per owner: a disputed stay's earnings, not the owner's to be paid until
        /// staff resolve the dispute.
        DisputedEarnings = "disputed_earnings",
        /// Liability: guests' refundable security deposits paid online, held until released or
        /// a claim on them is settled; never anyone's earnings.
        DepositsHeld = "deposits_held",
    }
}

impl Account {
    /// Whether the account is kept per owner.
    pub fn per_owner(self) -> bool {
        matches!(
            self,
            Self::OwnerPayable | Self::CashCommissionOwed | Self::DisputedEarnings
        )
    }

    /// Whether the account is kept per payment provider.
    pub fn per_provider(self) -> bool {
        matches!(self, Self::GuestPayments | Self::PayoutFunds)
    }
}

text_enum! {
    /// A tax withheld from owners' earnings.
    pub enum Withholding("withholding tax") {
        /// Tax collected at source by the e-commerce operator, CGST Act s.52.
        Tcs = "tcs",
        /// Tax deducted at source by the e-commerce operator, Income-tax Act s.194-O.
        Tds = "tds",
    }
}

text_enum! {
    /// What the owner says happened on a cash stay.
    pub enum CashOutcome("cash outcome") {
        Collected = "collected",
        NoShow = "no_show",
    }
}

text_enum! {
    /// Where a guest's dispute of a stay stands.
    pub enum DisputeStatus("dispute status") {
        /// Waiting for staff; the stay's earnings are held.
        Open = "open",
        /// Staff released the earnings to the owner.
        Released = "released",
        /// Staff refunded the guest (the booking was cancelled with a full refund).
        Refunded = "refunded",
    }
}

text_enum! {
    /// A movement of money that both a provider's records (the payments, refunds and payouts
    /// tables) and the ledger record, as the reconciliation compares them.
    #[derive(serde::Serialize, utoipa::ToSchema)]
    #[serde(rename_all = "snake_case")]
    pub enum MoneyFlow("money flow") {
        /// Guests' payments captured by the payment provider.
        PaymentsCaptured = "payments_captured",
        /// Refunds the payment provider paid back.
        RefundsProcessed = "refunds_processed",
        /// Payouts made to owners (their money moves to money in transit).
        PayoutsSent = "payouts_sent",
        /// Payouts the payout provider paid out.
        PayoutsSettled = "payouts_settled",
        /// Payouts that failed or were reversed (the money is the owner's balance again).
        PayoutsReturned = "payouts_returned",
    }
}
