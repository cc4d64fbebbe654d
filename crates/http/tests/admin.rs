//! Admin console API through the real router: sign-in by a code to the admin's phone, the
//! session kind and role guards, the CSRF header on state-changing calls, and the react-admin
//! lists of users and of the consent log — on SQLite and on PostgreSQL.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use serde_json::{json, Value};
use support::{q, TestApp};

const ADMIN: &str = "+919000000000";
const OWNER: &str = "+919000000001";

async fn admin_sign_in(app: &TestApp, phone: &str) -> support::Response {
    let res = app
        .post_json("/api/v1/admin/auth/send-otp", &json!({"phone": phone}))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let code = app.latest_code(phone).await;
    app.post_json(
        "/api/v1/admin/auth/verify-otp",
        &json!({"phone": phone, "otp": code}),
    )
    .await
}

async fn admin_session(app: &TestApp) -> (String, String) {
    let res = admin_sign_in(app, ADMIN).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let data = res.json()["data"].clone();
    (
        data["adminToken"].as_str().unwrap().into(),
        data["csrfToken"].as_str().unwrap().into(),
    )
}

async fn post_with_csrf(
    app: &TestApp,
    uri: &str,
    token: &str,
    csrf: Option<&str>,
) -> support::Response {
    let mut req = Request::post(uri).header(header::AUTHORIZATION, format!("Bearer {token}"));
    if let Some(csrf) = csrf {
        req = req.header("X-CSRF-Token", csrf);
    }
    app.request(req.body(Body::empty()).unwrap()).await
}

async fn an_admin_signs_in_with_a_code_to_their_phone(app: TestApp) {
    app.add_user(
        ADMIN,
        "Platform Admin",
        Some("admin@hyderabadescapes.in"),
        "admin",
    );
    // Sending answers the same for an admin, an owner and a number with no account.
    let mut texts = Vec::new();
    for phone in [ADMIN, OWNER, "+919876543210"] {
        texts.push(
            app.post_json("/api/v1/admin/auth/send-otp", &json!({"phone": phone}))
                .await
                .text,
        );
    }
    assert!(texts.iter().all(|t| t == &texts[0]), "{texts:?}");
    app.clock.advance(60);

    let res = admin_sign_in(&app, ADMIN).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let data = res.json()["data"].clone();
    assert_eq!(data["user"]["role"], "admin");
    assert_eq!(data["user"]["fullName"], "Platform Admin");
    assert_eq!(data["csrfToken"].as_str().unwrap().len(), 64);
    assert!(
        data["adminToken"].as_str().unwrap().split('.').count() == 3,
        "{data}"
    );

    // A right code for an owner's number is still no way in.
    let res = admin_sign_in(&app, OWNER).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    // An admin sign-in code is bound to its purpose: the guest sign-in refuses it.
    app.clock.advance(60);
    let res = app
        .post_json("/api/v1/admin/auth/send-otp", &json!({"phone": ADMIN}))
        .await;
    assert_eq!(res.status, StatusCode::OK);
    let code = app.latest_code(ADMIN).await;
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": ADMIN, "otp": code}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    // Bad input.
    let res = app
        .post_json(
            "/api/v1/admin/auth/verify-otp",
            &json!({"phone": ADMIN, "otp": "12ab56"}),
        )
        .await;
    assert_eq!(res.json()["error"]["fields"]["otp"], "OTP must be 6 digits");
    let res = app
        .post_json("/api/v1/admin/auth/send-otp", &json!({"phone": "12345"}))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
}

async fn admin_lists_need_an_admin_console_session(app: TestApp) {
    app.add_user(ADMIN, "Platform Admin", None, "admin");
    let uri = "/api/v1/admin/users";
    assert_eq!(
        app.call("GET", uri, None, None).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.call("GET", uri, Some("forged.token.here"), None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
    let owner = app.sign_in(OWNER).await["token"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        app.call("GET", uri, Some(&owner), None).await.status,
        StatusCode::FORBIDDEN
    );
    // An admin's guest-app token is not an admin-console token.
    let app_token = app.sign_in(ADMIN).await["token"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        app.call("GET", uri, Some(&app_token), None).await.status,
        StatusCode::FORBIDDEN
    );

    app.clock.advance(60);
    let (admin, _) = admin_session(&app).await;
    let res = app.call("GET", uri, Some(&admin), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.headers[header::CONTENT_RANGE], "users 0-1/2");
    // ...and an admin-console token is not a guest-app token: the two have different audiences.
    for guest_uri in [
        "/api/v1/auth/me",
        "/api/v1/users/me/bookings",
        "/api/v1/conversations",
    ] {
        assert_eq!(
            app.call("GET", guest_uri, Some(&admin), None).await.status,
            StatusCode::UNAUTHORIZED,
            "{guest_uri}"
        );
    }
    assert_eq!(
        app.call("GET", "/api/v1/auth/me", Some(&app_token), None)
            .await
            .status,
        StatusCode::OK
    );
    // An access token expires after 15 minutes.
    app.clock.advance(15 * 60);
    assert_eq!(
        app.call("GET", uri, Some(&admin), None).await.status,
        StatusCode::UNAUTHORIZED
    );
}

async fn state_changing_admin_calls_need_the_csrf_header(app: TestApp) {
    app.add_user(ADMIN, "Platform Admin", None, "admin");
    let (first, first_csrf) = admin_session(&app).await;
    app.clock.advance(60);
    let (second, second_csrf) = admin_session(&app).await;
    assert_ne!(first_csrf, second_csrf);

    for csrf in [None, Some(""), Some("00ff"), Some(second_csrf.as_str())] {
        let res = post_with_csrf(&app, "/api/v1/admin/auth/logout", &first, csrf).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{csrf:?}: {}", res.text);
        assert_eq!(res.json()["error"]["code"], "CSRF_INVALID");
    }
    // Refused calls changed nothing: the session still reads.
    assert_eq!(
        app.call("GET", "/api/v1/admin/users", Some(&first), None)
            .await
            .status,
        StatusCode::OK
    );
    let res = post_with_csrf(&app, "/api/v1/admin/auth/logout", &first, Some(&first_csrf)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        app.call("GET", "/api/v1/admin/users", Some(&first), None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.call("GET", "/api/v1/admin/users", Some(&second), None)
            .await
            .status,
        StatusCode::OK
    );
}

async fn record(app: &TestApp, phone: &str, choice: &str) {
    let token = app.sign_in(phone).await["token"]
        .as_str()
        .unwrap()
        .to_string();
    let res = app
        .call(
            "POST",
            "/api/v1/users/me/consent",
            Some(&token),
            Some(&json!({"choice": choice})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

fn list(res: &support::Response) -> Vec<Value> {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].as_array().unwrap().clone()
}

async fn the_consent_log_and_users_are_listed_react_admin_style(app: TestApp) {
    app.add_user(ADMIN, "Platform Admin", None, "admin");
    app.add_user(
        "+919876543210",
        "Anil Prasad",
        Some("anil@example.in"),
        "user",
    );
    record(&app, OWNER, "essential").await;
    app.clock.advance(60);
    record(&app, "+919876543210", "all").await;
    app.clock.advance(60);
    record(&app, OWNER, "all").await;
    app.clock.advance(60);
    let (admin, _) = admin_session(&app).await;
    let get = |uri: String| {
        let admin = admin.clone();
        let app = &app;
        async move { app.call("GET", &uri, Some(&admin), None).await }
    };

    let res = get("/api/v1/admin/consents".into()).await;
    assert_eq!(res.headers[header::CONTENT_RANGE], "consents 0-2/3");
    let rows = list(&res);
    // Newest first by default.
    assert_eq!(
        rows.iter()
            .map(|r| r["choice"].as_str().unwrap())
            .collect::<Vec<_>>(),
        ["all", "all", "essential"]
    );
    assert_eq!(rows[2]["userName"], "Ravi Kumar Reddy");
    assert_eq!(
        rows[2]["policyVersion"],
        escapes_core::auth::consent::POLICY_VERSION
    );
    assert!(rows[2]["createdAt"].as_str().unwrap().ends_with("+05:30"));

    let res = get(format!(
        "/api/v1/admin/consents?filter={}&sort={}&range={}",
        q(r#"{"choice":"all"}"#),
        q(r#"["id","ASC"]"#),
        q("[0,0]")
    ))
    .await;
    assert_eq!(res.headers[header::CONTENT_RANGE], "consents 0-0/2");
    let rows = list(&res);
    assert_eq!(
        (rows.len(), rows[0]["userName"].as_str()),
        (1, Some("Anil Prasad"))
    );

    let res = get(format!(
        "/api/v1/admin/users?filter={}",
        q(r#"{"q":"anil"}"#)
    ))
    .await;
    let rows = list(&res);
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["email"], "anil@example.in");
    let res = get(format!(
        "/api/v1/admin/users?filter={}&sort={}",
        q(r#"{"role":"owner"}"#),
        q(r#"["fullName","ASC"]"#)
    ))
    .await;
    assert_eq!(list(&res).len(), 1);
    let id = rows[0]["id"].as_i64().unwrap();
    let res = get(format!("/api/v1/admin/users/{id}")).await;
    assert_eq!(res.json()["data"]["fullName"], "Anil Prasad");
    assert_eq!(
        get("/api/v1/admin/users/999999".into()).await.status,
        StatusCode::NOT_FOUND
    );

    // Bad list parameters are 400s with a field, never 500s.
    for (uri, field) in [
        (
            format!("/api/v1/admin/users?sort={}", q(r#"["password","ASC"]"#)),
            "sort",
        ),
        (
            format!("/api/v1/admin/users?sort={}", q(r#"["id","SIDEWAYS"]"#)),
            "sort",
        ),
        ("/api/v1/admin/users?sort=nonsense".to_string(), "sort"),
        (format!("/api/v1/admin/users?range={}", q("[5,1]")), "range"),
        (
            format!("/api/v1/admin/users?range={}", q("[0,100000]")),
            "range",
        ),
        // `end - start + 1` overflowed here: SQLite listed every row, PostgreSQL answered 500.
        (
            format!("/api/v1/admin/users?range={}", q("[0,9223372036854775807]")),
            "range",
        ),
        (
            format!(
                "/api/v1/admin/users?range={}",
                q("[-9223372036854775808,0]")
            ),
            "range",
        ),
        (
            format!("/api/v1/admin/users?filter={}", q(r#"{"role":"pirate"}"#)),
            "filter",
        ),
        ("/api/v1/admin/users?filter=%7B".to_string(), "filter"),
        (
            format!(
                "/api/v1/admin/consents?filter={}",
                q(r#"{"choice":"maybe"}"#)
            ),
            "filter",
        ),
        (
            format!("/api/v1/admin/consents?filter={}", q(r#"{"userId":"x"}"#)),
            "filter",
        ),
    ] {
        let res = get(uri.clone()).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{uri}: {}", res.text);
        assert!(
            res.json()["error"]["fields"][field].is_string(),
            "{uri}: {}",
            res.text
        );
    }
    // Wildcards in the search text are literal.
    assert!(
        list(&get(format!("/api/v1/admin/users?filter={}", q(r#"{"q":"%"}"#))).await).is_empty()
    );
}

on_both_databases! {
    an_admin_signs_in_with_a_code_to_their_phone_case => an_admin_signs_in_with_a_code_to_their_phone;
    admin_lists_need_an_admin_console_session_case => admin_lists_need_an_admin_console_session;
    state_changing_admin_calls_need_the_csrf_header_case => state_changing_admin_calls_need_the_csrf_header;
    the_consent_log_and_users_are_listed_react_admin_style_case => the_consent_log_and_users_are_listed_react_admin_style;
}
