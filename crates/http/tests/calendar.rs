//! Calendar sync of a listing through the real router, on SQLite and on PostgreSQL: the secret
//! export feed (what it lists and what it never shows, replaced and revoked links), and imports
//! by URL from a calendar server the tests run on 127.0.0.1 (blocks where the listing is free,
//! refreshes that replace or keep them, removal), with refusals that store nothing.

mod support;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::body::Body;
use axum::http::{header, StatusCode};
use axum::routing::get;
use escapes_core::catalogue::Catalogue;
use escapes_core::listings::Listings;
use escapes_core::testing::TestDatabase;
use escapes_core::time::{ist_instant, SharedClock};
use serde_json::{json, Value};
use support::{date, TestApp};

const OWNER: &str = "+919000000001";
const OTHER_OWNER: &str = "+919000000002";
/// Alpha Farm (owned by OWNER): slots at 09:00 and 21:00, held 10 Dec 09:00 to 11 Dec 09:00 by
/// an owner's block noted "maintenance".
const ALPHA: i64 = 1;
const PUBLIC_URL: &str = "https://hyderabadescapes.in";

// ---------------------------------------------------------------------------------------------
// A calendar server the tests control.

#[derive(Clone)]
struct Remote {
    base: String,
    answer: Arc<Mutex<(StatusCode, String)>>,
    hits: Arc<AtomicUsize>,
}

impl Remote {
    /// Serves `/cal.ics` (what `serve` or `fail` set; empty calendar at first), `/missing.ics`
    /// (404), `/page` (an HTML sign-in page) and `/huge.ics` (6 MB without a length).
    async fn start() -> Self {
        let answer = Arc::new(Mutex::new((StatusCode::OK, ics(&[]))));
        let hits = Arc::new(AtomicUsize::new(0));
        let (a, h) = (answer.clone(), hits.clone());
        let app = axum::Router::new()
            .route(
                "/cal.ics",
                get(move || {
                    let (a, h) = (a.clone(), h.clone());
                    async move {
                        h.fetch_add(1, Ordering::SeqCst);
                        let (status, body) = a.lock().unwrap().clone();
                        (status, [(header::CONTENT_TYPE, "text/calendar")], body)
                    }
                }),
            )
            .route("/missing.ics", get(|| async { StatusCode::NOT_FOUND }))
            .route(
                "/page",
                get(|| async {
                    axum::response::Html("<!doctype html><html><body>Sign in</body></html>")
                }),
            )
            .route(
                "/huge.ics",
                get(|| async {
                    let bytes = Body::from(vec![b'A'; 6 * 1024 * 1024]);
                    Body::from_stream(bytes.into_data_stream())
                }),
            );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a local port");
        let address = listener.local_addr().expect("address");
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self {
            base: format!("http://{address}"),
            answer,
            hits,
        }
    }

    fn url(&self) -> String {
        format!("{}/cal.ics", self.base)
    }

    fn serve(&self, events: &[String]) {
        *self.answer.lock().unwrap() = (StatusCode::OK, ics(events));
    }

    fn fail(&self, status: StatusCode) {
        *self.answer.lock().unwrap() = (status, "Server error".into());
    }

    fn hits(&self) -> usize {
        self.hits.load(Ordering::SeqCst)
    }
}

fn ics(events: &[String]) -> String {
    format!(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\n{}END:VCALENDAR\r\n",
        events.concat()
    )
}

/// An event between two UTC times written as `20261215T033000Z`.
fn timed(uid: &str, start: &str, end: &str) -> String {
    format!("BEGIN:VEVENT\r\nUID:{uid}\r\nDTSTART:{start}\r\nDTEND:{end}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n")
}

/// An all-day event (Airbnb's kind): one whole Asia/Kolkata date, `20261216`.
fn all_day(uid: &str, day: &str) -> String {
    format!("BEGIN:VEVENT\r\nUID:{uid}\r\nDTSTART;VALUE=DATE:{day}\r\nSUMMARY:Not available\r\nEND:VEVENT\r\n")
}

// ---------------------------------------------------------------------------------------------
// Helpers over the app.

/// Epoch seconds of `minute` past midnight IST on December `day`, 2026.
fn ist(day: u32, minute: i32) -> i64 {
    ist_instant(date(day), minute).timestamp()
}

async fn signed_in(app: &TestApp, phone: &str) -> String {
    app.sign_in(phone).await["token"]
        .as_str()
        .unwrap()
        .to_string()
}

async fn guest(app: &TestApp) -> String {
    app.add_user("+919876500001", "Priya Sharma", None, "user");
    signed_in(app, "+919876500001").await
}

fn error_code(res: &support::Response) -> String {
    res.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Books Alpha as a guest at the price its quote gives.
async fn book(app: &TestApp, token: &str, kind: &str, start: &str) -> support::Response {
    let quote = json!({"bookingType": kind, "start": start, "guests": 6});
    let res = app
        .call("POST", "/api/v1/properties/1/quote", None, Some(&quote))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let total = res.json()["data"]["total"].as_i64().unwrap();
    let body = json!({
        "propertyId": ALPHA, "bookingType": kind, "start": start, "guests": 6,
        "paymentMethod": "upi", "expectedTotal": total,
    });
    app.request(
        axum::http::Request::post("/api/v1/bookings")
            .header(header::CONTENT_TYPE, "application/json")
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .header("Idempotency-Key", format!("{kind}-{start}"))
            .body(Body::from(body.to_string()))
            .unwrap(),
    )
    .await
}

fn calendar_path(property: i64, rest: &str) -> String {
    format!("/api/v1/owner/properties/{property}/{rest}")
}

async fn add_import(app: &TestApp, token: &str, url: &str) -> support::Response {
    app.call(
        "POST",
        &calendar_path(ALPHA, "calendar-imports"),
        Some(token),
        Some(&json!({ "url": url })),
    )
    .await
}

fn created(res: &support::Response) -> Value {
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"].clone()
}

/// The listing's calendar sync as its editor reads it.
async fn calendar(app: &TestApp, token: &str) -> Value {
    let res = app
        .call(
            "GET",
            &format!("/api/v1/owner/properties/{ALPHA}"),
            Some(token),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"]["calendar"].clone()
}

/// Whether a guest can book the half day starting at `slot` (0: 09:00, 1: 21:00) of December
/// `day`, as the property page's availability says.
async fn free(app: &TestApp, day: u32, slot: usize) -> bool {
    let d = format!("2026-12-{day:02}");
    let res = app
        .get(&format!(
            "/api/v1/properties/alpha-farm-moinabad/availability?from={d}&to={d}"
        ))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"]["days"][0]["slots"][slot]["halfDay"]
        .as_bool()
        .unwrap()
}

/// The blocks imports made, by start: (start, end, note).
fn imported(app: &TestApp) -> Vec<(i64, i64, String)> {
    use diesel::prelude::*;
    use escapes_core::store::schema::held_intervals as h;
    app.store
        .run_blocking(|c| {
            Ok(h::table
                .filter(h::import_id.is_not_null())
                .order(h::starts_at)
                .select((h::starts_at, h::ends_at, h::note.assume_not_null()))
                .load(c)?)
        })
        .unwrap()
}

/// (imports, held intervals) in the database.
fn counts(app: &TestApp) -> (i64, i64) {
    use diesel::prelude::*;
    use escapes_core::store::schema::{calendar_imports, held_intervals};
    app.store
        .run_blocking(|c| {
            Ok((
                calendar_imports::table.count().get_result(c)?,
                held_intervals::table.count().get_result(c)?,
            ))
        })
        .unwrap()
}

/// The same service the server runs, over the test's database and fixed clock, for what has
/// no route: the background refresh.
fn refresher(app: &TestApp) -> Listings {
    let clock: SharedClock = Arc::new(app.clock.clone());
    let catalogue = Arc::new(Catalogue::new(app.store.clone(), clock.clone()));
    let listings = Listings::new(app.store.clone(), clock, catalogue, PUBLIC_URL);
    listings.allow_private_calendar_hosts(true);
    listings
}

fn now(app: &TestApp) -> i64 {
    use escapes_core::time::Clock;
    app.clock.now().timestamp()
}

// ---------------------------------------------------------------------------------------------
// The export feed.

/// Makes the feed; its path on our server.
async fn create_feed(app: &TestApp, token: &str) -> String {
    let res = app
        .call(
            "POST",
            &calendar_path(ALPHA, "calendar-feed"),
            Some(token),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let url = res.json()["data"]["exportUrl"]
        .as_str()
        .unwrap()
        .to_string();
    let path = url
        .strip_prefix(PUBLIC_URL)
        .unwrap_or_else(|| panic!("{url}"))
        .to_string();
    let token = path
        .strip_prefix("/ical/")
        .and_then(|p| p.strip_suffix(".ics"))
        .unwrap_or_else(|| panic!("{path}"));
    assert_eq!(token.len(), 64, "{token}");
    path
}

async fn the_feed_lists_bookings_and_blocks_in_utc_without_guest_data(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let priya = guest(&app).await;
    let res = book(&app, &priya, "half_day", "2026-12-05T09:00:00+05:30").await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let res = book(&app, &priya, "full_day", "2026-12-06T09:00:00+05:30").await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    // Outside the window (30 days back, 400 ahead): not listed.
    {
        use diesel::prelude::*;
        use escapes_core::store::schema::held_intervals as h;
        let (old, far) = (ist(1, 0) - 32 * 86_400, ist(1, 0) + 402 * 86_400);
        app.store
            .run_blocking(move |c| {
                for start in [old, far] {
                    diesel::insert_into(h::table)
                        .values((
                            h::property_id.eq(ALPHA),
                            h::starts_at.eq(start),
                            h::ends_at.eq(start + 3_600),
                            h::kind.eq("block"),
                            h::created_at.eq(0),
                        ))
                        .execute(c)?;
                }
                Ok(())
            })
            .unwrap();
    }
    // An imported interval is not exported again.
    let remote = Remote::start().await;
    remote.serve(&[all_day("elsewhere", "20261220")]);
    created(&add_import(&app, &owner, &remote.url()).await);

    let path = create_feed(&app, &owner).await;
    let res = app.get(&path).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        res.headers[header::CONTENT_TYPE],
        "text/calendar; charset=utf-8"
    );
    assert_eq!(res.headers[header::CACHE_CONTROL], "private, max-age=300");
    let text = res.text.replace("\r\n ", "");
    assert!(text.starts_with("BEGIN:VCALENDAR\r\n"), "{text}");
    assert!(text.contains("X-WR-CALNAME:Alpha Farm\r\n"), "{text}");

    // Three events, by start: the half day, the full day, the owner's block.
    let events: Vec<&str> = text.split("BEGIN:VEVENT\r\n").skip(1).collect();
    assert_eq!(events.len(), 3, "{text}");
    let expect = [
        ("20261205T033000Z", "20261205T153000Z", "Booked — half day"),
        ("20261206T033000Z", "20261207T033000Z", "Booked — full day"),
        ("20261210T033000Z", "20261211T033000Z", "Blocked"),
    ];
    let mut uids = Vec::new();
    for (event, (start, end, summary)) in events.iter().zip(expect) {
        assert!(event.contains(&format!("DTSTART:{start}\r\n")), "{event}");
        assert!(event.contains(&format!("DTEND:{end}\r\n")), "{event}");
        assert!(event.contains(&format!("SUMMARY:{summary}\r\n")), "{event}");
        let uid = event
            .lines()
            .find_map(|l| l.strip_prefix("UID:"))
            .unwrap()
            .to_string();
        assert!(
            uid.starts_with("hold-") && uid.ends_with("@hyderabadescapes.in"),
            "{uid}"
        );
        uids.push(uid);
    }
    // Nothing about the guest, the owner's note or the imported calendar.
    for secret in [
        "Priya",
        "Sharma",
        "98765",
        "+91",
        "Ravi",
        "maintenance",
        "20261219T",
        "Reserved",
        "Not available",
        "127.0.0.1",
    ] {
        assert!(!text.contains(secret), "{secret} in {text}");
    }
    // UIDs are stable: the next read names the same events.
    let again = app.get(&path).await.text.replace("\r\n ", "");
    for uid in &uids {
        assert!(again.contains(&format!("UID:{uid}\r\n")), "{uid}");
    }
}

async fn a_new_link_revokes_the_old_and_turning_off_revokes_both(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    assert_eq!(calendar(&app, &owner).await["exportUrl"], Value::Null);
    let first = create_feed(&app, &owner).await;
    assert_eq!(app.get(&first).await.status, StatusCode::OK);
    assert_eq!(
        calendar(&app, &owner).await["exportUrl"],
        format!("{PUBLIC_URL}{first}")
    );

    let second = create_feed(&app, &owner).await;
    assert_ne!(first, second);
    assert_eq!(app.get(&first).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&second).await.status, StatusCode::OK);

    let res = app
        .call(
            "DELETE",
            &calendar_path(ALPHA, "calendar-feed"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    assert_eq!(app.get(&second).await.status, StatusCode::NOT_FOUND);
    assert_eq!(calendar(&app, &owner).await["exportUrl"], Value::Null);

    // Not a token, or not an .ics name.
    for path in [
        "/ical/nope.ics".to_string(),
        format!("/ical/{}.ics", "0".repeat(64)),
        second.trim_end_matches(".ics").to_string(),
    ] {
        assert_eq!(app.get(&path).await.status, StatusCode::NOT_FOUND, "{path}");
    }
}

// ---------------------------------------------------------------------------------------------
// Imports.

async fn an_import_blocks_what_it_lists_for_guests_and_bookings(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let remote = Remote::start().await;
    // 15 Dec 09:00–21:00 IST, and all of 16 Dec.
    remote.serve(&[
        timed("day", "20261215T033000Z", "20261215T153000Z"),
        all_day("whole", "20261216"),
    ]);
    assert!(free(&app, 15, 0).await && free(&app, 16, 0).await);
    let before = counts(&app);

    let import = created(&add_import(&app, &owner, &remote.url()).await);
    assert_eq!(import["url"], remote.url());
    assert_eq!(import["lastSyncedAt"], "2026-12-01T10:00:00+05:30");
    assert_eq!(import["lastError"], Value::Null);
    assert_eq!(import["blockedCount"], 2);
    assert_eq!(remote.hits(), 1);
    assert_eq!(counts(&app), (before.0 + 1, before.1 + 2));
    assert_eq!(
        imported(&app),
        vec![
            (
                ist(15, 540),
                ist(15, 1260),
                "Imported from 127.0.0.1".into()
            ),
            (ist(16, 0), ist(17, 0), "Imported from 127.0.0.1".into()),
        ]
    );
    let imports = calendar(&app, &owner).await["imports"].clone();
    assert_eq!(imports, json!([import]));

    // Guests see those slots taken (the evening of the 15th runs into the blocked 16th) …
    assert!(free(&app, 14, 0).await);
    assert!(!free(&app, 15, 0).await);
    assert!(!free(&app, 15, 1).await);
    assert!(!free(&app, 16, 0).await && !free(&app, 16, 1).await);
    assert!(free(&app, 17, 1).await);
    // … and cannot book them.
    let priya = guest(&app).await;
    let res = book(&app, &priya, "half_day", "2026-12-15T09:00:00+05:30").await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "SLOT_TAKEN");
    let res = book(&app, &priya, "half_day", "2026-12-14T09:00:00+05:30").await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
}

async fn an_import_blocks_only_the_free_parts_of_what_is_held(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let priya = guest(&app).await;
    let res = book(&app, &priya, "half_day", "2026-12-18T09:00:00+05:30").await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let booking_id = res.json()["data"]["id"].as_i64().unwrap();

    let remote = Remote::start().await;
    remote.serve(&[
        // Over the booking (18 Dec 09:00–21:00): before and after it stay.
        all_day("over-booking", "20261218"),
        // Over the owner's block (10 Dec 09:00 to 11 Dec 09:00): the morning of the 10th stays.
        all_day("over-block", "20261210"),
        // Yesterday, wholly past: nothing.
        timed("past", "20261130T120000Z", "20261130T180000Z"),
    ]);
    let import = created(&add_import(&app, &owner, &remote.url()).await);
    assert_eq!(import["blockedCount"], 3);
    let spans: Vec<(i64, i64)> = imported(&app).into_iter().map(|(s, e, _)| (s, e)).collect();
    assert_eq!(
        spans,
        vec![
            (ist(10, 0), ist(10, 540)),
            (ist(18, 0), ist(18, 540)),
            (ist(18, 1260), ist(19, 0)),
        ]
    );
    // The booking and the owner's block are untouched.
    let res = app
        .call(
            "GET",
            &format!("/api/v1/bookings/{booking_id}"),
            Some(&priya),
            None,
        )
        .await;
    assert_eq!(res.json()["data"]["status"], "pending", "{}", res.text);
    let blocks = app
        .call(
            "GET",
            &calendar_path(ALPHA, "blocks?from=2026-12-10&to=2026-12-10"),
            Some(&owner),
            None,
        )
        .await
        .json();
    let notes: Vec<&Value> = blocks["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| &b["note"])
        .collect();
    assert!(notes.contains(&&json!("maintenance")), "{blocks}");
}

async fn refreshes_replace_the_blocks_and_keep_them_when_the_feed_fails(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let remote = Remote::start().await;
    remote.serve(&[timed("a", "20261215T033000Z", "20261215T153000Z")]);
    let import = created(&add_import(&app, &owner, &remote.url()).await);
    let id = import["id"].as_i64().unwrap();
    let refresh = calendar_path(ALPHA, &format!("calendar-imports/{id}/refresh"));

    // The feed moves its event: the refresh moves the block.
    remote.serve(&[timed("b", "20261220T033000Z", "20261220T153000Z")]);
    app.clock.advance(60);
    let res = app.call("POST", &refresh, Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let data = res.json()["data"].clone();
    assert_eq!(data["blockedCount"], 1);
    assert_eq!(data["lastSyncedAt"], "2026-12-01T10:01:00+05:30");
    assert_eq!(data["lastError"], Value::Null);
    assert_eq!(imported(&app)[0].0, ist(20, 540));
    assert_eq!(imported(&app).len(), 1);
    assert!(free(&app, 15, 0).await);
    assert!(!free(&app, 20, 0).await);

    // The feed starts failing: the error is answered and noted, the blocks stay.
    remote.fail(StatusCode::INTERNAL_SERVER_ERROR);
    app.clock.advance(60);
    let res = app.call("POST", &refresh, Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text);
    assert_eq!(error_code(&res), "ICAL_UNREACHABLE");
    let shown = calendar(&app, &owner).await["imports"][0].clone();
    assert_eq!(shown["lastError"], "The calendar link answered 500.");
    assert_eq!(shown["lastSyncedAt"], "2026-12-01T10:01:00+05:30");
    assert_eq!(shown["blockedCount"], 1);
    assert_eq!(imported(&app).len(), 1);
    assert!(!free(&app, 20, 0).await);

    // The background refresh: nothing is due until 30 minutes after the last fetch.
    let listings = refresher(&app);
    remote.serve(&[timed("c", "20261222T033000Z", "20261222T153000Z")]);
    let hits = remote.hits();
    assert_eq!(listings.refresh_due(now(&app)).await.unwrap(), 0);
    app.clock.advance(29 * 60);
    assert_eq!(listings.refresh_due(now(&app)).await.unwrap(), 0);
    assert_eq!(remote.hits(), hits);
    app.clock.advance(60);
    assert_eq!(listings.refresh_due(now(&app)).await.unwrap(), 1);
    assert_eq!(remote.hits(), hits + 1);
    // Half an hour on, the owner's access token has expired.
    let owner = signed_in(&app, OWNER).await;
    let shown = calendar(&app, &owner).await["imports"][0].clone();
    assert_eq!(shown["lastError"], Value::Null);
    assert_eq!(shown["lastSyncedAt"], "2026-12-01T10:32:00+05:30");
    assert_eq!(
        imported(&app)
            .into_iter()
            .map(|(s, e, _)| (s, e))
            .collect::<Vec<_>>(),
        vec![(ist(22, 540), ist(22, 1260))]
    );
    assert!(free(&app, 20, 0).await);
    assert!(!free(&app, 22, 0).await);
    // Done: not due again at once.
    assert_eq!(listings.refresh_due(now(&app)).await.unwrap(), 0);

    // Failing in the background keeps the blocks too, with the error shown.
    *remote.answer.lock().unwrap() = (
        StatusCode::OK,
        "<!doctype html><html><body>Sign in</body></html>".into(),
    );
    app.clock.advance(30 * 60);
    assert_eq!(listings.refresh_due(now(&app)).await.unwrap(), 1);
    let owner = signed_in(&app, OWNER).await;
    let shown = calendar(&app, &owner).await["imports"][0].clone();
    assert_eq!(
        shown["lastError"],
        "This link does not return an iCal calendar (.ics)."
    );
    assert_eq!(shown["lastSyncedAt"], "2026-12-01T10:32:00+05:30");
    assert_eq!(imported(&app).len(), 1);
    assert!(!free(&app, 22, 0).await);
    assert_eq!(listings.refresh_due(now(&app)).await.unwrap(), 0);
}

async fn deleting_an_import_removes_its_blocks(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let remote = Remote::start().await;
    remote.serve(&[all_day("x", "20261215"), all_day("y", "20261217")]);
    let before = counts(&app);
    let id = created(&add_import(&app, &owner, &remote.url()).await)["id"]
        .as_i64()
        .unwrap();
    assert_eq!(imported(&app).len(), 2);
    assert!(!free(&app, 15, 0).await);

    let path = calendar_path(ALPHA, &format!("calendar-imports/{id}"));
    let res = app.call("DELETE", &path, Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    assert_eq!(counts(&app), before);
    assert!(imported(&app).is_empty());
    assert!(free(&app, 15, 0).await && free(&app, 17, 0).await);
    assert_eq!(calendar(&app, &owner).await["imports"], json!([]));
    let res = app.call("DELETE", &path, Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    let refresh = format!("{path}/refresh");
    let res = app.call("POST", &refresh, Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
}

async fn links_that_give_no_calendar_store_nothing(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let remote = Remote::start().await;
    let closed = {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        listener.local_addr().unwrap()
    };
    let before = counts(&app);
    for (url, status, code, message) in [
        (
            format!("http://{closed}/cal.ics"),
            StatusCode::UNPROCESSABLE_ENTITY,
            "ICAL_UNREACHABLE",
            "The calendar link could not be reached.",
        ),
        (
            format!("{}/missing.ics", remote.base),
            StatusCode::UNPROCESSABLE_ENTITY,
            "ICAL_UNREACHABLE",
            "The calendar link answered 404.",
        ),
        (
            format!("{}/page", remote.base),
            StatusCode::UNPROCESSABLE_ENTITY,
            "ICAL_INVALID",
            "This link does not return an iCal calendar (.ics).",
        ),
        (
            format!("{}/huge.ics", remote.base),
            StatusCode::UNPROCESSABLE_ENTITY,
            "ICAL_TOO_LARGE",
            "This calendar is larger than 5 MB.",
        ),
        (
            "ftp://example.com/cal.ics".into(),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            "Use an http, https or webcal link.",
        ),
        (
            "  ".into(),
            StatusCode::BAD_REQUEST,
            "VALIDATION_FAILED",
            "Paste the calendar link (.ics).",
        ),
    ] {
        let res = add_import(&app, &owner, &url).await;
        assert_eq!(res.status, status, "{url}: {}", res.text);
        assert_eq!(error_code(&res), code, "{url}");
        assert_eq!(res.json()["error"]["message"], message, "{url}");
        if status == StatusCode::BAD_REQUEST {
            assert!(res.json()["error"]["fields"]["url"].is_string(), "{url}");
        }
        assert_eq!(counts(&app), before, "{url}");
    }
    // No url at all.
    let res = app
        .call(
            "POST",
            &calendar_path(ALPHA, "calendar-imports"),
            Some(&owner),
            Some(&json!({})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert!(res.json()["error"]["fields"]["url"].is_string());
    assert_eq!(counts(&app), before);
    assert_eq!(calendar(&app, &owner).await["imports"], json!([]));
}

/// 2,000 VEVENTs nested in one another (52 KB). Parsing it used to overflow the stack and abort
/// the server: at import, at every refresh, and in the background with no request made.
fn nested_feed() -> String {
    format!(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n{}{}END:VCALENDAR\r\n",
        "BEGIN:VEVENT\r\n".repeat(2_000),
        "END:VEVENT\r\n".repeat(2_000)
    )
}

async fn a_hostile_feed_is_refused_and_its_import_marked_failed(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let remote = Remote::start().await;
    let invalid = "This link does not return an iCal calendar (.ics).";
    let before = counts(&app);
    *remote.answer.lock().unwrap() = (StatusCode::OK, nested_feed());
    let res = add_import(&app, &owner, &remote.url()).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text);
    assert_eq!(error_code(&res), "ICAL_INVALID");
    assert_eq!(res.json()["error"]["message"], invalid);
    assert_eq!(counts(&app), before);

    // Good when imported, hostile later: the refresh is refused and noted, the blocks stay.
    remote.serve(&[timed("a", "20261215T033000Z", "20261215T153000Z")]);
    let id = created(&add_import(&app, &owner, &remote.url()).await)["id"]
        .as_i64()
        .unwrap();
    *remote.answer.lock().unwrap() = (StatusCode::OK, nested_feed());
    app.clock.advance(60);
    let refresh = calendar_path(ALPHA, &format!("calendar-imports/{id}/refresh"));
    let res = app.call("POST", &refresh, Some(&owner), None).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text);
    assert_eq!(error_code(&res), "ICAL_INVALID");
    let shown = calendar(&app, &owner).await["imports"][0].clone();
    assert_eq!(shown["lastError"], invalid);
    assert_eq!(shown["lastSyncedAt"], "2026-12-01T10:00:00+05:30");
    assert_eq!(imported(&app).len(), 1);

    // The background refresh reads it too, and notes it the same way.
    let hits = remote.hits();
    app.clock.advance(30 * 60);
    assert_eq!(refresher(&app).refresh_due(now(&app)).await.unwrap(), 1);
    assert_eq!(remote.hits(), hits + 1);
    let owner = signed_in(&app, OWNER).await;
    let shown = calendar(&app, &owner).await["imports"][0].clone();
    assert_eq!(shown["lastError"], invalid);
    assert_eq!(shown["blockedCount"], 1);
    assert_eq!(imported(&app).len(), 1);
    assert!(!free(&app, 15, 0).await);
    assert_eq!(app.get("/healthz").await.status, StatusCode::OK);
}

async fn five_imports_at_most_and_each_link_once(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let remote = Remote::start().await;
    remote.serve(&[all_day("x", "20261215")]);
    for n in 1..=5 {
        let res = add_import(&app, &owner, &format!("{}?n={n}", remote.url())).await;
        let import = created(&res);
        // Only the first gets the 15th: for the others it is already held.
        assert_eq!(import["blockedCount"], if n == 1 { 1 } else { 0 }, "{n}");
    }
    let hits = remote.hits();
    let before = counts(&app);

    let res = add_import(&app, &owner, &format!("{}?n=3", remote.url())).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "IMPORT_EXISTS");
    let res = add_import(&app, &owner, &format!("{}?n=6", remote.url())).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(error_code(&res), "TOO_MANY_IMPORTS");
    // Refused before fetching anything.
    assert_eq!(remote.hits(), hits);
    assert_eq!(counts(&app), before);
    assert_eq!(
        calendar(&app, &owner).await["imports"]
            .as_array()
            .unwrap()
            .len(),
        5
    );
}

async fn only_the_listings_owner_manages_its_calendar(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let remote = Remote::start().await;
    remote.serve(&[all_day("x", "20261215")]);
    let id = created(&add_import(&app, &owner, &remote.url()).await)["id"]
        .as_i64()
        .unwrap();
    let feed = create_feed(&app, &owner).await;

    app.add_user(OTHER_OWNER, "Suresh Rao", None, "owner");
    let other = signed_in(&app, OTHER_OWNER).await;
    let priya = guest(&app).await;
    let url = json!({ "url": remote.url() });
    let calls: Vec<(&str, String, Option<&Value>)> = vec![
        ("POST", calendar_path(ALPHA, "calendar-feed"), None),
        ("DELETE", calendar_path(ALPHA, "calendar-feed"), None),
        ("POST", calendar_path(ALPHA, "calendar-imports"), Some(&url)),
        (
            "POST",
            calendar_path(ALPHA, &format!("calendar-imports/{id}/refresh")),
            None,
        ),
        (
            "DELETE",
            calendar_path(ALPHA, &format!("calendar-imports/{id}")),
            None,
        ),
    ];
    let before = counts(&app);
    let hits = remote.hits();
    for (method, path, body) in &calls {
        let res = app.call(method, path, Some(&other), *body).await;
        assert_eq!(
            res.status,
            StatusCode::NOT_FOUND,
            "{method} {path}: {}",
            res.text
        );
        let res = app.call(method, path, Some(&priya), *body).await;
        assert_eq!(
            res.status,
            StatusCode::FORBIDDEN,
            "{method} {path}: {}",
            res.text
        );
        let res = app.call(method, path, None, *body).await;
        assert_eq!(
            res.status,
            StatusCode::UNAUTHORIZED,
            "{method} {path}: {}",
            res.text
        );
    }
    // Nothing changed: the feed still answers, the import and its block are there.
    assert_eq!(counts(&app), before);
    assert_eq!(remote.hits(), hits);
    assert_eq!(app.get(&feed).await.status, StatusCode::OK);
    // A listing that does not exist is "not found" too.
    let res = app
        .call(
            "POST",
            &calendar_path(999, "calendar-feed"),
            Some(&owner),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
}

on_both_databases! {
    feed_contents => the_feed_lists_bookings_and_blocks_in_utc_without_guest_data;
    feed_revocation => a_new_link_revokes_the_old_and_turning_off_revokes_both;
    import_blocks => an_import_blocks_what_it_lists_for_guests_and_bookings;
    import_free_parts => an_import_blocks_only_the_free_parts_of_what_is_held;
    import_refresh => refreshes_replace_the_blocks_and_keep_them_when_the_feed_fails;
    import_delete => deleting_an_import_removes_its_blocks;
    import_bad_links => links_that_give_no_calendar_store_nothing;
    import_hostile => a_hostile_feed_is_refused_and_its_import_marked_failed;
    import_limits => five_imports_at_most_and_each_link_once;
    access => only_the_listings_owner_manages_its_calendar;
}

// ---------------------------------------------------------------------------------------------
// The guard against links into our own network, on as in production.

async fn local_links_are_refused_before_any_fetch(app: TestApp) {
    let owner = signed_in(&app, OWNER).await;
    let remote = Remote::start().await;
    remote.serve(&[all_day("x", "20261215")]);
    let port = remote.base.rsplit(':').next().unwrap().to_string();
    let before = counts(&app);
    for url in [
        remote.url(),
        format!("http://localhost:{port}/cal.ics"),
        format!("http://[::1]:{port}/cal.ics"),
        "http://169.254.169.254/latest/meta-data/".into(),
        "webcal://192.168.1.10/cal.ics".into(),
    ] {
        let res = add_import(&app, &owner, &url).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{url}: {}", res.text);
        assert_eq!(error_code(&res), "VALIDATION_FAILED");
        assert!(
            res.json()["error"]["fields"]["url"]
                .as_str()
                .unwrap()
                .starts_with("Use a public calendar link"),
            "{url}: {}",
            res.text
        );
        assert_eq!(counts(&app), before, "{url}");
    }
    assert_eq!(remote.hits(), 0, "the local server was never asked");
}

fn guarded(db: TestDatabase) -> TestApp {
    TestApp::on_configured(db, |state, _, _| state.allow_private_calendar_hosts(false))
}

mod guard {
    use super::*;
    use escapes_core::testing::run_async;

    #[test]
    fn sqlite() {
        run_async(TestDatabase::sqlite(), |db| async move {
            local_links_are_refused_before_any_fetch(guarded(db)).await
        })
    }

    #[test]
    fn postgres() {
        match TestDatabase::postgres() {
            Some(db) => run_async(db, |db| async move {
                local_links_are_refused_before_any_fetch(guarded(db)).await
            }),
            None => eprintln!("TEST_DATABASE_URL is not set: PostgreSQL case not run"),
        }
    }
}
