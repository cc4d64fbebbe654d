//! What the payout run asks of a payout provider (`simulated` or `razorpayx`): an account at the
//! provider for the owner's payout details, a payout to it that is made once however often it is
//! asked for (the idempotency key), what became of a payout, and the webhooks' signatures.

use std::future::Future;
use std::pin::Pin;

use crate::error::CoreError;
use crate::kinds::payout::PayoutMethod;

/// Where the money goes, as the owner entered it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Destination {
    /// Our id of the payout details (`payout_accounts.id`), the provider's reference for them.
    pub payout_account_id: i64,
    pub method: PayoutMethod,
    pub vpa: Option<String>,
    pub account_number: Option<String>,
    pub ifsc: Option<String>,
    pub holder_name: String,
    /// The owner, as the provider's contact.
    pub owner_id: i64,
    pub owner_phone: Option<String>,
    pub owner_email: Option<String>,
}

/// The provider's ids of the contact and the account the money goes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FundAccount {
    pub contact_id: String,
    pub fund_account_id: String,
}

/// A payout to send.
#[derive(Debug, Clone)]
pub struct PayoutOrder {
    /// Our reference (PO-000017): the idempotency key, the same on every attempt.
    pub reference: String,
    pub amount_paise: i64,
    pub fund_account_id: String,
    pub method: PayoutMethod,
}

/// Where the provider says a payout is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProviderPayoutStatus {
    /// Accepted and not yet paid out (RazorpayX: queued, pending, processing).
    Processing,
    Processed,
    /// Refused or failed (RazorpayX: rejected, failed, cancelled): no money left.
    Failed,
    /// Paid out and then returned by the bank.
    Reversed,
}

/// A payout as the provider has it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderPayout {
    pub id: String,
    pub status: ProviderPayoutStatus,
    /// The bank's reference once paid out.
    pub utr: Option<String>,
    /// Why it failed or was reversed, in the provider's words.
    pub reason: Option<String>,
}

/// A webhook event about a payout, after its signature was checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayoutEvent {
    /// Our reference (`reference_id`), when the provider sends it back.
    pub reference: Option<String>,
    pub payout: ProviderPayout,
}

pub type FundAccountFuture<'a> =
    Pin<Box<dyn Future<Output = Result<FundAccount, CoreError>> + Send + 'a>>;
pub type PayoutFuture<'a> =
    Pin<Box<dyn Future<Output = Result<ProviderPayout, CoreError>> + Send + 'a>>;

pub trait PayoutProvider: Send + Sync {
    /// `simulated` or `razorpayx`, as stored with each payout.
    fn name(&self) -> &'static str;
    /// Makes the contact and fund account for `to` (once per payout details; kept by the caller).
    fn fund_account<'a>(&'a self, to: &'a Destination) -> FundAccountFuture<'a>;
    /// Sends `order`; asked again with the same reference, answers the payout already made.
    fn send<'a>(&'a self, order: &'a PayoutOrder) -> PayoutFuture<'a>;
    /// What became of the payout the provider knows as `id`.
    fn fetch<'a>(&'a self, id: &'a str) -> PayoutFuture<'a>;
    /// Whether `signature` is this provider's signature of the webhook `body`.
    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool;
    /// How long after sending to ask the provider what became of a payout no webhook has
    /// settled (the simulated provider settles by being asked after this short delay).
    fn settle_check_after_seconds(&self) -> i64;
}
