//! The console's actions and its audit trail through the real router, on SQLite and on
//! PostgreSQL: an admin cancels a booking for a guest with a refund choice (the guest's own rule:
//! never a stay that has begun), listing moves are recorded, and the trail reads with react-admin
//! filters but can be neither edited nor deleted.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use serde_json::{json, Value};
use support::{q, TestApp};

const ADMIN: &str = "+919000000000";
const OWNER: &str = "+919000000001";
const GUEST: &str = "+919876500001";
const ALPHA: i64 = 1;
/// ₹5,000 a half day + ₹500 cleaning + 5 % GST.
const ALPHA_HALF_DAY_TOTAL: i64 = 5_775;

fn token(session: &Value) -> String {
    session["token"].as_str().unwrap().to_string()
}

fn code(res: &support::Response) -> String {
    res.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .into()
}

/// A cash booking of Alpha's half day starting at `start`, by a new guest; (guest token, booking).
async fn booked(app: &TestApp, start: &str) -> (String, Value) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app.sign_in(GUEST).await);
    let body = json!({
        "propertyId": ALPHA, "bookingType": "half_day", "start": start, "guests": 6,
        "paymentMethod": "cash", "expectedTotal": ALPHA_HALF_DAY_TOTAL,
    });
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {guest}"))
        .header("Idempotency-Key", format!("console-{start}"))
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    (guest, res.json()["data"].clone())
}

async fn audit(app: &TestApp, admin: &str, filter: &str) -> Vec<Value> {
    let uri = format!("/api/v1/admin/audit?filter={}", q(filter));
    let res = app.admin_call("GET", &uri, admin, None, None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].as_array().unwrap().clone()
}

async fn an_admin_cancels_a_booking_for_a_guest_with_a_full_refund(app: TestApp) {
    let (guest, booking) = booked(&app, "2026-12-03T09:00:00+05:30").await;
    let id = booking["id"].as_i64().unwrap();
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let uri = format!("/api/v1/admin/bookings/{id}/cancel");
    let body = json!({"reason": "Owner called: the well pump failed", "refund": "full"});

    // Refused calls: without CSRF, from a guest or an owner, without a reason, a refund that is
    // not a choice, an unknown booking.
    let res = app
        .admin_call("POST", &uri, &admin, None, Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    assert_eq!(code(&res), "CSRF_INVALID");
    let owner = token(&app.sign_in(OWNER).await);
    for t in [&guest, &owner] {
        let res = app.call("POST", &uri, Some(t), Some(&body)).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    }
    assert_eq!(
        app.call("POST", &uri, None, Some(&body)).await.status,
        StatusCode::UNAUTHORIZED
    );
    let res = app
        .admin_call(
            "POST",
            &uri,
            &admin,
            Some(&csrf),
            Some(&json!({"refund": "full"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert!(
        res.json()["error"]["fields"]["reason"].is_string(),
        "{}",
        res.text
    );
    let res = app
        .admin_call(
            "POST",
            &uri,
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "x", "refund": "half"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        res.json()["error"]["fields"]["refund"],
        "Refund must be policy, full or none"
    );
    let res = app
        .admin_call(
            "POST",
            "/api/v1/admin/bookings/99999/cancel",
            &admin,
            Some(&csrf),
            Some(&body),
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    // Nothing changed, nothing recorded.
    let mine = app
        .call("GET", &format!("/api/v1/bookings/{id}"), Some(&guest), None)
        .await;
    assert_eq!(mine.json()["data"]["status"], "pending");
    assert!(audit(&app, &admin, "{}").await.is_empty());

    // Two days out the published rule refunds half; the admin chose everything.
    let res = app
        .admin_call("POST", &uri, &admin, Some(&csrf), Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let data = res.json()["data"].clone();
    assert_eq!(data["status"], "cancelled");
    assert_eq!(data["cancellation"]["refund"], ALPHA_HALF_DAY_TOTAL);
    assert_eq!(data["guest"]["phone"], GUEST);
    let mine = app
        .call("GET", &format!("/api/v1/bookings/{id}"), Some(&guest), None)
        .await;
    assert_eq!(mine.json()["data"]["status"], "cancelled");
    assert_eq!(
        mine.json()["data"]["cancellation"]["reason"],
        "Owner called: the well pump failed"
    );

    // Once: a second cancel is refused with its code and records nothing more.
    let res = app
        .admin_call("POST", &uri, &admin, Some(&csrf), Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "BOOKING_NOT_CANCELLABLE");

    let trail = audit(&app, &admin, &format!(r#"{{"bookingId":{id}}}"#)).await;
    assert_eq!(trail.len(), 1, "{trail:?}");
    let row = &trail[0];
    assert_eq!(row["action"], "booking.cancel");
    assert_eq!(row["channel"], "console");
    assert_eq!(row["actorRole"], "admin");
    assert!(
        row["actor"].as_str().unwrap().contains("Asha Admin"),
        "{row}"
    );
    assert_eq!(row["targetKind"], "booking");
    assert_eq!(row["targetId"], booking["code"]);
    assert_eq!(row["reason"], "Owner called: the well pump failed");
    assert_eq!(row["before"]["status"], "pending");
    assert_eq!(row["after"]["status"], "cancelled");
    assert_eq!(row["after"]["refundChoice"], "full");
    assert_eq!(row["after"]["refund"], ALPHA_HALF_DAY_TOTAL);
    assert!(row["createdAt"].as_str().unwrap().ends_with("+05:30"));
    // The guest's trail holds it too.
    let guest_id = row["targetUserId"].as_i64().unwrap();
    assert_eq!(
        audit(&app, &admin, &format!(r#"{{"userId":{guest_id}}}"#))
            .await
            .len(),
        1
    );
}

async fn a_stay_that_has_begun_cannot_be_cancelled_by_anyone(app: TestApp) {
    let (_, booking) = booked(&app, "2026-12-03T09:00:00+05:30").await;
    let id = booking["id"].as_i64().unwrap();
    // 09:30 IST on the day of the stay.
    app.clock.advance(47 * 3600 + 30 * 60);
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let guest = token(&app.sign_in(GUEST).await);

    let res = app
        .admin_call(
            "POST",
            &format!("/api/v1/admin/bookings/{id}/cancel"),
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "guest asked", "refund": "none"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "BOOKING_NOT_CANCELLABLE");
    assert!(res.json()["message"]
        .as_str()
        .unwrap()
        .contains("already begun"));
    let res = app
        .call(
            "PUT",
            &format!("/api/v1/bookings/{id}/cancel"),
            Some(&guest),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "BOOKING_NOT_CANCELLABLE");
    assert!(audit(&app, &admin, "{}").await.is_empty());
    // Nor does the guest's view offer one: no refund for now, which is what the app shows
    // Cancel booking by.
    let view = app
        .call("GET", &format!("/api/v1/bookings/{id}"), Some(&guest), None)
        .await;
    assert_eq!(view.status, StatusCode::OK, "{}", view.text);
    assert!(
        view.json()["data"]["cancellation"]["refundPercentNow"].is_null(),
        "{}",
        view.text
    );
}

async fn listing_moves_by_admins_are_in_the_trail_with_before_and_after(app: TestApp) {
    // The owner has a secret calendar feed; staff see the listing without it.
    let owner = token(&app.sign_in(OWNER).await);
    let feed = app
        .call(
            "POST",
            &format!("/api/v1/owner/properties/{ALPHA}/calendar-feed"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(feed.status, StatusCode::OK, "{}", feed.text);
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let uri = format!("/api/v1/admin/properties/{ALPHA}/unlist");
    let res = app
        .admin_call(
            "POST",
            &uri,
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "Photos show another property"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert!(
        res.json()["data"]["calendar"]["exportUrl"].is_null(),
        "{}",
        res.text
    );
    let mine = app
        .call(
            "GET",
            &format!("/api/v1/owner/properties/{ALPHA}"),
            Some(&owner),
            None,
        )
        .await;
    assert!(mine.json()["data"]["calendar"]["exportUrl"]
        .as_str()
        .unwrap()
        .contains("/ical/"));

    let trail = audit(
        &app,
        &admin,
        r#"{"targetKind":"property","channel":"console"}"#,
    )
    .await;
    assert_eq!(trail.len(), 1, "{trail:?}");
    assert_eq!(trail[0]["action"], "listing.unlist");
    assert_eq!(trail[0]["before"]["status"], "published");
    assert_eq!(trail[0]["after"]["status"], "unlisted");
    assert_eq!(trail[0]["reason"], "Photos show another property");
    assert!(trail[0]["targetUserId"].is_i64());
    assert!(audit(&app, &admin, r#"{"channel":"cli"}"#).await.is_empty());
    // Dates are IST days: the whole of 1 December, and nothing from 2 December on.
    assert_eq!(
        audit(&app, &admin, r#"{"since":"2026-12-01"}"#).await.len(),
        1
    );
    assert!(audit(&app, &admin, r#"{"since":"2026-12-02"}"#)
        .await
        .is_empty());
}

async fn the_trail_is_read_only_and_its_filters_are_checked(app: TestApp) {
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    app.admin_call(
        "POST",
        &format!("/api/v1/admin/properties/{ALPHA}/unlist"),
        &admin,
        Some(&csrf),
        Some(&json!({"reason": "Duplicate listing"})),
    )
    .await;
    let res = app
        .admin_call("GET", "/api/v1/admin/audit", &admin, None, None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.headers[header::CONTENT_RANGE], "audit 0-0/1");
    assert!(res.headers[header::CACHE_CONTROL]
        .to_str()
        .unwrap()
        .contains("no-store"));

    for (filter, field) in [
        (r#"{"channel":"phone"}"#, "filter"),
        (r#"{"since":"yesterday"}"#, "filter"),
        (r#"{"userId":"abc"}"#, "filter"),
        (r#"{"since":"2026-12-02","until":"2026-12-01"}"#, "until"),
    ] {
        let uri = format!("/api/v1/admin/audit?filter={}", q(filter));
        let res = app.admin_call("GET", &uri, &admin, None, None).await;
        assert_eq!(
            res.status,
            StatusCode::BAD_REQUEST,
            "{filter}: {}",
            res.text
        );
        assert!(
            res.json()["error"]["fields"][field].is_string(),
            "{filter}: {}",
            res.text
        );
    }
    let uri = format!("/api/v1/admin/audit?sort={}", q(r#"["reason","ASC"]"#));
    let res = app.admin_call("GET", &uri, &admin, None, None).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    // No route edits or deletes a row.
    for method in ["PUT", "DELETE"] {
        let res = app
            .admin_call(method, "/api/v1/admin/audit/1", &admin, Some(&csrf), None)
            .await;
        assert!(
            matches!(
                res.status,
                StatusCode::NOT_FOUND | StatusCode::METHOD_NOT_ALLOWED
            ),
            "{method}: {}",
            res.status
        );
    }
    // Nor can anything below the product: the database refuses both.
    let refused = app.store.run_blocking(|c| {
        use diesel::prelude::*;
        let update = diesel::sql_query("UPDATE audit_log SET reason = 'edited'").execute(c);
        let delete = diesel::sql_query("DELETE FROM audit_log").execute(c);
        Ok((update.is_err(), delete.is_err()))
    });
    assert_eq!(refused.unwrap(), (true, true));
    assert_eq!(
        audit(&app, &admin, "{}").await[0]["reason"],
        "Duplicate listing"
    );
}

/// A control character written as a JSON escape inside a list's filter is refused with the
/// field's message on every console list, never a database error (PostgreSQL cannot compare a
/// NUL with text).
async fn a_control_character_in_a_console_filter_is_a_400(app: TestApp) {
    let (admin, _) = app.admin_console(ADMIN, "Asha Admin").await;
    for resource in ["users", "bookings", "properties", "reviews", "audit"] {
        for filter in [r#"{"q":"\u0000"}"#, r#"{"q":"a\u0007b"}"#] {
            let uri = format!("/api/v1/admin/{resource}?filter={}", q(filter));
            let res = app.admin_call("GET", &uri, &admin, None, None).await;
            assert_eq!(
                res.status,
                StatusCode::BAD_REQUEST,
                "{resource} {filter}: {}",
                res.text
            );
            assert_eq!(
                res.json()["error"]["fields"]["filter"],
                "filter cannot contain control characters",
                "{resource}: {}",
                res.text
            );
        }
        // A tab in a search is no control character worth refusing; it simply finds nothing.
        let uri = format!("/api/v1/admin/{resource}?filter={}", q(r#"{"q":"a\tb"}"#));
        let res = app.admin_call("GET", &uri, &admin, None, None).await;
        assert_eq!(res.status, StatusCode::OK, "{resource}: {}", res.text);
    }
}

/// The cancel dialog says what "As the policy allows" refunds before the admin chooses: the
/// booking's record carries the amount the same rule then refunds, and none once it cannot be
/// cancelled.
async fn the_booking_says_what_the_policy_would_refund_if_cancelled_now(app: TestApp) {
    let (_, booking) = booked(&app, "2026-12-03T09:00:00+05:30").await;
    let id = booking["id"].as_i64().unwrap();
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let uri = format!("/api/v1/admin/bookings/{id}");
    let res = app.admin_call("GET", &uri, &admin, None, None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let preview = res.json()["data"]["refundPreview"].clone();
    // Two days out the published rule gives half.
    assert_eq!(preview["policyPercent"], 50, "{preview}");
    assert_eq!(
        preview["fullPaise"],
        ALPHA_HALF_DAY_TOTAL * 100,
        "{preview}"
    );
    // Cash, not paid online: nothing would be sent back through a provider.
    assert_eq!(preview["paidOnline"], false, "{preview}");
    let policy_paise = preview["policyPaise"].as_i64().unwrap();
    assert!(policy_paise > 0 && policy_paise < ALPHA_HALF_DAY_TOTAL * 100);

    let res = app
        .admin_call(
            "POST",
            &format!("{uri}/cancel"),
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "Guest called", "refund": "policy"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    // The amount cancelling refunded is the one the preview said.
    let refunded = res.json()["data"]["cancellation"]["refund"]
        .as_i64()
        .unwrap();
    assert_eq!(refunded * 100, policy_paise);
    let res = app.admin_call("GET", &uri, &admin, None, None).await;
    assert_eq!(res.json()["data"]["refundPaise"], policy_paise);
    assert!(
        res.json()["data"]["refundPreview"].is_null(),
        "{}",
        res.text
    );
}

on_both_databases! {
    refund_preview => the_booking_says_what_the_policy_would_refund_if_cancelled_now;
    an_admin_cancels_a_booking_for_a_guest_with_a_full_refund_case => an_admin_cancels_a_booking_for_a_guest_with_a_full_refund;
    a_stay_that_has_begun_cannot_be_cancelled_by_anyone_case => a_stay_that_has_begun_cannot_be_cancelled_by_anyone;
    listing_moves_by_admins_are_in_the_trail_with_before_and_after_case => listing_moves_by_admins_are_in_the_trail_with_before_and_after;
    the_trail_is_read_only_and_its_filters_are_checked_case => the_trail_is_read_only_and_its_filters_are_checked;
    a_control_character_in_a_console_filter_is_a_400_case => a_control_character_in_a_console_filter_is_a_400;
}
