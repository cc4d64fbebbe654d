//! The RazorpayX provider (`--payouts razorpayx`): a contact (`POST /v1/contacts`) and a fund
//! account (`POST /v1/fund_accounts`, vpa or bank_account) once per payout details, then
//! `POST /v1/payouts` from the platform's RazorpayX account with the header
//! `X-Payout-Idempotency` set to our reference, so a payout asked for again (a sender that died
//! after sending) is the one already made. `GET /v1/payouts/{id}` tells what became of it, and
//! the webhooks `payout.processed`, `payout.reversed` and `payout.failed` are signed with
//! HMAC-SHA256 over the raw body (header X-Razorpay-Signature). HTTP basic auth key:secret.
//! A refusal or an outage is `CoreError::PaymentProvider`, never a panic.

use std::fmt;
use std::time::Duration;

use reqwest::Url;
use serde::Deserialize;
use serde_json::{json, Value};

use super::provider::{
    Destination, FundAccount, FundAccountFuture, PayoutEvent, PayoutFuture, PayoutOrder,
    PayoutProvider, ProviderPayout, ProviderPayoutStatus,
};
use crate::error::CoreError;
use crate::kinds::payout::PayoutMethod;
use crate::payments::signature;

/// Ask RazorpayX about a payout no webhook has settled after this long.
pub const SETTLE_CHECK_AFTER_SECONDS: i64 = 30 * 60;

#[derive(Clone)]
pub struct RazorpayXConfig {
    pub key_id: String,
    pub key_secret: String,
    pub webhook_secret: String,
    /// The platform's RazorpayX account number payouts are paid from.
    pub account_number: String,
    /// `https://api.razorpay.com` (tests point it at a local stand-in).
    pub api_base: String,
    pub timeout: Duration,
}

impl RazorpayXConfig {
    pub const DEFAULT_API_BASE: &'static str = "https://api.razorpay.com";
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(15);
}

impl fmt::Debug for RazorpayXConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RazorpayXConfig")
            .field("key_id", &self.key_id)
            .field("key_secret", &"<hidden>")
            .field("webhook_secret", &"<hidden>")
            .field("account_number", &self.account_number)
            .field("api_base", &self.api_base)
            .finish()
    }
}

pub struct RazorpayX {
    client: reqwest::Client,
    base: Url,
    key_id: String,
    key_secret: String,
    webhook_secret: String,
    account_number: String,
}

#[derive(Deserialize)]
struct Created {
    id: String,
}

#[derive(Deserialize)]
struct Payout {
    id: String,
    status: String,
    #[serde(default)]
    utr: Option<String>,
    #[serde(default)]
    reference_id: Option<String>,
    #[serde(default)]
    status_details: Option<StatusDetails>,
    #[serde(default)]
    failure_reason: Option<String>,
}

#[derive(Deserialize)]
struct StatusDetails {
    #[serde(default)]
    description: Option<String>,
}

impl Payout {
    fn into_provider(self) -> Result<ProviderPayout, CoreError> {
        let status = match self.status.as_str() {
            "queued" | "pending" | "processing" | "scheduled" => ProviderPayoutStatus::Processing,
            "processed" => ProviderPayoutStatus::Processed,
            "reversed" => ProviderPayoutStatus::Reversed,
            "rejected" | "failed" | "cancelled" => ProviderPayoutStatus::Failed,
            other => {
                return Err(CoreError::PaymentProvider(format!(
                    "RazorpayX answered payout {:?} as {other:?}",
                    self.id
                )))
            }
        };
        if self.id.trim().is_empty() {
            return Err(CoreError::PaymentProvider(
                "RazorpayX answered a payout without an id".into(),
            ));
        }
        let reason = self
            .status_details
            .and_then(|d| d.description)
            .or(self.failure_reason)
            .filter(|r| !r.trim().is_empty())
            .map(|r| r.chars().take(300).collect());
        Ok(ProviderPayout {
            id: self.id,
            status,
            utr: self.utr.filter(|u| !u.trim().is_empty()),
            reason,
        })
    }
}

impl RazorpayX {
    /// Checks the configuration now, so a bad one stops the server at start.
    pub fn new(config: RazorpayXConfig) -> Result<Self, CoreError> {
        let base = Url::parse(config.api_base.trim_end_matches('/')).map_err(|e| {
            CoreError::Config(format!(
                "RazorpayX API URL {:?} is not a URL: {e}",
                config.api_base
            ))
        })?;
        if !matches!(base.scheme(), "http" | "https") {
            return Err(CoreError::Config(format!(
                "RazorpayX API URL {:?} must be http:// or https://",
                config.api_base
            )));
        }
        for (value, name) in [
            (&config.key_id, "RAZORPAYX_KEY_ID"),
            (&config.key_secret, "RAZORPAYX_KEY_SECRET"),
            (&config.webhook_secret, "RAZORPAYX_WEBHOOK_SECRET"),
            (&config.account_number, "RAZORPAYX_ACCOUNT_NUMBER"),
        ] {
            if value.trim().is_empty() {
                return Err(CoreError::Config(format!(
                    "--payouts razorpayx needs {name}"
                )));
            }
        }
        let client = reqwest::Client::builder()
            .timeout(config.timeout)
            .connect_timeout(config.timeout)
            .build()
            .map_err(|e| CoreError::Config(format!("RazorpayX client: {e}")))?;
        Ok(Self {
            client,
            base,
            key_id: config.key_id.trim().to_string(),
            key_secret: config.key_secret.trim().to_string(),
            webhook_secret: config.webhook_secret.trim().to_string(),
            account_number: config.account_number.trim().to_string(),
        })
    }

    fn url(&self, path: &[&str]) -> Result<Url, CoreError> {
        let mut url = self.base.clone();
        url.path_segments_mut()
            .map_err(|()| CoreError::Config("RazorpayX API URL cannot take a path".into()))?
            .pop_if_empty()
            .extend(path);
        Ok(url)
    }

    /// One call; the answer's JSON, or why it failed (cut short, without the secret).
    async fn call(
        &self,
        request: reqwest::RequestBuilder,
        what: &str,
    ) -> Result<String, CoreError> {
        let response = request
            .basic_auth(&self.key_id, Some(&self.key_secret))
            .send()
            .await
            .map_err(|e| {
                CoreError::PaymentProvider(format!(
                    "RazorpayX unreachable ({what}): {}",
                    e.without_url()
                ))
            })?;
        let status = response.status();
        let text = response.text().await.unwrap_or_default();
        if !status.is_success() {
            let said: String = text
                .chars()
                .take(300)
                .collect::<String>()
                .replace(&self.key_secret, "<secret>");
            tracing::warn!(%status, body = %said.trim(), "RazorpayX refused {what}");
            let description = serde_json::from_str::<Value>(&text)
                .ok()
                .and_then(|v| v["error"]["description"].as_str().map(str::to_string))
                .map(|d| format!(": {}", d.chars().take(200).collect::<String>()))
                .unwrap_or_default();
            return Err(CoreError::PaymentProvider(format!(
                "RazorpayX refused {what}: it answered {status}{description}"
            )));
        }
        Ok(text)
    }

    async fn make_fund_account(&self, to: &Destination) -> Result<FundAccount, CoreError> {
        let mut contact = json!({
            "name": to.holder_name,
            "type": "vendor",
            "reference_id": format!("owner-{}", to.owner_id),
        });
        if let Some(phone) = &to.owner_phone {
            contact["contact"] = json!(phone.trim_start_matches("+91"));
        }
        if let Some(email) = &to.owner_email {
            contact["email"] = json!(email);
        }
        let text = self
            .call(
                self.client
                    .post(self.url(&["v1", "contacts"])?)
                    .json(&contact),
                "a contact",
            )
            .await?;
        let contact: Created = serde_json::from_str(&text).map_err(|e| {
            CoreError::PaymentProvider(format!("RazorpayX answered a contact we cannot read: {e}"))
        })?;
        let account = match to.method {
            PayoutMethod::Upi => json!({
                "contact_id": contact.id,
                "account_type": "vpa",
                "vpa": {"address": to.vpa},
            }),
            PayoutMethod::Bank => json!({
                "contact_id": contact.id,
                "account_type": "bank_account",
                "bank_account": {
                    "name": to.holder_name,
                    "ifsc": to.ifsc,
                    "account_number": to.account_number,
                },
            }),
        };
        let text = self
            .call(
                self.client
                    .post(self.url(&["v1", "fund_accounts"])?)
                    .json(&account),
                "a fund account",
            )
            .await?;
        let fund: Created = serde_json::from_str(&text).map_err(|e| {
            CoreError::PaymentProvider(format!(
                "RazorpayX answered a fund account we cannot read: {e}"
            ))
        })?;
        Ok(FundAccount {
            contact_id: contact.id,
            fund_account_id: fund.id,
        })
    }

    async fn post_payout(&self, order: &PayoutOrder) -> Result<ProviderPayout, CoreError> {
        let mode = match order.method {
            PayoutMethod::Upi => "UPI",
            PayoutMethod::Bank => "IMPS",
        };
        let body = json!({
            "account_number": self.account_number,
            "fund_account_id": order.fund_account_id,
            "amount": order.amount_paise,
            "currency": "INR",
            "mode": mode,
            "purpose": "payout",
            "queue_if_low_balance": true,
            "reference_id": order.reference,
            "narration": format!("Hyderabad Escapes {}", order.reference),
        });
        let text = self
            .call(
                self.client
                    .post(self.url(&["v1", "payouts"])?)
                    .header("X-Payout-Idempotency", &order.reference)
                    .json(&body),
                "a payout",
            )
            .await?;
        let payout: Payout = serde_json::from_str(&text).map_err(|e| {
            CoreError::PaymentProvider(format!("RazorpayX answered a payout we cannot read: {e}"))
        })?;
        if payout
            .reference_id
            .as_deref()
            .is_some_and(|r| r != order.reference)
        {
            return Err(CoreError::PaymentProvider(format!(
                "RazorpayX answered payout {:?} for another reference",
                payout.id
            )));
        }
        payout.into_provider()
    }

    async fn get_payout(&self, id: &str) -> Result<ProviderPayout, CoreError> {
        // RazorpayX's ids are letters, digits and underscores; anything else must not reach the URL.
        if id.is_empty()
            || id.len() > 64
            || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            return Err(CoreError::PaymentProvider(format!(
                "{id:?} is not a RazorpayX payout id"
            )));
        }
        let text = self
            .call(
                self.client.get(self.url(&["v1", "payouts", id])?),
                "a payout's state",
            )
            .await?;
        let payout: Payout = serde_json::from_str(&text).map_err(|e| {
            CoreError::PaymentProvider(format!("RazorpayX answered a payout we cannot read: {e}"))
        })?;
        payout.into_provider()
    }
}

/// The payout event in a webhook body (RazorpayX's shape, which the simulated provider's
/// webhooks share): `{"event": "payout.processed", "payload": {"payout": {"entity": {…}}}}`.
/// Events about anything else are `Ok(None)`; a body that is not such JSON is a 400.
pub fn parse_webhook(body: &[u8]) -> Result<Option<PayoutEvent>, CoreError> {
    let bad = || CoreError::field("body", crate::Said::staff_only("not a payout webhook"));
    let value: Value = serde_json::from_slice(body).map_err(|_| bad())?;
    let event = value["event"].as_str().ok_or_else(bad)?;
    if !matches!(
        event,
        "payout.processed" | "payout.reversed" | "payout.failed" | "payout.rejected"
    ) {
        return Ok(None);
    }
    let entity = value["payload"]["payout"]["entity"].clone();
    let payout: Payout = serde_json::from_value(entity).map_err(|_| bad())?;
    let reference = payout.reference_id.clone();
    let payout = payout.into_provider()?;
    Ok(Some(PayoutEvent { reference, payout }))
}

impl PayoutProvider for RazorpayX {
    fn name(&self) -> &'static str {
        "razorpayx"
    }

    fn fund_account<'a>(&'a self, to: &'a Destination) -> FundAccountFuture<'a> {
        Box::pin(self.make_fund_account(to))
    }

    fn send<'a>(&'a self, order: &'a PayoutOrder) -> PayoutFuture<'a> {
        Box::pin(self.post_payout(order))
    }

    fn fetch<'a>(&'a self, id: &'a str) -> PayoutFuture<'a> {
        Box::pin(self.get_payout(id))
    }

    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool {
        signature::verify_webhook(self.webhook_secret.as_bytes(), body, signature)
    }

    fn settle_check_after_seconds(&self) -> i64 {
        SETTLE_CHECK_AFTER_SECONDS
    }
}
