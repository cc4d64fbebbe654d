//! The HTTP SMS-gateway provider against a real local HTTP server that records every request and
//! answers with the statuses a test queues.

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::IntoResponse;
use axum::Router;
use escapes_core::auth::otp::message_text;
use escapes_core::delivery::{Backoff, Retrying, SmsGateway, SmsGatewayConfig, SmsSender};
use escapes_core::language::Language;
use escapes_core::CoreError;
use serde_json::json;
use support::Received;

mod support;

const KEY: &str = "sk_live_abcdefghijklmnop";
const PHONE: &str = "+919876543210";

/// What the gateway answers, in order: a status, or a status after a delay.
#[derive(Clone, Copy)]
enum Answer {
    Status(u16),
    SlowStatus(u16, Duration),
}

#[derive(Clone, Default)]
struct Gateway {
    received: Arc<Mutex<Vec<Received>>>,
    answers: Arc<Mutex<VecDeque<Answer>>>,
}

impl Gateway {
    /// Serves on a free local port; answers 200 once the queued answers run out.
    async fn start(answers: Vec<Answer>) -> (Self, SocketAddr) {
        let gateway = Gateway {
            answers: Arc::new(Mutex::new(answers.into())),
            ..Default::default()
        };
        let state = gateway.clone();
        let app = Router::new().fallback(
            move |method: Method, uri: Uri, headers: HeaderMap, body: Bytes| {
                let state = state.clone();
                async move {
                    let received = Received::of(method, &uri, &headers, &body);
                    state.received.lock().unwrap().push(received.clone());
                    let answer = state
                        .answers
                        .lock()
                        .unwrap()
                        .pop_front()
                        .unwrap_or(Answer::Status(200));
                    let status = match answer {
                        Answer::Status(s) => s,
                        Answer::SlowStatus(s, delay) => {
                            tokio::time::sleep(delay).await;
                            s
                        }
                    };
                    // Echo the key and the text back, as a careless gateway might.
                    let said = format!(
                        "status {status} for {} sending {}",
                        received.authorization.unwrap_or_default(),
                        received.body
                    );
                    (StatusCode::from_u16(status).unwrap(), said).into_response()
                }
            },
        );
        let addr = support::serve(app).await;
        (gateway, addr)
    }

    fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }
}

fn config(url: String) -> SmsGatewayConfig {
    SmsGatewayConfig {
        url,
        key: KEY.into(),
        sender_id: "HYDESC".into(),
        template_id: Some("1107161234567890123".into()),
        timeout: Duration::from_secs(5),
    }
}

fn fast() -> Backoff {
    Backoff {
        attempts: 3,
        first_delay: Duration::from_millis(10),
        max_delay: Duration::from_millis(100),
    }
}

fn provider(config: SmsGatewayConfig) -> Retrying<SmsGateway> {
    Retrying::new(SmsGateway::new(config).unwrap(), fast())
}

/// A local port nothing listens on.
fn closed_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

#[tokio::test]
async fn posts_the_text_as_json_with_the_bearer_key() {
    let (gateway, addr) = Gateway::start(vec![]).await;
    let sms = provider(config(format!("http://{addr}/v1/messages")));
    sms.send_sms(PHONE, &message_text("123456", Language::En))
        .await
        .unwrap();

    let received = gateway.received();
    assert_eq!(received.len(), 1);
    let r = &received[0];
    assert_eq!(r.method, Method::POST);
    assert_eq!(r.path, "/v1/messages");
    assert_eq!(
        r.authorization.as_deref(),
        Some("Bearer sk_live_abcdefghijklmnop")
    );
    assert_eq!(r.content_type.as_deref(), Some("application/json"));
    assert_eq!(
        r.body,
        json!({
            "to": "+919876543210",
            "sender": "HYDESC",
            "templateId": "1107161234567890123",
            "message": "123456 is your Hyderabad Escapes code. It expires in 10 minutes.",
        })
    );
}

#[tokio::test]
async fn without_a_template_id_the_field_is_left_out() {
    let (gateway, addr) = Gateway::start(vec![]).await;
    let sms = provider(SmsGatewayConfig {
        template_id: None,
        ..config(format!("http://{addr}/send"))
    });
    sms.send_sms(PHONE, "hello").await.unwrap();
    assert_eq!(
        gateway.received()[0].body,
        json!({"to": PHONE, "sender": "HYDESC", "message": "hello"})
    );
}

#[tokio::test]
async fn two_503s_then_200_is_one_text_after_three_requests() {
    let (gateway, addr) = Gateway::start(vec![
        Answer::Status(503),
        Answer::Status(503),
        Answer::Status(200),
    ])
    .await;
    let sms = provider(config(format!("http://{addr}/send")));
    sms.send_sms(PHONE, &message_text("654321", Language::En))
        .await
        .unwrap();
    let received = gateway.received();
    assert_eq!(received.len(), 3);
    assert!(received
        .iter()
        .all(|r| r.body["message"] == message_text("654321", Language::En)));
}

#[tokio::test]
async fn rate_limited_by_the_gateway_is_tried_again() {
    let (gateway, addr) = Gateway::start(vec![Answer::Status(429)]).await;
    let sms = provider(config(format!("http://{addr}/send")));
    sms.send_sms(PHONE, "hello").await.unwrap();
    assert_eq!(gateway.received().len(), 2);
}

#[tokio::test]
async fn a_400_is_not_retried_and_the_error_names_the_status_but_never_the_key_or_code() {
    let (gateway, addr) = Gateway::start(vec![Answer::Status(400)]).await;
    let sms = provider(config(format!("http://{addr}/send")));
    let r = sms
        .send_sms(PHONE, &message_text("123456", Language::En))
        .await;
    let Err(CoreError::Delivery(detail)) = r else {
        panic!("expected a delivery error: {r:?}")
    };
    assert!(detail.contains("400"), "{detail}");
    assert!(!detail.contains(KEY), "the key leaked: {detail}");
    assert!(!detail.contains("123456"), "the code leaked: {detail}");
    assert_eq!(gateway.received().len(), 1);
}

#[tokio::test]
async fn a_gateway_that_keeps_failing_is_given_up_on_after_three_requests() {
    let (gateway, addr) = Gateway::start(vec![Answer::Status(500); 5]).await;
    let sms = provider(config(format!("http://{addr}/send")));
    let r = sms.send_sms(PHONE, "hello").await;
    assert!(
        matches!(&r, Err(CoreError::Delivery(d)) if d.contains("500")),
        "{r:?}"
    );
    assert_eq!(gateway.received().len(), 3);
}

#[tokio::test]
async fn an_unreachable_gateway_is_a_delivery_error_after_the_retries() {
    let sms = Retrying::new(
        SmsGateway::new(config(format!("http://127.0.0.1:{}/send", closed_port()))).unwrap(),
        Backoff {
            attempts: 3,
            first_delay: Duration::from_millis(50),
            max_delay: Duration::from_secs(1),
        },
    );
    let started = Instant::now();
    let r = sms.send_sms(PHONE, "hello").await;
    assert!(
        matches!(&r, Err(CoreError::Delivery(d)) if d.contains("unreachable")),
        "{r:?}"
    );
    // Two waits, at least 50 ms and 100 ms, show it was tried three times.
    assert!(
        started.elapsed() >= Duration::from_millis(150),
        "{:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn a_gateway_slower_than_the_timeout_counts_as_a_failure_and_is_tried_again() {
    let (gateway, addr) =
        Gateway::start(vec![Answer::SlowStatus(200, Duration::from_secs(3))]).await;
    let sms = provider(SmsGatewayConfig {
        timeout: Duration::from_millis(300),
        ..config(format!("http://{addr}/send"))
    });
    let started = Instant::now();
    sms.send_sms(PHONE, "hello").await.unwrap();
    assert_eq!(gateway.received().len(), 2);
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn a_bad_configuration_is_refused_up_front() {
    for (url, key) in [
        ("not a url", KEY),
        ("ftp://gateway.example/send", KEY),
        ("https://gateway.example/send", " "),
    ] {
        let r = SmsGateway::new(SmsGatewayConfig {
            key: key.into(),
            ..config(url.into())
        });
        assert!(
            matches!(r, Err(CoreError::Config(_))),
            "{url} / {key:?} accepted"
        );
    }
}
