//! The SMTP provider against a real SMTP server (mailin-embedded) started on a free local port.

use std::net::{IpAddr, TcpListener};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use escapes_core::auth::otp::message_text;
use escapes_core::delivery::{Backoff, EmailSender, Retrying, Smtp, SmtpConfig};
use escapes_core::language::Language;
use escapes_core::CoreError;
use mailin_embedded::{response, Handler, Response, Server};

/// One message the server accepted: the envelope and the raw data.
#[derive(Debug, Clone, Default)]
struct Mail {
    from: String,
    to: Vec<String>,
    data: String,
}

impl Mail {
    fn header(&self, name: &str) -> Option<&str> {
        let prefix = format!("{name}: ");
        self.data.lines().find_map(|l| l.strip_prefix(&prefix))
    }
}

/// How the server treats each transaction.
#[derive(Clone, Copy)]
enum Mode {
    Accept,
    /// 550 to every recipient.
    RejectRecipient,
    /// 451 to the recipient of the first `n` transactions, then accept. (Not at the end of the
    /// data: after a failed one mailin stays in its data state and would read our QUIT as mail.)
    TransientFailures(u32),
}

#[derive(Clone)]
struct Recorder {
    mode: Mode,
    mails: Arc<Mutex<Vec<Mail>>>,
    /// MAIL FROM commands seen: one per attempt.
    transactions: Arc<AtomicU32>,
    current: Mail,
}

impl Handler for Recorder {
    fn mail(&mut self, _ip: IpAddr, _domain: &str, from: &str) -> Response {
        self.transactions.fetch_add(1, Ordering::SeqCst);
        self.current = Mail {
            from: from.to_string(),
            ..Mail::default()
        };
        response::OK
    }

    fn rcpt(&mut self, to: &str) -> Response {
        match self.mode {
            Mode::RejectRecipient => response::NO_MAILBOX,
            Mode::TransientFailures(n) if self.transactions.load(Ordering::SeqCst) <= n => {
                Response::custom(451, "Try again later".into())
            }
            _ => {
                self.current.to.push(to.to_string());
                response::OK
            }
        }
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.current.data.push_str(&String::from_utf8_lossy(buf));
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        self.mails
            .lock()
            .unwrap()
            .push(std::mem::take(&mut self.current));
        response::OK
    }
}

struct TestServer {
    port: u16,
    mails: Arc<Mutex<Vec<Mail>>>,
    transactions: Arc<AtomicU32>,
}

impl TestServer {
    /// Serves on its own threads for the rest of the test process.
    fn start(mode: Mode) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let mails = Arc::new(Mutex::new(vec![]));
        let transactions = Arc::new(AtomicU32::new(0));
        let recorder = Recorder {
            mode,
            mails: mails.clone(),
            transactions: transactions.clone(),
            current: Mail::default(),
        };
        let mut server = Server::new(recorder);
        server.with_name("mail.test").with_tcp_listener(listener);
        std::thread::spawn(move || {
            if let Err(e) = server.serve() {
                eprintln!("test SMTP server stopped: {e}");
            }
        });
        Self {
            port,
            mails,
            transactions,
        }
    }

    fn mails(&self) -> Vec<Mail> {
        self.mails.lock().unwrap().clone()
    }

    fn provider(&self) -> Retrying<Smtp> {
        smtp(&format!("smtp://127.0.0.1:{}", self.port))
    }
}

fn smtp(url: &str) -> Retrying<Smtp> {
    smtp_with_timeout(url, Duration::from_secs(5))
}

fn smtp_with_timeout(url: &str, timeout: Duration) -> Retrying<Smtp> {
    let config = SmtpConfig {
        url: url.into(),
        from: SmtpConfig::DEFAULT_FROM.into(),
        timeout,
    };
    Retrying::new(
        Smtp::new(config).unwrap(),
        Backoff {
            attempts: 3,
            first_delay: Duration::from_millis(10),
            max_delay: Duration::from_millis(100),
        },
    )
}

#[tokio::test]
async fn the_server_receives_the_code_from_us_to_the_guest() {
    let server = TestServer::start(Mode::Accept);
    let email = server.provider();
    email
        .send_email(
            "guest@example.in",
            "Your Hyderabad Escapes code",
            &message_text("482915", Language::En),
        )
        .await
        .unwrap();

    let mails = server.mails();
    assert_eq!(mails.len(), 1);
    let mail = &mails[0];
    assert_eq!(mail.from, "no-reply@hyderabadescapes.in");
    assert_eq!(mail.to, vec!["guest@example.in".to_string()]);
    assert_eq!(mail.header("To"), Some("guest@example.in"));
    let from = mail.header("From").expect("a From header");
    assert!(
        from.contains("Hyderabad Escapes") && from.contains("<no-reply@hyderabadescapes.in>"),
        "{from}"
    );
    assert_eq!(mail.header("Subject"), Some("Your Hyderabad Escapes code"));
    assert!(
        mail.header("Content-Type")
            .is_some_and(|t| t.starts_with("text/plain")),
        "{}",
        mail.data
    );
    assert!(
        mail.data
            .contains("482915 is your Hyderabad Escapes code. It expires in 10 minutes."),
        "{}",
        mail.data
    );
}

#[tokio::test]
async fn a_permanent_rejection_is_a_delivery_error_after_one_attempt() {
    let server = TestServer::start(Mode::RejectRecipient);
    let r = server
        .provider()
        .send_email("nobody@example.in", "Your Hyderabad Escapes code", "hi")
        .await;
    let Err(CoreError::Delivery(detail)) = r else {
        panic!("expected a delivery error: {r:?}")
    };
    assert!(detail.contains("550"), "{detail}");
    assert_eq!(server.transactions.load(Ordering::SeqCst), 1);
    assert!(server.mails().is_empty());
}

#[tokio::test]
async fn a_transient_rejection_is_tried_again_and_the_mail_arrives_once() {
    let server = TestServer::start(Mode::TransientFailures(2));
    server
        .provider()
        .send_email("guest@example.in", "Your Hyderabad Escapes code", "hi")
        .await
        .unwrap();
    assert_eq!(server.transactions.load(Ordering::SeqCst), 3);
    assert_eq!(server.mails().len(), 1);
}

#[tokio::test]
async fn an_unreachable_server_is_a_delivery_error() {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let r = smtp(&format!("smtp://127.0.0.1:{port}"))
        .send_email("guest@example.in", "s", "b")
        .await;
    assert!(matches!(r, Err(CoreError::Delivery(_))), "{r:?}");
}

#[tokio::test]
async fn a_server_that_never_answers_is_given_up_on_after_the_timeouts() {
    // Accepts connections (the backlog does) but never greets.
    let silent = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("smtp://127.0.0.1:{}", silent.local_addr().unwrap().port());
    let started = Instant::now();
    let r = smtp_with_timeout(&url, Duration::from_millis(200))
        .send_email("guest@example.in", "s", "b")
        .await;
    assert!(
        matches!(&r, Err(CoreError::Delivery(d)) if d.contains("no answer")),
        "{r:?}"
    );
    // Three attempts of 200 ms each, and the waits between them.
    let took = started.elapsed();
    assert!(
        took >= Duration::from_millis(600) && took < Duration::from_secs(3),
        "{took:?}"
    );
    drop(silent);
}

#[tokio::test]
async fn a_recipient_that_is_not_an_address_is_refused_without_connecting() {
    let server = TestServer::start(Mode::Accept);
    let r = server
        .provider()
        .send_email("not an address", "s", "b")
        .await;
    assert!(matches!(r, Err(CoreError::Delivery(_))), "{r:?}");
    assert_eq!(server.transactions.load(Ordering::SeqCst), 0);
}

#[test]
fn a_bad_url_or_sender_is_refused_up_front() {
    let config = |url: &str, from: &str| SmtpConfig {
        url: url.into(),
        from: from.into(),
        timeout: Duration::from_secs(1),
    };
    assert!(matches!(
        Smtp::new(config("http://mail.example", SmtpConfig::DEFAULT_FROM)),
        Err(CoreError::Config(_))
    ));
    assert!(matches!(
        Smtp::new(config("smtp://mail.example:587", "not a mailbox")),
        Err(CoreError::Config(_))
    ));
    assert!(Smtp::new(config(
        "smtp://user:pass@mail.example:587?tls=required",
        SmtpConfig::DEFAULT_FROM
    ))
    .is_ok());
    assert!(Smtp::new(config("smtps://mail.example", SmtpConfig::DEFAULT_FROM)).is_ok());
}
