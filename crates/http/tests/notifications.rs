//! Booking notifications on SQLite and PostgreSQL: a booking (or cancellation) writes the guest's
//! and the owner's texts and e-mails in its own transaction, preferences turn channels off, and the
//! worker sends them through the providers, retries failures with backoff and never sends a row
//! twice when several workers run.

mod support;

use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use escapes_core::delivery::{Delivery, EmailSender, SendFuture, SmsSender};
use escapes_core::notifications::{Notifier, MAX_ATTEMPTS};
use escapes_core::store::notifications::NotificationRow;
use escapes_core::time::{Clock, SharedClock};
use escapes_core::CoreError;
use serde_json::{json, Value};
use support::TestApp;

const OWNER_PHONE: &str = "+919000000001";
const OWNER_EMAIL: &str = "ravi@example.in";
const START: &str = "2026-12-05T09:00:00+05:30";

fn guest_phone(n: u32) -> String {
    format!("+9198765{n:05}")
}

/// A new guest (with `email` if given), signed in; its token.
async fn guest(app: &TestApp, n: u32, email: Option<&str>) -> String {
    app.add_user(&guest_phone(n), "Priya Sharma", email, "user");
    app.sign_in(&guest_phone(n)).await["token"]
        .as_str()
        .unwrap()
        .to_string()
}

/// Alpha Farm, a half day from `start`, paid by UPI: ₹5,775.
async fn book(app: &TestApp, token: &str, start: &str) -> (StatusCode, Value) {
    let body = json!({
        "propertyId": 1, "bookingType": "half_day", "start": start, "guests": 6,
        "paymentMethod": "upi", "expectedTotal": 5_775,
    });
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        // The token's signature tells guests apart and keeps the key within 200 characters.
        .header(
            "Idempotency-Key",
            format!("k-{start}-{}", &token[token.len() - 43..]),
        )
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    (res.status, res.json())
}

async fn booked(app: &TestApp, token: &str, start: &str) -> Value {
    let (status, body) = book(app, token, start).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["data"].clone()
}

fn rows(app: &TestApp) -> Vec<NotificationRow> {
    use diesel::prelude::*;
    use escapes_core::store::schema::notification_outbox as o;
    app.store
        .run_blocking(|c| {
            Ok(o::table
                .order(o::id.asc())
                .select(NotificationRow::as_select())
                .load(c)?)
        })
        .unwrap()
}

/// (event, channel, destination) of each row, in order.
fn kinds(rows: &[NotificationRow]) -> Vec<(String, String, String)> {
    rows.iter()
        .map(|r| {
            (
                r.event.as_str().to_string(),
                r.channel.clone(),
                r.destination.clone(),
            )
        })
        .collect()
}

fn k(event: &str, channel: &str, to: &str) -> (String, String, String) {
    (event.into(), channel.into(), to.into())
}

fn shared(app: &TestApp) -> SharedClock {
    Arc::new(app.clock.clone())
}

fn now(app: &TestApp) -> i64 {
    app.clock.now().timestamp()
}

fn console_notifier(app: &TestApp) -> Notifier {
    Notifier::new(
        app.store.clone(),
        Delivery::console(app.store.clone(), shared(app)),
    )
}

async fn a_booking_writes_texts_and_emails_for_guest_and_owner(app: TestApp) {
    let t = guest(&app, 1, Some("priya@example.in")).await;
    let b = booked(&app, &t, START).await;
    let code = b["code"].as_str().unwrap();
    let written = rows(&app);
    assert_eq!(
        kinds(&written),
        vec![
            k("created", "sms", &guest_phone(1)),
            k("created", "email", "priya@example.in"),
            k("created", "sms", OWNER_PHONE),
            k("created", "email", OWNER_EMAIL),
        ]
    );
    for r in &written {
        assert_eq!(
            (
                r.status.as_str(),
                r.attempts,
                r.next_attempt_at,
                r.booking_id.map(|b| b.get())
            ),
            ("pending", 0, now(&app), b["id"].as_i64())
        );
        assert!(
            r.body.contains(code) && r.body.contains("Alpha Farm") && r.body.contains("₹5,775"),
            "{}",
            r.body
        );
        assert!(
            r.body
                .contains("Sat 5 Dec 2026, 9:00 AM – 9:00 PM IST (half day)"),
            "{}",
            r.body
        );
    }
    assert_eq!(written[0].subject, None);
    assert_eq!(
        written[1].subject.as_deref(),
        Some(format!("Booking {code} requested: Alpha Farm").as_str())
    );
    assert!(
        written[0]
            .body
            .contains("waiting for the owner's confirmation"),
        "{}",
        written[0].body
    );
    assert!(
        written[2]
            .body
            .contains("Accept or reject it in your dashboard"),
        "{}",
        written[2].body
    );

    // A refused booking rolls its notifications back with it.
    let other = guest(&app, 2, Some("anil@example.in")).await;
    let (status, body) = book(&app, &other, START).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (StatusCode::CONFLICT, Some("SLOT_TAKEN"))
    );
    assert_eq!(rows(&app).len(), 4);

    // Cancelling tells both, with the refund, in the cancel's transaction.
    let res = app
        .call(
            "PUT",
            &format!("/api/v1/bookings/{}/cancel", b["id"]),
            Some(&t),
            Some(&json!({})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let after = rows(&app);
    assert_eq!(
        kinds(&after[4..]),
        vec![
            k("cancelled", "sms", &guest_phone(1)),
            k("cancelled", "email", "priya@example.in"),
            k("cancelled", "sms", OWNER_PHONE),
            k("cancelled", "email", OWNER_EMAIL),
        ]
    );
    assert!(
        after[4]
            .body
            .ends_with("is cancelled by the guest. Refund: ₹5,775."),
        "{}",
        after[4].body
    );
    assert!(
        after[6].body.contains("was cancelled by the guest"),
        "{}",
        after[6].body
    );
}

async fn turned_off_channels_and_missing_addresses_get_no_row(app: TestApp) {
    let owner = app.sign_in(OWNER_PHONE).await["token"]
        .as_str()
        .unwrap()
        .to_string();
    let path = "/api/v1/users/me/notification-preferences";
    let prefs = json!({"bookingSms": false, "bookingEmail": true, "messageEmail": true, "marketingEmail": false});
    assert_eq!(
        app.call("PUT", path, Some(&owner), Some(&prefs))
            .await
            .status,
        StatusCode::OK
    );
    let with_email = guest(&app, 1, Some("priya@example.in")).await;
    let prefs = json!({"bookingSms": true, "bookingEmail": false, "messageEmail": true, "marketingEmail": false});
    assert_eq!(
        app.call("PUT", path, Some(&with_email), Some(&prefs))
            .await
            .status,
        StatusCode::OK
    );
    booked(&app, &with_email, START).await;
    assert_eq!(
        kinds(&rows(&app)),
        vec![
            k("created", "sms", &guest_phone(1)),
            k("created", "email", OWNER_EMAIL)
        ]
    );

    // No e-mail address: the text only.
    let no_email = guest(&app, 2, None).await;
    booked(&app, &no_email, "2026-12-05T21:00:00+05:30").await;
    assert_eq!(
        kinds(&rows(&app)[2..]),
        vec![
            k("created", "sms", &guest_phone(2)),
            k("created", "email", OWNER_EMAIL)
        ]
    );
}

async fn the_worker_sends_through_the_console_and_marks_rows_sent(app: TestApp) {
    let t = guest(&app, 1, Some("priya@example.in")).await;
    let code = booked(&app, &t, START).await["code"]
        .as_str()
        .unwrap()
        .to_string();
    let before = app.outbox(&guest_phone(1)).await.len();
    let notifier = console_notifier(&app);
    let done = notifier.process_due(now(&app), 50).await.unwrap();
    assert_eq!(
        (done.claimed, done.sent, done.retrying, done.failed),
        (4, 4, 0, 0)
    );
    for r in rows(&app) {
        assert_eq!(
            (r.status.as_str(), r.attempts, r.sent_at),
            ("sent", 1, Some(now(&app)))
        );
    }
    let texts = app.outbox(&guest_phone(1)).await;
    assert_eq!(texts.len(), before + 1);
    assert_eq!(texts[0]["channel"], "sms");
    assert!(texts[0]["body"].as_str().unwrap().contains(&code));
    let mail = app.outbox(OWNER_EMAIL).await;
    assert!(
        mail[0]["body"].as_str().unwrap().starts_with(&format!(
            "New booking request {code}: Alpha Farm\n\nPriya Sharma asked to book Alpha Farm."
        )),
        "{}",
        mail[0]
    );
    // Sent rows are not sent again.
    assert_eq!(
        notifier
            .process_due(now(&app) + 3_600, 50)
            .await
            .unwrap()
            .claimed,
        0
    );
    assert_eq!(app.outbox(OWNER_EMAIL).await.len(), mail.len());
}

/// Fails every text while `failures_left` is above zero (counting down), then sends.
struct FlakySms {
    failures_left: AtomicUsize,
    sent: Mutex<Vec<String>>,
}

impl SmsSender for FlakySms {
    fn send_sms<'a>(&'a self, to: &'a str, _body: &'a str) -> SendFuture<'a> {
        Box::pin(async move {
            if self
                .failures_left
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
                .is_ok()
            {
                return Err(CoreError::Delivery("gateway answered 503".into()));
            }
            self.sent.lock().unwrap().push(to.to_string());
            Ok(())
        })
    }
}

fn flaky(app: &TestApp, failures: usize) -> (Notifier, Arc<FlakySms>) {
    let sms = Arc::new(FlakySms {
        failures_left: AtomicUsize::new(failures),
        sent: Mutex::new(Vec::new()),
    });
    let console = Delivery::console(app.store.clone(), shared(app));
    let delivery = Delivery {
        sms: sms.clone(),
        email: console.email,
        console: false,
    };
    (Notifier::new(app.store.clone(), delivery), sms)
}

fn sms_rows(app: &TestApp) -> Vec<NotificationRow> {
    rows(app)
        .into_iter()
        .filter(|r| r.channel == "sms")
        .collect()
}

async fn failed_sends_are_retried_with_backoff_then_sent(app: TestApp) {
    let t = guest(&app, 1, None).await;
    booked(&app, &t, START).await;
    // Two texts (guest, owner) failing twice each, then the gateway recovers.
    let (notifier, sms) = flaky(&app, 4);
    let done = notifier.process_due(now(&app), 50).await.unwrap();
    assert_eq!(
        (done.sent, done.retrying),
        (1, 2),
        "the owner's e-mail goes, both texts wait"
    );
    for r in sms_rows(&app) {
        assert_eq!(
            (r.status.as_str(), r.attempts, r.next_attempt_at),
            ("pending", 1, now(&app) + 30)
        );
        assert!(
            r.last_error
                .as_deref()
                .unwrap()
                .contains("gateway answered 503"),
            "{:?}",
            r.last_error
        );
    }
    app.clock.advance(29);
    assert_eq!(
        notifier.process_due(now(&app), 50).await.unwrap().claimed,
        0,
        "not due before 30 s"
    );
    app.clock.advance(1);
    assert_eq!(
        notifier.process_due(now(&app), 50).await.unwrap().retrying,
        2
    );
    assert!(sms_rows(&app)
        .iter()
        .all(|r| r.attempts == 2 && r.next_attempt_at == now(&app) + 120));
    app.clock.advance(120);
    assert_eq!(notifier.process_due(now(&app), 50).await.unwrap().sent, 2);
    for r in sms_rows(&app) {
        assert_eq!(
            (r.status.as_str(), r.attempts, r.sent_at, r.last_error),
            ("sent", 3, Some(now(&app)), None)
        );
    }
    let mut sent = sms.sent.lock().unwrap().clone();
    sent.sort();
    assert_eq!(sent, vec![OWNER_PHONE.to_string(), guest_phone(1)]);
}

async fn a_send_that_keeps_failing_is_given_up_as_failed(app: TestApp) {
    let t = guest(&app, 1, None).await;
    booked(&app, &t, START).await;
    let (notifier, sms) = flaky(&app, usize::MAX);
    let mut waits = Vec::new();
    for attempt in 1..=MAX_ATTEMPTS {
        let done = notifier.process_due(now(&app), 50).await.unwrap();
        let texts = sms_rows(&app);
        assert!(texts.iter().all(|r| r.attempts == attempt), "{texts:?}");
        if attempt < MAX_ATTEMPTS {
            assert_eq!(done.retrying, 2);
            let wait = texts[0].next_attempt_at - now(&app);
            waits.push(wait);
            app.clock.advance(wait);
        } else {
            assert_eq!(done.failed, 2);
        }
    }
    assert_eq!(waits, vec![30, 120, 600, 3_600, 21_600]);
    for r in sms_rows(&app) {
        assert_eq!(r.status.as_str(), "failed");
        assert!(r.last_error.as_deref().unwrap().contains("503"));
    }
    app.clock.advance(365 * 86_400);
    assert_eq!(
        notifier.process_due(now(&app), 50).await.unwrap().claimed,
        0,
        "a failed row stays failed"
    );
    assert!(sms.sent.lock().unwrap().is_empty());
}

/// Records every message, slowly, so two workers overlap.
#[derive(Default)]
struct Recorder(Mutex<Vec<String>>);

impl Recorder {
    fn record(&self, line: String) -> SendFuture<'_> {
        Box::pin(async move {
            tokio::time::sleep(Duration::from_millis(5)).await;
            self.0.lock().unwrap().push(line);
            Ok(())
        })
    }
}

impl SmsSender for Recorder {
    fn send_sms<'a>(&'a self, to: &'a str, body: &'a str) -> SendFuture<'a> {
        self.record(format!("sms {to} {body}"))
    }
}

impl EmailSender for Recorder {
    fn send_email<'a>(&'a self, to: &'a str, subject: &'a str, body: &'a str) -> SendFuture<'a> {
        self.record(format!("email {to} {subject} {body}"))
    }
}

async fn two_workers_never_send_a_row_twice(app: TestApp) {
    for n in 1..=6 {
        let t = guest(&app, n, Some(&format!("guest{n}@example.in"))).await;
        booked(&app, &t, &format!("2026-12-{:02}T09:00:00+05:30", 11 + n)).await;
    }
    let total = rows(&app).len();
    assert_eq!(total, 24);
    let recorder = Arc::new(Recorder::default());
    let delivery = Delivery {
        sms: recorder.clone(),
        email: recorder.clone(),
        console: false,
    };
    let at = now(&app);
    let workers: Vec<_> = (0..2)
        .map(|_| {
            let notifier = Notifier::new(app.store.clone(), delivery.clone());
            tokio::spawn(async move {
                let mut sent = 0;
                loop {
                    let done = notifier.process_due(at, 3).await.unwrap();
                    if done.claimed == 0 {
                        break sent;
                    }
                    sent += done.sent;
                }
            })
        })
        .collect();
    let mut per_worker = Vec::new();
    for w in workers {
        per_worker.push(w.await.unwrap());
    }
    let sent = recorder.0.lock().unwrap().clone();
    assert_eq!(sent.len(), total, "{per_worker:?}");
    assert_eq!(
        sent.iter().collect::<HashSet<_>>().len(),
        total,
        "a message went out twice"
    );
    assert_eq!(per_worker.iter().sum::<usize>(), total);
    assert!(rows(&app)
        .iter()
        .all(|r| r.status.as_str() == "sent" && r.attempts == 1));
}

async fn the_background_worker_sends_and_stops_when_told(app: TestApp) {
    let t = guest(&app, 1, None).await;
    let code = booked(&app, &t, START).await["code"]
        .as_str()
        .unwrap()
        .to_string();
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let worker =
        tokio::spawn(console_notifier(&app).run(shared(&app), Duration::from_millis(20), stopped));
    let mut waited = 0;
    while rows(&app).iter().any(|r| r.status.as_str() != "sent") {
        assert!(waited < 500, "the worker sent nothing in 10 s");
        tokio::time::sleep(Duration::from_millis(20)).await;
        waited += 1;
    }
    assert!(app.outbox(OWNER_PHONE).await[0]["body"]
        .as_str()
        .unwrap()
        .contains(&code));
    stop.send(true).unwrap();
    tokio::time::timeout(Duration::from_secs(5), worker)
        .await
        .expect("the worker stops")
        .unwrap();
}

on_both_databases! {
    a_booking_notifies_guest_and_owner => a_booking_writes_texts_and_emails_for_guest_and_owner;
    preferences_and_addresses_choose_channels => turned_off_channels_and_missing_addresses_get_no_row;
    worker_sends_and_marks_sent => the_worker_sends_through_the_console_and_marks_rows_sent;
    failures_retry_with_backoff => failed_sends_are_retried_with_backoff_then_sent;
    endless_failures_end_failed => a_send_that_keeps_failing_is_given_up_as_failed;
    concurrent_workers_send_once => two_workers_never_send_a_row_twice;
    background_worker_runs_and_stops => the_background_worker_sends_and_stops_when_told;
}
