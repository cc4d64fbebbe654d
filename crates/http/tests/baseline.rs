//! The baseline every endpoint meets, through the real router on SQLite and PostgreSQL: a list
//! asked for a page out of range says so (never quietly clamped), a value of the wrong kind gets
//! a field message in the domain's words, not the JSON parser's, an oversized body is 413, every
//! answer carries the security headers, and a flood of messages is cut off.

mod support;

use axum::http::StatusCode;
use serde_json::json;
use support::TestApp;

const GUEST: &str = "+919876500011";

async fn paging_out_of_range_is_a_field_message(app: TestApp) {
    app.add_user(GUEST, "Kavya Rao", None, "user");
    let session = app.sign_in(GUEST).await;
    let token = session["token"].as_str().unwrap();
    for (uri, field, message) in [
        (
            "/api/v1/users/me/bookings?perPage=1000",
            "perPage",
            "perPage must be between 1 and 100",
        ),
        (
            "/api/v1/users/me/bookings?page=0",
            "page",
            "page must be a whole number from 1 to 10000",
        ),
        (
            "/api/v1/conversations?perPage=0",
            "perPage",
            "perPage must be between 1 and 100",
        ),
        (
            "/api/v1/messages?perPage=101",
            "perPage",
            "perPage must be between 1 and 100",
        ),
    ] {
        let res = app.call("GET", uri, Some(token), None).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{uri}: {}", res.text);
        assert_eq!(res.json()["error"]["fields"][field], message, "{uri}");
    }
    let res = app
        .call(
            "GET",
            "/api/v1/users/me/bookings?perPage=100",
            Some(token),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

async fn wrong_kinds_get_field_messages_without_parser_words(app: TestApp) {
    let res = app
        .post_json(
            "/api/v1/leads",
            &json!({"contact": "9876543210", "purpose": "first500", "consent": "yes"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        res.json()["error"]["fields"]["consent"],
        "consent must be true or false"
    );
    let res = app
        .post_json(
            "/api/v1/properties/alpha-farm-moinabad/quote",
            &json!({"bookingType": "half_day", "start": "2026-12-05T09:00:00+05:30", "guests": "four"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    for text in [&res.text] {
        for parser_word in [
            "invalid type",
            "expected",
            "line 1",
            "column",
            "deserialize",
        ] {
            assert!(!text.contains(parser_word), "{parser_word}: {text}");
        }
    }
    let res = app.get("/api/reviews?x=1").await;
    assert_eq!(
        res.status,
        StatusCode::OK,
        "unknown parameters are ignored: {}",
        res.text
    );
}

/// JSON Schema's `integer` admits `4.0`, and an optional body may be `null`: the server reads
/// both as the document says, so a client generated from it is never refused for them.
async fn bodies_are_read_as_the_document_states(app: TestApp) {
    let quote = |guests: serde_json::Value| json!({"bookingType": "half_day", "start": "2026-12-05T09:00:00+05:30", "guests": guests});
    let uri = "/api/v1/properties/alpha-farm-moinabad/quote";
    let whole = app.post_json(uri, &quote(json!(4))).await;
    let spelled = app.post_json(uri, &quote(json!(4.0))).await;
    assert_eq!(spelled.status, whole.status, "{}", spelled.text);
    assert_eq!(spelled.json(), whole.json());
    let fraction = app.post_json(uri, &quote(json!(4.5))).await;
    assert_eq!(
        fraction.status,
        StatusCode::BAD_REQUEST,
        "{}",
        fraction.text
    );
    assert_eq!(
        fraction.json()["error"]["fields"]["guests"],
        "guests must be a whole number"
    );

    app.add_user(GUEST, "Kavya Rao", None, "user");
    let session = app.sign_in(GUEST).await;
    let token = session["token"].as_str().unwrap();
    let cancel = "/api/v1/bookings/999999/cancel";
    let none = app.call("PUT", cancel, Some(token), None).await;
    let null = app
        .call("PUT", cancel, Some(token), Some(&serde_json::Value::Null))
        .await;
    assert_eq!(none.status, StatusCode::NOT_FOUND, "{}", none.text);
    assert_eq!(null.status, none.status, "{}", null.text);

    // A body that is not an object at all is named as such, in words.
    let res = app
        .post_json("/api/v1/auth/send-otp", &json!("hello"))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        res.json()["error"]["fields"]["body"],
        "The request body must be a JSON object with the documented fields"
    );
    let res = app
        .call("PUT", cancel, Some(token), Some(&json!("cancel")))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    for parser_word in ["invalid type", "expected", "line 1", "CancelRequest"] {
        assert!(
            !res.text.contains(parser_word),
            "{parser_word}: {}",
            res.text
        );
    }
}

async fn oversized_bodies_are_413_and_change_nothing(app: TestApp) {
    app.add_user(GUEST, "Kavya Rao", None, "user");
    let session = app.sign_in(GUEST).await;
    let token = session["token"].as_str().unwrap();
    let huge = json!({ "fullName": "a".repeat(200 * 1024), "content": "b".repeat(200 * 1024) });
    for (method, uri, auth) in [
        ("POST", "/api/v1/auth/send-otp", None),
        ("PATCH", "/api/v1/users/me", Some(token)),
        ("POST", "/api/v1/bookings", Some(token)),
        ("POST", "/api/v1/messages", Some(token)),
    ] {
        let res = app.call(method, uri, auth, Some(&huge)).await;
        assert_eq!(
            res.status,
            StatusCode::PAYLOAD_TOO_LARGE,
            "{uri}: {}",
            res.text
        );
        assert_eq!(res.json()["error"]["code"], "PAYLOAD_TOO_LARGE", "{uri}");
    }
    let me = app.call("GET", "/api/v1/auth/me", Some(token), None).await;
    assert_eq!(me.json()["data"]["user"]["fullName"], "Kavya Rao");
}

async fn every_answer_carries_the_security_headers(app: TestApp) {
    for uri in ["/api/v1/properties", "/healthz", "/", "/no-such-page"] {
        let res = app.get(uri).await;
        let header = |name: &str| {
            res.headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_string()
        };
        let csp = header("content-security-policy");
        assert!(csp.contains("frame-ancestors 'none'"), "{uri}: {csp}");
        assert!(csp.contains("object-src 'none'"), "{uri}: {csp}");
        let scripts = csp
            .split(';')
            .find(|d| d.trim().starts_with("script-src"))
            .unwrap_or_default();
        assert!(!scripts.contains("unsafe"), "{uri}: {scripts}");
        assert_eq!(header("x-frame-options"), "DENY", "{uri}");
        assert_eq!(header("x-content-type-options"), "nosniff", "{uri}");
        assert_eq!(
            header("referrer-policy"),
            "strict-origin-when-cross-origin",
            "{uri}"
        );
        assert!(header("permissions-policy").contains("camera=()"), "{uri}");
        // The test server's public URL is https.
        assert!(
            header("strict-transport-security").starts_with("max-age="),
            "{uri}"
        );
    }
    // Answers that may carry codes or tokens are never stored by a cache.
    let res = app
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": GUEST, "purpose": "login"}),
        )
        .await;
    assert_eq!(
        res.headers.get("cache-control").unwrap(),
        "private, no-store",
        "{}",
        res.text
    );
    let res = app.get("/api/dev/outbox").await;
    assert_eq!(
        res.headers.get("cache-control").unwrap(),
        "private, no-store"
    );
}

async fn a_flood_of_messages_is_cut_off_with_rate_limited(app: TestApp) {
    app.add_user(GUEST, "Kavya Rao", None, "user");
    let session = app.sign_in(GUEST).await;
    let token = session["token"].as_str().unwrap();
    let property = app
        .get("/api/v1/properties/alpha-farm-moinabad")
        .await
        .json()["data"]["id"]
        .clone();
    let opened = app
        .call(
            "POST",
            "/api/v1/conversations",
            Some(token),
            Some(&json!({ "propertyId": property })),
        )
        .await;
    assert!(opened.status.is_success(), "{}", opened.text);
    let conversation = opened.json()["data"]["id"].as_i64().unwrap();
    let uri = format!("/api/v1/conversations/{conversation}/messages");
    let mut sent = 0;
    let mut refused = None;
    for n in 0..30 {
        let body =
            json!({ "content": format!("Message {n}"), "clientMessageId": format!("flood-{n}") });
        let res = app.call("POST", &uri, Some(token), Some(&body)).await;
        match res.status {
            StatusCode::CREATED => sent += 1,
            StatusCode::TOO_MANY_REQUESTS => {
                refused = Some(res);
                break;
            }
            other => panic!("{other}: {}", res.text),
        }
    }
    // The clock of the limiter is real time; a slow machine may earn a message or two back.
    assert!((20..25).contains(&sent), "{sent} sent before the limit");
    let refused = refused.expect("the flood is refused");
    assert_eq!(refused.json()["error"]["code"], "RATE_LIMITED");
    assert_eq!(
        refused.json()["message"],
        "You are sending messages too quickly. Please wait a moment and try again."
    );
    assert!(refused.headers.get("retry-after").is_some());
    let thread = app
        .call("GET", &format!("{uri}?limit=100"), Some(token), None)
        .await
        .json();
    assert_eq!(thread["data"].as_array().map(Vec::len), Some(sent));
}

on_both_databases! {
    oversized_bodies => oversized_bodies_are_413_and_change_nothing;
    security_headers => every_answer_carries_the_security_headers;
    message_flood => a_flood_of_messages_is_cut_off_with_rate_limited;
    paging => paging_out_of_range_is_a_field_message;
    wrong_kinds => wrong_kinds_get_field_messages_without_parser_words;
    documented_bodies => bodies_are_read_as_the_document_states;
}
