//! The Razorpay provider (`--payments razorpay`): orders are created server-side with the Orders
//! API (POST /v1/orders, HTTP basic auth key_id:key_secret, amount in paise); the browser opens
//! Razorpay's checkout with the order id and key id; its signature and the webhooks are checked
//! with the key secret and the webhook secret. Refunds go through the Refunds API (POST
//! /v1/payments/{id}/refund). A refusal or an outage of the API is `CoreError::PaymentProvider`,
//! never a panic, and no order is stored for it.

use std::fmt;
use std::time::Duration;

use reqwest::{StatusCode, Url};
use serde::{Deserialize, Serialize};

use super::provider::{
    BrowserCheckout, OrderFuture, OrderRequest, PaymentProvider, ProviderOrder, ProviderRefund,
    ProviderRefundStatus, RefundFuture, RefundRequest,
};
use super::signature;
use crate::error::CoreError;

#[derive(Clone)]
pub struct RazorpayConfig {
    pub key_id: String,
    pub key_secret: String,
    pub webhook_secret: String,
    /// The API's base URL, `https://api.razorpay.com` (tests point it at a local server).
    pub api_base: String,
    /// The checkout script the booking page loads, `https://checkout.razorpay.com/v1/checkout.js`
    /// (the browser tests point it at a local stand-in).
    pub checkout_url: String,
    /// Longest wait for one API call, connection included.
    pub timeout: Duration,
}

impl RazorpayConfig {
    pub const DEFAULT_API_BASE: &'static str = "https://api.razorpay.com";
    pub const DEFAULT_CHECKOUT_URL: &'static str = "https://checkout.razorpay.com/v1/checkout.js";
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(15);
}

impl fmt::Debug for RazorpayConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RazorpayConfig")
            .field("key_id", &self.key_id)
            .field("key_secret", &"<hidden>")
            .field("webhook_secret", &"<hidden>")
            .field("api_base", &self.api_base)
            .field("checkout_url", &self.checkout_url)
            .field("timeout", &self.timeout)
            .finish()
    }
}

#[derive(Serialize)]
struct CreateOrder<'a> {
    amount: i64,
    currency: &'a str,
    receipt: &'a str,
    notes: Notes<'a>,
}

#[derive(Serialize)]
struct Notes<'a> {
    booking_id: String,
    booking_code: &'a str,
}

#[derive(Serialize)]
struct CreateRefund<'a> {
    amount: i64,
    speed: &'a str,
    receipt: &'a str,
}

#[derive(Deserialize)]
struct Refund {
    id: String,
    status: String,
}

#[derive(Deserialize)]
struct Order {
    id: String,
    amount: i64,
    currency: String,
}

pub struct Razorpay {
    client: reqwest::Client,
    orders_url: Url,
    /// The API's base; a refund's URL names its payment (/v1/payments/{id}/refund).
    api_base: Url,
    key_id: String,
    key_secret: String,
    webhook_secret: String,
    browser: BrowserCheckout,
}

impl Razorpay {
    /// Checks the configuration now, so a bad one stops the server at start.
    pub fn new(config: RazorpayConfig) -> Result<Self, CoreError> {
        let base = Url::parse(config.api_base.trim_end_matches('/')).map_err(|e| {
            CoreError::Config(format!(
                "Razorpay API URL {:?} is not a URL: {e}",
                config.api_base
            ))
        })?;
        if !matches!(base.scheme(), "http" | "https") {
            return Err(CoreError::Config(format!(
                "Razorpay API URL {:?} must be http:// or https://",
                config.api_base
            )));
        }
        let orders_url = Url::parse(&format!(
            "{}/v1/orders",
            base.as_str().trim_end_matches('/')
        ))
        .map_err(|e| CoreError::Config(format!("Razorpay API URL: {e}")))?;
        for (value, name) in [
            (&config.key_id, "RAZORPAY_KEY_ID"),
            (&config.key_secret, "RAZORPAY_KEY_SECRET"),
            (&config.webhook_secret, "RAZORPAY_WEBHOOK_SECRET"),
        ] {
            if value.trim().is_empty() {
                return Err(CoreError::Config(format!(
                    "--payments razorpay needs {name}"
                )));
            }
        }
        let browser = browser_checkout(&base, &config.checkout_url)?;
        let client = reqwest::Client::builder()
            .timeout(config.timeout)
            .connect_timeout(config.timeout)
            .build()
            .map_err(|e| CoreError::Config(format!("Razorpay client: {e}")))?;
        Ok(Self {
            client,
            orders_url,
            api_base: base,
            key_id: config.key_id.trim().to_string(),
            key_secret: config.key_secret.trim().to_string(),
            webhook_secret: config.webhook_secret.trim().to_string(),
            browser,
        })
    }

    async fn post_order(&self, order: &OrderRequest) -> Result<ProviderOrder, CoreError> {
        let body = CreateOrder {
            amount: order.amount_paise,
            currency: order.currency,
            receipt: &order.receipt,
            notes: Notes {
                booking_id: order.booking_id.to_string(),
                booking_code: &order.receipt,
            },
        };
        let response = self
            .client
            .post(self.orders_url.clone())
            .basic_auth(&self.key_id, Some(&self.key_secret))
            .json(&body)
            .send()
            .await
            .map_err(|e| {
                CoreError::PaymentProvider(format!(
                    "Razorpay unreachable: {}",
                    chain(&e.without_url())
                ))
            })?;
        let status = response.status();
        let text = response.text().await.unwrap_or_default();
        if !status.is_success() {
            // Razorpay explains itself in {"error": {"code", "description"}}; the secret is never in it.
            let said: String = text
                .chars()
                .take(300)
                .collect::<String>()
                .replace(&self.key_secret, "<secret>");
            tracing::warn!(%status, body = %said.trim(), "Razorpay refused an order");
            let why = if status == StatusCode::UNAUTHORIZED {
                "the API keys were refused".to_string()
            } else {
                format!("it answered {status}")
            };
            return Err(CoreError::PaymentProvider(format!(
                "Razorpay did not create the order: {why}"
            )));
        }
        let order_out: Order = serde_json::from_str(&text).map_err(|e| {
            CoreError::PaymentProvider(format!("Razorpay answered an order we cannot read: {e}"))
        })?;
        if order_out.id.trim().is_empty()
            || order_out.amount != order.amount_paise
            || order_out.currency != order.currency
        {
            return Err(CoreError::PaymentProvider(format!(
                "Razorpay answered order {:?} for {} {} instead of {} {}",
                order_out.id,
                order_out.amount,
                order_out.currency,
                order.amount_paise,
                order.currency
            )));
        }
        Ok(ProviderOrder {
            id: order_out.id,
            amount_paise: order_out.amount,
            currency: order_out.currency,
        })
    }

    /// What Razorpay said when it refused a call, cut short and without the secret, for the log.
    fn said(&self, text: &str) -> String {
        text.chars()
            .take(300)
            .collect::<String>()
            .replace(&self.key_secret, "<secret>")
    }

    async fn post_refund(&self, refund: &RefundRequest) -> Result<ProviderRefund, CoreError> {
        // Razorpay's payment ids are letters, digits and underscores; anything else is not one
        // of theirs and must not reach the URL.
        let id = refund.payment_id.trim();
        if id.is_empty()
            || id.len() > 64
            || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            return Err(CoreError::PaymentProvider(format!(
                "{id:?} is not a Razorpay payment id; nothing was refunded"
            )));
        }
        let mut url = self.api_base.clone();
        url.path_segments_mut()
            .map_err(|()| CoreError::Config("Razorpay API URL cannot take a path".into()))?
            .pop_if_empty()
            .extend(["v1", "payments", id, "refund"]);
        let body = CreateRefund {
            amount: refund.amount_paise,
            speed: "normal",
            receipt: &refund.receipt,
        };
        let response = self
            .client
            .post(url)
            .basic_auth(&self.key_id, Some(&self.key_secret))
            // The same key on every attempt of one refund: Razorpay answers the refund it already
            // made instead of refunding twice (a worker that died after sending, say).
            .header("X-Refund-Idempotency", &refund.receipt)
            .json(&body)
            .send()
            .await
            .map_err(|e| {
                CoreError::PaymentProvider(format!(
                    "Razorpay unreachable: {}",
                    chain(&e.without_url())
                ))
            })?;
        let status = response.status();
        let text = response.text().await.unwrap_or_default();
        if !status.is_success() {
            let said = self.said(&text);
            tracing::warn!(%status, body = %said.trim(), payment = %id, "Razorpay refused a refund");
            let why = if status == StatusCode::UNAUTHORIZED {
                "the API keys were refused".to_string()
            } else {
                let description = serde_json::from_str::<serde_json::Value>(&text)
                    .ok()
                    .and_then(|v| v["error"]["description"].as_str().map(str::to_string))
                    .map(|d| format!(": {}", self.said(&d)))
                    .unwrap_or_default();
                format!("it answered {status}{description}")
            };
            return Err(CoreError::PaymentProvider(format!(
                "Razorpay did not refund payment {id}: {why}"
            )));
        }
        let made: Refund = serde_json::from_str(&text).map_err(|e| {
            CoreError::PaymentProvider(format!("Razorpay answered a refund we cannot read: {e}"))
        })?;
        let status = match made.status.as_str() {
            "processed" => ProviderRefundStatus::Processed,
            "pending" => ProviderRefundStatus::Pending,
            other => {
                return Err(CoreError::PaymentProvider(format!(
                    "Razorpay answered refund {:?} of payment {id} as {other:?}",
                    made.id
                )))
            }
        };
        if made.id.trim().is_empty() {
            return Err(CoreError::PaymentProvider(
                "Razorpay answered a refund without an id".into(),
            ));
        }
        Ok(ProviderRefund {
            id: made.id,
            status,
        })
    }
}

/// The checkout script at `checkout_url` and what it needs: its own origin for the script, and
/// its origin and the API's for the frames it opens (Razorpay's checkout frame is served by the
/// API) and the calls it makes.
fn browser_checkout(api_base: &Url, checkout_url: &str) -> Result<BrowserCheckout, CoreError> {
    let refused = |why: &str| {
        CoreError::Config(format!(
            "Razorpay checkout URL {checkout_url:?} {why} (--razorpay-checkout-url)"
        ))
    };
    let url = Url::parse(checkout_url.trim()).map_err(|_| refused("is not a URL"))?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return Err(refused("must be an http:// or https:// address"));
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(refused("must not carry a user name or password"));
    }
    let script = url.origin().ascii_serialization();
    let api = api_base.origin().ascii_serialization();
    let mut both = vec![script.clone(), api];
    both.dedup();
    Ok(BrowserCheckout {
        script_url: url.to_string(),
        script_origins: vec![script],
        frame_origins: both.clone(),
        connect_origins: both,
    })
}

/// An error and its causes on one line.
fn chain(e: &dyn std::error::Error) -> String {
    let mut message = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        message.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    message
}

impl PaymentProvider for Razorpay {
    fn name(&self) -> &'static str {
        "razorpay"
    }

    fn key_id(&self) -> Option<&str> {
        Some(&self.key_id)
    }

    fn browser_checkout(&self) -> Option<&BrowserCheckout> {
        Some(&self.browser)
    }

    fn create_order<'a>(&'a self, order: &'a OrderRequest) -> OrderFuture<'a> {
        Box::pin(self.post_order(order))
    }

    fn verify_checkout(&self, order_id: &str, payment_id: &str, signature: &str) -> bool {
        signature::verify_checkout(self.key_secret.as_bytes(), order_id, payment_id, signature)
    }

    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool {
        signature::verify_webhook(self.webhook_secret.as_bytes(), body, signature)
    }

    fn refund<'a>(&'a self, refund: &'a RefundRequest) -> RefundFuture<'a> {
        Box::pin(self.post_refund(refund))
    }
}
