//! What the server asks of a payment provider (`simulated` or `razorpay`): make an order, check
//! the checkout's and the webhooks' signatures, and send money back. Apart from `mod.rs` so the
//! refund code, which cancellations call, needs nothing of the payment flow.

use std::future::Future;
use std::pin::Pin;

use crate::error::CoreError;

/// An order to make at the provider.
#[derive(Debug, Clone)]
pub struct OrderRequest {
    pub amount_paise: i64,
    pub currency: &'static str,
    /// Our reference, the booking code.
    pub receipt: String,
    pub booking_id: i64,
}

/// The order the provider made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderOrder {
    pub id: String,
    pub amount_paise: i64,
    pub currency: String,
}

/// Money to send back for one captured payment.
#[derive(Debug, Clone)]
pub struct RefundRequest {
    /// The provider's id of the captured payment (pay_…).
    pub payment_id: String,
    pub amount_paise: i64,
    /// Our reference for this refund, the same on every attempt, so a provider that already
    /// made it answers that refund instead of refunding twice.
    pub receipt: String,
}

/// What the provider says of a refund it accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProviderRefundStatus {
    /// The money is on its way back (Razorpay: "processed").
    Processed,
    /// Accepted and with the bank (Razorpay: "pending"); the provider completes it on its own.
    Pending,
}

/// The refund the provider made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderRefund {
    pub id: String,
    pub status: ProviderRefundStatus,
}

/// What a provider's checkout needs of the guest's browser: the script the booking page loads,
/// and the origins that script, its frames and its calls come from. The pages' Content-Security-
/// Policy allows exactly these, and only while this provider is the one in use.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BrowserCheckout {
    pub script_url: String,
    pub script_origins: Vec<String>,
    pub frame_origins: Vec<String>,
    pub connect_origins: Vec<String>,
}

pub type OrderFuture<'a> =
    Pin<Box<dyn Future<Output = Result<ProviderOrder, CoreError>> + Send + 'a>>;
pub type RefundFuture<'a> =
    Pin<Box<dyn Future<Output = Result<ProviderRefund, CoreError>> + Send + 'a>>;

pub trait PaymentProvider: Send + Sync {
    /// `simulated` or `razorpay`, as stored with each payment.
    fn name(&self) -> &'static str;
    /// The public key id the browser's checkout needs (razorpay only).
    fn key_id(&self) -> Option<&str>;
    /// The checkout the browser loads from the provider; `None` when the checkout is one of our
    /// own pages (simulated).
    fn browser_checkout(&self) -> Option<&BrowserCheckout> {
        None
    }
    /// Makes an order for `order.amount_paise`.
    fn create_order<'a>(&'a self, order: &'a OrderRequest) -> OrderFuture<'a>;
    /// Whether the checkout's `signature` proves `payment_id` paid `order_id`.
    fn verify_checkout(&self, order_id: &str, payment_id: &str, signature: &str) -> bool;
    /// Whether `signature` is this provider's signature of the webhook `body`.
    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool;
    /// Refunds `refund.amount_paise` of the captured payment `refund.payment_id`. A refusal or an
    /// outage is `CoreError::PaymentProvider` (the refund worker tries again later).
    fn refund<'a>(&'a self, refund: &'a RefundRequest) -> RefundFuture<'a>;
}
