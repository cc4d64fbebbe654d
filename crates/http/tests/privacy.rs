//! Reach and privacy through the real router, on SQLite and on PostgreSQL: the DPDP data export,
//! erasure behind a fresh code, consent by purpose, the user's language, saved farmhouses and
//! price/availability alerts with their sweep.

mod support;

use axum::http::{header, StatusCode};
use diesel::prelude::*;
use serde_json::{json, Value};
use support::TestApp;

const GUEST: &str = "+919876500001";
const GUEST_EMAIL: &str = "priya@example.in";
const ALPHA: i64 = 1;
const BRAVO: i64 = 2;
const ALPHA_HALF_DAY_TOTAL: i64 = 5_775;

fn token(session: &Value) -> String {
    session["token"].as_str().unwrap().to_string()
}

async fn guest(app: &TestApp) -> (String, i64) {
    let id = app.add_user(GUEST, "Priya Sharma", Some(GUEST_EMAIL), "user");
    (token(&app.sign_in(GUEST).await), id)
}

async fn book(app: &TestApp, t: &str, start: &str) -> Value {
    let body = json!({
        "propertyId": ALPHA, "bookingType": "half_day", "start": start, "guests": 6,
        "paymentMethod": "cash", "expectedTotal": ALPHA_HALF_DAY_TOTAL,
    });
    let res = app
        .request(
            axum::http::Request::post("/api/v1/bookings")
                .header(header::AUTHORIZATION, format!("Bearer {t}"))
                .header(header::CONTENT_TYPE, "application/json")
                .header("Idempotency-Key", format!("privacy-{start}"))
                .body(axum::body::Body::from(body.to_string()))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"].clone()
}

fn error(res: &support::Response) -> (String, String) {
    let e = &res.json()["error"];
    (
        e["code"].as_str().unwrap_or_default().to_string(),
        e["message"].as_str().unwrap_or_default().to_string(),
    )
}

fn field(res: &support::Response, name: &str) -> String {
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    res.json()["error"]["fields"][name]
        .as_str()
        .unwrap_or_else(|| panic!("no {name} in {}", res.text))
        .to_string()
}

async fn alert(app: &TestApp, t: &str, body: Value) -> support::Response {
    app.call("POST", "/api/v1/users/me/alerts", Some(t), Some(&body))
        .await
}

async fn the_export_holds_everything_about_the_user(app: TestApp) {
    let (t, _) = guest(&app).await;
    let booking = book(&app, &t, "2026-12-05T09:00:00+05:30").await;
    assert_eq!(
        app.call("PUT", "/api/v1/users/me/saved/2", Some(&t), None)
            .await
            .status,
        StatusCode::OK
    );
    let res = alert(
        &app,
        &t,
        json!({"propertyId": BRAVO, "kind": "price_drop", "bookingType": "half_day", "date": "2026-12-20"}),
    )
    .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let res = app
        .call(
            "POST",
            "/api/v1/users/me/consent",
            Some(&t),
            Some(&json!({"choice": "all"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    let res = app
        .call("GET", "/api/v1/users/me/export", Some(&t), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.headers[header::CONTENT_DISPOSITION],
        "attachment; filename=\"hyderabad-escapes-data-2026-12-01.json\""
    );
    assert!(res.headers[header::CACHE_CONTROL]
        .to_str()
        .unwrap()
        .contains("no-store"));
    let data = res.json();
    assert_eq!(data["profile"]["phone"], GUEST);
    assert_eq!(data["profile"]["email"], GUEST_EMAIL);
    assert_eq!(data["profile"]["fullName"], "Priya Sharma");
    assert_eq!(data["bookings"][0]["code"], booking["code"]);
    assert_eq!(
        data["bookings"][0]["totalPaise"],
        ALPHA_HALF_DAY_TOTAL * 100
    );
    let lines = data["bookings"][0]["priceLines"].as_array().unwrap();
    assert!(!lines.is_empty(), "{data}");
    assert_eq!(
        lines
            .iter()
            .map(|l| l["amountPaise"].as_i64().unwrap())
            .sum::<i64>(),
        ALPHA_HALF_DAY_TOTAL * 100
    );
    assert_eq!(data["saved"][0]["slug"], "bravo-villa-moinabad");
    assert_eq!(data["alerts"][0]["kind"], "price_drop");
    assert_eq!(data["consents"][0]["purpose"], "analytics");
    assert_eq!(data["consents"][0]["granted"], true);
    assert_eq!(data["sessions"].as_array().unwrap().len(), 1);
    assert!(data["exportedAt"].as_str().unwrap().ends_with("+05:30"));

    assert_eq!(
        app.call("GET", "/api/v1/users/me/export", None, None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
}

fn user_count_where(app: &TestApp, phone: &str, email: &str, name: &str) -> i64 {
    use escapes_core::store::schema::users;
    let (phone, email, name) = (phone.to_string(), email.to_string(), name.to_string());
    app.store
        .run_blocking(move |c| {
            Ok(users::table
                .filter(
                    users::phone
                        .eq(phone)
                        .or(users::email.eq(email))
                        .or(users::full_name.eq(name)),
                )
                .count()
                .get_result(c)?)
        })
        .unwrap()
}

async fn erasure_needs_a_fresh_code_and_nothing_left_to_settle(app: TestApp) {
    let (t, user_id) = guest(&app).await;
    // A review from an earlier stay, signed with the guest's name.
    app.store
        .run_blocking(move |c| {
            use escapes_core::store::schema::reviews as r;
            diesel::insert_into(r::table)
                .values((
                    r::property_id.eq(BRAVO),
                    r::user_id.eq(Some(user_id)),
                    r::user_name.eq("Priya S."),
                    r::rating.eq(5),
                    r::comment.eq("Lovely lawn and a very kind caretaker."),
                    r::created_at.eq(support::now().timestamp() - 86_400),
                ))
                .execute(c)?;
            Ok(())
        })
        .unwrap();
    let booking = book(&app, &t, "2026-12-05T09:00:00+05:30").await;

    // The access token alone is not enough.
    let res = app.call("DELETE", "/api/v1/users/me", Some(&t), None).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    assert_eq!(
        error(&res),
        (
            "STEP_UP_REQUIRED".into(),
            "Enter the code we sent to your phone to delete your account".into()
        )
    );
    // A stay to come stops it, before any code is sent.
    let sent_before = app.outbox(GUEST).await.len();
    let res = app
        .call("POST", "/api/v1/users/me/erasure/send-otp", Some(&t), None)
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    let (code, message) = error(&res);
    assert_eq!(code, "ERASURE_BLOCKED");
    assert!(
        message.contains("You have a stay to come") && message.contains("5 Dec 2026"),
        "{message}"
    );
    assert_eq!(app.outbox(GUEST).await.len(), sent_before);
    assert_eq!(
        user_count_where(&app, GUEST, GUEST_EMAIL, "Priya Sharma"),
        1
    );

    let res = app
        .call(
            "PUT",
            &format!("/api/v1/bookings/{}/cancel", booking["id"]),
            Some(&t),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let res = app
        .call("POST", "/api/v1/users/me/erasure/send-otp", Some(&t), None)
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["identifier"], "+91******0001");
    let code = app.latest_code(GUEST).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let res = app
        .call(
            "DELETE",
            "/api/v1/users/me",
            Some(&t),
            Some(&json!({"code": wrong})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(
        user_count_where(&app, GUEST, GUEST_EMAIL, "Priya Sharma"),
        1
    );

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
    // Nobody can find the person by phone, e-mail or name; the booking stays, pseudonymous.
    assert_eq!(
        user_count_where(&app, GUEST, GUEST_EMAIL, "Priya Sharma"),
        0
    );
    let kept: i64 = app
        .store
        .run_blocking(move |c| {
            use escapes_core::store::schema::bookings as b;
            Ok(b::table
                .filter(b::guest_id.eq(user_id))
                .count()
                .get_result(c)?)
        })
        .unwrap();
    assert_eq!(kept, 1);
    // Nor do the messages the owner got about the booking name the guest any more.
    let outbox: Vec<(i64, Option<String>, String)> = app
        .store
        .run_blocking(|c| {
            use escapes_core::store::schema::notification_outbox as o;
            Ok(o::table.select((o::user_id, o::subject, o::body)).load(c)?)
        })
        .unwrap();
    let owners: Vec<&(i64, Option<String>, String)> =
        outbox.iter().filter(|(to, _, _)| *to != user_id).collect();
    assert!(!owners.is_empty(), "{outbox:?}");
    assert!(
        outbox
            .iter()
            .all(|(_, subject, body)| !body.contains("Priya")
                && !subject.as_deref().unwrap_or_default().contains("Priya")),
        "{outbox:?}"
    );
    assert!(
        owners
            .iter()
            .any(|(_, _, body)| body.contains("Deleted user")),
        "{owners:?}"
    );
    let reviews = app.get("/api/v1/properties/2/reviews").await;
    assert_eq!(reviews.status, StatusCode::OK, "{}", reviews.text);
    let text = reviews.text.clone();
    assert!(
        text.contains("Former guest") && !text.contains("Priya"),
        "{text}"
    );
    // The old address got the confirmation.
    let mail = app.outbox(GUEST_EMAIL).await;
    assert!(
        mail.iter()
            .any(|m| m.to_string().contains("account is deleted")),
        "{mail:?}"
    );
}

async fn consent_is_recorded_by_purpose(app: TestApp) {
    let (t, _) = guest(&app).await;
    let post = |body: Value| {
        let t = t.clone();
        let app = &app;
        async move {
            app.call("POST", "/api/v1/users/me/consent", Some(&t), Some(&body))
                .await
        }
    };
    let res = post(json!({"purpose": "marketing", "granted": true, "language": "te"})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.json()["data"]["purposes"],
        json!({"essential": true, "analytics": false, "marketing": true})
    );
    // The marketing switch and the marketing preference are one.
    let prefs = app
        .call(
            "GET",
            "/api/v1/users/me/notification-preferences",
            Some(&t),
            None,
        )
        .await;
    assert_eq!(prefs.json()["data"]["marketingEmail"], true);
    let res = post(json!({"purpose": "analytics", "granted": true})).await;
    assert_eq!(res.json()["data"]["choice"], "all");
    let res = post(json!({"purpose": "analytics", "granted": false})).await;
    assert_eq!(res.json()["data"]["choice"], "essential");
    assert_eq!(res.json()["data"]["purposes"]["analytics"], false);
    assert_eq!(
        field(
            &post(json!({"purpose": "essential", "granted": false})).await,
            "granted"
        ),
        "Essential cookies keep the site working and cannot be turned off"
    );
    assert_eq!(
        field(
            &post(json!({"purpose": "ads", "granted": true})).await,
            "purpose"
        ),
        "Purpose must be essential, analytics or marketing"
    );
    // Turning marketing off in the preferences is logged as a withdrawal.
    let res = app
        .call(
            "PUT",
            "/api/v1/users/me/notification-preferences",
            Some(&t),
            Some(&json!({"bookingSms": true, "bookingEmail": true, "messageEmail": true, "marketingEmail": false})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let log: Vec<(String, bool, String, String)> = app
        .store
        .run_blocking(|c| {
            use escapes_core::store::schema::consent_log as l;
            Ok(l::table
                .order(l::id.asc())
                .select((l::purpose, l::granted, l::policy_version, l::language))
                .load(c)?)
        })
        .unwrap();
    let v = escapes_core::auth::consent::POLICY_VERSION.to_string();
    assert_eq!(
        log,
        vec![
            ("marketing".into(), true, v.clone(), "te".into()),
            ("analytics".into(), true, v.clone(), "en".into()),
            ("analytics".into(), false, v.clone(), "en".into()),
            ("marketing".into(), false, v.clone(), "en".into()),
        ]
    );
}

async fn the_language_is_kept_per_user(app: TestApp) {
    let (t, _) = guest(&app).await;
    let me = app.call("GET", "/api/v1/auth/me", Some(&t), None).await;
    assert_eq!(me.json()["user"]["language"], "en", "{}", me.text);
    let res = app
        .call(
            "PUT",
            "/api/v1/users/me/language",
            Some(&t),
            Some(&json!({"language": "te"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["user"]["language"], "te");
    // Another device signing in gets it.
    let other = app.sign_in(GUEST).await;
    assert_eq!(other["user"]["language"], "te");
    let res = app
        .call(
            "PUT",
            "/api/v1/users/me/language",
            Some(&t),
            Some(&json!({"language": "fr"})),
        )
        .await;
    assert_eq!(field(&res, "language"), "Choose English, Telugu or Hindi");
}

fn saved_ids(res: &support::Response) -> Vec<i64> {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["propertyId"].as_i64().unwrap())
        .collect()
}

async fn saved_farmhouses_merge_on_sign_in_and_follow_the_user(app: TestApp) {
    let (phone, _) = guest(&app).await;
    assert_eq!(
        saved_ids(
            &app.call("PUT", "/api/v1/users/me/saved/1", Some(&phone), None)
                .await
        ),
        [1]
    );
    app.clock.advance(60);
    // The laptop saved Charlie and Bravo as a visitor (Charlie last): merged on sign-in.
    let laptop = token(&app.sign_in(GUEST).await);
    let res = app
        .call(
            "POST",
            "/api/v1/users/me/saved/merge",
            Some(&laptop),
            Some(&json!({"propertyIds": [3, 2, 1, 999]})),
        )
        .await;
    assert_eq!(saved_ids(&res), [3, 2, 1]);
    let card = &res.json()["data"]["items"][0]["property"];
    assert_eq!(card["slug"], "charlie-estate-shankarpally");
    // The phone sees the same list.
    assert_eq!(
        saved_ids(
            &app.call("GET", "/api/v1/users/me/saved", Some(&phone), None)
                .await
        ),
        [3, 2, 1]
    );
    assert_eq!(
        saved_ids(
            &app.call("DELETE", "/api/v1/users/me/saved/2", Some(&phone), None)
                .await
        ),
        [3, 1]
    );
    let res = app
        .call("PUT", "/api/v1/users/me/saved/999", Some(&phone), None)
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    let too_many: Vec<i64> = (1..=501).collect();
    let res = app
        .call(
            "POST",
            "/api/v1/users/me/saved/merge",
            Some(&phone),
            Some(&json!({"propertyIds": too_many})),
        )
        .await;
    assert_eq!(
        field(&res, "propertyIds"),
        "Send at most 500 farmhouses at once"
    );
    // Another user's list is their own.
    app.add_user("+919876500002", "Imran Shaikh", None, "user");
    let other = token(&app.sign_in("+919876500002").await);
    assert!(saved_ids(
        &app.call("GET", "/api/v1/users/me/saved", Some(&other), None)
            .await
    )
    .is_empty());
    assert_eq!(
        app.call("GET", "/api/v1/users/me/saved", None, None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
}

/// (alert id, channel, body) of every outbox row written for an alert.
fn alert_messages(app: &TestApp) -> Vec<(i64, String, String)> {
    app.store
        .run_blocking(|c| {
            use escapes_core::store::schema::notification_outbox as o;
            Ok(o::table
                .filter(o::alert_id.is_not_null())
                .order(o::id.asc())
                .select((o::alert_id.assume_not_null(), o::channel, o::body))
                .load(c)?)
        })
        .unwrap()
}

fn set_half_day_price(app: &TestApp, property: i64, paise: i64) {
    app.store
        .run_blocking(move |c| {
            use escapes_core::store::schema::properties as p;
            diesel::update(p::table.find(property))
                .set(p::half_day_price_paise.eq(paise))
                .execute(c)?;
            Ok(())
        })
        .unwrap();
}

async fn alerts_are_checked_and_fire_once(app: TestApp) {
    let (t, _) = guest(&app).await;
    // Bad input is refused with a message and stores nothing.
    let ok = json!({"propertyId": BRAVO, "kind": "price_drop", "bookingType": "half_day", "date": "2026-12-20"});
    let with = |k: &str, v: Value| {
        let mut b = ok.clone();
        b[k] = v;
        b
    };
    assert_eq!(
        field(
            &alert(&app, &t, with("date", json!("2026-11-30"))).await,
            "date"
        ),
        "date cannot be in the past"
    );
    assert_eq!(
        field(
            &alert(&app, &t, with("propertyId", json!(999))).await,
            "propertyId"
        ),
        "This farmhouse is not open for booking"
    );
    assert_eq!(
        field(&alert(&app, &t, with("kind", json!("soon"))).await, "kind"),
        "kind must be price_drop or date_free"
    );
    // Alpha's 10 Dec is held in the seed; Bravo's 20 Dec is free.
    assert_eq!(
        field(&alert(&app, &t, json!({"propertyId": BRAVO, "kind": "date_free", "bookingType": "half_day", "date": "2026-12-20"})).await, "date"),
        "This date is free now: book it"
    );

    let res = alert(&app, &t, ok.clone()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    // The baseline is what a booking of that slot would cost today.
    let quote = app
        .call(
            "POST",
            "/api/v1/properties/2/quote",
            None,
            Some(&json!({"bookingType": "half_day", "start": "2026-12-20T09:00:00+05:30", "guests": 2})),
        )
        .await;
    assert_eq!(quote.status, StatusCode::OK, "{}", quote.text);
    assert_eq!(
        res.json()["data"]["alert"]["baselinePaise"],
        quote.json()["data"]["total"].as_i64().unwrap() * 100
    );
    let res = alert(&app, &t, ok.clone()).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    let res = alert(&app, &t, json!({"propertyId": ALPHA, "kind": "date_free", "bookingType": "half_day", "date": "2026-12-10"})).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);

    // Nothing changed: the sweep tells nobody.
    let swept = app.alerts.sweep().await.unwrap();
    assert_eq!(swept.fired, 0);
    assert!(alert_messages(&app).is_empty());

    // Bravo's price drops: told once by SMS and e-mail, with a one-tap unsubscribe link.
    set_half_day_price(&app, BRAVO, 1_000_000);
    assert_eq!(app.alerts.sweep().await.unwrap().fired, 1);
    assert_eq!(app.alerts.sweep().await.unwrap().fired, 0);
    let messages = alert_messages(&app);
    assert_eq!(
        messages.iter().map(|m| m.1.as_str()).collect::<Vec<_>>(),
        ["sms", "email"]
    );
    assert!(
        messages[0].2.starts_with("Price drop: Bravo Villa"),
        "{}",
        messages[0].2
    );
    assert!(messages[1]
        .2
        .contains("https://hyderabadescapes.in/property/bravo-villa-moinabad"));
    let link = messages[1]
        .2
        .split_whitespace()
        .find(|w| w.contains("/alerts/unsubscribe?token="))
        .unwrap()
        .to_string();
    let token_value = link.split("token=").nth(1).unwrap().to_string();

    // In the app: the fired alert is among the user's notices (live, it came as alert_fired).
    let fired = app
        .call("GET", "/api/v1/users/me/alerts/fired", Some(&t), None)
        .await;
    assert_eq!(fired.status, StatusCode::OK, "{}", fired.text);
    let items = fired.json()["data"]["items"].as_array().unwrap().clone();
    assert_eq!(items.len(), 1, "{}", fired.text);
    assert_eq!(items[0]["propertySlug"], "bravo-villa-moinabad");
    assert_eq!(items[0]["kind"], "price_drop");
    assert!(items[0]["firedAt"].as_str().unwrap().ends_with("+05:30"));
    let cache = fired
        .headers
        .get(header::CACHE_CONTROL)
        .unwrap()
        .to_str()
        .unwrap();
    assert!(cache.contains("no-store"), "{cache}");
    let res = app
        .call("GET", "/api/v1/users/me/alerts/fired", None, None)
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);

    // The alert on Alpha's held date is still open; the link ends it.
    let open = app
        .call("GET", "/api/v1/users/me/alerts", Some(&t), None)
        .await;
    assert_eq!(
        open.json()["data"]["items"].as_array().unwrap().len(),
        1,
        "{}",
        open.text
    );
    let res = app
        .post_json("/api/v1/alerts/unsubscribe", &json!({"token": token_value}))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["removed"], 1);
    let res = app
        .post_json(
            "/api/v1/alerts/unsubscribe",
            &json!({"token": "not-a-token"}),
        )
        .await;
    assert_eq!(field(&res, "token"), "This unsubscribe link is not valid");
    let open = app
        .call("GET", "/api/v1/users/me/alerts", Some(&t), None)
        .await;
    assert!(open.json()["data"]["items"].as_array().unwrap().is_empty());
}

async fn alerts_keep_a_daily_cap_and_end_with_their_date(app: TestApp) {
    let (t, _) = guest(&app).await;
    for day in ["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24"] {
        let res = alert(&app, &t, json!({"propertyId": BRAVO, "kind": "price_drop", "bookingType": "half_day", "date": day})).await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    }
    let res = alert(&app, &t, json!({"propertyId": BRAVO, "kind": "price_drop", "bookingType": "half_day", "date": "2026-12-02"})).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    // 2 Dec comes before any price change: that alert ends untold.
    app.clock.advance(86_400);
    set_half_day_price(&app, BRAVO, 1_000_000);
    let swept = app.alerts.sweep().await.unwrap();
    assert_eq!((swept.fired, swept.held_back, swept.ended), (3, 1, 1));
    app.clock.advance(86_400);
    let swept = app.alerts.sweep().await.unwrap();
    assert_eq!((swept.fired, swept.held_back), (1, 0));
    // Two days on, the access token has expired: sign in again.
    let t = token(&app.sign_in(GUEST).await);
    let open = app
        .call("GET", "/api/v1/users/me/alerts", Some(&t), None)
        .await;
    assert!(
        open.json()["data"]["items"].as_array().unwrap().is_empty(),
        "{}",
        open.text
    );

    // At most 100 open alerts: the 101st is refused.
    let me = app.call("GET", "/api/v1/auth/me", Some(&t), None).await;
    let user_id = me.json()["user"]["id"].as_i64().unwrap();
    app.store
        .run_blocking(move |c| {
            use escapes_core::store::schema::price_alerts as a;
            for i in 0..100 {
                diesel::insert_into(a::table)
                    .values((
                        a::user_id.eq(user_id),
                        a::property_id.eq(BRAVO),
                        a::kind.eq("date_free"),
                        a::booking_type.eq("half_day"),
                        a::stay_date.eq(format!("2027-01-{:02}", i % 28 + 1)),
                        a::starts_at.eq(support::now().timestamp() + 40 * 86_400),
                        a::created_at.eq(support::now().timestamp()),
                    ))
                    .execute(c)?;
            }
            Ok(())
        })
        .unwrap();
    let res = alert(&app, &t, json!({"propertyId": BRAVO, "kind": "price_drop", "bookingType": "half_day", "date": "2026-12-28"})).await;
    assert_eq!(field(&res, "propertyId"), "You can keep up to 100 alerts");
}

/// SMS and e-mails are worded in the reader's language: a code in the language on the screen
/// (Accept-Language, which the app sets) or else the account's; booking messages in each
/// reader's own language; amounts stay ₹ with Indian grouping.
async fn messages_come_in_the_readers_language(app: TestApp) {
    let id = app.add_user(GUEST, "Priya Sharma", Some(GUEST_EMAIL), "user");
    app.set_language(id, "hi");
    let res = app
        .post_json(
            "/api/v1/auth/send-otp",
            &json!({"phone": GUEST, "purpose": "login"}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let message = app.outbox(GUEST).await[0].clone();
    let sms = message["body"].as_str().unwrap().to_string();
    assert!(
        sms.contains("Hyderabad Escapes") && !sms.contains("is your"),
        "{sms}"
    );
    assert!(sms.contains("मिनट"), "Hindi for the account: {sms}");
    let code = support::code_of(&message);
    let res = app
        .post_json(
            "/api/v1/auth/verify-otp",
            &json!({"phone": GUEST, "otp": code}),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let t = token(&res.json());

    // The screen's language wins for a code.
    let res = app
        .request(
            axum::http::Request::post("/api/auth/otp/send-otp")
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::ACCEPT_LANGUAGE, "te-IN,te;q=0.9,en;q=0.5")
                .body(axum::body::Body::from(
                    json!({"identifier": "ravi@example.in", "type": "email"}).to_string(),
                ))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let mail = app.outbox("ravi@example.in").await[0].to_string();
    assert!(mail.contains("నిమిషాల") && !mail.contains("is your"), "{mail}");

    // A booking: the guest reads Hindi, the owner (English) English.
    let booking = book(&app, &t, "2026-12-15T09:00:00+05:30").await;
    let code = booking["code"].as_str().unwrap().to_string();
    let rows: Vec<(i64, String, String)> = app
        .store
        .run_blocking(|c| {
            use escapes_core::store::schema::notification_outbox as o;
            Ok(o::table
                .filter(o::booking_id.is_not_null())
                .select((o::user_id, o::channel, o::body))
                .load(c)?)
        })
        .unwrap();
    let guest_sms = rows
        .iter()
        .find(|(user, channel, _)| *user == id && channel == "sms")
        .map(|(_, _, body)| body.clone())
        .expect("the guest is told");
    assert!(
        guest_sms.contains(&code) && guest_sms.contains("₹5,775"),
        "{guest_sms}"
    );
    assert!(
        guest_sms.contains("बुकिंग") && !guest_sms.contains("waiting for"),
        "{guest_sms}"
    );
    assert!(!guest_sms.contains("Dec"), "the date in Hindi: {guest_sms}");
    let owner = rows
        .iter()
        .find(|(user, _, _)| *user != id)
        .map(|(_, _, body)| body.clone())
        .expect("the owner is told");
    assert!(
        owner.contains("new booking request") || owner.contains("asked to book"),
        "{owner}"
    );
}

/// The same refusal in the language the client reads (`Accept-Language`): the code and the field
/// stay; the words change; English is unchanged for a client that asks for nothing else.
async fn refusals_come_in_the_readers_language(app: TestApp) {
    let (t, _) = guest(&app).await;
    let booking = |language: Option<&'static str>| {
        let body = json!({
            "propertyId": ALPHA, "bookingType": "half_day", "start": "2026-12-15T09:00:00+05:30",
            "guests": 0, "paymentMethod": "cash", "expectedTotal": ALPHA_HALF_DAY_TOTAL,
        });
        let mut req = axum::http::Request::post("/api/v1/bookings")
            .header(header::AUTHORIZATION, format!("Bearer {t}"))
            .header(header::CONTENT_TYPE, "application/json")
            .header("Idempotency-Key", "refusal-language");
        if let Some(language) = language {
            req = req.header(header::ACCEPT_LANGUAGE, language);
        }
        req.body(axum::body::Body::from(body.to_string())).unwrap()
    };
    let english = app.request(booking(None)).await;
    let said_en = field(&english, "guests");
    assert!(
        said_en.starts_with("guests must be between 1 and "),
        "{said_en}"
    );
    let vary = |res: &support::Response| {
        res.headers
            .get_all(header::VARY)
            .iter()
            .map(|v| v.to_str().unwrap().to_ascii_lowercase())
            .collect::<Vec<_>>()
            .join(",")
    };
    assert!(
        vary(&english).contains("accept-language"),
        "{:?}",
        english.headers
    );
    for (language, script) in [
        ("te-IN,te;q=0.9", '\u{0C00}'..='\u{0C7F}'),
        ("hi", '\u{0900}'..='\u{097F}'),
    ] {
        let res = app.request(booking(Some(language))).await;
        let said = field(&res, "guests");
        assert!(
            said.chars().any(|c| script.contains(&c)),
            "{language}: {said}"
        );
        assert!(!said.contains("must be"), "{language}: {said}");
        let limit: String = said_en.chars().filter(char::is_ascii_digit).collect();
        assert!(
            said.contains(&limit[1..]),
            "{language} keeps the limit: {said}"
        );
        let (code, message) = error(&res);
        assert_eq!(
            (code.as_str(), message.as_str()),
            ("VALIDATION_FAILED", said.as_str())
        );
        assert_eq!(res.json()["message"], said, "the envelope's message too");
        assert!(vary(&res).contains("accept-language"));
    }
    let booked: i64 = app
        .store
        .run_blocking(|c| {
            use escapes_core::store::schema::bookings;
            Ok(bookings::table.count().get_result(c)?)
        })
        .unwrap();
    assert_eq!(booked, 0, "nothing was booked");

    // Refusals from the router and the body parser.
    let res = app
        .get_with("/api/v1/no-such-route", "accept-language", "hi-IN")
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let (code, message) = error(&res);
    assert_eq!(code, "NOT_FOUND");
    assert!(
        !message.contains("not found") && !message.is_ascii(),
        "{message}"
    );
    let res = app
        .request(
            axum::http::Request::post("/api/v1/bookings")
                .header(header::AUTHORIZATION, format!("Bearer {t}"))
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::ACCEPT_LANGUAGE, "te")
                .header("Idempotency-Key", "refusal-json")
                .body(axum::body::Body::from("{not json"))
                .unwrap(),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert!(!error(&res).1.is_ascii(), "{}", res.text);

    // A language we do not speak reads English, word for word.
    let res = app
        .get_with("/api/v1/no-such-route", "accept-language", "fr-FR,fr;q=0.9")
        .await;
    assert_eq!(error(&res).1, "API route not found");

    // The same refusal reads Telugu to the app and English to the admin console, whatever the
    // admin's browser asks for.
    let telugu = "te-IN,te;q=0.9";
    let app_side = app
        .get_with("/api/v1/users/me/export", "accept-language", telugu)
        .await;
    let console = app
        .get_with("/api/v1/admin/users", "accept-language", telugu)
        .await;
    assert_eq!(app_side.status, StatusCode::UNAUTHORIZED);
    assert_eq!(console.status, StatusCode::UNAUTHORIZED);
    assert!(!error(&app_side).1.is_ascii(), "{}", app_side.text);
    assert!(error(&console).1.is_ascii(), "{}", console.text);
}

on_both_databases! {
    the_export_holds_everything_about_the_user_case => the_export_holds_everything_about_the_user;
    erasure_needs_a_fresh_code_and_nothing_left_to_settle_case => erasure_needs_a_fresh_code_and_nothing_left_to_settle;
    consent_is_recorded_by_purpose_case => consent_is_recorded_by_purpose;
    the_language_is_kept_per_user_case => the_language_is_kept_per_user;
    saved_farmhouses_merge_on_sign_in_and_follow_the_user_case => saved_farmhouses_merge_on_sign_in_and_follow_the_user;
    alerts_are_checked_and_fire_once_case => alerts_are_checked_and_fire_once;
    alerts_keep_a_daily_cap_and_end_with_their_date_case => alerts_keep_a_daily_cap_and_end_with_their_date;
    messages_come_in_the_readers_language_case => messages_come_in_the_readers_language;
    refusals_come_in_the_readers_language_case => refusals_come_in_the_readers_language;
}
