//! An HTTP SMS gateway: one JSON POST per text, authorised by a bearer key. Indian operators
//! deliver only texts registered under DLT, hence the sender id and template id.

use std::fmt;
use std::time::Duration;

use reqwest::{StatusCode, Url};
use serde::Serialize;

use super::retry::{Attempt, SendError, SmsAttempt};
use crate::error::CoreError;

/// Where and as whom to send texts.
#[derive(Clone)]
pub struct SmsGatewayConfig {
    /// The gateway's send endpoint (http or https).
    pub url: String,
    /// Sent as `Authorization: Bearer <key>`; never logged.
    pub key: String,
    /// DLT sender id (header), e.g. `HYDESC`.
    pub sender_id: String,
    /// DLT template id the message text is registered under; left out of the request when unset.
    pub template_id: Option<String>,
    /// Longest wait for one request, connection included.
    pub timeout: Duration,
}

impl SmsGatewayConfig {
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);
}

impl fmt::Debug for SmsGatewayConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SmsGatewayConfig")
            .field("url", &self.url)
            .field("key", &"<hidden>")
            .field("sender_id", &self.sender_id)
            .field("template_id", &self.template_id)
            .field("timeout", &self.timeout)
            .finish()
    }
}

/// The request body the gateway receives.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Payload<'a> {
    to: &'a str,
    sender: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    template_id: Option<&'a str>,
    message: &'a str,
}

pub struct SmsGateway {
    client: reqwest::Client,
    url: Url,
    key: String,
    sender_id: String,
    template_id: Option<String>,
}

impl SmsGateway {
    /// Checks the configuration now, so a bad one stops the server at start, not at the first send.
    pub fn new(config: SmsGatewayConfig) -> Result<Self, CoreError> {
        let url = Url::parse(&config.url).map_err(|e| {
            CoreError::Config(format!(
                "SMS gateway URL {:?} is not a URL: {e}",
                config.url
            ))
        })?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err(CoreError::Config(format!(
                "SMS gateway URL {:?} must be http:// or https://",
                config.url
            )));
        }
        if config.key.trim().is_empty() {
            return Err(CoreError::Config("the SMS gateway key is empty".into()));
        }
        if config.sender_id.trim().is_empty() {
            return Err(CoreError::Config("the SMS sender id is empty".into()));
        }
        let client = reqwest::Client::builder()
            .timeout(config.timeout)
            .connect_timeout(config.timeout)
            .build()
            .map_err(|e| CoreError::Config(format!("SMS gateway client: {e}")))?;
        Ok(Self {
            client,
            url,
            key: config.key,
            sender_id: config.sender_id,
            template_id: config.template_id.filter(|t| !t.trim().is_empty()),
        })
    }

    async fn post(&self, to: &str, body: &str) -> Result<(), SendError> {
        let payload = Payload {
            to,
            sender: &self.sender_id,
            template_id: self.template_id.as_deref(),
            message: body,
        };
        let response = self
            .client
            .post(self.url.clone())
            .bearer_auth(&self.key)
            .json(&payload)
            .send()
            .await
            .map_err(request_failed)?;
        let status = response.status();
        if status.is_success() {
            return Ok(());
        }
        // The gateway's own words may echo the text (the code) or the key, so they are kept out
        // of the error and logged only at debug level, key removed.
        let text = response.text().await.unwrap_or_default();
        let said: String = text
            .chars()
            .take(300)
            .collect::<String>()
            .replace(&self.key, "<key>");
        tracing::debug!(%status, body = %said.trim(), "SMS gateway refused a text");
        let message = format!("SMS gateway answered {status}");
        Err(if retryable(status) {
            SendError::transient(message)
        } else {
            SendError::permanent(message)
        })
    }
}

/// 5xx, 429 (rate limited) and 408 may pass on a later try; other 4xx mean the request is wrong.
fn retryable(status: StatusCode) -> bool {
    status.is_server_error()
        || status == StatusCode::TOO_MANY_REQUESTS
        || status == StatusCode::REQUEST_TIMEOUT
}

/// No answer at all (refused, reset, timed out): the gateway may be back in a moment. The URL is
/// left out; the error's causes say what went wrong.
fn request_failed(e: reqwest::Error) -> SendError {
    let e = e.without_url();
    let mut message = format!("SMS gateway unreachable: {e}");
    let mut source = std::error::Error::source(&e);
    while let Some(cause) = source {
        message.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    if e.is_builder() {
        SendError::permanent(message)
    } else {
        SendError::transient(message)
    }
}

impl SmsAttempt for SmsGateway {
    fn provider(&self) -> &'static str {
        "sms gateway"
    }

    fn try_sms<'a>(&'a self, to: &'a str, body: &'a str) -> Attempt<'a> {
        Box::pin(self.post(to, body))
    }
}
