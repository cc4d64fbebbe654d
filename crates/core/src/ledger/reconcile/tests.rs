//! The reconciliation's range rule and days by hand; then, on SQLite and PostgreSQL, a day of
//! payments, a refund and a payout (paid out, then reversed) that agrees to the paisa, and the
//! differences a provider mismatch leaves when rows are changed behind the ledger's back: named
//! by record, amount and day. (Every random sequence of `ledger::tests` reconciles too.)

use std::sync::Arc;

use diesel::prelude::*;

use super::{range, Difference, Figure, Problem, Reconciliation, MAX_DAYS};
use crate::audit::Staff;
use crate::bookings::{BookingRequest, Bookings, RefundChoice};
use crate::error::CoreError;
use crate::ids::BookingId;
use crate::kinds::ledger::MoneyFlow;
use crate::ledger::tests::{payout_webhook, seed, user, HOUR, NOW, OWNER};
use crate::ledger::Ledger;
use crate::payments::{Payments, PaymentsConfig, Refunds, Simulated};
use crate::payouts::simulated::SimulatedPayouts;
use crate::payouts::Payouts;
use crate::testing::{run_async, TestDatabase};
use crate::time::{from_epoch, ist_instant, to_ist_rfc3339, ManualClock, SharedClock};
use crate::Store;

fn fields(e: CoreError) -> Vec<(String, String)> {
    match e {
        CoreError::Validation { fields, .. } => {
            fields.into_iter().map(|(k, v)| (k, v.english())).collect()
        }
        other => panic!("not a validation error: {other:?}"),
    }
}

#[test]
fn a_range_is_two_dates_in_order_and_at_most_a_quarter() {
    let (from, to) = range(Some("2026-11-01"), Some(" 2026-11-30 ")).unwrap();
    assert_eq!(
        (from.to_string(), to.to_string()),
        ("2026-11-01".into(), "2026-11-30".into())
    );
    // One day, and exactly 92 days, are fine.
    range(Some("2026-11-30"), Some("2026-11-30")).unwrap();
    range(Some("2026-01-01"), Some("2026-04-02")).unwrap();
    assert_eq!(MAX_DAYS, 92);

    let e = range(Some("2026-01-01"), Some("2026-04-03")).unwrap_err();
    assert_eq!(
        fields(e),
        [(
            "to".into(),
            "A reconciliation covers at most 92 days; 2026-01-01 to 2026-04-03 is 93 days".into()
        )]
    );
    let e = range(Some("2026-11-30"), Some("2026-11-29")).unwrap_err();
    assert_eq!(
        fields(e),
        [("to".into(), "to must be on or after from".into())]
    );
    // Both named at once, missing and malformed alike.
    let e = range(None, Some("30-11-2026")).unwrap_err();
    assert_eq!(
        fields(e),
        [
            ("from".into(), "Enter from as a date (yyyy-mm-dd)".into()),
            (
                "to".into(),
                "to must be a date as yyyy-mm-dd, such as 2026-11-30".into()
            ),
        ]
    );
    for bad in [
        "2026-02-30",
        "2026-13-01",
        "yesterday",
        "2026-11-30T00:00:00Z",
        " ",
    ] {
        assert!(range(Some(bad), Some("2026-11-30")).is_err(), "{bad}");
    }
}

#[test]
fn an_instant_falls_on_its_india_day() {
    let d = chrono::NaiveDate::from_ymd_opt(2027, 1, 15).unwrap();
    let midnight = ist_instant(d, 0).timestamp();
    assert_eq!(super::date_text(midnight), "2027-01-15");
    assert_eq!(super::date_text(midnight - 1), "2027-01-14");
    assert_eq!(super::date_text(midnight + 86_399), "2027-01-15");
    assert_eq!(super::date_text(NOW), "2027-01-15");
    assert_eq!(
        crate::time::IST_OFFSET_SECONDS,
        i64::from(
            chrono::Offset::fix(&chrono::TimeZone::offset_from_utc_datetime(
                &crate::time::IST,
                &from_epoch(NOW).naive_utc()
            ))
            .local_minus_utc()
        )
    );
}

/// The services of one day's trade, on one database.
struct Day {
    store: Store,
    ledger: Ledger,
    /// The two paid bookings' payments (the second one refunded), and the payout.
    payments: [i64; 2],
    codes: [String; 2],
    payout: i64,
    payout_paise: i64,
}

fn sql(store: &Store, text: &str) {
    let text = text.to_string();
    store
        .run_blocking(move |c| Ok(diesel::sql_query(text).execute(c)?))
        .unwrap();
}

fn one_i64(store: &Store, text: &str) -> i64 {
    #[derive(QueryableByName)]
    struct One {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let text = text.to_string();
    store
        .run_blocking(move |c| Ok(diesel::sql_query(text).get_result::<One>(c)?.n))
        .unwrap()
}

/// 15 January 2027 (IST): two UPI stays paid through the simulated provider, the second
/// cancelled by staff with a full refund that the provider processes; the owner credited ₹1,000
/// by staff and paid it out, and that payout reversed two hours later.
async fn a_day_of_trade(db: &TestDatabase) -> Day {
    let store = db.store().unwrap();
    seed(&store);
    let manual = ManualClock::at(from_epoch(NOW));
    let clock: SharedClock = Arc::new(manual.clone());
    let simulated = Simulated::new(b"key secret", b"webhook secret");
    let payments = Payments::new(
        store.clone(),
        clock.clone(),
        PaymentsConfig::Simulated(simulated.clone()),
    )
    .unwrap();
    let bookings = Bookings::new(store.clone(), clock.clone());
    let ledger = Ledger::new(store.clone(), clock.clone());
    let staff = Staff::cli("finance test").unwrap();
    let guest = user(&store, "+919000000101").await;
    let owner = user(&store, OWNER).await;
    let property_id = store
        .run(|c| crate::store::bookings::property_id_by_slug(c, "alpha"))
        .await
        .unwrap()
        .unwrap()
        .get();
    let mut ids = Vec::new();
    for day in [3, 4] {
        let date = crate::time::today_ist(from_epoch(NOW)) + chrono::Days::new(day);
        let request = BookingRequest {
            property_id: Some(property_id),
            booking_type: Some("half_day".into()),
            start: Some(to_ist_rfc3339(ist_instant(date, 540))),
            days: None,
            guests: Some(2),
            coupon_code: None,
            payment_method: Some("upi".into()),
            expected_total: Some(5_775),
            gstin: None,
            business_name: None,
        };
        let made = bookings
            .create(&guest, Some(&format!("recon-{day}")), &request)
            .await
            .unwrap()
            .booking;
        let id = BookingId::new(made.id);
        let order = payments.order(id, &guest).await.unwrap();
        manual.advance(60);
        assert!(
            payments
                .simulated_finish(&order.order_id, true)
                .await
                .unwrap()
                .paid
        );
        ids.push(id);
    }
    bookings.confirm(ids[0], &owner).await.unwrap();
    bookings
        .staff_cancel(
            &staff,
            &ids[1].to_string(),
            "Guest called support",
            RefundChoice::Full,
        )
        .await
        .unwrap();
    manual.advance(60);
    let refunds = Refunds::new(store.clone(), Arc::new(simulated));
    let pass = refunds
        .process_due(clock.now().timestamp(), 10)
        .await
        .unwrap();
    assert_eq!(pass.processed, 1);

    // The owner's payout.
    store
        .run({
            let id = owner.id;
            move |c| {
                crate::store::payouts::replace_account(
                    c,
                    &crate::store::payouts::NewPayoutAccount {
                        owner_id: id,
                        method: crate::kinds::payout::PayoutMethod::Upi,
                        vpa: Some("ravi.reddy@okhdfc".into()),
                        account_number: None,
                        ifsc: None,
                        holder_name: "Ravi Reddy".into(),
                        created_at: 0,
                        payable_from: 0,
                        legal_name: None,
                        gstin: None,
                    },
                )
            }
        })
        .await
        .unwrap();
    ledger
        .adjust(&staff, owner.id, 100_000, "Goodwill for a broken geyser")
        .await
        .unwrap();
    let provider = SimulatedPayouts::from_server_secret(b"test");
    let payouts = Payouts::new(store.clone(), clock.clone(), Arc::new(provider.clone()));
    assert_eq!(payouts.run().await.unwrap().payouts_made, 1);
    assert_eq!(payouts.send_due().await.unwrap(), 1);
    manual.advance(3_600);
    assert_eq!(payouts.settle_due().await.unwrap(), 1);
    let payout = store.run(crate::store::payouts::all).await.unwrap()[0].clone();
    assert_eq!(payout.status, crate::kinds::payout::PayoutStatus::Processed);

    let payment_ids = |b: BookingId| {
        one_i64(
            &store,
            &format!("SELECT id AS n FROM payments WHERE booking_id = {b}"),
        )
    };
    let code = |b: BookingId| {
        let id = b;
        store
            .run_blocking(move |c| Ok(crate::store::bookings::booking(c, id)?.unwrap().code))
            .unwrap()
    };
    let day = Day {
        payments: [payment_ids(ids[0]), payment_ids(ids[1])],
        codes: [code(ids[0]), code(ids[1])],
        payout: payout.id,
        payout_paise: payout.amount_paise,
        store,
        ledger,
    };
    // Paid out, then reversed by the bank: the money is the owner's again.
    manual.advance(2 * HOUR);
    let body = payout_webhook("payout.reversed", payout.id, "reversed");
    let signature = provider.sign_webhook(&body);
    payouts.webhook(&body, &signature).await.unwrap();
    day
}

async fn reconcile(day: &Day, from: &str, to: &str) -> Reconciliation {
    day.ledger.reconcile(Some(from), Some(to)).await.unwrap()
}

fn figure(r: &Reconciliation, date: &str, flow: MoneyFlow, provider: &str) -> Figure {
    r.days
        .iter()
        .find(|d| d.date == date)
        .and_then(|d| {
            d.figures
                .iter()
                .find(|f| f.flow == flow && f.provider == provider)
        })
        .cloned()
        .unwrap_or_else(|| panic!("no {flow} through {provider} on {date}: {r:#?}"))
}

fn only(r: &Reconciliation) -> &Difference {
    assert_eq!(r.differences.len(), 1, "{:#?}", r.differences);
    &r.differences[0]
}

const DAY: &str = "2027-01-15";

async fn a_consistent_day_agrees_and_each_mismatch_is_named(db: TestDatabase) {
    let day = a_day_of_trade(&db).await;
    let store = &day.store;
    let r = reconcile(&day, DAY, DAY).await;
    assert!(r.agrees(), "{r:#?}");
    assert!(r.differences_complete);
    assert_eq!(r.days.len(), 1, "{r:#?}");
    let total = 577_500;
    let both = |f: Figure| (f.provider_paise, f.ledger_paise, f.difference_paise);
    let captured = figure(&r, DAY, MoneyFlow::PaymentsCaptured, "simulated");
    assert_eq!(both(captured), (2 * total, 2 * total, 0));
    let refunded = figure(&r, DAY, MoneyFlow::RefundsProcessed, "simulated");
    assert_eq!(both(refunded), (total, total, 0));
    let p = day.payout_paise;
    assert_eq!(p, 100_000);
    for flow in [
        MoneyFlow::PayoutsSent,
        MoneyFlow::PayoutsSettled,
        MoneyFlow::PayoutsReturned,
    ] {
        assert_eq!(
            both(figure(&r, DAY, flow, "simulated")),
            (p, p, 0),
            "{flow}"
        );
    }
    // The day before and after: nothing moved, nothing to list.
    let quiet = reconcile(&day, "2027-01-16", "2027-01-20").await;
    assert!(quiet.agrees() && quiet.days.is_empty(), "{quiet:#?}");

    // The provider says the first payment was ₹100 less than the ledger recorded.
    let [first, second] = day.payments;
    sql(
        store,
        &format!("UPDATE payments SET amount_paise = amount_paise - 10000 WHERE id = {first}"),
    );
    let r = reconcile(&day, DAY, DAY).await;
    assert!(!r.agrees());
    let d = only(&r);
    assert_eq!(
        (d.flow, d.problem, d.payment_id, d.booking_code.as_deref()),
        (
            MoneyFlow::PaymentsCaptured,
            Problem::AmountDiffers,
            Some(first),
            Some(day.codes[0].as_str())
        )
    );
    assert_eq!(
        (d.provider_paise, d.ledger_paise, d.difference_paise),
        (Some(total - 10_000), Some(total), -10_000)
    );
    assert_eq!((d.date.as_str(), d.provider.as_str()), (DAY, "simulated"));
    assert!(
        d.message
            .contains(&format!("Payment {first} (booking {})", day.codes[0]))
            && d.message.contains("₹5,675.00")
            && d.message.contains("₹5,775.00"),
        "{}",
        d.message
    );
    let captured = figure(&r, DAY, MoneyFlow::PaymentsCaptured, "simulated");
    assert_eq!(both(captured), (2 * total - 10_000, 2 * total, -10_000));
    sql(
        store,
        &format!("UPDATE payments SET amount_paise = amount_paise + 10000 WHERE id = {first}"),
    );
    assert!(reconcile(&day, DAY, DAY).await.agrees());

    // The second payment failed at the provider, by its records: the ledger's capture has no
    // captured payment behind it.
    sql(
        store,
        &format!("UPDATE payments SET status = 'failed' WHERE id = {second}"),
    );
    let r = reconcile(&day, DAY, DAY).await;
    let d = only(&r);
    assert_eq!(
        (d.problem, d.payment_id, d.provider_paise, d.ledger_paise),
        (Problem::NotAtProvider, Some(second), None, Some(total))
    );
    assert_eq!(d.provider_status.as_deref(), Some("failed"));
    assert_eq!(d.booking_code.as_deref(), Some(day.codes[1].as_str()));
    assert!(d.message.contains("has it as failed"), "{}", d.message);
    sql(
        store,
        &format!("UPDATE payments SET status = 'paid' WHERE id = {second}"),
    );

    // A capture the ledger never posted (another provider's, at 16:00 IST).
    let booking = one_i64(
        store,
        &format!("SELECT booking_id AS n FROM payments WHERE id = {first}"),
    );
    let at = NOW + 2 * HOUR + 40 * 60;
    sql(
        store,
        &format!(
            "INSERT INTO payments (booking_id, provider, provider_order_id, provider_payment_id, \
             amount_paise, currency, status, created_at, updated_at) VALUES \
             ({booking}, 'razorpay', 'order_recon_1', 'pay_recon_1', 123456, 'INR', 'paid', {at}, {at})"
        ),
    );
    let stray = one_i64(
        store,
        "SELECT id AS n FROM payments WHERE provider_order_id = 'order_recon_1'",
    );
    let r = reconcile(&day, DAY, DAY).await;
    let d = only(&r);
    assert_eq!(
        (
            d.problem,
            d.payment_id,
            d.provider.as_str(),
            d.provider_paise,
            d.ledger_paise,
            d.ledger_entries
        ),
        (
            Problem::NotInLedger,
            Some(stray),
            "razorpay",
            Some(123_456),
            None,
            0
        )
    );
    assert_eq!(d.difference_paise, 123_456);
    assert!(
        d.message.contains("no payment_captured entry"),
        "{}",
        d.message
    );
    let razorpay = figure(&r, DAY, MoneyFlow::PaymentsCaptured, "razorpay");
    assert_eq!(both(razorpay), (123_456, 0, 123_456));
    assert_eq!(
        r.totals
            .iter()
            .filter(|f| f.difference_paise != 0)
            .map(|f| (f.flow, f.provider.as_str(), f.difference_paise))
            .collect::<Vec<_>>(),
        [(MoneyFlow::PaymentsCaptured, "razorpay", 123_456)]
    );
    sql(
        store,
        &format!("UPDATE payments SET status = 'failed' WHERE id = {stray}"),
    );
    assert!(reconcile(&day, DAY, DAY).await.agrees());

    // The payouts table dates the payout a day earlier than the ledger posted it: the ledger's
    // day alone shows an entry whose payout is not of that day; both days show one difference,
    // under the provider's day.
    let payout = day.payout;
    sql(
        store,
        &format!("UPDATE payouts SET created_at = created_at - 86400 WHERE id = {payout}"),
    );
    let r = reconcile(&day, DAY, DAY).await;
    let d = only(&r);
    assert_eq!(
        (
            d.flow,
            d.problem,
            d.payout_id,
            d.payout_reference.as_deref()
        ),
        (
            MoneyFlow::PayoutsSent,
            Problem::OtherDay,
            Some(payout),
            Some("PO-000001")
        )
    );
    assert_eq!(
        (
            d.provider_date.as_deref(),
            d.ledger_date.as_deref(),
            d.date.as_str()
        ),
        (Some("2027-01-14"), Some(DAY), DAY)
    );
    let r = reconcile(&day, "2027-01-14", DAY).await;
    let d = only(&r);
    assert_eq!(
        (d.problem, d.date.as_str()),
        (Problem::OtherDay, "2027-01-14")
    );
    assert!(
        d.message
            .contains("Payout PO-000001 was made for ₹1,000.00 on 14 Jan 2027")
            && d.message.contains("dated 15 Jan 2027"),
        "{}",
        d.message
    );
    let sent = |date| both(figure(&r, date, MoneyFlow::PayoutsSent, "simulated"));
    assert_eq!(sent("2027-01-14"), (p, 0, p));
    assert_eq!(sent(DAY), (0, p, -p));
    sql(
        store,
        &format!("UPDATE payouts SET created_at = created_at + 86400 WHERE id = {payout}"),
    );

    // A payout the ledger never heard of.
    let account = one_i64(
        store,
        &format!("SELECT payout_account_id AS n FROM payouts WHERE id = {payout}"),
    );
    let owner = one_i64(
        store,
        &format!("SELECT owner_id AS n FROM payouts WHERE id = {payout}"),
    );
    sql(
        store,
        &format!(
            "INSERT INTO payouts (owner_id, payout_account_id, amount_paise, run_key, status, \
             provider, next_attempt_at, created_at) VALUES \
             ({owner}, {account}, 250000, 'test:1', 'queued', 'simulated', {NOW}, {NOW})"
        ),
    );
    let r = reconcile(&day, DAY, DAY).await;
    let d = only(&r);
    assert_eq!(
        (
            d.flow,
            d.problem,
            d.provider_paise,
            d.ledger_paise,
            d.payout_reference.as_deref()
        ),
        (
            MoneyFlow::PayoutsSent,
            Problem::NotInLedger,
            Some(250_000),
            None,
            Some("PO-000002")
        )
    );
    assert_eq!(
        both(figure(&r, DAY, MoneyFlow::PayoutsSent, "simulated")),
        (p + 250_000, p, 250_000)
    );

    // The refund: processed for more than the ledger says.
    sql(store, "DELETE FROM payouts WHERE run_key = 'test:1'");
    sql(store, "UPDATE refunds SET amount_paise = amount_paise + 1");
    let r = reconcile(&day, DAY, DAY).await;
    let d = only(&r);
    assert_eq!(
        (
            d.flow,
            d.problem,
            d.difference_paise,
            d.booking_code.as_deref()
        ),
        (
            MoneyFlow::RefundsProcessed,
            Problem::AmountDiffers,
            1,
            Some(day.codes[1].as_str())
        )
    );
    assert!(d.refund_id.is_some() && d.payment_id.is_none());
}

#[test]
fn a_consistent_day_agrees_and_each_mismatch_is_named_on_sqlite() {
    run_async(TestDatabase::sqlite(), |db| async move {
        a_consistent_day_agrees_and_each_mismatch_is_named(db).await
    });
}

#[test]
fn a_consistent_day_agrees_and_each_mismatch_is_named_on_postgres() {
    match TestDatabase::postgres() {
        Some(db) => run_async(db, |db| async move {
            a_consistent_day_agrees_and_each_mismatch_is_named(db).await
        }),
        None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL reconciliation not run"),
    }
}
