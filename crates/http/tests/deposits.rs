//! Security deposits through the real router on SQLite and PostgreSQL: the owner sets one on the
//! listing (₹0–₹50,000), the guest pays it with the booking's online payment (never in the
//! total), the owner claims from it after check-out with photos, the guest disputes, staff decide
//! with the CSRF token and a reason; a cash deposit is recorded with its receipt and released when
//! unclaimed. Someone else's booking is 404; `ledger check` holds at the end of each.

mod support;

use std::sync::Arc;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use escapes_core::payments::{signature, Payments, PaymentsConfig, Simulated};
use escapes_core::testing::TestDatabase;
use escapes_core::time::{Clock, SharedClock};
use serde_json::{json, Value};
use support::TestApp;

const KEY_SECRET: &[u8] = b"test-simulated-key-secret";
const WEBHOOK_SECRET: &[u8] = b"test-simulated-webhook-secret";
const ADMIN: &str = "+919000000000";
const OWNER: &str = "+919000000001";
const OTHER_OWNER: &str = "+919000000002";
const GUEST: &str = "+919876500001";
const OTHER_GUEST: &str = "+919876500002";
const ALPHA: i64 = 1;
const ALPHA_TOTAL: i64 = 5_775;
const HOUR: i64 = 3_600;
const BOUNDARY: &str = "----escapes-deposit-boundary";

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

fn code(res: &support::Response) -> String {
    res.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .into()
}

fn field(res: &support::Response, name: &str) -> bool {
    res.json()["error"]["fields"][name].is_string()
}

/// The owner asks `rupees` of deposit on alpha through the listing editor.
async fn set_deposit(app: &TestApp, owner: &str, rupees: i64) -> support::Response {
    let uri = format!("/api/v1/owner/properties/{ALPHA}");
    let res = app.call("GET", &uri, Some(owner), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let version = res.json()["data"]["version"].clone();
    app.call(
        "PUT",
        &uri,
        Some(owner),
        Some(&json!({"version": version, "securityDeposit": rupees})),
    )
    .await
}

async fn book(app: &TestApp, guest: &str, day: u32, method: &str) -> Value {
    let body = json!({
        "propertyId": ALPHA, "bookingType": "half_day",
        "start": format!("2026-12-{day:02}T09:00:00+05:30"), "guests": 4,
        "paymentMethod": method, "expectedTotal": ALPHA_TOTAL,
    });
    let req = Request::post("/api/v1/bookings")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {guest}"))
        .header("Idempotency-Key", format!("deposit-{day}-{method}"))
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"].clone()
}

/// Pays booking `id` through the simulated checkout; the order's amount.
async fn pay(app: &TestApp, guest: &str, id: i64) -> i64 {
    let res = app
        .call(
            "POST",
            &format!("/api/v1/bookings/{id}/payment-order"),
            Some(guest),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let order = res.json()["data"].clone();
    let order_id = order["orderId"].as_str().unwrap().to_string();
    let body = json!({
        "bookingId": id, "razorpayOrderId": order_id, "razorpayPaymentId": "pay_deposit1",
        "razorpaySignature": signature::sign_checkout(KEY_SECRET, &order_id, "pay_deposit1"),
    });
    let res = app
        .call("POST", "/api/v1/payments/verify", Some(guest), Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    order["amount"].as_i64().unwrap()
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

async fn view(app: &TestApp, who: &str, id: i64) -> Value {
    let res = app
        .call("GET", &format!("/api/v1/bookings/{id}"), Some(who), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].clone()
}

async fn post(
    app: &TestApp,
    who: Option<&str>,
    uri: &str,
    body: Option<&Value>,
) -> support::Response {
    app.call("POST", uri, who, body).await
}

/// A photo-like JPEG.
fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

async fn upload(app: &TestApp, who: &str, id: i64, file: &[u8]) -> support::Response {
    let mut body = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"chair.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    let req = Request::post(format!("/api/v1/owner/bookings/{id}/deposit/photos"))
        .header(header::AUTHORIZATION, format!("Bearer {who}"))
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from(body))
        .unwrap();
    app.request(req).await
}

/// `escapes ledger check` finds the books right.
async fn books_right(app: &TestApp) {
    let clock: SharedClock = Arc::new(app.clock.clone());
    let report = escapes_core::ledger::Ledger::new(app.store.clone(), clock)
        .check()
        .await
        .unwrap();
    assert!(report.is_ok(), "{:#?}", report.problems);
}

async fn claimed_disputed_and_decided(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    app.add_user(OTHER_GUEST, "Kiran Rao", None, "user");
    app.add_user(OTHER_OWNER, "Suresh Rao", None, "owner");
    let owner = token(&app, OWNER).await;
    let guest = token(&app, GUEST).await;

    // The listing's deposit: ₹0 to ₹50,000, named by field otherwise.
    for bad in [50_001, -1] {
        let res = set_deposit(&app, &owner, bad).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
        assert!(field(&res, "securityDeposit"), "{}", res.text);
    }
    let res = set_deposit(&app, &owner, 2_000).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["securityDeposit"], 2_000);

    // Booked at the same total; the deposit is apart, paid with the payment, held.
    let booking = book(&app, &guest, 3, "upi").await;
    let id = booking["id"].as_i64().unwrap();
    assert_eq!(booking["price"]["total"], ALPHA_TOTAL);
    assert_eq!(booking["securityDeposit"], 2_000);
    assert_eq!(booking["deposit"]["status"], "due");
    assert_eq!(pay(&app, &guest, id).await, ALPHA_TOTAL * 100 + 200_000);
    confirm(&app, &owner, id).await;
    let mine = view(&app, &guest, id).await;
    assert_eq!(mine["deposit"]["status"], "held");
    assert_eq!(mine["deposit"]["method"], "online");
    assert_eq!(mine["price"]["total"], ALPHA_TOTAL);

    // Before check-out (3 December 21:00 IST) there is no claim to make.
    let claim_uri = format!("/api/v1/owner/bookings/{id}/deposit/claim");
    let claim = json!({"amount": 1_500, "reason": "A broken chair and a stained mattress"});
    let res = post(&app, Some(&owner), &claim_uri, Some(&claim)).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "DEPOSIT_CLAIM_CLOSED");

    // 3 December 22:00 IST: an hour after check-out.
    app.clock.advance(60 * HOUR);
    let owner = token(&app, OWNER).await;
    let guest = token(&app, GUEST).await;
    let other_owner = token(&app, OTHER_OWNER).await;
    let other_guest = token(&app, OTHER_GUEST).await;
    assert_eq!(
        post(&app, None, &claim_uri, Some(&claim)).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        post(&app, Some(&guest), &claim_uri, Some(&claim))
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        post(&app, Some(&other_owner), &claim_uri, Some(&claim))
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    for (bad, name) in [
        (json!({"amount": 2_001, "reason": "Too much"}), "amount"),
        (json!({"amount": 0, "reason": "Nothing"}), "amount"),
        (json!({"reason": "No amount"}), "amount"),
        (json!({"amount": 500}), "reason"),
        (json!({"amount": 500, "reason": "bell\u{7}"}), "reason"),
    ] {
        let res = post(&app, Some(&owner), &claim_uri, Some(&bad)).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{bad}: {}", res.text);
        assert!(field(&res, name), "{bad}: {}", res.text);
    }
    let huge = json!({"amount": 500, "reason": "a".repeat(200 * 1024)});
    assert_eq!(
        post(&app, Some(&owner), &claim_uri, Some(&huge))
            .await
            .status,
        StatusCode::PAYLOAD_TOO_LARGE
    );

    // A photo for the claim: the owner's only.
    assert_eq!(
        upload(&app, &other_owner, id, &jpeg(800, 600)).await.status,
        StatusCode::NOT_FOUND
    );
    let res = upload(&app, &owner, id, &jpeg(800, 600)).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let photo_url = res.json()["data"]["url"].as_str().unwrap().to_string();

    let res = post(&app, Some(&owner), &claim_uri, Some(&claim)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["status"], "claimed");
    let res = post(&app, Some(&owner), &claim_uri, Some(&claim)).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "DEPOSIT_ALREADY_CLAIMED");
    // The guest was told (an SMS waits in the outbox).
    let told: Vec<String> = app
        .store
        .run_blocking(|c| {
            use diesel::prelude::*;
            use escapes_core::store::schema::notification_outbox as o;
            Ok(o::table
                .filter(o::event.eq("deposit_claimed"))
                .select(o::body)
                .load(c)?)
        })
        .unwrap();
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(told[0].contains("₹1,500"), "{}", told[0]);

    // The guest reads the claim and its photo; nobody else does.
    let mine = view(&app, &guest, id).await;
    assert_eq!(mine["deposit"]["claim"]["amount"], 1_500);
    assert_eq!(mine["deposit"]["canAnswer"], true);
    assert_eq!(
        mine["deposit"]["claim"]["photos"][0]["url"],
        photo_url.as_str()
    );
    let res = app.call("GET", &photo_url, Some(&guest), None).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.headers.get("content-type").unwrap(), "image/jpeg");
    assert_eq!(
        res.headers.get("cache-control").unwrap(),
        "private, no-store"
    );
    assert_eq!(
        app.call("GET", &photo_url, Some(&other_guest), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );

    // The guest disputes it, with a reason.
    let dispute_uri = format!("/api/v1/bookings/{id}/deposit/dispute");
    let objection = json!({"reason": "The chair was broken when we arrived"});
    for who in [&other_guest, &owner] {
        let res = post(&app, Some(who), &dispute_uri, Some(&objection)).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    }
    let res = post(&app, Some(&guest), &dispute_uri, Some(&json!({}))).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert!(field(&res, "reason"));
    let res = post(&app, Some(&guest), &dispute_uri, Some(&objection)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["status"], "disputed");
    assert_eq!(
        res.headers.get("cache-control").unwrap(),
        "private, no-store"
    );
    let res = post(
        &app,
        Some(&guest),
        &format!("/api/v1/bookings/{id}/deposit/accept"),
        None,
    )
    .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "DEPOSIT_ANSWER_CLOSED");

    // Staff: the queue, the claim with its photo, the decision.
    let (admin, csrf) = app.admin_console(ADMIN, "Anita Desk").await;
    let filter = support::q(r#"{"status":"disputed"}"#);
    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/deposit-claims?filter={filter}"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let rows = res.json()["data"].clone();
    assert_eq!(rows.as_array().unwrap().len(), 1, "{rows}");
    assert_eq!(rows[0]["id"], id);
    assert_eq!(rows[0]["claimAmountPaise"], 150_000);
    let staff_photo = rows[0]["photos"][0]["url"].as_str().unwrap().to_string();
    let res = app
        .admin_call("GET", &staff_photo, &admin, None, None)
        .await;
    assert_eq!(res.status, StatusCode::OK);
    let res = app.call("GET", &staff_photo, Some(&guest), None).await;
    assert!(
        matches!(res.status, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN),
        "{}",
        res.text
    );
    let decide = format!("/api/v1/admin/deposit-claims/{id}/decide");
    let part = json!({"decision": "part", "keptPaise": 50_000, "reason": "Photos show one chair"});
    let res = app
        .admin_call("POST", &decide, &admin, None, Some(&part))
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    for (bad, name) in [
        (json!({"decision": "most", "reason": "x"}), "decision"),
        (json!({"decision": "part", "reason": "x"}), "keptPaise"),
        (
            json!({"decision": "part", "keptPaise": 150_000, "reason": "x"}),
            "keptPaise",
        ),
        (json!({"decision": "full"}), "reason"),
    ] {
        let res = app
            .admin_call("POST", &decide, &admin, Some(&csrf), Some(&bad))
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{bad}: {}", res.text);
        assert!(field(&res, name), "{bad}: {}", res.text);
    }
    let res = app
        .admin_call("POST", &decide, &admin, Some(&csrf), Some(&part))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["status"], "decided");
    assert_eq!(res.json()["data"]["keptPaise"], 50_000);
    let res = app
        .admin_call("POST", &decide, &admin, Some(&csrf), Some(&part))
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "DEPOSIT_NOT_DISPUTED");

    // The booking page shows the decided deposit; the guest reads what comes back.
    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/bookings/{id}"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.json()["data"]["deposit"]["status"], "decided");
    let mine = view(&app, &guest, id).await;
    assert_eq!(mine["deposit"]["kept"], 500);
    assert_eq!(mine["deposit"]["returned"], 1_500);
    assert_eq!(mine["deposit"]["refundStatus"], "pending");
    // The booking's own refund is not the deposit's.
    assert!(mine.get("refund").is_none(), "{mine}");
    let res = app
        .admin_call(
            "GET",
            &format!(
                "/api/v1/admin/audit?filter={}",
                support::q(r#"{"action":"deposit.decide"}"#)
            ),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert!(res.text.contains("deposit.decide"), "{}", res.text);
    books_right(&app).await;
}

async fn cash_recorded_then_released(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let owner = token(&app, OWNER).await;
    let guest = token(&app, GUEST).await;
    assert_eq!(
        set_deposit(&app, &owner, 3_000).await.status,
        StatusCode::OK
    );
    let booking = book(&app, &guest, 4, "cash").await;
    let id = booking["id"].as_i64().unwrap();
    confirm(&app, &owner, id).await;
    let cash_uri = format!("/api/v1/owner/bookings/{id}/deposit/cash");
    let receipt = json!({"receipt": "Receipt 0042, Ramesh (caretaker)"});
    // Three days before check-in: too early.
    let res = post(&app, Some(&owner), &cash_uri, Some(&receipt)).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "DEPOSIT_CASH_CLOSED");

    // 4 December 08:00 IST, an hour before check-in.
    app.clock.advance(70 * HOUR);
    let owner = token(&app, OWNER).await;
    let guest = token(&app, GUEST).await;
    assert_eq!(
        post(&app, Some(&guest), &cash_uri, Some(&receipt))
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    for bad in [
        json!({}),
        json!({"receipt": "  "}),
        json!({"receipt": "x".repeat(101)}),
    ] {
        let res = post(&app, Some(&owner), &cash_uri, Some(&bad)).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{bad}: {}", res.text);
        assert!(field(&res, "receipt"), "{}", res.text);
    }
    let res = post(&app, Some(&owner), &cash_uri, Some(&receipt)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["method"], "cash");
    assert_eq!(res.json()["data"]["status"], "held");
    let res = post(&app, Some(&owner), &cash_uri, Some(&receipt)).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);

    // 6 December 21:01 IST: 48 hours and a minute after check-out, unclaimed.
    app.clock.advance(61 * HOUR + 60);
    let owner = token(&app, OWNER).await;
    let guest = token(&app, GUEST).await;
    let res = post(
        &app,
        Some(&owner),
        &format!("/api/v1/owner/bookings/{id}/deposit/claim"),
        Some(&json!({"amount": 100, "reason": "Late"})),
    )
    .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "DEPOSIT_CLAIM_CLOSED");
    let now = app.clock.now().timestamp();
    let (released, _) = escapes_core::deposits::settle_due(&app.store, now)
        .await
        .unwrap();
    assert_eq!(released, 1);
    let mine = view(&app, &guest, id).await;
    assert_eq!(mine["deposit"]["status"], "released");
    assert_eq!(mine["deposit"]["returned"], 3_000);
    assert_eq!(
        mine["deposit"]["cashReceipt"],
        "Receipt 0042, Ramesh (caretaker)"
    );
    books_right(&app).await;
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
    claim_dispute_decide => claimed_disputed_and_decided;
    cash_then_release => cash_recorded_then_released;
}
