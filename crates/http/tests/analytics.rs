//! Analytics and performance ingestion through the real router, on SQLite and PostgreSQL: what a
//! batch keeps (only tracked events, only their allowed fields, nothing personal), who is not
//! tracked ("Essential Only"), refusals that store nothing (malformed, too many, too large, too
//! fast), and the sweep's daily counts and 90-day keeping, on an injectable clock.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use serde_json::{json, Value};
use support::TestApp;

const SESSION: &str = "s-4f9a2c7e1b";
const GUEST: &str = "+919876500001";
const DAY: i64 = 86_400;

async fn post(app: &TestApp, path: &str, token: Option<&str>, body: &Value) -> support::Response {
    app.call("POST", path, token, Some(body)).await
}

fn event(name: &str, data: Value) -> Value {
    json!({"eventName": name, "eventData": data, "timestamp": support::now().timestamp_millis(),
        "sessionId": SESSION})
}

fn batch(events: Vec<Value>) -> Value {
    json!({"events": events, "metadata": {"sessionId": SESSION,
        "userAgent": "Mozilla/5.0 (Linux; Android 14; Redmi 12) Mobile Safari/537.36",
        "url": "https://hyderabadescapes.in/property/alpha-farm-moinabad?utm=x#photos",
        "referrer": "https://www.google.com/search?q=farmhouse+moinabad"}})
}

/// (name, session, user, property, page, device, detail) of every stored event.
type EventRow = (
    String,
    String,
    Option<i64>,
    Option<i64>,
    Option<String>,
    String,
    String,
);

async fn stored(app: &TestApp) -> Vec<EventRow> {
    app.ingest().flush().await;
    use diesel::prelude::*;
    use escapes_core::store::schema::analytics_events as e;
    app.store
        .run_blocking(|c| {
            Ok(e::table
                .order(e::id)
                .select((
                    e::name,
                    e::session_id,
                    e::user_id,
                    e::property_id,
                    e::page,
                    e::device,
                    e::detail,
                ))
                .load(c)?)
        })
        .unwrap()
}

fn accepted(res: &support::Response) -> (i64, i64) {
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    let d = &res.json()["data"];
    (
        d["accepted"].as_i64().unwrap(),
        d["dropped"].as_i64().unwrap(),
    )
}

async fn a_batch_keeps_tracked_events_and_their_allowed_fields_only(app: TestApp) {
    let res = post(
        &app,
        "/api/analytics/batch",
        None,
        &batch(vec![
            event(
                "property_viewed",
                json!({"propertyId": 1, "source": "search", "guestName": "Priya"}),
            ),
            event(
                "search_submitted",
                json!({"location": "Moinabad", "checkIn": "2026-12-05",
                "guests": 12, "bookingType": "half_day", "phone": "+919876500001"}),
            ),
            // Personal data in an allowed field is left out too.
            event(
                "search_submitted",
                json!({"location": "call me on 98765 43210"}),
            ),
            event(
                "chat_link_clicked",
                json!({"propertyId": 1, "source": "priya@example.in"}),
            ),
            event("user_logout", json!({})),
            event("made_up_event", json!({"propertyId": 1})),
            json!({"eventName": 5}),
        ]),
    )
    .await;
    assert_eq!(accepted(&res), (5, 2));
    let rows = stored(&app).await;
    assert_eq!(rows.len(), 5, "{rows:?}");
    let (name, session, user, property, page, device, detail) = &rows[0];
    assert_eq!(
        (name.as_str(), session.as_str(), *user, *property),
        ("property_viewed", SESSION, None, Some(1))
    );
    assert_eq!(page.as_deref(), Some("/property/alpha-farm-moinabad"));
    assert_eq!(device, "mobile");
    assert_eq!(
        serde_json::from_str::<Value>(detail).unwrap(),
        json!({"propertyId": 1, "source": "search"})
    );
    assert_eq!(
        serde_json::from_str::<Value>(&rows[1].6).unwrap(),
        json!({"location": "Moinabad", "checkIn": "2026-12-05", "guests": 12, "bookingType": "half_day"})
    );
    assert_eq!(
        serde_json::from_str::<Value>(&rows[2].6).unwrap(),
        json!({})
    );
    assert_eq!(
        serde_json::from_str::<Value>(&rows[3].6).unwrap(),
        json!({"propertyId": 1})
    );
    let everything = format!("{rows:?}");
    for personal in [
        "Priya",
        "98765",
        "example.in",
        "919876500001",
        "utm",
        "google",
    ] {
        assert!(
            !everything.contains(personal),
            "{personal} stored: {everything}"
        );
    }
}

async fn signed_in_users_are_tracked_only_without_essential_only(app: TestApp) {
    let id = app.add_user(GUEST, "Priya Sharma", None, "user");
    let token = app.sign_in(GUEST).await["token"]
        .as_str()
        .unwrap()
        .to_string();
    let viewed = || {
        batch(vec![event(
            "property_viewed",
            json!({"propertyId": 2, "source": "home"}),
        )])
    };
    let consent = |choice: &'static str| json!({"choice": choice});
    let res = post(
        &app,
        "/api/v1/users/me/consent",
        Some(&token),
        &consent("all"),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        accepted(&post(&app, "/api/analytics/batch", Some(&token), &viewed()).await),
        (1, 0)
    );
    assert_eq!(stored(&app).await[0].2, Some(id));
    // A token that no longer works is no sign-in, never a refusal.
    assert_eq!(
        accepted(&post(&app, "/api/analytics/batch", Some("not-a-token"), &viewed()).await),
        (1, 0)
    );
    assert_eq!(stored(&app).await[1].2, None);

    let res = post(
        &app,
        "/api/v1/users/me/consent",
        Some(&token),
        &consent("essential"),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        accepted(&post(&app, "/api/analytics/batch", Some(&token), &viewed()).await),
        (0, 1)
    );
    // Without the token, a batch that names the user is an anonymous batch like any other: its
    // answer must not tell a stranger what that user chose.
    let mut named = viewed();
    named["events"][0]["userId"] = json!(id);
    let anonymous = accepted(&post(&app, "/api/analytics/batch", None, &viewed()).await);
    assert_eq!(anonymous, (1, 0));
    assert_eq!(
        accepted(&post(&app, "/api/analytics/batch", None, &named).await),
        anonymous
    );
    let mut stranger = viewed();
    stranger["events"][0]["userId"] = json!(id + 1000);
    assert_eq!(
        accepted(&post(&app, "/api/analytics/batch", None, &stranger).await),
        anonymous
    );
    // Kept as anonymous: the named id is not stored either.
    assert!(stored(&app).await[2..].iter().all(|row| row.2.is_none()));
    let perf = json!({"sessionId": SESSION, "url": "/", "timings": {"LCP": 2100}});
    assert_eq!(
        accepted(&post(&app, "/api/performance/performance", Some(&token), &perf).await),
        (0, 1)
    );
    assert_eq!(stored(&app).await.len(), 5);
}

async fn bad_batches_are_refused_and_store_nothing(app: TestApp) {
    let many: Vec<Value> = (0..51).map(|_| event("user_logout", json!({}))).collect();
    let mut no_session = batch(vec![event("user_logout", json!({}))]);
    no_session["metadata"]["sessionId"] = json!("short");
    no_session["events"][0]["sessionId"] = json!("has spaces in it");
    for (body, field) in [
        (json!({"metadata": {}}), "events"),
        (json!({"events": "property_viewed"}), "events"),
        (json!([1, 2, 3]), "body"),
        (batch(many), "events"),
        (no_session, "sessionId"),
    ] {
        let res = post(&app, "/api/analytics/batch", None, &body).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{body}: {}", res.text);
        assert!(
            res.json()["error"]["fields"][field].is_string(),
            "{}",
            res.text
        );
    }
    let raw = |path: &str, body: String| {
        Request::post(path)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body))
            .unwrap()
    };
    let res = app
        .request(raw("/api/analytics/batch", "{\"events\": [".into()))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let huge = batch(vec![event(
        "search_submitted",
        json!({"location": "x".repeat(70_000)}),
    )]);
    for path in ["/api/analytics/batch", "/api/performance/performance"] {
        let res = app.request(raw(path, huge.to_string())).await;
        assert_eq!(
            res.status,
            StatusCode::PAYLOAD_TOO_LARGE,
            "{path}: {}",
            res.text
        );
    }
    for (body, field) in [
        (json!({"sessionId": SESSION}), "timings"),
        (
            json!({"sessionId": "has spaces", "timings": {"LCP": 1}}),
            "sessionId",
        ),
    ] {
        let res = post(&app, "/api/performance/performance", None, &body).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
        assert!(
            res.json()["error"]["fields"][field].is_string(),
            "{}",
            res.text
        );
    }
    assert!(stored(&app).await.is_empty());
}

async fn a_session_sending_too_fast_is_slowed_down(app: TestApp) {
    let one = batch(vec![event("user_logout", json!({}))]);
    let mut statuses = Vec::new();
    for _ in 0..40 {
        statuses.push(post(&app, "/api/analytics/batch", None, &one).await);
    }
    let limited = statuses
        .iter()
        .filter(|r| r.status == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert!(limited >= 15, "{limited} of 40 limited");
    let first = statuses
        .iter()
        .find(|r| r.status == StatusCode::TOO_MANY_REQUESTS)
        .unwrap();
    assert_eq!(first.json()["error"]["code"], "RATE_LIMITED");
    assert_eq!(stored(&app).await.len(), 40 - limited);
    // Another session is not held back by this one.
    let mut other = one.clone();
    other["metadata"]["sessionId"] = json!("another-session-1");
    other["events"][0]["sessionId"] = json!("another-session-1");
    assert_eq!(
        accepted(&post(&app, "/api/analytics/batch", None, &other).await),
        (1, 0)
    );
}

async fn performance_reports_keep_known_metrics_by_page_type(app: TestApp) {
    let body = json!({"sessionId": SESSION, "url": "https://hyderabadescapes.in/search?location=moinabad",
        "userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "sessionDuration": 45_000,
        "timings": {"LCP": 2480.5, "inp": 96, "CLS": 0.04, "TTFB": -5, "FCP": "fast", "memory": 12}});
    assert_eq!(
        accepted(&post(&app, "/api/performance/performance", None, &body).await),
        (4, 3)
    );
    app.ingest().flush().await;
    use diesel::prelude::*;
    use escapes_core::store::schema::performance_reports as p;
    let rows: Vec<(String, String, f64, String)> = app
        .store
        .run_blocking(|c| {
            Ok(p::table
                .order(p::metric)
                .select((p::page_type, p::metric, p::value, p::device))
                .load(c)?)
        })
        .unwrap();
    assert_eq!(
        rows,
        vec![
            ("search".into(), "CLS".into(), 0.04, "desktop".into()),
            ("search".into(), "INP".into(), 96.0, "desktop".into()),
            ("search".into(), "LCP".into(), 2480.5, "desktop".into()),
            (
                "search".into(),
                "sessionDuration".into(),
                45_000.0,
                "desktop".into()
            ),
        ]
    );
}

async fn the_sweep_counts_days_and_keeps_raw_rows_90_days(app: TestApp) {
    let viewed = |n: u8, session: &str| {
        let mut b = batch(
            (0..n)
                .map(|_| event("property_viewed", json!({"propertyId": 1})))
                .collect(),
        );
        b["metadata"]["sessionId"] = json!(session);
        for e in b["events"].as_array_mut().unwrap() {
            e["sessionId"] = json!(session);
        }
        b
    };
    accepted(
        &post(
            &app,
            "/api/analytics/batch",
            None,
            &viewed(3, "session-aaaa"),
        )
        .await,
    );
    accepted(
        &post(
            &app,
            "/api/analytics/batch",
            None,
            &viewed(2, "session-bbbb"),
        )
        .await,
    );
    accepted(
        &post(
            &app,
            "/api/analytics/batch",
            None,
            &batch(vec![event("user_logout", json!({}))]),
        )
        .await,
    );
    app.ingest().flush().await;
    app.ingest().sweep().await.unwrap();
    let today = escapes_core::time::today_ist(support::now());
    let counts = app.ingest().daily(today).await.unwrap();
    assert_eq!(
        counts,
        vec![
            ("property_viewed".into(), 1, 5, 2),
            ("user_logout".into(), 0, 1, 1)
        ]
    );
    // 91 days on: the raw rows are gone, the day's counts stay.
    app.clock.advance(91 * DAY);
    app.ingest().sweep().await.unwrap();
    assert!(stored(&app).await.is_empty());
    assert_eq!(app.ingest().daily(today).await.unwrap(), counts);
}

/// PRODUCT.md §7's report: page URL, user agent, timings and session duration, and no session id.
async fn a_performance_report_as_the_spec_sends_it_needs_no_session_id(app: TestApp) {
    let body = json!({"url": "https://hyderabadescapes.in/", "userAgent": "Mozilla/5.0 (Linux; Android 14) Mobile",
        "timings": {"LCP": 1800, "CLS": 0.02}, "sessionDuration": 12_000});
    let res = post(&app, "/api/performance/performance", None, &body).await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    assert_eq!(accepted(&res), (3, 0));
    app.ingest().flush().await;
    use diesel::prelude::*;
    use escapes_core::store::schema::performance_reports as p;
    let rows: Vec<(String, String)> = app
        .store
        .run_blocking(|c| Ok(p::table.select((p::session_id, p::device)).load(c)?))
        .unwrap();
    assert_eq!(rows.len(), 3);
    assert!(
        rows.iter().all(|(s, d)| s.is_empty() && d == "mobile"),
        "{rows:?}"
    );
}

on_both_databases! {
    allowed_fields => a_batch_keeps_tracked_events_and_their_allowed_fields_only;
    consent => signed_in_users_are_tracked_only_without_essential_only;
    bad_batches => bad_batches_are_refused_and_store_nothing;
    rate_limit => a_session_sending_too_fast_is_slowed_down;
    performance => performance_reports_keep_known_metrics_by_page_type;
    performance_without_session => a_performance_report_as_the_spec_sends_it_needs_no_session_id;
    sweep => the_sweep_counts_days_and_keeps_raw_rows_90_days;
}
