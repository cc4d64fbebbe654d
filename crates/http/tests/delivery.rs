//! One-time codes through a real SMS gateway provider, end to end: the router sends to a local
//! HTTP server that records each request, and a gateway failure reaches the client as 424
//! DELIVERY_FAILED (PRODUCT.md §8's "Unable to send OTP"), never a 500.

mod support;

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::http::{HeaderMap, StatusCode};
use axum::Router;
use escapes_core::delivery::{Backoff, Delivery, EmailConfig, SmsConfig, SmsGatewayConfig};
use escapes_core::testing::TestDatabase;
use serde_json::{json, Value};
use support::TestApp;

const OWNER: &str = "+919000000001";

/// A local SMS gateway that answers every request with one status and keeps what it received.
struct Gateway {
    addr: SocketAddr,
    received: Arc<Mutex<Vec<(HeaderMap, Value)>>>,
}

impl Gateway {
    async fn start(status: StatusCode) -> Self {
        let received = Arc::new(Mutex::new(vec![]));
        let log = received.clone();
        let app = Router::new().route(
            "/send",
            axum::routing::post(move |headers: HeaderMap, body: Bytes| {
                let log = log.clone();
                async move {
                    log.lock().unwrap().push((
                        headers,
                        serde_json::from_slice(&body).unwrap_or(Value::Null),
                    ));
                    status
                }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        Self { addr, received }
    }

    fn messages(&self) -> Vec<Value> {
        self.received
            .lock()
            .unwrap()
            .iter()
            .map(|(_, body)| body.clone())
            .collect()
    }

    /// An app whose texts go to this gateway (e-mail stays console).
    fn app(&self) -> TestApp {
        let config = SmsGatewayConfig {
            url: format!("http://{}/send", self.addr),
            key: "gateway-key".into(),
            sender_id: "HYDESC".into(),
            template_id: Some("1107161234567890123".into()),
            timeout: Duration::from_secs(5),
        };
        let backoff = Backoff {
            attempts: 3,
            first_delay: Duration::from_millis(10),
            max_delay: Duration::from_millis(50),
        };
        TestApp::on_with(TestDatabase::sqlite(), |store, clock| {
            let sms = SmsConfig::Gateway(config, backoff);
            Some(Delivery::from_config(store, clock, sms, EmailConfig::Console).unwrap())
        })
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failing_gateway_is_424_delivery_failed_after_the_retries() {
    let gateway = Gateway::start(StatusCode::SERVICE_UNAVAILABLE).await;
    let app = gateway.app();
    let res = app
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": OWNER, "purpose": "login"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::FAILED_DEPENDENCY, "{}", res.text);
    let body = res.json();
    assert_eq!(body["success"], false);
    assert_eq!(body["error"]["code"], "DELIVERY_FAILED");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("Unable to send OTP"),
        "{body}"
    );
    assert!(
        !res.text.contains("gateway-key") && !res.text.contains("503"),
        "provider detail leaked: {}",
        res.text
    );
    assert_eq!(gateway.messages().len(), 3);

    // The full modal's send path is the same.
    let res = app
        .post_json(
            "/api/auth/otp/send-otp",
            &json!({"identifier": OWNER, "type": "sms"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::FAILED_DEPENDENCY, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "DELIVERY_FAILED");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_sent_through_the_gateway_signs_the_owner_in() {
    let gateway = Gateway::start(StatusCode::OK).await;
    let app = gateway.app();
    let res = app
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": "9000000001", "purpose": "login"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    let received = gateway.received.lock().unwrap().clone();
    assert_eq!(received.len(), 1);
    let (headers, body) = &received[0];
    assert_eq!(headers["authorization"], "Bearer gateway-key");
    assert_eq!(body["to"], OWNER);
    assert_eq!(body["sender"], "HYDESC");
    assert_eq!(body["templateId"], "1107161234567890123");
    let message = body["message"].as_str().unwrap();
    let code = message.split(' ').next().unwrap();
    assert_eq!(code.len(), 6, "{message}");
    assert!(code.chars().all(|c| c.is_ascii_digit()), "{message}");
    assert_eq!(
        message,
        format!("{code} is your Hyderabad Escapes code. It expires in 10 minutes.")
    );

    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": OWNER, "otp": code}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let body = res.json();
    assert_eq!(body["success"], true);
    assert_eq!(body["user"]["phone"], OWNER);
    assert!(
        body["token"].as_str().is_some_and(|t| !t.is_empty()),
        "{body}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_dev_outbox_is_closed_with_a_real_provider() {
    let gateway = Gateway::start(StatusCode::OK).await;
    let app = gateway.app();
    app.post_json(
        "/api/v1/auth/send-otp",
        &json!({"phone": OWNER, "purpose": "login"}),
    )
    .await;
    let res = app
        .get(&format!("/api/dev/outbox?to={}", "%2B919000000001"))
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    assert!(!res.text.contains("Hyderabad Escapes code"));

    // With the console providers it is open.
    let console = TestApp::sqlite();
    console
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": OWNER, "purpose": "login"}),
        )
        .await;
    let res = console.get("/api/dev/outbox?to=%2B919000000001").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}
