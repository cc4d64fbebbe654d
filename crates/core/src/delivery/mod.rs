//! Sending texts and e-mails, behind small traits so providers can be swapped by configuration.
//! The `console` providers log each message and keep it in the dev outbox (ARCHITECTURE.md "Runtime parts"), so anyone
//! running locally can read the codes. The real ones are an HTTP SMS gateway (`sms_gateway`) and
//! SMTP (`smtp`), each wrapped in `Retrying` so transient failures are tried again with backoff.
//! A provider failure is `CoreError::Delivery`, never a panic.

mod retry;
mod sms_gateway;
mod smtp;

pub use retry::{Attempt, Backoff, EmailAttempt, Retrying, SendError, SmsAttempt};
pub use sms_gateway::{SmsGateway, SmsGatewayConfig};
pub use smtp::{Smtp, SmtpConfig};

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use crate::error::CoreError;
use crate::store::{otp as db, Store};
use crate::time::SharedClock;

/// What a provider's send returns.
pub type SendFuture<'a> = Pin<Box<dyn Future<Output = Result<(), CoreError>> + Send + 'a>>;

pub trait SmsSender: Send + Sync {
    /// Sends `body` to `to` (E.164).
    fn send_sms<'a>(&'a self, to: &'a str, body: &'a str) -> SendFuture<'a>;
}

pub trait EmailSender: Send + Sync {
    /// Sends a plain-text e-mail to `to`.
    fn send_email<'a>(&'a self, to: &'a str, subject: &'a str, body: &'a str) -> SendFuture<'a>;
}

/// The providers in use, and whether they are the console ones (which opens the dev outbox).
#[derive(Clone)]
pub struct Delivery {
    pub sms: Arc<dyn SmsSender>,
    pub email: Arc<dyn EmailSender>,
    pub console: bool,
}

impl Delivery {
    /// Console SMS and e-mail, writing to the dev outbox.
    pub fn console(store: Store, clock: SharedClock) -> Self {
        let console = Arc::new(Console { store, clock });
        Self {
            sms: console.clone(),
            email: console,
            console: true,
        }
    }

    /// The providers `sms` and `email` pick. The dev outbox opens only when both are console:
    /// with a real provider on either side this is a deployment, and the outbox would hand
    /// anyone the console side's codes.
    pub fn from_config(
        store: Store,
        clock: SharedClock,
        sms: SmsConfig,
        email: EmailConfig,
    ) -> Result<Self, CoreError> {
        let console = Arc::new(Console { store, clock });
        let both_console = matches!((&sms, &email), (SmsConfig::Console, EmailConfig::Console));
        let sms: Arc<dyn SmsSender> = match sms {
            SmsConfig::Console => console.clone(),
            SmsConfig::Gateway(config, backoff) => {
                Arc::new(Retrying::new(SmsGateway::new(config)?, backoff))
            }
        };
        let email: Arc<dyn EmailSender> = match email {
            EmailConfig::Console => console,
            EmailConfig::Smtp(config, backoff) => {
                Arc::new(Retrying::new(Smtp::new(config)?, backoff))
            }
        };
        Ok(Self {
            sms,
            email,
            console: both_console,
        })
    }
}

/// Which SMS provider to use.
#[derive(Debug, Clone)]
pub enum SmsConfig {
    /// Log + dev outbox.
    Console,
    /// An HTTP SMS gateway, retried with `Backoff`.
    Gateway(SmsGatewayConfig, Backoff),
}

/// Which e-mail provider to use.
#[derive(Debug, Clone)]
pub enum EmailConfig {
    /// Log + dev outbox.
    Console,
    /// An SMTP server, retried with `Backoff`.
    Smtp(SmtpConfig, Backoff),
}

/// Logs each message and appends it to `dev_outbox`.
pub struct Console {
    store: Store,
    clock: SharedClock,
}

impl Console {
    async fn record(&self, channel: &'static str, to: &str, body: String) -> Result<(), CoreError> {
        tracing::info!(channel, to, %body, "console delivery");
        let to = to.to_string();
        let now = self.clock.now().timestamp();
        self.store
            .run(move |c| db::append_outbox(c, channel, &to, &body, now))
            .await
            .map_err(|e| CoreError::Delivery(format!("console {channel}: {e}")))
    }
}

impl SmsSender for Console {
    fn send_sms<'a>(&'a self, to: &'a str, body: &'a str) -> SendFuture<'a> {
        Box::pin(self.record("sms", to, body.to_string()))
    }
}

impl EmailSender for Console {
    fn send_email<'a>(&'a self, to: &'a str, subject: &'a str, body: &'a str) -> SendFuture<'a> {
        Box::pin(self.record("email", to, format!("{subject}\n\n{body}")))
    }
}

/// One message the console providers "sent".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxMessage {
    pub channel: String,
    pub to: String,
    pub body: String,
    pub created_at: i64,
}

/// The dev outbox, newest first (at most `limit`), optionally only messages to `to`.
pub async fn outbox(
    store: &Store,
    to: Option<String>,
    limit: i64,
) -> Result<Vec<OutboxMessage>, CoreError> {
    let rows = store
        .run(move |c| db::outbox(c, to.as_deref(), limit))
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| OutboxMessage {
            channel: r.channel,
            to: r.recipient,
            body: r.body,
            created_at: r.created_at,
        })
        .collect())
}
