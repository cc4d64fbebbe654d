//! The Razorpay provider (`--payments razorpay`): orders are created server-side with the Orders
//! API (POST /v1/orders, HTTP basic auth key_id:key_secret, amount in paise); the browser opens
//! Razorpay's checkout with the order id and key id; its signature and the webhooks are checked
//! with the key secret and the webhook secret. A refusal or an outage of the API is
//! `CoreError::PaymentProvider`, never a panic, and no order is stored for it.

use std::fmt;
use std::time::Duration;

use reqwest::{StatusCode, Url};
use serde::{Deserialize, Serialize};

use super::{signature, OrderFuture, OrderRequest, PaymentProvider, ProviderOrder};
use crate::error::CoreError;

#[derive(Clone)]
pub struct RazorpayConfig {
    pub key_id: String,
    pub key_secret: String,
    pub webhook_secret: String,
    /// The API's base URL, `https://api.razorpay.com` (tests point it at a local server).
    pub api_base: String,
    /// Longest wait for one API call, connection included.
    pub timeout: Duration,
}

impl RazorpayConfig {
    pub const DEFAULT_API_BASE: &'static str = "https://api.razorpay.com";
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(15);
}

impl fmt::Debug for RazorpayConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RazorpayConfig")
            .field("key_id", &self.key_id)
            .field("key_secret", &"<hidden>")
            .field("webhook_secret", &"<hidden>")
            .field("api_base", &self.api_base)
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

#[derive(Deserialize)]
struct Order {
    id: String,
    amount: i64,
    currency: String,
}

pub struct Razorpay {
    client: reqwest::Client,
    orders_url: Url,
    key_id: String,
    key_secret: String,
    webhook_secret: String,
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
        let client = reqwest::Client::builder()
            .timeout(config.timeout)
            .connect_timeout(config.timeout)
            .build()
            .map_err(|e| CoreError::Config(format!("Razorpay client: {e}")))?;
        Ok(Self {
            client,
            orders_url,
            key_id: config.key_id.trim().to_string(),
            key_secret: config.key_secret.trim().to_string(),
            webhook_secret: config.webhook_secret.trim().to_string(),
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

    fn create_order<'a>(&'a self, order: &'a OrderRequest) -> OrderFuture<'a> {
        Box::pin(self.post_order(order))
    }

    fn verify_checkout(&self, order_id: &str, payment_id: &str, signature: &str) -> bool {
        signature::verify_checkout(self.key_secret.as_bytes(), order_id, payment_id, signature)
    }

    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool {
        signature::verify_webhook(self.webhook_secret.as_bytes(), body, signature)
    }
}
