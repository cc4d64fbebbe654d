//! Sign-in through the real router: the simple dialog's and the full modal's send-otp, rate
//! limits, bad input and the dev outbox; verifying codes, sessions (/me, refresh rotation and
//! reuse, logout, expiry) — on SQLite and on PostgreSQL.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use serde_json::{json, Value};
use support::TestApp;

async fn outbox(app: &TestApp, to: &str) -> Vec<Value> {
    let res = app
        .get(&format!("/api/dev/outbox?to={}", to.replace('+', "%2B")))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].as_array().unwrap().clone()
}

fn code_of(message: &Value) -> String {
    let body = message["body"].as_str().unwrap();
    let code = &body[..6];
    assert!(code.bytes().all(|b| b.is_ascii_digit()), "{body}");
    assert_eq!(
        body,
        format!("{code} is your Hyderabad Escapes code. It expires in 10 minutes.")
    );
    code.to_string()
}

async fn send_puts_one_code_in_the_outbox(app: TestApp) {
    let res = app
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": "+919876543210", "purpose": "login"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.json(),
        json!({"success": true, "data": {"resendAfter": 30}})
    );
    // Any accepted form of the number finds it.
    let messages = outbox(&app, "9876543210").await;
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert_eq!(messages[0]["channel"], "sms");
    assert_eq!(messages[0]["to"], "+919876543210");
    assert!(messages[0]["createdAt"]
        .as_str()
        .unwrap()
        .ends_with("+05:30"));
    code_of(&messages[0]);
    assert!(outbox(&app, "+919876543211").await.is_empty());
}

async fn the_fourth_send_in_fifteen_minutes_is_refused(app: TestApp) {
    let body = json!({"phone": "9876543210", "purpose": "login"});
    let send = || app.post_json("/api/v1/auth/send-otp", &body);
    for _ in 0..3 {
        assert_eq!(send().await.status, StatusCode::OK);
        app.clock.advance(30);
    }
    let res = send().await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.text);
    let body = res.json();
    assert_eq!(body["error"]["code"], "RATE_LIMITED");
    assert!(
        body["message"].as_str().unwrap().contains("Too many"),
        "{body}"
    );
    // The first send was 90 s ago; it leaves the 15-minute window in 810 s.
    assert_eq!(res.headers[header::RETRY_AFTER], "810");
    assert_eq!(outbox(&app, "+919876543210").await.len(), 3);
}

async fn a_resend_waits_for_the_countdown(app: TestApp) {
    let body = json!({"identifier": "9876543210", "type": "sms"});
    let send = || app.post_json("/api/auth/otp/send-otp", &body);
    let first = send().await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    assert_eq!(
        first.json()["data"],
        json!({"identifier": "+919876543210", "resendAfter": 60})
    );
    app.clock.advance(45);
    let early = send().await;
    assert_eq!(early.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(early.headers[header::RETRY_AFTER], "15");
    app.clock.advance(15);
    assert_eq!(send().await.status, StatusCode::OK);
}

async fn the_modal_sends_e_mail_codes(app: TestApp) {
    let res = app
        .post_json(
            "/api/auth/otp/send-otp",
            &json!({"identifier": " Ravi@Example.IN", "type": "email"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["identifier"], "ravi@example.in");
    let messages = outbox(&app, "ravi@example.in").await;
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0]["channel"], "email");
    assert!(messages[0]["body"]
        .as_str()
        .unwrap()
        .contains("is your Hyderabad Escapes code"));
}

async fn bad_input_is_a_400_with_field_messages(app: TestApp) {
    for phone in ["12345", "5876543210", "98765432100", ""] {
        let res = app
            .post_json(
                "/api/v1/auth/send-otp",
                &json!({"phone": phone, "purpose": "login"}),
            )
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{phone}: {}", res.text);
        let body = res.json();
        assert_eq!(body["error"]["code"], "VALIDATION_FAILED");
        assert_eq!(
            body["error"]["fields"]["phone"],
            "Please enter a valid Indian mobile number"
        );
    }
    let res = app
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": "9876543210", "purpose": "admin_login"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert!(res.json()["error"]["fields"]["purpose"].is_string());

    let res = app
        .post_json(
            "/api/auth/otp/send-otp",
            &json!({"identifier": "ravi@", "type": "email"}),
        )
        .await;
    assert_eq!(
        res.json()["error"]["fields"]["identifier"],
        "Please enter a valid email address"
    );
    let res = app
        .post_json(
            "/api/auth/otp/send-otp",
            &json!({"identifier": "9876543210", "type": "fax"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert!(res.json()["error"]["fields"]["type"].is_string());

    let res = app
        .post_raw(
            "/api/v1/auth/send-otp",
            "application/json",
            "{\"phone\": ".into(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "VALIDATION_FAILED");
    let res = app
        .post_json("/api/v1/auth/send-otp", &json!({"phone": 9876543210u64}))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);

    let res = app.get("/api/dev/outbox").await;
    assert!(
        res.json()["data"].as_array().unwrap().is_empty(),
        "bad input sends nothing"
    );
}

async fn send_does_not_tell_whether_an_account_exists(app: TestApp) {
    // +919000000001 is the fixture's owner; +919876543210 has no account.
    let known = app
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": "9000000001", "purpose": "login"}),
        )
        .await;
    let unknown = app
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": "9876543210", "purpose": "login"}),
        )
        .await;
    assert_eq!(
        (known.status, known.text.clone()),
        (unknown.status, unknown.text.clone())
    );
    assert_eq!(outbox(&app, "+919000000001").await.len(), 1);
    assert_eq!(outbox(&app, "+919876543210").await.len(), 1);
}

const OWNER: &str = "+919000000001";

/// Sends a login code to the fixture owner and signs in with it; returns the response body.
async fn sign_in(app: &TestApp) -> Value {
    let res = app
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": OWNER, "purpose": "login"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let code = code_of(&outbox(app, OWNER).await[0]);
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": "9000000001", "otp": code, "trigger": "header"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()
}

async fn me(app: &TestApp, token: &str) -> support::Response {
    app.request(
        Request::get("/api/v1/auth/me")
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .body(Body::empty())
            .unwrap(),
    )
    .await
}

async fn logout(app: &TestApp, token: &str) -> support::Response {
    app.request(
        Request::post("/api/v1/auth/logout")
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .body(Body::empty())
            .unwrap(),
    )
    .await
}

fn assert_unauthorized(res: &support::Response) {
    assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{}", res.text);
    let body = res.json();
    assert_eq!(body["success"], false);
    assert_eq!(body["error"]["code"], "UNAUTHORIZED");
}

async fn verify_signs_in_and_me_answers(app: TestApp) {
    let body = sign_in(&app).await;
    assert_eq!(body["success"], true);
    let user = json!({"id": body["user"]["id"], "fullName": "Ravi Kumar Reddy", "username": null,
        "email": "ravi@example.in", "phone": OWNER, "role": "owner", "language": "en"});
    assert_eq!(body["user"], user);
    assert_eq!(
        body["data"],
        json!({"token": body["token"], "refreshToken": body["refreshToken"], "user": user})
    );
    assert_eq!(
        body["token"].as_str().unwrap().split('.').count(),
        3,
        "a JWT"
    );
    assert_eq!(body["refreshToken"].as_str().unwrap().len(), 64);
    let res = me(&app, body["token"].as_str().unwrap()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.json(),
        json!({"success": true, "user": user, "data": {"user": user}})
    );
}

async fn me_needs_a_valid_token(app: TestApp) {
    assert_unauthorized(&app.get("/api/v1/auth/me").await);
    assert_unauthorized(&me(&app, "not-a-token").await);
    assert_unauthorized(
        &app.get_with("/api/v1/auth/me", "authorization", "Basic dXNlcjpwdw==")
            .await,
    );
    let body = sign_in(&app).await;
    let token = body["token"].as_str().unwrap();
    let mut tampered = token.to_string();
    tampered.push('x');
    assert_unauthorized(&me(&app, &tampered).await);
}

async fn wrong_and_malformed_codes_are_400s(app: TestApp) {
    app.post_json(
        "/api/v1/auth/send-otp",
        &json!({"phone": OWNER, "purpose": "login"}),
    )
    .await;
    let code = code_of(&outbox(&app, OWNER).await[0]);
    let wrong = format!("{:06}", (code.parse::<u32>().unwrap() + 1) % 1_000_000);
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": OWNER, "otp": wrong}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "OTP_INVALID");
    for bad in ["12a456", "12345", "1234567", "", "１２３４５６"] {
        let res = app
            .post_json(
                "/api/v1/auth/verify-otp",
                &json!({"phone": OWNER, "otp": bad}),
            )
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{bad}: {}", res.text);
        assert_eq!(
            res.json()["error"]["fields"]["otp"],
            "OTP must be 6 digits",
            "{bad}"
        );
    }
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": "12345", "otp": code}),
        )
        .await;
    assert_eq!(
        res.json()["error"]["fields"]["phone"],
        "Please enter a valid Indian mobile number"
    );
    let long = "9".repeat(10_000);
    for body in [
        json!({"phone": long, "otp": long}),
        json!({"phone": OWNER, "otp": 123456}),
        json!([]),
    ] {
        let res = app.post_json("/api/v1/auth/verify-otp", &body).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    }
    // The right code still works: malformed tries never reach it.
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": OWNER, "otp": code}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

async fn a_number_without_an_account_is_told_to_sign_up_after_the_code(app: TestApp) {
    let phone = "+919876543210";
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": phone, "otp": "123456"}),
        )
        .await;
    assert_eq!(
        res.json()["error"]["code"],
        "OTP_INVALID",
        "no code sent: nothing about accounts"
    );
    app.post_json(
        "/api/v1/auth/send-otp",
        &json!({"phone": phone, "purpose": "login"}),
    )
    .await;
    let code = code_of(&outbox(&app, phone).await[0]);
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": phone, "otp": code}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "ACCOUNT_NOT_FOUND");
    assert!(res.json()["message"].as_str().unwrap().contains("sign up"));
}

async fn refresh_with(app: &TestApp, token: Value) -> support::Response {
    app.post_json("/api/v1/auth/refresh", &json!({"refreshToken": token}))
        .await
}

async fn refresh_rotates_and_reuse_revokes_the_family(app: TestApp) {
    let first = sign_in(&app).await;
    let refresh = |t: Value| refresh_with(&app, t);
    let res = refresh(first["refreshToken"].clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let second = res.json();
    assert_eq!(second["success"], true);
    assert_eq!(second["user"], first["user"]);
    assert_ne!(second["refreshToken"], first["refreshToken"]);
    assert_eq!(
        me(&app, second["token"].as_str().unwrap()).await.status,
        StatusCode::OK
    );
    // A second tab that sent the same token a moment later gets the same new pair, and the
    // session goes on.
    app.clock.advance(20);
    let replay = refresh(first["refreshToken"].clone()).await;
    assert_eq!(replay.status, StatusCode::OK, "{}", replay.text);
    assert_eq!(replay.json()["refreshToken"], second["refreshToken"]);
    assert_eq!(
        me(&app, replay.json()["token"].as_str().unwrap())
            .await
            .status,
        StatusCode::OK
    );
    // Once the successor has been used, even a quick replay is theft: the whole family ends.
    let third = refresh(second["refreshToken"].clone()).await.json();
    assert_eq!(third["success"], true);
    assert_unauthorized(&refresh(first["refreshToken"].clone()).await);
    assert_unauthorized(&refresh(third["refreshToken"].clone()).await);
    assert_unauthorized(&me(&app, third["token"].as_str().unwrap()).await);

    // After the 30-second grace, a retired token coming back ends the family too.
    app.clock.advance(61);
    let fresh = sign_in(&app).await;
    let next = refresh(fresh["refreshToken"].clone()).await.json();
    assert_eq!(next["success"], true);
    app.clock.advance(31);
    assert_unauthorized(&refresh(fresh["refreshToken"].clone()).await);
    assert_unauthorized(&refresh(next["refreshToken"].clone()).await);
    assert_unauthorized(&me(&app, next["token"].as_str().unwrap()).await);

    assert_unauthorized(&refresh(json!("made-up")).await);
    assert_unauthorized(&refresh(json!("")).await);
    assert_eq!(refresh(json!(42)).await.status, StatusCode::BAD_REQUEST);
}

async fn logout_ends_the_session(app: TestApp) {
    let body = sign_in(&app).await;
    let token = body["token"].as_str().unwrap();
    let res = logout(&app, token).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["success"], true);
    assert_unauthorized(&me(&app, token).await);
    assert_unauthorized(
        &app.post_json(
            "/api/v1/auth/refresh",
            &json!({"refreshToken": body["refreshToken"]}),
        )
        .await,
    );
    assert_unauthorized(&logout(&app, token).await);
    assert_unauthorized(&app.post_json("/api/v1/auth/logout", &json!({})).await);
}

async fn access_tokens_expire(app: TestApp) {
    let body = sign_in(&app).await;
    let token = body["token"].as_str().unwrap();
    app.clock.advance(14 * 60);
    assert_eq!(me(&app, token).await.status, StatusCode::OK);
    app.clock.advance(60);
    assert_unauthorized(&me(&app, token).await);
    let res = app
        .post_json(
            "/api/v1/auth/refresh",
            &json!({"refreshToken": body["refreshToken"]}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        me(&app, res.json()["token"].as_str().unwrap()).await.status,
        StatusCode::OK
    );
}

async fn the_modal_signs_in_by_sms_or_e_mail(app: TestApp) {
    for (identifier, kind, to) in [
        ("9000000001", "sms", OWNER),
        ("Ravi@Example.in", "email", "ravi@example.in"),
    ] {
        let res = app
            .post_json(
                "/api/auth/otp/send-otp",
                &json!({"identifier": identifier, "type": kind}),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        let body = outbox(&app, to).await[0]["body"]
            .as_str()
            .unwrap()
            .to_string();
        // E-mails put a subject line before the text; the code opens the last line.
        let code = body.lines().last().unwrap()[..6].to_string();
        let res = app
            .post_json(
                "/api/auth/otp/verify-otp-login",
                &json!({"identifier": identifier, "code": "12x456", "type": kind}),
            )
            .await;
        assert_eq!(
            res.json()["error"]["fields"]["code"],
            "OTP must be 6 digits"
        );
        let res = app
            .post_json(
                "/api/auth/otp/verify-otp-login",
                &json!({"identifier": identifier, "code": code, "type": kind}),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        let body = res.json();
        assert_eq!(body["user"]["phone"], OWNER);
        assert_eq!(body["data"]["user"], body["user"]);
        assert_eq!(
            me(&app, body["token"].as_str().unwrap()).await.status,
            StatusCode::OK
        );
        assert!(body["refreshToken"].is_string());
    }
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-login",
            &json!({"identifier": OWNER, "code": "123456", "type": "fax"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
}

/// Sends sign-up codes to `phone` (SMS) and `email`; returns (sms code, e-mail code).
async fn signup_codes(app: &TestApp, phone: &str, email: &str) -> (String, String) {
    for (identifier, kind) in [(phone, "sms"), (email, "email")] {
        let res = app
            .post_json(
                "/api/auth/otp/send-otp",
                &json!({"identifier": identifier, "type": kind, "purpose": "register"}),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    }
    let sms = code_of(&outbox(app, phone).await[0]);
    (sms, mail_code(app, email).await)
}

/// The code of the newest e-mail to `email` (its last line starts with it).
async fn mail_code(app: &TestApp, email: &str) -> String {
    outbox(app, email).await[0]["body"]
        .as_str()
        .unwrap()
        .lines()
        .last()
        .unwrap()[..6]
        .to_string()
}

fn register_body(phone: &str, code: &str, user_data: Value) -> Value {
    json!({"identifier": phone, "code": code, "type": "sms", "userData": user_data})
}

async fn users_count(app: &TestApp, phone: &str) -> usize {
    // Signing in tells whether the account exists (after a fresh login code).
    app.clock.advance(3600);
    app.post_json(
        "/api/v1/auth/send-otp",
        &json!({"phone": phone, "purpose": "login"}),
    )
    .await;
    let code = code_of(&outbox(app, phone).await[0]);
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": phone, "otp": code}),
        )
        .await;
    usize::from(res.status == StatusCode::OK)
}

async fn sign_up_needs_both_codes_and_valid_data(app: TestApp) {
    let (phone, email) = ("+919876543210", "sravani@example.in");
    let (sms, mail) = signup_codes(&app, phone, email).await;
    let data = |patch: Value| {
        let mut d = json!({"fullName": "Sravani Kota", "email": email, "phone": "9876543210", "role": "user",
            "acceptTerms": true, "emailCode": mail});
        for (k, v) in patch.as_object().unwrap() {
            d[k] = v.clone();
        }
        d
    };
    let cases = [
        (
            data(json!({"fullName": "A"})),
            "fullName",
            "Name must be at least 2 characters",
        ),
        (
            data(json!({"fullName": "a".repeat(10_000)})),
            "fullName",
            "Name cannot exceed 50 characters",
        ),
        (
            data(json!({"fullName": "R2D2"})),
            "fullName",
            "Name can only contain letters and spaces",
        ),
        (
            data(json!({"email": "no-at-sign"})),
            "email",
            "Please enter a valid email address",
        ),
        (
            data(json!({"email": "a@b"})),
            "email",
            "Email must be at least 5 characters",
        ),
        (
            data(json!({"email": format!("{}@example.in", "a".repeat(100))})),
            "email",
            "Email cannot exceed 100 characters",
        ),
        (
            data(json!({"role": "admin"})),
            "role",
            "Please select your account type",
        ),
        (
            data(json!({"role": ""})),
            "role",
            "Please select your account type",
        ),
        (
            data(json!({"emailCode": "12a456"})),
            "emailCode",
            "Email OTP must be 6 digits",
        ),
    ];
    for (user_data, field, message) in cases {
        let res = app
            .post_json(
                "/api/auth/otp/verify-otp-register",
                &register_body(phone, &sms, user_data),
            )
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
        assert_eq!(
            res.json()["error"]["fields"][field],
            message,
            "{}",
            res.text
        );
    }
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-register",
            &register_body(phone, "12345", data(json!({}))),
        )
        .await;
    assert_eq!(
        res.json()["error"]["fields"]["code"],
        "SMS OTP must be 6 digits"
    );
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-register",
            &register_body(phone, &sms, data(json!({"acceptTerms": false}))),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert!(res.json()["error"]["fields"]["acceptTerms"].is_string());
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-register",
            &json!({"identifier": phone, "code": sms, "type": "sms", "userData": 5}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);

    // A wrong e-mail code: no account.
    let wrong_mail = format!("{:06}", (mail.parse::<u32>().unwrap() + 1) % 1_000_000);
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-register",
            &register_body(phone, &sms, data(json!({"emailCode": wrong_mail}))),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "OTP_INVALID");

    // Fresh codes, everything right: an account, signed in.
    app.clock.advance(60);
    let (sms, mail) = signup_codes(&app, phone, email).await;
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-register",
            &register_body(
                phone,
                &sms,
                data(json!({"emailCode": mail, "role": "owner"})),
            ),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let body = res.json();
    assert_eq!(body["user"]["fullName"], "Sravani Kota");
    assert_eq!(body["user"]["email"], email);
    assert_eq!(body["user"]["phone"], phone);
    assert_eq!(body["user"]["role"], "owner");
    assert_eq!(
        me(&app, body["token"].as_str().unwrap()).await.status,
        StatusCode::OK
    );
    assert!(body["refreshToken"].is_string());
    assert_eq!(users_count(&app, phone).await, 1);
}

async fn failed_sign_ups_store_no_account(app: TestApp) {
    let (phone, email) = ("+919876543211", "imran@example.in");
    let (sms, _) = signup_codes(&app, phone, email).await;
    let user_data = json!({"fullName": "Imran S", "email": email, "role": "user", "acceptTerms": true, "emailCode": "000000"});
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-register",
            &register_body(phone, &sms, user_data),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(users_count(&app, phone).await, 0);
    // The fixture owner's phone cannot sign up again.
    let (sms, mail) = signup_codes(&app, OWNER, "new@example.in").await;
    let user_data = json!({"fullName": "Someone Else", "email": "new@example.in", "role": "user", "acceptTerms": true, "emailCode": mail});
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-register",
            &register_body(OWNER, &sms, user_data),
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "ALREADY_EXISTS");
}

/// PRODUCT.md §7's sign-up exactly as its client sends it: two send-otp calls with `{identifier, type}`
/// only (no purpose), then verify-otp-register with both codes.
async fn sign_up_works_with_exactly_the_spec_fields(app: TestApp) {
    let (phone, email) = ("+919876500321", "meena@example.in");
    for (identifier, kind) in [("9876500321", "sms"), (email, "email")] {
        let res = app
            .post_json(
                "/api/auth/otp/send-otp",
                &json!({"identifier": identifier, "type": kind}),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    }
    let sms = code_of(&outbox(&app, phone).await[0]);
    let mail = mail_code(&app, email).await;
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-register",
            &register_body(
                phone,
                &sms,
                json!({"fullName": "Meena Rao", "email": email, "phone": "9876500321",
                    "role": "user", "acceptTerms": true, "emailCode": mail}),
            ),
        )
        .await;
    assert!(res.status.is_success(), "{}", res.text);
    assert!(res.json()["token"].is_string(), "{}", res.text);
    // Each code served once: the same codes do not sign up or in again.
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-login",
            &json!({"identifier": phone, "code": sms, "type": "sms"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
}

/// A typo in one of the two sign-up codes names that code and uses up neither: fixing it signs
/// up with the same codes (the spec's client calls, exactly).
async fn a_typo_in_one_sign_up_code_leaves_the_other_valid(app: TestApp) {
    let (phone, email) = ("+919876500323", "lakshmi@example.in");
    for (identifier, kind) in [("9876500323", "sms"), (email, "email")] {
        let res = app
            .post_json(
                "/api/auth/otp/send-otp",
                &json!({"identifier": identifier, "type": kind}),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    }
    let sms = code_of(&outbox(&app, phone).await[0]);
    let mail = mail_code(&app, email).await;
    let wrong = |c: &str| format!("{:06}", (c.parse::<u32>().unwrap() + 1) % 1_000_000);
    let register = |sms: String, mail: String| {
        let app = &app;
        async move {
            app.post_json(
                "/api/auth/otp/verify-otp-register",
                &register_body(
                    phone,
                    &sms,
                    json!({"fullName": "Lakshmi Devi", "email": email, "phone": "9876500323",
                        "role": "user", "acceptTerms": true, "emailCode": mail}),
                ),
            )
            .await
        }
    };
    let res = register(sms.clone(), wrong(&mail)).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let error = &res.json()["error"];
    assert_eq!(error["code"], "OTP_INVALID");
    assert_eq!(
        error["message"],
        "Invalid email OTP. Please check the code and try again."
    );
    assert_eq!(error["fields"], json!({"emailCode": error["message"]}));
    // The reader's language says which code, too.
    let res = app
        .request(
            axum::http::Request::post("/api/auth/otp/verify-otp-register")
                .header("content-type", "application/json")
                .header("accept-language", "hi")
                .body(axum::body::Body::from(
                    register_body(
                        phone,
                        &wrong(&sms),
                        json!({"fullName": "Lakshmi Devi", "email": email, "phone": "9876500323",
                            "role": "user", "acceptTerms": true, "emailCode": mail}),
                    )
                    .to_string(),
                ))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let said = res.json()["error"]["fields"]["code"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(said.contains("SMS OTP") && !said.is_ascii(), "{said}");
    assert!(res.json()["error"]["fields"]["emailCode"].is_null());

    // Both fixed: the very same codes sign up.
    let res = register(sms.clone(), mail.clone()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["user"]["email"], email);
}

/// A visitor signs in with a number that has no account, is told to sign up, and does so at
/// once: the resend pause belongs to the dialog flow whose code is still unused, so the sign-up
/// codes go out; within one flow the pause still holds.
async fn signing_up_right_after_a_refused_sign_in_is_not_paused(app: TestApp) {
    let (phone, email) = ("+919876500322", "ravi.teja.signup@example.in");
    let send = |identifier: &'static str, kind: &'static str| {
        let app = &app;
        async move {
            app.post_json(
                "/api/auth/otp/send-otp",
                &json!({"identifier": identifier, "type": kind}),
            )
            .await
        }
    };
    assert_eq!(send("9876500322", "sms").await.status, StatusCode::OK);
    // Within the same flow, before its code is used: paused.
    app.clock.advance(5);
    assert_eq!(
        send("9876500322", "sms").await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    let code = code_of(&outbox(&app, phone).await[0]);
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-login",
            &json!({"identifier": phone, "code": code, "type": "sms"}),
        )
        .await;
    assert_eq!(
        res.json()["error"]["code"],
        "ACCOUNT_NOT_FOUND",
        "{}",
        res.text
    );
    app.clock.advance(5);
    assert_eq!(send("9876500322", "sms").await.status, StatusCode::OK);
    assert_eq!(
        send("ravi.teja.signup@example.in", "email").await.status,
        StatusCode::OK
    );
    let sms = code_of(&outbox(&app, phone).await[0]);
    let mail = mail_code(&app, email).await;
    let res = app
        .post_json(
            "/api/auth/otp/verify-otp-register",
            &register_body(
                phone,
                &sms,
                json!({"fullName": "Ravi Teja", "email": email, "phone": "9876500322",
                    "role": "owner", "acceptTerms": true, "emailCode": mail}),
            ),
        )
        .await;
    assert!(res.status.is_success(), "{}", res.text);
    // The caps still count every send (the refused one aside): the fourth in 15 minutes is
    // refused.
    app.clock.advance(61);
    assert_eq!(send("9876500322", "sms").await.status, StatusCode::OK);
    app.clock.advance(61);
    let res = send("9876500322", "sms").await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.text);
}

on_both_databases! {
    spec_sign_up => sign_up_works_with_exactly_the_spec_fields;
    sign_up_typo => a_typo_in_one_sign_up_code_leaves_the_other_valid;
    sign_up_after_refused_sign_in => signing_up_right_after_a_refused_sign_in_is_not_paused;
    send_otp => send_puts_one_code_in_the_outbox;
    rate_limit => the_fourth_send_in_fifteen_minutes_is_refused;
    countdown => a_resend_waits_for_the_countdown;
    email_codes => the_modal_sends_e_mail_codes;
    bad_input => bad_input_is_a_400_with_field_messages;
    no_account_enumeration => send_does_not_tell_whether_an_account_exists;
    verify_and_me => verify_signs_in_and_me_answers;
    me_needs_a_token => me_needs_a_valid_token;
    wrong_code => wrong_and_malformed_codes_are_400s;
    no_account => a_number_without_an_account_is_told_to_sign_up_after_the_code;
    refresh_rotation => refresh_rotates_and_reuse_revokes_the_family;
    logout => logout_ends_the_session;
    expiry => access_tokens_expire;
    modal_login => the_modal_signs_in_by_sms_or_e_mail;
    sign_up => sign_up_needs_both_codes_and_valid_data;
    failed_sign_up => failed_sign_ups_store_no_account;
}
