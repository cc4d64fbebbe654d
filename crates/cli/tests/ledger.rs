//! `escapes ledger check|reconcile|balance|adjust` as support and finance staff run them: the
//! real binary against the seeded demo data, with a UPI stay booked, paid (simulated provider)
//! and confirmed through the core paths, a staff adjustment, a tampered balance the check names,
//! and a payment changed behind the ledger's back that the reconciliation names.

mod harness;

use std::sync::Arc;

use escapes_core::bookings::Bookings;
use escapes_core::catalogue::{AvailabilityParams, Catalogue};
use escapes_core::payments::{Payments, PaymentsConfig, Simulated};
use escapes_core::time::{today_ist, SharedClock, SystemClock};
use harness::{block_on, Escapes};

const GUEST: &str = "+919000000101";

/// The demo guest books a half day a month out at a featured farmhouse, pays it (UPI, simulated
/// checkout) and its owner confirms; (owner's phone, total in paise).
async fn paid_and_confirmed(store: &escapes_core::Store) -> (String, i64, String) {
    let clock: SharedClock = Arc::new(SystemClock);
    let user = |phone: &str| {
        let phone = phone.to_string();
        async move {
            let u: escapes_core::auth::User = escapes_core::support::find_users(store, &phone)
                .await
                .unwrap()
                .remove(0)
                .into();
            u
        }
    };
    let guest = user(GUEST).await;
    let catalogue = Catalogue::new(store.clone(), clock.clone());
    let property = catalogue.featured().await.unwrap().remove(0);
    let owner_phone = store
        .run_blocking(|c| Ok(escapes_core::testing::properties(c).unwrap()))
        .unwrap()
        .into_iter()
        .find(|p| p.id == property.id)
        .unwrap()
        .owner_phone
        .unwrap();
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
    let starts = request.start.clone().unwrap();
    let bookings = Bookings::new(store.clone(), clock.clone());
    let booking = bookings
        .create(&guest, Some("cli-ledger-1"), &request)
        .await
        .unwrap()
        .booking;
    let simulated = Simulated::new(b"cli-test-key-secret", b"cli-test-webhook-secret");
    let payments =
        Payments::new(store.clone(), clock, PaymentsConfig::Simulated(simulated)).unwrap();
    let id = escapes_core::ids::BookingId::new(booking.id);
    let order = payments.order(id, &guest).await.unwrap();
    assert!(
        payments
            .simulated_finish(&order.order_id, true)
            .await
            .unwrap()
            .paid
    );
    let owner = user(&owner_phone).await;
    bookings.confirm(id, &owner).await.unwrap();
    (owner_phone, request.expected_total.unwrap() * 100, starts)
}

#[test]
fn staff_check_the_books_and_read_and_adjust_an_owners_balance() {
    let e = Escapes::seeded();
    // The demo's stays had and to come, paid online or in cash, are on the books already.
    let right = e.ok(&["ledger", "check"]);
    assert!(right.contains("The ledger is right"), "{right}");
    let demo = e.json(&["ledger", "check"]);
    let demo_entries = demo["entries"].as_i64().unwrap();
    assert!(demo_entries > 100, "{demo}");

    let store = e.db();
    let (owner, total, starts) = block_on(paid_and_confirmed(&store));
    let json = e.json(&["ledger", "check"]);
    assert_eq!(json["problems"], serde_json::json!([]), "{json}");
    assert_eq!(
        json["entries"].as_i64().unwrap(),
        demo_entries + 2,
        "{json}"
    );

    // The stay's earnings are upcoming, dated 24 hours after its start, in IST.
    let balance = e.json(&["ledger", "balance", "--owner", &owner]);
    let available = balance["availablePaise"].as_i64().unwrap();
    assert!(available > 0, "the demo owner's stays had: {balance}");
    let upcoming = balance["upcomingPaise"].as_i64().unwrap();
    // The new stay's: less 10 % commission on the price, 18 % GST on that, TCS and TDS.
    let due = chrono::DateTime::parse_from_rfc3339(&starts).unwrap() + chrono::Duration::hours(24);
    let new_stay = balance["upcoming"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| {
            chrono::DateTime::parse_from_rfc3339(u["availableAt"].as_str().unwrap()).unwrap() == due
        })
        .unwrap_or_else(|| panic!("nothing upcoming at {due}: {balance}"));
    assert!(
        new_stay["amountPaise"].as_i64().unwrap() > total * 80 / 100,
        "{balance}"
    );
    assert!(balance["upcoming"]
        .as_array()
        .unwrap()
        .iter()
        .all(|u| u["availableAt"].as_str().unwrap().ends_with("+05:30")));
    let text = e.ok(&["ledger", "balance", "--owner", &owner[3..]]);
    assert!(
        text.contains("upcoming") && text.contains(" IST") && text.contains('₹'),
        "{text}"
    );

    // Staff recover ₹500 with a reason, from what is available; audited.
    let adjusted = e.ok(&[
        "ledger",
        "adjust",
        "--owner",
        &owner,
        "--paise",
        "-50000",
        "--reason",
        "Damaged furniture reported by the guest",
    ]);
    assert!(
        adjusted.contains("-₹500") && adjusted.contains("asha.support"),
        "{adjusted}"
    );
    let balance = e.json(&["ledger", "balance", "--owner", &owner]);
    assert_eq!(
        balance["availablePaise"].as_i64().unwrap(),
        available - 50_000,
        "{balance}"
    );
    assert_eq!(balance["upcomingPaise"].as_i64().unwrap(), upcoming);
    let audit = e.ok(&["audit", "--json"]);
    assert!(audit.contains("ledger.adjust"), "{audit}");
    e.ok(&["ledger", "check"]);

    // Bad input is exit 2 and changes nothing; an unknown owner is exit 1.
    let blank = e.fails(
        &[
            "ledger", "adjust", "--owner", &owner, "--paise", "100", "--reason", " ",
        ],
        2,
    );
    assert!(blank.contains("reason"), "{blank}");
    e.fails(
        &[
            "ledger", "adjust", "--owner", &owner, "--paise", "0", "--reason", "x",
        ],
        2,
    );
    e.fails(
        &["ledger", "adjust", "--owner", &owner, "--paise", "100"],
        2,
    );
    let unknown = e.fails(&["ledger", "balance", "--owner", "9123456789"], 1);
    assert!(unknown.contains("9123456789"), "{unknown}");
    assert_eq!(
        e.json(&["ledger", "balance", "--owner", &owner])["availablePaise"]
            .as_i64()
            .unwrap(),
        available - 50_000
    );

    // An owner's running balance that no longer equals their lines, and a running balance on a
    // platform-wide account (which keeps none): exit 1, each account named.
    let owner_id = e.json(&["ledger", "balance", "--owner", &owner])["ownerId"]
        .as_i64()
        .unwrap();
    store
        .run_blocking(move |c| {
            escapes_core::store::ledger::add_to_balance(
                c,
                escapes_core::ledger::Account::OwnerPayable,
                owner_id,
                -123,
            )?;
            escapes_core::store::ledger::add_to_balance(
                c,
                escapes_core::ledger::Account::CommissionRevenue,
                0,
                -456,
            )
        })
        .unwrap();
    let out = e.run(&["ledger", "check"]);
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains(&format!(
            "account owner_payable[owner {owner_id}] holds a balance of"
        )),
        "{said}"
    );
    assert!(
        said.contains("account commission_revenue holds a running balance of -456 paise"),
        "{said}"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("the ledger is off: 2 problem"), "{err}");
}

/// (id, IST day, booking code) of the demo's latest captured payment.
fn latest_payment(store: &escapes_core::Store) -> (i64, String, String) {
    use diesel::prelude::*;
    #[derive(QueryableByName)]
    struct Latest {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        id: i64,
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        at: i64,
        #[diesel(sql_type = diesel::sql_types::Text)]
        code: String,
    }
    let l = store
        .run_blocking(|c| {
            Ok(diesel::sql_query(
                "SELECT p.id, p.updated_at AS at, b.code FROM payments p \
                 JOIN bookings b ON b.id = p.booking_id WHERE p.status = 'paid' \
                 ORDER BY p.updated_at DESC, p.id DESC LIMIT 1",
            )
            .get_result::<Latest>(c)?)
        })
        .unwrap();
    let day = escapes_core::time::from_epoch(l.at)
        .with_timezone(&escapes_core::time::IST)
        .date_naive();
    (l.id, day.to_string(), l.code)
}

#[test]
fn reconcile_exits_1_naming_a_payment_the_provider_records_differently() {
    let e = Escapes::seeded();
    let store = e.db();
    let (id, day, code) = latest_payment(&store);
    let week_before = (chrono::NaiveDate::parse_from_str(&day, "%Y-%m-%d").unwrap()
        - chrono::Duration::days(6))
    .to_string();

    // The demo's captured payments are all on the books, day by day.
    let agreed = e.ok(&["ledger", "reconcile", "--from", &week_before, "--to", &day]);
    assert!(
        agreed.contains(&format!("Reconciliation of {week_before} to {day}"))
            && agreed.contains("payments captured")
            && agreed.contains("No differences"),
        "{agreed}"
    );
    let json = e.json(&["ledger", "reconcile", "--from", &day, "--to", &day]);
    assert_eq!(json["differences"], serde_json::json!([]), "{json}");
    let captured = json["days"][0]["figures"][0].clone();
    assert_eq!(captured["flow"], "payments_captured", "{json}");
    assert!(captured["providerPaise"].as_i64().unwrap() > 0, "{json}");
    assert_eq!(captured["providerPaise"], captured["ledgerPaise"]);

    // The provider's record of the payment says a rupee more than the ledger recorded.
    store
        .run_blocking(move |c| {
            use diesel::RunQueryDsl;
            Ok(diesel::sql_query(format!(
                "UPDATE payments SET amount_paise = amount_paise + 100 WHERE id = {id}"
            ))
            .execute(c)?)
        })
        .unwrap();
    let out = e.run(&["ledger", "reconcile", "--from", &week_before, "--to", &day]);
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("Differences (1):")
            && said.contains(&format!("Payment {id} (booking {code}) was captured for"))
            && said.contains("but the ledger's payment_captured entry says"),
        "{said}"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("the providers' records and the ledger differ: 1 record(s)"),
        "{err}"
    );
    let out = e.run(&[
        "ledger",
        "reconcile",
        "--from",
        &day,
        "--to",
        &day,
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["differences"][0]["paymentId"], id, "{json}");
    assert_eq!(json["differences"][0]["differencePaise"], 100, "{json}");
    // Another range without that day still agrees.
    e.ok(&[
        "ledger",
        "reconcile",
        "--from",
        &week_before,
        "--to",
        &week_before,
    ]);

    // Bad dates are exit 2, naming the option.
    let backwards = e.fails(
        &["ledger", "reconcile", "--from", &day, "--to", &week_before],
        2,
    );
    assert!(
        backwards.contains("to must be on or after from"),
        "{backwards}"
    );
    let long = e.fails(
        &[
            "ledger",
            "reconcile",
            "--from",
            "2026-01-01",
            "--to",
            "2026-12-31",
        ],
        2,
    );
    assert!(long.contains("at most 92 days"), "{long}");
    let bad = e.fails(
        &["ledger", "reconcile", "--from", "yesterday", "--to", &day],
        2,
    );
    assert!(bad.contains("from"), "{bad}");
    e.fails(&["ledger", "reconcile", "--from", &day], 2);
}
