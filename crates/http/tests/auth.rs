//! Sending one-time codes through the real router: the simple dialog's and the full modal's
//! send-otp, rate limits, bad input, and the dev outbox — on SQLite and on PostgreSQL.

mod support;

use axum::http::{header, StatusCode};
use serde_json::{json, Value};
use support::TestApp;

async fn outbox(app: &TestApp, to: &str) -> Vec<Value> {
    let res = app.get(&format!("/api/dev/outbox?to={}", to.replace('+', "%2B"))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].as_array().unwrap().clone()
}

fn code_of(message: &Value) -> String {
    let body = message["body"].as_str().unwrap();
    let code = &body[..6];
    assert!(code.bytes().all(|b| b.is_ascii_digit()), "{body}");
    assert_eq!(body, format!("{code} is your Hyderabad Escapes code. It expires in 10 minutes."));
    code.to_string()
}

async fn send_puts_one_code_in_the_outbox(app: TestApp) {
    let res = app.post_json("/api/v1/auth/send-otp", &json!({"phone": "+919876543210", "purpose": "login"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json(), json!({"success": true, "data": {"resendAfter": 30}}));
    // Any accepted form of the number finds it.
    let messages = outbox(&app, "9876543210").await;
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert_eq!(messages[0]["channel"], "sms");
    assert_eq!(messages[0]["to"], "+919876543210");
    assert!(messages[0]["createdAt"].as_str().unwrap().ends_with("+05:30"));
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
    assert!(body["message"].as_str().unwrap().contains("Too many"), "{body}");
    // The first send was 90 s ago; it leaves the 15-minute window in 810 s.
    assert_eq!(res.headers[header::RETRY_AFTER], "810");
    assert_eq!(outbox(&app, "+919876543210").await.len(), 3);
}

async fn a_resend_waits_for_the_countdown(app: TestApp) {
    let body = json!({"identifier": "9876543210", "type": "sms"});
    let send = || app.post_json("/api/auth/otp/send-otp", &body);
    let first = send().await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    assert_eq!(first.json()["data"], json!({"identifier": "+919876543210", "resendAfter": 60}));
    app.clock.advance(45);
    let early = send().await;
    assert_eq!(early.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(early.headers[header::RETRY_AFTER], "15");
    app.clock.advance(15);
    assert_eq!(send().await.status, StatusCode::OK);
}

async fn the_modal_sends_e_mail_codes(app: TestApp) {
    let res = app.post_json("/api/auth/otp/send-otp", &json!({"identifier": " Ravi@Example.IN", "type": "email"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["identifier"], "ravi@example.in");
    let messages = outbox(&app, "ravi@example.in").await;
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0]["channel"], "email");
    assert!(messages[0]["body"].as_str().unwrap().contains("is your Hyderabad Escapes code"));
}

async fn bad_input_is_a_400_with_field_messages(app: TestApp) {
    for phone in ["12345", "5876543210", "98765432100", ""] {
        let res = app.post_json("/api/v1/auth/send-otp", &json!({"phone": phone, "purpose": "login"})).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{phone}: {}", res.text);
        let body = res.json();
        assert_eq!(body["error"]["code"], "VALIDATION_FAILED");
        assert_eq!(body["error"]["fields"]["phone"], "Please enter a valid Indian mobile number");
    }
    let res = app.post_json("/api/v1/auth/send-otp", &json!({"phone": "9876543210", "purpose": "admin_login"})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert!(res.json()["error"]["fields"]["purpose"].is_string());

    let res = app.post_json("/api/auth/otp/send-otp", &json!({"identifier": "ravi@", "type": "email"})).await;
    assert_eq!(res.json()["error"]["fields"]["identifier"], "Please enter a valid email address");
    let res = app.post_json("/api/auth/otp/send-otp", &json!({"identifier": "9876543210", "type": "fax"})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert!(res.json()["error"]["fields"]["type"].is_string());

    let res = app.post_raw("/api/v1/auth/send-otp", "application/json", "{\"phone\": ".into()).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "VALIDATION_FAILED");
    let res = app.post_json("/api/v1/auth/send-otp", &json!({"phone": 9876543210u64})).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);

    let res = app.get("/api/dev/outbox").await;
    assert!(res.json()["data"].as_array().unwrap().is_empty(), "bad input sends nothing");
}

async fn send_does_not_tell_whether_an_account_exists(app: TestApp) {
    // +919000000001 is the fixture's owner; +919876543210 has no account.
    let known = app.post_json("/api/v1/auth/send-otp", &json!({"phone": "9000000001", "purpose": "login"})).await;
    let unknown = app.post_json("/api/v1/auth/send-otp", &json!({"phone": "9876543210", "purpose": "login"})).await;
    assert_eq!((known.status, known.text.clone()), (unknown.status, unknown.text.clone()));
    assert_eq!(outbox(&app, "+919000000001").await.len(), 1);
    assert_eq!(outbox(&app, "+919876543210").await.len(), 1);
}

on_both_databases! {
    send_otp => send_puts_one_code_in_the_outbox;
    rate_limit => the_fourth_send_in_fifteen_minutes_is_refused;
    countdown => a_resend_waits_for_the_countdown;
    email_codes => the_modal_sends_e_mail_codes;
    bad_input => bad_input_is_a_400_with_field_messages;
    no_account_enumeration => send_does_not_tell_whether_an_account_exists;
}
