//! `escapes booking show|list|cancel` as support staff run them: the real binary against a seeded
//! temp data dir with a booking made through the core create path.

mod harness;

use std::sync::Arc;

use escapes_core::bookings::{BookingView, Bookings};
use escapes_core::catalogue::{AvailabilityParams, Catalogue};
use escapes_core::time::{today_ist, SharedClock, SystemClock};
use harness::{block_on, Escapes};

const GUEST: &str = "+919000000101";

/// The demo guest books the first free half day a month out of a featured farmhouse, as the app
/// would (the quote's total, a fresh key).
async fn book_demo(store: &escapes_core::Store) -> BookingView {
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
    let request =
        harness::half_day_request(&catalogue, property.id, &property.slug, start, "cash").await;
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
    // Money in ₹ with Indian grouping and times as IST wall-clock, as the rest of the product
    // shows them; JSON keeps whole rupees and RFC 3339 +05:30.
    let total =
        escapes_core::money::rupees_en_in(escapes_core::money::Paise::from_rupees(b.price.total));
    let start = format!("{} {} IST", &b.start[..10], &b.start[11..16]);
    assert!(b.price.total >= 1000 && total.contains(','), "{total}");
    assert!(
        shown.contains(&total) && shown.contains(&start) && !shown.contains("+05:30"),
        "{shown}"
    );
    let listed = e.ok(&["booking", "list", "--phone", GUEST]);
    assert!(
        listed.contains(&total) && listed.contains(&start) && !listed.contains("+05:30"),
        "{listed}"
    );
    // `escapes booking show … | head -1`: the reader leaves; the command ends quietly.
    for lines in [0, 1] {
        let piped = e.with_closed_pipe(&["booking", "show", &code], lines);
        let stderr = String::from_utf8_lossy(&piped.stderr);
        assert_eq!(piped.status.code(), Some(0), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }

    let by_id = e.json(&["booking", "show", &id]);
    assert!(by_id["start"].as_str().unwrap().ends_with("+05:30"));
    assert_eq!(by_id["code"].as_str(), Some(code.as_str()));
    assert_eq!(by_id["guest"]["phone"].as_str(), Some(GUEST));
    assert_eq!(by_id["price"]["total"].as_i64(), Some(b.price.total));
    assert_eq!(
        e.json(&["booking", "show", &code.to_lowercase()])["id"].as_i64(),
        Some(b.id)
    );
    // As callers read it out: without "HE-", in any case.
    let tail = code.strip_prefix("HE-").unwrap();
    for said in [tail.to_string(), tail.to_lowercase()] {
        assert_eq!(
            e.json(&["booking", "show", &said])["id"].as_i64(),
            Some(b.id),
            "{said}"
        );
    }
    assert!(e
        .fails(&["audit", "--booking", &tail.to_lowercase()], 1)
        .contains("Nothing in the audit trail matches"));

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
    // Filters combine; a property may be part of its title; status and date ranges narrow.
    let title_part = b.property.title.split(' ').next().unwrap().to_lowercase();
    for args in [
        vec!["--property", slug.as_str(), "--date", date],
        vec!["--property", title_part.as_str(), "--phone", GUEST],
        vec![
            "--phone", GUEST, "--status", "pending", "--from", date, "--to", date,
        ],
    ] {
        let mut cmd = vec!["booking", "list"];
        cmd.extend(args.iter().copied());
        let found = e.json(&cmd);
        assert!(
            found
                .as_array()
                .unwrap()
                .iter()
                .any(|x| x["id"].as_i64() == Some(b.id)),
            "{args:?}: {found}"
        );
    }
    assert!(e
        .json(&["booking", "list", "--phone", GUEST, "--status", "confirmed"])
        .as_array()
        .unwrap()
        .iter()
        .all(|x| x["id"].as_i64() != Some(b.id)));
    assert!(e
        .fails(&["booking", "list", "--status", "done"], 2)
        .contains("Status must be one of pending, confirmed"));
    e.fails(
        &[
            "booking",
            "list",
            "--from",
            "2026-12-02",
            "--to",
            "2026-12-01",
        ],
        2,
    );
    e.fails(&["booking", "list", "--date", date, "--from", date], 2);
    assert!(e
        .fails(&["booking", "list", "--owner", "9123456789"], 1)
        .contains("9123456789"));
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
    assert_eq!(cancelled["recordedFor"].as_str(), Some("asha.support"));
    let refunded = e.ok(&["booking", "show", &code]);
    assert!(
        refunded
            .lines()
            .any(|l| l.trim_start().starts_with("refund ") && l.trim_end().ends_with(&total)),
        "{refunded}"
    );
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
    let trail = block_on(escapes_core::audit::newest(&store, 10)).unwrap();
    assert_eq!(
        (
            trail[0].actor.as_str(),
            trail[0].action.as_str(),
            trail[0].target_id.as_str(),
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
        block_on(escapes_core::audit::newest(&store, 10))
            .unwrap()
            .len(),
        1
    );

    // A refund that is none of the three choices is bad input.
    e.fails(
        &[
            "booking", "cancel", &code, "--reason", "x", "--refund", "half",
        ],
        2,
    );

    // The trail on the command line: by booking code or id, by the guest's phone.
    let trail = e.json(&["audit", "--booking", &code]);
    assert_eq!(trail.as_array().unwrap().len(), 1, "{trail}");
    assert_eq!(trail[0]["action"].as_str(), Some("booking.cancel"));
    assert_eq!(trail[0]["channel"].as_str(), Some("cli"));
    assert_eq!(trail[0]["actorRole"].as_str(), Some("support"));
    assert_eq!(trail[0]["after"]["refundChoice"].as_str(), Some("policy"));
    assert_eq!(e.json(&["audit", "--booking", &id]), trail);
    let table = e.ok(&["audit", "--user", GUEST]);
    assert!(
        table.contains("booking.cancel") && table.contains(&code) && table.contains(" IST"),
        "{table}"
    );
    // No match is exit 1, as the README says of every support command (JSON still prints []).
    assert!(e
        .fails(&["audit", "--since", "2099-01-01"], 1)
        .contains("Nothing in the audit trail matches"));
    let none = e.run(&["audit", "--since", "2099-01-01", "--json"]);
    assert_eq!(none.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&none.stdout).trim(), "[]");
    assert!(e
        .fails(&["audit", "--since", "yesterday"], 2)
        .contains("--since"));
    assert!(e
        .fails(&["audit", "--user", "9123456789"], 1)
        .contains("9123456789"));

    // A stay that has begun is not cancelled from here either (nor from the app or the console).
    let now = chrono::Utc::now();
    let past = e
        .json(&["booking", "list", "--property", &slug])
        .as_array()
        .unwrap()
        .iter()
        .find(|x| {
            x["status"] == "confirmed"
                && chrono::DateTime::parse_from_rfc3339(x["start"].as_str().unwrap()).unwrap() < now
        })
        .map(|x| x["code"].as_str().unwrap().to_string())
        // Every demo property has stays behind it; none would be a seeding change to look at.
        .expect("a confirmed past stay in the demo data");
    let refused = e.fails(&["booking", "cancel", &past, "--reason", "late"], 1);
    assert!(refused.contains("already begun"), "{refused}");
    assert_eq!(
        block_on(escapes_core::audit::newest(&store, 10))
            .unwrap()
            .len(),
        1
    );

    // Unknown bookings, phones and properties: exit 1 naming what was typed; bad dates and
    // phones: exit 2 with the field's message.
    assert!(e
        .fails(&["booking", "show", "HE-ZZZZZZ"], 1)
        .contains("No booking matches HE-ZZZZZZ"));
    assert!(e
        .fails(&["booking", "cancel", "HE-ZZZZZZ", "--reason", "x"], 1)
        .contains("No booking matches HE-ZZZZZZ"));
    assert!(e
        .fails(&["booking", "list", "--property", "no-such-farm"], 1)
        .contains("No property matches no-such-farm"));
    assert!(e
        .fails(&["booking", "list", "--phone", "9876500099"], 1)
        .contains("No account with this phone: 9876500099"));
    assert!(e
        .fails(&["booking", "list", "--date", "05-12-2026"], 2)
        .contains("yyyy-mm-dd"));
    assert!(e
        .fails(&["booking", "list", "--phone", "12345"], 2)
        .contains("valid Indian mobile number"));
    e.fails(&["booking", "list"], 2);
}

#[test]
fn support_reads_a_confirmed_bookings_tax_invoice() {
    let e = Escapes::seeded();
    let store = e.db();
    let b = block_on(book_demo(&store));
    let code = b.code.clone();
    // Pending: no invoice yet.
    let none = e.fails(&["booking", "invoice", &code], 1);
    assert!(none.contains(&format!("No tax document: {code}")), "{none}");
    // The owner confirms it through core, as the app does.
    let owner_id = store
        .run_blocking(|c| {
            Ok(escapes_core::testing::bookings(c)?
                .into_iter()
                .find(|f| f.code == code)
                .unwrap()
                .owner_id)
        })
        .unwrap();
    let owner: escapes_core::auth::User = store
        .run_blocking(|c| {
            escapes_core::store::support::user(c, escapes_core::ids::UserId::new(owner_id))
        })
        .unwrap()
        .unwrap()
        .into();
    let clock: SharedClock = Arc::new(SystemClock);
    block_on(
        Bookings::new(store.clone(), clock)
            .confirm(escapes_core::ids::BookingId::new(b.id), &owner),
    )
    .unwrap();

    let shown = e.ok(&["booking", "invoice", &code]);
    for text in ["HE/", "Telangana (36)", "996311", "CGST", "SGST", "Rupees "] {
        assert!(shown.contains(text), "{text}: {shown}");
    }
    let json = e.json(&["booking", "invoice", &code.to_lowercase()]);
    assert_eq!(json["kind"], "invoice");
    assert_eq!(json["reference"], code.as_str());
    assert_eq!(
        json["totalPaise"].as_i64(),
        Some(b.price.total * 100),
        "{json}"
    );
    let number = json["number"].as_str().unwrap().to_string();
    let html = e.ok(&["booking", "invoice", &code, "--html"]);
    assert!(
        html.starts_with("<!doctype html>") && html.contains(&number),
        "{html}"
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("invoice.pdf");
    let wrote = e.ok(&["booking", "invoice", &code, "--pdf", file.to_str().unwrap()]);
    assert!(wrote.contains(&number), "{wrote}");
    assert!(std::fs::read(&file).unwrap().starts_with(b"%PDF-"));
    e.fails(&["booking", "invoice", &code, "--html", "--json"], 2);
    // The books are still right.
    let check = e.ok(&["ledger", "check"]);
    assert!(check.contains("The ledger is right"), "{check}");
}
