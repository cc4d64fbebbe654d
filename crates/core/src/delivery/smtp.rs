//! E-mail over SMTP through lettre's pooled async transport, configured by one URL
//! (`smtp://user:pass@host:port`, `smtps://…`, `smtp://host:port?tls=required`).

use std::fmt;
use std::sync::Mutex;
use std::time::Duration;

use lettre::message::header::ContentType;
use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use super::retry::{Attempt, EmailAttempt, SendError};
use crate::error::CoreError;

#[derive(Clone)]
pub struct SmtpConfig {
    /// lettre's connection URL; may hold a password, so it is never logged.
    pub url: String,
    /// The From mailbox, e.g. `Hyderabad Escapes <no-reply@hyderabadescapes.in>`.
    pub from: String,
    /// Longest wait for one attempt, from connecting to the server's last reply.
    pub timeout: Duration,
}

impl SmtpConfig {
    pub const DEFAULT_FROM: &'static str = "Hyderabad Escapes <no-reply@hyderabadescapes.in>";
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);
}

impl fmt::Debug for SmtpConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SmtpConfig")
            .field("url", &"<hidden>")
            .field("from", &self.from)
            .field("timeout", &self.timeout)
            .finish()
    }
}

pub struct Smtp {
    url: String,
    timeout: Duration,
    from: Mailbox,
    /// Made at the first send: lettre's connection pool starts a task on the Tokio runtime, which
    /// a command that only checks its settings may not be running. Dropped after a timed-out
    /// attempt, whose half-finished connection must not be reused.
    transport: Mutex<Option<AsyncSmtpTransport<Tokio1Executor>>>,
}

impl Smtp {
    /// Checks the URL and sender now, so a bad configuration stops the server at start. No
    /// connection is made until the first e-mail.
    pub fn new(config: SmtpConfig) -> Result<Self, CoreError> {
        let from: Mailbox = config.from.parse().map_err(|e| {
            CoreError::Config(format!(
                "e-mail sender {:?} is not a mailbox: {e}",
                config.from
            ))
        })?;
        AsyncSmtpTransport::<Tokio1Executor>::from_url(&config.url)
            .map_err(|e| CoreError::Config(format!("SMTP_URL is not a usable SMTP URL: {e}")))?;
        Ok(Self {
            url: config.url,
            timeout: config.timeout,
            from,
            transport: Mutex::new(None),
        })
    }

    fn transport(&self) -> Result<AsyncSmtpTransport<Tokio1Executor>, SendError> {
        let mut slot = self.transport.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(transport) = slot.as_ref() {
            return Ok(transport.clone());
        }
        let built = AsyncSmtpTransport::<Tokio1Executor>::from_url(&self.url)
            .map_err(|e| SendError::permanent(format!("SMTP_URL: {e}")))?
            .timeout(Some(self.timeout))
            .build();
        *slot = Some(built.clone());
        Ok(built)
    }

    async fn send(&self, to: &str, subject: &str, body: &str) -> Result<(), SendError> {
        let to: Mailbox = to.parse().map_err(|e| {
            SendError::permanent(format!("recipient {to:?} is not an e-mail address: {e}"))
        })?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(subject)
            .header(ContentType::TEXT_PLAIN)
            .body(body.to_string())
            .map_err(|e| SendError::permanent(format!("cannot build the e-mail: {e}")))?;
        // lettre's own timeout covers only connecting; a server that stops answering mid-way
        // would otherwise hold the user's request forever.
        match tokio::time::timeout(self.timeout, self.transport()?.send(message)).await {
            Ok(sent) => sent.map(drop).map_err(classify),
            Err(_) => {
                self.transport
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .take();
                Err(SendError::transient(format!(
                    "SMTP: no answer within {:?}",
                    self.timeout
                )))
            }
        }
    }
}

/// A 5xx reply (unknown mailbox, refused sender, failed login), a client-side error or a TLS
/// failure will repeat on every try; 4xx replies, timeouts and dropped connections may not.
fn classify(e: lettre::transport::smtp::Error) -> SendError {
    let message = format!("SMTP: {e}");
    if e.is_permanent() || e.is_client() || e.is_tls() {
        SendError::permanent(message)
    } else {
        SendError::transient(message)
    }
}

impl EmailAttempt for Smtp {
    fn provider(&self) -> &'static str {
        "smtp"
    }

    fn try_email<'a>(&'a self, to: &'a str, subject: &'a str, body: &'a str) -> Attempt<'a> {
        Box::pin(self.send(to, subject, body))
    }
}
