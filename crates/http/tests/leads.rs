//! Instant search suggestions, leads, and control characters refused at the door, through the
//! real router on SQLite and PostgreSQL.

mod support;

use axum::http::StatusCode;
use serde_json::{json, Value};
use support::TestApp;

fn names(list: &Value, key: &str) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|v| v[key].as_str().unwrap().to_string())
        .collect()
}

async fn suggestions_match_localities_and_farmhouses_as_typed(app: TestApp) {
    let res = app.get("/api/v1/search/suggestions?q=%20MOIN").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.headers["cache-control"], "public, max-age=60");
    let d = &res.json()["data"];
    assert_eq!(d["query"], "MOIN");
    assert_eq!(
        d["locations"],
        json!([{"slug": "moinabad", "name": "Moinabad", "count": 2}])
    );
    // Both Moinabad farmhouses match through their locality; the better-rated one first.
    assert_eq!(
        names(&d["properties"], "title"),
        ["Alpha Farm", "Bravo Villa"]
    );
    assert_eq!(
        d["properties"][0],
        json!({"id": d["properties"][0]["id"], "slug": "alpha-farm-moinabad", "title": "Alpha Farm",
            "location": "Moinabad", "locationSlug": "moinabad", "halfDayPrice": 5000})
    );

    // A title's word start beats a locality match; a locality with nothing to match is absent.
    let d = app.get("/api/v1/search/suggestions?q=estate").await.json()["data"].clone();
    assert_eq!(names(&d["properties"], "title"), ["Charlie Estate"]);
    assert_eq!(d["locations"], json!([]));

    // Nothing typed, nothing suggested; one letter inside a word matches nothing.
    let d = app.get("/api/v1/search/suggestions?q=%20%20").await.json()["data"].clone();
    assert_eq!(
        (d["locations"].clone(), d["properties"].clone()),
        (json!([]), json!([]))
    );
    let d = app.get("/api/v1/search/suggestions").await.json()["data"].clone();
    assert_eq!(d["properties"], json!([]));
    let d = app.get("/api/v1/search/suggestions?q=z").await.json()["data"].clone();
    assert_eq!(d["properties"], json!([]));
}

async fn suggestions_refuse_long_or_control_text(app: TestApp) {
    let long = "a".repeat(61);
    let res = app
        .get(&format!("/api/v1/search/suggestions?q={long}"))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(res.json()["error"]["code"], "VALIDATION_FAILED");
    assert_eq!(
        res.json()["error"]["fields"]["q"],
        "Search text must be at most 60 characters"
    );
    let res = app.get("/api/v1/search/suggestions?q=al%00pha").await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    // Bytes that are not UTF-8 are read as U+FFFD, which matches nothing.
    let res = app.get("/api/v1/search/suggestions?q=%FF").await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["properties"], json!([]));
}

/// (kind, contact, purpose, listing, user, converted at) as stored.
type LeadColumns = (String, String, String, i64, Option<i64>, Option<i64>);

async fn stored_leads(app: &TestApp) -> Vec<(String, String, String, i64, Option<i64>, bool)> {
    use diesel::prelude::*;
    use escapes_core::store::schema::leads as l;
    app.store
        .run_blocking(|c| {
            let rows: Vec<LeadColumns> = l::table
                .order(l::id)
                .select((
                    l::contact_kind,
                    l::contact,
                    l::purpose,
                    l::property_id,
                    l::user_id,
                    l::converted_at,
                ))
                .load(c)?;
            Ok(rows
                .into_iter()
                .map(|(k, c, p, pid, u, conv)| (k, c, p, pid, u, conv.is_some()))
                .collect())
        })
        .unwrap()
}

async fn a_lead_is_stored_converted_once_per_contact_and_purpose(app: TestApp) {
    let body = json!({"contact": "98765 43210", "purpose": "first500", "consent": true,
        "source": "exit_intent"});
    let res = app.post_json("/api/v1/leads", &body).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let lead = res.json()["data"].clone();
    assert_eq!(lead["purpose"], "first500");
    assert_eq!(lead["converted"], true);
    assert!(lead["createdAt"].as_str().unwrap().ends_with("+05:30"));
    // No contact is ever shown back (PRODUCT.md §3).
    assert!(!res.text.contains("9876543210"), "{}", res.text);

    // The same visitor again: the same lead, not a second row.
    let res = app.post_json("/api/v1/leads", &body).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["id"], lead["id"]);

    // A price alert for a listing, by e-mail, from a signed-in guest.
    app.add_user("+919876500077", "Meena Rao", None, "user");
    let signed_in = app.sign_in("+919876500077").await;
    let token = signed_in["token"].as_str().unwrap();
    let alpha = app
        .get("/api/v1/properties/alpha-farm-moinabad")
        .await
        .json()["data"]["id"]
        .as_i64()
        .unwrap();
    let res = app
        .call(
            "POST",
            "/api/v1/leads",
            Some(token),
            Some(
                &json!({"contact": "Guest@Example.IN", "purpose": "price_alert",
                "consent": true, "propertyId": alpha}),
            ),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let user = signed_in["user"]["id"].as_i64().unwrap();
    assert_eq!(
        stored_leads(&app).await,
        vec![
            (
                "phone".into(),
                "+919876543210".into(),
                "first500".into(),
                0,
                None,
                true
            ),
            (
                "email".into(),
                "guest@example.in".into(),
                "price_alert".into(),
                alpha,
                Some(user),
                true
            ),
        ]
    );
}

async fn bad_leads_get_field_messages_and_store_nothing(app: TestApp) {
    let res = app
        .post_json(
            "/api/v1/leads",
            &json!({"contact": "12345", "purpose": "first500", "consent": false}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let e = &res.json()["error"];
    assert_eq!(e["code"], "VALIDATION_FAILED");
    assert_eq!(
        e["fields"]["contact"],
        "Enter a valid 10-digit mobile number or e-mail address"
    );
    assert_eq!(
        e["fields"]["consent"],
        "Please agree to be contacted about this offer"
    );

    // An unknown or unpublished listing, a wrong type, control characters, malformed JSON.
    for body in [
        json!({"contact": "9876543210", "purpose": "price_alert", "consent": true, "propertyId": 999999}),
        json!({"contact": "9876543210", "purpose": "first500", "consent": "yes"}),
        json!({"contact": "98765\u{0}43210", "purpose": "first500", "consent": true}),
        json!({"contact": "9876543210", "purpose": "first500", "consent": true, "source": "<script>"}),
    ] {
        let res = app.post_json("/api/v1/leads", &body).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{body}: {}", res.text);
        assert!(!res.text.contains("serde"), "{}", res.text);
    }
    let res = app
        .post_raw("/api/v1/leads", "application/json", "{\"contact\":".into())
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let huge = json!({"contact": "9876543210", "purpose": "first500", "consent": true,
        "source": "x".repeat(5_000)});
    let res = app.post_json("/api/v1/leads", &huge).await;
    assert_eq!(res.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", res.text);
    assert!(stored_leads(&app).await.is_empty());
}

/// A NUL byte in any text, body or query, was a 500 on PostgreSQL: now a 400 on its field (or a
/// 404 in a path), on both databases, and nothing is stored.
async fn control_characters_are_refused_at_the_door(app: TestApp) {
    let res = app
        .post_json(
            "/api/v1/leads",
            &json!({"contact": "98765\u{0}43210", "purpose": "first500", "consent": true}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        res.json()["error"]["fields"]["contact"],
        "contact cannot contain control characters"
    );
    let res = app
        .post_json(
            "/api/v1/properties/alpha-farm-moinabad/quote",
            &json!({"bookingType": "half_day", "start": "2026-12-05T09:00:00+05:30\u{0}", "guests": 2}),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert!(
        res.json()["error"]["fields"]["start"].is_string(),
        "{}",
        res.text
    );
    for uri in [
        "/api/v1/properties?location=moin%00abad",
        "/api/v1/search/suggestions?q=%00",
        "/api/dev/outbox?to=%2B91%00",
    ] {
        let res = app.get(uri).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{uri}: {}", res.text);
        assert_eq!(res.json()["error"]["code"], "VALIDATION_FAILED", "{uri}");
    }
    for uri in [
        "/api/v1/properties/alpha%00",
        "/api/v1/locations/moin%00abad",
    ] {
        let res = app.get(uri).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{uri}: {}", res.text);
    }
    // Lines and tabs in text are still fine.
    let res = app
        .post_json(
            "/api/v1/leads",
            &json!({"contact": "\t9876543210\n", "purpose": "first500", "consent": true}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!(stored_leads(&app).await.len(), 1);
}

on_both_databases! {
    suggestions => suggestions_match_localities_and_farmhouses_as_typed;
    suggestions_refuse => suggestions_refuse_long_or_control_text;
    leads => a_lead_is_stored_converted_once_per_contact_and_purpose;
    bad_leads => bad_leads_get_field_messages_and_store_nothing;
    control_characters => control_characters_are_refused_at_the_door;
}
