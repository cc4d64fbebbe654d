//! The console's actions on accounts and reviews, its lists and dashboard, and the console
//! session's refresh, through the real router on SQLite and PostgreSQL: a suspension ends the
//! user's sessions and sign-in, unlists their listings and cancels their pending bookings, and
//! reinstating undoes what it did; a hidden review leaves the page and its average.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use serde_json::{json, Value};
use support::{q, TestApp};

const ADMIN: &str = "+919000000000";
const OWNER: &str = "+919000000001";
const GUEST: &str = "+919876500001";
const ALPHA: i64 = 1;
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

async fn book(app: &TestApp, guest: &str, start: &str) -> Value {
    let body = json!({
        "propertyId": ALPHA, "bookingType": "half_day", "start": start, "guests": 6,
        "paymentMethod": "cash", "expectedTotal": ALPHA_HALF_DAY_TOTAL,
    });
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {guest}"))
        .header("Idempotency-Key", format!("moderation-{start}"))
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"].clone()
}

async fn audit(app: &TestApp, admin: &str, filter: &str) -> Vec<Value> {
    let uri = format!("/api/v1/admin/audit?filter={}", q(filter));
    let res = app.admin_call("GET", &uri, admin, None, None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].as_array().unwrap().clone()
}

async fn property_status(app: &TestApp, admin: &str, id: i64) -> String {
    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/properties/{id}"),
            admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"]["status"].as_str().unwrap().into()
}

/// The seeded owner's id.
async fn owner_id(app: &TestApp, admin: &str) -> i64 {
    let (_, rows) = list(
        app,
        admin,
        format!("/api/v1/admin/users?filter={}", q(r#"{"q":"9000000001"}"#)),
    )
    .await;
    rows_id(&rows)
}

async fn page(app: &TestApp) -> Value {
    app.get("/api/v1/properties/alpha-farm-moinabad")
        .await
        .json()
}

async fn list(app: &TestApp, admin: &str, uri: String) -> (Option<String>, Value) {
    let res = app.admin_call("GET", &uri, admin, None, None).await;
    assert_eq!(res.status, StatusCode::OK, "{uri}: {}", res.text);
    (
        res.headers
            .get("content-range")
            .map(|v| v.to_str().unwrap().to_string()),
        res.json()["data"].clone(),
    )
}

async fn suspending_ends_access_and_reinstating_puts_back_what_it_took(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app.sign_in(GUEST).await);
    let owner_session = app.sign_in(OWNER).await;
    let owner = token(&owner_session);
    let booking = book(&app, &guest, "2026-12-03T09:00:00+05:30").await;
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let owner_id = owner_id(&app, &admin).await;
    let uri = format!("/api/v1/admin/users/{owner_id}/suspend");
    let body = json!({"reason": "Fake listings reported by three guests"});

    // Refused: no CSRF, a guest's token, no reason, a control character, oneself.
    let res = app
        .admin_call("POST", &uri, &admin, None, Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app.call("POST", &uri, Some(&guest), Some(&body)).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app
        .admin_call("POST", &uri, &admin, Some(&csrf), Some(&json!({})))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        res.json()["error"]["fields"]["reason"],
        "reason is required"
    );
    let res = app
        .admin_call(
            "POST",
            &uri,
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "bad\u{0007}"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let me: Value = app
        .call("GET", "/api/v1/auth/me", Some(&owner), None)
        .await
        .json();
    assert_eq!(me["user"]["id"], owner_id);
    let admin_id = audit(&app, &admin, "{}").await.len(); // nothing recorded yet
    assert_eq!(admin_id, 0);

    let res = app
        .admin_call("POST", &uri, &admin, Some(&csrf), Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let user = res.json()["data"].clone();
    assert_eq!(user["suspended"], true);
    assert_eq!(
        user["suspendedReason"],
        "Fake listings reported by three guests"
    );
    assert_eq!(user["sessions"].as_array().unwrap().len(), 0);

    // The owner's access and refresh tokens stop working; sign-in says why.
    let res = app.call("GET", "/api/v1/auth/me", Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    let refresh = owner_session["refreshToken"].as_str().unwrap();
    let res = app
        .post_json("/api/v1/auth/refresh", &json!({"refreshToken": refresh}))
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    app.clock.advance(60);
    app.post_json(
        "/api/v1/auth/send-otp",
        &json!({"phone": OWNER, "purpose": "login"}),
    )
    .await;
    let code_sent = app.latest_code(OWNER).await;
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": OWNER, "otp": code_sent}),
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    assert_eq!(code(&res), "ACCOUNT_SUSPENDED");
    assert!(res.json()["error"]["message"]
        .as_str()
        .unwrap()
        .contains("support@hyderabadescapes.in"));

    // Listings off the site, the pending request cancelled with a full refund.
    assert_eq!(property_status(&app, &admin, ALPHA).await, "unlisted");
    assert_eq!(
        app.get("/api/v1/properties/alpha-farm-moinabad")
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let id = booking["id"].as_i64().unwrap();
    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/bookings/{id}"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.json()["data"]["status"], "cancelled", "{}", res.text);
    let rows = audit(&app, &admin, &format!(r#"{{"userId":{owner_id}}}"#)).await;
    assert_eq!(rows[0]["action"], "user.suspend");
    assert_eq!(rows[0]["channel"], "console");
    assert_eq!(rows[0]["after"]["unlisted"].as_array().unwrap().len(), 3);
    assert_eq!(
        rows[0]["after"]["bookingsCancelled"][0],
        booking["bookingCode"]
            .as_str()
            .or(booking["code"].as_str())
            .unwrap()
    );

    // Twice is refused, and changes nothing.
    let res = app
        .admin_call("POST", &uri, &admin, Some(&csrf), Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(code(&res), "ALREADY_SUSPENDED");

    // The suspended-users filter finds them.
    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/users?filter={}", q(r#"{"suspended":true}"#)),
            &admin,
            None,
            None,
        )
        .await;
    let ids: Vec<i64> = res.json()["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids, vec![owner_id]);

    let reinstate = format!("/api/v1/admin/users/{owner_id}/reinstate");
    let res = app
        .admin_call(
            "POST",
            &reinstate,
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "Verified by phone"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["suspended"], false);
    assert_eq!(property_status(&app, &admin, ALPHA).await, "published");
    let res = app
        .admin_call(
            "POST",
            &reinstate,
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "again"})),
        )
        .await;
    assert_eq!(code(&res), "NOT_SUSPENDED");
    app.clock.advance(60);
    app.sign_in(OWNER).await;
}

async fn an_admin_cannot_suspend_themselves_and_a_suspended_admin_cannot_act(app: TestApp) {
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let (other, other_csrf) = app.admin_console("+919000000009", "Bala Admin").await;
    let me = app
        .admin_call(
            "GET",
            "/api/v1/admin/users?filter=%7B%22q%22%3A%22Asha%22%7D",
            &admin,
            None,
            None,
        )
        .await
        .json()["data"][0]["id"]
        .as_i64()
        .unwrap();
    let res = app
        .admin_call(
            "POST",
            &format!("/api/v1/admin/users/{me}/suspend"),
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "testing"})),
        )
        .await;
    assert_eq!(code(&res), "CANNOT_SUSPEND_SELF");
    let res = app
        .admin_call(
            "POST",
            &format!("/api/v1/admin/users/{me}/suspend"),
            &other,
            Some(&other_csrf),
            Some(&json!({"reason": "Left the company"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let res = app
        .admin_call("GET", "/api/v1/admin/users", &admin, None, None)
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
}

async fn roles_change_only_to_the_three_roles_and_are_audited(app: TestApp) {
    let guest_id = app.add_user(GUEST, "Priya Sharma", None, "user");
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let uri = format!("/api/v1/admin/users/{guest_id}/role");
    let res = app
        .admin_call(
            "POST",
            &uri,
            &admin,
            Some(&csrf),
            Some(&json!({"role": "superuser", "reason": "x"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        res.json()["error"]["fields"]["role"],
        "Role must be user, owner or admin"
    );
    let res = app
        .admin_call(
            "POST",
            &uri,
            &admin,
            Some(&csrf),
            Some(&json!({"role": "owner", "reason": "Listing a farm"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["role"], "owner");
    let res = app
        .admin_call(
            "POST",
            &uri,
            &admin,
            Some(&csrf),
            Some(&json!({"role": "owner", "reason": "again"})),
        )
        .await;
    assert_eq!(code(&res), "ROLE_UNCHANGED");
    let rows = audit(&app, &admin, &format!(r#"{{"userId":{guest_id}}}"#)).await;
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["action"], "user.role");
    assert_eq!(rows[0]["before"]["role"], "user");
    assert_eq!(rows[0]["after"]["role"], "owner");

    // Revoking sessions ends them; the user signs in again.
    let guest = token(&app.sign_in(GUEST).await);
    app.clock.advance(60);
    let res = app
        .admin_call(
            "POST",
            &format!("/api/v1/admin/users/{guest_id}/revoke-sessions"),
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "Lost phone"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        app.call("GET", "/api/v1/auth/me", Some(&guest), None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
    app.sign_in(GUEST).await;
}

async fn a_hidden_review_leaves_the_page_and_the_average(app: TestApp) {
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let before = page(&app).await;
    let rating = |v: &Value| {
        let d = if v["data"].is_object() { &v["data"] } else { v };
        (
            d["rating"]["count"].as_i64().unwrap(),
            d["rating"]["average"].as_f64().unwrap(),
        )
    };
    assert_eq!(rating(&before), (2, 4.5));
    let res = app
        .admin_call(
            "GET",
            &format!(
                "/api/v1/admin/reviews?filter={}&sort={}",
                q(r#"{"propertyId":1}"#),
                q(r#"["rating","ASC"]"#)
            ),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let four = res.json()["data"][0].clone();
    assert_eq!(four["rating"], 4);
    assert_eq!(four["hidden"], false);
    let id = four["id"].as_i64().unwrap();
    let hide = format!("/api/v1/admin/reviews/{id}/hide");
    let res = app
        .admin_call(
            "POST",
            &hide,
            &admin,
            None,
            Some(&json!({"reason": "Abusive"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app
        .admin_call(
            "POST",
            &hide,
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "Names a staff member"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["hidden"], true);
    let after = page(&app).await;
    assert_eq!(rating(&after), (1, 5.0), "{after}");
    let reviews = app.get("/api/v1/properties/1/reviews").await.json();
    assert!(
        !reviews
            .to_string()
            .contains(four["comment"].as_str().unwrap())
            || four["comment"] == ""
    );
    let res = app
        .admin_call(
            "POST",
            &hide,
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "again"})),
        )
        .await;
    assert_eq!(code(&res), "ALREADY_HIDDEN");
    let restore = format!("/api/v1/admin/reviews/{id}/restore");
    let res = app
        .admin_call(
            "POST",
            &restore,
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "Staff member agreed"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(rating(&page(&app).await), (2, 4.5));
    let rows = audit(&app, &admin, r#"{"targetKind":"review"}"#).await;
    let actions: Vec<&str> = rows.iter().map(|r| r["action"].as_str().unwrap()).collect();
    assert_eq!(actions, vec!["review.restore", "review.hide"]);
}

async fn the_console_lists_filter_and_the_dashboard_counts(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", Some("priya@example.com"), "user");
    let guest = token(&app.sign_in(GUEST).await);
    let booking = book(&app, &guest, "2026-12-03T09:00:00+05:30").await;
    let code_of_booking = booking["bookingCode"]
        .as_str()
        .or(booking["code"].as_str())
        .unwrap()
        .to_string();
    let (admin, _) = app.admin_console(ADMIN, "Asha Admin").await;
    let (range, rows) = list(
        &app,
        &admin,
        format!(
            "/api/v1/admin/bookings?filter={}",
            q(&format!(r#"{{"q":"{}"}}"#, code_of_booking.to_lowercase()))
        ),
    )
    .await;
    assert_eq!(rows.as_array().unwrap().len(), 1);
    assert_eq!(rows[0]["guestName"], "Priya Sharma");
    assert_eq!(rows[0]["propertyTitle"], "Alpha Farm");
    assert_eq!(rows[0]["totalPaise"], ALPHA_HALF_DAY_TOTAL * 100);
    assert_eq!(range.unwrap(), "bookings 0-0/1");
    let (_, rows) = list(
        &app,
        &admin,
        format!(
            "/api/v1/admin/bookings?filter={}",
            q(r#"{"q":"priya@example"}"#)
        ),
    )
    .await;
    assert_eq!(rows.as_array().unwrap().len(), 1);
    let (_, rows) = list(
        &app,
        &admin,
        format!(
            "/api/v1/admin/bookings?filter={}",
            q(r#"{"from":"2026-12-04","to":"2026-12-31"}"#)
        ),
    )
    .await;
    assert_eq!(rows.as_array().unwrap().len(), 0);
    let id = rows_id(
        &list(
            &app,
            &admin,
            format!(
                "/api/v1/admin/bookings?filter={}",
                q(r#"{"status":"pending"}"#)
            ),
        )
        .await
        .1,
    );
    let (_, detail) = list(&app, &admin, format!("/api/v1/admin/bookings/{id}")).await;
    assert!(!detail["priceLines"].as_array().unwrap().is_empty());
    // Cash: nothing taken online, nothing to give back.
    assert_eq!(detail["payments"], json!([]));
    assert_eq!(detail["refunds"], json!([]));
    assert_eq!(detail["refundStatus"], Value::Null);
    assert_eq!(detail["code"], code_of_booking.as_str());

    let (_, props) = list(
        &app,
        &admin,
        format!(
            "/api/v1/admin/properties?filter={}",
            q(r#"{"status":"published"}"#)
        ),
    )
    .await;
    assert_eq!(props.as_array().unwrap().len(), 3);
    assert_eq!(props[0]["ownerPhone"], OWNER);
    let (_, none) = list(
        &app,
        &admin,
        format!(
            "/api/v1/admin/properties?filter={}",
            q(r#"{"status":"pending_review"}"#)
        ),
    )
    .await;
    assert_eq!(none.as_array().unwrap().len(), 0);
    let res = app
        .admin_call(
            "GET",
            &format!(
                "/api/v1/admin/properties?filter={}",
                q(r#"{"status":"gone"}"#)
            ),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let (_, convos) = list(&app, &admin, "/api/v1/admin/conversations".into()).await;
    assert_eq!(convos.as_array().unwrap().len(), 0);
    let res = app
        .admin_call("GET", "/api/v1/admin/conversations/1", &admin, None, None)
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);

    let (_, dash) = list(&app, &admin, "/api/v1/admin/dashboard".into()).await;
    assert_eq!(dash["series"].as_array().unwrap().len(), 30);
    assert_eq!(dash["pendingReview"], 0);
    assert_eq!(dash["refundsPending"], 0);
    // The pending request is counted as a booking but not as GMV until the owner confirms.
    let bookings: i64 = dash["series"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["bookings"].as_i64().unwrap())
        .sum();
    assert_eq!(bookings, 1);
    assert_eq!(dash["week"]["bookings"], 1);
    assert_eq!(dash["week"]["gmvPaise"], 0);
    // The guest is a new user; the admin's account is staff, not a sign-up.
    assert!(dash["week"]["newUsers"].as_i64().unwrap() >= 1);
    assert!(dash["week"]["newOwners"].as_i64().is_some());
}

async fn a_confirmation_is_sent_again_only_for_a_confirmed_stay(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", Some("priya@example.com"), "user");
    let guest = token(&app.sign_in(GUEST).await);
    let booking = book(&app, &guest, "2026-12-03T09:00:00+05:30").await;
    let id = booking["id"].as_i64().unwrap();
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let uri = format!("/api/v1/admin/bookings/{id}/resend-confirmation");
    let res = app
        .admin_call("POST", &uri, &admin, None, Some(&json!({})))
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    // Still waiting on the owner: there is nothing to confirm.
    let res = app
        .admin_call("POST", &uri, &admin, Some(&csrf), Some(&json!({})))
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "BOOKING_NOT_CONFIRMED");
    app.clock.advance(60);
    let owner = token(&app.sign_in(OWNER).await);
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{id}/confirm"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let res = app
        .admin_call("POST", &uri, &admin, Some(&csrf), Some(&json!({})))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let confirmations = res.json()["data"]["notifications"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["event"] == "confirmed")
        .count();
    assert!(confirmations >= 2, "{}", res.text);
    let rows = audit(&app, &admin, &format!(r#"{{"bookingId":{id}}}"#)).await;
    assert_eq!(rows[0]["action"], "booking.resend_confirmation");
    assert_eq!(rows[0]["channel"], "console");
}

fn rows_id(rows: &Value) -> i64 {
    rows[0]["id"].as_i64().unwrap()
}

async fn the_console_session_refreshes_once_per_token(app: TestApp) {
    app.add_user(ADMIN, "Asha Admin", None, "admin");
    app.post_json("/api/v1/admin/auth/send-otp", &json!({"phone": ADMIN}))
        .await;
    let code_sent = app.latest_code(ADMIN).await;
    let res = app
        .post_json(
            "/api/v1/admin/auth/verify-otp",
            &json!({"phone": ADMIN, "otp": code_sent}),
        )
        .await;
    let first = res.json()["data"].clone();
    let refresh = first["refreshToken"].as_str().unwrap().to_string();
    app.clock.advance(1);
    let res = app
        .post_json(
            "/api/v1/admin/auth/refresh",
            &json!({"refreshToken": refresh}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let second = res.json()["data"].clone();
    assert_ne!(second["adminToken"], first["adminToken"]);
    let res = app
        .admin_call(
            "GET",
            "/api/v1/admin/users",
            second["adminToken"].as_str().unwrap(),
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK);
    // A reused refresh token (after the 30-second grace for racing tabs) ends the session; a
    // guest app's refresh token is no console token.
    app.clock.advance(31);
    let res = app
        .post_json(
            "/api/v1/admin/auth/refresh",
            &json!({"refreshToken": refresh}),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert_eq!(code(&res), "SESSION_EXPIRED");
    let res = app
        .admin_call(
            "GET",
            "/api/v1/admin/users",
            second["adminToken"].as_str().unwrap(),
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    app.clock.advance(60);
    let app_session = app.sign_in(ADMIN).await;
    let res = app
        .post_json(
            "/api/v1/admin/auth/refresh",
            &json!({"refreshToken": app_session["refreshToken"]}),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    // The guest app's session is untouched by that attempt.
    let res = app
        .post_json(
            "/api/v1/auth/refresh",
            &json!({"refreshToken": app_session["refreshToken"]}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

on_both_databases! {
    suspending_ends_access_and_reinstating_puts_back_what_it_took_case => suspending_ends_access_and_reinstating_puts_back_what_it_took;
    an_admin_cannot_suspend_themselves_and_a_suspended_admin_cannot_act_case => an_admin_cannot_suspend_themselves_and_a_suspended_admin_cannot_act;
    roles_change_only_to_the_three_roles_and_are_audited_case => roles_change_only_to_the_three_roles_and_are_audited;
    a_hidden_review_leaves_the_page_and_the_average_case => a_hidden_review_leaves_the_page_and_the_average;
    the_console_lists_filter_and_the_dashboard_counts_case => the_console_lists_filter_and_the_dashboard_counts;
    the_console_session_refreshes_once_per_token_case => the_console_session_refreshes_once_per_token;
    a_confirmation_is_sent_again_only_for_a_confirmed_stay_case => a_confirmation_is_sent_again_only_for_a_confirmed_stay;
}
