//! The payment plan's rules by hand (the deadline at the Asia/Kolkata midnight edges, the
//! amounts, the editor's bounds, the reminders' times, which part is paid next) and its life on
//! SQLite and PostgreSQL through the ledger tests' sequences, which run `ledger check` after
//! every step: the advance and then the balance (before and after the owner confirms), paid
//! twice, unpaid at the deadline (reminded twice, then cancelled by two servers at once, once),
//! the balance in cash, and a cancellation refunding only what was captured.

use std::sync::Arc;

use chrono::NaiveDate;

use super::*;
use crate::error::CoreError;
use crate::ids::{BookingId, PropertyId, UserId};
use crate::kinds::booking::{BookingStatus, PaymentStatus};
use crate::kinds::ledger::EntryKind;
use crate::ledger::tests::{play, Step, DEPOSIT_PAISE, HOUR, NOW};
use crate::slots::BookingType;
use crate::store::bookings as sb;
use crate::testing::{run_async, TestDatabase};
use crate::time::{from_epoch, ManualClock, SharedClock};
use crate::Store;

fn utc(s: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(s).unwrap().timestamp()
}

fn day(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
}

const ONLINE_30: Plan = Plan {
    advance_percent: 30,
    balance_days: 3,
    balance_method: BalanceMethod::Online,
};

#[test]
fn the_balance_is_due_by_the_end_of_the_ist_day_n_days_before_check_in() {
    // 00:30 IST on 10 December is still 9 December in UTC: the IST day counts.
    let start = utc("2026-12-10T00:30:00+05:30");
    assert_eq!(check_in_day(start), day("2026-12-10"));
    let (by, at) = deadline(start, 3);
    assert_eq!(by, day("2026-12-07"));
    assert_eq!(at, utc("2026-12-08T00:00:00+05:30"));
    assert_eq!(at, utc("2026-12-07T18:30:00Z"));
    // 23:59 IST on 9 December is the day before, whatever UTC says.
    assert_eq!(
        deadline(utc("2026-12-09T23:59:00+05:30"), 3).0,
        day("2026-12-06")
    );
    // 05:29 IST on 10 December is 23:59 UTC on 9 December: still 10 December's stay.
    assert_eq!(
        deadline(utc("2026-12-09T23:59:00Z"), 3).0,
        day("2026-12-07")
    );
    // One day and fourteen days, across a month's end.
    assert_eq!(deadline(start, 1).0, day("2026-12-09"));
    assert_eq!(deadline(start, 14).0, day("2026-11-26"));
    assert_eq!(deadline(start, 14).1, utc("2026-11-27T00:00:00+05:30"));
}

#[test]
fn a_plan_splits_the_total_into_an_advance_in_whole_rupees_and_the_balance() {
    // ₹5,775 at 30 %: ₹1,732.50 rounds up to ₹1,733; the balance ₹4,042.
    assert_eq!(advance_of(577_500, 30), 173_300);
    assert_eq!(advance_of(577_500, 20), 115_500);
    assert_eq!(advance_of(577_500, 50), 288_800);
    // Paise in the total stay with the balance; the two add up exactly.
    let s = schedule(
        &ONLINE_30,
        PaymentMethod::Upi,
        577_550,
        utc("2026-12-10T09:00:00+05:30"),
        utc("2026-12-01T10:00:00+05:30"),
    )
    .unwrap();
    assert_eq!((s.advance_paise, s.balance_paise), (173_300, 404_250));
    assert_eq!(s.due_date, day("2026-12-07"));
    let view = ScheduleView::of_schedule(&s);
    assert_eq!((view.advance, view.balance), (1_733, 4_043));
    assert_eq!(view.advance + view.balance, Paise(577_550).rupees());
    assert_eq!(view.due_date, "2026-12-07");
    assert_eq!(view.due_at, "2026-12-08T00:00:00+05:30");
}

#[test]
fn the_whole_price_is_paid_at_booking_without_an_advance_in_cash_or_past_the_deadline() {
    let start = utc("2026-12-10T09:00:00+05:30");
    let (_, due) = deadline(start, 3);
    let now = due - 1;
    assert!(schedule(&Plan::FULL, PaymentMethod::Upi, 577_500, start, now).is_none());
    assert!(schedule(&ONLINE_30, PaymentMethod::Cash, 577_500, start, now).is_none());
    for m in [
        PaymentMethod::Upi,
        PaymentMethod::CreditCard,
        PaymentMethod::DebitCard,
    ] {
        assert!(schedule(&ONLINE_30, m, 577_500, start, now).is_some());
    }
    // Booked at the deadline (midnight IST) or after it: too close to split.
    assert!(schedule(&ONLINE_30, PaymentMethod::Upi, 577_500, start, due).is_none());
    assert!(schedule(&ONLINE_30, PaymentMethod::Upi, 577_500, start, due + 1).is_none());
    // A cash balance is a plan too.
    let cash = Plan {
        balance_method: BalanceMethod::Cash,
        ..ONLINE_30
    };
    assert_eq!(
        schedule(&cash, PaymentMethod::Upi, 577_500, start, now)
            .unwrap()
            .method,
        BalanceMethod::Cash
    );
}

#[test]
fn the_editor_takes_an_advance_of_0_or_20_to_50_and_1_to_14_days() {
    let check = |a, d, m: Option<&str>| {
        let mut e = FieldErrors::new();
        let out = check_fields(&mut e, a, d, m);
        (out, e.keys().cloned().collect::<Vec<_>>())
    };
    for ok in [0, 20, 35, 50] {
        assert_eq!(
            check(Some(ok), None, None),
            ((Some(ok), None, None), vec![])
        );
    }
    for bad in [-1, 1, 19, 51, 100] {
        assert_eq!(
            check(Some(bad), None, None).1,
            vec!["advancePercent".to_string()]
        );
    }
    for ok in [1, 3, 14] {
        assert_eq!(check(None, Some(ok), None).0, (None, Some(ok), None));
    }
    for bad in [0, -3, 15] {
        assert_eq!(
            check(None, Some(bad), None).1,
            vec!["balanceDueDays".to_string()]
        );
    }
    assert_eq!(
        check(None, None, Some(" cash ")).0,
        (None, None, Some(BalanceMethod::Cash))
    );
    assert_eq!(
        check(None, None, Some("cheque")).1,
        vec!["balanceMethod".to_string()]
    );
    // Every bad field at once, each on its own.
    assert_eq!(check(Some(60), Some(20), Some("")).1.len(), 3);
}

#[test]
fn reminders_fall_due_48_and_12_hours_before_the_deadline() {
    let due = utc("2026-12-08T00:00:00+05:30");
    assert_eq!(reminders_due(due, due - 48 * HOUR - 1), 0);
    assert_eq!(reminders_due(due, due - 48 * HOUR), 1);
    assert_eq!(reminders_due(due, due - 12 * HOUR - 1), 1);
    assert_eq!(reminders_due(due, due - 12 * HOUR), 2);
    assert_eq!(reminders_due(due, due + 1), 2);
}

fn planned(status: BookingStatus, payment: PaymentStatus) -> BookingRow {
    BookingRow {
        id: BookingId::new(1),
        code: "HE-PLAN01".into(),
        property_id: PropertyId::new(1),
        guest_id: UserId::new(2),
        booking_type: BookingType::HalfDay,
        starts_at: utc("2026-12-10T09:00:00+05:30"),
        ends_at: utc("2026-12-10T21:00:00+05:30"),
        days: 1,
        guests: 2,
        status,
        payment_method: PaymentMethod::Upi,
        payment_status: payment,
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
        deposit_paise: 200_000,
        advance_paise: 173_300,
        balance_due_at: Some(utc("2026-12-08T00:00:00+05:30")),
        balance_method: Some(BalanceMethod::Online),
        balance_paid_at: None,
        balance_reminders: 0,
    }
}

#[test]
fn the_advance_is_paid_first_then_the_balance_once() {
    let b = planned(BookingStatus::Pending, PaymentStatus::Pending);
    assert_eq!(next_part(&b), Some(PaymentPart::Advance));
    assert_eq!(price_part(&b, PaymentPart::Advance), 173_300);
    // The deposit comes with the balance, not with the advance.
    assert_eq!(crate::deposits::due_with(&b, PaymentPart::Advance), 0);
    let paid = planned(BookingStatus::Confirmed, PaymentStatus::Paid);
    assert_eq!(next_part(&paid), Some(PaymentPart::Balance));
    assert_eq!(price_part(&paid, PaymentPart::Balance), 404_200);
    assert_eq!(
        crate::deposits::due_with(&paid, PaymentPart::Balance),
        200_000
    );
    assert_eq!(balance_left(&paid), 404_200);
    let done = BookingRow {
        balance_paid_at: Some(1),
        ..paid.clone()
    };
    assert_eq!(next_part(&done), None);
    assert_eq!(balance_left(&done), 0);
    // Without a plan, the full price (and the deposit with it).
    let full = BookingRow {
        advance_paise: 0,
        balance_due_at: None,
        balance_method: None,
        ..b.clone()
    };
    assert_eq!(next_part(&full), Some(PaymentPart::Full));
    assert_eq!(
        next_part(&BookingRow {
            payment_status: PaymentStatus::Paid,
            ..full
        }),
        None
    );
    // A cash balance is never paid online.
    let cash = BookingRow {
        balance_method: Some(BalanceMethod::Cash),
        ..paid.clone()
    };
    assert_eq!(next_part(&cash), None);
}

#[test]
fn only_an_unpaid_online_balance_of_a_booking_holding_its_slot_is_overdue() {
    let b = planned(BookingStatus::Confirmed, PaymentStatus::Paid);
    let due = b.balance_due_at.unwrap();
    assert!(!overdue(&b, due - 1));
    assert!(overdue(&b, due));
    assert!(overdue(
        &planned(BookingStatus::Pending, PaymentStatus::Paid),
        due
    ));
    for other in [
        BookingRow {
            balance_paid_at: Some(due - 5),
            ..b.clone()
        },
        BookingRow {
            balance_method: Some(BalanceMethod::Cash),
            ..b.clone()
        },
        BookingRow {
            status: BookingStatus::Cancelled,
            ..b.clone()
        },
    ] {
        assert!(!overdue(&other, due + 1), "{other:?}");
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

/// A half-day at "gamma" (or "delta", balance in cash) on Wednesday 20 January 2027, 09:00 IST:
/// the balance is due by the end of Sunday 17 January (IST), 58 h 30 min after NOW (Friday 15
/// January, 13:30 IST). The advance is paid and the owner confirms.
fn a_planned_stay(cash_balance: bool) -> Vec<Step> {
    vec![
        Step::BookPlan {
            guest: 0,
            cash_balance,
            day: 4,
            night: false,
        },
        Step::Pay {
            which: 0,
            succeed: true,
        },
        Step::Confirm { which: 0 },
    ]
}

/// The deadline of `a_planned_stay`.
const DUE: i64 = NOW + 58 * HOUR + 30 * 60;
const ADVANCE: i64 = 173_300;
const BALANCE: i64 = 577_500 - ADVANCE;

async fn the_booking(store: &Store) -> BookingRow {
    store
        .run(|c| sb::booking(c, BookingId::new(1)))
        .await
        .unwrap()
        .unwrap()
}

async fn payments_of(store: &Store) -> Vec<crate::store::models::PaymentRow> {
    store
        .run(|c| crate::store::refunds::paid_payments(c, BookingId::new(1)))
        .await
        .unwrap()
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

async fn reminders(store: &Store) -> Vec<String> {
    use crate::store::schema::notification_outbox as o;
    use diesel::prelude::*;
    store
        .run(|c| {
            Ok(o::table
                .filter(o::event.eq(BALANCE_REMINDER))
                .order(o::id.asc())
                .select(o::body)
                .load::<String>(c)?)
        })
        .await
        .unwrap()
}

async fn books_right(store: &Store) {
    let clock: SharedClock = Arc::new(ManualClock::at(from_epoch(NOW)));
    let report = crate::ledger::Ledger::new(store.clone(), clock)
        .check()
        .await
        .unwrap();
    assert!(report.is_ok(), "{:#?}", report.problems);
}

fn payments_at(store: &Store, at: i64) -> crate::payments::Payments {
    let clock: SharedClock = Arc::new(ManualClock::at(from_epoch(at)));
    crate::payments::Payments::new(
        store.clone(),
        clock,
        crate::payments::PaymentsConfig::Simulated(crate::payments::Simulated::new(
            b"key secret",
            b"webhook secret",
        )),
    )
    .unwrap()
}

async fn guest(store: &Store) -> crate::auth::User {
    let id = the_booking(store).await.guest_id;
    store
        .run(move |c| crate::store::support::user(c, id))
        .await
        .unwrap()
        .unwrap()
        .into()
}

/// The advance at booking, the owner's confirmation, the balance with the deposit: the balance
/// posts its own entry, the deposit is held from the balance's payment, and asking to pay the
/// balance again answers that payment. After the stay the deposit goes back by itself.
async fn advance_then_balance_after_confirmation(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_planned_stay(false);
    steps.push(Step::PayBalance {
        which: 0,
        succeed: true,
    });
    play(&db, steps).await;
    let b = the_booking(&store).await;
    assert_eq!(b.status, BookingStatus::Confirmed);
    assert_eq!(b.payment_status, PaymentStatus::Paid);
    assert_eq!((b.advance_paise, b.balance_due_at), (ADVANCE, Some(DUE)));
    assert!(b.balance_paid_at.is_some());
    let paid = payments_of(&store).await;
    let parts: Vec<_> = paid
        .iter()
        .map(|p| (p.part, p.amount_paise, p.deposit_paise))
        .collect();
    assert_eq!(
        parts,
        vec![
            (PaymentPart::Advance, ADVANCE, 0),
            (PaymentPart::Balance, BALANCE + DEPOSIT_PAISE, DEPOSIT_PAISE),
        ]
    );
    assert_eq!(entries_of(&store, EntryKind::BookingConfirmed).await, 1);
    assert_eq!(entries_of(&store, EntryKind::BalanceConfirmed).await, 1);
    let deposit = store
        .run(|c| crate::store::deposits::of(c, BookingId::new(1)))
        .await
        .unwrap()
        .expect("the deposit came with the balance");
    assert_eq!(deposit.payment_id, Some(paid[1].id));
    // Asked again: the first payment, paid; nothing new.
    let payments = payments_at(&store, NOW);
    let guest = guest(&store).await;
    let again = payments
        .pay_balance(BookingId::new(1), &guest)
        .await
        .unwrap();
    assert!(again.paid);
    assert_eq!(again.order_id, paid[1].provider_order_id);
    assert_eq!(again.part, PaymentPart::Balance);
    let twice = payments
        .pay_balance(BookingId::new(1), &guest)
        .await
        .unwrap();
    assert_eq!(twice.order_id, again.order_id);
    assert_eq!(payments_of(&store).await.len(), 2);
    let view = crate::bookings::views::BookingView::of(
        store
            .run(|c| sb::record(c, BookingId::new(1)))
            .await
            .unwrap()
            .unwrap(),
        from_epoch(NOW),
    );
    let schedule = view.payment_schedule.unwrap();
    assert_eq!((schedule.advance, schedule.balance), (1_733, 4_042));
    assert!(schedule.advance_paid && schedule.balance_paid);
    assert_eq!(schedule.due_now, 0);
    assert_eq!(schedule.due_date, "2027-01-17");
    books_right(&store).await;
}
on_both!(
    advance_then_balance_on_sqlite,
    advance_then_balance_on_postgres,
    advance_then_balance_after_confirmation
);

/// The whole journey at once: advance, confirmation, balance, the stay, and the deposit released
/// automatically 48 hours after check-out, the ledger checked after every step.
async fn advance_balance_stay_and_deposit_release(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_planned_stay(false);
    steps.extend([
        Step::PayBalance {
            which: 0,
            succeed: true,
        },
        Step::RunPlans,
        // Wednesday 20 January 09:00 IST is 115 h 40 min after NOW; check-out 12 h later.
        Step::Advance { hours: 130 },
        Step::RunPlans,
        Step::SettleDeposits,
        Step::Advance { hours: 48 },
        Step::SettleDeposits,
        Step::ProcessRefunds { fail: false },
    ]);
    play(&db, steps).await;
    let d = store
        .run(|c| crate::store::deposits::of(c, BookingId::new(1)))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(d.status, crate::deposits::DepositStatus::Released);
    assert_eq!(the_booking(&store).await.status, BookingStatus::Confirmed);
    assert_eq!(entries_of(&store, EntryKind::DepositReleased).await, 1);
    assert!(
        reminders(&store).await.is_empty(),
        "a paid balance is not reminded"
    );
}
on_both!(
    journey_on_sqlite,
    journey_on_postgres,
    advance_balance_stay_and_deposit_release
);

/// Paid in full before the owner answers: the confirmation takes all of it, no balance entry.
async fn balance_paid_while_pending(db: TestDatabase) {
    let store = db.store().unwrap();
    play(
        &db,
        vec![
            Step::BookPlan {
                guest: 0,
                cash_balance: false,
                day: 4,
                night: true,
            },
            Step::Pay {
                which: 0,
                succeed: true,
            },
            Step::PayBalance {
                which: 0,
                succeed: false,
            },
            Step::PayBalance {
                which: 0,
                succeed: true,
            },
            Step::Confirm { which: 0 },
        ],
    )
    .await;
    assert_eq!(the_booking(&store).await.status, BookingStatus::Confirmed);
    assert_eq!(entries_of(&store, EntryKind::BookingConfirmed).await, 1);
    assert_eq!(entries_of(&store, EntryKind::BalanceConfirmed).await, 0);
    assert_eq!(payments_of(&store).await.len(), 2);
}
on_both!(
    balance_while_pending_on_sqlite,
    balance_while_pending_on_postgres,
    balance_paid_while_pending
);

/// Never paid: reminded 48 h and 12 h before (once each, in the guest's language, with the
/// link), then cancelled at the deadline by two servers at once, once, under the cancellation
/// rule applied to the advance (57 h before the stay: half of it back).
async fn unpaid_balance_is_reminded_then_cancelled(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_planned_stay(false);
    steps.extend([
        Step::RunPlans,
        // 00:30 IST on Saturday: the first reminder (48 h before).
        Step::Advance { hours: 11 },
        Step::RunPlans,
        Step::RunPlans,
    ]);
    play(&db, steps).await;
    let sent = reminders(&store).await;
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert!(sent[0].contains("₹4,042"), "{}", sent[0]);
    assert!(sent[0].contains("17-01-2027"), "{}", sent[0]);
    assert!(
        sent[0].contains("https://x.in/bookings?pay=1"),
        "{}",
        sent[0]
    );
    assert_eq!(the_booking(&store).await.balance_reminders, 1);

    // The second at 12:00 IST on Sunday; at the deadline, two servers at once.
    run_plans(&store, DUE - 12 * HOUR).await;
    run_plans(&store, DUE - 12 * HOUR + 60).await;
    assert_eq!(reminders(&store).await.len(), 2);
    let (a, b) = tokio::join!(
        crate::bookings::balance::run_due(&store, DUE, "https://x.in"),
        crate::bookings::balance::run_due(&store, DUE, "https://x.in"),
    );
    assert_eq!(a.unwrap().0 + b.unwrap().0, 1, "cancelled once");
    let b = the_booking(&store).await;
    assert_eq!(b.status, BookingStatus::Cancelled);
    assert!(b
        .cancel_reason
        .as_deref()
        .unwrap()
        .contains("was not paid by 17-01-2027"));
    // 57 h before the stay: the rule gives half of what was captured, the advance (₹1,733), to
    // the rupee: ₹867.
    let refunds = store.run(crate::store::ledger::refunds).await.unwrap();
    assert_eq!(
        refunds.iter().map(|r| r.amount_paise).collect::<Vec<_>>(),
        vec![86_700]
    );
    assert_eq!(b.refund_paise, Some(86_700));
    assert_eq!(reminders(&store).await.len(), 2, "no reminder after it");
    books_right(&store).await;
}
on_both!(
    unpaid_balance_on_sqlite,
    unpaid_balance_on_postgres,
    unpaid_balance_is_reminded_then_cancelled
);

async fn run_plans(store: &Store, at: i64) {
    crate::bookings::balance::run_due(store, at, "https://x.in")
        .await
        .unwrap();
    books_right(store).await;
}

/// The balance in cash at the property: nothing to pay online, no reminder, and the deadline
/// cancels nothing.
async fn cash_balance_is_never_cancelled(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_planned_stay(true);
    steps.extend([
        Step::Advance { hours: 40 },
        Step::RunPlans,
        Step::PayBalance {
            which: 0,
            succeed: true,
        },
    ]);
    play(&db, steps).await;
    let b = the_booking(&store).await;
    assert_eq!(b.status, BookingStatus::Confirmed);
    assert_eq!(b.balance_method, Some(BalanceMethod::Cash));
    assert!(reminders(&store).await.is_empty());
    match payments_at(&store, NOW)
        .pay_balance(BookingId::new(1), &guest(&store).await)
        .await
    {
        Err(CoreError::Conflict { code, .. }) => assert_eq!(code, "PAYMENT_NOT_NEEDED"),
        other => panic!("{other:?}"),
    }
    assert_eq!(payments_of(&store).await.len(), 1);
}
on_both!(
    cash_balance_on_sqlite,
    cash_balance_on_postgres,
    cash_balance_is_never_cancelled
);

/// The balance in cash at the property: left unmarked for 48 hours after the stay starts, it
/// counts as collected, and the owner owes the platform's commission (with its GST and the TDS)
/// on that cash. With the advance's share taken from the online payment at confirmation, the
/// platform's commission is that of the whole price, to the paisa of rounding.
async fn cash_balance_owes_its_commission(db: TestDatabase) {
    use crate::kinds::ledger::Account;
    let store = db.store().unwrap();
    play(&db, a_planned_stay(true)).await;
    let b = the_booking(&store).await;
    let closes = b.starts_at + crate::ledger::cash::CASH_MARK_WINDOW_SECONDS + 60;
    assert_eq!(
        crate::ledger::cash::close_windows(&store, closes)
            .await
            .unwrap(),
        1
    );
    assert_eq!(entries_of(&store, EntryKind::CashCollected).await, 1);
    // A second pass (another server) posts nothing more.
    assert_eq!(
        crate::ledger::cash::close_windows(&store, closes + 60)
            .await
            .unwrap(),
        0
    );
    let lines = store.run(crate::store::ledger::lines).await.unwrap();
    let on = |account: Account| -> i64 {
        -lines
            .iter()
            .filter(|l| l.account == account)
            .map(|l| l.amount_paise)
            .sum::<i64>()
    };
    let whole = crate::money::Paise(b.subtotal_paise)
        .percent_bp(crate::pricing::COMMISSION_BP)
        .0;
    assert!(
        (on(Account::CommissionRevenue) - whole).abs() <= 1,
        "commission {} of {whole}",
        on(Account::CommissionRevenue)
    );
    books_right(&store).await;
}
on_both!(
    cash_balance_commission_on_sqlite,
    cash_balance_commission_on_postgres,
    cash_balance_owes_its_commission
);

/// The guest cancels after the advance, 4 days ahead: the rule's full refund is of the advance
/// captured, not of the total.
async fn a_cancellation_refunds_what_was_captured(db: TestDatabase) {
    let store = db.store().unwrap();
    let mut steps = a_planned_stay(false);
    steps.push(Step::GuestCancel { which: 0 });
    play(&db, steps).await;
    let b = the_booking(&store).await;
    assert_eq!(b.status, BookingStatus::Cancelled);
    assert_eq!(b.refund_paise, Some(ADVANCE));
    let refunds = store.run(crate::store::ledger::refunds).await.unwrap();
    assert_eq!(refunds.iter().map(|r| r.amount_paise).sum::<i64>(), ADVANCE);
}
on_both!(
    cancel_after_advance_on_sqlite,
    cancel_after_advance_on_postgres,
    a_cancellation_refunds_what_was_captured
);

/// Asking for the balance before the advance is paid is refused; a second checkout of the
/// balance paid as well (a webhook) is refunded in full and the booking keeps the first.
async fn a_second_balance_payment_goes_back(db: TestDatabase) {
    let store = db.store().unwrap();
    play(
        &db,
        vec![Step::BookPlan {
            guest: 0,
            cash_balance: false,
            day: 4,
            night: false,
        }],
    )
    .await;
    let payments = payments_at(&store, NOW);
    let guest = guest(&store).await;
    match payments.pay_balance(BookingId::new(1), &guest).await {
        Err(CoreError::Conflict { code, .. }) => assert_eq!(code, "PAYMENT_NOT_NEEDED"),
        other => panic!("{other:?}"),
    }
    let advance = payments.order(BookingId::new(1), &guest).await.unwrap();
    assert_eq!(
        (advance.part, advance.amount),
        (PaymentPart::Advance, ADVANCE)
    );
    payments
        .simulated_finish(&advance.order_id, true)
        .await
        .unwrap();
    let first = payments
        .pay_balance(BookingId::new(1), &guest)
        .await
        .unwrap();
    assert_eq!(first.amount, BALANCE + DEPOSIT_PAISE);
    assert!(!first.paid);
    // A second order for the same balance, as a second browser tab would have made.
    let second = store
        .run(|c| {
            crate::store::payments::insert(
                c,
                &crate::store::models::NewPayment {
                    booking_id: BookingId::new(1),
                    provider: "simulated".into(),
                    provider_order_id: "order_sim_second".into(),
                    amount_paise: BALANCE + DEPOSIT_PAISE,
                    currency: "INR".into(),
                    status: crate::kinds::payment::OrderStatus::Created,
                    created_at: NOW,
                    updated_at: NOW,
                    deposit_paise: DEPOSIT_PAISE,
                    part: PaymentPart::Balance,
                },
            )
        })
        .await
        .unwrap();
    payments
        .simulated_finish(&first.order_id, true)
        .await
        .unwrap();
    let simulated = crate::payments::Simulated::new(b"key secret", b"webhook secret");
    let body = serde_json::to_vec(&serde_json::json!({
        "event": "payment.captured",
        "payload": {"payment": {"entity": {
            "id": "pay_sim_second", "order_id": second.provider_order_id,
            "amount": BALANCE + DEPOSIT_PAISE,
        }}},
    }))
    .unwrap();
    payments
        .webhook(
            &body,
            Some(&simulated.sign_webhook(&body)),
            Some("evt_second"),
        )
        .await
        .unwrap();
    let refunds = store.run(crate::store::ledger::refunds).await.unwrap();
    assert_eq!(refunds.len(), 1, "{refunds:?}");
    assert_eq!(refunds[0].payment_id, Some(second.id));
    assert_eq!(refunds[0].amount_paise, BALANCE + DEPOSIT_PAISE);
    let b = the_booking(&store).await;
    assert_eq!(b.payment_status, PaymentStatus::Paid);
    assert!(b.balance_paid_at.is_some());
    // The deposit was held once, from the first balance payment.
    let deposit = store
        .run(|c| crate::store::deposits::of(c, BookingId::new(1)))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(deposit.amount_paise, DEPOSIT_PAISE);
    assert_ne!(deposit.payment_id, Some(second.id));
    let again = payments
        .pay_balance(BookingId::new(1), &guest)
        .await
        .unwrap();
    assert_eq!(again.order_id, first.order_id);
    books_right(&store).await;
}
on_both!(
    second_balance_on_sqlite,
    second_balance_on_postgres,
    a_second_balance_payment_goes_back
);
