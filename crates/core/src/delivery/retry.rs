//! Retrying a provider's send with exponential backoff and jitter, for any provider that says
//! whether a failed attempt is worth repeating. Only `Retrying` turns the provider's `SendError`
//! into `CoreError::Delivery`, after the last attempt.

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use backon::{ExponentialBuilder, Retryable};

use super::{EmailSender, SendFuture, SmsSender};
use crate::error::CoreError;

/// Why one attempt failed, and whether the same send could succeed if tried again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SendError {
    /// Connection errors, timeouts, HTTP 5xx/429, SMTP 4xx: worth another attempt.
    pub transient: bool,
    /// For the logs; never holds a secret or the code.
    pub message: String,
}

impl SendError {
    pub fn transient(message: impl Into<String>) -> Self {
        Self {
            transient: true,
            message: message.into(),
        }
    }

    pub fn permanent(message: impl Into<String>) -> Self {
        Self {
            transient: false,
            message: message.into(),
        }
    }
}

impl fmt::Display for SendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.transient {
            "transient"
        } else {
            "permanent"
        };
        write!(f, "{} ({kind})", self.message)
    }
}

/// What one attempt of a provider returns.
pub type Attempt<'a> = Pin<Box<dyn Future<Output = Result<(), SendError>> + Send + 'a>>;

/// An SMS provider's single attempt at sending.
pub trait SmsAttempt: Send + Sync {
    /// Names the provider in logs and errors.
    fn provider(&self) -> &'static str;
    fn try_sms<'a>(&'a self, to: &'a str, body: &'a str) -> Attempt<'a>;
}

/// An e-mail provider's single attempt at sending.
pub trait EmailAttempt: Send + Sync {
    /// Names the provider in logs and errors.
    fn provider(&self) -> &'static str;
    fn try_email<'a>(&'a self, to: &'a str, subject: &'a str, body: &'a str) -> Attempt<'a>;
}

/// How often and how patiently to try: `attempts` in all, the first retry after `first_delay`
/// (plus up to as much again of jitter), each later one twice the last, never over `max_delay`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backoff {
    pub attempts: u32,
    pub first_delay: Duration,
    pub max_delay: Duration,
}

impl Default for Backoff {
    /// Three attempts, 250 ms then 500 ms apart (plus jitter): a code the user waits for is
    /// still worth sending a second later, not a minute later.
    fn default() -> Self {
        Self {
            attempts: 3,
            first_delay: Duration::from_millis(250),
            max_delay: Duration::from_secs(5),
        }
    }
}

impl Backoff {
    fn builder(&self) -> ExponentialBuilder {
        ExponentialBuilder::new()
            .with_min_delay(self.first_delay)
            .with_max_delay(self.max_delay)
            .with_factor(2.0)
            .with_max_times(self.attempts.saturating_sub(1) as usize)
            // Jitter keeps many servers that failed together from retrying in step.
            .with_jitter()
    }
}

/// A provider whose transient failures are tried again with `Backoff`.
pub struct Retrying<P> {
    inner: P,
    backoff: Backoff,
}

impl<P> Retrying<P> {
    pub fn new(inner: P, backoff: Backoff) -> Self {
        Self { inner, backoff }
    }

    pub fn inner(&self) -> &P {
        &self.inner
    }

    async fn run<F, Fut>(&self, provider: &'static str, mut attempt: F) -> Result<(), CoreError>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<(), SendError>>,
    {
        let attempts = self.backoff.attempts.max(1);
        let mut number = 0u32;
        let once = || {
            number += 1;
            let (this, sent) = (number, attempt());
            async move {
                let result = sent.await;
                if let Err(e) = &result {
                    tracing::warn!(provider, attempt = this, of = attempts, transient = e.transient, error = %e.message, "delivery attempt failed");
                }
                result
            }
        };
        once.retry(self.backoff.builder())
            .sleep(tokio::time::sleep)
            .when(|e: &SendError| e.transient)
            .await
            .map_err(|e| CoreError::Delivery(format!("{provider}: {}", e.message)))
    }
}

impl<P: SmsAttempt> SmsSender for Retrying<P> {
    fn send_sms<'a>(&'a self, to: &'a str, body: &'a str) -> SendFuture<'a> {
        Box::pin(self.run(self.inner.provider(), move || self.inner.try_sms(to, body)))
    }
}

impl<P: EmailAttempt> EmailSender for Retrying<P> {
    fn send_email<'a>(&'a self, to: &'a str, subject: &'a str, body: &'a str) -> SendFuture<'a> {
        Box::pin(self.run(self.inner.provider(), move || {
            self.inner.try_email(to, subject, body)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};
    use std::sync::Mutex;
    use std::time::Instant;

    /// Fails with the queued errors in order, then succeeds; counts attempts and their times.
    struct Scripted {
        failures: Mutex<Vec<SendError>>,
        calls: AtomicU32,
        times: Mutex<Vec<Instant>>,
    }

    impl Scripted {
        fn new(mut failures: Vec<SendError>) -> Self {
            failures.reverse();
            Self {
                failures: Mutex::new(failures),
                calls: AtomicU32::new(0),
                times: Mutex::new(vec![]),
            }
        }
        fn next(&self) -> Result<(), SendError> {
            self.calls.fetch_add(1, Ordering::SeqCst);
            self.times.lock().unwrap().push(Instant::now());
            self.failures.lock().unwrap().pop().map_or(Ok(()), Err)
        }
    }

    impl SmsAttempt for Scripted {
        fn provider(&self) -> &'static str {
            "scripted"
        }
        fn try_sms<'a>(&'a self, _: &'a str, _: &'a str) -> Attempt<'a> {
            Box::pin(async move { self.next() })
        }
    }

    impl EmailAttempt for Scripted {
        fn provider(&self) -> &'static str {
            "scripted"
        }
        fn try_email<'a>(&'a self, _: &'a str, _: &'a str, _: &'a str) -> Attempt<'a> {
            Box::pin(async move { self.next() })
        }
    }

    fn fast() -> Backoff {
        Backoff {
            attempts: 3,
            first_delay: Duration::from_millis(20),
            max_delay: Duration::from_secs(1),
        }
    }

    #[tokio::test]
    async fn transient_failures_are_tried_again_until_one_succeeds() {
        let p = Retrying::new(
            Scripted::new(vec![
                SendError::transient("503"),
                SendError::transient("503"),
            ]),
            fast(),
        );
        p.send_sms("+919876543210", "hi").await.unwrap();
        assert_eq!(p.inner().calls.load(Ordering::SeqCst), 3);
        // Exponential with jitter: the first gap is in [20, 40) ms, the second in [40, 80) ms.
        let t = p.inner().times.lock().unwrap().clone();
        let (first, second) = (t[1] - t[0], t[2] - t[1]);
        assert!(first >= Duration::from_millis(20), "{first:?}");
        assert!(second >= Duration::from_millis(40), "{second:?}");
    }

    #[tokio::test]
    async fn a_permanent_failure_is_not_repeated() {
        let p = Retrying::new(
            Scripted::new(vec![SendError::permanent("550 no such user")]),
            fast(),
        );
        let r = p.send_email("a@example.in", "s", "b").await;
        assert!(
            matches!(&r, Err(CoreError::Delivery(m)) if m == "scripted: 550 no such user"),
            "{r:?}"
        );
        assert_eq!(p.inner().calls.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn gives_up_after_the_last_attempt_with_the_last_error() {
        let failures = (1..=5)
            .map(|i| SendError::transient(format!("try {i}")))
            .collect();
        let p = Retrying::new(Scripted::new(failures), fast());
        let r = p.send_sms("+919876543210", "hi").await;
        assert!(
            matches!(&r, Err(CoreError::Delivery(m)) if m == "scripted: try 3"),
            "{r:?}"
        );
        assert_eq!(p.inner().calls.load(Ordering::SeqCst), 3);
    }
}
