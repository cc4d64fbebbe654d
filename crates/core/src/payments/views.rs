//! What the API and the simulated checkout page show of a payment. Amounts here are paise, as
//! the provider's checkout takes them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Which provider opens the checkout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ProviderName {
    Simulated,
    Razorpay,
}

/// Who is paying, for the checkout form.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckoutPrefill {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// Phone in E.164.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contact: Option<String>,
}

/// Everything the booking page needs to open the checkout of one order.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentOrder {
    pub provider: ProviderName,
    /// The provider's order id (order_sim_… for the simulated provider).
    pub order_id: String,
    /// Paise, as the checkout takes it (₹5,775 is 577500).
    pub amount: i64,
    pub currency: String,
    /// Razorpay's key id for its checkout script (razorpay only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key_id: Option<String>,
    /// The local checkout page to open (simulated only), e.g. /pay/simulated/order_sim_….
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checkout_url: Option<String>,
    pub booking_id: i64,
    pub booking_code: String,
    /// Merchant name shown by the checkout.
    pub name: String,
    /// What is being paid for, e.g. "Alpha Farm · HE-7K3Q9P".
    pub description: String,
    pub prefill: CheckoutPrefill,
    /// Which part of the price it pays: full, advance or balance (with a payment plan).
    pub part: crate::plans::PaymentPart,
    /// Whether it was paid already (a balance asked for again is answered with its first
    /// payment).
    pub paid: bool,
}

/// What the checkout handed the browser after a payment (Razorpay's handler fields).
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerifyRequest {
    #[schema(required = true, value_type = i64)]
    pub booking_id: Option<i64>,
    #[schema(required = true, value_type = String)]
    pub razorpay_order_id: Option<String>,
    #[schema(required = true, value_type = String)]
    pub razorpay_payment_id: Option<String>,
    /// Lower-case hex HMAC-SHA256 of `orderId|paymentId`.
    #[schema(required = true, value_type = String)]
    pub razorpay_signature: Option<String>,
}

/// What became of a webhook event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WebhookStatus {
    /// The event changed a payment.
    Processed,
    /// This event id was processed before; nothing changed.
    Duplicate,
    /// Not an event we act on, or an order we do not know; logged, nothing changed.
    Ignored,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookOutcome {
    pub status: WebhookStatus,
    pub event: String,
}

/// What the simulated checkout page shows.
#[derive(Debug, Clone)]
pub struct SimulatedCheckout {
    pub order_id: String,
    pub booking_id: i64,
    pub booking_code: String,
    pub property_title: String,
    pub property_slug: String,
    pub amount_paise: i64,
    /// created, paid or failed.
    pub status: String,
    /// Whether Pay may still be pressed (the order is open and the booking pending, unpaid).
    pub payable: bool,
}

/// Where the simulated checkout sends the browser back to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimulatedReturn {
    pub property_slug: String,
    pub booking_id: i64,
    pub paid: bool,
}

impl SimulatedReturn {
    /// `/book/{slug}?booking={id}&payment=success|failed`.
    pub fn path(&self) -> String {
        format!(
            "/book/{}?booking={}&payment={}",
            self.property_slug,
            self.booking_id,
            if self.paid { "success" } else { "failed" }
        )
    }
}
