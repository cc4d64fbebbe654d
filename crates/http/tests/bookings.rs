//! Booking a slot through the real router, on SQLite and on PostgreSQL: the price the server
//! recomputes, FIRST500 on a first booking only, idempotent retries, refusals that change nothing,
//! cancelling under the published refund rule, and 50 guests racing for one slot.

mod support;

use std::sync::Arc;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use serde_json::{json, Value};
use support::TestApp;

const OWNER: &str = "+919000000001";
/// Alpha Farm: ₹5,000 a half day + ₹500 cleaning + 5 % GST = ₹5,775; with FIRST500 ₹5,250.
const ALPHA: i64 = 1;
const ALPHA_HALF_DAY_TOTAL: i64 = 5_775;
const ALPHA_FIRST500_TOTAL: i64 = 5_250;

fn token(session: &Value) -> String {
    session["token"].as_str().unwrap().to_string()
}

fn guest_phone(n: u32) -> String {
    format!("+9198765{n:05}")
}

/// A new guest account, signed in; its token.
async fn guest(app: &TestApp, n: u32) -> String {
    app.add_user(&guest_phone(n), "Priya Sharma", None, "user");
    token(&app.sign_in(&guest_phone(n)).await)
}

fn half_day(start: &str) -> Value {
    json!({
        "propertyId": ALPHA, "bookingType": "half_day", "start": start, "guests": 6,
        "paymentMethod": "upi", "expectedTotal": ALPHA_HALF_DAY_TOTAL,
    })
}

async fn book(
    app: &TestApp,
    token: Option<&str>,
    key: Option<&str>,
    body: &Value,
) -> support::Response {
    let mut req =
        Request::post("/api/v1/bookings").header(header::CONTENT_TYPE, "application/json");
    if let Some(t) = token {
        req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    if let Some(k) = key {
        req = req.header("Idempotency-Key", k);
    }
    app.request(req.body(Body::from(body.to_string())).unwrap())
        .await
}

fn created(res: &support::Response) -> Value {
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"].clone()
}

fn error_code(res: &support::Response) -> String {
    res.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// (bookings, booking holds, all holds) in the database.
fn counts(app: &TestApp) -> (i64, i64, i64) {
    use diesel::prelude::*;
    use escapes_core::store::schema::{bookings, held_intervals};
    app.store
        .run_blocking(|c| {
            let b = bookings::table.count().get_result(c)?;
            let bh = held_intervals::table
                .filter(held_intervals::kind.eq("booking"))
                .count()
                .get_result(c)?;
            let all = held_intervals::table.count().get_result(c)?;
            Ok((b, bh, all))
        })
        .unwrap()
}

async fn available(app: &TestApp, start: &str) -> bool {
    let res = app
        .call(
            "POST",
            "/api/v1/properties/1/quote",
            None,
            Some(&json!({"bookingType": "half_day", "start": start, "guests": 6})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"]["available"].as_bool().unwrap()
}

async fn a_booking_is_created_pending_with_the_server_price(app: TestApp) {
    let t = guest(&app, 1).await;
    let start = "2026-12-05T09:00:00+05:30";
    assert!(available(&app, start).await);
    let b = created(&book(&app, Some(&t), Some("k-1"), &half_day(start)).await);
    assert_eq!(b["status"], "pending");
    let code = b["code"].as_str().unwrap();
    assert!(code.starts_with("HE-") && code.len() == 9, "{code}");
    assert_eq!(b["property"]["title"], "Alpha Farm");
    assert_eq!(b["property"]["slug"], "alpha-farm-moinabad");
    assert_eq!(b["property"]["address"], "Survey No. 1, moinabad");
    // The receipt names the stay's supplier: the farmhouse's owner.
    assert_eq!(b["supplier"]["name"], "Ravi Kumar Reddy");
    assert_eq!(b["bookingType"], "half_day");
    assert_eq!(b["start"], start);
    assert_eq!(b["end"], "2026-12-05T21:00:00+05:30");
    assert_eq!(b["guests"], 6);
    assert_eq!(b["price"]["subtotal"], 5_000);
    assert_eq!(b["price"]["discount"], 0);
    assert_eq!(b["price"]["cleaningFee"], 500);
    assert_eq!(b["price"]["gst"], 275);
    assert_eq!(b["price"]["total"], ALPHA_HALF_DAY_TOTAL);
    let sum: i64 = b["price"]["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["amount"].as_i64().unwrap())
        .sum();
    assert_eq!(sum, ALPHA_HALF_DAY_TOTAL);
    assert_eq!(b["paymentMethod"], "upi");
    assert_eq!(b["paymentStatus"], "pending");
    assert!(b["cancellation"]["rule"]
        .as_str()
        .unwrap()
        .contains("72 hours"));
    assert_eq!(b["cancellation"]["refundPercentNow"], 100);
    assert!(!available(&app, start).await, "the slot is held");
    assert_eq!(counts(&app), (1, 1, 3));

    let res = app
        .call("GET", "/api/v1/users/me/bookings", Some(&t), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let list = res.json();
    assert_eq!(list["meta"]["total"], 1);
    assert_eq!(list["data"][0]["id"], b["id"]);
    assert_eq!(list["data"][0]["code"], b["code"]);
    assert_eq!(list["data"][0]["price"]["total"], ALPHA_HALF_DAY_TOTAL);
    // The way there, which Your Bookings also shows offline from its saved copy.
    assert_eq!(
        list["data"][0]["property"]["address"],
        "Survey No. 1, moinabad"
    );
    assert_eq!(list["data"][0]["supplier"]["name"], "Ravi Kumar Reddy");

    // Another guest sees none of it.
    let other = guest(&app, 2).await;
    let res = app
        .call("GET", "/api/v1/users/me/bookings", Some(&other), None)
        .await;
    assert_eq!(res.json()["meta"]["total"], 0);
    assert_eq!(
        app.call("GET", "/api/v1/users/me/bookings", None, None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
}

/// A booking's price lines (stored in English) and its cancellation rule read in the language the
/// client asks for, at the same amounts; English exactly as stored.
async fn a_booking_reads_in_the_readers_language(app: TestApp) {
    let t = guest(&app, 1).await;
    let start = "2026-12-05T09:00:00+05:30";
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {t}"))
        .header(header::ACCEPT_LANGUAGE, "hi-IN,hi;q=0.9")
        .header("Idempotency-Key", "k-language");
    let b = created(
        &app.request(req.body(Body::from(half_day(start).to_string())).unwrap())
            .await,
    );
    let labels = |b: &Value| -> Vec<String> {
        b["price"]["lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["label"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(labels(&b), ["हाफ़ डे (12 घं.)", "सफ़ाई शुल्क", "GST 5%"]);
    assert!(b["cancellation"]["rule"]
        .as_str()
        .unwrap()
        .starts_with("शुरुआत से 72 घंटे पहले तक मुफ़्त रद्द करें"));

    let list_in = |language: Option<&'static str>| {
        let app = &app;
        let t = t.clone();
        async move {
            let mut req = Request::get("/api/v1/users/me/bookings")
                .header(header::AUTHORIZATION, format!("Bearer {t}"));
            if let Some(language) = language {
                req = req.header(header::ACCEPT_LANGUAGE, language);
            }
            let res = app.request(req.body(Body::empty()).unwrap()).await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.text);
            res.json()["data"][0].clone()
        }
    };
    let te = list_in(Some("te")).await;
    assert_eq!(labels(&te), ["హాఫ్ డే (12 గం.)", "క్లీనింగ్ ఫీజు", "GST 5%"]);
    assert!(te["cancellation"]["rule"]
        .as_str()
        .unwrap()
        .starts_with("ప్రారంభానికి 72 గంటల ముందు వరకు"));
    let en = list_in(None).await;
    assert_eq!(labels(&en), ["Half day (12 h)", "Cleaning fee", "GST 5%"]);
    assert_eq!(
        en["cancellation"]["rule"],
        "Free cancellation up to 72 hours before the start (full refund); 50% refund when \
         cancelled between 24 and 72 hours before; no refund within 24 hours of the start."
    );
    for other in [&b, &te] {
        assert_eq!(other["price"], {
            let mut p = en["price"].clone();
            for (i, l) in p["lines"].as_array_mut().unwrap().iter_mut().enumerate() {
                l["label"] = other["price"]["lines"][i]["label"].clone();
            }
            p
        });
    }
    // One booking, read through its own page too.
    let id = en["id"].as_i64().unwrap();
    let one = app
        .request(
            Request::get(format!("/api/v1/bookings/{id}"))
                .header(header::AUTHORIZATION, format!("Bearer {t}"))
                .header(header::ACCEPT_LANGUAGE, "te")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(labels(&one.json()["data"]), labels(&te));
}

async fn first500_applies_to_the_first_booking_only(app: TestApp) {
    let t = guest(&app, 1).await;
    let quote = |token: Option<String>| {
        let app = &app;
        async move {
            let res = app
                .call(
                    "POST",
                    "/api/v1/properties/alpha-farm-moinabad/quote",
                    token.as_deref(),
                    Some(
                        &json!({"bookingType": "half_day", "start": "2026-12-05T21:00:00+05:30",
                        "guests": 4, "couponCode": "FIRST500"}),
                    ),
                )
                .await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.text);
            res.json()["data"].clone()
        }
    };
    // Before any booking, the guest's quote and a visitor's both take FIRST500 off.
    for q in [quote(Some(t.clone())).await, quote(None).await] {
        assert_eq!(
            (q["total"].clone(), q["couponNote"].clone()),
            (json!(ALPHA_FIRST500_TOTAL), Value::Null)
        );
    }
    let mut body = half_day("2026-12-05T09:00:00+05:30");
    body["couponCode"] = json!("first500");
    body["expectedTotal"] = json!(ALPHA_FIRST500_TOTAL);
    let b = created(&book(&app, Some(&t), Some("first"), &body).await);
    assert_eq!(b["couponCode"], "FIRST500");
    assert_eq!(b["price"]["discount"], 500);
    assert_eq!(b["price"]["total"], ALPHA_FIRST500_TOTAL);
    assert!(b["price"]["lines"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l["code"] == "FIRST500" && l["amount"] == -500));

    let mut second = half_day("2026-12-05T21:00:00+05:30");
    second["couponCode"] = json!("FIRST500");
    second["expectedTotal"] = json!(ALPHA_FIRST500_TOTAL);
    let res = book(&app, Some(&t), Some("second"), &second).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert!(res.json()["error"]["fields"]["couponCode"]
        .as_str()
        .unwrap()
        .contains("first booking only"));
    // The guest's quote now prices without it and says why, as the booking did.
    let q = quote(Some(t.clone())).await;
    assert_eq!(q["total"], ALPHA_HALF_DAY_TOTAL, "{q}");
    assert_eq!(
        q["couponNote"],
        "FIRST500 is for your first booking only, and you already have one."
    );
    assert!(!q["lines"].to_string().contains("FIRST500"), "{q}");
    second["couponCode"] = json!("SAVE10");
    let res = book(&app, Some(&t), Some("second"), &second).await;
    assert_eq!(
        res.json()["error"]["fields"]["couponCode"],
        "Unknown coupon code"
    );
    assert_eq!(counts(&app).0, 1);

    let b2 = created(
        &book(
            &app,
            Some(&t),
            Some("second"),
            &half_day("2026-12-05T21:00:00+05:30"),
        )
        .await,
    );
    assert_eq!(b2["price"]["total"], ALPHA_HALF_DAY_TOTAL);
    assert!(b2.get("couponCode").is_none());
}

async fn a_retry_with_the_same_key_returns_the_same_booking(app: TestApp) {
    let t = guest(&app, 1).await;
    let body = half_day("2026-12-06T21:00:00+05:30");
    let first = created(&book(&app, Some(&t), Some("retry-me"), &body).await);
    let res = book(&app, Some(&t), Some("retry-me"), &body).await;
    let again = created(&res);
    assert_eq!(res.headers.get("idempotent-replayed").unwrap(), "true");
    assert_eq!(again["id"], first["id"]);
    assert_eq!(again["code"], first["code"]);
    assert_eq!(counts(&app), (1, 1, 3));

    // The same key for a different request is refused, and makes nothing.
    let res = book(
        &app,
        Some(&t),
        Some("retry-me"),
        &half_day("2026-12-07T09:00:00+05:30"),
    )
    .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text);
    assert_eq!(error_code(&res), "IDEMPOTENCY_KEY_REUSED");
    assert_eq!(counts(&app), (1, 1, 3));

    // Keys are per guest: another guest's identical key is a new booking request.
    let other = guest(&app, 2).await;
    let res = book(&app, Some(&other), Some("retry-me"), &body).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "SLOT_TAKEN");
}

async fn a_stale_total_is_refused_with_the_new_price(app: TestApp) {
    let t = guest(&app, 1).await;
    let mut body = half_day("2026-12-05T09:00:00+05:30");
    body["expectedTotal"] = json!(5_500);
    let res = book(&app, Some(&t), Some("stale"), &body).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "PRICE_CHANGED");
    let message = res.json()["message"].as_str().unwrap().to_string();
    assert!(
        message.contains("₹5,775") && message.contains("review the new price"),
        "{message}"
    );
    assert_eq!(counts(&app), (0, 0, 2));
    // The same key with the right total is a fresh request, not a replay of the refusal.
    created(
        &book(
            &app,
            Some(&t),
            Some("stale"),
            &half_day("2026-12-05T09:00:00+05:30"),
        )
        .await,
    );
}

async fn bad_input_is_a_clear_4xx_and_stores_nothing(app: TestApp) {
    let t = guest(&app, 1).await;
    let ok = half_day("2026-12-05T09:00:00+05:30");
    let with = |k: &str, v: Value| {
        let mut b = ok.clone();
        b[k] = v;
        b
    };
    let cases: Vec<(&str, Value, StatusCode, &str, Option<&str>)> = vec![
        (
            "past date",
            with("start", json!("2026-11-30T09:00:00+05:30")),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            Some("start"),
        ),
        (
            "not a slot start",
            with("start", json!("2026-12-05T10:00:00+05:30")),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            Some("start"),
        ),
        (
            "0 guests",
            with("guests", json!(0)),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            Some("guests"),
        ),
        (
            "too many guests",
            with("guests", json!(21)),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            Some("guests"),
        ),
        (
            "unknown payment method",
            with("paymentMethod", json!("bitcoin")),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            Some("paymentMethod"),
        ),
        (
            "no payment method",
            with("paymentMethod", Value::Null),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            Some("paymentMethod"),
        ),
        (
            "no expected total",
            with("expectedTotal", Value::Null),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            Some("expectedTotal"),
        ),
        (
            "full day where none is offered",
            json!({"propertyId": 2, "bookingType": "full_day", "start": "2026-12-05T09:00:00+05:30",
            "guests": 2, "paymentMethod": "cash", "expectedTotal": 1}),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            Some("bookingType"),
        ),
        (
            "unknown property",
            with("propertyId", json!(9_999)),
            StatusCode::NOT_FOUND,
            "NOT_FOUND",
            None,
        ),
        (
            "no property",
            with("propertyId", Value::Null),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            Some("propertyId"),
        ),
        (
            "a held slot",
            with("start", json!("2026-12-10T21:00:00+05:30")),
            StatusCode::CONFLICT,
            "SLOT_TAKEN",
            None,
        ),
    ];
    for (what, body, status, code, field) in cases {
        let res = book(
            &app,
            Some(&t),
            Some(&format!("key-{}", what.replace(' ', "-"))),
            &body,
        )
        .await;
        assert_eq!(res.status, status, "{what}: {}", res.text);
        assert_eq!(error_code(&res), code, "{what}");
        if let Some(f) = field {
            assert!(
                res.json()["error"]["fields"][f].is_string(),
                "{what}: {}",
                res.text
            );
        }
    }

    let res = book(&app, Some(&t), None, &ok).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert!(res.json()["error"]["fields"]["idempotencyKey"].is_string());
    let res = book(&app, Some(&t), Some(&"k".repeat(201)), &ok).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        book(&app, None, Some("k"), &ok).await.status,
        StatusCode::UNAUTHORIZED
    );
    let res = app
        .request(
            Request::post("/api/v1/bookings")
                .header(header::AUTHORIZATION, format!("Bearer {t}"))
                .header(header::CONTENT_TYPE, "application/json")
                .header("Idempotency-Key", "k-bad-json")
                .body(Body::from("{\"propertyId\": \"one\"}"))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);

    let owner = token(&app.sign_in(OWNER).await);
    let res = book(&app, Some(&owner), Some("own"), &ok).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    assert!(res.json()["message"]
        .as_str()
        .unwrap()
        .contains("your own farmhouse"));

    assert_eq!(counts(&app), (0, 0, 2), "nothing stored");
}

async fn cancelling_refunds_by_the_rule_and_frees_the_slot(app: TestApp) {
    let t = guest(&app, 1).await;
    guest(&app, 2).await;
    // Booked on 1 Dec 10:00 for 5 Dec 09:00, 8 Dec 09:00 and (later) 4 Dec 09:00.
    let early = created(
        &book(
            &app,
            Some(&t),
            Some("a"),
            &half_day("2026-12-08T09:00:00+05:30"),
        )
        .await,
    );
    let mid = created(
        &book(
            &app,
            Some(&t),
            Some("b"),
            &half_day("2026-12-05T09:00:00+05:30"),
        )
        .await,
    );

    // 71 h before 5 Dec 09:00 is 2 Dec 10:00.
    app.clock.advance(24 * 3600);
    // Access tokens live 15 minutes: sign in again on the later day.
    let t = token(&app.sign_in(&guest_phone(1)).await);
    let other = token(&app.sign_in(&guest_phone(2)).await);
    let late = created(
        &book(
            &app,
            Some(&t),
            Some("c"),
            &half_day("2026-12-03T09:00:00+05:30"),
        )
        .await,
    );

    // Someone else's booking: 404, and nothing changes.
    let res = app
        .call(
            "PUT",
            &format!("/api/v1/bookings/{}/cancel", mid["id"]),
            Some(&other),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    assert_eq!(counts(&app), (3, 3, 5));
    let res = app
        .call("GET", "/api/v1/users/me/bookings", Some(&t), None)
        .await;
    assert!(res.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .all(|b| b["status"] == "pending"));

    let cancel = |id: &Value, body: Option<Value>| {
        let (app, t, uri) = (&app, t.clone(), format!("/api/v1/bookings/{id}/cancel"));
        async move { app.call("PUT", &uri, Some(&t), body.as_ref()).await }
    };
    let res = cancel(&early["id"], Some(json!({"reason": "Plans changed"}))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let b = &res.json()["data"];
    assert_eq!(b["status"], "cancelled");
    assert_eq!(
        b["cancellation"]["refund"], ALPHA_HALF_DAY_TOTAL,
        "≥ 72 h: full refund"
    );
    assert_eq!(b["cancellation"]["cancelledBy"], "guest");
    assert_eq!(b["cancellation"]["reason"], "Plans changed");

    let res = cancel(&mid["id"], None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.json()["data"]["cancellation"]["refund"],
        2_888,
        "24–72 h: half of ₹5,775, rounded"
    );

    let res = cancel(&late["id"], None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.json()["data"]["cancellation"]["refund"],
        0,
        "< 24 h: no refund"
    );

    // Twice is refused; the holds are gone and the slot can be booked again.
    let res = cancel(&mid["id"], None).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "BOOKING_NOT_CANCELLABLE");
    assert_eq!(
        cancel(&json!(9_999), None).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.call("PUT", "/api/v1/bookings/abc/cancel", Some(&t), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let res = cancel(&early["id"], Some(json!({"reason": "x".repeat(501)}))).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(counts(&app), (3, 0, 2));
    assert!(available(&app, "2026-12-05T09:00:00+05:30").await);
    created(
        &book(
            &app,
            Some(&other),
            Some("again"),
            &half_day("2026-12-05T09:00:00+05:30"),
        )
        .await,
    );
}

/// A hundred guests race for each of three fresh slots: one booking each, and every loser is
/// told SLOT_TAKEN (never a deadlock or a 500), on both databases.
async fn a_hundred_guests_racing_for_one_slot_get_one_booking(app: TestApp) {
    const RACERS: u32 = 100;
    let mut tokens = Vec::new();
    for n in 0..RACERS {
        tokens.push(guest(&app, 100 + n).await);
    }
    let app = Arc::new(app);
    for (round, day) in ["12", "13", "14"].into_iter().enumerate() {
        let body = half_day(&format!("2026-12-{day}T21:00:00+05:30"));
        let tasks: Vec<_> = tokens
            .iter()
            .cloned()
            .enumerate()
            .map(|(i, t)| {
                let (app, body) = (app.clone(), body.clone());
                tokio::spawn(async move {
                    book(&app, Some(&t), Some(&format!("race-{round}-{i}")), &body).await
                })
            })
            .collect();
        let mut won = 0;
        for task in tasks {
            let res = task.await.unwrap();
            match res.status {
                StatusCode::CREATED => won += 1,
                StatusCode::CONFLICT => {
                    assert_eq!(error_code(&res), "SLOT_TAKEN", "{}", res.text);
                    assert_eq!(
                        res.json()["message"],
                        "This time slot was just booked by someone else. Please pick another time."
                    );
                }
                other => panic!("round {round}: unexpected {other}: {}", res.text),
            }
        }
        assert_eq!(won, 1, "round {round}");
    }
    // Three booking holds beside the fixture's two blocks.
    assert_eq!(counts(&app), (3, 3, 5));
}

on_both_databases! {
    a_booking_is_created_pending => a_booking_is_created_pending_with_the_server_price;
    a_booking_reads_in_a_language => a_booking_reads_in_the_readers_language;
    first500_is_for_the_first_booking => first500_applies_to_the_first_booking_only;
    retries_are_idempotent => a_retry_with_the_same_key_returns_the_same_booking;
    stale_totals_are_refused => a_stale_total_is_refused_with_the_new_price;
    bad_input_changes_nothing => bad_input_is_a_clear_4xx_and_stores_nothing;
    cancelling_follows_the_rule => cancelling_refunds_by_the_rule_and_frees_the_slot;
    a_hundred_racers_one_booking => a_hundred_guests_racing_for_one_slot_get_one_booking;
}
