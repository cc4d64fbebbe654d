//! Paying a UPI or card booking through the real router, on SQLite and on PostgreSQL: the
//! provider order, the checkout signature (right, forged, replayed, another booking's), the
//! signed idempotent webhook, the simulated checkout page's Pay and Fail, and Razorpay's order
//! API stood in for by a local HTTP server.

mod support;

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use escapes_core::payments::{signature, Payments, PaymentsConfig, RazorpayConfig, Simulated};
use escapes_core::testing::TestDatabase;
use serde_json::{json, Value};
use support::TestApp;

/// The simulated provider's secrets in these tests.
const KEY_SECRET: &[u8] = b"test-simulated-key-secret";
const WEBHOOK_SECRET: &[u8] = b"test-simulated-webhook-secret";
/// Alpha Farm: ₹5,000 a half day + ₹500 cleaning + 5 % GST = ₹5,775.
const ALPHA: i64 = 1;
const ALPHA_TOTAL: i64 = 5_775;

fn simulated(db: TestDatabase) -> TestApp {
    TestApp::on_configured(db, |state, store, clock| {
        let config = PaymentsConfig::Simulated(Simulated::new(KEY_SECRET, WEBHOOK_SECRET));
        state.with_payments(Payments::new(store, clock, config).unwrap())
    })
}

fn guest_phone(n: u32) -> String {
    format!("+9198765{n:05}")
}

async fn guest(app: &TestApp, n: u32) -> String {
    app.add_user(
        &guest_phone(n),
        "Priya Sharma",
        Some(&format!("priya{n}@example.in")),
        "user",
    );
    app.sign_in(&guest_phone(n)).await["token"]
        .as_str()
        .unwrap()
        .to_string()
}

/// A half day at Alpha Farm on 5 + `day` December paid by `method`; the booking.
async fn book(app: &TestApp, token: &str, day: u32, method: &str) -> Value {
    let body = json!({
        "propertyId": ALPHA, "bookingType": "half_day", "start": format!("2026-12-{:02}T09:00:00+05:30", 5 + day),
        "guests": 6, "paymentMethod": method, "expectedTotal": ALPHA_TOTAL,
    });
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .header("Idempotency-Key", format!("pay-{day}-{method}"))
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"].clone()
}

async fn order(app: &TestApp, token: Option<&str>, booking_id: &Value) -> support::Response {
    app.call(
        "POST",
        &format!("/api/v1/bookings/{booking_id}/payment-order"),
        token,
        None,
    )
    .await
}

async fn order_ok(app: &TestApp, token: &str, booking_id: &Value) -> Value {
    let res = order(app, Some(token), booking_id).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].clone()
}

fn verify_body(booking_id: &Value, order_id: &str, payment_id: &str, secret: &[u8]) -> Value {
    json!({
        "bookingId": booking_id, "razorpayOrderId": order_id, "razorpayPaymentId": payment_id,
        "razorpaySignature": signature::sign_checkout(secret, order_id, payment_id),
    })
}

async fn verify(app: &TestApp, token: &str, body: &Value) -> support::Response {
    app.call("POST", "/api/v1/payments/verify", Some(token), Some(body))
        .await
}

fn error_code(res: &support::Response) -> String {
    res.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Every payment row: (order id, status, payment id, updated_at).
fn payments(app: &TestApp) -> Vec<(String, String, Option<String>, i64)> {
    use diesel::prelude::*;
    use escapes_core::store::schema::payments as p;
    app.store
        .run_blocking(|c| {
            Ok(p::table
                .order(p::id.asc())
                .select((
                    p::provider_order_id,
                    p::status,
                    p::provider_payment_id,
                    p::updated_at,
                ))
                .load(c)?)
        })
        .unwrap()
}

/// (payment_status, updated_at) of a booking, read from the database.
fn booking_payment(app: &TestApp, id: &Value) -> (String, i64) {
    use diesel::prelude::*;
    use escapes_core::store::schema::bookings as b;
    let id = id.as_i64().unwrap();
    app.store
        .run_blocking(move |c| {
            Ok(b::table
                .find(id)
                .select((b::payment_status, b::updated_at))
                .first(c)?)
        })
        .unwrap()
}

async fn webhook(
    app: &TestApp,
    body: &str,
    signature: Option<&str>,
    event_id: Option<&str>,
) -> support::Response {
    let mut req =
        Request::post("/api/v1/payments/webhook").header(header::CONTENT_TYPE, "application/json");
    if let Some(s) = signature {
        req = req.header("X-Razorpay-Signature", s);
    }
    if let Some(id) = event_id {
        req = req.header("X-Razorpay-Event-Id", id);
    }
    app.request(req.body(Body::from(body.to_string())).unwrap())
        .await
}

fn event(name: &str, order_id: &str, payment_id: &str, amount: i64) -> String {
    json!({
        "entity": "event", "account_id": "acc_test", "event": name, "contains": ["payment"],
        "payload": {"payment": {"entity": {
            "id": payment_id, "entity": "payment", "amount": amount, "currency": "INR",
            "status": if name == "payment.failed" { "failed" } else { "captured" }, "order_id": order_id, "method": "upi",
        }}},
        "created_at": 1764563400,
    })
    .to_string()
}

async fn a_verified_signature_pays_the_booking_once(db: TestDatabase) {
    let app = simulated(db);
    let t = guest(&app, 1).await;
    let b = book(&app, &t, 0, "upi").await;
    assert_eq!(b["paymentStatus"], "pending");

    let o = order_ok(&app, &t, &b["id"]).await;
    assert_eq!(o["provider"], "simulated");
    let order_id = o["orderId"].as_str().unwrap().to_string();
    assert!(order_id.starts_with("order_sim_"), "{order_id}");
    assert_eq!(
        o["amount"],
        ALPHA_TOTAL * 100,
        "paise, as the checkout takes it"
    );
    assert_eq!(o["currency"], "INR");
    assert_eq!(o["checkoutUrl"], format!("/pay/simulated/{order_id}"));
    assert!(o.get("keyId").is_none(), "{o}");
    assert_eq!(o["bookingId"], b["id"]);
    assert_eq!(o["bookingCode"], b["code"]);
    assert_eq!(o["name"], "Hyderabad Escapes");
    assert_eq!(
        o["description"],
        format!("Alpha Farm · {}", b["code"].as_str().unwrap())
    );
    assert_eq!(o["prefill"]["name"], "Priya Sharma");
    assert_eq!(o["prefill"]["email"], "priya1@example.in");
    assert_eq!(o["prefill"]["contact"], guest_phone(1));
    // Asking again while the order is open answers the same order.
    assert_eq!(
        order_ok(&app, &t, &b["id"]).await["orderId"],
        order_id.as_str()
    );
    assert_eq!(payments(&app).len(), 1);

    let body = verify_body(&b["id"], &order_id, "pay_Q1w2E3r4T5y6U7", KEY_SECRET);
    let res = verify(&app, &t, &body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let paid = res.json()["data"].clone();
    assert_eq!(paid["id"], b["id"]);
    assert_eq!(paid["paymentStatus"], "paid");
    assert_eq!(
        paid["status"], "pending",
        "the owner still answers the booking"
    );
    let res = app
        .call("GET", "/api/v1/users/me/bookings", Some(&t), None)
        .await;
    assert_eq!(res.json()["data"][0]["paymentStatus"], "paid");

    // A replay answers the same paid booking and changes nothing.
    let (rows, stored) = (payments(&app), booking_payment(&app, &b["id"]));
    assert_eq!(rows[0].1, "paid");
    assert_eq!(rows[0].2.as_deref(), Some("pay_Q1w2E3r4T5y6U7"));
    app.clock.advance(60);
    let res = verify(&app, &t, &body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["paymentStatus"], "paid");
    assert_eq!(payments(&app), rows);
    assert_eq!(booking_payment(&app, &b["id"]), stored);

    // Nothing is left to pay.
    let res = order(&app, Some(&t), &b["id"]).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "PAYMENT_NOT_NEEDED");
    assert_eq!(res.json()["message"], "This booking is already paid.");
}

async fn forged_signatures_change_nothing(db: TestDatabase) {
    let app = simulated(db);
    let t = guest(&app, 1).await;
    let (b1, b2) = (
        book(&app, &t, 0, "upi").await,
        book(&app, &t, 1, "credit_card").await,
    );
    let o1 = order_ok(&app, &t, &b1["id"]).await["orderId"]
        .as_str()
        .unwrap()
        .to_string();
    let o2 = order_ok(&app, &t, &b2["id"]).await["orderId"]
        .as_str()
        .unwrap()
        .to_string();
    let (rows, stored) = (payments(&app), booking_payment(&app, &b1["id"]));

    let mut tampered_payment = verify_body(&b1["id"], &o1, "pay_A", KEY_SECRET);
    tampered_payment["razorpayPaymentId"] = json!("pay_B");
    let mut flipped = verify_body(&b1["id"], &o1, "pay_A", KEY_SECRET);
    let s = flipped["razorpaySignature"].as_str().unwrap().to_string();
    flipped["razorpaySignature"] = json!(format!(
        "{}{}",
        if s.starts_with('0') { '1' } else { '0' },
        &s[1..]
    ));
    let forged = [
        (
            "another secret",
            verify_body(&b1["id"], &o1, "pay_A", b"not-the-key-secret"),
        ),
        ("another payment id", tampered_payment),
        ("one digit changed", flipped),
        // A genuine signature of the second booking's order, presented for the first booking.
        (
            "another booking's order",
            verify_body(&b1["id"], &o2, "pay_A", KEY_SECRET),
        ),
        (
            "an order we never made",
            verify_body(&b1["id"], "order_sim_00000000000000", "pay_A", KEY_SECRET),
        ),
        (
            "not hex",
            json!({"bookingId": b1["id"], "razorpayOrderId": o1, "razorpayPaymentId": "pay_A", "razorpaySignature": "zz"}),
        ),
    ];
    for (what, body) in forged {
        let res = verify(&app, &t, &body).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{what}: {}", res.text);
        assert_eq!(error_code(&res), "PAYMENT_SIGNATURE_INVALID", "{what}");
    }
    let res = verify(
        &app,
        &t,
        &json!({"bookingId": b1["id"], "razorpayOrderId": o1}),
    )
    .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(error_code(&res), "VALIDATION_FAILED");
    assert!(
        res.json()["error"]["fields"]["razorpaySignature"].is_string(),
        "{}",
        res.text
    );
    let res = app
        .post_raw("/api/v1/payments/verify", "application/json", "{".into())
        .await;
    assert!(res.status.is_client_error(), "{}", res.text);

    assert_eq!(payments(&app), rows);
    assert_eq!(booking_payment(&app, &b1["id"]), stored);
    assert_eq!(booking_payment(&app, &b2["id"]).0, "pending");
}

async fn others_and_cash_bookings_are_refused(db: TestDatabase) {
    let app = simulated(db);
    let (t1, t2) = (guest(&app, 1).await, guest(&app, 2).await);
    let b = book(&app, &t1, 0, "upi").await;
    let o = order_ok(&app, &t1, &b["id"]).await["orderId"]
        .as_str()
        .unwrap()
        .to_string();

    // Someone else's booking is not found, whatever they send.
    let res = order(&app, Some(&t2), &b["id"]).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    let res = verify(&app, &t2, &verify_body(&b["id"], &o, "pay_A", KEY_SECRET)).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    assert_eq!(booking_payment(&app, &b["id"]).0, "pending");
    let res = order(&app, Some(&t2), &json!(999_999)).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    let res = order(&app, None, &b["id"]).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{}", res.text);
    let res = app
        .call(
            "POST",
            "/api/v1/bookings/abc/payment-order",
            Some(&t1),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);

    // Cash is paid at the property; a cancelled booking has nothing left to pay.
    let cash = book(&app, &t2, 1, "cash").await;
    assert_eq!(cash["paymentStatus"], "unpaid");
    let res = order(&app, Some(&t2), &cash["id"]).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "PAYMENT_NOT_NEEDED");
    assert!(
        res.json()["message"].as_str().unwrap().contains("cash"),
        "{}",
        res.text
    );
    let card = book(&app, &t2, 2, "debit_card").await;
    let res = app
        .call(
            "PUT",
            &format!("/api/v1/bookings/{}/cancel", card["id"]),
            Some(&t2),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let res = order(&app, Some(&t2), &card["id"]).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "PAYMENT_NOT_NEEDED");
    assert_eq!(payments(&app).len(), 1);
}

async fn webhooks_are_signed_and_processed_once(db: TestDatabase) {
    let app = simulated(db);
    let t = guest(&app, 1).await;
    let (b1, b2) = (
        book(&app, &t, 0, "upi").await,
        book(&app, &t, 1, "upi").await,
    );
    let o1 = order_ok(&app, &t, &b1["id"]).await["orderId"]
        .as_str()
        .unwrap()
        .to_string();
    let o2 = order_ok(&app, &t, &b2["id"]).await["orderId"]
        .as_str()
        .unwrap()
        .to_string();
    let captured = event("payment.captured", &o1, "pay_W1", ALPHA_TOTAL * 100);
    let good = signature::sign_webhook(WEBHOOK_SECRET, captured.as_bytes());

    // Bad or missing signatures are refused and change nothing.
    let rows = payments(&app);
    for (what, sig) in [
        ("missing", None),
        (
            "wrong secret",
            Some(signature::sign_webhook(KEY_SECRET, captured.as_bytes())),
        ),
        (
            "another body",
            Some(signature::sign_webhook(WEBHOOK_SECRET, b"{}")),
        ),
        ("garbage", Some("not-a-signature".to_string())),
    ] {
        let res = webhook(&app, &captured, sig.as_deref(), Some("evt_1")).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{what}: {}", res.text);
        assert_eq!(error_code(&res), "PAYMENT_SIGNATURE_INVALID", "{what}");
    }
    assert_eq!(payments(&app), rows);
    assert_eq!(booking_payment(&app, &b1["id"]).0, "pending");

    let res = webhook(&app, &captured, Some(&good), Some("evt_1")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.json()["data"],
        json!({"status": "processed", "event": "payment.captured"})
    );
    assert_eq!(booking_payment(&app, &b1["id"]).0, "paid");
    let (rows, stored) = (payments(&app), booking_payment(&app, &b1["id"]));
    app.clock.advance(60);
    // Redelivered: answered 200, processed once.
    let res = webhook(&app, &captured, Some(&good), Some("evt_1")).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["status"], "duplicate");
    assert_eq!(
        (payments(&app), booking_payment(&app, &b1["id"])),
        (rows, stored)
    );
    // The checkout's own verification after the webhook finds it paid, and changes nothing.
    let res = verify(&app, &t, &verify_body(&b1["id"], &o1, "pay_W1", KEY_SECRET)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["paymentStatus"], "paid");

    // An order we never made: 200, ignored. Without an event id the body's hash names the event.
    let unknown = event("payment.captured", "order_unknown00000", "pay_W2", 100);
    let sig = signature::sign_webhook(WEBHOOK_SECRET, unknown.as_bytes());
    let res = webhook(&app, &unknown, Some(&sig), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["status"], "ignored");
    assert_eq!(
        webhook(&app, &unknown, Some(&sig), None).await.json()["data"]["status"],
        "duplicate"
    );

    // A failed payment marks the booking failed; a new order makes it pending again.
    let failed = event("payment.failed", &o2, "pay_W3", ALPHA_TOTAL * 100);
    let res = webhook(
        &app,
        &failed,
        Some(&signature::sign_webhook(WEBHOOK_SECRET, failed.as_bytes())),
        Some("evt_2"),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["status"], "processed");
    assert_eq!(booking_payment(&app, &b2["id"]).0, "failed");
    let retry = order_ok(&app, &t, &b2["id"]).await;
    assert_ne!(retry["orderId"], o2.as_str(), "a new order after a failure");
    assert_eq!(booking_payment(&app, &b2["id"]).0, "pending");

    // A signed body that is not an event is a 400, not a 500.
    let res = webhook(
        &app,
        "[1,2]",
        Some(&signature::sign_webhook(WEBHOOK_SECRET, b"[1,2]")),
        Some("evt_3"),
    )
    .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
}

async fn the_simulated_checkout_pays_and_fails(db: TestDatabase) {
    let app = simulated(db);
    let t = guest(&app, 1).await;
    let b = book(&app, &t, 0, "upi").await;
    let id = b["id"].as_i64().unwrap();
    let o = order_ok(&app, &t, &b["id"]).await;
    let url = o["checkoutUrl"].as_str().unwrap().to_string();

    let res = app.get(&url).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert!(res.headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    let html = &res.text;
    assert!(html.contains("<html lang=\"en\">"), "{html}");
    assert!(html.contains("<h1>Simulated checkout</h1>"), "{html}");
    assert!(html.contains("width=device-width"), "{html}");
    assert!(
        html.contains(b["code"].as_str().unwrap()) && html.contains("Alpha Farm"),
        "{html}"
    );
    assert!(
        html.contains(">Pay ₹5,775</button>") && html.contains(">Fail payment</button>"),
        "{html}"
    );
    assert!(
        !html.contains("http://") && !html.contains("https://") && !html.contains("<script"),
        "no external assets: {html}"
    );
    assert!(
        !html.contains("<div id=\"root\">"),
        "served before the web app"
    );

    let submit = |outcome: &'static str, url: String| {
        let app = &app;
        async move {
            app.post_raw(
                &url,
                "application/x-www-form-urlencoded",
                format!("outcome={outcome}"),
            )
            .await
        }
    };
    let res = submit("fail", url.clone()).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.text);
    assert_eq!(
        res.headers[header::LOCATION],
        format!("/book/alpha-farm-moinabad?booking={id}&payment=failed").as_str()
    );
    assert_eq!(booking_payment(&app, &b["id"]).0, "failed");
    // The failed order's page no longer offers Pay; a new order does.
    assert!(!app.get(&url).await.text.contains(">Pay ₹"));
    let url2 = order_ok(&app, &t, &b["id"]).await["checkoutUrl"]
        .as_str()
        .unwrap()
        .to_string();
    assert_ne!(url2, url);
    let res = submit("pay", url2.clone()).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.text);
    assert_eq!(
        res.headers[header::LOCATION],
        format!("/book/alpha-farm-moinabad?booking={id}&payment=success").as_str()
    );
    assert_eq!(booking_payment(&app, &b["id"]).0, "paid");
    let rows = payments(&app);
    assert_eq!((rows[0].1.as_str(), rows[1].1.as_str()), ("failed", "paid"));
    assert!(rows[1].2.as_deref().unwrap().starts_with("pay_sim_"));
    // Pressing Pay again (back button) changes nothing and lands on success.
    let res = submit("pay", url2.clone()).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert_eq!(payments(&app), rows);
    // Once the booking is cancelled, the checkout says so instead of "payment successful".
    let res = app
        .call(
            "PUT",
            &format!("/api/v1/bookings/{id}/cancel"),
            Some(&t),
            Some(&json!({"reason": "Plans changed"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let res = submit("pay", url2.clone()).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert!(
        res.text.contains("This booking is cancelled"),
        "{}",
        res.text
    );
    assert!(res.headers.get(header::LOCATION).is_none());

    let res = submit("maybe", url2.clone()).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let res = app.get("/pay/simulated/order_sim_unknown0000000").await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    assert!(res.text.contains("<html lang=\"en\">"));
    let res = submit("pay", "/pay/simulated/order_sim_unknown0000000".into()).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
}

/// A stand-in for api.razorpay.com answering every call with `status` and `body`; the
/// Authorization header and body of each call.
async fn razorpay_api(
    status: u16,
    body: Value,
) -> (Arc<Mutex<Vec<(Option<String>, Value)>>>, SocketAddr) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let api = axum::Router::new().fallback(
        move |headers: axum::http::HeaderMap, raw: axum::body::Bytes| {
            let (log, body) = (log.clone(), body.clone());
            async move {
                let auth = headers
                    .get(header::AUTHORIZATION)
                    .map(|v| v.to_str().unwrap().to_string());
                log.lock()
                    .unwrap()
                    .push((auth, serde_json::from_slice(&raw).unwrap_or(Value::Null)));
                (StatusCode::from_u16(status).unwrap(), axum::Json(body))
            }
        },
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, api).await.unwrap() });
    (seen, addr)
}

fn razorpay(db: TestDatabase, addr: SocketAddr) -> TestApp {
    TestApp::on_configured(db, move |state, store, clock| {
        let config = PaymentsConfig::Razorpay(RazorpayConfig {
            key_id: "rzp_test_escapes".into(),
            key_secret: "rzp-key-secret".into(),
            webhook_secret: "rzp-webhook-secret".into(),
            api_base: format!("http://{addr}"),
            checkout_url: RazorpayConfig::DEFAULT_CHECKOUT_URL.into(),
            timeout: Duration::from_secs(5),
        });
        state.with_payments(Payments::new(store, clock, config).unwrap())
    })
}

async fn razorpay_orders_come_from_its_api(db: TestDatabase) {
    let order_json = json!({"id": "order_Rzp0000000001", "entity": "order", "amount": ALPHA_TOTAL * 100,
        "currency": "INR", "status": "created", "attempts": 0, "created_at": 1764563400});
    let (seen, addr) = razorpay_api(200, order_json).await;
    let app = razorpay(db, addr);
    let t = guest(&app, 1).await;
    let b = book(&app, &t, 0, "credit_card").await;
    let o = order_ok(&app, &t, &b["id"]).await;
    assert_eq!(o["provider"], "razorpay");
    assert_eq!(o["orderId"], "order_Rzp0000000001");
    assert_eq!(o["keyId"], "rzp_test_escapes");
    assert_eq!(o["amount"], ALPHA_TOTAL * 100);
    assert!(o.get("checkoutUrl").is_none(), "{o}");
    {
        let seen = seen.lock().unwrap();
        assert_eq!(seen.len(), 1);
        // Basic base64("rzp_test_escapes:rzp-key-secret"), computed with Python's base64.
        assert_eq!(
            seen[0].0.as_deref(),
            Some("Basic cnpwX3Rlc3RfZXNjYXBlczpyenAta2V5LXNlY3JldA==")
        );
        assert_eq!(seen[0].1["amount"], ALPHA_TOTAL * 100);
        assert_eq!(seen[0].1["receipt"], b["code"]);
    }
    // The open order is reused: no second call to the API.
    order_ok(&app, &t, &b["id"]).await;
    assert_eq!(seen.lock().unwrap().len(), 1);

    let res = verify(
        &app,
        &t,
        &verify_body(
            &b["id"],
            "order_Rzp0000000001",
            "pay_Rzp1",
            b"test-simulated-key-secret",
        ),
    )
    .await;
    assert_eq!(
        error_code(&res),
        "PAYMENT_SIGNATURE_INVALID",
        "only Razorpay's key secret signs"
    );
    let res = verify(
        &app,
        &t,
        &verify_body(
            &b["id"],
            "order_Rzp0000000001",
            "pay_Rzp1",
            b"rzp-key-secret",
        ),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["paymentStatus"], "paid");
    // No simulated checkout page with a real provider.
    assert_eq!(
        app.get("/pay/simulated/order_Rzp0000000001").await.status,
        StatusCode::NOT_FOUND
    );
}

async fn a_razorpay_refusal_stores_no_order(db: TestDatabase) {
    let (_, addr) = razorpay_api(
        401,
        json!({"error": {"code": "BAD_REQUEST_ERROR", "description": "Authentication failed"}}),
    )
    .await;
    let app = razorpay(db, addr);
    let t = guest(&app, 1).await;
    let b = book(&app, &t, 0, "upi").await;
    let res = order(&app, Some(&t), &b["id"]).await;
    assert_eq!(res.status, StatusCode::BAD_GATEWAY, "{}", res.text);
    assert_eq!(error_code(&res), "PAYMENT_PROVIDER_FAILED");
    assert!(!res.text.contains("rzp-key-secret"));
    assert!(payments(&app).is_empty());
    assert_eq!(booking_payment(&app, &b["id"]).0, "pending");
}

/// The Content-Security-Policy's `name` directive of a response.
fn csp_directive(res: &support::Response, name: &str) -> String {
    let csp = res
        .headers
        .get("content-security-policy")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    csp.split(';')
        .map(str::trim)
        .find(|d| d.starts_with(&format!("{name} ")))
        .unwrap_or_default()
        .to_string()
}

/// With Razorpay on, booking pages may load its checkout script, open its frames and call its
/// origins, and the page tells the app which script to load; with the simulated provider neither.
async fn the_booking_page_allows_the_razorpay_checkout(db: TestDatabase) {
    let (_, addr) = razorpay_api(200, json!({})).await;
    let page = "/book/alpha-farm-moinabad?start=2026-12-06T09%3A00%3A00%2B05%3A30&type=half_day";
    let res = razorpay(db, addr).get(page).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let api = format!("http://{addr}");
    let script = csp_directive(&res, "script-src");
    assert!(
        script.contains(" https://checkout.razorpay.com"),
        "{script}"
    );
    assert!(!script.contains(&api), "{script}");
    for name in ["frame-src", "connect-src"] {
        let d = csp_directive(&res, name);
        assert!(d.contains(" https://checkout.razorpay.com"), "{d}");
        assert!(d.contains(&format!(" {api}")), "{d}");
    }
    assert!(
        res.text
            .contains(r#""paymentScriptUrl":"https://checkout.razorpay.com/v1/checkout.js""#),
        "{}",
        res.text
    );

    let res = simulated(TestDatabase::sqlite()).get(page).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let csp = res
        .headers
        .get("content-security-policy")
        .unwrap()
        .to_str()
        .unwrap();
    assert!(!csp.contains("razorpay"), "{csp}");
    assert!(
        res.text.contains(r#""paymentScriptUrl":null"#),
        "{}",
        res.text
    );
}

/// Razorpay answering an order id we already hold (for another booking) is its mistake: 502 with
/// the provider code, no database text, nothing stored, the second booking's payment untouched.
async fn a_reused_razorpay_order_id_is_a_bad_gateway(db: TestDatabase) {
    let order_json = json!({"id": "order_RzpSame000001", "entity": "order", "amount": ALPHA_TOTAL * 100,
        "currency": "INR", "status": "created", "attempts": 0, "created_at": 1764563400});
    let (seen, addr) = razorpay_api(200, order_json).await;
    let app = razorpay(db, addr);
    let t = guest(&app, 1).await;
    let first = book(&app, &t, 0, "credit_card").await;
    let second = book(&app, &t, 1, "upi").await;
    assert_eq!(
        order_ok(&app, &t, &first["id"]).await["orderId"],
        "order_RzpSame000001"
    );
    let res = order(&app, Some(&t), &second["id"]).await;
    assert_eq!(res.status, StatusCode::BAD_GATEWAY, "{}", res.text);
    assert_eq!(error_code(&res), "PAYMENT_PROVIDER_FAILED", "{}", res.text);
    for internal in [
        "UNIQUE",
        "unique",
        "constraint",
        "provider_order_id",
        "payments",
    ] {
        assert!(!res.text.contains(internal), "{internal}: {}", res.text);
    }
    assert_eq!(seen.lock().unwrap().len(), 2);
    assert_eq!(payments(&app).len(), 1, "{:?}", payments(&app));
    assert_eq!(booking_payment(&app, &second["id"]).0, "pending");
    // The first booking still pays through its own order.
    let res = verify(
        &app,
        &t,
        &verify_body(
            &first["id"],
            "order_RzpSame000001",
            "pay_RzpSame1",
            b"rzp-key-secret",
        ),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

/// Runs each body on a fresh SQLite database and, when TEST_DATABASE_URL is set, PostgreSQL.
macro_rules! on_both_database_kinds {
    ($($name:ident => $body:expr;)+) => {
        mod sqlite {
            use super::*;
            $(#[test]
            fn $name() { escapes_core::testing::run_async(TestDatabase::sqlite(), $body) })+
        }
        mod postgres {
            use super::*;
            $(#[test]
            fn $name() {
                match TestDatabase::postgres() {
                    Some(db) => escapes_core::testing::run_async(db, $body),
                    None => eprintln!("TEST_DATABASE_URL is not set: PostgreSQL case not run"),
                }
            })+
        }
    };
}

on_both_database_kinds! {
    verified_payment_is_paid_once => a_verified_signature_pays_the_booking_once;
    forged_signatures_are_refused => forged_signatures_change_nothing;
    others_and_cash_are_refused => others_and_cash_bookings_are_refused;
    webhooks_are_idempotent => webhooks_are_signed_and_processed_once;
    simulated_checkout_page => the_simulated_checkout_pays_and_fails;
    razorpay_order_flow => razorpay_orders_come_from_its_api;
    razorpay_refusal => a_razorpay_refusal_stores_no_order;
    razorpay_checkout_allowed => the_booking_page_allows_the_razorpay_checkout;
    razorpay_reused_order_id => a_reused_razorpay_order_id_is_a_bad_gateway;
}
