//! The console's reconciliation through the real router, on SQLite and on PostgreSQL: a day of a
//! paid card booking agrees to the paisa; a payment the provider's records put at another amount
//! (the row changed behind the ledger's back) and a capture the ledger never posted are listed by
//! payment, booking and amount; only an admin's console session reads it, never cached; bad
//! dates are 400s naming their field.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use escapes_core::payments::{signature, Payments, PaymentsConfig, Simulated};
use escapes_core::testing::TestDatabase;
use serde_json::{json, Value};
use support::{q, TestApp};

const KEY_SECRET: &[u8] = b"test-simulated-key-secret";
const ADMIN: &str = "+919000000000";
const OWNER: &str = "+919000000001";
const GUEST: &str = "+919876500001";
const ALPHA: i64 = 1;
/// ₹5,000 a half day + ₹500 cleaning + 5 % GST.
const ALPHA_TOTAL: i64 = 5_775;
/// The test clock's day (support::now, 10:00 IST).
const TODAY: &str = "2026-12-01";

fn app_on(db: TestDatabase) -> TestApp {
    let simulated = Simulated::new(KEY_SECRET, b"test-simulated-webhook-secret");
    TestApp::on_configured(db, move |state, store, clock| {
        let config = PaymentsConfig::Simulated(simulated);
        state.with_payments(Payments::new(store, clock, config).unwrap())
    })
}

fn token(session: &Value) -> String {
    session["token"].as_str().unwrap().to_string()
}

/// A card booking of Alpha's half day on 6 December, paid through the checkout's verification;
/// the booking.
async fn paid_booking(app: &TestApp, guest: &str) -> Value {
    let body = json!({
        "propertyId": ALPHA, "bookingType": "half_day",
        "start": "2026-12-06T09:00:00+05:30", "guests": 6,
        "paymentMethod": "credit_card", "expectedTotal": ALPHA_TOTAL,
    });
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {guest}"))
        .header("Idempotency-Key", "reconciliation-1")
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let booking = res.json()["data"].clone();
    let res = app
        .call(
            "POST",
            &format!("/api/v1/bookings/{}/payment-order", booking["id"]),
            Some(guest),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let order_id = res.json()["data"]["orderId"].as_str().unwrap().to_string();
    let pay_id = "pay_sim_Reconcile0001";
    let body = json!({
        "bookingId": booking["id"], "razorpayOrderId": order_id, "razorpayPaymentId": pay_id,
        "razorpaySignature": signature::sign_checkout(KEY_SECRET, &order_id, pay_id),
    });
    let res = app
        .call("POST", "/api/v1/payments/verify", Some(guest), Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    booking
}

fn sql(app: &TestApp, text: String) {
    use diesel::RunQueryDsl;
    app.store
        .run_blocking(move |c| Ok(diesel::sql_query(text).execute(c)?))
        .unwrap();
}

async fn reconcile(app: &TestApp, admin: &str, from: &str, to: &str) -> Value {
    let uri = format!("/api/v1/admin/reconciliation?from={from}&to={to}");
    let res = app.admin_call("GET", &uri, admin, None, None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.headers.get(header::CACHE_CONTROL).unwrap(),
        "private, no-store"
    );
    res.json()["data"].clone()
}

/// The figure of `flow` through the simulated provider on `date`: (provider, ledger, difference).
fn figure(r: &Value, date: &str, flow: &str) -> (i64, i64, i64) {
    let f = r["days"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["date"] == date)
        .and_then(|d| {
            d["figures"]
                .as_array()
                .unwrap()
                .iter()
                .find(|f| f["flow"] == flow && f["provider"] == "simulated")
                .cloned()
        })
        .unwrap_or_else(|| panic!("no {flow} on {date}: {r}"));
    (
        f["providerPaise"].as_i64().unwrap(),
        f["ledgerPaise"].as_i64().unwrap(),
        f["differencePaise"].as_i64().unwrap(),
    )
}

async fn a_paid_day_agrees_and_a_changed_payment_is_named(db: TestDatabase) {
    let app = app_on(db);
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app.sign_in(GUEST).await);
    let booking = paid_booking(&app, &guest).await;
    let (admin, _csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let total = ALPHA_TOTAL * 100;

    let r = reconcile(&app, &admin, TODAY, TODAY).await;
    assert_eq!(
        (r["from"].as_str(), r["to"].as_str()),
        (Some(TODAY), Some(TODAY))
    );
    assert_eq!(r["differences"], json!([]), "{r}");
    assert_eq!(r["differencesComplete"], true);
    assert_eq!(r["days"].as_array().unwrap().len(), 1, "{r}");
    assert_eq!(figure(&r, TODAY, "payments_captured"), (total, total, 0));
    assert_eq!(r["totals"][0]["flow"], "payments_captured", "{r}");
    assert_eq!(r["totals"][0]["differencePaise"], 0);

    // The provider's record of the payment says ₹5,000: changed behind the ledger's back.
    let id = booking["id"].as_i64().unwrap();
    let filter = q(&format!(r#"{{"bookingId":{id}}}"#));
    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/payments?filter={filter}"),
            &admin,
            None,
            None,
        )
        .await;
    let payment = res.json()["data"][0]["id"].as_i64().unwrap();
    sql(
        &app,
        format!("UPDATE payments SET amount_paise = 500000 WHERE id = {payment}"),
    );
    let r = reconcile(&app, &admin, "2026-11-25", TODAY).await;
    assert_eq!(
        figure(&r, TODAY, "payments_captured"),
        (500_000, total, 500_000 - total)
    );
    let differences = r["differences"].as_array().unwrap();
    assert_eq!(differences.len(), 1, "{r}");
    let d = &differences[0];
    assert_eq!(d["flow"], "payments_captured");
    assert_eq!(d["problem"], "amount_differs");
    assert_eq!(d["date"], TODAY);
    assert_eq!(d["paymentId"], payment);
    assert_eq!(d["bookingId"], id);
    assert_eq!(d["bookingCode"], booking["code"]);
    assert_eq!(d["providerPaise"], 500_000);
    assert_eq!(d["ledgerPaise"], total);
    assert_eq!(d["differencePaise"], 500_000 - total);
    assert!(d["message"].as_str().unwrap().contains("₹5,000.00"), "{d}");
    sql(
        &app,
        format!("UPDATE payments SET amount_paise = {total} WHERE id = {payment}"),
    );

    // A capture at 18:00 IST that the ledger never posted.
    let at = support::now().timestamp() + 8 * 3_600;
    sql(
        &app,
        format!(
            "INSERT INTO payments (booking_id, provider, provider_order_id, provider_payment_id, \
             amount_paise, currency, status, created_at, updated_at) VALUES \
             ({id}, 'simulated', 'order_unposted', 'pay_unposted', 4200, 'INR', 'paid', {at}, {at})"
        ),
    );
    let r = reconcile(&app, &admin, TODAY, "2026-12-31").await;
    assert_eq!(
        figure(&r, TODAY, "payments_captured"),
        (total + 4_200, total, 4_200)
    );
    let d = &r["differences"][0];
    assert_eq!(r["differences"].as_array().unwrap().len(), 1, "{r}");
    assert_eq!(
        (
            d["problem"].as_str(),
            d["providerPaise"].as_i64(),
            &d["ledgerPaise"]
        ),
        (Some("not_in_ledger"), Some(4_200), &Value::Null)
    );
    assert_eq!(d["ledgerEntries"], 0);
    assert_eq!(d["bookingCode"], booking["code"]);
    assert!(d["paymentId"].as_i64().unwrap() > payment, "{d}");
}

async fn only_an_admins_console_reads_it_and_bad_dates_name_their_field(db: TestDatabase) {
    let app = app_on(db);
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let uri = format!("/api/v1/admin/reconciliation?from={TODAY}&to={TODAY}");

    // Nobody, a guest, an owner, an admin's app session: refused.
    let res = app.call("GET", &uri, None, None).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{}", res.text);
    let guest = token(&app.sign_in(GUEST).await);
    let owner = token(&app.sign_in(OWNER).await);
    for t in [&guest, &owner] {
        let res = app.admin_call("GET", &uri, t, None, None).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
        assert!(res.json()["data"].is_null(), "{}", res.text);
    }
    let (admin, _csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let app_session = token(&app.sign_in(ADMIN).await);
    let res = app.admin_call("GET", &uri, &app_session, None, None).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);

    // Nothing moved: no days, nothing to list.
    let r = reconcile(&app, &admin, TODAY, TODAY).await;
    assert_eq!(
        (&r["days"], &r["differences"], &r["totals"]),
        (&json!([]), &json!([]), &json!([]))
    );

    for (query, field, said) in [
        ("to=2026-12-01", "from", "Enter from as a date (yyyy-mm-dd)"),
        (
            "from=2026-12-01&to=01-12-2026",
            "to",
            "to must be a date as yyyy-mm-dd, such as 2026-11-30",
        ),
        (
            "from=2026-02-30&to=2026-03-01",
            "from",
            "from must be a date as yyyy-mm-dd, such as 2026-11-30",
        ),
        (
            "from=2026-12-02&to=2026-12-01",
            "to",
            "to must be on or after from",
        ),
        (
            "from=2026-09-01&to=2026-12-01",
            "to",
            "A reconciliation covers at most 92 days; 2026-09-01 to 2026-12-01 is 92 days",
        ),
    ] {
        let res = app
            .admin_call(
                "GET",
                &format!("/api/v1/admin/reconciliation?{query}"),
                &admin,
                None,
                None,
            )
            .await;
        if said.ends_with("is 92 days") {
            // Exactly 92 days is allowed; a day more is not.
            assert_eq!(res.status, StatusCode::OK, "{query}: {}", res.text);
            let res = app
                .admin_call(
                    "GET",
                    "/api/v1/admin/reconciliation?from=2026-08-31&to=2026-12-01",
                    &admin,
                    None,
                    None,
                )
                .await;
            assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
            assert_eq!(
                res.json()["error"]["fields"]["to"],
                "A reconciliation covers at most 92 days; 2026-08-31 to 2026-12-01 is 93 days"
            );
            continue;
        }
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{query}: {}", res.text);
        assert_eq!(res.json()["error"]["fields"][field], said, "{query}");
    }
    // A control character is refused on its field; nothing is ever a 500.
    for query in [
        "from=2026-12-01%01&to=2026-12-01",
        "from=99999999-01-01&to=99999999-01-02",
        "from=&to=",
        "from=2026-12-01&from=2026-12-02&to=2026-12-03",
    ] {
        let res = app
            .admin_call(
                "GET",
                &format!("/api/v1/admin/reconciliation?{query}"),
                &admin,
                None,
                None,
            )
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{query}: {}", res.text);
    }
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
    paid_day_and_changed_payment => a_paid_day_agrees_and_a_changed_payment_is_named;
    roles_and_bad_dates => only_an_admins_console_reads_it_and_bad_dates_name_their_field;
}
