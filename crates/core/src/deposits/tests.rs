//! The deposit's rules by hand (what is due with which payment, the windows' edges, staff's
//! amounts) and its life on SQLite and PostgreSQL through the ledger tests' sequences, which run
//! `ledger check` after every step: paid online and claimed, disputed and decided; released when
//! unclaimed; accepted when unanswered (by two servers at once, once); paid in cash; returned
//! with a cancelled booking.

use std::sync::Arc;

use super::*;
use crate::auth::User;
use crate::error::CoreError;
use crate::ids::{BookingId, PropertyId};
use crate::kinds::booking::PaymentStatus;
use crate::ledger::tests::{play, user, Step, DEPOSIT_PAISE, HOUR, NOW, OWNER};
use crate::slots::BookingType;
use crate::testing::{run_async, TestDatabase};
use crate::time::{from_epoch, ManualClock, SharedClock};

const START: i64 = 1_800_000_000;
const END: i64 = START + 12 * HOUR;

fn stay(method: PaymentMethod, deposit: i64) -> BookingRow {
    BookingRow {
        id: BookingId::new(1),
        code: "HE-DEP001".into(),
        property_id: PropertyId::new(1),
        guest_id: UserId::new(2),
        booking_type: BookingType::HalfDay,
        starts_at: START,
        ends_at: END,
        days: 1,
        guests: 2,
        status: BookingStatus::Confirmed,
        payment_method: method,
        payment_status: PaymentStatus::Paid,
        subtotal_paise: 500_000,
        discount_paise: 0,
        cleaning_paise: 50_000,
        gst_paise: 27_500,
        total_paise: 577_500,
        coupon_code: None,
        refund_paise: None,
        cancelled_by: None,
        cancel_reason: None,
        created_at: 0,
        updated_at: 0,
        expires_at: 0,
        deposit_paise: deposit,
        advance_paise: 0,
        balance_due_at: None,
        balance_method: None,
        balance_paid_at: None,
        balance_reminders: 0,
    }
}

fn held(method: DepositMethod) -> DepositRow {
    DepositRow {
        booking_id: BookingId::new(1),
        amount_paise: 200_000,
        method,
        status: DepositStatus::Held,
        payment_id: None,
        cash_receipt: None,
        recorded_by: None,
        collected_at: START,
        claim_amount_paise: None,
        claim_reason: None,
        claimed_at: None,
        answered_at: None,
        dispute_reason: None,
        decision: None,
        decision_reason: None,
        decided_by: None,
        kept_paise: None,
        refund_id: None,
        settled_at: None,
    }
}

#[test]
fn the_deposit_is_due_with_the_payment_that_completes_the_price_online() {
    let online = stay(PaymentMethod::Upi, 200_000);
    assert_eq!(due_with(&online, PaymentPart::Full), 200_000);
    assert_eq!(due_with(&online, PaymentPart::Balance), 200_000);
    assert_eq!(due_with(&online, PaymentPart::Advance), 0);
    // A cash booking pays its deposit in cash at check-in, never online.
    let cash = stay(PaymentMethod::Cash, 200_000);
    for part in [
        PaymentPart::Full,
        PaymentPart::Advance,
        PaymentPart::Balance,
    ] {
        assert_eq!(due_with(&cash, part), 0);
    }
    assert_eq!(due_with(&stay(PaymentMethod::Upi, 0), PaymentPart::Full), 0);
}

#[test]
fn a_claim_is_open_from_check_out_until_48_hours_after() {
    let b = stay(PaymentMethod::Upi, 200_000);
    let d = held(DepositMethod::Online);
    assert!(!can_claim(&b, &d, END - 1));
    assert!(can_claim(&b, &d, END));
    assert!(can_claim(&b, &d, END + 48 * HOUR));
    assert!(!can_claim(&b, &d, END + 48 * HOUR + 1));
    // Only a held deposit of a confirmed stay.
    let claimed = DepositRow {
        status: DepositStatus::Claimed,
        claimed_at: Some(END),
        ..d.clone()
    };
    assert!(!can_claim(&b, &claimed, END + 1));
    let cancelled = BookingRow {
        status: BookingStatus::Cancelled,
        ..b.clone()
    };
    assert!(!can_claim(&cancelled, &d, END + 1));
}

#[test]
fn a_claim_is_answered_within_48_hours_of_it() {
    let d = DepositRow {
        status: DepositStatus::Claimed,
        claimed_at: Some(END + HOUR),
        claim_amount_paise: Some(50_000),
        ..held(DepositMethod::Online)
    };
    assert!(can_answer(&d, END + HOUR));
    assert!(can_answer(&d, END + 49 * HOUR));
    assert!(!can_answer(&d, END + 49 * HOUR + 1));
    let disputed = DepositRow {
        status: DepositStatus::Disputed,
        ..d
    };
    assert!(!can_answer(&disputed, END + 2 * HOUR));
}

#[test]
fn cash_is_recorded_once_from_12_hours_before_check_in_until_check_out() {
    let b = stay(PaymentMethod::Cash, 200_000);
    assert!(!can_record_cash(&b, false, START - 12 * HOUR - 1));
    assert!(can_record_cash(&b, false, START - 12 * HOUR));
    assert!(can_record_cash(&b, false, END));
    assert!(!can_record_cash(&b, false, END + 1));
    assert!(!can_record_cash(&b, true, START));
    assert!(!can_record_cash(
        &stay(PaymentMethod::Cash, 0),
        false,
        START
    ));
}

#[test]
fn staff_keep_all_part_or_none_of_a_claim() {
    assert_eq!(
        kept_under(DepositDecision::Full, 150_000, None).unwrap(),
        150_000
    );
    assert_eq!(
        kept_under(DepositDecision::Nothing, 150_000, Some(5)).unwrap(),
        0
    );
    assert_eq!(
        kept_under(DepositDecision::Part, 150_000, Some(75_000)).unwrap(),
        75_000
    );
    for part in [None, Some(0), Some(150_000), Some(200_000), Some(-1)] {
        match kept_under(DepositDecision::Part, 150_000, part) {
            Err(CoreError::Validation { fields, .. }) => assert!(fields.contains_key("keptPaise")),
            other => panic!("{part:?}: {other:?}"),
        }
    }
}

macro_rules! on_both {
    ($sqlite:ident, $postgres:ident, $body:ident) => {
        #[test]
        fn $sqlite() {
            run_async(TestDatabase::sqlite(), $body);
        }

        #[test]
        fn $postgres() {
            match TestDatabase::postgres() {
                Some(db) => run_async(db, $body),
                None => eprintln!("TEST_DATABASE_URL is not set; PostgreSQL test not run"),
            }
        }
    };
}

/// Beta's first stay: tomorrow 09:00 IST (19 h 30 min after NOW) for 12 hours, paid online or in
/// cash, confirmed.
fn a_deposit_stay(cash: bool) -> Vec<Step> {
    let mut steps = vec![Step::BookDeposit {
        guest: 0,
        cash,
        day: 0,
        night: false,
    }];
    if !cash {
        steps.push(Step::Pay {
            which: 0,
            succeed: true,
        });
    }
    steps.push(Step::Confirm { which: 0 });
    steps
}

/// Check-out of `a_deposit_stay`.
const CHECK_OUT: i64 = NOW + 19 * HOUR + 30 * 60 + 12 * HOUR;

async fn deposit(store: &Store) -> DepositRow {
    store
        .run(|c| db::of(c, BookingId::new(1)))
        .await
        .unwrap()
        .expect("a deposit")
}

async fn entries_of(store: &Store, kind: EntryKind) -> usize {
    store
        .run(crate::store::ledger::entries)
        .await
        .unwrap()
        .iter()
        .filter(|e| e.kind == kind)
        .count()
}

async fn outbox(store: &Store, event: &'static str) -> i64 {
    use crate::store::schema::notification_outbox as o;
    use diesel::prelude::*;
    store
        .run(move |c| {
            Ok(o::table
                .filter(o::event.eq(event))
                .count()
                .get_result::<i64>(c)?)
        })
        .await
        .unwrap()
}

/// Whether `ledger check` finds the books right.
async fn books_right(store: &Store) -> bool {
    let clock: SharedClock = Arc::new(ManualClock::at(from_epoch(NOW)));
    let report = crate::ledger::Ledger::new(store.clone(), clock)
        .check()
        .await
        .unwrap();
    assert!(report.is_ok(), "{:#?}", report.problems);
    true
}

fn service_at(store: &Store, at: i64) -> Deposits {
    let clock: SharedClock = Arc::new(ManualClock::at(from_epoch(at)));
    Deposits::new(store.clone(), clock)
}

async fn guest(store: &Store) -> User {
    let id = store
        .run(|c| sb::booking(c, BookingId::new(1)))
        .await
        .unwrap()
        .unwrap()
        .guest_id;
    store
        .run(move |c| crate::store::support::user(c, id))
        .await
        .unwrap()
        .unwrap()
        .into()
}

fn claim(rupees: Option<i64>, reason: Option<&str>) -> ClaimRequest {
    ClaimRequest {
        amount: rupees,
        reason: reason.map(str::to_string),
    }
}

fn conflict_code<T: std::fmt::Debug>(outcome: Result<T, CoreError>) -> &'static str {
    match outcome {
        Err(CoreError::Conflict { code, .. }) => code,
        other => panic!("not a conflict: {other:?}"),
    }
}

fn field_of<T: std::fmt::Debug>(outcome: Result<T, CoreError>) -> String {
    match outcome {
        Err(CoreError::Validation { fields, .. }) => fields.keys().cloned().collect(),
        other => panic!("not a field refusal: {other:?}"),
    }
}

/// Paid online with the stay, claimed in part after check-out, disputed by the guest, decided by
/// staff in part: the kept part is the owner's at once, the rest refunded, both told, audited.
async fn claimed_disputed_and_decided(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_deposit_stay(false);
    steps.extend([
        Step::Advance { hours: 32 },
        Step::ClaimDeposit {
            which: 0,
            rupees: 1_500,
        },
        Step::AnswerClaim {
            which: 0,
            accept: false,
        },
        Step::DecideClaim {
            which: 0,
            decision: 1,
        },
        Step::ProcessRefunds { fail: false },
    ]);
    let (balance, _) = play(&db, steps).await;
    let d = deposit(&store).await;
    assert_eq!(d.status, DepositStatus::Decided);
    assert_eq!(d.method, DepositMethod::Online);
    assert_eq!(d.decision, Some(DepositDecision::Part));
    assert_eq!(
        (d.claim_amount_paise, d.kept_paise),
        (Some(150_000), Some(75_000))
    );
    // The kept part is available now; the stay's earnings are still upcoming (start + 24 h).
    assert_eq!(balance.available_paise, 75_000);
    let refunds = store.run(crate::store::ledger::refunds).await.unwrap();
    assert_eq!(refunds.len(), 1, "{refunds:?}");
    assert_eq!(refunds[0].amount_paise, DEPOSIT_PAISE - 75_000);
    assert_eq!(Some(refunds[0].id), d.refund_id);
    assert_eq!(
        refunds[0].status,
        crate::kinds::payment::RefundStatus::Processed
    );
    let payments = store
        .run(crate::store::ledger::captured_payments)
        .await
        .unwrap();
    assert_eq!(
        (payments[0].amount_paise, payments[0].deposit_paise),
        (577_500 + DEPOSIT_PAISE, DEPOSIT_PAISE)
    );
    assert_eq!(entries_of(&store, EntryKind::DepositCollected).await, 1);
    assert_eq!(entries_of(&store, EntryKind::DepositSettled).await, 1);
    // The guest heard of the claim (one SMS); guest and owner of the outcome.
    assert_eq!(outbox(&store, DEPOSIT_CLAIMED).await, 1);
    assert_eq!(outbox(&store, DEPOSIT_SETTLED).await, 2);
    let audit = crate::audit::newest(&store, 20).await.unwrap();
    assert!(audit.iter().any(|a| a.action == "deposit.decide"));
    // Decided once: a second decision is refused.
    let staff = Staff::cli("support test").unwrap();
    let again = DecisionRequest {
        decision: Some("none".into()),
        kept_paise: None,
        reason: Some("Again".into()),
    };
    let late = service_at(&store, CHECK_OUT + 10 * HOUR);
    assert_eq!(
        conflict_code(late.decide(&staff, BookingId::new(1), &again).await),
        "DEPOSIT_NOT_DISPUTED"
    );
}

/// A claim's bad input and its window's edges: over the deposit or without a reason is refused on
/// the field, before check-out and after 48 hours is 409, a second claim is 409, and someone
/// else's booking is not found.
async fn claims_are_refused_out_of_bounds(db: TestDatabase) {
    let store = db.store().unwrap();
    play(&db, a_deposit_stay(false)).await;
    let owner = user(&store, OWNER).await;
    let guest = guest(&store).await;
    let id = BookingId::new(1);
    let ok = claim(Some(500), Some("A broken chair"));
    assert_eq!(
        conflict_code(
            service_at(&store, CHECK_OUT - 1)
                .claim(id, &owner, &ok)
                .await
        ),
        "DEPOSIT_CLAIM_CLOSED"
    );
    let closed = service_at(&store, CHECK_OUT + 48 * HOUR + 1);
    assert_eq!(
        conflict_code(closed.claim(id, &owner, &ok).await),
        "DEPOSIT_CLAIM_CLOSED"
    );
    let open = service_at(&store, CHECK_OUT + 48 * HOUR);
    assert_eq!(
        field_of(
            open.claim(id, &owner, &claim(Some(2_001), Some("Too much")))
                .await
        ),
        "amount"
    );
    assert_eq!(
        field_of(
            open.claim(id, &owner, &claim(Some(0), Some("Nothing")))
                .await
        ),
        "amount"
    );
    assert_eq!(
        field_of(open.claim(id, &owner, &claim(Some(500), Some("  "))).await),
        "reason"
    );
    assert_eq!(
        field_of(
            open.claim(id, &owner, &claim(Some(500), Some("A\u{7}bell")))
                .await
        ),
        "reason"
    );
    // The guest is not the owner: not found.
    assert!(matches!(
        open.claim(id, &guest, &ok).await,
        Err(CoreError::NotFound(_))
    ));
    // At the window's last second, the whole deposit may be claimed; once.
    let view = open
        .claim(id, &owner, &claim(Some(2_000), Some("The sofa")))
        .await
        .unwrap();
    assert_eq!((view.status.as_str(), view.can_answer), ("claimed", true));
    assert_eq!(
        conflict_code(open.claim(id, &owner, &ok).await),
        "DEPOSIT_ALREADY_CLAIMED"
    );
    // The owner cannot answer their own claim; the guest can, within 48 hours.
    assert!(matches!(
        open.accept(id, &owner).await,
        Err(CoreError::NotFound(_))
    ));
    assert_eq!(
        conflict_code(
            service_at(&store, CHECK_OUT + 96 * HOUR + 1)
                .accept(id, &guest)
                .await
        ),
        "DEPOSIT_ANSWER_CLOSED"
    );
    assert!(books_right(&store).await);
}

/// Unclaimed, the deposit is refunded in full once its 48 hours after check-out pass, not before.
async fn unclaimed_is_released(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_deposit_stay(false);
    steps.extend([
        // 47 h 30 min after check-out: still held.
        Step::Advance { hours: 79 },
        Step::SettleDeposits,
    ]);
    play(&db, steps.clone()).await;
    assert_eq!(deposit(&store).await.status, DepositStatus::Held);

    let db2 = crate::ledger::tests::another(&db);
    let store2 = db2.store().unwrap();
    steps.extend([
        Step::Advance { hours: 1 },
        Step::SettleDeposits,
        Step::SettleDeposits,
        Step::ClaimDeposit {
            which: 0,
            rupees: 100,
        },
        Step::ProcessRefunds { fail: false },
    ]);
    play(&db2, steps).await;
    let d = deposit(&store2).await;
    assert_eq!((d.status, d.kept_paise), (DepositStatus::Released, Some(0)));
    let refunds = store2.run(crate::store::ledger::refunds).await.unwrap();
    assert_eq!(refunds.len(), 1);
    assert_eq!(refunds[0].amount_paise, DEPOSIT_PAISE);
    assert_eq!(entries_of(&store2, EntryKind::DepositReleased).await, 1);
    // No claim, so no notice of one.
    assert_eq!(outbox(&store2, DEPOSIT_CLAIMED).await, 0);
}

/// A claim the guest does not answer in 48 hours counts as accepted, once, however many servers
/// run the job at once.
async fn unanswered_is_accepted_once(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_deposit_stay(false);
    steps.extend([
        Step::Advance { hours: 32 },
        Step::ClaimDeposit {
            which: 0,
            rupees: 500,
        },
        // Exactly 48 h after the claim: the guest may still answer.
        Step::Advance { hours: 48 },
        Step::SettleDeposits,
    ]);
    play(&db, steps).await;
    assert_eq!(deposit(&store).await.status, DepositStatus::Claimed);
    let later = NOW + 81 * HOUR;
    let (a, b) = tokio::join!(settle_due(&store, later), settle_due(&store, later));
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(a.1 + b.1, 1, "{a:?} {b:?}");
    let d = deposit(&store).await;
    assert_eq!(
        (d.status, d.kept_paise),
        (DepositStatus::Accepted, Some(50_000))
    );
    assert_eq!(entries_of(&store, EntryKind::DepositSettled).await, 1);
    let guest = guest(&store).await;
    assert_eq!(
        conflict_code(
            service_at(&store, later)
                .accept(BookingId::new(1), &guest)
                .await
        ),
        "DEPOSIT_ANSWER_CLOSED"
    );
    assert!(books_right(&store).await);
}

/// Paid in cash at check-in: recorded with its receipt, claimed and accepted, and never in the
/// platform's books; another cash deposit unclaimed is marked returned.
async fn cash_deposits_are_recorded_only(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_deposit_stay(true);
    steps.extend([
        // 30 min before check-in.
        Step::Advance { hours: 19 },
        Step::RecordCashDeposit { which: 0 },
        // Twice is refused.
        Step::RecordCashDeposit { which: 0 },
        Step::Advance { hours: 13 },
        Step::ClaimDeposit {
            which: 0,
            rupees: 800,
        },
        Step::AnswerClaim {
            which: 0,
            accept: true,
        },
    ]);
    play(&db, steps).await;
    let d = deposit(&store).await;
    assert_eq!(d.method, DepositMethod::Cash);
    assert_eq!(
        d.cash_receipt.as_deref(),
        Some("Receipt 101, taken by the caretaker")
    );
    assert_eq!(
        (d.status, d.kept_paise),
        (DepositStatus::Accepted, Some(80_000))
    );
    assert_eq!(d.refund_id, None);
    for kind in [
        EntryKind::DepositCollected,
        EntryKind::DepositReleased,
        EntryKind::DepositSettled,
    ] {
        assert_eq!(entries_of(&store, kind).await, 0);
    }

    let db2 = crate::ledger::tests::another(&db);
    let store2 = db2.store().unwrap();
    let mut steps = a_deposit_stay(true);
    steps.extend([
        Step::Advance { hours: 19 },
        Step::RecordCashDeposit { which: 0 },
        Step::Advance { hours: 62 },
        Step::SettleDeposits,
    ]);
    play(&db2, steps).await;
    let d = deposit(&store2).await;
    assert_eq!((d.status, d.refund_id), (DepositStatus::Released, None));
    assert!(store2
        .run(crate::store::ledger::refunds)
        .await
        .unwrap()
        .is_empty());
}

/// A booking cancelled before its stay returns its deposit in full beside the cancellation's
/// refund; the booking's refund shows only the cancellation's.
async fn a_cancelled_booking_returns_its_deposit(db: TestDatabase) {
    let store = db.store().unwrap();
    let steps = vec![
        Step::BookDeposit {
            guest: 0,
            cash: false,
            day: 3,
            night: false,
        },
        Step::Pay {
            which: 0,
            succeed: true,
        },
        Step::GuestCancel { which: 0 },
    ];
    play(&db, steps).await;
    let d = deposit(&store).await;
    assert_eq!(d.status, DepositStatus::Released);
    let refunds = store.run(crate::store::ledger::refunds).await.unwrap();
    let amounts: Vec<i64> = refunds.iter().map(|r| r.amount_paise).collect();
    assert_eq!(amounts.len(), 2, "{amounts:?}");
    assert!(amounts.contains(&DEPOSIT_PAISE));
    let record = store
        .run(|c| sb::record(c, BookingId::new(1)))
        .await
        .unwrap()
        .unwrap();
    let view = crate::bookings::BookingView::of(record, from_epoch(NOW));
    assert_eq!(view.security_deposit, 2_000);
    let shown = view.refund.expect("the cancellation's refund").amount;
    assert_ne!(shown * 100, DEPOSIT_PAISE + 577_500);
    assert_eq!(view.deposit.expect("the deposit").status, "released");
}

on_both!(
    claimed_disputed_and_decided_on_sqlite,
    claimed_disputed_and_decided_on_postgres,
    claimed_disputed_and_decided
);
on_both!(
    claims_out_of_bounds_on_sqlite,
    claims_out_of_bounds_on_postgres,
    claims_are_refused_out_of_bounds
);
on_both!(
    unclaimed_is_released_on_sqlite,
    unclaimed_is_released_on_postgres,
    unclaimed_is_released
);
on_both!(
    unanswered_is_accepted_once_on_sqlite,
    unanswered_is_accepted_once_on_postgres,
    unanswered_is_accepted_once
);
on_both!(
    cash_deposits_on_sqlite,
    cash_deposits_on_postgres,
    cash_deposits_are_recorded_only
);
on_both!(
    a_cancelled_booking_returns_its_deposit_on_sqlite,
    a_cancelled_booking_returns_its_deposit_on_postgres,
    a_cancelled_booking_returns_its_deposit
);
