//! GST documents through the real router, on SQLite and on PostgreSQL: a business GSTIN at
//! checkout (a bad one is 400 with its field message, none at all books as before), the invoice
//! of a confirmed stay as PDF and HTML for its guest and its owner only (404 for anyone else), a
//! credit note when a paid stay is refunded, the console's lists and files for staff, and an
//! owner's commission invoice; the ledger's books right after.

mod support;

use std::sync::Arc;

use axum::http::{header, StatusCode};
use escapes_core::ledger::Ledger;
use escapes_core::time::SharedClock;
use serde_json::{json, Value};
use support::{q, TestApp};

const OWNER: &str = "+919000000001";
const OTHER_OWNER: &str = "+919000000002";
const GUEST: &str = "+919876500001";
const STRANGER: &str = "+919876500002";
const ADMIN: &str = "+919000000000";
const ALPHA: i64 = 1;
const ALPHA_TOTAL: i64 = 5_775;

async fn token(app: &TestApp, phone: &str) -> String {
    app.sign_in(phone).await["token"]
        .as_str()
        .unwrap()
        .to_string()
}

/// A cash booking of Alpha's half day on `day` December, with `extra` fields in the request.
async fn book(app: &TestApp, guest: &str, day: u32, extra: Value) -> support::Response {
    let mut body = json!({
        "propertyId": ALPHA, "bookingType": "half_day",
        "start": format!("2026-12-{day:02}T09:00:00+05:30"), "guests": 6,
        "paymentMethod": "cash", "expectedTotal": ALPHA_TOTAL,
    });
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    let req = axum::http::Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {guest}"))
        .header(
            "Idempotency-Key",
            format!(
                "invoice-{day}-{}",
                extra["gstin"].as_str().unwrap_or("none")
            ),
        )
        .body(axum::body::Body::from(body.to_string()))
        .unwrap();
    app.request(req).await
}

async fn books_are_right(app: &TestApp) {
    let clock: SharedClock = Arc::new(app.clock.clone());
    let report = Ledger::new(app.store.clone(), clock.clone())
        .check()
        .await
        .unwrap();
    assert!(report.is_ok(), "{:#?}", report.problems);
    let problems = escapes_core::invoices::Invoices::new(app.store.clone(), clock)
        .check()
        .await
        .unwrap();
    assert!(problems.is_empty(), "{problems:#?}");
}

async fn a_business_gstin_is_checked_and_printed(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app, GUEST).await;
    for (gstin, why) in [
        ("27AAPFU0939F1ZO", "bad check character"),
        ("27AAPFU0939F1Z", "bad length"),
        ("00AAPFU0939F1ZV", "no such state"),
    ] {
        let res = book(
            &app,
            &guest,
            5,
            json!({"gstin": gstin, "businessName": "Acme Traders"}),
        )
        .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{why}: {}", res.text);
        assert_eq!(
            res.json()["error"]["fields"]["gstin"],
            "Enter a valid 15-character GSTIN",
            "{why}"
        );
    }
    // A request as it always was books as it always did.
    let plain = book(&app, &guest, 6, json!({})).await;
    assert_eq!(plain.status, StatusCode::CREATED, "{}", plain.text);
    assert_eq!(plain.json()["data"]["taxDocuments"], json!([]));

    let res = book(
        &app,
        &guest,
        5,
        json!({"gstin": "27aapfu0939f1zv", "businessName": "Acme Traders"}),
    )
    .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json()["data"]["id"].as_i64().unwrap();
    let owner = token(&app, OWNER).await;
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{id}/confirm"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let docs = res.json()["data"]["taxDocuments"].clone();
    assert_eq!(docs[0]["kind"], "invoice", "{docs}");
    assert_eq!(docs[0]["number"], "HE/26-27/000001");
    assert_eq!(docs[0]["totalPaise"], 577_500);
    let doc = docs[0]["id"].as_i64().unwrap();
    let uri = format!("/api/v1/tax-documents/{doc}");

    // The guest and the owner read it; as HTML it names the business and its IGST.
    for reader in [&guest, &owner] {
        let pdf = app.call("GET", &uri, Some(reader), None).await;
        assert_eq!(pdf.status, StatusCode::OK, "{}", pdf.text);
        assert_eq!(pdf.headers[header::CONTENT_TYPE], "application/pdf");
        assert_eq!(pdf.headers[header::CACHE_CONTROL], "private, no-store");
        assert!(pdf.bytes.starts_with(b"%PDF-"));
    }
    let html = app
        .call("GET", &format!("{uri}?format=html"), Some(&guest), None)
        .await;
    assert_eq!(html.status, StatusCode::OK, "{}", html.text);
    assert!(html.headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    for text in [
        "HE/26-27/000001",
        "Acme Traders",
        "27AAPFU0939F1ZV",
        "IGST @ 5%",
    ] {
        assert!(html.text.contains(text), "{text}: {}", html.text);
    }
    assert!(!html.text.contains("<script"), "{}", html.text);
    let bad = app
        .call("GET", &format!("{uri}?format=xml"), Some(&guest), None)
        .await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{}", bad.text);

    // Nobody else: another guest, another owner, no one signed in.
    app.add_user(STRANGER, "Someone Else", None, "user");
    app.add_user(OTHER_OWNER, "Other Owner", None, "owner");
    for other in [STRANGER, OTHER_OWNER] {
        let t = token(&app, other).await;
        let res = app.call("GET", &uri, Some(&t), None).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{other}: {}", res.text);
    }
    let res = app.call("GET", &uri, None, None).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{}", res.text);
    let res = app
        .call("GET", "/api/v1/tax-documents/999999", Some(&guest), None)
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);

    // Staff: the list (filtered), one, its file; the booking's page shows it.
    let (admin, _) = app.admin_console(ADMIN, "Asha Admin").await;
    let list = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/invoices?filter={}", q(r#"{"q":"he/26-27"}"#)),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(list.status, StatusCode::OK, "{}", list.text);
    assert_eq!(list.headers["content-range"], "invoices 0-0/1");
    let row = &list.json()["data"][0];
    assert_eq!(row["recipient"]["gstin"], "27AAPFU0939F1ZV");
    assert_eq!(row["recipient"]["state"], "Maharashtra (27)");
    assert_eq!(row["igstPaise"], 27_500);
    let one = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/invoices/{doc}"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(one.status, StatusCode::OK, "{}", one.text);
    let wrong = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/credit-notes/{doc}"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(wrong.status, StatusCode::NOT_FOUND, "{}", wrong.text);
    let file = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/tax-documents/{doc}/file?format=pdf"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(file.status, StatusCode::OK, "{}", file.text);
    assert!(file.bytes.starts_with(b"%PDF-"));
    let page = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/bookings/{id}"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(page.json()["data"]["taxDocuments"][0]["id"], doc);
    // The console is staff's: a guest's token reads nothing there.
    let res = app
        .call("GET", "/api/v1/admin/invoices", Some(&guest), None)
        .await;
    assert!(
        matches!(res.status, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN),
        "{}",
        res.text
    );
    let empty = app
        .admin_call("GET", "/api/v1/admin/credit-notes", &admin, None, None)
        .await;
    assert_eq!(empty.headers["content-range"], "credit-notes 0-0/0");
    books_are_right(&app).await;
}

/// The owner's commission invoice for December, once December is over in IST: from the ledger's
/// commission on the cash stay collected then (₹500 and ₹90 GST on it).
async fn an_owner_reads_the_commission_invoice(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app, GUEST).await;
    // 1 December: nothing was confirmed in November.
    let owner = token(&app, OWNER).await;
    let res = app
        .call(
            "GET",
            "/api/v1/owner/commission-invoices/2026-11",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    let res = app
        .call(
            "GET",
            "/api/v1/owner/commission-invoices/2026-1",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let booked = book(&app, &guest, 20, json!({})).await;
    let id = booked.json()["data"]["id"].as_i64().unwrap();
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{id}/confirm"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    // 20 December 10:00 IST: the cash came; its commission is posted.
    app.clock.advance(19 * 24 * 3_600);
    let owner = token(&app, OWNER).await;
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{id}/cash"),
            Some(&owner),
            Some(&json!({"outcome": "collected"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    // December is not over.
    let res = app
        .call(
            "GET",
            "/api/v1/owner/commission-invoices/2026-12",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    app.clock.advance(12 * 24 * 3_600);
    let owner = token(&app, OWNER).await;
    let res = app
        .call(
            "GET",
            "/api/v1/owner/commission-invoices/2026-12?format=html",
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    for text in ["HEM/26-27/000001", "998599", "CGST @ 9%", "590.00"] {
        assert!(res.text.contains(text), "{text}: {}", res.text);
    }
    // A guest is not an owner.
    let guest = token(&app, GUEST).await;
    let res = app
        .call(
            "GET",
            "/api/v1/owner/commission-invoices/2026-12",
            Some(&guest),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    books_are_right(&app).await;
}

on_both_databases! {
    business_gstin_and_who_reads => a_business_gstin_is_checked_and_printed;
    commission_invoice => an_owner_reads_the_commission_invoice;
}
