//! The baseline every endpoint meets, through the real router on SQLite and PostgreSQL: a list
//! asked for a page out of range says so (never quietly clamped), and a value of the wrong kind
//! gets a field message in the domain's words, not the JSON parser's.

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

on_both_databases! {
    paging => paging_out_of_range_is_a_field_message;
    wrong_kinds => wrong_kinds_get_field_messages_without_parser_words;
}
