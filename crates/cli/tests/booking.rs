//! `escapes booking show|list|cancel` as support staff run them: the real binary against a seeded
//! temp data dir with a booking made through the core create path.

mod harness;

use std::sync::Arc;

use escapes_core::bookings::{BookingRequest, BookingView, Bookings};
use escapes_core::catalogue::{AvailabilityParams, Catalogue, QuoteRequest};
use escapes_core::time::{today_ist, SharedClock, SystemClock};
use harness::{block_on, Escapes};

const GUEST: &str = "+919000000101";

/// The demo guest books the first free half day a month out of a featured farmhouse, as the app
/// would (the quote's total, a fresh key).
async fn book_demo(store: &escapes_core::Store) -> BookingView {
    let clock: SharedClock = Arc::new(SystemClock);
    let guest = escapes_core::support::find_users(store, GUEST)
        .await
        .unwrap()
        .remove(0);
    let catalogue = Catalogue::new(store.clone(), clock.clone());
    let property = catalogue.featured().await.unwrap().remove(0);
    let from = today_ist(chrono::Utc::now()) + chrono::Duration::days(30);
    let params = AvailabilityParams {
        from: Some(from.to_string()),
        to: Some((from + chrono::Duration::days(20)).to_string()),
    };
    let availability = catalogue
        .availability(&property.slug, &params)
        .await
        .unwrap();
    let start = availability
        .days
        .iter()
        .flat_map(|d| d.slots.iter())
        .find(|s| s.half_day)
        .expect("a free half day")
        .start
        .clone();
    let slot = QuoteRequest {
        booking_type: Some("half_day".into()),
        start: Some(start.clone()),
        guests: Some(2),
        ..Default::default()
    };
    let quote = catalogue.quote(&property.slug, &slot).await.unwrap();
    let request = BookingRequest {
        property_id: Some(property.id),
        booking_type: Some("half_day".into()),
        start: Some(start),
        guests: Some(2),
        payment_method: Some("cash".into()),
        expected_total: Some(quote.total),
        ..Default::default()
    };
    Bookings::new(store.clone(), clock)
        .create(&guest, Some("cli-test-1"), &request)
        .await
        .unwrap()
        .booking
}

#[test]
fn support_finds_shows_and_cancels_a_booking() {
    let e = Escapes::seeded();
    let store = e.db();
    let b = block_on(book_demo(&store));
    let (id, code, slug) = (b.id.to_string(), b.code.clone(), b.property.slug.clone());
    let date = &b.start[..10];

    // show: by id or by code (any case); table and JSON.
    let shown = e.ok(&["booking", "show", &code]);
    assert!(
        shown.contains(&code)
            && shown.contains("pending")
            && shown.contains(GUEST)
            && shown.contains(&slug),
        "{shown}"
    );
    let by_id = e.json(&["booking", "show", &id]);
    assert_eq!(by_id["code"].as_str(), Some(code.as_str()));
    assert_eq!(by_id["guest"]["phone"].as_str(), Some(GUEST));
    assert_eq!(by_id["price"]["total"].as_i64(), Some(b.price.total));
    assert_eq!(
        e.json(&["booking", "show", &code.to_lowercase()])["id"].as_i64(),
        Some(b.id)
    );

    // list: by the guest's phone in any form, by property, by IST date.
    let by_phone = e.json(&["booking", "list", "--phone", "90000 00101"]);
    assert_eq!(by_phone.as_array().unwrap().len(), 1, "{by_phone}");
    assert_eq!(by_phone[0]["code"].as_str(), Some(code.as_str()));
    assert!(e
        .ok(&["booking", "list", "--property", &slug])
        .contains(&code));
    let on_date = e.json(&["booking", "list", "--date", date]);
    assert!(
        on_date
            .as_array()
            .unwrap()
            .iter()
            .any(|x| x["id"].as_i64() == Some(b.id)),
        "{on_date}"
    );
    assert!(e
        .ok(&["booking", "list", "--date", "2020-01-01"])
        .contains("No bookings"));
    assert!(e
        .json(&["booking", "list", "--phone", "9000000102"])
        .as_array()
        .unwrap()
        .is_empty());

    // cancel: the reason is required; done, it is recorded for support with a full refund.
    e.fails(&["booking", "cancel", &code], 2);
    e.fails(&["booking", "cancel", &code, "--reason", ""], 2);
    let cancelled = e.json(&[
        "booking",
        "cancel",
        &code,
        "--reason",
        "guest called: family emergency",
    ]);
    assert_eq!(cancelled["status"].as_str(), Some("cancelled"));
    assert_eq!(
        cancelled["cancellation"]["cancelledBy"].as_str(),
        Some("support")
    );
    assert_eq!(
        cancelled["cancellation"]["reason"].as_str(),
        Some("guest called: family emergency")
    );
    assert_eq!(
        cancelled["cancellation"]["refund"].as_i64(),
        Some(b.price.total)
    );
    let trail = block_on(escapes_core::support::audit_trail(&store, 10)).unwrap();
    assert_eq!(
        (
            trail[0].actor.as_str(),
            trail[0].action.as_str(),
            trail[0].subject.as_str(),
            trail[0].reason.as_str()
        ),
        (
            "asha.support",
            "booking.cancel",
            code.as_str(),
            "guest called: family emergency"
        )
    );
    // The same rule as the guest's: a cancelled booking cannot be cancelled again.
    let again = e.fails(&["booking", "cancel", &code, "--reason", "again"], 1);
    assert!(again.contains("can no longer be cancelled"), "{again}");
    assert_eq!(
        block_on(escapes_core::support::audit_trail(&store, 10))
            .unwrap()
            .len(),
        1
    );

    // Unknown bookings, phones, properties and bad dates: a clear message and a non-zero exit.
    assert!(e
        .fails(&["booking", "show", "HE-ZZZZZZ"], 1)
        .contains("booking not found: HE-ZZZZZZ"));
    assert!(e
        .fails(&["booking", "cancel", "HE-ZZZZZZ", "--reason", "x"], 1)
        .contains("not found"));
    assert!(e
        .fails(&["booking", "list", "--property", "no-such-farm"], 1)
        .contains("property not found"));
    assert!(e
        .fails(&["booking", "list", "--date", "05-12-2026"], 1)
        .contains("yyyy-mm-dd"));
    assert!(e
        .fails(&["booking", "list", "--phone", "12345"], 1)
        .contains("valid Indian mobile number"));
    e.fails(&["booking", "list"], 2);
}
