//! Payment plans through the real router on SQLite and PostgreSQL: the owner sets the plan in
//! the listing editor (an advance of 20–50 %, the balance 1–14 days before, online or cash; each
//! bad value a 400 on its field), the quote and the booking say what is paid now and what by
//! when, the guest pays the advance and then the balance with the deposit (asked twice, the first
//! payment answers), and an unpaid balance is reminded and then cancels the booking at its
//! deadline, the advance refunded by the cancellation rule. `ledger check` holds at the end of
//! each.

mod support;

use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use escapes_core::payments::{signature, Payments, PaymentsConfig, Simulated};
use escapes_core::testing::TestDatabase;
use escapes_core::time::{Clock, SharedClock};
use serde_json::{json, Value};
use support::TestApp;

const KEY_SECRET: &[u8] = b"test-simulated-key-secret";
const WEBHOOK_SECRET: &[u8] = b"test-simulated-webhook-secret";
const OWNER: &str = "+919000000001";
const GUEST: &str = "+919876500001";
const OTHER_GUEST: &str = "+919876500002";
const ALPHA: i64 = 1;
const ALPHA_TOTAL: i64 = 5_775;
const HOUR: i64 = 3_600;
/// 30 % of ₹5,775 rounded up to the rupee, and the rest.
const ADVANCE: i64 = 1_733;
const BALANCE: i64 = ALPHA_TOTAL - ADVANCE;
/// From now (1 December 10:00 IST) to the end of 9 December (IST), the deadline of a stay on 12
/// December with the balance due 3 days before.
const TO_DEADLINE: i64 = 8 * 24 * HOUR + 14 * HOUR;

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

/// Saves `fields` on alpha through the listing editor.
async fn edit(app: &TestApp, owner: &str, fields: Value) -> support::Response {
    let uri = format!("/api/v1/owner/properties/{ALPHA}");
    let res = app.call("GET", &uri, Some(owner), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let mut body = fields;
    body["version"] = res.json()["data"]["version"].clone();
    app.call("PUT", &uri, Some(owner), Some(&body)).await
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
        .header("Idempotency-Key", format!("plan-{day}-{method}"))
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"].clone()
}

/// Pays the order `uri` answers through the simulated checkout; the order.
async fn pay(app: &TestApp, guest: &str, id: i64, uri: &str, payment: &str) -> Value {
    let res = app.call("POST", uri, Some(guest), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let order = res.json()["data"].clone();
    let order_id = order["orderId"].as_str().unwrap().to_string();
    let body = json!({
        "bookingId": id, "razorpayOrderId": order_id, "razorpayPaymentId": payment,
        "razorpaySignature": signature::sign_checkout(KEY_SECRET, &order_id, payment),
    });
    let res = app
        .call("POST", "/api/v1/payments/verify", Some(guest), Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    order
}

async fn view(app: &TestApp, who: &str, id: i64) -> Value {
    let res = app
        .call("GET", &format!("/api/v1/bookings/{id}"), Some(who), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].clone()
}

async fn books_right(app: &TestApp) {
    let clock: SharedClock = Arc::new(app.clock.clone());
    let report = escapes_core::ledger::Ledger::new(app.store.clone(), clock)
        .check()
        .await
        .unwrap();
    assert!(report.is_ok(), "{:#?}", report.problems);
}

/// The owner's plan, refused field by field, then 30 % with the balance online 3 days before and
/// a ₹2,000 deposit.
async fn set_plan(app: &TestApp) {
    let owner = token(app, OWNER).await;
    for (bad, name) in [
        (json!({"advancePercent": 19}), "advancePercent"),
        (json!({"advancePercent": 51}), "advancePercent"),
        (json!({"advancePercent": -5}), "advancePercent"),
        (json!({"balanceDueDays": 0}), "balanceDueDays"),
        (json!({"balanceDueDays": 15}), "balanceDueDays"),
        (json!({"balanceMethod": "cheque"}), "balanceMethod"),
    ] {
        let res = edit(app, &owner, bad.clone()).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{bad}: {}", res.text);
        assert!(field(&res, name), "{bad}: {}", res.text);
    }
    let res = edit(app, &owner, json!({"balanceMethod": "online\u{7}"})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    // Untouched, the listing asks the whole price at booking, the balance 3 days before.
    let res = app
        .call(
            "GET",
            &format!("/api/v1/owner/properties/{ALPHA}"),
            Some(&owner),
            None,
        )
        .await;
    let listing = res.json()["data"].clone();
    assert_eq!(
        (
            &listing["advancePercent"],
            &listing["balanceDueDays"],
            &listing["balanceMethod"]
        ),
        (&json!(0), &json!(3), &json!("online"))
    );
    let res = edit(
        app,
        &owner,
        json!({"advancePercent": 30, "balanceDueDays": 3, "balanceMethod": "online", "securityDeposit": 2_000}),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["advancePercent"], 30);
}

async fn advance_then_balance(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    app.add_user(OTHER_GUEST, "Kiran Rao", None, "user");
    set_plan(&app).await;
    let owner = token(&app, OWNER).await;
    let guest = token(&app, GUEST).await;
    let other = token(&app, OTHER_GUEST).await;

    // The quote says what is paid now and what by when.
    let res = app
        .call(
            "POST",
            &format!("/api/v1/properties/{ALPHA}/quote"),
            None,
            Some(&json!({"bookingType": "half_day", "start": "2026-12-12T09:00:00+05:30", "guests": 4})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let quote = res.json()["data"].clone();
    assert_eq!(quote["total"], ALPHA_TOTAL);
    assert_eq!(quote["schedule"]["advance"], ADVANCE);
    assert_eq!(quote["schedule"]["balance"], BALANCE);
    assert_eq!(quote["schedule"]["dueDate"], "2026-12-09");
    assert_eq!(quote["schedule"]["dueAt"], "2026-12-10T00:00:00+05:30");
    // Two days ahead the deadline has passed: the whole price now.
    let res = app
        .call(
            "POST",
            &format!("/api/v1/properties/{ALPHA}/quote"),
            None,
            Some(&json!({"bookingType": "half_day", "start": "2026-12-03T09:00:00+05:30", "guests": 4})),
        )
        .await;
    assert_eq!(res.json()["data"]["schedule"], Value::Null, "{}", res.text);

    let booking = book(&app, &guest, 12, "upi").await;
    let id = booking["id"].as_i64().unwrap();
    assert_eq!(booking["price"]["total"], ALPHA_TOTAL);
    let schedule = &booking["paymentSchedule"];
    assert_eq!(
        (
            &schedule["advance"],
            &schedule["balance"],
            &schedule["dueDate"]
        ),
        (&json!(ADVANCE), &json!(BALANCE), &json!("2026-12-09"))
    );
    assert_eq!(schedule["advancePaid"], false);

    // The balance before the advance: nothing to pay yet.
    let balance_uri = format!("/api/v1/bookings/{id}/balance-payment");
    let res = app.call("POST", &balance_uri, Some(&guest), None).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "PAYMENT_NOT_NEEDED");

    let order = pay(
        &app,
        &guest,
        id,
        &format!("/api/v1/bookings/{id}/payment-order"),
        "pay_advance1",
    )
    .await;
    assert_eq!(order["part"], "advance");
    assert_eq!(order["amount"], ADVANCE * 100);
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{id}/confirm"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    // The owner sees what is paid and what is due.
    let owned = res.json()["data"].clone();
    assert_eq!(owned["paymentSchedule"]["advancePaid"], true);
    assert_eq!(owned["paymentSchedule"]["dueNow"], BALANCE);
    let mine = view(&app, &guest, id).await;
    assert_eq!(mine["paymentSchedule"]["dueNow"], BALANCE);

    // Someone else's booking is not found; signed out is 401.
    assert_eq!(
        app.call("POST", &balance_uri, Some(&other), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.call("POST", &balance_uri, None, None).await.status,
        StatusCode::UNAUTHORIZED
    );

    // The balance, with the deposit.
    let order = pay(&app, &guest, id, &balance_uri, "pay_balance1").await;
    assert_eq!(order["part"], "balance");
    assert_eq!(order["amount"], BALANCE * 100 + 200_000);
    assert_eq!(order["paid"], false);
    // Asked again: the first payment, paid; nothing new.
    for _ in 0..2 {
        let res = app.call("POST", &balance_uri, Some(&guest), None).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        assert_eq!(res.json()["data"]["orderId"], order["orderId"]);
        assert_eq!(res.json()["data"]["paid"], true);
        assert_eq!(
            res.headers.get("cache-control").unwrap(),
            "private, no-store"
        );
    }
    // The advance's order cannot be asked for again either.
    let res = app
        .call(
            "POST",
            &format!("/api/v1/bookings/{id}/payment-order"),
            Some(&guest),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    let mine = view(&app, &guest, id).await;
    assert_eq!(mine["paymentSchedule"]["balancePaid"], true);
    assert_eq!(mine["paymentSchedule"]["dueNow"], 0);
    assert_eq!(mine["deposit"]["status"], "held");
    // The console's booking page shows the same schedule.
    let (admin, _) = app.admin_console("+919000000990", "Anita").await;
    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/bookings/{id}"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let schedule = &res.json()["data"]["paymentSchedule"];
    assert_eq!(schedule["advance"], ADVANCE);
    assert_eq!(schedule["balancePaid"], true);
    assert_eq!(schedule["method"], "online");
    let paid: i64 = app
        .store
        .run_blocking(move |c| {
            use diesel::dsl::count_star;
            use diesel::prelude::*;
            use escapes_core::store::schema::payments as p;
            Ok(p::table
                .filter(p::booking_id.eq(id))
                .filter(p::status.eq("paid"))
                .select(count_star())
                .first(c)?)
        })
        .unwrap();
    assert_eq!(paid, 2);
    books_right(&app).await;
}

async fn unpaid_balance_cancels(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    set_plan(&app).await;
    let owner = token(&app, OWNER).await;
    let guest = token(&app, GUEST).await;
    let booking = book(&app, &guest, 12, "upi").await;
    let id = booking["id"].as_i64().unwrap();
    pay(
        &app,
        &guest,
        id,
        &format!("/api/v1/bookings/{id}/payment-order"),
        "pay_advance2",
    )
    .await;
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{id}/confirm"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    // 48 h before the deadline, then 12 h before: one reminder each, with the link to pay.
    let run = |app: &TestApp| {
        let (store, at) = (app.store.clone(), app.clock.now().timestamp());
        async move {
            escapes_core::bookings::balance::run_due(&store, at, "https://escapes.example")
                .await
                .unwrap()
        }
    };
    app.clock.advance(TO_DEADLINE - 48 * HOUR);
    assert_eq!(run(&app).await, (0, 1));
    assert_eq!(run(&app).await, (0, 0));
    app.clock.advance(36 * HOUR);
    assert_eq!(run(&app).await, (0, 1));
    let told: Vec<String> = app
        .store
        .run_blocking(|c| {
            use diesel::prelude::*;
            use escapes_core::store::schema::notification_outbox as o;
            Ok(o::table
                .filter(o::event.eq("balance_reminder"))
                .select(o::body)
                .load(c)?)
        })
        .unwrap();
    assert_eq!(told.len(), 2, "{told:?}");
    assert!(told[0].contains("₹4,042"), "{}", told[0]);
    assert!(
        told[0].contains(&format!("https://escapes.example/bookings?pay={id}")),
        "{}",
        told[0]
    );

    // At the deadline (midnight IST), unpaid: cancelled; 57 h before the stay, half the advance
    // goes back (₹866.50 to the rupee: ₹867).
    app.clock.advance(12 * HOUR);
    assert_eq!(run(&app).await, (1, 0));
    let guest = token(&app, GUEST).await;
    let mine = view(&app, &guest, id).await;
    assert_eq!(mine["status"], "cancelled");
    assert_eq!(mine["refund"]["amount"], 867, "{mine}");
    assert_eq!(mine["paymentSchedule"]["dueNow"], 0);
    let res = app
        .call(
            "POST",
            &format!("/api/v1/bookings/{id}/balance-payment"),
            Some(&guest),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
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
    advance_then_balance_with_deposit => advance_then_balance;
    unpaid_balance_reminded_then_cancelled => unpaid_balance_cancels;
}
