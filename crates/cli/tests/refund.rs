//! `escapes refund list` and the refund lines of `escapes booking show`, as support staff run
//! them: the real binary against a seeded temp data dir, with a UPI booking made and paid through
//! the core paths (simulated provider), cancelled by support with a full refund, then sent by the
//! refund worker.

mod harness;

use std::sync::Arc;

use escapes_core::audit::Staff;
use escapes_core::bookings::{Bookings, RefundChoice};
use escapes_core::catalogue::{AvailabilityParams, Catalogue};
use escapes_core::payments::{Payments, PaymentsConfig, Refunds, Simulated};
use escapes_core::time::{today_ist, SharedClock, SystemClock};
use harness::{block_on, Escapes};

const GUEST: &str = "+919000000101";

/// The demo guest books and pays (UPI, simulated checkout) the first free half day a month out
/// of a featured farmhouse, and support cancels it with a full refund; (code, total in rupees).
async fn paid_then_cancelled(store: &escapes_core::Store, simulated: &Simulated) -> (String, i64) {
    let clock: SharedClock = Arc::new(SystemClock);
    let guest: escapes_core::auth::User = escapes_core::support::find_users(store, GUEST)
        .await
        .unwrap()
        .remove(0)
        .into();
    let catalogue = Catalogue::new(store.clone(), clock.clone());
    let property = catalogue.featured().await.unwrap().remove(0);
    let from = today_ist(chrono::Utc::now()) + chrono::Duration::days(30);
    let params = AvailabilityParams {
        from: Some(from.to_string()),
        to: Some((from + chrono::Duration::days(20)).to_string()),
    };
    let start = catalogue
        .availability(&property.slug, &params)
        .await
        .unwrap()
        .days
        .iter()
        .flat_map(|d| d.slots.iter())
        .find(|s| s.half_day)
        .expect("a free half day")
        .start
        .clone();
    let request =
        harness::half_day_request(&catalogue, property.id, &property.slug, start, "upi").await;
    let bookings = Bookings::new(store.clone(), clock.clone());
    let booking = bookings
        .create(&guest, Some("cli-refund-1"), &request)
        .await
        .unwrap()
        .booking;
    let payments = Payments::new(
        store.clone(),
        clock,
        PaymentsConfig::Simulated(simulated.clone()),
    )
    .unwrap();
    let order = payments
        .order(escapes_core::ids::BookingId::new(booking.id), &guest)
        .await
        .unwrap();
    assert!(
        payments
            .simulated_finish(&order.order_id, true)
            .await
            .unwrap()
            .paid
    );
    let staff = Staff::cli("asha.support").unwrap();
    bookings
        .staff_cancel(
            &staff,
            &booking.code,
            "Guest called: family emergency",
            RefundChoice::Full,
        )
        .await
        .unwrap();
    (booking.code, booking.price.total)
}

#[test]
fn support_lists_refunds_by_state_and_booking() {
    let e = Escapes::seeded();
    // The demo's history has no refunds through the provider: none match, exit 1.
    let none = e.fails(&["refund", "list"], 1);
    assert!(none.contains("No refunds match"), "{none}");

    let store = e.db();
    let simulated = Simulated::new(b"cli-test-key-secret", b"cli-test-webhook-secret");
    let (code, total) = block_on(paid_then_cancelled(&store, &simulated));
    let amount = escapes_core::money::rupees_en_in(escapes_core::money::Paise::from_rupees(total));
    assert!(total >= 1000 && amount.contains(','), "{amount}");

    // Pending: in the table with ₹ and Indian grouping and IST times, and on the booking.
    let listed = e.ok(&["refund", "list", "--status", "pending"]);
    assert!(
        listed.contains(&code) && listed.contains(&amount) && listed.contains("pending"),
        "{listed}"
    );
    assert!(
        listed.contains(" IST") && !listed.contains("+05:30"),
        "{listed}"
    );
    let shown = e.ok(&["booking", "show", &code]);
    assert!(
        shown.contains("refund status") && shown.contains(&format!("{amount} pending")),
        "{shown}"
    );
    let json = e.json(&["refund", "list", "--booking", &code.to_lowercase()]);
    assert_eq!(json.as_array().unwrap().len(), 1, "{json}");
    assert_eq!(json[0]["amountPaise"].as_i64(), Some(total * 100));
    assert_eq!(json[0]["status"], "pending");
    assert_eq!(json[0]["bookingCode"].as_str(), Some(code.as_str()));
    assert!(e.json(&["booking", "show", &code])["refund"]["status"] == "pending");
    e.fails(&["refund", "list", "--status", "processed"], 1);

    // The worker sends it; it lists as processed with the provider's id.
    let pass = block_on(
        Refunds::new(store.clone(), Arc::new(simulated.clone()))
            .process_due(chrono::Utc::now().timestamp(), 10),
    )
    .unwrap();
    assert_eq!(pass.processed, 1, "{pass:?}");
    let provider_id = simulated.refunds_made()[0].id.clone();
    let processed = e.ok(&[
        "refund",
        "list",
        "--status",
        "processed",
        "--booking",
        &code,
    ]);
    assert!(
        processed.contains(&code) && processed.contains(&provider_id),
        "{processed}"
    );
    let shown = e.ok(&["booking", "show", &code]);
    assert!(
        shown.contains(&format!("{amount} processed on ")) && shown.contains(" IST"),
        "{shown}"
    );
    e.fails(&["refund", "list", "--status", "pending"], 1);

    // Bad input is exit 2; an unknown booking is exit 1 with the code named.
    let bad = e.fails(&["refund", "list", "--status", "sent"], 2);
    assert!(bad.contains("sent"), "{bad}");
    e.fails(&["refund", "list", "--limit", "0"], 2);
    let unknown = e.fails(&["refund", "list", "--booking", "HE-NOPE99"], 1);
    assert!(unknown.contains("HE-NOPE99"), "{unknown}");
}
