//! The signed-in user's own account through the real router: renaming, an e-mail change proved
//! by a code to the new address, notification preferences, the cookie-consent log, signing out
//! everywhere and deleting the account — on SQLite and on PostgreSQL.

mod support;

use axum::http::{header, StatusCode};
use escapes_core::auth::consent::POLICY_VERSION;
use serde_json::{json, Value};
use support::TestApp;

const OWNER: &str = "+919000000001";
const GUEST: &str = "+919876543210";

fn token(session: &Value) -> String {
    session["token"].as_str().unwrap().to_string()
}

async fn me(app: &TestApp, token: &str) -> Value {
    let res = app.call("GET", "/api/v1/auth/me", Some(token), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["user"].clone()
}

fn field_error(res: &support::Response, field: &str) -> String {
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    res.json()["error"]["fields"][field]
        .as_str()
        .unwrap_or_else(|| panic!("no {field} in {}", res.text))
        .to_string()
}

async fn renaming_follows_the_name_rules(app: TestApp) {
    let t = token(&app.sign_in(OWNER).await);
    let res = app
        .call(
            "PATCH",
            "/api/v1/users/me",
            Some(&t),
            Some(&json!({"fullName": "  Sravani Kota "})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["user"]["fullName"], "Sravani Kota");
    assert_eq!(me(&app, &t).await["fullName"], "Sravani Kota");

    let rename = |name: Value| {
        let t = t.clone();
        let app = &app;
        async move {
            app.call(
                "PATCH",
                "/api/v1/users/me",
                Some(&t),
                Some(&json!({"fullName": name})),
            )
            .await
        }
    };
    assert_eq!(
        field_error(&rename(json!("A")).await, "fullName"),
        "Name must be at least 2 characters"
    );
    assert_eq!(
        field_error(&rename(json!("a".repeat(10_000))).await, "fullName"),
        "Name cannot exceed 50 characters"
    );
    assert_eq!(
        field_error(&rename(json!("R2D2")).await, "fullName"),
        "Name can only contain letters and spaces"
    );
    assert_eq!(rename(json!(42)).await.status, StatusCode::BAD_REQUEST);
    let res = app
        .request(
            axum::http::Request::patch("/api/v1/users/me")
                .header(header::AUTHORIZATION, format!("Bearer {t}"))
                .header(header::CONTENT_TYPE, "application/json")
                .body(axum::body::Body::from("{\"fullName\": "))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        me(&app, &t).await["fullName"],
        "Sravani Kota",
        "bad input changes nothing"
    );

    let res = app
        .call(
            "PATCH",
            "/api/v1/users/me",
            None,
            Some(&json!({"fullName": "Someone Else"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    let res = app
        .call(
            "PATCH",
            "/api/v1/users/me",
            Some("not.a.token"),
            Some(&json!({"fullName": "Someone Else"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
}

async fn the_e_mail_changes_only_after_the_new_address_proves_itself(app: TestApp) {
    app.add_user(GUEST, "Anil Prasad", Some("anil@example.in"), "user");
    let t = token(&app.sign_in(OWNER).await);
    let send = |email: &str| {
        let body = json!({"email": email});
        let (app, t) = (&app, t.clone());
        async move {
            app.call(
                "POST",
                "/api/v1/users/me/email/send-otp",
                Some(&t),
                Some(&body),
            )
            .await
        }
    };

    // Taken by another account: refused before any code is sent.
    let res = send("Anil@Example.in").await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "ALREADY_EXISTS");
    assert!(app.outbox("anil@example.in").await.is_empty());
    // The current address, and a malformed one.
    assert_eq!(
        field_error(&send("ravi@example.in").await, "email"),
        "This is already your email address"
    );
    assert_eq!(
        field_error(&send("not-an-address").await, "email"),
        "Please enter a valid email address"
    );

    let res = send(" Ravi.Reddy@Example.IN ").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.json()["data"],
        json!({"identifier": "ravi.reddy@example.in", "resendAfter": 60})
    );
    let code = app.latest_code("ravi.reddy@example.in").await;

    // The fresh code to the phone that every e-mail change needs besides.
    let res = app
        .call(
            "POST",
            "/api/v1/users/me/email/send-phone-otp",
            Some(&t),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let phone_code = app.latest_code(OWNER).await;

    let verify = |code: &str| {
        let body = json!({"email": "ravi.reddy@example.in", "code": code, "phoneCode": phone_code});
        let (app, t) = (&app, t.clone());
        async move {
            app.call(
                "POST",
                "/api/v1/users/me/email/verify",
                Some(&t),
                Some(&body),
            )
            .await
        }
    };
    assert_eq!(
        field_error(&verify("12ab56").await, "code"),
        "OTP must be 6 digits"
    );
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let res = verify(wrong).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        me(&app, &t).await["email"],
        "ravi@example.in",
        "a wrong code changes nothing"
    );

    let res = verify(&code).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["user"]["email"], "ravi.reddy@example.in");
    assert_eq!(me(&app, &t).await["email"], "ravi.reddy@example.in");
    // The code was single use.
    assert_eq!(verify(&code).await.status, StatusCode::BAD_REQUEST);
}

async fn notification_preferences_are_per_user(app: TestApp) {
    app.add_user(GUEST, "Anil Prasad", None, "user");
    let owner = token(&app.sign_in(OWNER).await);
    let guest = token(&app.sign_in(GUEST).await);
    let path = "/api/v1/users/me/notification-preferences";
    let defaults = json!({"bookingSms": true, "bookingEmail": true, "messageEmail": true, "marketingEmail": false});
    assert_eq!(
        app.call("GET", path, Some(&owner), None).await.json()["data"],
        defaults
    );

    let chosen = json!({"bookingSms": false, "bookingEmail": true, "messageEmail": false, "marketingEmail": true});
    let res = app.call("PUT", path, Some(&owner), Some(&chosen)).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"], chosen);
    assert_eq!(
        app.call("GET", path, Some(&owner), None).await.json()["data"],
        chosen
    );
    assert_eq!(
        app.call("GET", path, Some(&guest), None).await.json()["data"],
        defaults
    );

    // Saving again updates the one row; a missing or mistyped field changes nothing.
    let again = json!({"bookingSms": true, "bookingEmail": true, "messageEmail": false, "marketingEmail": true});
    assert_eq!(
        app.call("PUT", path, Some(&owner), Some(&again))
            .await
            .json()["data"],
        again
    );
    let res = app
        .call(
            "PUT",
            path,
            Some(&owner),
            Some(&json!({"bookingSms": false})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let res = app.call("PUT", path, Some(&owner), Some(&json!({"bookingSms": "no", "bookingEmail": true, "messageEmail": true, "marketingEmail": true}))).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        app.call("GET", path, Some(&owner), None).await.json()["data"],
        again
    );
    assert_eq!(
        app.call("GET", path, None, None).await.status,
        StatusCode::UNAUTHORIZED
    );
}

fn consent_log(app: &TestApp) -> Vec<(i64, Option<String>, String, Option<String>)> {
    use diesel::prelude::*;
    use escapes_core::store::schema::consent_log as log;
    app.store
        .run_blocking(|c| {
            Ok(log::table
                .order(log::id.asc())
                .select((
                    log::user_id,
                    log::choice,
                    log::policy_version,
                    log::user_agent,
                ))
                .load(c)?)
        })
        .unwrap()
}

async fn consent_choices_are_appended_to_the_log(app: TestApp) {
    let session = app.sign_in(OWNER).await;
    let t = token(&session);
    let user_id = session["user"]["id"].as_i64().unwrap();
    let res = app
        .call("GET", "/api/v1/users/me/consent", Some(&t), None)
        .await;
    assert_eq!(
        res.json()["data"],
        json!({"choice": null, "policyVersion": POLICY_VERSION, "decidedAt": null,
            "noticeVersion": POLICY_VERSION,
            "purposes": {"essential": true, "analytics": false, "marketing": false}})
    );

    let post = |choice: &str, agent: &str| {
        app.request(
            axum::http::Request::post("/api/v1/users/me/consent")
                .header(header::AUTHORIZATION, format!("Bearer {t}"))
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::USER_AGENT, agent)
                .body(axum::body::Body::from(
                    json!({"choice": choice}).to_string(),
                ))
                .unwrap(),
        )
    };
    let res = post("essential", "Mozilla/5.0 (Linux; Android 14) Chrome/140").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let data = res.json()["data"].clone();
    assert_eq!(data["choice"], "essential");
    assert!(
        data["decidedAt"].as_str().unwrap().ends_with("+05:30"),
        "{data}"
    );
    app.clock.advance(60);
    assert_eq!(
        post("all", "Mozilla/5.0 (X11; Linux) Firefox/140")
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        app.call("GET", "/api/v1/users/me/consent", Some(&t), None)
            .await
            .json()["data"]["choice"],
        "all"
    );

    let res = post("maybe", "x").await;
    assert_eq!(
        field_error(&res, "choice"),
        "Choice must be all or essential"
    );
    assert_eq!(
        consent_log(&app),
        vec![
            (
                user_id,
                Some("essential".into()),
                POLICY_VERSION.into(),
                Some("Mozilla/5.0 (Linux; Android 14) Chrome/140".into())
            ),
            (
                user_id,
                Some("all".into()),
                POLICY_VERSION.into(),
                Some("Mozilla/5.0 (X11; Linux) Firefox/140".into())
            ),
        ]
    );
    let res = app
        .call(
            "POST",
            "/api/v1/users/me/consent",
            None,
            Some(&json!({"choice": "all"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert_eq!(consent_log(&app).len(), 2);
}

async fn signing_out_everywhere_ends_every_session(app: TestApp) {
    let phone = app.sign_in(OWNER).await;
    app.clock.advance(30);
    let laptop = app.sign_in(OWNER).await;
    let res = app
        .call(
            "POST",
            "/api/v1/auth/logout-all",
            Some(&token(&laptop)),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["revoked"], 2);
    for session in [&phone, &laptop] {
        assert_eq!(
            app.call("GET", "/api/v1/auth/me", Some(&token(session)), None)
                .await
                .status,
            StatusCode::UNAUTHORIZED
        );
        let res = app
            .post_json(
                "/api/v1/auth/refresh",
                &json!({"refreshToken": session["refreshToken"]}),
            )
            .await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(
        app.call("POST", "/api/v1/auth/logout-all", None, None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
}

async fn deleting_the_account_erases_it_and_its_listings(app: TestApp) {
    assert_eq!(
        app.get("/api/v1/properties/alpha-farm-moinabad")
            .await
            .status,
        StatusCode::OK
    );
    let session = app.sign_in(OWNER).await;
    let t = token(&session);
    // Leads left before signing in (with the number) and while signed in go with the account;
    // another visitor's stays.
    for (contact, tok) in [
        (OWNER, None),
        ("owner.lead@example.in", Some(t.as_str())),
        ("9876512345", None),
    ] {
        let res = app
            .call(
                "POST",
                "/api/v1/leads",
                tok,
                Some(&json!({"contact": contact, "purpose": "first500", "consent": true})),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    }
    let res = app
        .call("POST", "/api/v1/users/me/erasure/send-otp", Some(&t), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let code = app.latest_code(OWNER).await;
    let res = app
        .call(
            "DELETE",
            "/api/v1/users/me",
            Some(&t),
            Some(&json!({"code": code})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        app.call("GET", "/api/v1/auth/me", Some(&t), None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.call("DELETE", "/api/v1/users/me", Some(&t), None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );

    // The number no longer has an account (sending still answers the same, as for any number).
    app.clock.advance(30);
    let res = app
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": OWNER, "purpose": "login"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK);
    let code = app.latest_code(OWNER).await;
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": OWNER, "otp": code}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "ACCOUNT_NOT_FOUND");

    // Personal data is gone; the owner's listings left the site.
    let user_id = escapes_core::ids::UserId::new(session["user"]["id"].as_i64().unwrap());
    let row = app
        .store
        .run_blocking(move |c| escapes_core::store::account::user(c, user_id))
        .unwrap();
    assert_eq!(
        (row.full_name.as_str(), row.phone, row.email),
        ("Deleted user", None, None)
    );
    let leads: Vec<String> = app
        .store
        .run_blocking(|c| {
            use diesel::prelude::*;
            use escapes_core::store::schema::leads as l;
            Ok(l::table.select(l::contact).load(c)?)
        })
        .unwrap();
    assert_eq!(leads, ["+919876512345"]);
    assert_eq!(
        app.get("/api/v1/properties/alpha-farm-moinabad")
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let res = app.get("/api/v1/properties?location=moinabad").await;
    assert_eq!(res.json()["meta"]["total"], 0, "{}", res.text);
}

/// (channel, destination, body) of the notification outbox's rows for `event`, oldest first.
fn notices(app: &TestApp, event: &'static str) -> Vec<(String, String, String)> {
    use diesel::prelude::*;
    app.store
        .run_blocking(move |c| {
            use escapes_core::store::schema::notification_outbox as o;
            Ok(o::table
                .filter(o::event.eq(event))
                .order(o::id.asc())
                .select((o::channel, o::destination, o::body))
                .load(c)?)
        })
        .unwrap()
}

async fn a_token_alone_cannot_move_the_e_mail_and_the_phone_and_old_address_are_told(app: TestApp) {
    let t = token(&app.sign_in(OWNER).await);
    let call = |path: &'static str, body: Option<Value>| {
        let (app, t) = (&app, t.clone());
        async move { app.call("POST", path, Some(&t), body.as_ref()).await }
    };
    // Someone holding only the access token asks for a code to their own address...
    let res = call(
        "/api/v1/users/me/email/send-otp",
        Some(json!({"email": "thief@example.in"})),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let mail_code = app.latest_code("thief@example.in").await;
    // ...and it is not enough.
    let res = call(
        "/api/v1/users/me/email/verify",
        Some(json!({"email": "thief@example.in", "code": mail_code})),
    )
    .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "STEP_UP_REQUIRED");
    assert_eq!(
        res.json()["error"]["message"],
        "Enter the code we sent to your phone to change your email address"
    );
    assert_eq!(me(&app, &t).await["email"], "ravi@example.in");

    // The phone code goes to the account's phone, shown masked.
    let res = call("/api/v1/users/me/email/send-phone-otp", None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.json()["data"],
        json!({"identifier": "+91******0001", "resendAfter": 60})
    );
    assert!(res.headers[header::CACHE_CONTROL]
        .to_str()
        .unwrap()
        .contains("no-store"));
    let phone_code = app.latest_code(OWNER).await;
    // A wrong phone code is named, and leaves the e-mail code valid (and the other way round).
    let wrong = |c: &str| format!("{:06}", (c.parse::<u32>().unwrap() + 1) % 1_000_000);
    let res = call(
        "/api/v1/users/me/email/verify",
        Some(json!({"email": "thief@example.in", "code": mail_code, "phoneCode": wrong(&phone_code)})),
    )
    .await;
    assert_eq!(
        field_error(&res, "phoneCode"),
        "Invalid SMS OTP. Please check the code and try again."
    );
    assert!(
        res.json()["error"]["fields"]["code"].is_null(),
        "{}",
        res.text
    );
    let res = call(
        "/api/v1/users/me/email/verify",
        Some(json!({"email": "thief@example.in", "code": wrong(&mail_code), "phoneCode": phone_code})),
    )
    .await;
    assert_eq!(
        field_error(&res, "code"),
        "Invalid email OTP. Please check the code and try again."
    );
    assert_eq!(me(&app, &t).await["email"], "ravi@example.in");
    assert!(notices(&app, "email_changed").is_empty());

    // With both codes (the holder of the phone agrees) the address changes, and both the phone
    // and the old address are told.
    let res = call(
        "/api/v1/users/me/email/verify",
        Some(json!({"email": "thief@example.in", "code": mail_code, "phoneCode": phone_code})),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(me(&app, &t).await["email"], "thief@example.in");
    let told = notices(&app, "email_changed");
    assert_eq!(told.len(), 2, "{told:?}");
    assert!(told
        .iter()
        .any(|(ch, to, body)| ch == "sms" && to == OWNER && body.contains("t***@example.in")));
    assert!(told.iter().any(|(ch, to, body)| ch == "email"
        && to == "ravi@example.in"
        && body.contains("t***@example.in")
        && body.contains("support@hyderabadescapes.in")));
}

on_both_databases! {
    renaming_follows_the_name_rules_case => renaming_follows_the_name_rules;
    the_e_mail_changes_only_after_the_new_address_proves_itself_case => the_e_mail_changes_only_after_the_new_address_proves_itself;
    a_token_alone_cannot_move_the_e_mail_and_the_phone_and_old_address_are_told_case => a_token_alone_cannot_move_the_e_mail_and_the_phone_and_old_address_are_told;
    notification_preferences_are_per_user_case => notification_preferences_are_per_user;
    consent_choices_are_appended_to_the_log_case => consent_choices_are_appended_to_the_log;
    signing_out_everywhere_ends_every_session_case => signing_out_everywhere_ends_every_session;
    deleting_the_account_erases_it_and_its_listings_case => deleting_the_account_erases_it_and_its_listings;
}
