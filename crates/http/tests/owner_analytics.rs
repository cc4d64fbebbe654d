//! Owner analytics through the real router, on SQLite and PostgreSQL: views and contact clicks
//! from tracked events (today's raw ones, then the sweep's daily counts), bookings, revenue,
//! cancellations, occupancy, weekdays and the locality price rank; who may read which listing.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use serde_json::{json, Value};
use support::TestApp;

const OWNER: &str = "+919000000001";
const GUEST: &str = "+919876500001";
const DAY: i64 = 86_400;

async fn token(app: &TestApp, phone: &str) -> String {
    app.sign_in(phone).await["token"]
        .as_str()
        .unwrap()
        .to_string()
}

fn data(res: &support::Response) -> Value {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].clone()
}

/// A cash half day at `property` on December `day` from its day slot; its id and total.
async fn book(app: &TestApp, guest: &str, property: i64, start: &str) -> (i64, i64) {
    let quote = app
        .call(
            "POST",
            &format!("/api/v1/properties/{property}/quote"),
            None,
            Some(&json!({"bookingType": "half_day", "start": start, "guests": 4})),
        )
        .await;
    let total = data(&quote)["total"].as_i64().unwrap();
    let body = json!({"propertyId": property, "bookingType": "half_day", "start": start,
        "guests": 4, "paymentMethod": "cash", "expectedTotal": total});
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {guest}"))
        .header("Idempotency-Key", start)
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    (res.json()["data"]["id"].as_i64().unwrap(), total)
}

async fn track(app: &TestApp, events: &[(&str, i64)]) {
    let events: Vec<Value> = events
        .iter()
        .map(|(name, property)| {
            json!({"eventName": name, "eventData": {"propertyId": property, "source": "search"},
            "timestamp": support::now().timestamp_millis(), "sessionId": "session-owner-1"})
        })
        .collect();
    let res = app
        .call(
            "POST",
            "/api/analytics/batch",
            None,
            Some(&json!({"events": events, "metadata": {"sessionId": "session-owner-1"}})),
        )
        .await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    app.ingest().flush().await;
}

async fn figures(app: &TestApp, owner: &str, query: &str) -> Value {
    data(
        &app.call(
            "GET",
            &format!("/api/v1/owner/analytics?{query}"),
            Some(owner),
            None,
        )
        .await,
    )
}

async fn an_owner_sees_views_clicks_bookings_revenue_and_occupancy(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    track(
        &app,
        &[
            ("property_viewed", 1),
            ("property_viewed", 1),
            ("property_viewed", 1),
            ("property_viewed", 2),
            ("chat_link_clicked", 1),
            ("phone_call_clicked", 1),
            ("search_submitted", 1),
        ],
    )
    .await;
    // Saturday 5 December, confirmed; Sunday the 6th, cancelled by the guest.
    let (stay, total) = book(&app, &guest, 1, "2026-12-05T09:00:00+05:30").await;
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{stay}/confirm"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let (gone, _) = book(&app, &guest, 1, "2026-12-06T09:00:00+05:30").await;
    let res = app
        .call(
            "PUT",
            &format!("/api/v1/bookings/{gone}/cancel"),
            Some(&guest),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    let all = figures(&app, &owner, "from=2026-12-01&to=2026-12-07").await;
    let t = &all["totals"];
    assert_eq!(
        (
            t["views"].as_i64(),
            t["contactClicks"].as_i64(),
            t["bookings"].as_i64(),
            t["confirmed"].as_i64(),
            t["cancellations"].as_i64(),
            t["revenue"].as_i64()
        ),
        (Some(4), Some(2), Some(2), Some(1), Some(1), Some(total)),
        "{all}"
    );
    assert_eq!(t["conversion"], json!(0.5));
    assert_eq!(all["daily"].as_array().unwrap().len(), 7);
    assert_eq!(
        all["daily"][0],
        json!({"date": "2026-12-01", "views": 4, "bookings": 2, "revenue": 0})
    );
    assert_eq!(all["daily"][4]["revenue"], total);
    // One day slot of 3 listings × 7 days is held.
    assert_eq!(all["occupancy"], json!({"day": 1.0 / 21.0, "night": 0.0}));
    assert_eq!(all["byWeekday"][5], json!({"weekday": "Sat", "stays": 1}));
    assert_eq!(all["listings"].as_array().unwrap().len(), 3);
    assert!(all.get("priceRank").is_none());

    let alpha = figures(&app, &owner, "from=2026-12-01&to=2026-12-07&propertyId=1").await;
    assert_eq!(
        (
            alpha["totals"]["views"].as_i64(),
            alpha["propertyId"].as_i64()
        ),
        (Some(3), Some(1))
    );
    assert_eq!(
        alpha["priceRank"],
        json!({"locality": "Moinabad", "rank": 1, "of": 2, "halfDayPrice": 5000, "medianHalfDayPrice": 12000})
    );
    // The next day the sweep has counted the 1st: the same figures, now from the daily counts.
    app.clock.advance(DAY);
    app.ingest().sweep().await.unwrap();
    let owner = token(&app, OWNER).await;
    let again = figures(&app, &owner, "from=2026-12-01&to=2026-12-07").await;
    assert_eq!(again["totals"], all["totals"]);
    // Without dates: the last 30 days, to today.
    let default = figures(&app, &owner, "").await;
    assert_eq!(
        (default["from"].as_str(), default["to"].as_str()),
        (Some("2026-11-03"), Some("2026-12-02"))
    );
}

async fn only_owners_read_their_own_listings_and_bad_ranges_are_refused(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    app.add_user("+919000000009", "Other Owner", None, "owner");
    let guest = token(&app, GUEST).await;
    let other = token(&app, "+919000000009").await;
    let owner = token(&app, OWNER).await;
    let res = app
        .call("GET", "/api/v1/owner/analytics", Some(&guest), None)
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app.call("GET", "/api/v1/owner/analytics", None, None).await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    let res = app
        .call(
            "GET",
            "/api/v1/owner/analytics?propertyId=1",
            Some(&other),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    // Another owner without listings sees zeros, never someone else's numbers.
    let mine = figures(&app, &other, "").await;
    assert_eq!(mine["totals"]["views"], 0);
    assert!(mine["listings"].as_array().unwrap().is_empty());
    for (query, field) in [
        ("from=2026-12-07&to=2026-12-01", "to"),
        ("from=2025-01-01&to=2026-12-01", "from"),
        ("from=2026-13-01", "from"),
        ("to=yesterday", "to"),
    ] {
        let res = app
            .call(
                "GET",
                &format!("/api/v1/owner/analytics?{query}"),
                Some(&owner),
                None,
            )
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{query}: {}", res.text);
        assert!(
            res.json()["error"]["fields"][field].is_string(),
            "{query}: {}",
            res.text
        );
    }
}

async fn admins_see_the_site_funnel_top_listings_and_web_vitals(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    for session in ["session-site-1", "session-site-2"] {
        let res = app
            .call(
                "POST",
                "/api/analytics/batch",
                None,
                Some(&json!({"metadata": {"sessionId": session},
                "events": [{"eventName": "search_submitted", "eventData": {"location": "Moinabad"}},
                           {"eventName": "property_viewed", "eventData": {"propertyId": 3}}]})),
            )
            .await;
        assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    }
    track(&app, &[("property_viewed", 1), ("chat_link_clicked", 1)]).await;
    for lcp in [1000, 2000, 3000, 4000] {
        let res = app
            .call(
                "POST",
                "/api/performance/performance",
                None,
                Some(&json!({"sessionId": "session-site-1",
                "url": "/property/alpha-farm-moinabad", "timings": {"LCP": lcp}})),
            )
            .await;
        assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    }
    app.ingest().flush().await;
    let (stay, total) = book(&app, &guest, 1, "2026-12-05T09:00:00+05:30").await;
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{stay}/confirm"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    let res = app
        .post_json(
            "/api/v1/leads",
            &json!({"contact": "lead@example.in", "purpose": "first500", "consent": true}),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    // The platform keeps 10 % of the stay's price less the discounts it funds.
    let (subtotal, discount): (i64, i64) = {
        use diesel::prelude::*;
        use escapes_core::store::schema::bookings as b;
        app.store
            .run_blocking(move |c| {
                Ok(b::table
                    .find(stay)
                    .select((b::subtotal_paise, b::discount_paise))
                    .first(c)?)
            })
            .unwrap()
    };
    let revenue_paise = (subtotal + 5) / 10 - discount;

    let (admin, _) = app.admin_console("+919000000077", "Asha Admin").await;
    let res = app
        .admin_call(
            "GET",
            "/api/v1/admin/analytics?from=2026-12-01&to=2026-12-01",
            &admin,
            None,
            None,
        )
        .await;
    let site = data(&res);
    let t = &site["totals"];
    assert_eq!(
        (
            t["searches"].as_i64(),
            t["views"].as_i64(),
            t["contactClicks"].as_i64(),
            t["bookings"].as_i64(),
            t["gmv"].as_i64(),
            t["newUsers"].as_i64()
        ),
        (Some(2), Some(3), Some(1), Some(1), Some(total), Some(1)),
        "{site}"
    );
    assert_eq!(t["leads"], 1, "{site}");
    assert_eq!(t["platformRevenue"], (revenue_paise + 50) / 100, "{site}");
    let rate = t["takeRate"].as_f64().unwrap();
    let expected = revenue_paise as f64 / (total * 100) as f64;
    assert!((rate - expected).abs() < 0.001, "{rate} vs {expected}");
    assert!(rate > 0.0 && rate < 0.2, "{rate}");
    let funnel: Vec<(String, i64)> = site["funnel"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["step"].as_str().unwrap().to_string(),
                s["count"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        funnel,
        vec![
            ("search".into(), 2),
            ("view".into(), 3),
            ("contact".into(), 1),
            ("book".into(), 1)
        ]
    );
    assert_eq!(site["topListings"][0]["title"], "Alpha Farm");
    assert_eq!(site["topListings"][0]["gmv"], total);
    assert_eq!(site["topLocalities"][0]["name"], "Moinabad");
    assert_eq!(
        site["webVitals"],
        json!([{"pageType": "property", "metric": "LCP", "p75": 3000.0, "samples": 4}])
    );
    // Guests and owners have no site figures.
    for t in [&guest, &owner] {
        let res = app
            .call("GET", "/api/v1/admin/analytics", Some(t), None)
            .await;
        assert!(
            matches!(res.status, StatusCode::FORBIDDEN | StatusCode::UNAUTHORIZED),
            "{}",
            res.status
        );
    }
    let res = app
        .admin_call(
            "GET",
            "/api/v1/admin/analytics?from=2026-12-02&to=2026-12-01",
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
}

/// The dashboard counts the week's new accounts as the Analytics screen does (guests and owners
/// apart, staff not at all), and says how many of today's bookings are confirmed, the only ones
/// in GMV.
async fn the_dashboard_agrees_with_analytics_and_says_what_gmv_counts(app: TestApp) {
    app.add_user(GUEST, "Priya Sharma", None, "user");
    app.add_user("+919000000055", "Ravi Owner", None, "owner");
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    let (admin, _) = app.admin_console("+919000000077", "Asha Admin").await;
    let (stay, total) = book(&app, &guest, 1, "2026-12-05T09:00:00+05:30").await;

    let dashboard = |admin: String| {
        let app = &app;
        async move {
            data(
                &app.admin_call("GET", "/api/v1/admin/dashboard", &admin, None, None)
                    .await,
            )
        }
    };
    let dash = dashboard(admin.clone()).await;
    assert_eq!(dash["today"]["bookings"], 1, "{dash}");
    assert_eq!(dash["today"]["confirmed"], 0, "{dash}");
    assert_eq!(dash["today"]["gmvPaise"], 0, "{dash}");

    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{stay}/confirm"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let dash = dashboard(admin.clone()).await;
    assert_eq!(dash["today"]["confirmed"], 1, "{dash}");
    assert_eq!(dash["today"]["gmvPaise"], total * 100, "{dash}");
    assert_eq!(dash["week"]["confirmed"], 1, "{dash}");

    // The same seven IST days on the Analytics screen.
    let site = data(
        &app.admin_call(
            "GET",
            "/api/v1/admin/analytics?from=2026-11-25&to=2026-12-01",
            &admin,
            None,
            None,
        )
        .await,
    );
    let t = &site["totals"];
    assert_eq!(dash["week"]["newUsers"], t["newUsers"], "{dash} vs {t}");
    assert_eq!(dash["week"]["newOwners"], t["newOwners"], "{dash} vs {t}");
    assert!(dash["week"]["newUsers"].as_i64().unwrap() >= 1, "{dash}");
    assert!(dash["week"]["newOwners"].as_i64().unwrap() >= 1, "{dash}");
}

on_both_databases! {
    dashboard_agrees_with_analytics => the_dashboard_agrees_with_analytics_and_says_what_gmv_counts;
    site_figures => admins_see_the_site_funnel_top_listings_and_web_vitals;
    figures_of_an_owner => an_owner_sees_views_clicks_bookings_revenue_and_occupancy;
    access_and_ranges => only_owners_read_their_own_listings_and_bad_ranges_are_refused;
}
