//! The owner's side of a booking through the real router, on SQLite and on PostgreSQL: incoming
//! bookings of one's own properties only, confirm and reject, the expiry sweep, blocked dates,
//! and one booking for its guest or owner. Refusals change nothing.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use serde_json::{json, Value};
use support::TestApp;

const OWNER: &str = "+919000000001";
const OTHER_OWNER: &str = "+919000000002";
const ALPHA: i64 = 1;
const CHARLIE: i64 = 3;
const ALPHA_HALF_DAY_TOTAL: i64 = 5_775;
/// ₹20,000 + ₹500 cleaning + 18 % GST (the higher rate above ₹7,500).
const CHARLIE_HALF_DAY_TOTAL: i64 = 24_190;

fn token(session: &Value) -> String {
    session["token"].as_str().unwrap().to_string()
}

async fn signed_in(app: &TestApp, phone: &str) -> String {
    token(&app.sign_in(phone).await)
}

/// A new guest account, signed in; its token.
async fn guest(app: &TestApp, n: u32, name: &str) -> String {
    let phone = format!("+9198765{n:05}");
    app.add_user(&phone, name, None, "user");
    signed_in(app, &phone).await
}

/// A second owner, who owns Charlie Estate; their token.
async fn other_owner(app: &TestApp) -> String {
    use diesel::prelude::*;
    use escapes_core::store::schema::properties;
    let id = app.add_user(OTHER_OWNER, "Lakshmi Rao", None, "owner");
    app.store
        .run_blocking(move |c| {
            diesel::update(properties::table.find(CHARLIE))
                .set(properties::owner_id.eq(id))
                .execute(c)?;
            Ok(())
        })
        .unwrap();
    signed_in(app, OTHER_OWNER).await
}

async fn book(app: &TestApp, token: &str, property: i64, start: &str, method: &str) -> Value {
    let total = if property == CHARLIE {
        CHARLIE_HALF_DAY_TOTAL
    } else {
        ALPHA_HALF_DAY_TOTAL
    };
    let body = json!({
        "propertyId": property, "bookingType": "half_day", "start": start, "guests": 6,
        "paymentMethod": method, "expectedTotal": total,
    });
    let res = try_book(app, token, &body).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"].clone()
}

async fn try_book(app: &TestApp, token: &str, body: &Value) -> support::Response {
    let key = format!("k-{}", rand_key());
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .header("Idempotency-Key", key)
        .body(Body::from(body.to_string()))
        .unwrap();
    app.request(req).await
}

fn rand_key() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::SeqCst)
}

fn error_code(res: &support::Response) -> String {
    res.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn set_payment_status(app: &TestApp, id: i64, status: &'static str) {
    use diesel::prelude::*;
    use escapes_core::store::schema::bookings;
    app.store
        .run_blocking(move |c| {
            diesel::update(bookings::table.find(id))
                .set(bookings::payment_status.eq(status))
                .execute(c)?;
            Ok(())
        })
        .unwrap();
}

/// (status, paymentStatus) of booking `id` as its guest sees it.
async fn state_of(app: &TestApp, guest: &str, id: i64) -> (String, String) {
    let res = app
        .call("GET", &format!("/api/v1/bookings/{id}"), Some(guest), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let b = res.json()["data"].clone();
    (
        b["status"].as_str().unwrap().into(),
        b["paymentStatus"].as_str().unwrap().into(),
    )
}

/// (status, payment_status) of booking `id` as stored (the sweep runs hours later, past any
/// access token's life).
fn stored(app: &TestApp, id: i64) -> (String, String) {
    use diesel::prelude::*;
    use escapes_core::store::schema::bookings;
    app.store
        .run_blocking(move |c| {
            Ok(bookings::table
                .find(id)
                .select((bookings::status, bookings::payment_status))
                .first(c)?)
        })
        .unwrap()
}

/// The notification events queued for booking `id`, in order, without repeats.
fn events(app: &TestApp, id: i64) -> Vec<String> {
    use diesel::prelude::*;
    use escapes_core::store::schema::notification_outbox as o;
    let mut all: Vec<String> = app
        .store
        .run_blocking(move |c| {
            Ok(o::table
                .filter(o::booking_id.eq(id))
                .order(o::id.asc())
                .select(o::event)
                .load(c)?)
        })
        .unwrap();
    all.dedup();
    all
}

fn id(b: &Value) -> i64 {
    b["id"].as_i64().unwrap()
}

async fn an_owner_sees_only_bookings_of_their_own_properties(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let other = other_owner(&app).await;
    let priya = guest(&app, 1, "Priya Sharma").await;
    let later = book(&app, &priya, ALPHA, "2026-12-06T09:00:00+05:30", "cash").await;
    let sooner = book(&app, &priya, ALPHA, "2026-12-05T21:00:00+05:30", "cash").await;
    let charlie = book(&app, &priya, CHARLIE, "2026-12-03T10:00:00+05:30", "cash").await;

    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{}/confirm", id(&later)),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    let res = app
        .call("GET", "/api/v1/owner/bookings", Some(&owner), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let list = res.json();
    assert_eq!(list["meta"]["total"], 2);
    let data = list["data"].as_array().unwrap();
    // Pending first, then by start.
    assert_eq!(
        data.iter().map(id).collect::<Vec<_>>(),
        vec![id(&sooner), id(&later)]
    );
    assert_eq!(data[0]["status"], "pending");
    assert_eq!(data[0]["code"], sooner["code"]);
    assert_eq!(data[0]["price"]["total"], ALPHA_HALF_DAY_TOTAL);
    assert_eq!(data[0]["guest"]["name"], "Priya Sharma");
    assert_eq!(data[0]["guest"]["phone"], "+919876500001");
    assert!(data[0]["guest"]["id"].as_i64().is_some());

    let res = app
        .call(
            "GET",
            "/api/v1/owner/bookings?status=confirmed",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(
        res.json()["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(id)
            .collect::<Vec<_>>(),
        vec![id(&later)]
    );
    let res = app
        .call(
            "GET",
            "/api/v1/owner/bookings?propertyId=3",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.json()["meta"]["total"], 0);
    let res = app
        .call(
            "GET",
            "/api/v1/owner/bookings?perPage=1&page=2",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.json()["data"][0]["id"], later["id"]);
    assert_eq!(res.json()["meta"]["perPage"], 1);

    let res = app
        .call("GET", "/api/v1/owner/bookings", Some(&other), None)
        .await;
    assert_eq!(
        res.json()["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(id)
            .collect::<Vec<_>>(),
        vec![id(&charlie)]
    );

    let res = app
        .call(
            "GET",
            "/api/v1/owner/bookings?status=lost",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert!(res.json()["error"]["fields"]["status"].is_string());
    // A guest is not an owner; no token is not anyone.
    assert_eq!(
        app.call("GET", "/api/v1/owner/bookings", Some(&priya), None)
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.call("GET", "/api/v1/owner/bookings", None, None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );

    let res = app
        .call("GET", "/api/v1/owner/properties", Some(&owner), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let props = res.json()["data"].clone();
    let titles: Vec<&str> = props
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, vec!["Alpha Farm", "Bravo Villa"]);
    assert_eq!(props[0]["slug"], "alpha-farm-moinabad");
    assert_eq!(props[0]["published"], true);
    assert_eq!(props[0]["locality"], "Moinabad");
    assert_eq!(
        app.call("GET", "/api/v1/owner/properties", Some(&priya), None)
            .await
            .status,
        StatusCode::FORBIDDEN
    );
}

async fn confirm_and_reject_answer_a_pending_booking_once(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let other = other_owner(&app).await;
    let priya = guest(&app, 1, "Priya Sharma").await;
    let cash = book(&app, &priya, ALPHA, "2026-12-05T09:00:00+05:30", "cash").await;
    let confirm = |b: &Value| format!("/api/v1/owner/bookings/{}/confirm", id(b));
    let reject = |b: &Value| format!("/api/v1/owner/bookings/{}/reject", id(b));

    // Another owner and a guest cannot answer it, and it stays pending.
    let res = app.call("POST", &confirm(&cash), Some(&other), None).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    assert_eq!(
        app.call("POST", &reject(&cash), Some(&other), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.call("POST", &confirm(&cash), Some(&priya), None)
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.call(
            "POST",
            "/api/v1/owner/bookings/999/confirm",
            Some(&owner),
            None
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        state_of(&app, &priya, id(&cash)).await,
        ("pending".into(), "unpaid".into())
    );

    let res = app.call("POST", &confirm(&cash), Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["status"], "confirmed");
    assert_eq!(res.json()["data"]["guest"]["name"], "Priya Sharma");
    assert_eq!(
        state_of(&app, &priya, id(&cash)).await,
        ("confirmed".into(), "unpaid".into())
    );
    assert_eq!(events(&app, id(&cash)), vec!["created", "confirmed"]);
    let res = app.call("POST", &reject(&cash), Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "BOOKING_NOT_PENDING");
    assert_eq!(
        error_code(&app.call("POST", &confirm(&cash), Some(&owner), None).await),
        "BOOKING_NOT_PENDING"
    );

    // An unpaid UPI booking cannot be confirmed; paid, it can.
    let upi = book(&app, &priya, ALPHA, "2026-12-05T21:00:00+05:30", "upi").await;
    let res = app.call("POST", &confirm(&upi), Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "PAYMENT_PENDING");
    assert!(res.json()["message"].as_str().unwrap().contains("not paid"));
    set_payment_status(&app, id(&upi), "failed");
    assert_eq!(
        error_code(&app.call("POST", &confirm(&upi), Some(&owner), None).await),
        "PAYMENT_PENDING"
    );
    assert_eq!(
        state_of(&app, &priya, id(&upi)).await,
        ("pending".into(), "failed".into())
    );
    set_payment_status(&app, id(&upi), "paid");
    assert_eq!(
        app.call("POST", &confirm(&upi), Some(&owner), None)
            .await
            .status,
        StatusCode::OK
    );

    // Rejecting frees the slot; a paid booking is refunded in full.
    let card = book(
        &app,
        &priya,
        ALPHA,
        "2026-12-06T09:00:00+05:30",
        "credit_card",
    )
    .await;
    set_payment_status(&app, id(&card), "paid");
    let long = "x".repeat(501);
    let res = app
        .call(
            "POST",
            &reject(&card),
            Some(&owner),
            Some(&json!({"reason": long})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let res = app
        .call(
            "POST",
            &reject(&card),
            Some(&owner),
            Some(&json!({"reason": "Closed for a family function"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let b = res.json()["data"].clone();
    assert_eq!(b["status"], "rejected");
    assert_eq!(b["paymentStatus"], "refunded");
    assert_eq!(b["cancellation"]["refund"], ALPHA_HALF_DAY_TOTAL);
    assert_eq!(b["cancellation"]["reason"], "Closed for a family function");
    assert_eq!(events(&app, id(&card)), vec!["created", "rejected"]);
    let ravi = guest(&app, 2, "Ravi Teja").await;
    let again = book(&app, &ravi, ALPHA, "2026-12-06T09:00:00+05:30", "cash").await;
    // A reject without a body works too.
    let res = app.call("POST", &reject(&again), Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["paymentStatus"], "unpaid");
    book(&app, &priya, ALPHA, "2026-12-06T09:00:00+05:30", "cash").await;
}

async fn the_sweep_expires_unanswered_and_unpaid_bookings(app: TestApp) {
    use escapes_core::bookings::expiry::expire_due;
    use escapes_core::time::Clock;
    let priya = guest(&app, 1, "Priya Sharma").await;
    let cash = book(&app, &priya, ALPHA, "2026-12-05T09:00:00+05:30", "cash").await;
    let upi = book(&app, &priya, ALPHA, "2026-12-05T21:00:00+05:30", "upi").await;
    let paid = book(
        &app,
        &priya,
        ALPHA,
        "2026-12-06T09:00:00+05:30",
        "debit_card",
    )
    .await;
    set_payment_status(&app, id(&paid), "paid");
    let status = |b: &Value| stored(&app, id(b)).0;

    // 29 minutes: nothing is due.
    app.clock.advance(29 * 60);
    assert_eq!(
        expire_due(&app.store, app.clock.now())
            .await
            .unwrap()
            .expired,
        0
    );
    // Past 30 minutes the unpaid UPI booking lets its slot go; cash and paid ones wait.
    app.clock.advance(2 * 60);
    assert_eq!(
        expire_due(&app.store, app.clock.now())
            .await
            .unwrap()
            .expired,
        1
    );
    assert_eq!(status(&upi), "expired");
    assert_eq!(events(&app, id(&upi)), vec!["created", "expired"]);
    assert_eq!(status(&cash), "pending");
    assert_eq!(status(&paid), "pending");
    let owner = signed_in(&app, OWNER).await;
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{}/confirm", id(&upi)),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(error_code(&res), "BOOKING_NOT_PENDING");
    let ravi = guest(&app, 2, "Ravi Teja").await;
    book(&app, &ravi, ALPHA, "2026-12-05T21:00:00+05:30", "cash").await;

    // A day later, the bookings the owner never answered expire too; running again does nothing.
    // (Ravi's booking, made 31 minutes in, still has a minute to go.)
    app.clock.advance(24 * 3600 - 60);
    let sweep = expire_due(&app.store, app.clock.now()).await.unwrap();
    assert_eq!(sweep.expired, 2);
    assert_eq!(stored(&app, id(&cash)), ("expired".into(), "unpaid".into()));
    assert_eq!(status(&paid), "expired");
    assert_eq!(
        expire_due(&app.store, app.clock.now())
            .await
            .unwrap()
            .expired,
        0
    );
    let ravi = signed_in(&app, "+919876500002").await;
    book(&app, &ravi, ALPHA, "2026-12-05T09:00:00+05:30", "cash").await;
    // Expired bookings show as such to their guest, with no deadline left.
    let priya = signed_in(&app, "+919876500001").await;
    let res = app
        .call(
            "GET",
            &format!("/api/v1/bookings/{}", id(&cash)),
            Some(&priya),
            None,
        )
        .await;
    assert_eq!(res.json()["data"]["status"], "expired");
    assert!(res.json()["data"].get("expiresAt").is_none());
}

async fn idempotency_keys_are_kept_a_day_then_deleted(app: TestApp) {
    use escapes_core::bookings::expiry::expire_due;
    use escapes_core::time::Clock;
    let body = json!({
        "propertyId": ALPHA, "bookingType": "half_day", "start": "2026-12-05T09:00:00+05:30", "guests": 6,
        "paymentMethod": "cash", "expectedTotal": ALPHA_HALF_DAY_TOTAL,
    });
    let mut newer = body.clone();
    newer["start"] = json!("2026-12-05T21:00:00+05:30");
    // Signed in afresh each time: the clock moves past an access token's life.
    let send = |key: &'static str, body: Value| {
        let app = &app;
        async move {
            let token = signed_in(app, "+919876500001").await;
            let req = Request::post("/api/v1/bookings")
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::AUTHORIZATION, format!("Bearer {token}"))
                .header("Idempotency-Key", key)
                .body(Body::from(body.to_string()))
                .unwrap();
            app.request(req).await
        }
    };
    app.add_user("+919876500001", "Priya Sharma", None, "user");
    assert_eq!(send("old", body.clone()).await.status, StatusCode::CREATED);
    app.clock.advance(12 * 3600);
    assert_eq!(send("new", newer.clone()).await.status, StatusCode::CREATED);

    // Just under a day: both kept, a retry still replays.
    app.clock.advance(12 * 3600 - 60);
    assert_eq!(
        expire_due(&app.store, app.clock.now())
            .await
            .unwrap()
            .keys_deleted,
        0
    );
    let res = send("old", body.clone()).await;
    assert_eq!(res.headers.get("idempotent-replayed").unwrap(), "true");
    app.clock.advance(120);
    let sweep = expire_due(&app.store, app.clock.now()).await.unwrap();
    assert_eq!(sweep.keys_deleted, 1);
    let res = send("new", newer).await;
    assert_eq!(
        res.headers.get("idempotent-replayed").unwrap(),
        "true",
        "{}",
        res.text
    );
}

async fn blocks_close_whole_dates_of_ones_own_property(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let other = other_owner(&app).await;
    let priya = guest(&app, 1, "Priya Sharma").await;
    let blocks = "/api/v1/owner/properties/1/blocks";
    book(&app, &priya, ALPHA, "2026-12-05T09:00:00+05:30", "cash").await;

    let res = app
        .call(
            "POST",
            blocks,
            Some(&owner),
            Some(&json!({"from": "2026-12-07", "to": "2026-12-08", "note": " Painting "})),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let block = res.json()["data"].clone();
    assert_eq!(block["start"], "2026-12-07T00:00:00+05:30");
    assert_eq!(block["end"], "2026-12-09T00:00:00+05:30");
    assert_eq!(block["note"], "Painting");

    // The blocked dates are not offered and cannot be booked.
    let res = app
        .get("/api/v1/properties/1/availability?from=2026-12-06&to=2026-12-08")
        .await;
    let days = res.json()["data"]["days"].clone();
    assert_eq!(days[0]["slots"][0]["halfDay"], true, "{days}");
    assert_eq!(days[1]["slots"][0]["halfDay"], false);
    assert_eq!(days[2]["slots"][1]["halfDay"], false);
    let res = try_book(&app, &priya, &json!({
        "propertyId": ALPHA, "bookingType": "half_day", "start": "2026-12-08T21:00:00+05:30", "guests": 6,
        "paymentMethod": "cash", "expectedTotal": ALPHA_HALF_DAY_TOTAL,
    }))
    .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "SLOT_TAKEN");

    // Overlaps with a booking, a block or the seeded hold are refused.
    for (from, to) in [
        ("2026-12-05", "2026-12-05"),
        ("2026-12-08", "2026-12-09"),
        ("2026-12-11", "2026-12-11"),
    ] {
        let res = app
            .call(
                "POST",
                blocks,
                Some(&owner),
                Some(&json!({"from": from, "to": to})),
            )
            .await;
        assert_eq!(
            res.status,
            StatusCode::CONFLICT,
            "{from}–{to}: {}",
            res.text
        );
        assert_eq!(error_code(&res), "BLOCK_OVERLAPS");
        assert!(res.json()["message"]
            .as_str()
            .unwrap()
            .contains("already have a booking or a block"));
    }
    // Bad dates are a 400 naming the field.
    for (body, field) in [
        (json!({"from": "2026-11-30", "to": "2026-12-01"}), "from"),
        (json!({"from": "2026-12-20", "to": "2026-12-19"}), "to"),
        (json!({"from": "2026-12-20", "to": "2027-03-20"}), "to"),
        (json!({"from": "20-12-2026", "to": "2026-12-21"}), "from"),
        (json!({"to": "2026-12-21"}), "from"),
    ] {
        let res = app.call("POST", blocks, Some(&owner), Some(&body)).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{body}: {}", res.text);
        assert!(
            res.json()["error"]["fields"][field].is_string(),
            "{body}: {}",
            res.text
        );
    }
    // Ninety days is the most, today the earliest.
    let res = app
        .call(
            "POST",
            blocks,
            Some(&owner),
            Some(&json!({"from": "2026-12-20", "to": "2027-03-19"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let long = res.json()["data"].clone();
    let res = app
        .call(
            "POST",
            "/api/v1/owner/properties/2/blocks",
            Some(&owner),
            Some(&json!({"from": "2026-12-01", "to": "2026-12-01"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);

    // Someone else's property is not found; a guest is not an owner.
    let res = app
        .call(
            "POST",
            "/api/v1/owner/properties/1/blocks",
            Some(&other),
            Some(&json!({"from": "2026-12-21", "to": "2026-12-21"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    assert_eq!(
        app.call("GET", blocks, Some(&other), None).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.call("GET", blocks, Some(&priya), None).await.status,
        StatusCode::FORBIDDEN
    );

    let res = app
        .call(
            "GET",
            &format!("{blocks}?from=2026-12-01&to=2026-12-31"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let listed: Vec<i64> = res.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(id)
        .collect();
    // The seeded maintenance block of 10 Dec is one too; bookings are not blocks.
    assert_eq!(listed.len(), 3, "{}", res.text);
    assert_eq!(listed[0], id(&block));
    assert_eq!(listed[2], id(&long));
    let res = app
        .call(
            "GET",
            &format!("{blocks}?from=2026-12-09&to=2026-12-08"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);

    // Deleting: another owner's is not found, and changes nothing.
    let one = format!("{blocks}/{}", id(&block));
    assert_eq!(
        app.call("DELETE", &one, Some(&other), None).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.call(
            "DELETE",
            &format!("/api/v1/owner/properties/2/blocks/{}", id(&block)),
            Some(&owner),
            None
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
    let res = app.call("DELETE", &one, Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    assert_eq!(
        app.call("DELETE", &one, Some(&owner), None).await.status,
        StatusCode::NOT_FOUND
    );
    book(&app, &priya, ALPHA, "2026-12-08T21:00:00+05:30", "cash").await;

    // A booking's hold is not a block: its id cannot be deleted here.
    use diesel::prelude::*;
    use escapes_core::store::schema::held_intervals;
    let hold: i64 = app
        .store
        .run_blocking(|c| {
            Ok(held_intervals::table
                .filter(held_intervals::kind.eq("booking"))
                .select(held_intervals::id)
                .first(c)?)
        })
        .unwrap();
    let res = app
        .call("DELETE", &format!("{blocks}/{hold}"), Some(&owner), None)
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
}

async fn one_booking_is_shown_to_its_guest_and_owner_only(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let other = other_owner(&app).await;
    let priya = guest(&app, 1, "Priya Sharma").await;
    let stranger = guest(&app, 2, "Ravi Teja").await;
    let b = book(&app, &priya, ALPHA, "2026-12-05T09:00:00+05:30", "cash").await;
    let uri = format!("/api/v1/bookings/{}", id(&b));
    for t in [&priya, &owner] {
        let res = app.call("GET", &uri, Some(t), None).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        assert_eq!(res.json()["data"]["code"], b["code"]);
        assert_eq!(res.json()["data"]["price"]["total"], ALPHA_HALF_DAY_TOTAL);
    }
    for t in [&stranger, &other] {
        let res = app.call("GET", &uri, Some(t), None).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    }
    assert_eq!(
        app.call("GET", "/api/v1/bookings/999", Some(&priya), None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.call("GET", &uri, None, None).await.status,
        StatusCode::UNAUTHORIZED
    );
}

async fn the_list_opens_on_what_comes_next_and_ends_with_the_latest_stays_had(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let priya = guest(&app, 1, "Priya Sharma").await;
    let mut stays = Vec::new();
    for day in [3, 5, 7] {
        let b = book(
            &app,
            &priya,
            ALPHA,
            &format!("2026-12-{day:02}T09:00:00+05:30"),
            "cash",
        )
        .await;
        let res = app
            .call(
                "POST",
                &format!("/api/v1/owner/bookings/{}/confirm", id(&b)),
                Some(&owner),
                None,
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        stays.push(id(&b));
    }
    let pending = id(&book(&app, &priya, ALPHA, "2026-12-08T09:00:00+05:30", "cash").await);
    // 6 December: the 3rd and 5th are over, the 7th and the pending 8th are to come.
    app.clock.advance(5 * 24 * 3600);
    let owner = signed_in(&app, OWNER).await;
    let res = app
        .call("GET", "/api/v1/owner/bookings", Some(&owner), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let order: Vec<i64> = res.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(id)
        .collect();
    assert_eq!(order, vec![pending, stays[2], stays[1], stays[0]]);
}

/// The owner's chat with a guest lists that guest's bookings of the conversation's farmhouse
/// (`guestId` with `propertyId`), so the owner can answer a request where they talk.
async fn the_list_narrows_to_one_guest_for_the_owners_chat(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let priya_id = app.add_user("+919876500001", "Priya Sharma", None, "user");
    let priya = signed_in(&app, "+919876500001").await;
    let ravi = guest(&app, 2, "Ravi Kumar").await;
    let hers = book(&app, &priya, ALPHA, "2026-12-05T09:00:00+05:30", "cash").await;
    book(&app, &ravi, ALPHA, "2026-12-06T09:00:00+05:30", "cash").await;

    let res = app
        .call(
            "GET",
            &format!("/api/v1/owner/bookings?propertyId={ALPHA}&guestId={priya_id}"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let list = res.json();
    assert_eq!(list["meta"]["total"], 1);
    assert_eq!(list["data"][0]["id"], hers["id"]);
    assert_eq!(list["data"][0]["guest"]["id"], priya_id);

    // Another owner asking about the same guest sees none of this owner's bookings.
    let other = other_owner(&app).await;
    let res = app
        .call(
            "GET",
            &format!("/api/v1/owner/bookings?guestId={priya_id}"),
            Some(&other),
            None,
        )
        .await;
    assert_eq!(res.json()["meta"]["total"], 0);

    let res = app
        .call(
            "GET",
            "/api/v1/owner/bookings?guestId=abc",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(res.json()["success"], false, "{}", res.text);
}

on_both_databases! {
    one_guest_for_the_chat => the_list_narrows_to_one_guest_for_the_owners_chat;
    list_order => the_list_opens_on_what_comes_next_and_ends_with_the_latest_stays_had;
    owner_sees_only_own_bookings => an_owner_sees_only_bookings_of_their_own_properties;
    confirm_and_reject => confirm_and_reject_answer_a_pending_booking_once;
    expiry_sweep => the_sweep_expires_unanswered_and_unpaid_bookings;
    idempotency_keys_expire => idempotency_keys_are_kept_a_day_then_deleted;
    owner_blocks => blocks_close_whole_dates_of_ones_own_property;
    booking_by_id => one_booking_is_shown_to_its_guest_and_owner_only;
}
