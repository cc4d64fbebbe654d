//! Reviews from stays through the real router, on SQLite and PostgreSQL: who may review which
//! booking and when (with the refusals' codes), what the page, the averages and the site-wide
//! list show, the owner's one reply and its 24-hour edit, hiding by admins, and the reminder the
//! day after a stay, sent once.

mod support;

use std::sync::Arc;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use escapes_core::reviews::Reviews;
use escapes_core::time::SharedClock;
use serde_json::{json, Value};
use support::TestApp;

const OWNER: &str = "+919000000001";
const GUEST: &str = "+919876500001";
const OTHER_GUEST: &str = "+919876500002";
const ALPHA: i64 = 1;
const HOUR: i64 = 3_600;
const DAY: i64 = 86_400;
/// From the tests' "now" (1 December, 10:00 IST) to the end of a half day that starts on
/// 5 December at 09:00 IST (21:00 IST).
const TO_STAY_END: i64 = 4 * DAY + 11 * HOUR;

async fn token(app: &TestApp, phone: &str) -> String {
    app.sign_in(phone).await["token"]
        .as_str()
        .unwrap()
        .to_string()
}

fn code(res: &support::Response) -> String {
    res.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn data(res: &support::Response, status: StatusCode) -> Value {
    assert_eq!(res.status, status, "{}", res.text);
    res.json()["data"].clone()
}

/// Moves the clock on and signs the people in again (access tokens last minutes, not days).
async fn later(app: &TestApp, seconds: i64, phones: &[&str]) -> Vec<String> {
    app.clock.advance(seconds);
    let mut tokens = Vec::new();
    for phone in phones {
        tokens.push(token(app, phone).await);
    }
    tokens
}

/// A cash half day at Alpha Farm on December `day` from 09:00 IST, confirmed by its owner; its id.
async fn confirmed_stay(app: &TestApp, guest: &str, owner: &str, day: u32) -> i64 {
    let start = format!("2026-12-{day:02}T09:00:00+05:30");
    let quote = app
        .call(
            "POST",
            "/api/v1/properties/1/quote",
            None,
            Some(&json!({"bookingType": "half_day", "start": start, "guests": 4})),
        )
        .await;
    let total = data(&quote, StatusCode::OK)["total"].clone();
    let body = json!({"propertyId": ALPHA, "bookingType": "half_day", "start": start,
        "guests": 4, "paymentMethod": "cash", "expectedTotal": total});
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {guest}"))
        .header("Idempotency-Key", format!("stay-{day}"))
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    let id = data(&res, StatusCode::CREATED)["id"].as_i64().unwrap();
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{id}/confirm"),
            Some(owner),
            None,
        )
        .await;
    data(&res, StatusCode::OK);
    id
}

async fn review(app: &TestApp, token: &str, booking: i64, body: &Value) -> support::Response {
    app.call(
        "POST",
        &format!("/api/v1/bookings/{booking}/review"),
        Some(token),
        Some(body),
    )
    .await
}

fn good() -> Value {
    json!({"rating": 4, "comment": "Clean pool, a kind caretaker, and quiet nights."})
}

/// (rating count, rating sum) of Alpha Farm, and its average on its page.
async fn alpha_rating(app: &TestApp) -> (i64, i64, Value) {
    let facts = app
        .store
        .run_blocking(|c| Ok(escapes_core::testing::properties(c)?))
        .unwrap()
        .into_iter()
        .find(|p| p.slug == "alpha-farm-moinabad")
        .unwrap();
    let page = app.get("/api/v1/properties/alpha-farm-moinabad").await;
    let average = data(&page, StatusCode::OK)["rating"]["average"].clone();
    (facts.rating_count, facts.rating_sum, average)
}

async fn the_guest_reviews_an_ended_stay_once_and_the_page_shows_it_at_once(app: TestApp) {
    app.add_user(GUEST, "Sravani Kondaveeti", None, "user");
    app.add_user(OTHER_GUEST, "Imran Shaikh", None, "user");
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    let booking = confirmed_stay(&app, &guest, &owner, 5).await;
    let before = alpha_rating(&app).await;
    assert_eq!((before.0, before.1), (2, 9), "the fixture's two reviews");
    let locality = data(&app.get("/api/v1/locations/moinabad").await, StatusCode::OK);
    assert_eq!(locality["averageRating"], json!(4.5), "{locality}");

    // Before the stay ends: 409, and Your Bookings offers nothing yet.
    let res = review(&app, &guest, booking, &good()).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "STAY_NOT_ENDED");
    let mine = data(
        &app.call("GET", "/api/v1/users/me/bookings", Some(&guest), None)
            .await,
        StatusCode::OK,
    );
    assert!(mine[0].get("review").is_none(), "{mine}");

    let [guest, other, owner]: [String; 3] = later(&app, TO_STAY_END, &[GUEST, OTHER_GUEST, OWNER])
        .await
        .try_into()
        .unwrap();
    let mine = data(
        &app.call("GET", "/api/v1/users/me/bookings", Some(&guest), None)
            .await,
        StatusCode::OK,
    );
    assert_eq!(mine[0]["review"]["status"], "due", "{mine}");
    assert_eq!(mine[0]["review"]["dueBy"], "2027-02-03T21:00:00+05:30");

    // Someone else (another guest, the owner) may not; nobody signed in gets 401.
    for t in [&other, &owner] {
        let res = review(&app, t, booking, &good()).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
        assert_eq!(code(&res), "NOT_YOUR_STAY");
    }
    let res = app
        .call(
            "POST",
            &format!("/api/v1/bookings/{booking}/review"),
            None,
            Some(&good()),
        )
        .await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    let res = review(&app, &guest, 99_999, &good()).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert_eq!(alpha_rating(&app).await, before, "refusals change nothing");

    let written = data(
        &review(&app, &guest, booking, &good()).await,
        StatusCode::CREATED,
    );
    assert_eq!(written["userName"], "Sravani K.");
    assert_eq!(written["rating"], 4);
    assert_eq!(written["stayMonth"], "2026-12");
    assert!(written.get("reply").is_none());

    // Twice is refused, whatever the body.
    let res = review(
        &app,
        &guest,
        booking,
        &json!({"rating": 1, "comment": "Changed my mind about it."}),
    )
    .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(code(&res), "ALREADY_REVIEWED");

    // The sums, the page's average, the reviews list and the site-wide list all have it now.
    let after = alpha_rating(&app).await;
    assert_eq!((after.0, after.1), (3, 13));
    assert_eq!(after.2, json!(4.3));
    let locality = data(&app.get("/api/v1/locations/moinabad").await, StatusCode::OK);
    assert_eq!(locality["averageRating"], json!(4.3), "{locality}");
    let list = data(
        &app.get("/api/v1/properties/1/reviews").await,
        StatusCode::OK,
    );
    assert_eq!(list[0]["id"], written["id"]);
    assert_eq!(list[0]["stayMonth"], "2026-12");
    let recent = data(&app.get("/api/reviews").await, StatusCode::OK);
    assert_eq!(recent[0]["id"], written["id"]);
    assert_eq!(recent[0]["property"]["slug"], "alpha-farm-moinabad");
    let mine = data(
        &app.call("GET", "/api/v1/users/me/bookings", Some(&guest), None)
            .await,
        StatusCode::OK,
    );
    assert_eq!(mine[0]["review"]["status"], "written");
    assert_eq!(mine[0]["review"]["reviewId"], written["id"]);
}

async fn bad_reviews_get_field_messages_and_store_nothing(app: TestApp) {
    app.add_user(GUEST, "Sravani Kondaveeti", None, "user");
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    let booking = confirmed_stay(&app, &guest, &owner, 5).await;
    let [guest]: [String; 1] = later(&app, TO_STAY_END, &[GUEST]).await.try_into().unwrap();
    let before = alpha_rating(&app).await;
    for (body, field) in [
        (
            json!({"rating": 0, "comment": "A fine farmhouse for a day."}),
            "rating",
        ),
        (
            json!({"rating": 6, "comment": "A fine farmhouse for a day."}),
            "rating",
        ),
        (json!({"comment": "A fine farmhouse for a day."}), "rating"),
        (json!({"rating": 5, "comment": "Great"}), "comment"),
        (json!({"rating": 5}), "comment"),
        (
            json!({"rating": 5, "comment": "x".repeat(2_001)}),
            "comment",
        ),
        (
            json!({"rating": 5, "comment": "Nice stay\u{0} with a NUL byte"}),
            "comment",
        ),
    ] {
        let res = review(&app, &guest, booking, &body).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{body}: {}", res.text);
        assert!(
            res.json()["error"]["fields"][field].is_string(),
            "{body}: {}",
            res.text
        );
    }
    let res = review(
        &app,
        &guest,
        booking,
        &json!({"rating": "five", "comment": "A fine farmhouse."}),
    )
    .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(alpha_rating(&app).await, before);
    let huge = json!({"rating": 5, "comment": "x".repeat(3_000_000)});
    let res = review(&app, &guest, booking, &huge).await;
    assert_eq!(
        res.status,
        StatusCode::PAYLOAD_TOO_LARGE,
        "{}",
        &res.text[..res.text.len().min(200)]
    );
    assert_eq!(alpha_rating(&app).await, before);
}

async fn stays_that_never_were_or_ended_long_ago_cannot_be_reviewed(app: TestApp) {
    app.add_user(GUEST, "Sravani Kondaveeti", None, "user");
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    let kept = confirmed_stay(&app, &guest, &owner, 5).await;
    // A booking the guest cancelled before the day.
    let cancelled = confirmed_stay(&app, &guest, &owner, 6).await;
    let res = app
        .call(
            "PUT",
            &format!("/api/v1/bookings/{cancelled}/cancel"),
            Some(&guest),
            None,
        )
        .await;
    data(&res, StatusCode::OK);
    let [guest]: [String; 1] = later(&app, TO_STAY_END + 2 * DAY, &[GUEST])
        .await
        .try_into()
        .unwrap();
    let res = review(&app, &guest, cancelled, &good()).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(code(&res), "NOT_A_STAY");
    // 60 days after the end the window closes.
    let [guest]: [String; 1] = later(&app, 58 * DAY + 1, &[GUEST])
        .await
        .try_into()
        .unwrap();
    let mine = data(
        &app.call("GET", "/api/v1/users/me/bookings", Some(&guest), None)
            .await,
        StatusCode::OK,
    );
    let kept_view = mine
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["id"] == kept)
        .unwrap()
        .clone();
    assert_eq!(kept_view["review"]["status"], "closed", "{kept_view}");
    let res = review(&app, &guest, kept, &good()).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(code(&res), "REVIEW_WINDOW_CLOSED");
}

async fn the_owner_replies_once_and_may_change_it_for_a_day(app: TestApp) {
    app.add_user(GUEST, "Sravani Kondaveeti", None, "user");
    app.add_user("+919000000009", "Other Owner", None, "owner");
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    let booking = confirmed_stay(&app, &guest, &owner, 5).await;
    let [guest, owner, other_owner]: [String; 3] =
        later(&app, TO_STAY_END, &[GUEST, OWNER, "+919000000009"])
            .await
            .try_into()
            .unwrap();
    let id = data(
        &review(&app, &guest, booking, &good()).await,
        StatusCode::CREATED,
    )["id"]
        .as_i64()
        .unwrap();
    let path = format!("/api/v1/owner/reviews/{id}/reply");

    // The owner's list has it, open for a reply.
    let list = data(
        &app.call(
            "GET",
            "/api/v1/owner/reviews?unanswered=true",
            Some(&owner),
            None,
        )
        .await,
        StatusCode::OK,
    );
    assert_eq!(list[0]["id"], id);
    assert_eq!(list[0]["canReply"], true);
    assert_eq!(list[0]["property"]["title"], "Alpha Farm");
    // A guest may not list or reply; another owner may not reply to this one.
    let res = app
        .call("GET", "/api/v1/owner/reviews", Some(&guest), None)
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app
        .call(
            "POST",
            &path,
            Some(&guest),
            Some(&json!({"text": "Thanks!"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app
        .call(
            "POST",
            &path,
            Some(&other_owner),
            Some(&json!({"text": "Thanks!"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    assert_eq!(code(&res), "NOT_YOUR_LISTING");
    let res = app
        .call("PUT", &path, Some(&owner), Some(&json!({"text": "Edited"})))
        .await;
    assert_eq!(code(&res), "NO_REPLY");
    let res = app
        .call("POST", &path, Some(&owner), Some(&json!({"text": "\u{7}"})))
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);

    let replied = data(
        &app.call(
            "POST",
            &path,
            Some(&owner),
            Some(&json!({"text": "Thank you, come again!"})),
        )
        .await,
        StatusCode::CREATED,
    );
    assert_eq!(replied["reply"]["text"], "Thank you, come again!");
    let res = app
        .call("POST", &path, Some(&owner), Some(&json!({"text": "Again"})))
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(code(&res), "ALREADY_REPLIED");
    let list = data(
        &app.get("/api/v1/properties/1/reviews").await,
        StatusCode::OK,
    );
    assert_eq!(list[0]["reply"]["text"], "Thank you, come again!");
    let unanswered = data(
        &app.call(
            "GET",
            "/api/v1/owner/reviews?unanswered=true",
            Some(&owner),
            None,
        )
        .await,
        StatusCode::OK,
    );
    assert!(unanswered.as_array().unwrap().iter().all(|r| r["id"] != id));

    // Within 24 hours it can change; after, it is locked.
    let [owner]: [String; 1] = later(&app, 23 * HOUR, &[OWNER]).await.try_into().unwrap();
    let edited = data(
        &app.call(
            "PUT",
            &path,
            Some(&owner),
            Some(&json!({"text": "Thank you, Sravani!"})),
        )
        .await,
        StatusCode::OK,
    );
    assert_eq!(edited["reply"]["text"], "Thank you, Sravani!");
    assert!(edited["reply"]["editedAt"].is_string());
    let [owner]: [String; 1] = later(&app, 2 * HOUR, &[OWNER]).await.try_into().unwrap();
    let res = app
        .call(
            "PUT",
            &path,
            Some(&owner),
            Some(&json!({"text": "Late edit"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(code(&res), "REPLY_LOCKED");
    let list = data(
        &app.call("GET", "/api/v1/owner/reviews", Some(&owner), None)
            .await,
        StatusCode::OK,
    );
    assert_eq!(list[0]["canReply"], false);
    assert_eq!(list[0]["reply"]["text"], "Thank you, Sravani!");
}

async fn a_hidden_review_leaves_the_page_the_average_and_the_reply_box(app: TestApp) {
    app.add_user(GUEST, "Sravani Kondaveeti", None, "user");
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    let booking = confirmed_stay(&app, &guest, &owner, 5).await;
    let [guest, owner]: [String; 2] = later(&app, TO_STAY_END, &[GUEST, OWNER])
        .await
        .try_into()
        .unwrap();
    let body = json!({"rating": 1, "comment": "Rude words the admins will hide."});
    let id = data(
        &review(&app, &guest, booking, &body).await,
        StatusCode::CREATED,
    )["id"]
        .clone();
    assert_eq!(alpha_rating(&app).await.0, 3);
    let (admin, csrf) = app.admin_console("+919000000077", "Asha Admin").await;
    let res = app
        .admin_call(
            "POST",
            &format!("/api/v1/admin/reviews/{id}/hide"),
            &admin,
            Some(&csrf),
            Some(&json!({"reason": "Abusive language"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let (count, sum, _) = alpha_rating(&app).await;
    assert_eq!((count, sum), (2, 9));
    let list = data(
        &app.get("/api/v1/properties/1/reviews").await,
        StatusCode::OK,
    );
    assert!(list.as_array().unwrap().iter().all(|r| r["id"] != id));
    let recent = data(&app.get("/api/reviews").await, StatusCode::OK);
    assert!(recent.as_array().unwrap().iter().all(|r| r["id"] != id));
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/reviews/{id}/reply"),
            Some(&owner),
            Some(&json!({"text": "Sorry"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    // Still written: the guest cannot write a second one.
    let res = review(&app, &guest, booking, &good()).await;
    assert_eq!(code(&res), "ALREADY_REVIEWED");
}

async fn the_day_after_a_stay_its_guest_is_asked_once(app: TestApp) {
    app.add_user(
        GUEST,
        "Sravani Kondaveeti",
        Some("sravani@example.in"),
        "user",
    );
    let guest = token(&app, GUEST).await;
    let owner = token(&app, OWNER).await;
    let reviewed = confirmed_stay(&app, &guest, &owner, 5).await;
    let _asked = confirmed_stay(&app, &guest, &owner, 6).await;
    let clock: SharedClock = Arc::new(app.clock.clone());
    let reviews = Reviews::new(app.store.clone(), clock);
    // The morning after the first stay (ended 10 hours ago): nobody is asked yet.
    let [guest]: [String; 1] = later(&app, TO_STAY_END + 10 * HOUR, &[GUEST])
        .await
        .try_into()
        .unwrap();
    assert_eq!(reviews.send_reminders().await.unwrap(), 0);
    data(
        &review(&app, &guest, reviewed, &good()).await,
        StatusCode::CREATED,
    );
    // The day after the second stay (21 hours after its end): only that stay, which has no
    // review, is asked for one, by SMS and e-mail, and only once.
    app.clock.advance(DAY - 10 * HOUR + 21 * HOUR);
    assert_eq!(reviews.send_reminders().await.unwrap(), 1);
    assert_eq!(reviews.send_reminders().await.unwrap(), 0);
    let rows = reminder_rows(&app);
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert!(rows.iter().any(
        |(channel, body)| channel == "sms" && body.contains("how was your stay at Alpha Farm")
    ));
    assert!(rows.iter().any(|(channel, _)| channel == "email"));
    // Long after, a stay that was never reminded is left alone.
    app.clock.advance(10 * DAY);
    assert_eq!(reviews.send_reminders().await.unwrap(), 0);
}

fn reminder_rows(app: &TestApp) -> Vec<(String, String)> {
    use diesel::prelude::*;
    use escapes_core::store::schema::notification_outbox as n;
    app.store
        .run_blocking(|c| {
            Ok(n::table
                .filter(n::event.eq("review_reminder"))
                .select((n::channel, n::body))
                .load(c)?)
        })
        .unwrap()
}

on_both_databases! {
    write_once => the_guest_reviews_an_ended_stay_once_and_the_page_shows_it_at_once;
    bad_input => bad_reviews_get_field_messages_and_store_nothing;
    not_reviewable => stays_that_never_were_or_ended_long_ago_cannot_be_reviewed;
    owner_reply => the_owner_replies_once_and_may_change_it_for_a_day;
    hidden => a_hidden_review_leaves_the_page_the_average_and_the_reply_box;
    reminders => the_day_after_a_stay_its_guest_is_asked_once;
}
