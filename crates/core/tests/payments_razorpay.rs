//! The Razorpay provider's order creation against a real local HTTP server standing in for
//! api.razorpay.com: what it sends (path, basic auth, JSON body in paise) and how each kind of
//! answer comes back.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::IntoResponse;
use axum::Router;
use escapes_core::payments::{
    signature, OrderRequest, PaymentProvider, ProviderRefundStatus, Razorpay, RazorpayConfig,
    RefundRequest,
};
use escapes_core::CoreError;
use serde_json::{json, Value};
use support::Received;

mod support;

const KEY_ID: &str = "rzp_test_1DP5mmOlF5G5ag";
const KEY_SECRET: &str = "thisisasecretkeyof24chr";
const WEBHOOK_SECRET: &str = "escapes-webhook-secret";

/// Serves on a free local port, answering every request with `status` and `body`.
async fn api(status: u16, body: Value) -> (Arc<Mutex<Vec<Received>>>, SocketAddr) {
    let received = Arc::new(Mutex::new(Vec::new()));
    let log = received.clone();
    let app = Router::new().fallback(
        move |method: Method, uri: Uri, headers: HeaderMap, raw: Bytes| {
            let (log, body) = (log.clone(), body.clone());
            async move {
                log.lock()
                    .unwrap()
                    .push(Received::of(method, &uri, &headers, &raw));
                (StatusCode::from_u16(status).unwrap(), axum::Json(body)).into_response()
            }
        },
    );
    (received, support::serve(app).await)
}

fn provider(base: String) -> Razorpay {
    Razorpay::new(RazorpayConfig {
        key_id: KEY_ID.into(),
        key_secret: KEY_SECRET.into(),
        webhook_secret: WEBHOOK_SECRET.into(),
        api_base: base,
        checkout_url: RazorpayConfig::DEFAULT_CHECKOUT_URL.into(),
        timeout: Duration::from_secs(5),
    })
    .unwrap()
}

fn request() -> OrderRequest {
    OrderRequest {
        amount_paise: 577_500,
        currency: "INR",
        receipt: "HE-7K3Q9P".into(),
        booking_id: 42,
    }
}

fn order_json(id: &str, amount: i64) -> Value {
    json!({
        "id": id, "entity": "order", "amount": amount, "amount_paid": 0, "amount_due": amount,
        "currency": "INR", "receipt": "HE-7K3Q9P", "status": "created", "attempts": 0,
        "notes": {"booking_id": "42", "booking_code": "HE-7K3Q9P"}, "created_at": 1764563400
    })
}

fn provider_error(result: Result<impl std::fmt::Debug, CoreError>) -> String {
    match result {
        Err(CoreError::PaymentProvider(message)) => message,
        other => panic!("expected a payment provider error, got {other:?}"),
    }
}

#[tokio::test]
async fn an_order_is_created_with_basic_auth_and_the_amount_in_paise() {
    let (received, addr) = api(200, order_json("order_Q1a2S3d4F5g6H7", 577_500)).await;
    let rzp = provider(format!("http://{addr}"));
    let order = rzp.create_order(&request()).await.unwrap();
    assert_eq!(order.id, "order_Q1a2S3d4F5g6H7");
    assert_eq!(order.amount_paise, 577_500);
    assert_eq!(order.currency, "INR");

    let got = received.lock().unwrap().clone();
    assert_eq!(got.len(), 1);
    let r = &got[0];
    assert_eq!(r.method, Method::POST);
    assert_eq!(r.path, "/v1/orders");
    // Basic base64("rzp_test_1DP5mmOlF5G5ag:thisisasecretkeyof24chr"), computed with Python's base64.
    assert_eq!(
        r.authorization.as_deref(),
        Some("Basic cnpwX3Rlc3RfMURQNW1tT2xGNUc1YWc6dGhpc2lzYXNlY3JldGtleW9mMjRjaHI=")
    );
    assert_eq!(r.content_type.as_deref(), Some("application/json"));
    assert_eq!(r.body["amount"], 577_500);
    assert_eq!(r.body["currency"], "INR");
    assert_eq!(r.body["receipt"], "HE-7K3Q9P");
    assert_eq!(r.body["notes"]["booking_id"], "42");
    assert_eq!(rzp.key_id(), Some(KEY_ID));
}

#[tokio::test]
async fn a_trailing_slash_on_the_base_url_is_harmless() {
    let (received, addr) = api(200, order_json("order_A", 577_500)).await;
    provider(format!("http://{addr}/"))
        .create_order(&request())
        .await
        .unwrap();
    assert_eq!(received.lock().unwrap()[0].path, "/v1/orders");
}

#[tokio::test]
async fn refused_keys_are_a_clear_error() {
    let refusal =
        json!({"error": {"code": "BAD_REQUEST_ERROR", "description": "Authentication failed"}});
    let (_, addr) = api(401, refusal).await;
    let message = provider_error(
        provider(format!("http://{addr}"))
            .create_order(&request())
            .await,
    );
    assert!(message.contains("API keys were refused"), "{message}");
    assert!(!message.contains(KEY_SECRET));
}

#[tokio::test]
async fn a_server_error_is_a_clear_error() {
    let (_, addr) = api(
        500,
        json!({"error": {"code": "SERVER_ERROR", "description": "oops"}}),
    )
    .await;
    let message = provider_error(
        provider(format!("http://{addr}"))
            .create_order(&request())
            .await,
    );
    assert!(message.contains("500"), "{message}");
}

#[tokio::test]
async fn an_answer_for_another_amount_or_unreadable_is_refused() {
    let (_, addr) = api(200, order_json("order_B", 100)).await;
    let message = provider_error(
        provider(format!("http://{addr}"))
            .create_order(&request())
            .await,
    );
    assert!(message.contains("instead of 577500 INR"), "{message}");
    let (_, addr) = api(200, json!({"hello": "world"})).await;
    let message = provider_error(
        provider(format!("http://{addr}"))
            .create_order(&request())
            .await,
    );
    assert!(message.contains("cannot read"), "{message}");
}

#[tokio::test]
async fn an_unreachable_api_is_a_clear_error() {
    // A port that was free a moment ago: nothing listens there.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let message = provider_error(
        provider(format!("http://127.0.0.1:{port}"))
            .create_order(&request())
            .await,
    );
    assert!(message.contains("unreachable"), "{message}");
}

#[test]
fn missing_settings_and_bad_urls_are_refused_at_start() {
    let config = |key_secret: &str, base: &str| RazorpayConfig {
        key_id: KEY_ID.into(),
        key_secret: key_secret.into(),
        webhook_secret: WEBHOOK_SECRET.into(),
        api_base: base.into(),
        checkout_url: RazorpayConfig::DEFAULT_CHECKOUT_URL.into(),
        timeout: Duration::from_secs(5),
    };
    let refused = |c| match Razorpay::new(c) {
        Err(CoreError::Config(m)) => m,
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("accepted"),
    };
    assert!(refused(config(" ", RazorpayConfig::DEFAULT_API_BASE)).contains("RAZORPAY_KEY_SECRET"));
    assert!(refused(config(KEY_SECRET, "api.razorpay.com")).contains("not a URL"));
    assert!(refused(config(KEY_SECRET, "ftp://api.razorpay.com")).contains("http"));
    for bad in [
        "checkout.razorpay.com/v1/checkout.js",
        "javascript:alert(1)",
        "https://user:pw@checkout.razorpay.com/v1/checkout.js",
    ] {
        let c = RazorpayConfig {
            checkout_url: bad.into(),
            ..config(KEY_SECRET, RazorpayConfig::DEFAULT_API_BASE)
        };
        assert!(refused(c).contains("--razorpay-checkout-url"), "{bad}");
    }
}

#[test]
fn the_browser_checkout_comes_from_the_configured_script_and_api() {
    let real = provider(RazorpayConfig::DEFAULT_API_BASE.into());
    let checkout = real
        .browser_checkout()
        .expect("razorpay has a browser checkout");
    assert_eq!(
        checkout.script_url,
        "https://checkout.razorpay.com/v1/checkout.js"
    );
    assert_eq!(checkout.script_origins, ["https://checkout.razorpay.com"]);
    assert_eq!(
        checkout.frame_origins,
        ["https://checkout.razorpay.com", "https://api.razorpay.com"]
    );
    assert_eq!(checkout.connect_origins, checkout.frame_origins);

    // A local stand-in serving both (the browser tests): one origin, port kept.
    let local = Razorpay::new(RazorpayConfig {
        key_id: KEY_ID.into(),
        key_secret: KEY_SECRET.into(),
        webhook_secret: WEBHOOK_SECRET.into(),
        api_base: "http://127.0.0.1:4010/".into(),
        checkout_url: "http://127.0.0.1:4010/v1/checkout.js".into(),
        timeout: Duration::from_secs(5),
    })
    .unwrap();
    let checkout = local.browser_checkout().unwrap();
    assert_eq!(checkout.script_url, "http://127.0.0.1:4010/v1/checkout.js");
    assert_eq!(checkout.script_origins, ["http://127.0.0.1:4010"]);
    assert_eq!(checkout.frame_origins, ["http://127.0.0.1:4010"]);
}

#[test]
fn its_signatures_use_the_key_secret_and_the_webhook_secret() {
    let rzp = provider(RazorpayConfig::DEFAULT_API_BASE.into());
    let sig = signature::sign_checkout(KEY_SECRET.as_bytes(), "order_A", "pay_B");
    assert!(rzp.verify_checkout("order_A", "pay_B", &sig));
    assert!(!rzp.verify_checkout("order_A", "pay_C", &sig));
    let body = br#"{"event":"order.paid"}"#;
    assert!(rzp.verify_webhook(
        body,
        &signature::sign_webhook(WEBHOOK_SECRET.as_bytes(), body)
    ));
    assert!(!rzp.verify_webhook(body, &signature::sign_webhook(KEY_SECRET.as_bytes(), body)));
}

fn refund_request() -> RefundRequest {
    RefundRequest {
        payment_id: "pay_Q9w8E7r6T5y4U3".into(),
        amount_paise: 577_500,
        receipt: "HE-7K3Q9P-R12".into(),
    }
}

/// A stand-in for the Refunds API that answers only a well-formed call: POST to the payment's
/// refund path with our basic auth, the idempotency key and the body Razorpay documents; 404
/// (Razorpay's answer to an unknown URL) otherwise.
async fn refunds_api(
    answer: (u16, Value),
) -> (Arc<Mutex<Vec<(Received, Option<String>)>>>, SocketAddr) {
    let received = Arc::new(Mutex::new(Vec::new()));
    let log = received.clone();
    let app = Router::new().fallback(
        move |method: Method, uri: Uri, headers: HeaderMap, raw: Bytes| {
            let (log, answer) = (log.clone(), answer.clone());
            async move {
                let r = Received::of(method, &uri, &headers, &raw);
                let key = headers
                    .get("x-refund-idempotency")
                    .map(|v| v.to_str().unwrap().to_string());
                let well_formed = r.method == Method::POST
                    && r.path == "/v1/payments/pay_Q9w8E7r6T5y4U3/refund"
                    && r.authorization.as_deref()
                        == Some("Basic cnpwX3Rlc3RfMURQNW1tT2xGNUc1YWc6dGhpc2lzYXNlY3JldGtleW9mMjRjaHI=")
                    && r.body == json!({"amount": 577_500, "speed": "normal", "receipt": "HE-7K3Q9P-R12"})
                    && key.as_deref() == Some("HE-7K3Q9P-R12");
                log.lock().unwrap().push((r, key));
                if !well_formed {
                    return (StatusCode::NOT_FOUND, axum::Json(json!({"error": {"code": "BAD_REQUEST_ERROR", "description": "The requested URL was not found on the server."}}))).into_response();
                }
                (StatusCode::from_u16(answer.0).unwrap(), axum::Json(answer.1)).into_response()
            }
        },
    );
    (received, support::serve(app).await)
}

#[tokio::test]
async fn a_refund_is_posted_to_the_payment_with_basic_auth_and_its_receipt() {
    let made = json!({"id": "rfnd_FP8QHiV938haTz", "entity": "refund", "amount": 577_500,
        "currency": "INR", "payment_id": "pay_Q9w8E7r6T5y4U3", "receipt": "HE-7K3Q9P-R12",
        "status": "processed", "speed_requested": "normal", "created_at": 1764563400});
    let (received, addr) = refunds_api((200, made)).await;
    let refund = provider(format!("http://{addr}/"))
        .refund(&refund_request())
        .await
        .unwrap();
    assert_eq!(refund.id, "rfnd_FP8QHiV938haTz");
    assert_eq!(refund.status, ProviderRefundStatus::Processed);
    assert_eq!(received.lock().unwrap().len(), 1);

    // Razorpay's "pending" (accepted, with the bank) is an accepted refund too.
    let (_, addr) = refunds_api((200, json!({"id": "rfnd_B", "status": "pending"}))).await;
    let refund = provider(format!("http://{addr}"))
        .refund(&refund_request())
        .await
        .unwrap();
    assert_eq!(refund.status, ProviderRefundStatus::Pending);
}

#[tokio::test]
async fn a_refused_or_failed_refund_is_a_clear_error() {
    let (_, addr) = refunds_api((
        400,
        json!({"error": {"code": "BAD_REQUEST_ERROR", "description": "The refund amount provided is greater than amount captured"}}),
    ))
    .await;
    let message = provider_error(
        provider(format!("http://{addr}"))
            .refund(&refund_request())
            .await,
    );
    assert!(message.contains("400"), "{message}");
    assert!(
        message.contains("greater than amount captured"),
        "{message}"
    );
    assert!(!message.contains(KEY_SECRET));

    let (_, addr) = refunds_api((
        502,
        json!({"error": {"code": "SERVER_ERROR", "description": "upstream"}}),
    ))
    .await;
    let message = provider_error(
        provider(format!("http://{addr}"))
            .refund(&refund_request())
            .await,
    );
    assert!(message.contains("502"), "{message}");

    // An answer that is not a refund we know how to read.
    let (_, addr) = refunds_api((200, json!({"id": "rfnd_C", "status": "failed"}))).await;
    let message = provider_error(
        provider(format!("http://{addr}"))
            .refund(&refund_request())
            .await,
    );
    assert!(message.contains("\"failed\""), "{message}");
}

#[tokio::test]
async fn a_payment_id_that_is_not_razorpays_never_reaches_the_url() {
    let (received, addr) = refunds_api((200, json!({"id": "rfnd_D", "status": "processed"}))).await;
    let message = provider_error(
        provider(format!("http://{addr}"))
            .refund(&RefundRequest {
                payment_id: "../orders/x".into(),
                ..refund_request()
            })
            .await,
    );
    assert!(message.contains("not a Razorpay payment id"), "{message}");
    assert!(received.lock().unwrap().is_empty());
}
