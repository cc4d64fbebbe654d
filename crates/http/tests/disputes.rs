//! A guest's report of a problem with a stay, and staff's resolution, through the real router on
//! SQLite and PostgreSQL: only the guest of a confirmed stay paid online, from its start until
//! 24 hours after, once; only an admin resolves it, with the CSRF token and a reason.

mod support;

use axum::http::StatusCode;
use escapes_core::payments::{signature, Payments, PaymentsConfig, Simulated};
use escapes_core::testing::TestDatabase;
use serde_json::{json, Value};
use support::TestApp;

const KEY_SECRET: &[u8] = b"test-simulated-key-secret";
const WEBHOOK_SECRET: &[u8] = b"test-simulated-webhook-secret";
const ADMIN: &str = "+919000000000";
const OWNER: &str = "+919000000001";
const GUEST: &str = "+919876500001";
const OTHER_GUEST: &str = "+919876500002";
const ALPHA: i64 = 1;
const ALPHA_TOTAL: i64 = 5_775;
const HOUR: i64 = 3_600;

fn app_on(db: TestDatabase) -> TestApp {
    let provider = Simulated::new(KEY_SECRET, WEBHOOK_SECRET);
    TestApp::on_configured(db, move |state, store, clock| {
        let config = PaymentsConfig::Simulated(provider);
        state.with_payments(Payments::new(store, clock, config).unwrap())
    })
}

async fn token(app: &TestApp, phone: &str) -> String {
    app.sign_in(phone).await["token"]
        .as_str()
        .unwrap()
        .to_string()
}

async fn book(app: &TestApp, guest: &str, day: u32, method: &str) -> i64 {
    let body = json!({
        "propertyId": ALPHA, "bookingType": "half_day",
        "start": format!("2026-12-{day:02}T09:00:00+05:30"), "guests": 4,
        "paymentMethod": method, "expectedTotal": ALPHA_TOTAL,
    });
    let req = axum::http::Request::post("/api/v1/bookings")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {guest}"))
        .header("Idempotency-Key", format!("dispute-{day}-{method}"))
        .body(axum::body::Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"]["id"].as_i64().unwrap()
}

async fn pay(app: &TestApp, guest: &str, id: i64) {
    let res = app
        .call(
            "POST",
            &format!("/api/v1/bookings/{id}/payment-order"),
            Some(guest),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let order_id = res.json()["data"]["orderId"].as_str().unwrap().to_string();
    let body = json!({
        "bookingId": id, "razorpayOrderId": order_id, "razorpayPaymentId": "pay_dispute1",
        "razorpaySignature": signature::sign_checkout(KEY_SECRET, &order_id, "pay_dispute1"),
    });
    let res = app
        .call("POST", "/api/v1/payments/verify", Some(guest), Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

async fn confirm(app: &TestApp, owner: &str, id: i64) {
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{id}/confirm"),
            Some(owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

async fn dispute(app: &TestApp, token: Option<&str>, id: i64, body: &Value) -> support::Response {
    app.call(
        "POST",
        &format!("/api/v1/bookings/{id}/dispute"),
        token,
        Some(body),
    )
    .await
}

fn code(res: &support::Response) -> String {
    res.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .into()
}

async fn guest_view(app: &TestApp, guest: &str, id: i64) -> Value {
    let res = app
        .call("GET", &format!("/api/v1/bookings/{id}"), Some(guest), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].clone()
}

async fn a_guest_reports_a_problem_once_and_staff_resolve_it(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    app.add_user(OTHER_GUEST, "Kiran Rao", None, "user");
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    let online = book(&app, &guest, 3, "upi").await;
    let cash = book(&app, &guest, 4, "cash").await;
    pay(&app, &guest, online).await;
    confirm(&app, &owner, online).await;
    confirm(&app, &owner, cash).await;
    let problem = json!({"reason": "The pool was green and the geyser did not work"});

    // Before the stay starts there is nothing to report yet.
    assert_eq!(
        guest_view(&app, &guest, online).await["canReportProblem"],
        false
    );
    let res = dispute(&app, Some(&guest), online, &problem).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "DISPUTE_CLOSED");

    // 3 December 10:00 IST: the stay began an hour ago.
    app.clock.advance(48 * HOUR);
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    let other = token(&app, OTHER_GUEST).await;
    let (admin, csrf) = app.admin_console(ADMIN, "Anita Desk").await;
    assert_eq!(
        guest_view(&app, &guest, online).await["canReportProblem"],
        true
    );

    // Nobody signed in, another guest, the owner: refused; someone else's booking is not found.
    assert_eq!(
        dispute(&app, None, online, &problem).await.status,
        StatusCode::UNAUTHORIZED
    );
    for who in [&other, &owner] {
        let res = dispute(&app, Some(who), online, &problem).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    }
    // Bad input is named by field; an oversized body is 413.
    let res = dispute(&app, Some(&guest), online, &json!({})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert!(
        res.json()["error"]["fields"]["reason"].is_string(),
        "{}",
        res.text
    );
    let res = dispute(&app, Some(&guest), online, &json!({"reason": "dirty\u{7}"})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert!(
        res.json()["error"]["fields"]["reason"].is_string(),
        "{}",
        res.text
    );
    let res = dispute(
        &app,
        Some(&guest),
        online,
        &json!({"reason": "a".repeat(501)}),
    )
    .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let huge = json!({"reason": "a".repeat(200 * 1024)});
    let res = dispute(&app, Some(&guest), online, &huge).await;
    assert_eq!(res.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", res.text);
    // A cash stay has no earnings held by the platform to dispute.
    let res = dispute(&app, Some(&guest), cash, &problem).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "DISPUTE_CLOSED");

    // The guest reports it: held, shown on the booking, no longer offered.
    let res = dispute(&app, Some(&guest), online, &problem).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.headers.get("cache-control").unwrap(),
        "private, no-store"
    );
    let data = res.json()["data"].clone();
    assert_eq!(data["dispute"]["status"], "open");
    assert_eq!(data["canReportProblem"], false);
    assert!(data["dispute"].get("resolvedBy").is_none());
    let res = dispute(&app, Some(&guest), online, &problem).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "DISPUTE_EXISTS");

    // The owner's earnings page shows the stay as disputed.
    let res = app
        .call(
            "GET",
            "/api/v1/owner/earnings?month=2026-12",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let earnings = res.json()["data"].clone();
    let stay = earnings["stays"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["bookingId"] == online)
        .cloned()
        .unwrap();
    assert_eq!(stay["state"], "disputed");
    assert!(earnings["disputedPaise"].as_i64().unwrap() > 0);

    // Staff: the console shows it; resolving needs an admin, the CSRF token, an outcome and a reason.
    let uri = format!("/api/v1/admin/bookings/{online}/dispute/resolve");
    let release = json!({"outcome": "release", "reason": "Photos show the pool was clean"});
    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/bookings/{online}"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["dispute"]["status"], "open");
    let res = app
        .admin_call("POST", &uri, &admin, None, Some(&release))
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    let res = app
        .admin_call("POST", &uri, &guest, Some(&csrf), Some(&release))
        .await;
    assert!(
        matches!(res.status, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN),
        "{}",
        res.text
    );
    for (bad, field) in [
        (json!({"outcome": "maybe", "reason": "x"}), "outcome"),
        (json!({"outcome": "release"}), "reason"),
    ] {
        let res = app
            .admin_call("POST", &uri, &admin, Some(&csrf), Some(&bad))
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{bad}: {}", res.text);
        assert!(
            res.json()["error"]["fields"][field].is_string(),
            "{}",
            res.text
        );
    }
    let res = app
        .admin_call("POST", &uri, &admin, Some(&csrf), Some(&release))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["dispute"]["status"], "released");
    assert!(res.json()["data"]["dispute"]["resolvedBy"].is_string());
    let refund = json!({"outcome": "refund", "reason": "Changed our mind"});
    let res = app
        .admin_call("POST", &uri, &admin, Some(&csrf), Some(&refund))
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "DISPUTE_RESOLVED");
    // A booking without a dispute has nothing to resolve.
    let res = app
        .admin_call(
            "POST",
            &format!("/api/v1/admin/bookings/{cash}/dispute/resolve"),
            &admin,
            Some(&csrf),
            Some(&release),
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "NO_DISPUTE");
    // Released: the guest reads it resolved; the owner's stay is no longer disputed.
    assert_eq!(
        guest_view(&app, &guest, online).await["dispute"]["status"],
        "released"
    );
    let res = app
        .call(
            "GET",
            "/api/v1/owner/earnings?month=2026-12",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.json()["data"]["disputedPaise"], 0);
}

async fn staff_refund_a_disputed_stay(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    let online = book(&app, &guest, 3, "upi").await;
    pay(&app, &guest, online).await;
    confirm(&app, &owner, online).await;
    app.clock.advance(48 * HOUR);
    let (admin, csrf) = app.admin_console(ADMIN, "Anita Desk").await;
    let guest = token(&app, GUEST).await;
    let res = dispute(&app, Some(&guest), online, &json!({"reason": "No water"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let refund = json!({"outcome": "refund", "reason": "The owner agreed the well ran dry"});
    let res = app
        .admin_call(
            "POST",
            &format!("/api/v1/admin/bookings/{online}/dispute/resolve"),
            &admin,
            Some(&csrf),
            Some(&refund),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let view = guest_view(&app, &guest, online).await;
    assert_eq!(view["status"], "cancelled");
    assert_eq!(view["dispute"]["status"], "refunded");
    assert_eq!(view["refund"]["amount"], ALPHA_TOTAL);
}

macro_rules! on_both {
    ($($name:ident => $body:expr;)+) => {
        mod sqlite {
            use super::*;
            $(#[test]
            fn $name() {
                escapes_core::testing::run_async(TestDatabase::sqlite(), |db| async move {
                    ($body)(app_on(db)).await
                })
            })+
        }
        mod postgres {
            use super::*;
            $(#[test]
            fn $name() {
                match TestDatabase::postgres() {
                    Some(db) => escapes_core::testing::run_async(db, |db| async move {
                        ($body)(app_on(db)).await
                    }),
                    None => eprintln!("TEST_DATABASE_URL is not set: PostgreSQL case not run"),
                }
            })+
        }
    };
}

on_both! {
    report_and_resolve => a_guest_reports_a_problem_once_and_staff_resolve_it;
    refund_a_disputed_stay => staff_refund_a_disputed_stay;
}
