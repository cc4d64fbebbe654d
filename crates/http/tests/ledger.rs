//! An owner's word on a cash stay through the real router, on SQLite and on PostgreSQL: only the
//! owner of a confirmed cash stay, from its start until 48 hours after, once; collected cash puts
//! the commission with its GST and TDS on the owner's side of the ledger. Refusals change nothing.

mod support;

use std::sync::Arc;

use axum::http::StatusCode;
use escapes_core::ids::UserId;
use escapes_core::ledger::Ledger;
use escapes_core::time::SharedClock;
use serde_json::{json, Value};
use support::TestApp;

const OWNER: &str = "+919000000001";
const OTHER_OWNER: &str = "+919000000002";
const ALPHA: i64 = 1;
/// ₹5,000 a half day + ₹500 cleaning + 5 % GST.
const ALPHA_TOTAL: i64 = 5_775;
/// 10 % commission of ₹5,000, 18 % GST on it, 0.1 % TDS (Income-tax Act s.194-O) of ₹5,500.
const ALPHA_COMMISSION_OWED: i64 = 50_000 + 9_000 + 550;
const HOUR: i64 = 3_600;

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
        .header("Idempotency-Key", format!("ledger-{day}-{method}"))
        .body(axum::body::Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"]["id"].as_i64().unwrap()
}

async fn mark(app: &TestApp, token: Option<&str>, id: i64, body: &Value) -> support::Response {
    app.call(
        "POST",
        &format!("/api/v1/owner/bookings/{id}/cash"),
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

fn ledger(app: &TestApp) -> Ledger {
    let clock: SharedClock = Arc::new(app.clock.clone());
    Ledger::new(app.store.clone(), clock)
}

async fn only_the_owner_marks_a_confirmed_cash_stay_once_in_its_window(app: TestApp) {
    let owner_id = UserId::new(
        app.store
            .run_blocking(|c| escapes_core::store::session::user_by_phone(c, OWNER))
            .unwrap()
            .unwrap()
            .id
            .get(),
    );
    app.add_user("+919876500001", "Priya Sharma", None, "user");
    app.add_user(OTHER_OWNER, "Lakshmi Rao", None, "owner");
    let guest = token(&app, "+919876500001").await;
    let owner = token(&app, OWNER).await;
    let cash = book(&app, &guest, 3, "cash").await;
    let online = book(&app, &guest, 4, "upi").await;
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{cash}/confirm"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let collected = json!({"outcome": "collected"});

    // Before the stay starts nobody knows whether the cash came.
    let res = mark(&app, Some(&owner), cash, &collected).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "CASH_MARK_CLOSED");

    // The stay (3 December 09:00 IST) has begun.
    app.clock.advance(48 * HOUR);
    let owner = token(&app, OWNER).await;
    let guest = token(&app, "+919876500001").await;
    let other = token(&app, OTHER_OWNER).await;

    // Nobody signed in, a guest, another owner: refused, and another's booking is not found.
    assert_eq!(
        mark(&app, None, cash, &collected).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        mark(&app, Some(&guest), cash, &collected).await.status,
        StatusCode::FORBIDDEN
    );
    let res = mark(&app, Some(&other), cash, &collected).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    assert_eq!(
        mark(&app, Some(&owner), 99_999, &collected).await.status,
        StatusCode::NOT_FOUND
    );

    // Bad input: named by field, control characters too; an oversized body is 413.
    for bad in [json!({}), json!({"outcome": "paid"})] {
        let res = mark(&app, Some(&owner), cash, &bad).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{bad}: {}", res.text);
        assert_eq!(
            res.json()["error"]["fields"]["outcome"],
            "outcome must be collected or no_show",
            "{}",
            res.text
        );
    }
    let res = mark(
        &app,
        Some(&owner),
        cash,
        &json!({"outcome": "collected\u{7}"}),
    )
    .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        res.json()["error"]["fields"]["outcome"],
        "outcome cannot contain control characters"
    );
    let huge = json!({"outcome": "a".repeat(200 * 1024)});
    let res = mark(&app, Some(&owner), cash, &huge).await;
    assert_eq!(res.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", res.text);
    // Nothing of this reached the ledger.
    let balance = ledger(&app).owner_balance(owner_id).await.unwrap();
    assert_eq!((balance.owed_paise, balance.available_paise), (0, 0));

    // An online-paid booking has no cash to mark.
    let res = mark(&app, Some(&owner), online, &collected).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "NOT_A_CASH_STAY");

    // The owner marks it collected: the commission, its GST and the TDS are owed by them.
    let res = mark(&app, Some(&owner), cash, &collected).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.headers.get("cache-control").unwrap(),
        "private, no-store"
    );
    let data = res.json()["data"].clone();
    assert_eq!(data["outcome"], "collected");
    assert_eq!(data["bookingId"], cash);
    assert_eq!(data["commissionOwedPaise"], ALPHA_COMMISSION_OWED);
    assert!(data["markedAt"].as_str().unwrap().ends_with("+05:30"));
    let balance = ledger(&app).owner_balance(owner_id).await.unwrap();
    assert_eq!(balance.owed_paise, ALPHA_COMMISSION_OWED);
    assert_eq!(balance.available_paise, 0);

    // A second mark, either way, is refused and changes nothing.
    for outcome in ["collected", "no_show"] {
        let res = mark(&app, Some(&owner), cash, &json!({"outcome": outcome})).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
        assert_eq!(code(&res), "CASH_ALREADY_MARKED");
    }
    let balance = ledger(&app).owner_balance(owner_id).await.unwrap();
    assert_eq!(balance.owed_paise, ALPHA_COMMISSION_OWED);
    let report = ledger(&app).check().await.unwrap();
    assert!(report.is_ok(), "{:#?}", report.problems);
    assert_eq!(report.entries, 1);
}

async fn a_no_show_owes_nothing_and_the_window_closes_after_48_hours(app: TestApp) {
    app.add_user("+919876500001", "Priya Sharma", None, "user");
    let guest = token(&app, "+919876500001").await;
    let owner = token(&app, OWNER).await;
    let first = book(&app, &guest, 3, "cash").await;
    let second = book(&app, &guest, 5, "cash").await;
    for id in [first, second] {
        let res = app
            .call(
                "POST",
                &format!("/api/v1/owner/bookings/{id}/confirm"),
                Some(&owner),
                None,
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    }
    // 3 December 10:00 IST: the first stay began an hour ago.
    app.clock.advance(48 * HOUR);
    let owner = token(&app, OWNER).await;
    let res = mark(&app, Some(&owner), first, &json!({"outcome": "no_show"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["commissionOwedPaise"], 0);

    // 7 December 10:00 IST: the second stay began 49 hours ago.
    app.clock.advance(4 * 24 * HOUR);
    let owner = token(&app, OWNER).await;
    let res = mark(&app, Some(&owner), second, &json!({"outcome": "collected"})).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "CASH_MARK_CLOSED");
    let report = ledger(&app).check().await.unwrap();
    assert!(report.is_ok(), "{:#?}", report.problems);
    assert_eq!(report.entries, 0);
}

on_both_databases! {
    cash_marks => only_the_owner_marks_a_confirmed_cash_stay_once_in_its_window;
    no_show_and_window => a_no_show_owes_nothing_and_the_window_closes_after_48_hours;
}
