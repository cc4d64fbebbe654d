//! Owner payouts through the real router, on SQLite and on PostgreSQL: payout details behind a
//! fresh code (masked once entered, the owner told, a change waiting 24 hours), earnings only
//! one's own, the provider's webhook (401 for a bad signature, once however often it comes), the
//! simulated provider's failure page, and the console's payouts, holds, send again and
//! adjustments, each with a reason and CSRF; the month's statement as CSV and as PDF, in the
//! owner's language. Refusals change nothing.

mod support;

use std::sync::Arc;

use axum::http::StatusCode;
use escapes_core::ledger::Ledger;
use escapes_core::payouts::simulated::SimulatedPayouts;
use escapes_core::payouts::{Payouts, PayoutsConfig};
use escapes_core::testing::{run_async, TestDatabase};
use escapes_core::time::{Clock, SharedClock};
use serde_json::{json, Value};
use support::TestApp;

const OWNER: &str = "+919000000001";
const OTHER_OWNER: &str = "+919000000002";
const GUEST: &str = "+919876500001";
const SECRET: &[u8] = b"payout webhook test secret";
const HOUR: i64 = 3_600;

fn app(db: TestDatabase) -> TestApp {
    TestApp::on_configured(db, |state, store, clock| {
        state.with_payouts(payouts(store, clock))
    })
}

fn payouts(store: escapes_core::Store, clock: SharedClock) -> Payouts {
    Payouts::from_config(
        store,
        clock,
        PayoutsConfig::Simulated(SimulatedPayouts::from_server_secret(SECRET)),
    )
    .unwrap()
}

/// The same service the server runs, for the daily run and the sender.
fn service(app: &TestApp) -> Payouts {
    payouts(app.store.clone(), Arc::new(app.clock.clone()))
}

fn ledger(app: &TestApp) -> Ledger {
    Ledger::new(app.store.clone(), Arc::new(app.clock.clone()))
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

/// (destination, body) of the notification outbox's rows for `event`, newest first.
fn notices(app: &TestApp, event: &'static str) -> Vec<(String, String)> {
    use diesel::prelude::*;
    app.store
        .run_blocking(move |c| {
            use escapes_core::store::schema::notification_outbox as o;
            Ok(o::table
                .filter(o::event.eq(event))
                .order(o::id.desc())
                .select((o::destination, o::body))
                .load(c)?)
        })
        .unwrap()
}

async fn details(app: &TestApp, t: &str) -> Value {
    let res = app
        .call("GET", "/api/v1/owner/payout-details", Some(t), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.headers.get("cache-control").unwrap(),
        "private, no-store"
    );
    res.json()["data"].clone()
}

async fn put_details(app: &TestApp, t: &str, body: &Value) -> support::Response {
    app.call("PUT", "/api/v1/owner/payout-details", Some(t), Some(body))
        .await
}

/// A fresh code for a change of payout details, from the dev outbox.
async fn fresh_code(app: &TestApp, t: &str, phone: &str) -> String {
    let res = app
        .call(
            "POST",
            "/api/v1/owner/payout-details/send-otp",
            Some(t),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["identifier"], "+91******0001");
    app.latest_code(phone).await
}

async fn payout_details_need_a_fresh_code_and_show_masked(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let owner = token(&app, OWNER).await;
    let guest = token(&app, GUEST).await;
    assert_eq!(details(&app, &owner).await, Value::Null);

    // Nobody signed in, a guest: refused.
    let upi = json!({"method": "upi", "vpa": "ravi.reddy@okhdfc", "holderName": "Ravi Reddy"});
    let res = app
        .call("PUT", "/api/v1/owner/payout-details", None, Some(&upi))
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        put_details(&app, &guest, &upi).await.status,
        StatusCode::FORBIDDEN
    );
    let res = app
        .call("GET", "/api/v1/owner/earnings", Some(&guest), None)
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);

    // A token alone cannot say where the money goes.
    let res = put_details(&app, &owner, &upi).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    assert_eq!(code(&res), "STEP_UP_REQUIRED");

    // Bad input is named by field, before any code is spent.
    let res = put_details(
        &app,
        &owner,
        &json!({"method": "bank", "accountNumber": "12", "ifsc": "HDFC1234", "holderName": "R", "code": "123456"}),
    )
    .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let fields = res.json()["error"]["fields"].clone();
    assert_eq!(
        fields["accountNumber"],
        "Enter the account number: 9 to 18 digits"
    );
    assert_eq!(
        fields["ifsc"],
        "Enter the IFSC: 11 characters, such as HDFC0001234"
    );
    assert_eq!(
        fields["holderName"],
        "Enter the account holder's name (2 to 100 characters)"
    );
    let res = put_details(
        &app,
        &owner,
        &json!({"method": "upi", "vpa": "ravi@", "code": "123456"}),
    )
    .await;
    assert_eq!(
        res.json()["error"]["fields"]["vpa"],
        "Enter a UPI id such as name@bank"
    );
    let res = put_details(&app, &owner, &json!({"method": "upi", "vpa": "ravi@okhdfc", "holderName": "Ravi\u{7}", "code": "123456"})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let huge = json!({"method": "upi", "vpa": "a".repeat(200 * 1024)});
    assert_eq!(
        put_details(&app, &owner, &huge).await.status,
        StatusCode::PAYLOAD_TOO_LARGE
    );
    assert_eq!(details(&app, &owner).await, Value::Null);

    // The fresh code to the phone: a wrong one changes nothing, the right one saves.
    app.clock.advance(60);
    let fresh = fresh_code(&app, &owner, OWNER).await;
    let wrong = if fresh == "000000" {
        "111111"
    } else {
        "000000"
    };
    let mut body = upi.clone();
    body["code"] = json!(wrong);
    let res = put_details(&app, &owner, &body).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(details(&app, &owner).await, Value::Null);
    body["code"] = json!(fresh);
    let res = put_details(&app, &owner, &body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert!(!res.text.contains("ravi.reddy"), "{}", res.text);
    let first = details(&app, &owner).await;
    assert_eq!(first["method"], "upi");
    assert_eq!(first["masked"], "••••eddy@okhdfc");
    // The first details are paid at once.
    assert_eq!(first["payableFrom"], first["addedAt"]);
    // The owner's phone is told where the money now goes.
    let told = notices(&app, "payout_details_changed");
    let mut to: Vec<&str> = told.iter().map(|(d, _)| d.as_str()).collect();
    to.sort_unstable();
    assert_eq!(to, [OWNER, "ravi@example.in"], "{told:?}");
    assert!(
        told.iter()
            .all(|(_, body)| body.contains("••••eddy@okhdfc")),
        "{told:?}"
    );
    // The code was used up: the same one cannot change them again.
    let bank = json!({"method": "bank", "accountNumber": "1234 5678 4321", "ifsc": "hdfc0001234", "holderName": "Ravi Reddy", "code": fresh});
    assert_eq!(
        put_details(&app, &owner, &bank).await.status,
        StatusCode::BAD_REQUEST
    );

    // A change: shown masked, and paid only 24 hours later.
    app.clock.advance(60);
    let mut bank = bank;
    bank["code"] = json!(fresh_code(&app, &owner, OWNER).await);
    let res = put_details(&app, &owner, &bank).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let second = res.json()["data"].clone();
    assert_eq!(second["masked"], "HDFC0001234 ••••4321");
    assert_eq!(second["ifsc"], "HDFC0001234");
    assert!(!res.text.contains("123456784321"));
    let added = chrono::DateTime::parse_from_rfc3339(second["addedAt"].as_str().unwrap()).unwrap();
    let from =
        chrono::DateTime::parse_from_rfc3339(second["payableFrom"].as_str().unwrap()).unwrap();
    assert_eq!((from - added).num_hours(), 24);
}

async fn a_payout_reaches_the_owner_once(app: TestApp) {
    app.add_user(OTHER_OWNER, "Lakshmi Rao", None, "owner");
    let owner_id = app.add_user("+919000000003", "Suresh Goud", None, "owner");
    let owner = token(&app, "+919000000003").await;
    let other = token(&app, OTHER_OWNER).await;
    let (admin, csrf) = app.admin_console("+919000000099", "Asha Admin").await;

    // Staff credit the owner ₹1,000 (a goodwill payment): a reason and CSRF are required.
    let uri = format!("/api/v1/admin/users/{owner_id}/ledger-adjustments");
    let credit = json!({"amountPaise": 100_000, "reason": "Goodwill for a broken geyser"});
    let res = app
        .admin_call("POST", &uri, &admin, None, Some(&credit))
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    let res = app
        .admin_call(
            "POST",
            &uri,
            &admin,
            Some(&csrf),
            Some(&json!({"amountPaise": 100_000})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    for huge in [i64::MIN, i64::MAX, -1_000_000_001] {
        let body = json!({"amountPaise": huge, "reason": "Typo"});
        let res = app
            .admin_call("POST", &uri, &admin, Some(&csrf), Some(&body))
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{huge}: {}", res.text);
    }
    let res = app
        .admin_call("POST", &uri, &admin, Some(&csrf), Some(&credit))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["balance"]["availablePaise"], 100_000);

    // Only the owner sees it; nobody is paid without payout details.
    let res = app
        .call("GET", "/api/v1/owner/earnings", Some(&owner), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let mine = res.json()["data"].clone();
    assert_eq!(mine["availablePaise"], 100_000);
    assert_eq!(mine["minimumPayoutPaise"], 10_000);
    assert_eq!(mine["payoutDetails"], Value::Null);
    let res = app
        .call("GET", "/api/v1/owner/earnings", Some(&other), None)
        .await;
    assert_eq!(res.json()["data"]["availablePaise"], 0);
    let res = app
        .call(
            "GET",
            "/api/v1/owner/earnings?month=2026-13",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let run = service(&app).run().await.unwrap();
    assert_eq!((run.payouts_made, run.without_details), (0, 1));

    // With a UPI id, the run pays it once, however often it runs.
    app.clock.advance(60);
    let fresh = fresh_code_for(&app, &owner, "+919000000003").await;
    let body =
        json!({"method": "upi", "vpa": "suresh@ybl", "holderName": "Suresh Goud", "code": fresh});
    assert_eq!(
        put_details(&app, &owner, &body).await.status,
        StatusCode::OK
    );
    for _ in 0..3 {
        service(&app).run().await.unwrap();
    }
    assert_eq!(service(&app).send_due().await.unwrap(), 1);
    assert_eq!(service(&app).send_due().await.unwrap(), 0);
    let res = app
        .call("GET", "/api/v1/owner/earnings", Some(&owner), None)
        .await;
    let mine = res.json()["data"].clone();
    assert_eq!(mine["availablePaise"], 0);
    let payouts = mine["payouts"].as_array().unwrap();
    assert_eq!(payouts.len(), 1, "{mine}");
    assert_eq!(payouts[0]["status"], "processing");
    assert_eq!(payouts[0]["amountPaise"], 100_000);
    assert_eq!(payouts[0]["reference"], "PO-000001");
    assert_eq!(payouts[0]["destination"], "••••resh@ybl");
    let told = notices(&app, "payout_sent");
    assert_eq!(told[0].0, "+919000000003");
    assert!(
        told[0].1.contains("PO-000001") && told[0].1.contains("₹1,000.00"),
        "{told:?}"
    );

    // The webhook: a bad signature is 401 and changes nothing; a good one, sent ten times,
    // pays it out once.
    let hook = json!({"event": "payout.processed", "payload": {"payout": {"entity": {
        "id": SimulatedPayouts::payout_id("PO-000001"), "status": "processed",
        "reference_id": "PO-000001", "utr": "HDFCR52026112800012345"}}}})
    .to_string();
    let signed = SimulatedPayouts::from_server_secret(SECRET).sign_webhook(hook.as_bytes());
    let post = |signature: String| {
        let req = axum::http::Request::post("/api/v1/payouts/webhook")
            .header("content-type", "application/json")
            .header("x-razorpay-signature", signature)
            .body(axum::body::Body::from(hook.clone()))
            .unwrap();
        app.request(req)
    };
    let res = post("0".repeat(64)).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{}", res.text);
    let res = app
        .call("GET", "/api/v1/owner/earnings", Some(&owner), None)
        .await;
    assert_eq!(res.json()["data"]["payouts"][0]["status"], "processing");
    let mut applied = 0;
    for _ in 0..10 {
        let res = post(signed.clone()).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        applied += usize::from(res.json()["data"]["applied"] == true);
    }
    assert_eq!(applied, 1);
    let res = app
        .call("GET", "/api/v1/owner/earnings", Some(&owner), None)
        .await;
    let mine = res.json()["data"].clone();
    assert_eq!(mine["payouts"][0]["status"], "processed");
    assert_eq!(mine["payouts"][0]["utr"], "HDFCR52026112800012345");
    assert_eq!(mine["paidOutPaise"], 100_000);
    let report = ledger(&app).check().await.unwrap();
    assert!(report.is_ok(), "{:#?}", report.problems);

    // The console lists it with its owner, and shows its ledger lines.
    let res = app
        .admin_call(
            "GET",
            &format!(
                "/api/v1/admin/payouts?filter={}",
                support::q(&json!({"status": "processed"}).to_string())
            ),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.headers.get("content-range").unwrap(), "payouts 0-0/1");
    assert_eq!(res.json()["data"][0]["ownerName"], "Suresh Goud");
    let res = app
        .admin_call("GET", "/api/v1/admin/payouts/1", &admin, None, None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let kinds: Vec<String> = res.json()["data"]["ledger"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["kind"].as_str().unwrap().to_string())
        .collect();
    assert!(
        kinds.contains(&"payout_sent".into()) && kinds.contains(&"payout_settled".into()),
        "{kinds:?}"
    );
    // A paid-out payout is not sent again.
    let res = app
        .admin_call(
            "POST",
            "/api/v1/admin/payouts/1/send-again",
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "Owner asked"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "PAYOUT_NOT_FAILED");

    // Held by staff (with a reason), the owner's next money waits; released, it goes.
    let res = app
        .admin_call(
            "POST",
            &uri,
            &admin,
            Some(&csrf),
            Some(&json!({"amountPaise": 50_000, "reason": "Second goodwill"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let hold = format!("/api/v1/admin/users/{owner_id}/payouts/hold");
    let res = app
        .admin_call("POST", &hold, &admin, Some(&csrf), Some(&json!({})))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let res = app
        .admin_call(
            "POST",
            &hold,
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "Guest disputes a stay"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    app.clock.advance(24 * HOUR);
    let run = service(&app).run().await.unwrap();
    assert_eq!((run.payouts_made, run.held), (0, 1));
    // A day later the console's session has ended; the admin signs in again.
    let (admin, csrf) = admin_again(&app, "+919000000099").await;
    let owner = token(&app, "+919000000003").await;
    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/users/{owner_id}/balance"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.json()["data"]["balance"]["availablePaise"], 50_000);
    assert_eq!(
        res.json()["data"]["hold"]["reason"],
        "Guest disputes a stay"
    );
    let res = app
        .admin_call(
            "POST",
            &format!("/api/v1/admin/users/{owner_id}/payouts/release"),
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "Dispute settled"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let run = service(&app).run().await.unwrap();
    assert_eq!(run.payouts_made, 1);
    service(&app).send_due().await.unwrap();

    // The simulated provider's page fails it: the money is back, and the owner is told why.
    let res = app
        .post_raw(
            "/payouts/simulated/PO-000002",
            "application/x-www-form-urlencoded",
            String::new(),
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.text);
    let res = app
        .call("GET", "/api/v1/owner/earnings", Some(&owner), None)
        .await;
    let mine = res.json()["data"].clone();
    assert_eq!(mine["availablePaise"], 50_000);
    assert_eq!(mine["payouts"][0]["status"], "failed");
    assert!(mine["payouts"][0]["failureReason"]
        .as_str()
        .unwrap()
        .contains("refused"));
    let told = notices(&app, "payout_failed");
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(
        told[0].1.contains("PO-000002") && told[0].1.contains("did not go through"),
        "{told:?}"
    );
    // Staff send it again: one new payout of the same money.
    for _ in 0..2 {
        let res = app
            .admin_call(
                "POST",
                "/api/v1/admin/payouts/2/send-again",
                &admin,
                Some(&csrf),
                Some(&json!({"reason": "Owner fixed the account"})),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        assert_eq!(res.json()["data"]["reference"], "PO-000003");
    }
    let report = ledger(&app).check().await.unwrap();
    assert!(report.is_ok(), "{:#?}", report.problems);

    // The month's statement, as a CSV file of the owner's own payouts.
    let month = escapes_core::payouts::statement::month_of(app.clock.now().timestamp());
    let res = app
        .call(
            "GET",
            &format!("/api/v1/owner/earnings/statement?month={month}&format=csv"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.headers.get("content-type").unwrap(),
        "text/csv; charset=utf-8"
    );
    assert_eq!(
        res.headers.get("cache-control").unwrap(),
        "private, no-store"
    );
    assert!(res.text.starts_with("Booking,Farmhouse,"), "{}", res.text);
    assert!(
        res.text.contains("PO-000002,500.00,Failed,••••resh@ybl"),
        "{}",
        res.text
    );
    let other = token(&app, OTHER_OWNER).await;
    let res = app
        .call(
            "GET",
            &format!("/api/v1/owner/earnings/statement?month={month}"),
            Some(&other),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert!(
        res.text.starts_with("Booking,") && !res.text.contains("PO-0000"),
        "{}",
        res.text
    );
    let res = app
        .call(
            "GET",
            "/api/v1/owner/earnings/statement?format=xls",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
}

/// The PDF's pages, the base names of the fonts it carries, and its text without spaces (text
/// as extracted runs words together where the page sets them apart).
fn read_pdf(bytes: &[u8]) -> (usize, Vec<String>, String) {
    assert!(bytes.starts_with(b"%PDF-"), "not a PDF");
    let doc = lopdf::Document::load_mem(bytes).expect("a PDF");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let fonts = doc
        .objects
        .values()
        .filter_map(|o| o.as_dict().ok())
        .filter(|d| d.get(b"FontFile2").is_ok())
        .map(|d| {
            let name = d.get(b"FontName").unwrap().as_name().unwrap();
            let name = String::from_utf8_lossy(name).into_owned();
            // A subset is named ABCDEF+NotoSans-Regular.
            name.split_once('+')
                .map_or(name.clone(), |(_, n)| n.to_string())
        })
        .collect();
    let text = doc.extract_text(&pages).unwrap();
    (
        pages.len(),
        fonts,
        text.chars().filter(|c| !c.is_whitespace()).collect(),
    )
}

async fn an_owner_downloads_their_months_statement_as_a_pdf(app: TestApp) {
    app.add_user(OTHER_OWNER, "Lakshmi Rao", None, "owner");
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let owner_id = app.add_user("+919000000003", "Suresh Goud", None, "owner");
    let owner = token(&app, "+919000000003").await;
    let other = token(&app, OTHER_OWNER).await;
    let guest = token(&app, GUEST).await;
    let (admin, csrf) = app.admin_console("+919000000099", "Asha Admin").await;

    // Staff credit the owner ₹1,000, and it goes to their UPI id as PO-000001.
    let res = app
        .admin_call(
            "POST",
            &format!("/api/v1/admin/users/{owner_id}/ledger-adjustments"),
            &admin,
            Some(&csrf),
            Some(&json!({"amountPaise": 100_000, "reason": "Goodwill for a broken geyser"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let fresh = fresh_code_for(&app, &owner, "+919000000003").await;
    let body =
        json!({"method": "upi", "vpa": "suresh@ybl", "holderName": "Suresh Goud", "code": fresh});
    assert_eq!(
        put_details(&app, &owner, &body).await.status,
        StatusCode::OK
    );
    service(&app).run().await.unwrap();
    assert_eq!(service(&app).send_due().await.unwrap(), 1);

    let month = escapes_core::payouts::statement::month_of(app.clock.now().timestamp());
    let uri = format!("/api/v1/owner/earnings/statement?month={month}&format=pdf");
    let res = app.call("GET", &uri, Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.headers.get("content-type").unwrap(), "application/pdf");
    assert_eq!(
        res.headers
            .get("content-disposition")
            .unwrap()
            .to_str()
            .unwrap(),
        format!("attachment; filename=\"hyderabad-escapes-statement-{month}.pdf\"")
    );
    assert_eq!(
        res.headers.get("cache-control").unwrap(),
        "private, no-store"
    );
    let (pages, fonts, text) = read_pdf(&res.bytes);
    assert_eq!(pages, 1);
    assert!(fonts.contains(&"NotoSans-Regular".to_string()), "{fonts:?}");
    for expected in [
        "Owner:SureshGoud",
        "Nostaysthismonth.",
        // The payout's line: reference, amount, status, where it went.
        "PO-000001₹1,000.00Onitsway••••resh@ybl",
    ] {
        assert!(text.contains(expected), "{expected} not in {text}");
    }

    // Another owner's statement is theirs alone.
    let res = app.call("GET", &uri, Some(&other), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let (_, _, text) = read_pdf(&res.bytes);
    assert!(text.contains("Owner:LakshmiRao"), "{text}");
    assert!(text.contains("Nopayoutsthismonth."), "{text}");
    assert!(
        !text.contains("PO-0000") && !text.contains("Suresh"),
        "{text}"
    );

    // A guest, or nobody signed in: refused, and no file.
    let res = app.call("GET", &uri, Some(&guest), None).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    assert!(!res.bytes.starts_with(b"%PDF"));
    let res = app.call("GET", &uri, None, None).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{}", res.text);

    // A format or a month the route does not know: a field message.
    let res = app
        .call(
            "GET",
            "/api/v1/owner/earnings/statement?format=docx",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        res.json()["error"]["fields"]["format"],
        "format must be csv or pdf"
    );
    let res = app
        .call(
            "GET",
            "/api/v1/owner/earnings/statement?month=2026-13&format=pdf",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert!(
        res.json()["error"]["fields"]["month"].is_string(),
        "{}",
        res.text
    );

    // In the owner's language: Telugu, in the Telugu font, the figures as they were.
    let res = app
        .call(
            "PUT",
            "/api/v1/users/me/language",
            Some(&owner),
            Some(&json!({"language": "te"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let res = app.call("GET", &uri, Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let (_, fonts, text) = read_pdf(&res.bytes);
    for font in [
        "NotoSansTelugu-Regular",
        "NotoSansTelugu-Bold",
        "NotoSans-Regular",
    ] {
        assert!(fonts.contains(&font.to_string()), "{font} not in {fonts:?}");
    }
    assert!(text.contains("PO-000001₹1,000.00"), "{text}");
}

/// A new console session for an existing admin: (adminToken, csrfToken).
async fn admin_again(app: &TestApp, phone: &str) -> (String, String) {
    let res = app
        .post_json("/api/v1/admin/auth/send-otp", &json!({"phone": phone}))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let otp = app.latest_code(phone).await;
    let res = app
        .post_json(
            "/api/v1/admin/auth/verify-otp",
            &json!({"phone": phone, "otp": otp}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let data = res.json()["data"].clone();
    (
        data["adminToken"].as_str().unwrap().into(),
        data["csrfToken"].as_str().unwrap().into(),
    )
}

async fn fresh_code_for(app: &TestApp, t: &str, phone: &str) -> String {
    let res = app
        .call(
            "POST",
            "/api/v1/owner/payout-details/send-otp",
            Some(t),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    app.latest_code(phone).await
}

macro_rules! on_both {
    ($($name:ident => $body:expr;)+) => {
        mod sqlite {
            use super::*;
            $(#[test]
            fn $name() {
                run_async(TestDatabase::sqlite(), |db| async move { ($body)(app(db)).await })
            })+
        }
        mod postgres {
            use super::*;
            $(#[test]
            fn $name() {
                match TestDatabase::postgres() {
                    Some(db) => run_async(db, |db| async move { ($body)(app(db)).await }),
                    None => eprintln!("TEST_DATABASE_URL is not set: PostgreSQL case not run"),
                }
            })+
        }
    };
}

on_both! {
    payout_details => payout_details_need_a_fresh_code_and_show_masked;
    payout_once => a_payout_reaches_the_owner_once;
    statement_pdf => an_owner_downloads_their_months_statement_as_a_pdf;
}
