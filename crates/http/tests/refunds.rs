//! Refunds through the payment provider, through the real router, on SQLite and on PostgreSQL:
//! an admin cancels a paid card booking with a full refund, the refund worker sends it to the
//! provider once and the trail records it; a provider that keeps failing is retried with backoff
//! until the refund is failed, and staff send it again; a payment that arrives after its booking
//! was cancelled is refunded in full at once; the console's lists and who may read them.

mod support;

use std::sync::Arc;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use escapes_core::payments::{
    signature, PaymentProvider, Payments, PaymentsConfig, Refunds, Simulated,
};
use escapes_core::testing::TestDatabase;
use escapes_core::time::Clock;
use escapes_core::CoreError;
use serde_json::{json, Value};
use support::{q, TestApp};

const KEY_SECRET: &[u8] = b"test-simulated-key-secret";
const WEBHOOK_SECRET: &[u8] = b"test-simulated-webhook-secret";
const ADMIN: &str = "+919000000000";
const OWNER: &str = "+919000000001";
const GUEST: &str = "+919876500001";
const ALPHA: i64 = 1;
/// ₹5,000 a half day + ₹500 cleaning + 5 % GST.
const ALPHA_TOTAL: i64 = 5_775;

/// The app over the simulated provider, and that provider (its refunds log is shared).
fn app_on(db: TestDatabase) -> (TestApp, Simulated) {
    let simulated = Simulated::new(KEY_SECRET, WEBHOOK_SECRET);
    let provider = simulated.clone();
    let app = TestApp::on_configured(db, move |state, store, clock| {
        let config = PaymentsConfig::Simulated(provider);
        state.with_payments(Payments::new(store, clock, config).unwrap())
    });
    (app, simulated)
}

/// A provider whose refunds always fail (its API is down), under the simulated provider's name.
struct Down(Simulated);

impl PaymentProvider for Down {
    fn name(&self) -> &'static str {
        self.0.name()
    }
    fn key_id(&self) -> Option<&str> {
        None
    }
    fn create_order<'a>(
        &'a self,
        order: &'a escapes_core::payments::OrderRequest,
    ) -> escapes_core::payments::OrderFuture<'a> {
        self.0.create_order(order)
    }
    fn verify_checkout(&self, order_id: &str, payment_id: &str, signature: &str) -> bool {
        self.0.verify_checkout(order_id, payment_id, signature)
    }
    fn verify_webhook(&self, body: &[u8], signature: &str) -> bool {
        self.0.verify_webhook(body, signature)
    }
    fn refund<'a>(
        &'a self,
        _: &'a escapes_core::payments::RefundRequest,
    ) -> escapes_core::payments::RefundFuture<'a> {
        Box::pin(async {
            Err(CoreError::PaymentProvider(
                "Razorpay unreachable: connection refused".into(),
            ))
        })
    }
}

fn token(session: &Value) -> String {
    session["token"].as_str().unwrap().to_string()
}

fn code(res: &support::Response) -> String {
    res.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .into()
}

/// A card booking of Alpha's half day on `day` December by the guest (signed in once); the booking.
async fn book(app: &TestApp, guest: &str, day: u32) -> Value {
    let body = json!({
        "propertyId": ALPHA, "bookingType": "half_day",
        "start": format!("2026-12-{day:02}T09:00:00+05:30"), "guests": 6,
        "paymentMethod": "credit_card", "expectedTotal": ALPHA_TOTAL,
    });
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {guest}"))
        .header("Idempotency-Key", format!("refund-{day}"))
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json()["data"].clone()
}

/// The provider order of the guest's booking; its id.
async fn order(app: &TestApp, guest: &str, booking: &Value) -> String {
    let res = app
        .call(
            "POST",
            &format!("/api/v1/bookings/{}/payment-order", booking["id"]),
            Some(guest),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"]["orderId"].as_str().unwrap().into()
}

/// Pays the booking through the checkout's verification, as `pay_id`.
async fn pay(app: &TestApp, guest: &str, booking: &Value, pay_id: &str) {
    let order_id = order(app, guest, booking).await;
    let body = json!({
        "bookingId": booking["id"], "razorpayOrderId": order_id, "razorpayPaymentId": pay_id,
        "razorpaySignature": signature::sign_checkout(KEY_SECRET, &order_id, pay_id),
    });
    let res = app
        .call("POST", "/api/v1/payments/verify", Some(guest), Some(&body))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["paymentStatus"], "paid");
}

async fn guest_view(app: &TestApp, guest: &str, booking: &Value) -> Value {
    let res = app
        .call(
            "GET",
            &format!("/api/v1/bookings/{}", booking["id"]),
            Some(guest),
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].clone()
}

async fn admin_list(app: &TestApp, admin: &str, resource: &str, filter: &str) -> Vec<Value> {
    let uri = format!("/api/v1/admin/{resource}?filter={}", q(filter));
    let res = app.admin_call("GET", &uri, admin, None, None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].as_array().unwrap().clone()
}

async fn cancel_full(app: &TestApp, admin: &str, csrf: &str, booking: &Value) -> Value {
    let res = app
        .admin_call(
            "POST",
            &format!("/api/v1/admin/bookings/{}/cancel", booking["id"]),
            admin,
            Some(csrf),
            Some(&json!({"reason": "Owner called: the well pump failed", "refund": "full"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json()["data"].clone()
}

fn now(app: &TestApp) -> i64 {
    app.clock.now().timestamp()
}

async fn a_cancelled_paid_booking_is_refunded_through_the_provider_once(db: TestDatabase) {
    let (app, simulated) = app_on(db);
    app.add_user(GUEST, "Priya Sharma", Some("priya@example.in"), "user");
    let guest = token(&app.sign_in(GUEST).await);
    let booking = book(&app, &guest, 6).await;
    pay(&app, &guest, &booking, "pay_sim_GuestPaid0001").await;
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let id = booking["id"].as_i64().unwrap();

    let cancelled = cancel_full(&app, &admin, &csrf, &booking).await;
    assert_eq!(cancelled["paymentStatus"], "refunded", "{cancelled}");
    assert_eq!(cancelled["refund"]["status"], "pending", "{cancelled}");

    // One pending refund of all of it, on the captured payment, not yet sent.
    let refunds = admin_list(&app, &admin, "refunds", &format!(r#"{{"bookingId":{id}}}"#)).await;
    assert_eq!(refunds.len(), 1, "{refunds:?}");
    let r = &refunds[0];
    assert_eq!(r["amountPaise"], ALPHA_TOTAL * 100);
    assert_eq!(r["status"], "pending");
    assert_eq!(r["bookingCode"], booking["code"]);
    assert_eq!(r["attempts"], 0);
    assert!(r["providerRefundId"].is_null(), "{r}");
    assert!(simulated.refunds_made().is_empty());
    // The guest sees it on their booking (an additive field; paymentStatus keeps its values).
    let seen = guest_view(&app, &guest, &booking).await;
    assert_eq!(seen["paymentStatus"], "refunded");
    assert_eq!(
        seen["refund"],
        json!({"amount": ALPHA_TOTAL, "status": "pending"})
    );

    // A worker tick sends it; a second tick (or a second server) finds nothing to send.
    let refunds_worker = Refunds::new(app.store.clone(), Arc::new(simulated.clone()));
    let pass = refunds_worker.process_due(now(&app), 10).await.unwrap();
    assert_eq!((pass.claimed, pass.processed), (1, 1), "{pass:?}");
    let again = refunds_worker
        .process_due(now(&app) + 3_600, 10)
        .await
        .unwrap();
    assert_eq!(again.claimed, 0, "{again:?}");
    let made = simulated.refunds_made();
    assert_eq!(made.len(), 1, "{made:?}");
    assert_eq!(made[0].payment_id, "pay_sim_GuestPaid0001");
    assert_eq!(made[0].amount_paise, ALPHA_TOTAL * 100);
    assert_eq!(
        made[0].receipt,
        format!("{}-R{}", booking["code"].as_str().unwrap(), r["id"])
    );

    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/refunds/{}", r["id"]),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let one = res.json()["data"].clone();
    assert_eq!(one["status"], "processed");
    assert_eq!(one["providerRefundId"], made[0].id.as_str());
    assert_eq!(one["attempts"], 1);
    let seen = guest_view(&app, &guest, &booking).await;
    assert_eq!(seen["refund"]["status"], "processed");
    assert_eq!(seen["refund"]["processedAt"], "2026-12-01T10:00:00+05:30");

    // The payments list says how much of the payment went back.
    let payments = admin_list(
        &app,
        &admin,
        "payments",
        &format!(r#"{{"bookingId":{id}}}"#),
    )
    .await;
    assert_eq!(payments.len(), 1, "{payments:?}");
    assert_eq!(payments[0]["status"], "paid");
    assert_eq!(payments[0]["refundedPaise"], ALPHA_TOTAL * 100);
    assert_eq!(payments[0]["bookingCode"], booking["code"]);

    // The console's booking page and list carry the payment and the refund's state.
    let res = app
        .admin_call(
            "GET",
            &format!("/api/v1/admin/bookings/{id}"),
            &admin,
            None,
            None,
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let page = res.json()["data"].clone();
    assert_eq!(page["refundStatus"], "processed");
    assert_eq!(
        page["payments"][0]["providerPaymentId"],
        "pay_sim_GuestPaid0001"
    );
    assert_eq!(page["refunds"][0]["status"], "processed");
    let listed = admin_list(&app, &admin, "bookings", &format!(r#"{{"id":[{id}]}}"#)).await;
    assert_eq!(listed[0]["refundStatus"], "processed");

    // The trail: the admin's cancellation, then the system's refund.
    let trail = admin_list(&app, &admin, "audit", &format!(r#"{{"bookingId":{id}}}"#)).await;
    let actions: Vec<(&str, &str)> = trail
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap(),
                e["actorRole"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        actions,
        [("refund.processed", "system"), ("booking.cancel", "admin")]
    );
    assert_eq!(trail[0]["actor"], "refunds");
    assert_eq!(trail[0]["after"]["providerRefundId"], made[0].id.as_str());

    // A processed refund cannot be "retried".
    let retry = format!("/api/v1/admin/refunds/{}/retry", r["id"]);
    let res = app
        .admin_call("POST", &retry, &admin, Some(&csrf), Some(&json!({})))
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "REFUND_NOT_FAILED");
}

async fn a_refund_the_provider_keeps_refusing_fails_and_staff_send_it_again(db: TestDatabase) {
    let (app, simulated) = app_on(db);
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app.sign_in(GUEST).await);
    let booking = book(&app, &guest, 7).await;
    pay(&app, &guest, &booking, "pay_sim_GuestPaid0002").await;
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    cancel_full(&app, &admin, &csrf, &booking).await;
    let id = booking["id"].as_i64().unwrap();

    let down = Refunds::new(app.store.clone(), Arc::new(Down(simulated.clone())));
    let start = now(&app);
    let mut at = start;
    // Backoff after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h.
    for (attempt, wait) in [60, 300, 1_800, 7_200, 21_600].into_iter().enumerate() {
        let pass = down.process_due(at, 10).await.unwrap();
        assert_eq!(
            (pass.claimed, pass.retrying),
            (1, 1),
            "attempt {attempt}: {pass:?}"
        );
        assert_eq!(
            down.process_due(at + wait - 1, 10).await.unwrap().claimed,
            0
        );
        at += wait;
    }
    let last = down.process_due(at, 10).await.unwrap();
    assert_eq!((last.claimed, last.failed), (1, 1), "{last:?}");
    let refunds = admin_list(&app, &admin, "refunds", r#"{"status":"failed"}"#).await;
    assert_eq!(refunds.len(), 1, "{refunds:?}");
    let r = refunds[0].clone();
    assert_eq!(r["attempts"], 6);
    assert!(
        r["lastError"].as_str().unwrap().contains("unreachable"),
        "{r}"
    );
    assert_eq!(
        guest_view(&app, &guest, &booking).await["refund"]["status"],
        "failed"
    );
    // A failed refund is never picked up again by itself.
    assert_eq!(down.process_due(at + 86_400, 10).await.unwrap().claimed, 0);

    // Retry needs the CSRF header; then it is pending now, and the working provider sends it.
    let retry = format!("/api/v1/admin/refunds/{}/retry", r["id"]);
    let res = app
        .admin_call("POST", &retry, &admin, None, Some(&json!({})))
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    let res = app
        .admin_call("POST", &retry, &admin, Some(&csrf), Some(&json!({})))
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["status"], "pending");
    assert_eq!(res.json()["data"]["attempts"], 0);
    let res = app
        .admin_call("POST", &retry, &admin, Some(&csrf), Some(&json!({})))
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(code(&res), "REFUND_NOT_FAILED");
    let working = Refunds::new(app.store.clone(), Arc::new(simulated.clone()));
    let pass = working.process_due(now(&app), 10).await.unwrap();
    assert_eq!(pass.processed, 1, "{pass:?}");
    assert_eq!(simulated.refunds_made().len(), 1);

    let trail = admin_list(&app, &admin, "audit", &format!(r#"{{"bookingId":{id}}}"#)).await;
    let actions: Vec<&str> = trail
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        [
            "refund.processed",
            "refund.retry",
            "refund.failed",
            "booking.cancel"
        ]
    );
    assert_eq!(trail[2]["actor"], "refunds");
    assert_eq!(trail[1]["actorRole"], "admin");
}

async fn a_payment_after_the_booking_was_cancelled_is_refunded_in_full(db: TestDatabase) {
    let (app, simulated) = app_on(db);
    app.add_user(GUEST, "Priya Sharma", Some("priya@example.in"), "user");
    let guest = token(&app.sign_in(GUEST).await);
    let booking = book(&app, &guest, 8).await;
    let order_id = order(&app, &guest, &booking).await;
    let id = booking["id"].as_i64().unwrap();
    // The guest cancels while the payment is still open: nothing was paid, no refund row.
    let res = app
        .call(
            "PUT",
            &format!("/api/v1/bookings/{id}/cancel"),
            Some(&guest),
            Some(&json!({"reason": "Plans changed"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["paymentStatus"], "pending");
    assert!(res.json()["data"].get("refund").is_none(), "{}", res.text);
    let (admin, _) = app.admin_console(ADMIN, "Asha Admin").await;
    assert!(admin_list(&app, &admin, "refunds", "{}").await.is_empty());

    // Then the provider says the money was captured.
    let body = json!({
        "entity": "event", "event": "payment.captured", "contains": ["payment"],
        "payload": {"payment": {"entity": {
            "id": "pay_sim_LateArrival01", "entity": "payment", "amount": ALPHA_TOTAL * 100,
            "currency": "INR", "status": "captured", "order_id": order_id, "method": "upi",
        }}},
        "created_at": 1764563400,
    })
    .to_string();
    let req = Request::post("/api/v1/payments/webhook")
        .header(header::CONTENT_TYPE, "application/json")
        .header(
            "X-Razorpay-Signature",
            signature::sign_webhook(WEBHOOK_SECRET, body.as_bytes()),
        )
        .header("X-Razorpay-Event-Id", "evt_late_1")
        .body(Body::from(body))
        .unwrap();
    let res = app.request(req).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["status"], "processed");

    let refunds = admin_list(&app, &admin, "refunds", &format!(r#"{{"bookingId":{id}}}"#)).await;
    assert_eq!(refunds.len(), 1, "{refunds:?}");
    assert_eq!(refunds[0]["amountPaise"], ALPHA_TOTAL * 100);
    assert_eq!(refunds[0]["status"], "pending");
    let seen = guest_view(&app, &guest, &booking).await;
    assert_eq!(seen["status"], "cancelled");
    assert_eq!(seen["paymentStatus"], "refunded");
    assert_eq!(seen["refund"]["amount"], ALPHA_TOTAL);
    let trail = admin_list(
        &app,
        &admin,
        "audit",
        &format!(r#"{{"bookingId":{id},"action":"payment.late_refund"}}"#),
    )
    .await;
    assert_eq!(trail.len(), 1, "{trail:?}");
    assert_eq!(trail[0]["actorRole"], "system");
    // The guest is told (and only the guest).
    let told: Vec<(i64, String)> = app
        .store
        .run_blocking(|c| {
            use diesel::prelude::*;
            use escapes_core::store::schema::notification_outbox as o;
            Ok(o::table
                .filter(o::event.eq("late_payment_refund"))
                .select((o::user_id, o::body))
                .load(c)?)
        })
        .unwrap();
    assert!(!told.is_empty());
    let guest_id = seen_guest_id(&app, id);
    assert!(told.iter().all(|(user, _)| *user == guest_id), "{told:?}");
    assert!(
        told.iter().any(|(_, body)| body.contains(
            "arrived after the booking was cancelled, so we are refunding ₹5,775 in full"
        )),
        "{told:?}"
    );

    // The worker sends it like any other.
    let worker = Refunds::new(app.store.clone(), Arc::new(simulated.clone()));
    assert_eq!(
        worker.process_due(now(&app), 10).await.unwrap().processed,
        1
    );
    assert_eq!(
        simulated.refunds_made()[0].payment_id,
        "pay_sim_LateArrival01"
    );
}

async fn rejected_and_expired_paid_bookings_are_refunded_in_full(db: TestDatabase) {
    let (app, simulated) = app_on(db);
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app.sign_in(GUEST).await);
    let rejected = book(&app, &guest, 12).await;
    pay(&app, &guest, &rejected, "pay_sim_ToBeRejected1").await;
    let expiring = book(&app, &guest, 13).await;
    pay(&app, &guest, &expiring, "pay_sim_ToBeExpired01").await;

    let owner = token(&app.sign_in(OWNER).await);
    let res = app
        .call(
            "POST",
            &format!("/api/v1/owner/bookings/{}/reject", rejected["id"]),
            Some(&owner),
            Some(&json!({"reason": "The pool is being repaired"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json()["data"]["paymentStatus"], "refunded");
    assert_eq!(
        res.json()["data"]["refund"],
        json!({"amount": ALPHA_TOTAL, "status": "pending"})
    );

    // The owner never answers the other one: it expires after 24 h, and its money goes back.
    app.clock.advance(25 * 3_600);
    let sweep = escapes_core::bookings::expiry::expire_due(&app.store, app.clock.now())
        .await
        .unwrap();
    assert_eq!(sweep.expired, 1, "{sweep:?}");
    // A day on, the guest signs in again.
    let guest = token(&app.sign_in(GUEST).await);
    let seen = guest_view(&app, &guest, &expiring).await;
    assert_eq!(seen["status"], "expired");
    assert_eq!(seen["paymentStatus"], "refunded");
    assert_eq!(seen["refund"]["status"], "pending");
    // The sweep acted on the guest's booking, so the trail says so, as the system.
    let (admin, _) = app.admin_console(ADMIN, "Asha Admin").await;
    let trail = admin_list(
        &app,
        &admin,
        "audit",
        &format!(r#"{{"bookingId":{}}}"#, expiring["id"]),
    )
    .await;
    let expired = trail
        .iter()
        .find(|e| e["action"] == "booking.expire")
        .unwrap_or_else(|| panic!("no booking.expire row: {trail:?}"));
    assert_eq!(expired["actorRole"], "system");
    assert_eq!(expired["actor"], "expiry-sweep");
    assert_eq!(expired["reason"], "The owner did not answer in time.");
    assert_eq!(expired["after"]["status"], "expired");

    let worker = Refunds::new(app.store.clone(), Arc::new(simulated.clone()));
    let pass = worker.process_due(now(&app), 10).await.unwrap();
    assert_eq!(pass.processed, 2, "{pass:?}");
    let mut paid_back: Vec<(String, i64)> = simulated
        .refunds_made()
        .into_iter()
        .map(|r| (r.payment_id, r.amount_paise))
        .collect();
    paid_back.sort();
    assert_eq!(
        paid_back,
        [
            ("pay_sim_ToBeExpired01".to_string(), ALPHA_TOTAL * 100),
            ("pay_sim_ToBeRejected1".to_string(), ALPHA_TOTAL * 100)
        ]
    );
}

fn seen_guest_id(app: &TestApp, booking_id: i64) -> i64 {
    app.store
        .run_blocking(move |c| {
            use diesel::prelude::*;
            use escapes_core::store::schema::bookings as b;
            Ok(b::table.find(booking_id).select(b::guest_id).first(c)?)
        })
        .unwrap()
}

async fn cash_bookings_get_no_refund_and_only_admins_read_refunds(db: TestDatabase) {
    let (app, _) = app_on(db);
    app.add_user(GUEST, "Priya Sharma", None, "user");
    let guest = token(&app.sign_in(GUEST).await);
    let body = json!({
        "propertyId": ALPHA, "bookingType": "half_day", "start": "2026-12-09T09:00:00+05:30",
        "guests": 6, "paymentMethod": "cash", "expectedTotal": ALPHA_TOTAL,
    });
    let req = Request::post("/api/v1/bookings")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {guest}"))
        .header("Idempotency-Key", "refund-cash")
        .body(Body::from(body.to_string()))
        .unwrap();
    let booking = app.request(req).await.json()["data"].clone();
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    let cancelled = cancel_full(&app, &admin, &csrf, &booking).await;
    assert_eq!(cancelled["paymentStatus"], "unpaid");
    assert!(cancelled.get("refund").is_none(), "{cancelled}");
    assert!(admin_list(&app, &admin, "refunds", "{}").await.is_empty());

    let owner = token(&app.sign_in(OWNER).await);
    for uri in [
        "/api/v1/admin/refunds",
        "/api/v1/admin/payments",
        "/api/v1/admin/refunds/1",
    ] {
        for t in [&guest, &owner] {
            let res = app.call("GET", uri, Some(t), None).await;
            assert_eq!(res.status, StatusCode::FORBIDDEN, "{uri}: {}", res.text);
        }
        assert_eq!(
            app.call("GET", uri, None, None).await.status,
            StatusCode::UNAUTHORIZED,
            "{uri}"
        );
    }
    let res = app
        .call(
            "POST",
            "/api/v1/admin/refunds/1/retry",
            Some(&guest),
            Some(&json!({})),
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.text);
    // Unknown ids (and ids that are not numbers), bad filters and sorts are clear 4xx answers.
    for uri in ["/api/v1/admin/refunds/99999", "/api/v1/admin/refunds/abc"] {
        let res = app.admin_call("GET", uri, &admin, None, None).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{uri}: {}", res.text);
    }
    let res = app
        .admin_call(
            "POST",
            "/api/v1/admin/refunds/99999/retry",
            &admin,
            Some(&csrf),
            Some(&json!({})),
        )
        .await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "{}", res.text);
    for uri in [
        format!("/api/v1/admin/refunds?filter={}", q(r#"{"status":"sent"}"#)),
        format!(
            "/api/v1/admin/payments?filter={}",
            q(r#"{"status":"refunded"}"#)
        ),
        format!("/api/v1/admin/refunds?sort={}", q(r#"["reason","ASC"]"#)),
        format!(
            "/api/v1/admin/payments?filter={}",
            q(r#"{"bookingId":"x"}"#)
        ),
    ] {
        let res = app.admin_call("GET", &uri, &admin, None, None).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{uri}: {}", res.text);
    }
}

/// Two servers' workers on the same due refunds at the same moment: each refund is claimed and
/// sent once, never twice (run this one many times: it is a race).
async fn two_workers_at_once_send_each_refund_once(db: TestDatabase) {
    let (app, simulated) = app_on(db);
    app.add_user(GUEST, "Priya Sharma", Some("priya@example.in"), "user");
    let guest = token(&app.sign_in(GUEST).await);
    let (admin, csrf) = app.admin_console(ADMIN, "Asha Admin").await;
    for day in [6, 7, 8, 9] {
        let booking = book(&app, &guest, day).await;
        pay(&app, &guest, &booking, &format!("pay_sim_Race{day:010}")).await;
        cancel_full(&app, &admin, &csrf, &booking).await;
    }
    let one = Refunds::new(app.store.clone(), Arc::new(simulated.clone()));
    let other = Refunds::new(app.store.clone(), Arc::new(simulated.clone()));
    let at = now(&app);
    let (a, b) = tokio::join!(one.process_due(at, 10), other.process_due(at, 10));
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(a.claimed + b.claimed, 4, "{a:?} {b:?}");
    assert_eq!(a.processed + b.processed, 4, "{a:?} {b:?}");
    let mut receipts: Vec<String> = simulated
        .refunds_made()
        .into_iter()
        .map(|r| r.receipt)
        .collect();
    receipts.sort();
    receipts.dedup();
    assert_eq!(receipts.len(), 4, "{receipts:?}");
    assert_eq!(simulated.refunds_made().len(), 4);
}

/// Runs each body on a fresh SQLite database and, when TEST_DATABASE_URL is set, PostgreSQL.
macro_rules! on_both_database_kinds {
    ($($name:ident => $body:expr;)+) => {
        mod sqlite {
            use super::*;
            $(#[test]
            fn $name() { escapes_core::testing::run_async(TestDatabase::sqlite(), $body) })+
        }
        mod postgres {
            use super::*;
            $(#[test]
            fn $name() {
                match TestDatabase::postgres() {
                    Some(db) => escapes_core::testing::run_async(db, $body),
                    None => eprintln!("TEST_DATABASE_URL is not set: PostgreSQL case not run"),
                }
            })+
        }
    };
}

on_both_database_kinds! {
    refunded_through_the_provider_once => a_cancelled_paid_booking_is_refunded_through_the_provider_once;
    retried_with_backoff_then_failed_then_sent_again => a_refund_the_provider_keeps_refusing_fails_and_staff_send_it_again;
    late_payment_refunded_in_full => a_payment_after_the_booking_was_cancelled_is_refunded_in_full;
    cash_and_roles => cash_bookings_get_no_refund_and_only_admins_read_refunds;
    rejected_and_expired_refunded => rejected_and_expired_paid_bookings_are_refunded_in_full;
    two_workers_race => two_workers_at_once_send_each_refund_once;
}
